import RotorKit
import SwiftSyntax
import Testing

@testable import RotorSource

struct LinterTests {
    /// Findings carry their line's text for baselines; it is found on the bytes, and must number and
    /// cut lines exactly as splitting the text at "\n" characters does ("\r\n" is one character).
    @Test(arguments: [
        "", "\n", "one", "one\ntwo", "one\ntwo\n", "a\n\nb\n\n", "crlf\r\nline\r\n", "cr\ronly\nnext",
        "\r\r\nx\ny", "é\nçà\n👍🏽 thumbs\nend", "\n\n\n",
    ])
    func linesMatchSplittingAtNewlineCharacters(_ text: String) {
        let expected = text.split(separator: "\n", omittingEmptySubsequences: false)
        let numbers = Set(0...(expected.count + 2))
        let found = Linter.lines(numbers, of: text)
        for number in numbers.sorted() {
            let wanted = expected.indices.contains(number - 1) ? expected[number - 1] : nil
            #expect(found[number] == wanted, "line \(number) of \(text.debugDescription)")
        }
        #expect(Linter.lines([], of: text).isEmpty)
    }

    /// A suppression naming no rule silences nothing: unused-suppression reports it with the id
    /// meant, whether or not the rest of the comment silenced something.
    @Test func aSuppressionOfAnUnknownRuleIsReportedWithTheIDMeant() throws {
        let code = """
            let total = 42 // rotor:disable:this imag-label
            // rotor:disable:next zzzzzzzz, all
            let other = 1
            """
        let linter = Linter(settings: RuleSettings(optedIn: RuleCatalog.ids))
        guard case .linted(let findings) = linter.lint(path: "Totals.swift", text: code) else {
            Issue.record("not linted")
            return
        }
        #expect(findings.map(\.ruleID) == ["unused-suppression", "unused-suppression", "unused-suppression"])
        #expect(
            findings[0].message.hasPrefix(
                "Correct or remove 'imag-label' in this suppression: Rotor has no rule by "
                    + "that id, so it silences nothing; did you mean `image-label`?"), "\(findings[0].message)")
        #expect(
            findings[1].message.contains("'zzzzzzzz'") && findings[1].message.contains("run `rotor rules` for the list")
        )
        #expect(findings[2].message.hasPrefix("Remove this suppression of all:"))
    }

    /// An `enable` that no `disable` opened silences nothing either: an id in it no rule has is
    /// reported with the id meant, where a known id or `all` is left alone.
    @Test func anUnknownRuleInAnUnopenedEnableIsReportedWithTheIDMeant() throws {
        let code = """
            let total = 42
            // rotor:enable imag-label
            // rotor:enable image-label, all
            """
        let linter = Linter(settings: RuleSettings(optedIn: RuleCatalog.ids))
        guard case .linted(let findings) = linter.lint(path: "Totals.swift", text: code) else {
            Issue.record("not linted")
            return
        }
        #expect(findings.map(\.ruleID) == ["unused-suppression"])
        #expect(findings.first?.location.line == 2)
        #expect(
            findings.first?.message.hasPrefix(
                "Correct or remove 'imag-label' in this suppression: Rotor has no rule by "
                    + "that id, so it silences nothing; did you mean `image-label`?") == true, "\(findings)")
    }

    /// The four name rules share one checker; each still reports under its own id, and only the
    /// rules that run report.
    /// Views a test builds are never in front of a person using the app.
    @Test func testCodeIsNotJudged() {
        let view = """
            func makeSwitch() -> UISwitch {
                let toggle = UISwitch()
                toggle.accessibilityLabel = "switch"
                return toggle
            }
            """
        let linter = Linter()
        guard case .linted(let app) = linter.lint(path: "App.swift", text: view),
            case .linted(let tests) = linter.lint(
                path: "AppTests.swift", text: "import XCTest\n@testable import App\n" + view),
            case .linted(let swiftTesting) = linter.lint(path: "AppTests.swift", text: "import Testing\n" + view)
        else {
            Issue.record("the code does not parse")
            return
        }
        #expect(!app.isEmpty)
        #expect(tests.isEmpty)
        #expect(swiftTesting.isEmpty)
    }

    @Test func nameRulesReportUnderTheirOwnIDs() {
        let code = """
            shareButton.accessibilityLabel = "Share button."
            shareButton.accessibilityHint = "Tap to share"
            """
        func ruleIDs(_ rules: [any SourceRule]) -> Set<String> {
            guard case .linted(let findings) = Linter(rules: rules).lint(path: "View.swift", text: code) else {
                Issue.record("the code does not lint")
                return []
            }
            return Set(findings.map(\.ruleID))
        }
        #expect(ruleIDs([HintStyleRule()]) == ["hint-style"])
        #expect(ruleIDs([LabelStyleRule(), RoleInLabelRule()]) == ["label-style", "role-in-label"])
        #expect(
            ruleIDs(RuleCatalog.sourceRules.filter { $0 is any LiteralLabelChecking }) == [
                "hint-style", "label-style", "role-in-label",
            ])
    }
}

extension LinterTests {
    /// `trimmedText` stands in for `trimmedDescription` on the walk's hot paths: the same string
    /// for every node, whatever trivia surrounds or fills it.
    @Test func trimmedTextIsTheTrimmedDescription() {
        let file = SourceFile(
            path: "View.swift",
            text: """
                // A comment before the type
                final class  ProfileViewController : /* base */ UIViewController, UITableViewDelegate {
                    @IBOutlet weak var avatar: UIImageView! // trailing
                    var items: [ String : [Int] ]  = [:]
                    lazy var closeButton: UIButton = { let b = UIButton(type: .close); return b }()
                    let café: Dictionary<String, Set<Int>>? = nil\r
                    func f() { label.text = "Ünïcode \\(name)"\t}
                }
                extension ProfileViewController.Section where Item == Int {}

                """)
        var stack = [Syntax(file.tree)]
        var checked = 0
        while let node = stack.popLast() {
            #expect(node.trimmedText == node.trimmedDescription, "\(node.syntaxNodeType)")
            checked += 1
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        #expect(checked > 100)
    }
}

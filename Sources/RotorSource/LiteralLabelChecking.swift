import RotorKit
import SwiftSyntax

/// A tree rule about names (role-in-label, label-style, hint-style, uninformative-label) that also
/// judges the text code gives to `accessibilityLabel` and `accessibilityHint`, as the property or the
/// SwiftUI modifier: one rule, one set of words and messages, at lint time and on a live screen. The
/// text is what VoiceOver says (`TextResolver`): a SwiftUI key's or `NSLocalizedString`'s value in
/// the development language. Each such rule gives its source examples in its `+Source` file.
public protocol LiteralLabelChecking: TreeRule, SourceRule {
    /// Whether the rule judges the text given to `accessibilityHint` rather than `accessibilityLabel`.
    var judgesHints: Bool { get }
}

extension LiteralLabelChecking {
    public var judgesHints: Bool { false }

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        LiteralLabelChecker(file: file, context: context, treeRules: [self])
    }
}

/// Judges the literals of a file with one or more of the name tree rules.
final class LiteralLabelChecker: SourceChecker {
    override var interests: SourceInterests { [.calls, .assignments] }
    override var callNames: Set<String>? { Self.callNames }
    private static let callNames: Set<String> = ["accessibilityLabel", "accessibilityHint"]
    override var assignedProperties: Set<String>? { Self.assignedProperties }
    private static let assignedProperties: Set<String> = ["accessibilityLabel", "accessibilityHint"]

    private let treeRules: [any LiteralLabelChecking]

    private struct Candidate {
        var spoken: SpokenLiteral
        var isHint: Bool
        /// The receiver whose type is known only once the walk is done.
        var receiver: ReceiverKey?
        /// The traits known at the call site (SwiftUI views), if any.
        var traits: Set<AccessibilityTrait>?
        var typeName: String
    }

    private var candidates: [Candidate] = []

    /// A checker per rule, except that every literal-label rule shares one checker: each literal is
    /// judged on one screen by all of them, instead of one screen per literal per rule.
    static func makeCheckers(for rules: Rules, file: SourceFile, context: SourceContext) -> [SourceChecker] {
        var checkers: [SourceChecker] = []
        checkers.reserveCapacity(rules.others.count + 1)
        if !rules.literal.isEmpty {
            checkers.append(LiteralLabelChecker(file: file, context: context, treeRules: rules.literal))
        }
        for rule in rules.others { checkers.append(rule.makeChecker(for: file, context: context)) }
        return checkers
    }

    /// The rules split into the literal-label ones, which share one checker, and the others, in
    /// order; split once per linter, since the casts cost more than a small file's walk.
    struct Rules: Sendable {
        var literal: [any LiteralLabelChecking] = []
        var others: [any SourceRule] = []

        init(_ rules: [any SourceRule]) {
            for rule in rules {
                if let literalRule = rule as? any LiteralLabelChecking {
                    literal.append(literalRule)
                } else {
                    others.append(rule)
                }
            }
        }
    }

    /// Each hit is reported under the id of the tree rule that found it.
    init(file: SourceFile, context: SourceContext, treeRules: [any LiteralLabelChecking]) {
        self.treeRules = treeRules
        super.init(file: file, context: context)
    }

    override func visit(_ assignment: Assignment, scope: ScopeChain) {
        guard assignment.operation == .assign,
            ["accessibilityLabel", "accessibilityHint"].contains(assignment.property),
            let spoken = context.texts.string(assignment.value)
        else { return }
        candidates.append(
            Candidate(
                spoken: spoken, isHint: assignment.property == "accessibilityHint",
                receiver: scope.key(forReceiver: assignment.receiver), traits: nil, typeName: "UIView"))
    }

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            ["accessibilityLabel", "accessibilityHint"].contains(member.declName.baseName.text),
            node.arguments.count == 1, let spoken = context.texts.localizedKey(node.arguments.first?.expression)
        else { return }
        let view = Self.viewName(of: base)
        candidates.append(
            Candidate(
                spoken: spoken, isHint: member.declName.baseName.text == "accessibilityHint",
                receiver: nil, traits: SourceTraits.forType(view ?? ""), typeName: view ?? "View"))
    }

    /// The view a modifier chain starts from: `Button` for `Button(…).padding().accessibilityLabel(…)`.
    private static func viewName(of expression: ExprSyntax) -> String? {
        var current: ExprSyntax? = expression
        while let node = current {
            guard let call = node.as(FunctionCallExprSyntax.self) else { return nil }
            if let name = SwiftUIViews.constructorName(call) { return name }
            current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return nil
    }

    override func finish(facts: FileFacts) {
        let hintRules = treeRules.filter { $0.judgesHints }
        let labelRules = treeRules.filter { !$0.judgesHints }
        for candidate in candidates {
            let rules = candidate.isHint ? hintRules : labelRules
            guard !rules.isEmpty else { continue }
            var typeName = candidate.typeName
            var traits = candidate.traits ?? []
            var label: String?
            if let receiver = candidate.receiver {
                if let known = facts.receiver(receiver)?.typeName {
                    typeName = known
                    traits = SourceTraits.forType(known)
                } else if let guessed = SourceTraits.typeNamed(after: receiver.path) {
                    // An outlet declared in another file: its name usually says what it is.
                    typeName = guessed
                    traits = SourceTraits.forType(guessed)
                }
                if candidate.isHint {
                    label = facts.assignments(to: "accessibilityLabel", of: receiver).last.flatMap {
                        context.texts.string($0.value)?.text
                    }
                }
            }
            let element = Element(
                type: typeName, label: candidate.isHint ? (label ?? "Control") : candidate.spoken.text,
                hint: candidate.isHint ? candidate.spoken.text : nil, traits: traits,
                frame: Rect(x: 20, y: 100, width: 200, height: 44), isAccessibilityElement: true)
            let audit = AuditContext(
                screen: RuleExample.screen([element]), profile: context.profile, words: context.words)
            for rule in rules {
                for hit in rule.check(audit) {
                    // Messages about the screen as a whole (titles, headings) do not apply to one literal.
                    guard hit.path == ElementPath([0]) else { continue }
                    // A fix to a table's text belongs in the table: rewriting the literal would change the key.
                    report(
                        candidate.spoken.literal, hit.message, ruleID: rule.metadata.id, certainty: hit.certainty,
                        fix: candidate.spoken.isLiteral ? hit.fix : nil)
                }
            }
        }
    }
}

/// The traits UIKit and SwiftUI give a view type by default, so a literal is judged as VoiceOver
/// will speak it.
enum SourceTraits {
    static func forType(_ name: String) -> Set<AccessibilityTrait> {
        table[name] ?? []
    }

    /// The UIKit type a variable name ends with: `shareButton` → UIButton, `avatarImageView` →
    /// UIImageView. Used only where no declaration is in the file.
    static func typeNamed(after path: String) -> String? {
        let name = path.split(separator: ".").last.map(String.init) ?? path
        return nameSuffixes.first { name.hasSuffix($0.suffix) }?.type
    }

    private static let nameSuffixes: [(suffix: String, type: String)] = [
        ("ImageView", "UIImageView"), ("Button", "UIButton"), ("Switch", "UISwitch"), ("Toggle", "UISwitch"),
        ("Slider", "UISlider"), ("Stepper", "UIStepper"), ("Label", "UILabel"), ("TextField", "UITextField"),
        ("Field", "UITextField"), ("TextView", "UITextView"), ("SearchBar", "UISearchBar"), ("Image", "UIImageView"),
        ("Icon", "UIImageView"),
    ]

    private static let table: [String: Set<AccessibilityTrait>] = [
        "UIButton": [.button], "Button": [.button], "UIBarButtonItem": [.button], "NavigationLink": [.button],
        "Menu": [.button], "EditButton": [.button], "ShareLink": [.button],
        "Link": [.link],
        "UIImageView": [.image], "Image": [.image], "AsyncImage": [.image],
        "UILabel": [.staticText], "Text": [.staticText], "Label": [.staticText],
        "UISwitch": [.switchButton], "Toggle": [.switchButton],
        "UISlider": [.adjustable], "Slider": [.adjustable], "UIStepper": [.adjustable], "Stepper": [.adjustable],
        "UIPageControl": [.adjustable],
        "UITextField": [.textField], "TextField": [.textField], "SecureField": [.secureTextField],
        "UITextView": [.textArea], "TextEditor": [.textArea], "UISearchBar": [.searchField],
        "UISegmentedControl": [.button], "Picker": [.button], "DatePicker": [.button], "UIDatePicker": [.button],
    ]
}

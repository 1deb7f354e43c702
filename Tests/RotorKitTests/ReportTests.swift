import Foundation
import RotorTestSupport
import Testing

@testable import RotorKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every report format, written from one hand-built report that holds the awkward cases: findings
/// with and without lines, one without a file, a needs-review finding, a fix, hostile labels, and
/// input errors. Goldens live in `Tests/Fixtures/golden/reports/`; `ROTOR_UPDATE_GOLDEN=1`
/// rewrites them, to be read by hand before keeping.
struct ReportTests {
    static let reportSchema = Repository.root.appendingPathComponent("docs/rotor-report.schema.json")

    static let rules = [
        RuleMetadata(
            id: "missing-name", title: "Controls and images have a name", criteria: ["4.1.2", "1.1.1"],
            defaultSeverity: .error,
            success: "Every control and meaningful image has an accessibility label.",
            failure: "VoiceOver says only \"button\" or reads a file name."),
        RuleMetadata(
            id: "target-size", title: "Targets are large enough to tap", criteria: ["2.5.8"],
            defaultSeverity: .warning,
            success: "Targets are at least 24 by 24 points, or spaced so that a 24-point circle fits.",
            failure: "A small target sits close to another.",
            limitations: "Frames only: hit-test overrides are invisible."),
        RuleMetadata(
            id: "session-timeout", title: "Time limits can be extended", criteria: ["2.2.1"],
            defaultSeverity: .warning,
            success: "People can turn off, adjust or extend a time limit.",
            failure: "A timer logs people out without warning."),
        RuleMetadata(
            id: "heading-present", title: "Screens have a heading", criteria: [],
            defaultSeverity: .info,
            success: "The screen's title is marked as a heading.",
            failure: "No element has the header trait."),
        RuleMetadata(
            id: "label-in-name", title: "Visible text is part of the name", criteria: ["2.5.3"],
            defaultSeverity: .warning,
            success: "The accessibility label starts with the visible text.",
            failure: "The label says something other than the visible text."),
    ]

    static let inputs = [
        "Screens/Login.json", "Main.storyboard", "Sources/App/Session Timer.swift", "Screens/Empty.json",
    ]

    static let findings = [
        Finding(
            ruleID: "missing-name", severity: .error, certainty: .violation,
            message:
                "Give the button a name: VoiceOver reads \"btn_close & <img src=x>\" | nothing else.\nSecond line (WCAG 4.1.2)",
            criteria: ["4.1.2"].compactMap(WCAGCriterion.numbered),
            location: FindingLocation(
                file: "Screens/Login.json", elementPath: ElementPath([0, 3, 1]),
                element: "Button \"<script>alert('x')</script>\""),
            fix: Fix(description: "Set accessibilityLabel to \"Close\"", replacement: "Close")),
        Finding(
            ruleID: "missing-name", severity: .error, certainty: .violation,
            message: "Give the image a name, or hide it from VoiceOver (WCAG 1.1.1)",
            criteria: ["1.1.1"].compactMap(WCAGCriterion.numbered),
            location: FindingLocation(file: "Screens/Login.json", elementPath: ElementPath([0, 4]), element: "Image")),
        Finding(
            ruleID: "target-size", severity: .warning, certainty: .violation,
            message: "Make the target at least 24×24 pt; it is 20×20 pt (WCAG 2.5.8)",
            criteria: ["2.5.8"].compactMap(WCAGCriterion.numbered),
            location: FindingLocation(
                file: "Main.storyboard", line: 42, column: 7, elementPath: ElementPath([0, 1]),
                element: "Button \"OK\"")),
        Finding(
            ruleID: "session-timeout", severity: .warning, certainty: .needsReview,
            message:
                "Let people extend the 30 s limit, 100% of the time: ask before logging out, then wait (WCAG 2.2.1)",
            criteria: ["2.2.1"].compactMap(WCAGCriterion.numbered),
            location: FindingLocation(file: "Sources/App/Session Timer.swift", line: 12, column: 5)),
        Finding(
            ruleID: "heading-present", severity: .info, certainty: .violation,
            message:
                "Mark the title `Log in` as a heading; its label reads \u{202E}txet\u{202C}, a\ttab and a bell\u{7} (best practice)",
            criteria: [],
            location: FindingLocation(
                file: "Screens/Login.json", elementPath: ElementPath(), element: "Window \"Log in\"")),
        Finding(
            ruleID: "missing-name", severity: .error, certainty: .violation,
            message: "Give the image a name, or hide it from VoiceOver (WCAG 1.1.1)",
            criteria: ["1.1.1"].compactMap(WCAGCriterion.numbered),
            location: FindingLocation(elementPath: ElementPath([2]), element: "Image")),
    ]

    static let inputErrors = [
        "Screens/Broken.json: not valid JSON at line 3, column 1",
        "Screens/Deep.xml: elements nest deeper than 256 levels at line 300",
    ]

    static let report = Report(
        inputs: inputs, findings: findings, rules: rules, inputErrors: inputErrors, profileID: "wcag-aa")
    static let cleanReport = Report(
        inputs: ["Screens/Login.json", "Main.storyboard"], findings: [], rules: rules, profileID: "wcag-aa")

    static let goldenNames: [(ReportFormat, String)] = [
        (.text, "report.txt"), (.json, "report.json"), (.sarif, "report.sarif"),
        (.junit, "report.junit.xml"), (.markdown, "report.md"), (.github, "report.github.txt"),
    ]

    // MARK: - Goldens

    @Test(arguments: goldenNames.map(\.0))
    func matchesGolden(format: ReportFormat) throws {
        let name = try #require(Self.goldenNames.first { $0.0 == format }?.1)
        try expectGolden(ReportWriter.write(Self.report, as: format), "reports/\(name)")
    }

    @Test(arguments: ReportFormat.allCases)
    func sameReportGivesSameBytes(format: ReportFormat) {
        // Findings arrive in any order from parallel work; the report sorts them.
        let shuffled = Report(
            inputs: Self.inputs, findings: Self.findings.reversed(), rules: Self.rules,
            inputErrors: Self.inputErrors, profileID: "wcag-aa")
        let first = ReportWriter.write(Self.report, as: format)
        #expect(ReportWriter.write(Self.report, as: format) == first)
        #expect(ReportWriter.write(shuffled, as: format) == first)
    }

    // MARK: - Text

    @Test func textHasOneLinePerFindingAndASummary() throws {
        let lines = ReportWriter.write(Self.report, as: .text).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.count == Self.findings.count + 3,
            "each finding on its own line, the review heading, a summary, and the final newline")
        // The finding for review comes last, under its own heading.
        let heading = try #require(lines.firstIndex { $0.hasPrefix("For review (1 finding): ") })
        #expect(heading == lines.count - 4)
        #expect(lines[heading + 1].contains("Needs review:"))
        #expect(
            lines.contains(
                "Main.storyboard:42:7: warning: Make the target at least 24×24 pt; it is 20×20 pt (WCAG 2.5.8) [target-size]"
            ))
        #expect(
            lines.contains(
                "Sources/App/Session Timer.swift:12:5: warning: Needs review: Let people extend the 30 s limit, 100% of the time: ask before logging out, then wait (WCAG 2.2.1) [session-timeout]"
            ))
        #expect(
            lines.contains(
                "rotor: error: Give the image a name, or hide it from VoiceOver (WCAG 1.1.1) [missing-name] (at Image, element 2)"
            ))
        #expect(lines[lines.count - 2] == "6 findings (3 errors, 2 warnings, 1 note; 1 needs review) in 4 files")
        #expect(!lines.contains { $0.contains("Broken.json") }, "input errors go to stderr, not the report")
    }

    @Test func cleanReportSaysSoInEveryHumanFormat() {
        #expect(ReportWriter.write(Self.cleanReport, as: .text) == "No findings in 2 files\n")
        #expect(ReportWriter.write(Self.cleanReport, as: .markdown) == "No accessibility findings in 2 files.\n")
        #expect(ReportWriter.write(Self.cleanReport, as: .github) == "")
    }

    @Test func bidiAndControlCharactersBecomeVisible() {
        let text = ReportText.printable("a\u{202E}b\u{2066}c\nd\r\u{7}\u{85}\u{2028}\te")
        #expect(text == #"a\u{202E}b\u{2066}c\nd\r\u{0007}\u{0085}\u{2028}\te"#)
        #expect(ReportText.printable("a\r\nb", keepingLineBreaks: true) == "a\r\nb")
        // Marks that only set a direction stay: Arabic and Hebrew labels need them.
        #expect(ReportText.printable("\u{200F}שלום") == "\u{200F}שלום")
    }

    // MARK: - JSON

    @Test func jsonValidatesAgainstItsSchema() throws {
        try expectValid(ReportWriter.write(Self.report, as: .json), against: Self.reportSchema)
        try expectValid(ReportWriter.write(Self.cleanReport, as: .json), against: Self.reportSchema)
    }

    @Test func jsonKeepsTheLabelsExactly() throws {
        let json = ReportWriter.write(Self.report, as: .json)
        #expect(
            !json.unicodeScalars.contains("\u{202E}") && json.contains(#"\u202E"#),
            "bidi overrides are written as escapes")
        let data = Data(json.utf8)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        let messages = findings.compactMap { $0["message"] as? String }
        #expect(Set(messages) == Set(Self.findings.map(\.message)))
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary == ["total": 6, "error": 3, "warning": 2, "info": 1, "needsReview": 1])
    }

    // MARK: - SARIF

    @Test(.needsShared(.sarifSchema))
    func sarifValidatesAgainstTheOfficialSchema() throws {
        try expectValid(ReportWriter.write(Self.report, as: .sarif), against: Shared.sarifSchema)
        try expectValid(ReportWriter.write(Self.cleanReport, as: .sarif), against: Shared.sarifSchema)
    }

    @Test func fingerprintIsFNV1a() {
        // Published FNV-1a 64-bit test vectors.
        #expect(FNV1a.hash("".utf8) == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a.hash("a".utf8) == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a.hash("foobar".utf8) == 0x8594_4171_f739_67e8)
        let fingerprints = Set(Self.report.findings.map(SARIFReport.fingerprint(of:)))
        #expect(fingerprints.count == Self.findings.count, "distinct findings get distinct fingerprints")
    }

    @Test func artifactURIsAreRelativeAndEncoded() {
        #expect(SARIFReport.artifactURI(for: "Sources/App/Session Timer.swift") == "Sources/App/Session%20Timer.swift")
        #expect(SARIFReport.artifactURI(for: "a#b?c%d.json") == "a%23b%3Fc%25d.json")
        #expect(SARIFReport.artifactURI(for: "C:screens/x.json") == "C%3Ascreens/x.json")
        #expect(SARIFReport.artifactURI(for: "/tmp/x.json") == "file:///tmp/x.json")
    }

    // MARK: - JUnit

    @Test func junitParsesWithTheRightCounts() throws {
        let xml = ReportWriter.write(Self.report, as: .junit)
        let reader = JUnitReader()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        let parsed = parser.parse()
        #expect(
            parsed && parser.parserError == nil,
            "JUnit output is not well-formed XML: \(String(describing: parser.parserError))")

        // Four inputs, the findings with no file, and the input errors.
        #expect(reader.suites.map(\.name) == Self.inputs + ["(no file)", "input errors"])
        for suite in reader.suites {
            #expect(suite.declaredTests == suite.cases, "\(suite.name): tests attribute")
            #expect(suite.declaredFailures == suite.failures, "\(suite.name): failures attribute")
            #expect(suite.declaredErrors == suite.errors, "\(suite.name): errors attribute")
        }
        let login = try #require(reader.suites.first { $0.name == "Screens/Login.json" })
        #expect(login.cases == Self.rules.count)
        // missing-name fails; heading-present found only an info finding, which does not fail.
        #expect(login.failures == 1)
        #expect(login.systemOut.contains("Screens/Login.json: note: Mark the title `Log in` as a heading"))
        #expect(
            login.failureMessages == [
                "Give the button a name: VoiceOver reads \"btn_close & <img src=x>\" | nothing else.\\nSecond line (WCAG 4.1.2) (and 1 more)"
            ])
        #expect(reader.suites.last?.errors == Self.inputErrors.count)
        #expect(reader.totals == [Self.rules.count * 5 + 2, 4, 2])
    }

    @Test func xmlEscapingReplacesWhatXMLCannotHold() {
        #expect(JUnitReport.escape("<a href=\"x\">&'</a>") == "&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;")
        #expect(JUnitReport.escape("a\u{0}b\u{1B}c\u{FFFE}d\te") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\te")
    }

    // MARK: - Markdown and GitHub

    @Test func markdownCannotBreakOutOfItsCells() {
        let markdown = ReportWriter.write(Self.report, as: .markdown)
        #expect(!markdown.contains("<script>"))
        #expect(!markdown.contains("<img"))
        #expect(MarkdownReport.escape("a|b`c`<b>&amp;\n[x](y)") == #"a\|b\`c\`&lt;b&gt;&amp;amp;\\n\[x\](y)"#)
        // A combining mark after a pipe makes one Character, but Markdown still sees a pipe.
        #expect(MarkdownReport.escape("|\u{301}") == "\\|\u{301}")
        // Each table row keeps its four cells: unescaped pipes would add more.
        let rows = markdown.split(separator: "\n").filter {
            $0.hasPrefix("| error") || $0.hasPrefix("| warning") || $0.hasPrefix("| info")
        }
        let findingRows = rows.filter {
            $0.contains("missing-name") || $0.contains("target-size") || $0.contains("session-timeout")
                || $0.contains("heading-present")
        }
        #expect(findingRows.count == Self.findings.count)
        for row in findingRows {
            let cellBorders = row.unicodeScalars.indices.filter { index in
                row.unicodeScalars[index] == "|"
                    && (index == row.unicodeScalars.startIndex
                        || row.unicodeScalars[row.unicodeScalars.index(before: index)] != "\\")
            }
            #expect(cellBorders.count == 5, "\(row)")
        }
    }

    @Test func githubCommandsEscapeDataAndProperties() {
        #expect(GitHubReport.data("100%\r\nnext") == "100%25%0D%0Anext")
        #expect(GitHubReport.property("a:b,c%\nd") == "a%3Ab%2Cc%25\\nd")
        let lines = ReportWriter.write(Self.report, as: .github).split(separator: "\n")
        #expect(
            lines.count == Self.findings.count + Self.inputErrors.count,
            "one command per line, whatever the labels hold")
        #expect(
            lines.contains(
                "::warning file=Main.storyboard,line=42,col=7,title=target-size::Make the target at least 24×24 pt; it is 20×20 pt (WCAG 2.5.8)"
            ))
    }
}

/// Collects what a JUnit consumer reads: suites, their declared counts, and what they contain.
private final class JUnitReader: NSObject, XMLParserDelegate {
    struct Suite {
        var name: String
        var declaredTests: Int
        var declaredFailures: Int
        var declaredErrors: Int
        var cases = 0
        var failures = 0
        var errors = 0
        var failureMessages: [String] = []
        var systemOut = ""
    }

    var suites: [Suite] = []
    /// tests, failures, errors declared on `<testsuites>`.
    var totals: [Int] = []
    private var inSystemOut = false

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        let count = { (name: String) in Int(attributes[name] ?? "") ?? -1 }
        switch elementName {
        case "testsuites":
            totals = [count("tests"), count("failures"), count("errors")]
        case "testsuite":
            suites.append(
                Suite(
                    name: attributes["name"] ?? "", declaredTests: count("tests"),
                    declaredFailures: count("failures"), declaredErrors: count("errors")))
        case "testcase": suites[suites.count - 1].cases += 1
        case "failure":
            suites[suites.count - 1].failures += 1
            suites[suites.count - 1].failureMessages.append(attributes["message"] ?? "")
        case "error": suites[suites.count - 1].errors += 1
        case "system-out": inSystemOut = true
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "system-out" { inSystemOut = false }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inSystemOut { suites[suites.count - 1].systemOut += string }
    }
}

/// Everything one run found, in the form every report format starts from.
public struct Report: Sendable, Hashable {
    public static let toolName = "Rotor"
    public static let toolVersion = "0.1.0"

    /// The files checked, in the order given (each gets a test case in JUnit, an artifact in SARIF).
    public var inputs: [String]
    /// Sorted with `Finding.reportOrder`.
    public var findings: [Finding]
    /// The rules that ran, in catalog order.
    public var rules: [RuleMetadata]
    /// Inputs that could not be read, one line each.
    public var inputErrors: [String]
    /// The profile the thresholds came from.
    public var profileID: String
    /// Review items (findings Rotor cannot be sure of) found but not in `findings`, because the
    /// run did not ask for them (`--review`); the readable formats say how many.
    public var reviewItemsLeftOut = 0

    public init(
        inputs: [String], findings: [Finding], rules: [RuleMetadata], inputErrors: [String] = [], profileID: String
    ) {
        self.inputs = inputs
        self.findings = findings.sorted(by: Finding.reportOrder)
        self.rules = rules
        self.inputErrors = inputErrors
        self.profileID = profileID
    }

    /// The report without its review items, counted in `reviewItemsLeftOut`: what a run without
    /// `--review` shows, and what its exit code follows.
    public func leavingOutReview() -> Report {
        var report = self
        report.findings = findings.filter { $0.certainty == .violation }
        report.reviewItemsLeftOut += findings.count - report.findings.count
        return report
    }

    /// Findings at or above `severity`: what fails a build.
    public func failingFindings(at severity: Severity) -> [Finding] {
        findings.filter { $0.severity >= severity }
    }
}

/// The formats a report can be written in; the raw value is the `--format` name.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// Compiler style, `path:line:col: warning: message [rule-id]`, which Xcode and editors read.
    case text
    case json
    case sarif
    case junit
    case markdown
    /// GitHub Actions workflow commands (`::error file=…,line=…::message`).
    case github
    /// One self-contained page: each screen drawn with its swipe order, transcripts, findings.
    case html
}

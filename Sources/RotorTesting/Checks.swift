import Foundation
@_exported import RotorImport
@_exported import RotorKit

/// What the assertions check, as plain functions that return failure messages: the assertions
/// only report them, to XCTest or Swift Testing, so this is what the tests exercise everywhere.
public enum AccessibilityChecks {
    /// One message per finding of the tree rules on `screen`, in report order. `rules` limits the
    /// run to those ids (nil: every rule that is on by default); `ignoring` leaves ids out. Review
    /// items are left out unless `includingReview`: Rotor cannot be sure of them, and a test that
    /// fails on a guess teaches a team to ignore it.
    public static func findings(
        on screen: Screen, rules: Set<String>? = nil, ignoring: Set<String> = [],
        profile: AuditProfile = .wcagAA, includingReview: Bool = false
    ) -> [Finding] {
        let selected = TreeRuleCatalog.rules.filter { rule in
            let id = rule.metadata.id
            return (rules.map { $0.contains(id) } ?? !rule.metadata.isOptIn) && !ignoring.contains(id)
        }
        var settings = RuleSettings()
        // Rules named explicitly run even when they are opt-in.
        settings.optedIn = Set(selected.map(\.metadata.id))
        let findings = Auditor(rules: selected, settings: settings, profile: profile).audit(screen)
        return findings.filter { includingReview || $0.certainty == .violation }
    }

    /// A finding as a test failure reads it: where, what to do, the criterion, the rule.
    public static func message(for finding: Finding) -> String {
        let place = finding.location.elementDescription ?? "the screen"
        let review = finding.certainty == .needsReview ? " (for review)" : ""
        return "\(place): \(finding.message) [\(finding.ruleID)]\(review)"
    }

    /// One message per id in `rules:` or `ignoring:` that names no tree rule, with the id meant, so
    /// that a typo fails instead of checking nothing.
    public static func unknownRuleMessages(in ids: Set<String>) -> [String] {
        ids.sorted().compactMap { id in
            let lookup = TreeRuleCatalog.resolve(id)
            return lookup.rule == nil ? "Rotor has no tree rule '\(id)'; \(lookup.hint)" : nil
        }
    }

    /// Each way `screen` differs from the spec's screen, as `rotor verify` prints it; empty when
    /// VoiceOver (or TalkBack) speaks it as specified.
    public static func speechMismatches(
        of screen: Screen, against spec: AccessibilitySpec,
        options: SpecComparisonOptions = SpecComparisonOptions()
    ) -> [String] {
        var verification = SpecVerifier(options: options).verify(spec, captures: [screen])
        // One screen is asserted: the spec's other screens are for other tests, unless none matched it.
        let checked = verification.screens.filter { $0.status != .noCapture }
        if !checked.isEmpty { verification.screens = checked }
        guard !verification.passed else { return [] }
        return verification.inputErrors
            + VerificationReport.write(verification, as: .text)
            .split(separator: "\n").map(String.init)
    }

    /// The transcript a recording keeps: the screen's swipe order as `rotor speak` prints it,
    /// without the file name, which differs from machine to machine.
    public static func transcriptText(of screen: Screen, listening: Listening = Listening()) -> String {
        var transcript = listening.transcript(of: screen)
        transcript.file = nil
        return TranscriptFormatter.text(transcript)
    }

    /// What a transcript assertion found: the same text as recorded, a difference, or a new recording.
    public enum TranscriptComparison: Equatable, Sendable {
        case matches
        case differs(recorded: String, heard: String)
        case recorded(URL)
    }

    /// Compares `text` with the recording at `url`; writes it there when there is none or when
    /// `record` is set (as snapshot testing does), so the first run records and later runs check.
    public static func compareTranscript(_ text: String, recordedAt url: URL, record: Bool) throws
        -> TranscriptComparison
    {
        if !record, let recorded = try? String(contentsOf: url, encoding: .utf8) {
            return recorded == text ? .matches : .differs(recorded: recorded, heard: text)
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return .recorded(url)
    }

    /// Where a test's recording lives: `__Transcripts__/<test file>/<name>.txt` beside the test file.
    public static func transcriptURL(testFile: String, name: String) -> URL {
        let file = URL(fileURLWithPath: testFile)
        // A test function's `#function` is `testLogin()`: the parentheses add nothing to a file name.
        let bare = name.hasSuffix("()") ? String(name.dropLast(2)) : name
        let safeName = String(bare.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
        return file.deletingLastPathComponent()
            .appendingPathComponent("__Transcripts__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
            .appendingPathComponent(safeName + ".txt")
    }

    /// Reads a spec from a file (YAML or numbered Markdown, by extension, as `rotor verify` does)
    /// or from text.
    public static func spec(_ source: SpecSource) throws(ImportError) -> AccessibilitySpec {
        switch source {
        case .file(let path): return try SpecFile.load(path: path)
        case .markdown(let text):
            return try MarkdownSpecReader.read(InputText.checked(name: "spec.md", data: Data(text.utf8)))
        case .yaml(let text): return try YAMLSpecReader.read(InputText.checked(name: "spec.yml", data: Data(text.utf8)))
        }
    }
}

/// Where an acceptance spec comes from (`docs/SPEC-FORMAT.md`).
public enum SpecSource: Sendable {
    case file(String)
    case markdown(String)
    case yaml(String)
}

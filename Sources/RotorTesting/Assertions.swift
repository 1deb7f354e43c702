import Foundation
import Testing
import XCTest

/// Where an assertion was called, so that a failure points at the test's line, in Xcode and in
/// the test log, rather than inside Rotor.
public struct CallSite: Sendable {
    public var fileID: String
    public var filePath: StaticString
    public var line: UInt
    public var column: UInt

    public init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// Records a failure with the test framework that is running: Swift Testing inside a `@Test`,
    /// XCTest otherwise.
    func fail(_ message: String) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}

/// Fails the test once per finding of Rotor's tree rules on `screen`, each message saying where,
/// what to do and which WCAG criterion it serves. `rules` runs only those ids; `ignoring` leaves
/// ids out; review items fail only with `includingReview`.
public func assertAccessible(
    _ screen: Screen, rules: Set<String>? = nil, ignoring: Set<String> = [],
    profile: AuditProfile = .wcagAA, includingReview: Bool = false,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let unknown = AccessibilityChecks.unknownRuleMessages(in: (rules ?? []).union(ignoring))
    guard unknown.isEmpty else {
        unknown.forEach(site.fail)
        return
    }
    let findings = AccessibilityChecks.findings(
        on: screen, rules: rules, ignoring: ignoring, profile: profile,
        includingReview: includingReview)
    for finding in findings { site.fail(AccessibilityChecks.message(for: finding)) }
}

/// Fails the test when VoiceOver (or TalkBack, for an Android screen) would not speak `screen` as
/// the acceptance spec says: one failure listing every missing, unexpected or different frame.
public func assertSpeech(
    _ screen: Screen, matches spec: SpecSource, options: SpecComparisonOptions = SpecComparisonOptions(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let loaded: AccessibilitySpec
    do {
        loaded = try AccessibilityChecks.spec(spec)
    } catch {
        return site.fail("The spec cannot be read: \(error.description)")
    }
    let mismatches = AccessibilityChecks.speechMismatches(of: screen, against: loaded, options: options)
    if !mismatches.isEmpty {
        site.fail("The screen is not spoken as its spec says:\n" + mismatches.joined(separator: "\n"))
    }
}

/// Compares what VoiceOver says on `screen` with the transcript recorded for this test in
/// `__Transcripts__` beside the test file. With no recording (or with `record`, or the
/// environment variable `ROTOR_RECORD=1`) it records one and fails, so that the new transcript is
/// read before it is trusted, as snapshot testing does.
public func assertTranscript(
    _ screen: Screen, named name: String? = nil, listening: Listening = Listening(), record: Bool = false,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let url = AccessibilityChecks.transcriptURL(testFile: "\(filePath)", name: name ?? function)
    let recording = record || ProcessInfo.processInfo.environment["ROTOR_RECORD"] == "1"
    do {
        switch try AccessibilityChecks.compareTranscript(
            AccessibilityChecks.transcriptText(of: screen, listening: listening),
            recordedAt: url, record: recording)
        {
        case .matches:
            break
        case .differs(let recorded, let heard):
            site.fail(
                "VoiceOver's transcript differs from the recording \(url.path); if the change is intended, "
                    + "run again with ROTOR_RECORD=1.\nRecorded:\n\(recorded)Heard:\n\(heard)")
        case .recorded(let url):
            site.fail("Recorded the transcript in \(url.path); read it, then run the test again to check against it.")
        }
    } catch {
        site.fail("Cannot write the transcript recording \(url.path): \(error.localizedDescription)")
    }
}

import Foundation
import RotorTestSupport
import RotorTesting
import Testing
import XCTest

/// The assertions on captures loaded from files, as a test target on Linux runs them: each
/// finding fails the test at the caller's line, a clean screen passes, a spec is matched or not,
/// a transcript is recorded once and then checked.
struct AssertionTests {
    static func capture(_ path: String) throws -> Screen {
        try CaptureImporter.importScreen(path: Repository.root.appendingPathComponent(path).path)
    }

    @Test func eachFindingFailsTheTestAtTheCallersLine() throws {
        let screen = try Self.capture("Tests/Fixtures/rules/missing-name/fires.rotor.json")
        let expected = AccessibilityChecks.findings(on: screen)
        #expect(!expected.isEmpty)
        let line = #line + 2
        withKnownIssue {
            assertAccessible(screen)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "AssertionTests.swift"
                && expected.map(AccessibilityChecks.message(for:)).contains(issue.comments.first?.rawValue ?? "")
        }
    }

    @Test func messagesSayWhereWhatToDoAndTheCriterion() throws {
        let screen = try Self.capture("Tests/Fixtures/rules/missing-name/fires.rotor.json")
        let message = try #require(
            AccessibilityChecks.findings(on: screen, rules: ["missing-name"]).first.map(
                AccessibilityChecks.message(for:)))
        #expect(message.contains("element "))
        #expect(message.contains("4.1.2)"))
        #expect(message.hasSuffix("[missing-name]"))
    }

    @Test func aCleanScreenPasses() throws {
        assertAccessible(try Self.capture("Tests/Fixtures/rules/missing-name/quiet.rotor.json"))
        assertAccessible(try Self.capture("Examples/sign-in.rotor.json"), ignoring: ["target-size", "contrast"])
    }

    @Test func rulesAndIgnoringChooseWhatRuns() throws {
        let screen = try Self.capture("Tests/Fixtures/rules/missing-name/fires.rotor.json")
        let all = AccessibilityChecks.findings(on: screen, includingReview: true)
        #expect(
            AccessibilityChecks.findings(on: screen, rules: ["missing-name"], includingReview: true).allSatisfy {
                $0.ruleID == "missing-name"
            })
        #expect(
            AccessibilityChecks.findings(on: screen, ignoring: ["missing-name"], includingReview: true).count
                == all.filter { $0.ruleID != "missing-name" }.count)
        #expect(AccessibilityChecks.findings(on: screen).allSatisfy { $0.certainty == .violation })
    }

    @Test func anUnknownRuleIDFailsRatherThanCheckingNothing() throws {
        let screen = try Self.capture("Tests/Fixtures/rules/missing-name/quiet.rotor.json")
        withKnownIssue {
            assertAccessible(screen, rules: ["missing-nmae"])
        } matching: { issue in
            issue.comments.first?.rawValue == "Rotor has no tree rule 'missing-nmae'; did you mean `missing-name`?"
        }
    }

    @Test func speechMatchesTheSpecFromAFileOrText() throws {
        let screen = try Self.capture("Examples/sign-in.rotor.json")
        assertSpeech(screen, matches: .file(Repository.examples.appendingPathComponent("sign-in.spec.md").path))
        let text = try String(
            contentsOf: Repository.examples.appendingPathComponent("sign-in.spec.md"), encoding: .utf8)
        assertSpeech(screen, matches: .markdown(text))
    }

    @Test func aScreenSpokenDifferentlyFailsWithEachMismatch() throws {
        let screen = try Self.capture("Examples/sign-in.rotor.json")
        let spec = """
            screens:
              - name: Sign In
                frames:
                  - text: Capital One
                    traits: [heading]
                  - text: Log In
                    traits: [heading]
            """
        #expect(
            !AccessibilityChecks.speechMismatches(of: screen, against: try AccessibilityChecks.spec(.yaml(spec)))
                .isEmpty)
        withKnownIssue {
            assertSpeech(screen, matches: .yaml(spec))
        } matching: { issue in
            let comment = issue.comments.first?.rawValue ?? ""
            return comment.hasPrefix("The screen is not spoken as its spec says:") && comment.contains("Log In")
        }
    }

    @Test func anUnreadableSpecFailsWithItsPosition() throws {
        let screen = try Self.capture("Examples/sign-in.rotor.json")
        withKnownIssue {
            assertSpeech(screen, matches: .yaml("screens: [ {name: "))
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("The spec cannot be read: spec.yml") == true
        }
    }

    @Test func aTranscriptIsRecordedOnceThenChecked() throws {
        let folder = try temporaryFolder("rotor-transcript")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("__Transcripts__/SignIn/signIn.txt")
        let screen = try Self.capture("Examples/sign-in.rotor.json")
        let text = AccessibilityChecks.transcriptText(of: screen)
        #expect(text.hasPrefix("screen — \"Sign In\" (voiceover-en, 10 stops)\n"))
        #expect(try AccessibilityChecks.compareTranscript(text, recordedAt: url, record: false) == .recorded(url))
        #expect(try AccessibilityChecks.compareTranscript(text, recordedAt: url, record: false) == .matches)
        let changed = text.replacingOccurrences(of: "Need help?", with: "Help")
        #expect(
            try AccessibilityChecks.compareTranscript(changed, recordedAt: url, record: false)
                == .differs(recorded: text, heard: changed))
        #expect(try AccessibilityChecks.compareTranscript(changed, recordedAt: url, record: true) == .recorded(url))
    }

    /// Checks against `__Transcripts__/AssertionTests/signInScreen.txt`, committed beside this file.
    @Test func signInScreen() throws {
        assertTranscript(try Self.capture("Examples/sign-in.rotor.json"))
    }

    @Test func transcriptRecordingsLiveBesideTheTestFile() {
        let url = AccessibilityChecks.transcriptURL(testFile: "/p/Tests/AppTests/LoginTests.swift", name: "testLogin()")
        #expect(url.path == "/p/Tests/AppTests/__Transcripts__/LoginTests/testLogin.txt")
    }
}

/// The same assertion under XCTest, which reports through `XCTFail` instead of Swift Testing.
final class AssertionXCTests: XCTestCase {
    func testCleanCapturePassesUnderXCTest() throws {
        assertAccessible(try AssertionTests.capture("Tests/Fixtures/rules/missing-name/quiet.rotor.json"))
    }
}

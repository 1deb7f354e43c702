import Foundation
import Testing

@testable import RotorKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Verification reports with the awkward cases: a hostile label, a screen no capture matched, an input error.
struct SpecReportTests {
    static let hostile = "Pay\u{202E}now\nline\u{0007}"

    static let verification: Verification = {
        let frames = [FrameSpec(text: ExpectedText("Pay"), traits: ExpectedTraits(required: [.button]), line: 4)]
        let heard = [HeardFrame(position: 1, name: hostile, traits: [.button], speech: hostile + ", button")]
        let failed = ScreenVerification(
            spec: ScreenSpec(name: "Checkout", frames: frames, line: 2), number: 1, capture: "checkout.json",
            screenReader: "voiceover-en", heard: heard,
            mismatches: SpecComparison.mismatches(ScreenSpec(frames: frames), heard: heard, profile: .voiceOverEnglish))
        let unmatched = ScreenVerification(
            spec: ScreenSpec(capture: "cart.json", frames: frames), number: 2, capture: nil,
            screenReader: nil, heard: [], mismatches: [])
        return Verification(
            specFile: "app.spec.yml", screens: [failed, unmatched], inputErrors: ["extra.json: no screen"],
            captureFiles: ["checkout.json", "extra.json"])
    }()

    @Test func textShowsEachSideAndEscapesWhatCannotBeShown() {
        #expect(
            VerificationReport.write(Self.verification, as: .text) == #"""
                FAIL "Checkout" (app.spec.yml:2) against checkout.json: 1 mismatch (voiceover-en, 1 frame expected, 1 heard)
                  wrong text: frame 1 (line 4), heard 1
                    expected 1: "Pay"
                    heard    1: "Pay\u{202E}now\nline\u{0007}"
                FAIL screen 2 (app.spec.yml): no capture matched this screen (captures given: checkout.json, extra.json); it names the capture cart.json; give that file or change its 'capture', 1 frame not checked
                Verified 2 screens against app.spec.yml: 1 failed (1 mismatch), 1 without a capture, 1 input error

                """#)
    }

    @Test func junitIsWellFormedWithATestCasePerFrame() throws {
        let junit = VerificationReport.write(Self.verification, as: .junit)
        let parser = XMLParser(data: Data(junit.utf8))
        #expect(parser.parse())
        #expect(parser.parserError == nil)
        #expect(junit.contains(#"<testsuites name="Rotor verify" tests="3" failures="2" errors="1" skipped="0">"#))
        #expect(
            junit.contains(
                #"<failure message="no capture matched this screen (captures given: checkout.json, extra.json); "#))
        #expect(!junit.contains("\u{202E}"))
    }

    @Test func jsonIsVersionedAndEscapesBidiOverrides() throws {
        let json = VerificationReport.write(Self.verification, as: .json)
        #expect(!json.contains("\u{202E}"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(document["format"] as? String == "rotor-verification")
        #expect(document["version"] as? Int == VerificationReport.formatVersion)
        #expect(document["passed"] as? Bool == false)
        #expect(document["inputErrors"] as? [String] == ["extra.json: no screen"])
        let screens = try #require(document["screens"] as? [[String: Any]])
        #expect(screens.map { $0["status"] as? String } == ["failed", "no-capture"])
        #expect(screens[1]["heardFrames"] == nil)
        let mismatch = try #require((screens[0]["mismatches"] as? [[String: Any]])?.first)
        #expect(mismatch["kind"] as? String == "wrong-text")
        #expect(mismatch["heard"] as? String == "\"\(Self.hostile)\"")
    }
}

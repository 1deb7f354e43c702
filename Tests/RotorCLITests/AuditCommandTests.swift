import Foundation
import RotorTestSupport
import Testing

struct AuditCommandTests {
    private static let iOS1 = "ios_appium_pagesource_shirates_iOS1.xml"
    private static let launcher = "android_uiautomator_dump_Matth33w_js-adb_launcher.xml"

    /// The real captures' findings by rule, as a person reading them would report them (each was
    /// read finding by finding against the capture in the shared folder; the repository keeps no
    /// copy of the report, whose messages quote the apps' labels).
    @Test(
        .needsShared(.realCaptures),
        arguments: [
            (iOS1, ["heading-present": 1, "label-style": 2, "missing-name": 8, "uninformative-label": 1]),
            (launcher, ["heading-present": 1, "missing-name": 1, "screen-title": 1]),
            ("ios_appium_pagesource_shirates_SettingsTopScreen.xml", [:]),
            ("ios_appium_pagesource_shirates_AccessibilityScreen.xml", [:]),
            ("ios_xcuielement_debugDescription_workco_testpilot.txt", ["heading-present": 1, "screen-title": 1]),
            ("ios_appium_pagesource_NicolasMassart_rn_ios16.2.xml", ["heading-present": 1, "screen-title": 1]),
        ])
    func realCaptureFindingsByRule(capture: String, rules: [String: Int]) throws {
        let run = try Rotor.run(
            ["audit", "--format", "json", "--fail-on", "info", "--review", capture], in: Shared.realCaptures)
        #expect(run.stderr.isEmpty, "stderr: \(run.stderr)")
        let report = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        let found = Dictionary(findings.compactMap { $0["ruleId"] as? String }.map { ($0, 1) }, uniquingKeysWith: +)
        #expect(found == rules)
        // Text and GitHub report the same findings, one per line.
        let text = try Rotor.run(["audit", "--fail-on", "info", "--review", capture], in: Shared.realCaptures)
        #expect(text.stdout.split(separator: "\n").filter { $0.hasSuffix("]") }.count == findings.count)
        let github = try Rotor.run(
            ["audit", "--format", "github", "--fail-on", "info", "--review", capture], in: Shared.realCaptures)
        #expect(github.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }.count == findings.count)
    }

    @Test(.needsShared(.realCaptures))
    func unnamedBackButtonAndUnlabeledLayoutAreFound() throws {
        let iOS = try Rotor.run(["audit", Self.iOS1], in: Shared.realCaptures)
        #expect(iOS.status == 1)
        #expect(iOS.stdout.contains("back button") && iOS.stdout.contains("[missing-name]"))
        let android = try Rotor.run(["audit", "--review", Self.launcher], in: Shared.realCaptures)
        #expect(
            android.stdout.contains(
                "Needs review: Check that the text TalkBack reads for this clickable LinearLayout, \"Fri, Apr 21\""),
            "stdout: \(android.stdout)")
        #expect(android.status == 0, "a needs-review finding alone does not fail a default build")
    }

    @Test(.needsShared(.realCaptures), .needsShared(.sarifSchema))
    func sarifValidatesAgainstTheOfficialSchema() throws {
        let directory = try temporaryFolder("rotor-sarif")
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = directory.appendingPathComponent("rotor.sarif")
        let captures = Shared.realCaptureNames.map(Shared.realCapture)
        let run = try Rotor.run(["audit", "--format", "sarif", "--output", report.path] + captures)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty, "the report goes to the file")
        try expectValid(String(contentsOf: report, encoding: .utf8), against: Shared.sarifSchema)
    }

    @Test func exitCodesFollowTheFailLevel() throws {
        let clean = try Rotor.run(["audit", "Examples/sign-in.rotor.json"])
        #expect(clean.status == 0)
        #expect(clean.stdout == "No findings in 1 file\n")
        // The cart has only warnings: below the default fail level (error), at the warning level.
        let cart = Repository.realShapedCaptures.appendingPathComponent("android_uiautomator_cart_quantity_dialog.xml")
            .path
        let belowLevel = try Rotor.run(["audit", cart])
        let atLevel = try Rotor.run(["audit", "--fail-on", "warning", cart])
        #expect(!belowLevel.stdout.contains(": error:"))
        #expect(belowLevel.status == 0)
        #expect(atLevel.status == 1)
        let withBadInput = try Rotor.run(["audit", "Examples/sign-in.rotor.json", "missing.json"])
        #expect(withBadInput.status == 2)
        #expect(withBadInput.stderr == "error: missing.json: no such file\n")
        #expect(withBadInput.stdout == "No findings in 1 file\n")
    }

    @Test(.needsShared(.realCaptures))
    func profileChangesThresholds() throws {
        let capture = Shared.realCapture(Self.iOS1)
        let wcag = try Rotor.run(["audit", capture])
        let hig = try Rotor.run(["audit", "--profile", "apple-hig", capture])
        #expect(!wcag.stdout.contains("[target-size]"))
        #expect(hig.stdout.contains("[target-size]"))
        let unknown = try Rotor.run(["audit", "--profile", "wcag", capture])
        #expect(unknown.status == 2)
    }

    @Test func reportsAreByteIdenticalAcrossRuns() throws {
        // The hand-written captures always; the real ones too when the shared folder is here.
        let handWritten = try FileManager.default.contentsOfDirectory(atPath: Repository.realShapedCaptures.path)
            .sorted()
            .map { Repository.realShapedCaptures.appendingPathComponent($0).path }
        let captures = handWritten + Shared.realCaptureNames.map(Shared.realCapture)
        for format in ["text", "json", "sarif", "junit", "markdown", "github"] {
            let first = try Rotor.run(["audit", "--format", format] + captures)
            let second = try Rotor.run(["audit", "--format", format] + captures)
            #expect(first.stdout == second.stdout, "\(format) differs between runs")
        }
    }
}

/// A secure text field whose captured value is readable exposes the password to anyone near a
/// screen reader or braille display: an error in `audit`, a failure in `verify`.
struct SecureTextCommandTests {
    static let folder = "Tests/Fixtures/secure-text"

    @Test func auditReportsAnExposedPasswordOnBothPlatforms() throws {
        for capture in ["sign-in.exposed.appium.xml", "sign-in.exposed.uiautomator.xml"] {
            let run = try Rotor.run(["audit", "\(Self.folder)/\(capture)"])
            #expect(run.status == 1, "\(capture): \(run.stdout)\(run.stderr)")
            #expect(run.stdout.contains("[secure-text-exposed]"), "\(capture): \(run.stdout)")
            #expect(run.stdout.contains("Mask this password field's value"))
            #expect(
                !run.stdout.contains("hunter22") && !run.stdout.contains("correct horse"),
                "the report never repeats the password")
        }
        let masked = try Rotor.run(["audit", "\(Self.folder)/sign-in.masked.uiautomator.xml"])
        #expect(!masked.stdout.contains("[secure-text-exposed]"), "\(masked.stdout)")
    }

    @Test func verifyFailsOnAnExposedPasswordWhateverTheSpecSays() throws {
        let directory = try temporaryFolder("rotor-secure")
        defer { try? FileManager.default.removeItem(at: directory) }
        let capture = "\(Self.folder)/sign-in.exposed.uiautomator.xml"
        // The spec is recorded from the capture itself, so the exposed password is the only mismatch.
        let emitted = try Rotor.run(["speak", "--emit-spec", capture])
        #expect(emitted.status == 0, "\(emitted.stderr)")
        let spec = directory.appendingPathComponent("sign-in.yml")
        try emitted.stdout.write(to: spec, atomically: true, encoding: .utf8)
        let run = try Rotor.run(["verify", "--spec", spec.path, capture])
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("exposed secure text: frame 3"), "\(run.stdout)")
        #expect(
            run.stdout.contains("readable text (13 characters), which VoiceOver speaks and a braille display shows"),
            "\(run.stdout)")
        #expect(!run.stdout.contains("correct horse"))

        let masked = "\(Self.folder)/sign-in.masked.uiautomator.xml"
        let maskedSpec = try Rotor.run(["speak", "--emit-spec", masked])
        try maskedSpec.stdout.write(to: spec, atomically: true, encoding: .utf8)
        let passing = try Rotor.run(["verify", "--spec", spec.path, masked])
        #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
    }
}

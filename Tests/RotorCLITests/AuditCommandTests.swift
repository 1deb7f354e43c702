import Foundation
import Testing

struct AuditCommandTests {
    private static let iOS1 = "ios_appium_pagesource_shirates_iOS1.xml"
    private static let launcher = "android_uiautomator_dump_Matth33w_js-adb_launcher.xml"

    /// The real captures' findings, as a person reading them would report them (the golden files
    /// were read finding by finding against the captures).
    @Test(arguments: [
        (iOS1, "text"), (iOS1, "json"), (iOS1, "junit"), (iOS1, "markdown"), (iOS1, "github"),
        (launcher, "text"),
        ("ios_appium_pagesource_shirates_SettingsTopScreen.xml", "text"),
        ("ios_appium_pagesource_shirates_AccessibilityScreen.xml", "text"),
        ("ios_xcuielement_debugDescription_workco_testpilot.txt", "text"),
        ("ios_appium_pagesource_NicolasMassart_rn_ios16.2.xml", "text"),
    ])
    func realCaptureReportsMatchGoldens(capture: String, format: String) throws {
        let run = try Rotor.run(["audit", "--format", format, "--fail-on", "info", capture], in: Rotor.realCaptures)
        #expect(run.stderr.isEmpty, "stderr: \(run.stderr)")
        try expectGolden(run.stdout, "real-captures/\(capture).audit.\(format)")
    }

    @Test func unnamedBackButtonAndUnlabeledLayoutAreFound() throws {
        let iOS = try Rotor.run(["audit", Self.iOS1], in: Rotor.realCaptures)
        #expect(iOS.status == 1)
        #expect(iOS.stdout.contains("back button") && iOS.stdout.contains("[missing-name]"))
        let android = try Rotor.run(["audit", Self.launcher], in: Rotor.realCaptures)
        #expect(android.stdout.contains("Needs review: Check that the text TalkBack reads for this clickable LinearLayout, \"Fri, Apr 21\""),
                "stdout: \(android.stdout)")
        #expect(android.status == 0, "a needs-review finding alone does not fail a default build")
    }

    @Test func sarifValidatesAgainstTheOfficialSchema() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = directory.appendingPathComponent("rotor.sarif")
        let captures = RealCaptureTranscriptTests.captures.map { Rotor.realCaptures.appendingPathComponent($0).path }
        let run = try Rotor.run(["audit", "--format", "sarif", "--output", report.path] + captures)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty, "the report goes to the file")
        let schema = Rotor.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/schemas/sarif-schema-2.1.0.json")
        let validation = try JSONSchemaValidator.validate(document: report, schema: schema)
        #expect(validation.status == 0, "\(validation.output)")
    }

    @Test func exitCodesFollowTheFailLevel() throws {
        let clean = try Rotor.run(["audit", "Examples/sign-in.rotor.json"])
        #expect(clean.status == 0)
        #expect(clean.stdout == "No findings in 1 file\n")
        // The launcher has only needs-review warnings: below the default fail level (error).
        let belowLevel = try Rotor.run(["audit", Rotor.realCaptures.appendingPathComponent(Self.launcher).path])
        let atLevel = try Rotor.run(["audit", "--fail-on", "warning", Rotor.realCaptures.appendingPathComponent(Self.launcher).path])
        #expect(belowLevel.status == (belowLevel.stdout.contains(": error:") ? 1 : 0))
        #expect(atLevel.status == 1)
        let withBadInput = try Rotor.run(["audit", "Examples/sign-in.rotor.json", "missing.json"])
        #expect(withBadInput.status == 2)
        #expect(withBadInput.stderr == "error: missing.json: no such file\n")
        #expect(withBadInput.stdout == "No findings in 1 file\n")
    }

    @Test func profileChangesThresholds() throws {
        let capture = Rotor.realCaptures.appendingPathComponent(Self.iOS1).path
        let wcag = try Rotor.run(["audit", capture])
        let hig = try Rotor.run(["audit", "--profile", "apple-hig", capture])
        #expect(!wcag.stdout.contains("[target-size]"))
        #expect(hig.stdout.contains("[target-size]"))
        let unknown = try Rotor.run(["audit", "--profile", "wcag", capture])
        #expect(unknown.status == 2)
    }

    @Test func reportsAreByteIdenticalAcrossRuns() throws {
        let captures = RealCaptureTranscriptTests.captures.map { Rotor.realCaptures.appendingPathComponent($0).path }
        for format in ["text", "json", "sarif", "junit", "markdown", "github"] {
            let first = try Rotor.run(["audit", "--format", format] + captures)
            let second = try Rotor.run(["audit", "--format", format] + captures)
            #expect(first.stdout == second.stdout, "\(format) differs between runs")
        }
    }
}

/// Runs Python's `jsonschema` (installed by `.ci/run`) on a document.
enum JSONSchemaValidator {
    static func validate(document: URL, schema: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            document = json.load(open(sys.argv[2]))
            jsonschema.validators.validator_for(schema)(schema).validate(document)
            print("valid")
            """, schema.path, document.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}

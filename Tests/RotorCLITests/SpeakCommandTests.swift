import Foundation
import RotorTestSupport
import Testing

struct SpeakCommandTests {
    @Test func speaksTheBundledExampleAsTheReadmeShows() throws {
        let run = try Rotor.run(["speak", "Examples/sign-in.rotor.json"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        try expectGolden(run.stdout, "sign-in.voiceover.txt")
    }

    @Test func jsonTranscriptIsVersionedAndStable() throws {
        let first = try Rotor.run(["speak", "--format", "json", "Examples/sign-in.rotor.json"])
        let second = try Rotor.run(["speak", "--format", "json", "Examples/sign-in.rotor.json"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        try expectGolden(first.stdout, "sign-in.voiceover.json")
    }

    @Test func talkBackCanReadAnIOSCapture() throws {
        let run = try Rotor.run(["speak", "--screen-reader", "talkback", "--no-hints", "Examples/sign-in.rotor.json"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Need help?, button"))
        #expect(!run.stdout.contains("double tap"))
    }

    /// A UI test's snapshot JSON is detected by content in every capture command, and can be named.
    @Test func xcuiSnapshotsAreReadByEveryCaptureCommand() throws {
        let snapshot = "Tests/Fixtures/xcui-snapshot/bank_transfer.snapshot.json"
        let detected = try Rotor.run(["speak", snapshot])
        let named = try Rotor.run(["speak", "--input-format", "xcui-snapshot", snapshot])
        #expect(detected.status == 0)
        #expect(detected.stdout.hasPrefix("\(snapshot) — \"Transfer\" (voiceover-en, 12 stops)\n"))
        #expect(named.stdout == detected.stdout)
        let audit = try Rotor.run(["audit", "--format", "json", snapshot])
        #expect(audit.status == 1, "the stepper without a label is an error")
        #expect(audit.stdout.contains("\"ruleId\" : \"adjustable-value\""))
        let spec = try Rotor.run(["speak", "--emit-spec", snapshot])
        let specFile = try temporaryFolder("rotor-xcui-spec", files: ["recorded.spec.yml": Data(spec.stdout.utf8)])
        defer { try? FileManager.default.removeItem(at: specFile) }
        let verify = try Rotor.run([
            "verify", "--spec", specFile.appendingPathComponent("recorded.spec.yml").path, snapshot,
        ])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    }

    @Test func usageErrorsExitWithTwo() throws {
        let unknownOption = try Rotor.run(["speak", "--format", "yaml", "Examples/sign-in.rotor.json"])
        #expect(unknownOption.status == 2)
        let noInput = try Rotor.run(["speak"])
        #expect(noInput.status == 2)
    }
}

import Foundation
import Testing
import RotorTestSupport

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

    @Test func usageErrorsExitWithTwo() throws {
        let unknownOption = try Rotor.run(["speak", "--format", "yaml", "Examples/sign-in.rotor.json"])
        #expect(unknownOption.status == 2)
        let noInput = try Rotor.run(["speak"])
        #expect(noInput.status == 2)
    }
}

import Foundation
import RotorTestSupport
import Testing

struct InitCommandTests {
    @Test func writesAConfigurationThatLintReadsAndRefusesToOverwrite() throws {
        let folder = try temporaryFolder("rotor-init", files: ["App/Screen.swift": "let total = 42\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try Rotor.run(["init"], in: folder)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.contains("Wrote .rotor.yml"))
        let configuration = folder.appendingPathComponent(".rotor.yml")
        let text = try String(contentsOf: configuration, encoding: .utf8)
        #expect(text.contains("# missing-name: "))

        // lint picks it up without a warning.
        let lint = try Rotor.run(["lint", "--no-cache", "App"], in: folder)
        #expect(
            lint.status == 0 && !lint.stderr.contains("warning:") && !lint.stderr.contains("error:"), "\(lint.stderr)")

        try Data("profile: apple-hig\n".utf8).write(to: configuration)
        let refused = try Rotor.run(["init"], in: folder)
        #expect(refused.status == 2)
        #expect(
            refused.stderr.contains(".rotor.yml already exists") && refused.stderr.contains("--force"),
            "\(refused.stderr)")
        #expect(try String(contentsOf: configuration, encoding: .utf8) == "profile: apple-hig\n")

        let forced = try Rotor.run(["init", "--force"], in: folder)
        #expect(forced.status == 0)
        #expect(try String(contentsOf: configuration, encoding: .utf8) == text)
    }

    @Test func writesToTheOutputPath() throws {
        let folder = try temporaryFolder("rotor-init-output")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Rotor.run(["init", "--output", "config/rotor.yml"], in: folder)
        #expect(run.status == 2, "the folder does not exist")
        #expect(run.stderr.contains("config/rotor.yml: cannot write the configuration"), "\(run.stderr)")
        let written = try Rotor.run(["init", "--output", "rotor.yml"], in: folder)
        #expect(written.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("rotor.yml").path))
    }
}

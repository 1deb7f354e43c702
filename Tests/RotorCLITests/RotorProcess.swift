import Foundation
import Testing

/// Runs the built `rotor` binary the way a user would, capturing its output and exit code.
struct RotorRun {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum Rotor {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures")
    static let realCaptures = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/real-captures")

    /// `swift test` builds the `rotor` product beside the test bundle.
    static var executable: URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("rotor")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("rotor")
    }

    /// `launcher` is a command that runs `rotor` for the test, such as one that drops privileges.
    static func run(_ arguments: [String], in directory: URL = repositoryRoot, launcher: [String] = []) throws -> RotorRun {
        let process = Process()
        if let command = launcher.first {
            process.executableURL = URL(fileURLWithPath: command)
            process.arguments = launcher.dropFirst() + [executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return RotorRun(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// Compares output with a golden file in `Tests/Fixtures/golden`. Set `ROTOR_UPDATE_GOLDEN=1` to
/// rewrite the files after checking the new output by hand.
func expectGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = Rotor.fixtures.appendingPathComponent("golden/\(name)")
    if ProcessInfo.processInfo.environment["ROTOR_UPDATE_GOLDEN"] == "1" {
        try actual.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(actual == expected, "output differs from golden/\(name)", sourceLocation: sourceLocation)
}

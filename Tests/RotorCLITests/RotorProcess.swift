import Foundation
import RotorTestSupport

/// Runs the built `rotor` binary the way a user would, capturing its output and exit code.
struct RotorRun {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Why a test could not start `rotor`. Foundation reports a missing working directory as a missing
/// executable, so each cause is checked first and named on its own.
enum RotorLaunchError: Error, CustomStringConvertible {
    case missingExecutable(URL)
    case missingDirectory(URL)

    var description: String {
        switch self {
        case .missingExecutable(let url):
            "no rotor binary at \(url.path); `swift build` (or `swift test`, which builds it) puts it there"
        case .missingDirectory(let url):
            "the folder to run rotor in, \(url.path), does not exist; check that the test's fixtures are in Tests/Fixtures"
        }
    }
}

enum Rotor {
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
    static func run(_ arguments: [String], in directory: URL = Repository.root, launcher: [String] = []) throws
        -> RotorRun
    {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw RotorLaunchError.missingDirectory(directory)
        }
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw RotorLaunchError.missingExecutable(executable)
        }
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
        return RotorRun(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

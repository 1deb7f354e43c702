import ArgumentParser
import Foundation

/// `rotor`: accessibility checks for iOS (and Android) screens.
public struct RotorCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "rotor",
        abstract: "Make iOS apps usable with VoiceOver: check captures, source and specs for accessibility.",
        discussion: """
            Exit codes: 0 success, 1 findings at or above the fail level, 2 usage or input error.
            """,
        version: "0.1.0",
        subcommands: [
            LintCommand.self, AuditCommand.self, SpeakCommand.self, VerifyCommand.self, RulesCommand.self,
            ExplainCommand.self, InitCommand.self,
        ]
    )

    public init() {}

    /// Runs the command line, mapping usage errors to exit code 2 as documented.
    public static func runMain(arguments: [String]? = nil) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(0)
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

/// Where the commands write, so that error lines and results never interleave mid-line.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ line: String) {
        FileHandle.standardError.write(Data("error: \(line)\n".utf8))
    }

    static func warning(_ line: String) {
        FileHandle.standardError.write(Data("warning: \(line)\n".utf8))
    }

    /// A note that is neither a problem nor a result, such as a file skipped on purpose.
    static func info(_ line: String) {
        FileHandle.standardError.write(Data("info: \(line)\n".utf8))
    }
}

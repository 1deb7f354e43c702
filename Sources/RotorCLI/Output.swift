import ArgumentParser
import Foundation

/// Writes a command's result to `--output`, or to standard output without one.
func writeOutput(_ text: String, to output: String?) throws {
    guard let output else { return Console.out(text) }
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: output))
    } catch {
        Console.error("\(output): cannot write the report")
        throw ExitCode(2)
    }
}

import ArgumentParser
import Foundation
import RotorImport
import RotorKit

/// The screens an HTML report draws, each with the transcript `rotor speak` would print for it.
enum HTMLScreens {
    static func make(_ screens: [Screen]) -> [HTMLScreen] {
        screens.map { screen in
            HTMLScreen(screen: screen, transcript: Transcript(screen: screen, speaker: Speaker(profile: .default(for: screen.platform))))
        }
    }
}

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

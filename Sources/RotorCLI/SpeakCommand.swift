import ArgumentParser
import Foundation
import RotorImport
import RotorKit

enum TranscriptFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}

enum ScreenReader: String, ExpressibleByArgument, CaseIterable {
    case voiceover
    case talkback

    var profile: SpeechProfile {
        switch self {
        case .voiceover: return .voiceOverEnglish
        case .talkback: return .talkBackEnglish
        }
    }
}

extension CaptureFormat: ExpressibleByArgument {}

/// Options shared by every command that reads captures.
struct CaptureOptions: ParsableArguments {
    @Option(name: .customLong("input-format"), help: "Read every capture as this format instead of detecting it (\(CaptureFormat.allCases.map(\.rawValue).joined(separator: ", "))).")
    var inputFormat: CaptureFormat?

    @Argument(help: "Capture files: Rotor snapshot JSON, Appium iOS page source, XCUIApplication debugDescription, uiautomator dump.")
    var captures: [String]

    /// Imports each capture in the order given; failures are reported as they come, one line each.
    func importScreens() -> (screens: [Screen], errors: [ImportError]) {
        var screens: [Screen] = []
        var errors: [ImportError] = []
        for path in captures {
            do {
                screens.append(try CaptureImporter.importScreen(path: path, format: inputFormat))
            } catch {
                Console.error(error.description)
                errors.append(error)
            }
        }
        return (screens, errors)
    }
}

struct SpeakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "speak",
        abstract: "Print what VoiceOver or TalkBack would say on a captured screen, in swipe order.",
        discussion: """
            Example: rotor speak Examples/sign-in.rotor.json
            """
    )

    @OptionGroup var input: CaptureOptions

    @Option(help: "Output format: text or json.")
    var format: TranscriptFormat = .text

    @Option(name: .customLong("screen-reader"), help: "voiceover or talkback (default: the capture's platform).")
    var screenReader: ScreenReader?

    @Flag(name: .customLong("no-hints"), help: "Leave out hints and usage hints, as with VoiceOver's hints turned off.")
    var noHints = false

    @Flag(name: .customLong("right-to-left"), help: "Read rows from right to left, as for a right-to-left language.")
    var rightToLeft = false

    func run() throws {
        let (screens, errors) = input.importScreens()
        let transcripts = screens.map { screen in
            let profile = screenReader?.profile ?? .default(for: screen.platform)
            var order = ReadingOrderOptions.defaults(for: screen)
            order.rightToLeft = rightToLeft
            return Transcript(screen: screen, speaker: Speaker(profile: profile, includesHints: !noHints), order: order)
        }
        switch format {
        case .text: Console.out(TranscriptFormatter.text(transcripts))
        case .json: Console.out(TranscriptFormatter.json(transcripts))
        }
        if !errors.isEmpty { throw ExitCode(2) }
    }
}

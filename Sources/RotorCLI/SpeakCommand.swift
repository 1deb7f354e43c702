import ArgumentParser
import Foundation
import RotorImport
import RotorKit
import RotorPipeline

enum TranscriptFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case html
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
    @Option(
        name: .customLong("input-format"),
        help:
            "Read every capture as this format instead of detecting it (\(CaptureFormat.allCases.map(\.rawValue).joined(separator: ", ")))."
    )
    var inputFormat: CaptureFormat?

    @Argument(
        help:
            "Capture files: Rotor snapshot JSON, Appium iOS page source, XCUIApplication debugDescription, uiautomator dump; or iOS .storyboard and .xib files (one screen per scene or top-level view)."
    )
    var captures: [String]

    @Option(
        help: "In Interface Builder files, only the scenes with this title, storyboard identifier, class or object id.")
    var scene: String?

    /// Reads each capture (no rule runs), in the order given; failures and notes are printed one
    /// line each, in that order.
    func importScreens() -> (screens: [Screen], errors: [ImportError]) {
        let result = check(with: Pipeline(treeRules: [], scenes: SceneFilter(name: scene)))
        return (result.screens.map(\.namedScreen), result.errors)
    }

    /// Runs `pipeline` on the captures, typed as `--input-format` says or by their content, and
    /// prints what could not be read.
    func check(with pipeline: Pipeline) -> PipelineResult {
        let result = pipeline.run(captures.map { Input(path: $0, kind: .capture(inputFormat)) })
        for outcome in result.outcomes {
            switch outcome {
            case .checked: break
            case .skipped(let note), .notInIOSApp(let note): Console.info(note)
            case .failed(let error): Console.error(error.description)
            }
        }
        return result
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

    @Option(help: "Output format: text, json or html.")
    var format: TranscriptFormat = .text

    @Option(name: .shortAndLong, help: "Write the result to this file instead of standard output.")
    var output: String?

    @Option(name: .customLong("screen-reader"), help: "voiceover or talkback (default: the capture's platform).")
    var screenReader: ScreenReader?

    @Flag(name: .customLong("no-hints"), help: "Leave out hints and usage hints, as with VoiceOver's hints turned off.")
    var noHints = false

    @Flag(name: .customLong("right-to-left"), help: "Read rows from right to left, as for a right-to-left language.")
    var rightToLeft = false

    @Flag(
        help: "After each stop, say why it comes where it does: its containers and its place in each (text and json).")
    var explain = false

    @Flag(
        name: .customLong("emit-spec"),
        help:
            "Instead of the transcript, write a YAML spec that expects what is heard today, to review and check later with `rotor verify`."
    )
    var emitSpec = false

    func validate() throws {
        // The spec records every hint and is always YAML, so these options would be ignored.
        if emitSpec, format != .text || noHints {
            throw ValidationError(
                "--emit-spec writes a YAML spec; it cannot be combined with --format json, --format html or --no-hints")
        }
        if explain, emitSpec || format == .html {
            throw ValidationError(
                "--explain adds reasons to the text or JSON transcript; it cannot be combined with --emit-spec or --format html"
            )
        }
    }

    func run() throws {
        let (screens, errors) = input.importScreens()
        if emitSpec {
            if !screens.isEmpty { try writeOutput(recordedSpec(of: screens), to: output) }
        } else {
            let transcripts = screens.map(listening.transcript(of:))
            switch format {
            case .text: try writeOutput(TranscriptFormatter.text(transcripts, explains: explain), to: output)
            case .json: try writeOutput(TranscriptFormatter.json(transcripts, explains: explain), to: output)
            case .html: try writeOutput(TranscriptFormatter.html(screens, transcripts), to: output)
            }
        }
        if !errors.isEmpty { throw ExitCode(2) }
    }

    private var listening: Listening {
        Listening(profile: screenReader?.profile, includesHints: !noHints, rightToLeft: rightToLeft)
    }

    /// One screen per capture, named by its title and picking its capture by file name.
    private func recordedSpec(of screens: [Screen]) -> String {
        let recorded = screens.map { screen in
            ScreenSpec(
                recording: listening.heardFrames(of: screen),
                name: screen.title?.nonBlank,
                capture: screen.sourceFile.map { URL(fileURLWithPath: $0).lastPathComponent })
        }
        let sources = screens.compactMap(\.sourceFile).joined(separator: ", ")
        return SpecYAMLWriter.write(
            AccessibilitySpec(file: sources, screens: recorded),
            comments: [
                "Accessibility spec recorded by `rotor speak --emit-spec` from \(sources).",
                "Review every frame, write <placeholders> where text may change, then check with `rotor verify --spec`.",
            ])
    }
}

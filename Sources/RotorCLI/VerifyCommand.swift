import ArgumentParser
import Foundation
import RotorImport
import RotorKit
import RotorPipeline

extension VerificationFormat: ExpressibleByArgument {}

struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check captured screens against their accessibility acceptance spec.",
        discussion: """
            The spec lists, screen by screen, the VoiceOver frames expected in swipe order: YAML (.yml, .yaml) \
            or the numbered Markdown form (.md); see docs/SPEC-FORMAT.md. A screen picks its capture by \
            'capture', then by name (the capture's title), then by order; a screen no capture matched fails.
            Example: rotor verify --spec Examples/sign-in.spec.md Examples/sign-in.rotor.json
            Exit codes: 0 every screen matches its spec, 1 a mismatch or a screen without a capture, 2 usage or input error.
            """
    )

    @Option(help: "The spec file: YAML (.yml, .yaml) or numbered Markdown (.md, .markdown).")
    var spec: String

    @OptionGroup var input: CaptureOptions

    @Option(help: "Output format: \(VerificationFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: VerificationFormat = .text

    @Option(name: .shortAndLong, help: "Write the result to this file instead of standard output.")
    var output: String?

    @Option(name: .customLong("screen-reader"), help: "voiceover or talkback (default: the capture's platform).")
    var screenReader: ScreenReader?

    @Flag(name: .customLong("right-to-left"), help: "Read rows from right to left, as for a right-to-left language.")
    var rightToLeft = false

    @Flag(
        name: .customLong("match-case"), help: "Compare letter case too (by default \"Sign in\" matches \"Sign In\").")
    var matchCase = false

    @Flag(
        name: .customLong("match-punctuation"),
        help: "Compare punctuation too (by default \"Need help?\" matches \"Need help\").")
    var matchPunctuation = false

    @Flag(
        name: .customLong("numbers-as-written"),
        help: "Compare numbers and amounts as written (by default \"$5\" matches \"five dollars\").")
    var numbersAsWritten = false

    func run() throws {
        let loaded: AccessibilitySpec
        do {
            loaded = try SpecFile.load(path: spec)
        } catch {
            Console.error(error.description)
            throw ExitCode(2)
        }
        let (screens, importErrors) = input.importScreens()
        let options = SpecComparisonOptions(
            matchesCase: matchCase, matchesPunctuation: matchPunctuation, comparesNumbersAsSpoken: !numbersAsWritten)
        var verification = SpecVerifier(options: options, profile: screenReader?.profile, rightToLeft: rightToLeft)
            .verify(loaded, captures: screens)
        verification.inputErrors.forEach(Console.error)
        verification.inputErrors = importErrors.map(\.description) + verification.inputErrors
        let listening = Listening(profile: screenReader?.profile, rightToLeft: rightToLeft)
        try writeOutput(
            VerificationReport.write(verification, as: format) {
                verification.drawnScreens(spec: loaded, captures: screens, listening: listening)
            }, to: output)
        if !verification.inputErrors.isEmpty { throw ExitCode(2) }
        if !verification.passed { throw ExitCode(1) }
    }
}

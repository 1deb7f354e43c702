import Foundation
import Testing

@testable import RotorKit

/// Spec text against heard text: tolerance, spoken numbers, placeholders, regular expressions;
/// trait words; the YAML writer's quoting; capture assignment.
struct SpecTextTests {
    private func matches(
        _ expected: ExpectedText, _ heard: String, options: SpecComparisonOptions = SpecComparisonOptions()
    ) -> Bool {
        TextMatcher(expected, options: options).matches(words: SpecText.words(in: heard, options: options), raw: heard)
    }

    private func matches(_ spoken: String, _ heard: String, options: SpecComparisonOptions = SpecComparisonOptions())
        -> Bool
    {
        matches(ExpectedText(spoken), heard, options: options)
    }

    @Test func caseAndPunctuationAreNotHeardByDefault() {
        #expect(matches("Need help?", "need help"))
        #expect(!matches("Security & Privacy", "Security and Privacy"))
        #expect(matches("Double-Tap to Toggle.", "double tap to toggle"))
        #expect(!matches("Need help?", "Need more help"))
    }

    @Test func caseAndPunctuationCountWhenAsked() {
        #expect(!matches("Sign in", "Sign In", options: SpecComparisonOptions(matchesCase: true)))
        #expect(matches("Sign In", "Sign In", options: SpecComparisonOptions(matchesCase: true)))
        #expect(!matches("Need help?", "Need help", options: SpecComparisonOptions(matchesPunctuation: true)))
        #expect(matches("Need help?", "Need  help?", options: SpecComparisonOptions(matchesPunctuation: true)))
    }

    @Test func amountsAndNumbersAreComparedAsSpoken() {
        #expect(matches("$999.99", "nine hundred ninety-nine dollars and ninety-nine cents"))
        #expect(matches("Balance: nine hundred ninety-nine dollars and ninety-nine cents", "Balance $999.99"))
        #expect(matches("Capital One three hundred sixty PIN Sign in", "Capital One 360 PIN Sign in"))
        #expect(matches("-$601.00", "minus six hundred one dollars"))
        // A leading zero is read digit by digit, so it is not a number.
        #expect(!matches("seven", "007"))
        #expect(!matches("$5", "five dollars", options: SpecComparisonOptions(comparesNumbersAsSpoken: false)))
    }

    @Test func placeholdersStandForOneOrMoreWords() {
        #expect(matches("Version <x.y.z>", "Version 5.2.1"))
        #expect(matches("Version <x.y.z>", "Version 12"))
        #expect(!matches("Version <x.y.z>", "Version"))
        #expect(matches("<count> items in <place>", "3 items in your cart"))
        #expect(!matches("<count> items in <place>", "3 items"))
        // Only a placeholder: any value, including none.
        #expect(matches("<value entered into textfield>", ""))
        #expect(matches("<value entered into textfield>", "jane@example.com"))
    }

    @Test func escapesMakePlaceholderCharactersLiteral() {
        let text = #"a<b> \ c"#
        #expect(SpecText.escaped(text) == #"a\<b> \\ c"#)
        #expect(SpecText.pieces(of: SpecText.escaped(text)) == [.text(text)])
        #expect(matches(ExpectedText.literal("<none>"), "none"))
        #expect(!matches(ExpectedText.literal("<none>"), "anything"))
        #expect(SpecText.pieces(of: "5 < 6") == [.text("5 < 6")])
    }

    @Test func regularExpressionsMatchTheWholeTextIgnoringCase() {
        let version = ExpectedText(alternatives: [.regularExpression(#"version \d+(\.\d+)*"#)])
        #expect(matches(version, "Version 5.2.1"))
        #expect(!matches(version, "Version 5.2.1 beta"))
        #expect(!matches(version, "Version 5.2.1", options: SpecComparisonOptions(matchesCase: true)))
        #expect(SpecText.problem(inRegularExpression: "a(") == "'/a(/' is not a valid regular expression")
    }

    @Test func alternativesMatchWhenAnyDoes() {
        let onOrOff = ExpectedText(alternatives: [.spoken("on"), .spoken("off")])
        #expect(matches(onOrOff, "Off"))
        #expect(!matches(onOrOff, "dimmed"))
        #expect(onOrOff.description == "\"on\" or \"off\"")
    }

    @Test func traitWordsReadTheSeedsVocabulary() throws {
        let reading = try SpecTraitWords.read([
            "Switch Button", "Textfield", "Label", "Heading", "back-button", "keyboard_key",
        ])
        #expect(
            reading.traits.required == [.switchButton, .textField, .staticText, .header, .backButton, .keyboardKey])
        let states = try SpecTraitWords.read(SpecTraitWords.split("Button / Not Enabled (if applicable), Selected"))
        #expect(states.traits.required == [.button])
        #expect(states.notEnabled == .either)
        #expect(states.selected == .present)
        #expect(try SpecTraitWords.read(["any"]).traits == .any)
        #expect(try SpecTraitWords.read(["none"]).traits == .none)
        #expect(throws: SpecSyntaxError.self) { try SpecTraitWords.read(["any", "button"]) }
        #expect(throws: SpecSyntaxError.self) { try SpecTraitWords.read(["Buton"]) }
        #expect(AccessibilityTrait.allCases.map(SpecTraitWords.name).contains("static text"))
        for trait in AccessibilityTrait.allCases where trait != .selected && trait != .notEnabled {
            #expect(try SpecTraitWords.read([SpecTraitWords.name(of: trait)]).traits.required == [trait])
        }
    }

    @Test func yamlStringsAreQuotedSoAnyLabelReadsBack() {
        #expect(SpecYAMLWriter.quoted("Say \"hi\" \\ now") == #""Say \"hi\" \\ now""#)
        #expect(SpecYAMLWriter.quoted("line\nbreak\ttab") == #""line\nbreak\ttab""#)
        #expect(SpecYAMLWriter.quoted("\u{202E}evil\u{0007}") == #""\u202Eevil\u0007""#)
        #expect(SpecYAMLWriter.quoted("café ✓") == "\"café ✓\"")
    }

    @Test func recordedSpecsWriteEveryPartOfAFrame() {
        let heard = [
            HeardFrame(
                position: 1, name: "Dark <mode>", value: "on", hint: "Changes colours", traits: [.switchButton],
                isSelected: true, isNotEnabled: true, speech: ""),
            HeardFrame(position: 2, name: nil, speech: ""),
        ]
        let spec = AccessibilitySpec(
            file: "spec.yml", screens: [ScreenSpec(recording: heard, name: "Settings", capture: "settings.json")])
        #expect(
            SpecYAMLWriter.write(spec, comments: ["Recorded."]) == """
                # Recorded.
                version: 1
                screens:
                  - name: "Settings"
                    capture: "settings.json"
                    frames:
                      - text: "Dark \\\\<mode>"
                        traits: [switch button]
                        state: [selected, not enabled]
                        value: "on"
                        hint: "Changes colours"
                      - text: ""

                """)
    }

    private func screen(_ file: String, title: String? = nil) -> Screen {
        Screen(platform: .ios, title: title, sourceFile: file, root: Element(type: "UIWindow"))
    }

    @Test func screensPickCapturesByFileThenNameThenOrder() {
        let screens = [
            ScreenSpec(name: "Cart", frames: []),
            ScreenSpec(name: "Sign In", capture: "sign-in.rotor.json", frames: []),
            ScreenSpec(frames: []),
            ScreenSpec(name: "Settings", capture: "settings.rotor.json", frames: []),
        ]
        let captures = [
            screen("captures/other.json"), screen("captures/cart.json", title: "cart"),
            screen("Examples/sign-in.rotor.json", title: "Cart"), screen("extra.json"),
        ]
        let assignment = CaptureAssignment(screens: screens, captures: captures)
        #expect(assignment.captureOfScreen == [1, 2, 0, nil])
        #expect(assignment.unclaimed == [3])
        #expect(!CaptureAssignment.path("Examples/sign-in.rotor.json", endsWith: "in.rotor.json"))
        #expect(CaptureAssignment.path("./Examples/sign-in.rotor.json", endsWith: "Examples/sign-in.rotor.json"))
    }
}

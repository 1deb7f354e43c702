import Foundation
import RotorTestSupport
import Testing

@testable import RotorKit

/// The numbered Markdown form of the seed's acceptance criteria, read into the spec model.
struct SpecMarkdownReaderTests {

    private func read(_ markdown: String, name: String = "spec.md") throws(ImportError) -> AccessibilitySpec {
        try MarkdownSpecReader.read(InputText.checked(name: name, data: Data(markdown.utf8)))
    }

    private func error(_ markdown: String) -> String? {
        do {
            _ = try read(markdown)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsTheCapitalOneExampleAsTheSeedWritesIt() throws {
        let path = Repository.examples.appendingPathComponent("sign-in.spec.md").path
        let spec = try MarkdownSpecReader.read(InputText.read(path: path))
        let screen = try #require(spec.screens.first)
        #expect(spec.screens.count == 1)
        #expect(screen.name == "Sign In")
        #expect(screen.allowsExtraFrames == false)
        #expect(
            screen.frames.map(\.text)
                == [
                    "Capital One", "Sign In", "Username", "Password", "Remember Me", "Sign In", "Need help?",
                    "Security & Privacy", "Version <x.y.z>", "Capital One 360 PIN Sign in",
                ].map { ExpectedText($0) })
        #expect(
            screen.frames.map(\.traits.required) == [
                [.header], [.header], [.textField], [.textField], [.switchButton], [.button], [.button], [.button],
                [.staticText], [.button],
            ])
        // "&lt;value entered into textfield&gt; (*** in this case)": a placeholder and a remark.
        #expect(screen.frames[2].value == ExpectedText("<value entered into textfield>"))
        #expect(screen.frames[3].value == ExpectedText("<value entered into textfield>"))
        #expect(screen.frames[4].value == ExpectedText(alternatives: [.spoken("selected"), .spoken("unselected")]))
        // "Button / Not Enabled (if applicable)".
        #expect(screen.frames[5].notEnabled == .either)
        #expect(screen.frames.enumerated().allSatisfy { $0.offset == 5 || $0.element.notEnabled == .absent })
        #expect(screen.frames.allSatisfy { $0.hint == nil && $0.selected == .absent })
        #expect(screen.frames.first?.line == 4)
    }

    @Test func acceptsTheUsualMarkdownVariants() throws {
        let spec = try read(
            """
            ## Settings ##
            1) VO Text: "Dark Theme"
               - **Trait: Switch Button**
               + _Value = “on” or “off”_
            2. *VO Text* = *"Black or White"*
              * State = Selected
              * Additional Context = Changes the colours
            3. VO Text = /Version \\d+(\\.\\d+)*/
            4. VO Text = “Pay &amp; go &#x2192;” (the primary action)
            """)
        let frames = try #require(spec.screens.first?.frames)
        #expect(spec.screens.first?.name == "Settings")
        #expect(frames[0].text == ExpectedText("Dark Theme"))
        #expect(frames[0].traits.required == [.switchButton])
        #expect(frames[0].value == ExpectedText(alternatives: [.spoken("on"), .spoken("off")]))
        #expect(frames[1].text == ExpectedText("Black or White"))
        #expect(frames[1].selected == .present)
        #expect(frames[1].hint == ExpectedText("Changes the colours"))
        #expect(frames[2].text == ExpectedText(alternatives: [.regularExpression(#"Version \d+(\.\d+)*"#)]))
        #expect(frames[3].text == ExpectedText("Pay & go →"))
    }

    @Test func windowsLineEndingsAndAByteOrderMarkAreRead() throws {
        let spec = try read("\u{FEFF}# Sign In\r\n\r\n1. VO Text = “Capital One”\r\n  * *Trait = Heading*\r\n")
        #expect(spec.screens.first?.name == "Sign In")
        #expect(spec.screens.first?.frames.first?.line == 3)
        #expect(spec.screens.first?.frames.first?.traits.required == [.header])
    }

    @Test func headingsSeparateScreensAndOptionsBelongToTheirScreen() throws {
        let spec = try read(
            """
            # Checkout flow

            ## Cart
            Capture = cart.rotor.json
            Extra frames = allowed
            1. VO Text = "Cart"

            ## Payment
            1. VO Text = "Pay"
            """)
        #expect(spec.screens.map(\.name) == ["Cart", "Payment"])
        #expect(spec.screens.map(\.capture) == ["cart.rotor.json", nil])
        #expect(spec.screens.map(\.allowsExtraFrames) == [true, false])
        #expect(spec.screens.map(\.line) == [3, 8])
    }

    @Test func ifApplicableMakesAValueOrATraitOptional() throws {
        let frames = try #require(
            try read(
                """
                1. VO Text = "Message"
                  * Trait = Button / Heading (if applicable) / Selected (if applicable)
                  * Value = <number> unread (if applicable)
                """
            ).screens.first?.frames)
        #expect(frames[0].traits == ExpectedTraits(required: [.button], optional: [.header]))
        #expect(frames[0].selected == .either)
        #expect(frames[0].value == ExpectedText(alternatives: [.spoken("<number> unread"), .spoken("")]))
    }

    @Test(arguments: [
        (
            "1. VO Text = \"A\"\nVO Text = \"B\"\n",
            "spec.md:2: 'VO Text = \"B\"' is not a frame: write frames as '1. VO Text = “…”' with details as '* Trait = …' bullets below them, under a '# Screen name' heading"
        ),
        (
            "1. VO Text = \"A\"\n  * Trait = Buton\n",
            "spec.md:2: unknown trait 'Buton' (use UIAccessibilityTraits and VoiceOver role words such as heading, button, link, static text, text field, switch button, image; see docs/SPEC-FORMAT.md)"
        ),
        (
            "# Sign In\n1. VO Text =\n",
            "spec.md:2: frame 1 is missing its text: write '1. VO Text = “…”' (“” for an element with no name)"
        ),
        ("1. Trait = Heading\n", "spec.md:1: frame 1 must start with its VoiceOver text: '1. VO Text = “…”'"),
        (
            "1. VO Text = \"A\"\n3. VO Text = \"B\"\n",
            "spec.md:2: frame 3 should be numbered 2: number frames 1, 2, 3… in swipe order under each screen heading"
        ),
        ("* Trait = Button\n", "spec.md:1: a detail line must come under a numbered frame ('1. VO Text = “…”')"),
        ("1. VO Text = \"A\n", "spec.md:1: the quote in '\"A' is not closed"),
        ("1. VO Text = \"A\"\n  * Value = 1\n  * Value = 2\n", "spec.md:3: frame 1 already has a value (line 2)"),
        (
            "1. VO Text = \"A\"\n  * Colour = red\n",
            "spec.md:2: unknown frame detail 'colour': use Trait, State, Value, Hint or Additional Context"
        ),
        (
            "1. VO Text = \"A\"\n  * State = Button\n",
            "spec.md:2: 'Button' is not a state: states are selected and not enabled (traits go on a Trait line)"
        ),
        (
            "1. VO Text = \"A\"\nCapture = a.json\n",
            "spec.md:2: 'capture' must come before the first frame of its screen"
        ),
        ("1. VO Text = /a(/\n", "spec.md:1: '/a(/' is not a valid regular expression"),
        (
            "# Only a title\n",
            "spec.md:1: the spec has no frames: write them as '1. VO Text = “…”', one numbered line per swipe"
        ),
        (
            "# Cart\nCapture = cart.json\n# Payment\n1. VO Text = \"Pay\"\n",
            "spec.md:2: this screen option is followed by no frame; put options under the heading of the screen they are for"
        ),
    ])
    func malformedLinesAreOneErrorNamingTheLine(_ markdown: String, _ expected: String) {
        #expect(error(markdown) == expected)
    }
}

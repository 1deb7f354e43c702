import Testing

@testable import RotorKit

/// Every announcement recorded in the seeds, spoken by the matching profile. Phrases are compared
/// case- and punctuation-insensitively: the words and their order are what count (DESIGN.md).
struct SpeechGoldenTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var seed: String
        var element: Element
        var expected: String
        var testDescription: String { "\(seed): \(expected)" }
    }

    static let voiceOverExamples: [Example] = [
        // date-picker-ios-android.md, iOS announcement examples
        Example(
            seed: "date picker: close X button",
            element: Element(type: "Button", label: "Close", traits: [.button], isAccessibilityElement: true),
            expected: "Close, button"),
        Example(
            seed: "date picker: month and year button",
            element: Element(
                type: "Button", label: "Month", hint: "double tap to change month and year",
                traits: [.button, .adjustable], isAccessibilityElement: true),
            expected:
                "Month, button, adjustable, double tap to change month and year, swipe up or down with one finger to adjust the value"
        ),
        Example(
            seed: "date picker: each date",
            element: Element(type: "Button", label: "Day, Date", traits: [.button], isAccessibilityElement: true),
            expected: "Day, Date, button"),
        Example(
            seed: "date picker: selected date",
            element: Element(
                type: "Button", label: "Day, Date", traits: [.button, .selected], isAccessibilityElement: true),
            expected: "Selected, Day, Date, button"),
        Example(
            seed: "date picker: unavailable date",
            element: Element(
                type: "Button", label: "Day, Date", traits: [.button], isAccessibilityElement: true, isEnabled: false),
            expected: "Day, Date, dimmed, button"),
        Example(
            seed: "date picker: header announces as a heading",
            element: Element(type: "StaticText", label: "Select date", traits: [.header], isAccessibilityElement: true),
            expected: "Select date, heading"),
        // ios-accessibility-properties.md, example 2: the switch
        Example(
            seed: "properties: switch",
            element: Element(
                type: "Switch", label: "Dark Theme", value: "0", traits: [.switchButton], isAccessibilityElement: true),
            expected: "Dark Theme, Switch Button, Off. Double Tap to Toggle Switch."),
        // ios-accessibility-properties.md, example 3: the slider next to "Volume" and "0%"
        Example(
            seed: "properties: slider",
            element: Element(
                type: "Slider", label: "Volume", value: "0%", traits: [.adjustable], isAccessibilityElement: true),
            expected: "Volume, 0%, adjustable, swipe up or down with one finger to adjust the value"),
        // ios-accessibility-properties.md, example 4: a stepper's buttons by default…
        Example(
            seed: "properties: stepper increment",
            element: Element(type: "Button", label: "Increment", traits: [.button], isAccessibilityElement: true),
            expected: "Increment, button"),
        Example(
            seed: "properties: stepper decrement",
            element: Element(type: "Button", label: "Decrement", traits: [.button], isAccessibilityElement: true),
            expected: "Decrement, button"),
        // …and grouped as one adjustable element with its name and value.
        Example(
            seed: "properties: grouped stepper",
            element: Element(
                type: "Other", label: "Counter", value: "3", traits: [.adjustable], isAccessibilityElement: true),
            expected: "Counter, 3, adjustable, swipe up or down with one finger to adjust the value"),
        // ios-accessibility-properties.md, example 1: the image link once labelled
        Example(
            seed: "properties: image link",
            element: Element(type: "Button", label: "Twitter", traits: [.link, .image], isAccessibilityElement: true),
            expected: "Twitter, link, image"),
        // voiceover-guidelines.md: the Share button with its hint
        Example(
            seed: "guidelines: share button",
            element: Element(
                type: "Button", label: "Share", hint: "Opens the sharing sheet.", traits: [.button],
                isAccessibilityElement: true),
            expected: "Share, button, Opens the sharing sheet."),
        // voiceover-guidelines.md: a disabled Insert button is read as dimmed
        Example(
            seed: "guidelines: disabled insert button",
            element: Element(
                type: "Button", label: "Insert", traits: [.button, .notEnabled], isAccessibilityElement: true),
            expected: "Insert, dimmed, button"),
    ]

    static let talkBackExamples: [Example] = [
        // date-picker-ios-android.md, Android announcement examples
        Example(
            seed: "date picker: edit box with actions",
            element: Element(
                type: "android.widget.EditText", label: "Name", traits: [.editBox], isAccessibilityElement: true,
                customActions: ["Paste"], isClickable: true, isLongClickable: true),
            expected:
                "Name, edit box, Double-tap and hold to long press. Actions available, use Tap with 3 fingers to view"),
        Example(
            seed: "date picker: show picker arrow",
            element: Element(
                type: "android.widget.ImageButton", label: "Show date picker", traits: [.button],
                isAccessibilityElement: true, isClickable: true),
            expected: "Show date picker button, double tap to activate"),
        Example(
            seed: "date picker: title",
            element: Element(
                type: "android.widget.TextView", label: "Day, date", traits: [.staticText], isAccessibilityElement: true
            ),
            expected: "Day, date"),
        Example(
            seed: "date picker: option in a column",
            element: Element(
                type: "android.widget.Button", label: "Option (day or date)", traits: [.button, .adjustable],
                isAccessibilityElement: true, isClickable: true, isLongClickable: true),
            expected:
                "Option (day or date) button, Swipe up or swipe down to adjust. Double tap to activate. Double tap and hold to long press"
        ),
        Example(
            seed: "date picker: cancel",
            element: Element(
                type: "android.widget.Button", label: "Cancel", traits: [.button], isAccessibilityElement: true,
                isClickable: true),
            expected: "Cancel button, double tap to activate"),
    ]

    @Test(arguments: voiceOverExamples)
    func voiceOver(_ example: Example) {
        let spoken = Speaker(profile: .voiceOverEnglish).utterance(for: example.element).text()
        #expect(SpokenText.normalized(spoken) == SpokenText.normalized(example.expected), "heard: \(spoken)")
    }

    @Test(arguments: talkBackExamples)
    func talkBack(_ example: Example) {
        let spoken = Speaker(profile: .talkBackEnglish).utterance(for: example.element).text()
        #expect(SpokenText.normalized(spoken) == SpokenText.normalized(example.expected), "heard: \(spoken)")
    }

    /// voiceover-guidelines.md, "Grouping Elements": the cell is one element whose label joins its
    /// parts; VoiceOver reads that label and none of the labels inside.
    @Test func groupedCellIsReadOnceWithItsCombinedLabel() {
        let parts = [
            "Carolyn Wells", "Discover", "6 days ago", "Following", "Around the World with WordPress: Jamaica",
            "Today, we’re highlighting five sites from the island paradise of Jamaica.",
        ]
        let label =
            "Post by Carolyn Wells, from Discover. 6 days ago. Following. Around the World with WordPress: Jamaica. Excerpt. Today, we’re highlighting five sites from the island paradise of Jamaica."
        let cell = Element(
            type: "UITableViewCell", label: label, frame: Rect(x: 0, y: 100, width: 375, height: 160),
            isAccessibilityElement: true,
            children: parts.enumerated().map { index, text in
                Element(
                    type: "UILabel", label: text, traits: [.staticText],
                    frame: Rect(x: 16, y: 110 + Double(index) * 20, width: 340, height: 18))
            })
        let screen = Screen(platform: .ios, root: Element(type: "UITableView", children: [cell]))
        let transcript = Transcript(screen: screen, speaker: Speaker(profile: .voiceOverEnglish))
        #expect(transcript.entries.map(\.text) == [label])
    }

    /// A cell made an accessibility element without a label speaks its content, as UIKit names it.
    @Test func cellWithoutLabelSpeaksItsContent() {
        let cell = Element(
            type: "UITableViewCell", isAccessibilityElement: true,
            children: [
                Element(type: "UILabel", label: "Wi-Fi"),
                Element(type: "UILabel", label: "Home"),
            ])
        #expect(Speaker(profile: .voiceOverEnglish).utterance(for: cell).text() == "Wi-Fi, Home")
    }

    /// An unlabelled button or image drawn from an SF Symbol speaks the system's name for it; a
    /// title or label still wins, and a symbol Rotor has no name for speaks only its role.
    @Test func systemSymbolsSpeakTheSystemsName() {
        let speaker = Speaker(profile: .voiceOverEnglish)
        let add = Element(type: "UIButton", traits: [.button], isAccessibilityElement: true, systemImage: "plus")
        #expect(speaker.utterance(for: add).text() == "Add, button")
        let more = Element(
            type: "UIImageView", traits: [.image], isAccessibilityElement: true, systemImage: "ellipsis.circle")
        #expect(speaker.utterance(for: more).text() == "More, image")
        var titled = add
        titled.visibleText = "New list"
        #expect(speaker.utterance(for: titled).text() == "New list, button")
        var unknown = add
        unknown.systemImage = "clock.arrow.circlepath"
        #expect(speaker.utterance(for: unknown).text() == "button")
    }

    @Test func hintsCanBeLeftOut() {
        let month = Element(
            type: "Button", label: "Month", hint: "double tap to change month and year", traits: [.button, .adjustable])
        #expect(
            Speaker(profile: .voiceOverEnglish, includesHints: false).utterance(for: month).text()
                == "Month, button, adjustable")
    }

    @Test func androidCheckedStates() {
        let checkBox = Element(
            type: "android.widget.CheckBox", label: "Remember me", traits: [.checkBox], isChecked: true,
            isClickable: true)
        let toggle = Element(
            type: "android.widget.Switch", label: "Wi-Fi", traits: [.toggle], isChecked: false, isClickable: true)
        let talkBack = Speaker(profile: .talkBackEnglish)
        #expect(talkBack.utterance(for: checkBox).text() == "Remember me, check box, checked, double tap to toggle")
        #expect(talkBack.utterance(for: toggle).text() == "Wi-Fi, switch, off, double tap to toggle")
    }

    @Test func secureTextFieldNeverSpeaksItsValue() {
        let password = Element(type: "SecureTextField", label: "Password", value: "••••••", traits: [.secureTextField])
        #expect(
            Speaker(profile: .voiceOverEnglish, includesHints: false).utterance(for: password).text()
                == "Password, secure text field")
    }

    @Test func normalisationIgnoresCaseAndPunctuation() {
        #expect(
            SpokenText.normalized("Dark Theme, Switch Button, Off. Double-Tap")
                == "dark theme switch button off double tap")
    }
}

import RotorTestSupport
import Testing

@testable import RotorKit

struct DuplicateSpeechRuleTests {
    private let rule = DuplicateSpeechRule()

    private func text(_ words: String, x: Double = 20, y: Double) -> Element {
        Element(
            type: "UILabel", label: words, traits: [.staticText], frame: Rect(x: x, y: y, width: 200, height: 20),
            isAccessibilityElement: true, visibleText: words)
    }

    private func control(
        _ label: String, traits: Set<AccessibilityTrait>, value: String? = nil, hint: String? = nil,
        identifier: String? = nil, x: Double = 320, y: Double
    ) -> Element {
        Element(
            type: "UIControl", label: label, value: value, hint: hint, traits: traits, identifier: identifier,
            frame: Rect(x: x, y: y, width: 51, height: 31), isAccessibilityElement: true)
    }

    @Test func textThenSwitchWithTheSameName() {
        let found = hits(
            of: rule,
            in: [text("Dark Theme", y: 200), control("Dark Theme", traits: [.switchButton], value: "0", y: 195)])
        #expect(found.map(\.path) == [ElementPath([1])])
        #expect(
            found.map(\.message) == [
                "Group the text \"Dark Theme\" and this switch button into one element named \"Dark Theme\", so VoiceOver "
                    + "reads the name once, with the control it belongs to"
            ])
        #expect(found.first?.certainty == .violation)
    }

    @Test func controlThenItsTextToTheRight() {
        let checkbox = control("Remember me", traits: [.checkBox], x: 20, y: 300)
        let found = hits(of: rule, in: [checkbox, text("Remember me", x: 80, y: 305)], platform: .android)
        #expect(
            found.map(\.message) == [
                "Group the text \"Remember me\" and this check box into one element named \"Remember me\", so TalkBack "
                    + "reads the name once, with the control it belongs to"
            ])
    }

    @Test func fieldUnderAVisibleLabelWithTheSameName() {
        let field = Element(
            type: "UITextField", label: "Email", traits: [.textField],
            frame: Rect(x: 20, y: 130, width: 350, height: 44),
            isAccessibilityElement: true)
        #expect(
            hits(of: rule, in: [text("Email", y: 100), field]).map(\.message) == [
                "Hide the text \"Email\" from VoiceOver (isAccessibilityElement = false), as this text field already says \"Email\""
            ])
        var hiddenLabel = text("Email", y: 100)
        hiddenLabel.isAccessibilityElement = false
        #expect(hits(of: rule, in: [hiddenLabel, field]).isEmpty)
    }

    @Test func comparesWithoutCaseSpacingOrAColon() {
        #expect(
            hits(of: rule, in: [text("Volume:", y: 300), control("volume", traits: [.adjustable], x: 20, y: 330)]).count
                == 1)
        #expect(
            hits(
                of: rule,
                in: [text("Wi-Fi  Calling", y: 300), control("Wi-Fi Calling", traits: [.switchButton], y: 296)]
            ).count == 1)
    }

    @Test func looksPastTheValueShownBesideTheControl() {
        let elements = [
            text("Volume", y: 300), text("0%", x: 320, y: 300),
            control("Volume", traits: [.adjustable], value: "0%", x: 20, y: 330),
        ]
        #expect(hits(of: rule, in: elements).map(\.path) == [ElementPath([2])])
        // A text other than the value in between breaks the pair.
        let apart = [
            text("Volume", y: 300), text("Media", x: 320, y: 300),
            control("Volume", traits: [.adjustable], x: 20, y: 330),
        ]
        #expect(hits(of: rule, in: apart).isEmpty)
    }

    @Test func titlesAndTabsRepeatOnPurpose() {
        let titled = [text("Settings", y: 100), control("Settings", traits: [.button], x: 20, y: 140)]
        #expect(hits(of: rule, in: titled, title: "Settings").isEmpty)
        #expect(hits(of: rule, in: titled, title: "Account").count == 1)
        let tab = [text("Home", y: 700), control("Home", traits: [.tab, .selected], x: 0, y: 780)]
        #expect(hits(of: rule, in: tab).isEmpty)
    }

    @Test func groupedRowIsQuietUnlessAnotherTextRepeatsIt() {
        let row = Element(
            type: "UIView", label: "Dark Theme", value: "0", traits: [.switchButton],
            frame: Rect(x: 0, y: 190, width: 390, height: 44), isAccessibilityElement: true,
            children: [
                text("Dark Theme", y: 200), control("Dark Theme", traits: [.switchButton], y: 195),
            ])
        #expect(hits(of: rule, in: [row, text("Dark Theme", y: 300)]).count == 1)
        #expect(hits(of: rule, in: [row]).isEmpty)
        // Two controls next to each other are for the same-name check, not this one.
        #expect(
            hits(
                of: rule, in: [control("Edit", traits: [.button], y: 100), control("Edit", traits: [.button], y: 200)]
            ).isEmpty)
    }

    @Test func sameNameDifferentIdentifiers() {
        let found = hits(
            of: rule,
            in: [
                control("Edit", traits: [.button], identifier: "editShippingAddress", y: 200),
                text("Payment", y: 300),
                control("Edit", traits: [.button], identifier: "editPaymentMethod", y: 400),
            ])
        #expect(found.map(\.path) == [ElementPath([0]), ElementPath([2])])
        #expect(Set(found.map(\.certainty)) == [.needsReview])
        #expect(
            found.first?.message == "Give each of the 2 controls named \"Edit\" a name that says what it does, such as "
                + "\"Edit\" followed by what it acts on: they do different things but sound the same")
    }

    @Test func sameNameDifferentHintsOrValues() {
        #expect(
            hits(
                of: rule,
                in: [
                    control("Edit", traits: [.button], hint: "Edits the address.", y: 200),
                    control("Edit", traits: [.button], hint: "Edits the card.", y: 400),
                ]
            ).count == 2)
        #expect(
            hits(
                of: rule,
                in: [
                    control("Notifications", traits: [.switchButton], value: "1", y: 200),
                    control("Notifications", traits: [.switchButton], value: "0", y: 400),
                ]
            ).count == 2)
    }

    @Test func sameNameWithNothingToTellThemApart() {
        #expect(
            hits(
                of: rule,
                in: [control("Delete", traits: [.button], y: 200), control("Delete", traits: [.button], y: 400)]
            ).isEmpty)
        #expect(
            hits(
                of: rule,
                in: [
                    control("Delete", traits: [.button], identifier: "delete-row-1", y: 200),
                    control("Delete", traits: [.button], identifier: "delete-row-2", y: 400),
                ]
            ).isEmpty)
        #expect(
            hits(
                of: rule,
                in: [
                    control("Home", traits: [.tab], identifier: "tab.home", y: 780),
                    control("Home", traits: [.button], identifier: "homeButton", y: 100),
                ]
            ).isEmpty)
    }
}

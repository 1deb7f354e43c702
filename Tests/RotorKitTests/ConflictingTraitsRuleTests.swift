import RotorTestSupport
import Testing

@testable import RotorKit

struct ConflictingTraitsRuleTests {
    private let rule = ConflictingTraitsRule()

    private func element(_ label: String, _ traits: Set<AccessibilityTrait>) -> Element {
        Element(
            type: "UIButton", label: label, traits: traits, frame: Rect(x: 20, y: 100, width: 200, height: 44),
            isAccessibilityElement: true)
    }

    @Test func buttonAndLinkAsksForOneRole() {
        let found = hits(of: rule, in: [element("Privacy Policy", [.button, .link])])
        #expect(found.count == 1)
        #expect(found.first?.certainty == .violation)
        #expect(
            found.first?.message == "Keep one role on \"Privacy Policy\", which VoiceOver announces as \"button, "
                + "link\": use link if it opens a web page or another app, button if it performs an action in this one")
        #expect(found.first?.fix == nil)
    }

    @Test func androidRolesAreNamedInTalkBacksWords() {
        let checkBox = Element(
            type: "android.widget.CheckBox", label: "Express delivery", traits: [.checkBox, .radioButton],
            frame: Rect(x: 48, y: 400, width: 300, height: 48), isAccessibilityElement: true, isChecked: false)
        #expect(
            hits(of: rule, in: [checkBox], platform: .android).map(\.message) == [
                "Keep one role on \"Express delivery\", which TalkBack announces as \"check box, radio button\": remove "
                    + "the traits that do not describe how it is used"
            ])
    }

    @Test func monthButtonThatIsAdjustableIsForReview() {
        // date-picker-ios-android.md: "Month, button, adjustable, …" is the system picker's own behaviour.
        let found = hits(of: rule, in: [element("Month", [.button, .adjustable])])
        #expect(found.map(\.certainty) == [.needsReview])
        #expect(
            found.first?.message == "Check that \"Month\" both acts on a double tap and changes with a swipe up "
                + "or down, as VoiceOver announces it as a button and as adjustable; if it does only one, remove the other trait"
        )
    }

    @Test func refiningRolesImagesAndTappableHeadersAreOneRole() {
        let allowed: [Set<AccessibilityTrait>] = [
            [.button, .switchButton], [.button, .toggle, .switchButton], [.backButton, .button], [.tab, .button],
            [.searchField, .textField], [.secureTextField, .textField], [.textField, .editBox],
            [.seekBar, .adjustable],
            [.image, .header], [.image, .button], [.image, .link], [.header, .button], [.header, .link],
            [.keyboardKey, .button], [.checkBox, .button], [.popUpButton, .dropDownList],
        ]
        for traits in allowed {
            #expect(hits(of: rule, in: [element("Item", traits)]).isEmpty, "\(traits.sorted())")
        }
    }

    @Test func onlyTheContradictingRolesAreNamed() {
        let found = hits(of: rule, in: [element("Terms", [.image, .header, .button, .link])])
        #expect(
            found.first?.message.hasPrefix("Keep one role on \"Terms\", which VoiceOver announces as \"button, link\"")
                == true)
        #expect(hits(of: rule, in: [element("Name", [.header, .textField])]).map(\.certainty) == [.violation])
    }

    @Test func pairingIsSymmetric() {
        for first in AccessibilityTrait.roles {
            for second in AccessibilityTrait.roles where first != second {
                #expect(ConflictingTraitsRule.pairing(first, second) == ConflictingTraitsRule.pairing(second, first))
            }
        }
    }

    @Test func elementsAScreenReaderNeverReachesAreLeftAlone() {
        var row = Element(
            type: "UITableViewCell", label: "Dark Theme", value: "0", traits: [.switchButton],
            frame: Rect(x: 0, y: 100, width: 390, height: 44), isAccessibilityElement: true)
        row.children = [element("Inner", [.button, .link])]
        #expect(hits(of: rule, in: [row]).isEmpty)
        var hidden = element("Hidden", [.button, .link])
        hidden.isHidden = true
        #expect(hits(of: rule, in: [hidden]).isEmpty)
    }

    @Test func unnamedElementIsNamedByType() {
        let found = hits(
            of: rule,
            in: [
                Element(
                    type: "RCTView", traits: [.button, .link], frame: Rect(x: 0, y: 0, width: 44, height: 44),
                    isAccessibilityElement: true)
            ])
        #expect(found.first?.message.hasPrefix("Keep one role on this RCTView,") == true)
    }
}

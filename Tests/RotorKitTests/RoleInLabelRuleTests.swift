import RotorTestSupport
import Testing

@testable import RotorKit

struct RoleInLabelRuleTests {
    private func hits(
        _ label: String, traits: Set<AccessibilityTrait>, type: String = "UIButton",
        platform: Platform = .ios
    ) -> [RuleHit] {
        let element = Element(
            type: type, label: label, traits: traits, frame: Rect(x: 20, y: 100, width: 350, height: 44),
            isAccessibilityElement: true, isClickable: platform == .android)
        return RotorTestSupport.hits(of: RoleInLabelRule(), in: [element], platform: platform)
    }

    @Test func trailingRoleWordIsDroppedByTheFix() throws {
        let hit = try #require(hits("Share button", traits: [.button]).first)
        #expect(
            hit.message
                == "Drop \"button\" from the label \"Share button\" and keep \"Share\": VoiceOver already says \"button\""
        )
        #expect(hit.certainty == .violation)
        #expect(hit.fix == Fix(description: "Remove \"button\" from the label", replacement: "Share"))
    }

    @Test func caseAndPunctuationAreKept() throws {
        let hit = try #require(hits("Share Button.", traits: [.button]).first)
        #expect(hit.fix?.replacement == "Share.")
        #expect(hits("Close - Button", traits: [.button]).first?.fix?.replacement == "Close")
    }

    @Test func roleWordsMatchInAnyCaseAndBesideAccentedWords() {
        #expect(hits("SHARE BUTTON", traits: [.button]).first?.fix?.replacement == "SHARE")
        #expect(hits("Café button", traits: [.button]).first?.fix?.replacement == "Café")
        #expect(hits("Bouton café", traits: [.button]).isEmpty)
    }

    @Test func leadingRoleWordIsFixedOnlyBeforeAName() {
        #expect(
            hits("Image: Golden Gate Bridge", traits: [.image], type: "UIImageView").first?.fix?.replacement
                == "Golden Gate Bridge")
        let ofACat = hits("Image of a cat on a sofa", traits: [.image], type: "UIImageView")
        #expect(ofACat.count == 1)
        #expect(ofACat.first?.fix == nil)
    }

    @Test func labelThatIsOnlyTheRole() {
        let found = hits("Button", traits: [.button])
        #expect(
            found.map(\.message) == [
                "Replace the label \"Button\" with a name that says what it does: VoiceOver already says \"button\""
            ])
        #expect(found.first?.fix == nil)
        #expect(
            hits("Image", traits: [.image], type: "UIImageView").map(\.message)
                == ["Replace the label \"Image\" with a description of what it shows: VoiceOver already says \"image\""]
        )
    }

    @Test func iconNamesNoRoleSoItIsForReview() {
        let found = hits("Close icon", traits: [.button])
        #expect(found.map(\.certainty) == [.needsReview])
        #expect(
            found.first?.message
                == "Drop \"icon\" from the label \"Close icon\" and keep \"Close\": VoiceOver announces the role itself"
        )
        #expect(found.first?.fix == nil)
    }

    @Test func longestRoleWordWins() {
        let found = hits("Email text field", traits: [.textField], type: "UITextField")
        #expect(found.first?.fix?.replacement == "Email")
        #expect(found.first?.message.contains("VoiceOver already says \"text field\"") == true)
    }

    @Test func spokenRoleCountsAsWellAsTheTrait() {
        // A back button is spoken "back button"; an Android toggle is spoken "switch".
        #expect(
            hits("Settings button", traits: [.backButton]).first?.message.hasSuffix(
                "VoiceOver already says \"back button\"") == true)
        let android = hits("Dark mode switch", traits: [.toggle], type: "android.widget.Switch", platform: .android)
        #expect(
            android.first?.message
                == "Drop \"switch\" from the label \"Dark mode switch\" and keep \"Dark mode\": TalkBack already says \"switch\""
        )
    }

    @Test func roleWordsForOtherRolesAreNames() {
        #expect(hits("Switch account", traits: [.button]).isEmpty)
        #expect(hits("Copy link", traits: [.button]).isEmpty)
        #expect(hits("Picture in Picture", traits: [.button]).isEmpty)
        #expect(hits("Buttonwood Bank", traits: [.button]).isEmpty)
        #expect(hits("Tab groups", traits: [.button]).isEmpty)
        #expect(hits("Heading south", traits: [.staticText], type: "UILabel").isEmpty)
        // "icon" in text is what the text says, not the element's role.
        #expect(hits("Tap the share icon", traits: [.staticText], type: "UILabel").isEmpty)
    }

    @Test func roleWordInTheMiddleIsLeftAlone() {
        #expect(hits("Add button to toolbar", traits: [.button]).isEmpty)
    }
}

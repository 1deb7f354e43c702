import RotorTestSupport
import Testing

@testable import RotorKit

struct HintStyleRuleTests {
    private func hits(_ hint: String, label: String = "Share", traits: Set<AccessibilityTrait> = [.button]) -> [RuleHit]
    {
        let element = Element(
            type: "UIButton", label: label, hint: hint, traits: traits,
            frame: Rect(x: 330, y: 50, width: 44, height: 44), isAccessibilityElement: true)
        return RotorTestSupport.hits(of: HintStyleRule(), in: [element])
    }

    @Test func wellWrittenHints() {
        #expect(hits("Opens the sharing sheet.").isEmpty)
        #expect(hits("Plays the song.", label: "Play").isEmpty)
        #expect(hits("Adds the item to your cart.", label: "Add to cart").isEmpty)
        #expect(hits("Shows more options!", label: "Menu").isEmpty)
    }

    @Test func gestureInsteadOfResult() {
        let found = hits("Double tap to share.", label: "Send")
        #expect(
            found.map(\.message) == [
                "Say in the hint \"Double tap to share.\" what happens rather than the gesture (\"double tap\"), as in "
                    + "\"Opens the sharing sheet.\": VoiceOver already tells people how to act"
            ])
        #expect(found.first?.certainty == .violation)
        #expect(hits("Tap to open.").first?.message.contains("(\"tap\")") == true)
        #expect(hits("Click to download the file.").count == 1)
        // "Tapping" is not the gesture word "tap", but it is no verb for the result either.
        #expect(hits("Tapping opens the file.").map(\.certainty) == [.needsReview])
    }

    @Test func notStartingWithAVerbIsForReview() {
        let found = hits("Your public profile.", label: "Account")
        #expect(
            found.map(\.message) == [
                "Start the hint \"Your public profile.\" with a verb that says what happens, as in \"Opens the sharing sheet.\""
            ])
        #expect(found.first?.certainty == .needsReview)
        #expect(hits("Settings for this account.", label: "Profile").map(\.certainty) == [.needsReview])
        #expect(hits("Status of the upload.", label: "Sync").map(\.certainty) == [.needsReview])
    }

    @Test func capitalAndPeriodMakeOneFix() throws {
        let hit = try #require(hits("opens the sharing sheet").first)
        #expect(hits("opens the sharing sheet").count == 1)
        #expect(
            hit.message == "Start the hint \"opens the sharing sheet\" with a capital letter and end it with a period "
                + "(\"Opens the sharing sheet.\"), so VoiceOver reads it as a sentence")
        #expect(hit.fix == Fix(description: "Write the hint as a sentence", replacement: "Opens the sharing sheet."))
        #expect(hits("Opens the sharing sheet").first?.fix?.replacement == "Opens the sharing sheet.")
        #expect(hits("opens the sharing sheet.").first?.fix?.replacement == "Opens the sharing sheet.")
    }

    @Test func oddEndingIsReportedWithoutAFix() {
        let found = hits("Opens the sharing sheet:")
        #expect(
            found.map(\.message) == [
                "End the hint \"Opens the sharing sheet:\" with a period, so VoiceOver reads it as a sentence"
            ])
        #expect(found.first?.fix == nil)
    }

    @Test func repeatingTheNameIsForReview() {
        let found = hits("Play the song.", label: "Play")
        #expect(
            found.map(\.message) == [
                "Leave the name \"Play\" out of the hint \"Play the song.\": VoiceOver reads it just before"
            ])
        #expect(found.first?.certainty == .needsReview)
        // "Shares" is not the name "Share", and a one-word name inside the hint is just a word of it.
        #expect(hits("Shares the photo.").isEmpty)
        #expect(hits("Skips to the previous song.", label: "Previous").isEmpty)
        #expect(
            hits("Puts the item in your cart, as Add to Cart does.", label: "Add to cart").map(\.message)
                == [
                    "Leave the name \"Add to cart\" out of the hint \"Puts the item in your cart, as Add to Cart does.\": VoiceOver reads it just before"
                ])
    }

    @Test func repeatingTheRoleIsForReview() {
        let found = hits("Opens the menu of this button.", label: "Menu")
        #expect(
            found.map(\.message).contains(
                "Leave \"button\" out of the hint \"Opens the menu of this button.\": VoiceOver announces the role itself"
            ))
        // A role the element does not have is just a word.
        #expect(hits("Opens the link in Safari.", label: "Website").isEmpty)
    }

    @Test func hintsVoiceOverNeverReachesAreLeftAlone() {
        let inside = Element(
            type: "UIView", label: "Remember Me", traits: [.switchButton],
            frame: Rect(x: 20, y: 100, width: 350, height: 44), isAccessibilityElement: true,
            children: [
                Element(
                    type: "UISwitch", label: "Remember Me", hint: "double tap to toggle", traits: [.switchButton],
                    frame: Rect(x: 320, y: 106, width: 51, height: 31))
            ])
        #expect(HintStyleRule().check(AuditContext(screen: RuleExample.screen([inside]))).isEmpty)
    }

    @Test func hintsTheSystemSpeaksAreLeftAloneInCapturesOnly() {
        let month = Element(
            type: "Button", label: "November 2026", hint: "Double tap to change month and year.",
            traits: [.button, .adjustable], frame: Rect(x: 20, y: 200, width: 200, height: 44),
            isAccessibilityElement: true)
        #expect(RotorTestSupport.hits(of: HintStyleRule(), in: [month], sourceFormat: .rotorSnapshot).isEmpty)
        #expect(RotorTestSupport.hits(of: HintStyleRule(), in: [month], sourceFormat: .appiumIOS).isEmpty)
        // In Interface Builder (and in Swift) the app wrote the hint, so its style is the app's to mend.
        #expect(!RotorTestSupport.hits(of: HintStyleRule(), in: [month], sourceFormat: .interfaceBuilder).isEmpty)
        var written = month
        written.hint = "Double tap to see the month."
        #expect(!RotorTestSupport.hits(of: HintStyleRule(), in: [written], sourceFormat: .rotorSnapshot).isEmpty)
    }

    @Test func systemHintsMatchWhateverTheirCaseHyphensAndPeriod() {
        #expect(HintStyleRule.isSystemHint("Double-tap to activate", words: .english))
        #expect(HintStyleRule.isSystemHint("double tap  to toggle setting.", words: .english))
        #expect(!HintStyleRule.isSystemHint("Double tap to share.", words: .english))
    }
}

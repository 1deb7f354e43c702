import RotorTestSupport
import Testing

@testable import RotorKit

struct UnresponsiveControlRuleTests {
    private let rule = UnresponsiveControlRule()

    private let playButton = Element(
        type: "UIButton", label: "Play", traits: [.button],
        frame: Rect(x: 10, y: 10, width: 44, height: 44), isAccessibilityElement: true)

    @Test func namesTheContainerThatIgnoresTouches() {
        let found = hits(
            of: rule,
            in: [
                Element(type: "UIImageView", traits: [.image], isUserInteractionEnabled: false, children: [playButton])
            ])
        #expect(
            found.map(\.message) == [
                "Turn user interaction on for the UIImageView that contains this UIButton, or move the UIButton out of it: "
                    + "touches never reach it, yet VoiceOver announces it as usable"
            ])
        #expect(found.first?.path == ElementPath([0, 0]))
        #expect(found.first?.certainty == .violation)
    }

    @Test func interfaceBuilderFindingsAreForReviewAsCodeMayTurnInteractionOn() {
        var control = playButton
        control.isUserInteractionEnabled = false
        let found = hits(of: rule, in: [control], sourceFormat: .interfaceBuilder)
        #expect(found.count == 1)
        #expect(found.first?.certainty == .needsReview)
        #expect(found.first?.message.hasPrefix("Set isEnabled = false on this UIButton") == true)
    }

    @Test func disabledHiddenOrCombinedControlsAreNotReported() {
        var disabled = playButton
        disabled.isUserInteractionEnabled = false
        disabled.traits.insert(.notEnabled)
        var hidden = playButton
        hidden.isHidden = true
        let cell = Element(
            type: "UITableViewCell", label: "Song", isAccessibilityElement: true, isUserInteractionEnabled: false,
            children: [playButton])
        #expect(hits(of: rule, in: [disabled]).isEmpty)
        #expect(
            hits(of: rule, in: [Element(type: "UIView", isUserInteractionEnabled: false, children: [hidden])]).isEmpty)
        #expect(
            hits(of: rule, in: [cell]).isEmpty, "VoiceOver never lands inside an element that speaks for its children")
    }
}

import RotorTestSupport
import Testing

@testable import RotorKit

struct HeadingPresentRuleTests {
    private let rule = HeadingPresentRule()

    private func text(_ label: String, traits: Set<AccessibilityTrait> = [.staticText]) -> Element {
        Element(
            type: "UILabel", label: label, traits: traits, frame: Rect(x: 20, y: 100, width: 350, height: 22),
            isAccessibilityElement: true)
    }

    @Test func screenWithoutHeadingIsReportedOnTheRoot() {
        let found = hits(of: rule, in: [text("Notifications")])
        #expect(found.map(\.path) == [ElementPath()])
        #expect(found.map(\.certainty) == [.violation])
        #expect(
            found.first?.message == "Mark the text that names this screen, and the first element of each section, as "
                + "headings (accessibilityTraits.insert(.header), or .accessibilityAddTraits(.isHeader) in SwiftUI), so "
                + "VoiceOver users can jump between them with the rotor")
    }

    @Test func oneReachableHeadingIsEnough() {
        #expect(hits(of: rule, in: [text("Notifications", traits: [.staticText, .header]), text("Body")]).isEmpty)
    }

    @Test func headingsAScreenReaderNeverReachesDoNotCount() {
        var card = Element(
            type: "UITableViewCell", label: "Offer", frame: Rect(x: 0, y: 200, width: 390, height: 80),
            isAccessibilityElement: true)
        card.children = [text("Offer", traits: [.header])]
        var hidden = text("Hidden title", traits: [.header])
        hidden.isHidden = true
        #expect(hits(of: rule, in: [card, hidden]).count == 1)
    }

    @Test func emptyScreenHasNothingToNavigate() {
        #expect(hits(of: rule, in: []).isEmpty)
    }

    @Test func capturesThatMayNotRecordHeadingsAreForReview() {
        #expect(
            hits(of: rule, in: [text("Notifications")], sourceFormat: .xcuiDebugDescription).map(\.certainty) == [
                .needsReview
            ])
        let android = hits(of: rule, in: [text("Notifications")], platform: .android, sourceFormat: .uiautomator)
        #expect(android.map(\.certainty) == [.needsReview])
        #expect(android.first?.message.contains("android:accessibilityHeading=\"true\"") == true)
    }
}

/// Every screen has at least one heading, so a screen reader user can jump to its title and
/// sections with the rotor instead of swiping through everything.
public struct HeadingPresentRule: TreeRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "heading-present",
        title: "Screens have a heading",
        criteria: ["2.4.6", "1.3.1"],
        defaultSeverity: .warning,
        success: "At least one element the screen reader reaches has the header trait, usually the text that names "
            + "the screen, and further ones mark its sections, so people can move between headings directly.",
        failure: "No element the screen reader reaches is a heading, so the screen's title and the start of each "
            + "section look like any other text and can only be found by swiping through everything.",
        limitations: "Cannot see whether the screen shows text that looks like a heading. Appium page sources from "
            + "older WebDriverAgent versions, XCUITest debugDescription output and plain uiautomator dumps do not "
            + "record the header trait (only navigation bar titles are recognised in them), so a missing heading in "
            + "those captures is reported for review. Interface Builder files are not judged, since code commonly "
            + "adds headings and titles to them, nor are views a person does not navigate to (embedded child view "
            + "controllers, cells and other xib views).",
        guideline:
            "iOS Accessibility - Best Practices for the VoiceOver User Experience › Development Best Practices, point 4"
    )

    public let treeExamples: [RuleExample] = [
        .triggering(
            "a settings screen whose title is plain text",
            RuleExample.screen([
                Element(
                    type: "UILabel", label: "Notifications", traits: [.staticText],
                    frame: Rect(x: 20, y: 60, width: 350, height: 34), isAccessibilityElement: true),
                Element(
                    type: "UISwitch", label: "Allow Notifications", value: "1", traits: [.switchButton],
                    frame: Rect(x: 20, y: 110, width: 350, height: 44), isAccessibilityElement: true),
            ])),
        .triggering(
            "an Android screen whose toolbar title is not a heading",
            RuleExample.screen(
                [
                    Element(
                        type: "android.widget.TextView", label: "Notifications",
                        frame: Rect(x: 48, y: 80, width: 600, height: 96), isAccessibilityElement: true),
                    Element(
                        type: "android.widget.Switch", label: "Allow notifications", traits: [.toggle],
                        frame: Rect(x: 48, y: 220, width: 984, height: 144), isAccessibilityElement: true,
                        isChecked: true),
                ], platform: .android)),
        .nonTriggering(
            "the title marked as a heading",
            RuleExample.screen([
                Element(
                    type: "UILabel", label: "Notifications", traits: [.staticText, .header],
                    frame: Rect(x: 20, y: 60, width: 350, height: 34), isAccessibilityElement: true),
                Element(
                    type: "UISwitch", label: "Allow Notifications", value: "1", traits: [.switchButton],
                    frame: Rect(x: 20, y: 110, width: 350, height: 44), isAccessibilityElement: true),
            ])),
        .nonTriggering(
            "the Android title marked as a heading",
            RuleExample.screen(
                [
                    Element(
                        type: "android.widget.TextView", label: "Notifications", traits: [.header],
                        frame: Rect(x: 48, y: 80, width: 600, height: 96), isAccessibilityElement: true),
                    Element(
                        type: "android.widget.Switch", label: "Allow notifications", traits: [.toggle],
                        frame: Rect(x: 48, y: 220, width: 984, height: 144), isAccessibilityElement: true,
                        isChecked: true),
                ], platform: .android)),
    ]

    public func check(_ context: AuditContext) -> [RuleHit] {
        guard context.screen.absenceOfTitleIsKnown, !context.readingItems.isEmpty,
            !context.readingItems.contains(where: { $0.element.traits.contains(.header) })
        else { return [] }
        let message: String
        switch context.screen.platform {
        case .ios:
            message =
                "Mark the text that names this screen, and the first element of each section, as headings "
                + "(accessibilityTraits.insert(.header), or .accessibilityAddTraits(.isHeader) in SwiftUI), so "
                + "VoiceOver users can jump between them with the rotor"
        case .android:
            message =
                "Mark the text that names this screen, and the first element of each section, as headings "
                + "(android:accessibilityHeading=\"true\", or Modifier.semantics { heading() } in Compose), so "
                + "TalkBack users can jump between them"
        }
        return [
            RuleHit(
                path: ElementPath(), message: message,
                certainty: context.screen.listsEveryTrait ? .violation : .needsReview)
        ]
    }
}

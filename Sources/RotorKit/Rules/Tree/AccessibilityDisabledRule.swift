/// An image someone described, or a control, with accessibility turned off: VoiceOver never reaches
/// it, so its description or its action is lost.
public struct AccessibilityDisabledRule: TreeRule {
    /// Code that sets these on the element changes what this rule judges in an Interface Builder file.
    public let membersCodeMayOverride: CodeOverrides? = CodeOverrides([
        "isAccessibilityElement", "accessibilityElements",
    ])

    public init() {}

    public let metadata = RuleMetadata(
        id: "accessibility-disabled",
        title: "Informative images and controls are not hidden from assistive technology",
        criteria: ["1.1.1", "4.1.2"],
        defaultSeverity: .error,
        success: "An image that conveys something is an accessibility element with a label (Accessibility Enabled in "
            + "Interface Builder's Identity inspector), and every control is an accessibility element, or contains the "
            + "elements a screen reader uses instead.",
        failure:
            "An image has an accessibility label but is not an accessibility element (the label is never read), or a "
            + "control has accessibility turned off and nothing inside it is reachable, so a screen reader cannot find "
            + "or operate it.",
        limitations: "An image is taken as informative only when it has a label; an unlabelled image hidden from the "
            + "screen reader is treated as decoration. Controls replaced by an accessibility element elsewhere on the "
            + "screen (an accessibility container in code) are not seen. Parts of the platforms' own date, time and number "
            + "pickers are left alone: the system decides which of them a screen reader reaches (a calendar's month "
            + "arrows are left out on purpose, as the month is adjustable).")

    public let treeExamples: [RuleExample] = [
        .triggering(
            "a described product photo with accessibility turned off",
            RuleExample.screen([
                Element(
                    type: "UIImageView", label: "Blue running shoe, side view", traits: [.image],
                    frame: Rect(x: 24, y: 120, width: 342, height: 200))
            ])),
        .triggering(
            "a switch with accessibility turned off",
            RuleExample.screen([
                Element(
                    type: "UISwitch", value: "1", traits: [.switchButton],
                    frame: Rect(x: 315, y: 400, width: 51, height: 31))
            ])),
        .nonTriggering(
            "the photo as an accessibility element",
            RuleExample.screen([
                Element(
                    type: "UIImageView", label: "Blue running shoe, side view", traits: [.image],
                    frame: Rect(x: 24, y: 120, width: 342, height: 200), isAccessibilityElement: true)
            ])),
        .nonTriggering(
            "a decorative image without a label, and a control whose parts are elements",
            RuleExample.screen([
                Element(type: "UIImageView", traits: [.image], frame: Rect(x: 0, y: 0, width: 390, height: 120)),
                Element(
                    type: "RatingControl", traits: [.adjustable], frame: Rect(x: 24, y: 400, width: 200, height: 44),
                    children: [
                        Element(
                            type: "UIButton", label: "1 star", traits: [.button],
                            frame: Rect(x: 24, y: 400, width: 44, height: 44),
                            isAccessibilityElement: true)
                    ]),
            ])),
        .nonTriggering(
            "the month arrows a system date picker keeps from VoiceOver",
            RuleExample.screen([
                Element(
                    type: "DatePicker", frame: Rect(x: 10, y: 200, width: 370, height: 340), container: .picker,
                    children: [
                        Element(
                            type: "Button", label: "November 2026", traits: [.button, .adjustable],
                            frame: Rect(x: 26, y: 210, width: 160, height: 44), isAccessibilityElement: true),
                        Element(
                            type: "Button", label: "Previous Month", traits: [.button],
                            frame: Rect(x: 290, y: 210, width: 40, height: 44)),
                        Element(
                            type: "Button", label: "Next Month", traits: [.button],
                            frame: Rect(x: 336, y: 210, width: 40, height: 44)),
                    ])
            ])),
        .nonTriggering(
            "a labelled image inside a cell that speaks for it",
            RuleExample.screen([
                Element(
                    type: "UITableViewCell", frame: Rect(x: 0, y: 200, width: 390, height: 60),
                    isAccessibilityElement: true,
                    children: [
                        Element(
                            type: "UIImageView", label: "Verified", traits: [.image],
                            frame: Rect(x: 340, y: 218, width: 24, height: 24))
                    ])
            ])),
    ]

    public func check(_ context: AuditContext) -> [RuleHit] {
        var hits: [RuleHit] = []
        for node in context.visibleNodes
        where !node.isInsideAccessibilityElement && !node.element.isAccessibilityElement {
            let element = node.element
            if element.traits.contains(.image), let label = element.label?.nonBlank {
                hits.append(
                    RuleHit(
                        path: node.path,
                        message:
                            "Make this \(element.type) an accessibility element (Accessibility Enabled, isAccessibilityElement): "
                            + "its label \"\(label)\" is never read while accessibility is turned off"))
            } else if element.isInteractive, !Self.hasAccessibleDescendant(element),
                !context.isInsideSystemPicker(node.path)
            {
                hits.append(
                    RuleHit(
                        path: node.path,
                        message:
                            "Turn accessibility on for this \(element.type) (Accessibility Enabled, isAccessibilityElement): "
                            + "a screen reader cannot find or operate a control that is hidden from it"))
            }
        }
        return hits
    }

    private static func hasAccessibleDescendant(_ element: Element) -> Bool {
        var stack = element.children
        while let child = stack.popLast() {
            if child.isHidden { continue }
            if child.isAccessibilityElement { return true }
            stack.append(contentsOf: child.children)
        }
        return false
    }
}

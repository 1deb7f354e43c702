/// A control that ignores touches (user interaction turned off on it or on a view around it) but
/// is not disabled: VoiceOver announces it as usable, and a double tap does nothing.
public struct UnresponsiveControlRule: TreeRule {
    /// Code that sets these on the element changes what this rule judges in an Interface Builder file.
    public let membersCodeMayOverride: CodeOverrides? = CodeOverrides(["isUserInteractionEnabled", "isEnabled"])

    public init() {}

    public let metadata = RuleMetadata(
        id: "unresponsive-control",
        title: "Controls that cannot be used are announced as dimmed",
        criteria: ["4.1.2"],
        platforms: [.ios],
        defaultSeverity: .warning,
        success: "A control that cannot be used right now is disabled (`isEnabled = false`, Enabled unchecked in "
            + "Interface Builder), so VoiceOver adds \"dimmed\"; a control meant to be used sits in views that accept "
            + "touches.",
        failure: "User interaction is turned off on the control, or on a view that contains it (a UIImageView or a "
            + "UILabel by default), so touches never reach it, yet VoiceOver announces it as an active control and a "
            + "double tap does nothing.",
        limitations: "Interface Builder files show user interaction as designed; code that turns it on at run time is "
            + "not seen, so those findings are for review. Captures from Appium, XCUITest and uiautomator do not record "
            + "user interaction, so only Rotor snapshots and Interface Builder files are checked.",
        guideline: "iOS Accessibility Properties: How They Relate to WCAG, and How to Correctly Use Them › State")

    public let treeExamples: [RuleExample] = [
        .triggering(
            "a button placed inside an image view, which ignores touches by default",
            RuleExample.screen([
                Element(
                    type: "UIImageView", traits: [.image], frame: Rect(x: 0, y: 100, width: 390, height: 220),
                    isUserInteractionEnabled: false,
                    children: [
                        Element(
                            type: "UIButton", label: "Play video", traits: [.button],
                            frame: Rect(x: 171, y: 186, width: 48, height: 48),
                            isAccessibilityElement: true)
                    ])
            ])),
        .triggering(
            "a switch with user interaction turned off but still enabled",
            RuleExample.screen([
                Element(
                    type: "UISwitch", label: "Notifications", value: "1", traits: [.switchButton],
                    frame: Rect(x: 315, y: 400, width: 51, height: 31), isAccessibilityElement: true,
                    isUserInteractionEnabled: false)
            ])),
        .nonTriggering(
            "the same controls disabled, or in views that accept touches",
            RuleExample.screen([
                Element(
                    type: "UISwitch", label: "Notifications", value: "1", traits: [.switchButton],
                    frame: Rect(x: 315, y: 400, width: 51, height: 31), isAccessibilityElement: true, isEnabled: false,
                    isUserInteractionEnabled: false),
                Element(
                    type: "UIView", frame: Rect(x: 0, y: 100, width: 390, height: 220),
                    children: [
                        Element(
                            type: "UIButton", label: "Play video", traits: [.button],
                            frame: Rect(x: 171, y: 186, width: 48, height: 48),
                            isAccessibilityElement: true)
                    ]),
                Element(
                    type: "UILabel", label: "Terms apply", traits: [.staticText],
                    frame: Rect(x: 24, y: 460, width: 200, height: 21),
                    isAccessibilityElement: true, isUserInteractionEnabled: false),
            ])),
    ]

    public func check(_ context: AuditContext) -> [RuleHit] {
        let certainty: FindingCertainty = context.screen.sourceFormat == .interfaceBuilder ? .needsReview : .violation
        var hits: [RuleHit] = []
        for node in context.visibleNodes
        where !node.isInsideAccessibilityElement && node.element.isInteractive
            && !node.element.speaksNotEnabled
        {
            let element = node.element
            if !element.isUserInteractionEnabled {
                hits.append(
                    RuleHit(
                        path: node.path,
                        message:
                            "Set isEnabled = false on this \(element.type) while it cannot be used, so VoiceOver says \"dimmed\", "
                            + "or turn user interaction on: it ignores touches, yet VoiceOver announces it as usable",
                        certainty: certainty))
            } else if let blocker = node.ancestorPaths.lazy.compactMap({ context.element(at: $0) })
                .first(where: { !$0.isUserInteractionEnabled })
            {
                hits.append(
                    RuleHit(
                        path: node.path,
                        message:
                            "Turn user interaction on for the \(blocker.type) that contains this \(element.type), or move the "
                            + "\(element.type) out of it: touches never reach it, yet VoiceOver announces it as usable",
                        certainty: certainty))
            }
        }
        return hits
    }
}

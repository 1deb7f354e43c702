import Foundation

/// Text and the icons of controls stand out from what is behind them: 4.5:1 for text, 3:1 for
/// large text and for the graphics a control is recognised by.
public struct ContrastRule: TreeRule {
    /// Code that sets these on the element changes what this rule judges in an Interface Builder file.
    public let membersCodeMayOverride: CodeOverrides? = CodeOverrides(CodeOverrides.colours, includesViewsBehind: true)

    public init() {}

    public let metadata = RuleMetadata(
        id: "contrast",
        title: "Text and controls have enough colour contrast",
        criteria: ["1.4.3", "1.4.11"],
        defaultSeverity: .error,
        success:
            "Text has a contrast ratio of at least \(Self.threshold(\.minimumTextContrast)):1 against its background, or "
            + "\(Self.threshold(\.minimumLargeTextContrast)):1 when it is large (\(Self.threshold(\.largeTextSize)) pt, "
            + "or \(Self.threshold(\.largeBoldTextSize)) pt bold); the icon or glyph of a control without text has at least "
            + "\(Self.threshold(\.minimumNonTextContrast)):1.",
        failure: "Text or a control's icon is too close in luminance to its background to be read by people with low "
            + "vision or in bright light.",
        limitations:
            "Runs only where the capture gives colours: the element's foreground colour and a background colour "
            + "on it or an ancestor (translucent backgrounds are blended over the next one down; with no opaque "
            + "background the element is skipped). Views drawn behind the element that are not its ancestors, images "
            + "and gradients are not seen. Text of unknown size between "
            + "\(Self.threshold(\.minimumLargeTextContrast)):1 and \(Self.threshold(\.minimumTextContrast)):1 is reported for review. "
            + "Disabled controls and the text inside them are skipped, as WCAG exempts inactive components, and so is a "
            + "fully transparent text or icon colour. Interface Builder's system colours are judged in the appearance "
            + "the document shows (light unless its device is dark), with Apple's values; a system text colour that passes in "
            + "the other appearance fails in one only and is reported for review. A button configuration's colours win over the button's title colour.",
        guideline: "iOS Accessibility - Best Practices for the VoiceOver User Experience › Design, point 4")

    public let treeExamples: [RuleExample] = [
        .triggering(
            "light grey body text on white",
            RuleExample.screen([
                Element(
                    type: "UILabel", label: "Version 5.2.1", traits: [.staticText],
                    frame: Rect(x: 24, y: 700, width: 342, height: 20),
                    isAccessibilityElement: true, visibleText: "Version 5.2.1", foregroundColor: Color(hex: "#AAAAAA"),
                    backgroundColor: Color(hex: "#FFFFFF"), fontSize: 13)
            ])),
        .triggering(
            "a pale icon button on a white card",
            RuleExample.screen([
                Element(
                    type: "UIView", frame: Rect(x: 0, y: 0, width: 390, height: 844),
                    backgroundColor: Color(hex: "#FFFFFF"),
                    children: [
                        Element(
                            type: "UIButton", label: "Share", traits: [.button],
                            frame: Rect(x: 330, y: 50, width: 44, height: 44),
                            isAccessibilityElement: true, foregroundColor: Color(hex: "#D0D0D0"))
                    ])
            ])),
        .triggering(
            "large title text below 3:1",
            RuleExample.screen([
                Element(
                    type: "UILabel", label: "Welcome", traits: [.staticText, .header],
                    frame: Rect(x: 24, y: 100, width: 342, height: 40),
                    isAccessibilityElement: true, visibleText: "Welcome", foregroundColor: Color(hex: "#B0B0B0"),
                    backgroundColor: Color(hex: "#FFFFFF"), fontSize: 28, fontWeight: .bold)
            ])),
        .nonTriggering(
            "dark body text on white",
            RuleExample.screen([
                Element(
                    type: "UILabel", label: "Version 5.2.1", traits: [.staticText],
                    frame: Rect(x: 24, y: 700, width: 342, height: 20),
                    isAccessibilityElement: true, visibleText: "Version 5.2.1", foregroundColor: Color(hex: "#595959"),
                    backgroundColor: Color(hex: "#FFFFFF"), fontSize: 13)
            ])),
        .nonTriggering(
            "a dark icon button, large text at 3:1 and a disabled button",
            RuleExample.screen([
                Element(
                    type: "UIView", frame: Rect(x: 0, y: 0, width: 390, height: 844),
                    backgroundColor: Color(hex: "#FFFFFF"),
                    children: [
                        Element(
                            type: "UIButton", label: "Share", traits: [.button],
                            frame: Rect(x: 330, y: 50, width: 44, height: 44),
                            isAccessibilityElement: true, foregroundColor: Color(hex: "#6E6E6E")),
                        Element(
                            type: "UILabel", label: "Welcome", traits: [.staticText, .header],
                            frame: Rect(x: 24, y: 100, width: 342, height: 40),
                            isAccessibilityElement: true, visibleText: "Welcome",
                            foregroundColor: Color(hex: "#8A8A8A"),
                            fontSize: 28, fontWeight: .bold),
                        Element(
                            type: "UIButton", label: "Sign In", traits: [.button],
                            frame: Rect(x: 24, y: 390, width: 342, height: 50),
                            isAccessibilityElement: true, isEnabled: false, visibleText: "Sign In",
                            foregroundColor: Color(hex: "#C0C0C0")),
                    ])
            ])),
        .nonTriggering(
            "text whose background is unknown",
            RuleExample.screen([
                Element(
                    type: "UILabel", label: "Version 5.2.1", traits: [.staticText],
                    frame: Rect(x: 24, y: 700, width: 342, height: 20),
                    isAccessibilityElement: true, visibleText: "Version 5.2.1", foregroundColor: Color(hex: "#AAAAAA"),
                    fontSize: 13)
            ])),
    ]

    /// Weights WCAG counts as bold for large text.
    static let boldWeights: Set<FontWeight> = [.semibold, .bold, .heavy, .black]

    public func check(_ context: AuditContext) -> [RuleHit] {
        var elements: [ElementPath: Element] = [:]
        for node in context.visibleNodes { elements[node.path] = node.element }
        let profile = context.profile

        var hits: [RuleHit] = []
        for node in context.visibleNodes {
            let element = node.element
            // A fully transparent colour draws nothing (a clear tint on a background-tap button).
            guard let foreground = element.foregroundColor, foreground.alpha > 0 else { continue }
            if let frame = element.frame, frame.isEmpty { continue }
            let ancestors = node.ancestorPaths.compactMap { elements[$0] }
            guard !element.speaksNotEnabled, !ancestors.contains(where: \.speaksNotEnabled) else { continue }
            let text = element.visibleText?.nonBlank
            let isText = text != nil || element.traits.contains(.staticText)
            guard isText || element.isInteractive,
                let background = Self.effectiveBackground(of: [element] + ancestors)
            else { continue }

            let ratio = foreground.contrastRatio(over: background)
            let name = text ?? element.spokenName
            let required: Double
            let request: String
            var certainty = FindingCertainty.violation
            if !isText {
                required = profile.minimumNonTextContrast
                let subject = name.map { "the icon of \"\($0)\"" } ?? "the icon of this \(element.type)"
                request =
                    "Raise the contrast of \(subject) against its background to at least \(Self.threshold(required)):1"
            } else {
                let subject = name.map { "\"\($0)\"" } ?? "the text of this \(element.type)"
                if let size = element.fontSize {
                    let isBold = element.fontWeight.map(Self.boldWeights.contains) ?? false
                    let isLarge = size >= profile.largeTextSize || (isBold && size >= profile.largeBoldTextSize)
                    required = isLarge ? profile.minimumLargeTextContrast : profile.minimumTextContrast
                    request =
                        "Raise the contrast of \(subject) to at least \(Self.threshold(required)):1 for "
                        + (isLarge ? "large text" : "normal-size text")
                } else if ratio < profile.minimumLargeTextContrast {
                    // Too low even for large text, whatever its size.
                    required = profile.minimumLargeTextContrast
                    request =
                        "Raise the contrast of \(subject) to at least \(Self.threshold(profile.minimumTextContrast)):1 "
                        + "(\(Self.threshold(profile.minimumLargeTextContrast)):1 if it is large text)"
                } else {
                    required = profile.minimumTextContrast
                    request =
                        "If \(subject) is smaller than \(Self.threshold(profile.largeTextSize)) pt "
                        + "(\(Self.threshold(profile.largeBoldTextSize)) pt bold), raise its contrast to at least "
                        + "\(Self.threshold(required)):1"
                    certainty = .needsReview
                }
            }
            guard ratio < required else { continue }
            // A system text colour that passes in the other appearance (dark or light) fails in one
            // only: for review. A fixed colour the designer chose fails where it is shown.
            if let otherForeground = element.otherAppearanceForegroundColor,
                let otherBackground = Self.effectiveBackground(of: [element] + ancestors, otherAppearance: true),
                otherForeground.contrastRatio(over: otherBackground) >= required
            {
                certainty = .needsReview
            }
            hits.append(
                RuleHit(
                    path: node.path,
                    message: "\(request): \(foreground.hexString) on \(background.hexString) measures "
                        + "\(Self.measured(ratio, required: required)):1",
                    certainty: certainty))
        }
        return hits
    }

    /// The opaque colour behind an element: the nearest background colour among the element and its
    /// ancestors (nearest first), with translucent ones blended over the next one down; nil when no
    /// opaque background is known.
    static func effectiveBackground(of chain: [Element], otherAppearance: Bool = false) -> Color? {
        var layers: [Color] = []
        for element in chain {
            let shown =
                otherAppearance
                ? element.otherAppearanceBackgroundColor ?? element.backgroundColor : element.backgroundColor
            guard let colour = shown else { continue }
            layers.append(colour)
            if colour.alpha >= 1 { break }
        }
        guard let base = layers.last, base.alpha >= 1 else { return nil }
        return layers.dropLast().reversed().reduce(base) { below, layer in layer.composited(over: below) }
    }

    /// A measured ratio with two decimals, rounded down where rounding would reach the required ratio,
    /// so that a failing 4.497 never reads as 4.50.
    static func measured(_ ratio: Double, required: Double) -> String {
        let rounded = (ratio * 100).rounded() / 100
        return String(format: "%.2f", rounded >= required ? (ratio * 100).rounded(.down) / 100 : rounded)
    }

    /// A threshold from the profile without needless decimals: "4.5", "3", "18".
    static func threshold(_ value: Double) -> String {
        AuditProfile.formatted(value)
    }

    /// A WCAG 2.2 AA threshold, for the rule's description (findings use the run's profile).
    private static func threshold(_ value: KeyPath<AuditProfile, Double>) -> String {
        AuditProfile.formatted(AuditProfile.wcagAA[keyPath: value])
    }
}

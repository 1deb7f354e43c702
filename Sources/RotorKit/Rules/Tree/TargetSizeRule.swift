import Foundation

/// Targets are big enough to hit without hitting a neighbour: at least the profile's minimum on
/// each side, or, under WCAG 2.2 AA, far enough from other targets.
public struct TargetSizeRule: TreeRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "target-size",
        title: "Touch targets are large enough",
        criteria: ["2.5.8"],
        defaultSeverity: .warning,
        success:
            "Every control measures at least the profile's minimum in width and height: \(Self.square(.wcagAA)) pt "
            + "under WCAG 2.2 AA, \(Self.square(.appleHIG)) pt under Apple's guidelines, \(Self.square(.android)) dp "
            + "under Android's. Under WCAG 2.2 AA a smaller control also passes when a circle of "
            + "\(AuditProfile.formatted(AuditProfile.wcagAA.minimumTargetSize)) pt diameter centred on it overlaps no "
            + "other control and no other small control's circle.",
        failure: "A control is smaller than the minimum (and, under WCAG 2.2 AA, so close to another control that a "
            + "finger meant for one may land on the other).",
        limitations: "Elements without a frame, with a zero-size frame or entirely outside the screen are skipped, and "
            + "a screen without a known size is measured without the off-screen test. Links inside text (inline "
            + "targets) and system keyboard keys, whose size the system sets, are skipped. The frame is the "
            + "accessibility frame, which may differ from the area that really accepts a touch. WCAG's other "
            + "exceptions (an equivalent larger control elsewhere, an essential presentation) need a person to judge. "
            + "In Swift source, only literal frames and size constraints of buttons, links and views with a tap action "
            + "are measured, and under WCAG 2.2 AA they are reported for review, since the space around them is not "
            + "known; a SwiftUI frame that a later frame of at least the minimum encloses is not the target's size, and a "
            + "full-width row (`maxWidth: .infinity`) in a List or Form, or in a vertical stack whose spacing keeps rows "
            + "the minimum apart, passes the spacing test.",
        guideline: "Operable › Target Size (Minimum) (WCAG 2.5.8 - Level AA)")

    public let treeExamples: [RuleExample] = [
        .triggering(
            "a 20×20 pt close button beside another button",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Close", traits: [.button],
                    frame: Rect(x: 20, y: 60, width: 20, height: 20), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Help", traits: [.button],
                    frame: Rect(x: 42, y: 60, width: 20, height: 20), isAccessibilityElement: true),
            ])),
        .triggering(
            "a row of 16 pt rating stars touching each other",
            RuleExample.screen(
                (0..<5).map { index in
                    Element(
                        type: "UIButton", label: "\(index + 1) stars", traits: [.button],
                        frame: Rect(x: 20 + Double(index) * 18, y: 400, width: 16, height: 16),
                        isAccessibilityElement: true)
                })),
        .nonTriggering(
            "44×44 pt buttons",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Close", traits: [.button],
                    frame: Rect(x: 16, y: 50, width: 44, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Help", traits: [.button],
                    frame: Rect(x: 68, y: 50, width: 44, height: 44), isAccessibilityElement: true),
            ])),
        .nonTriggering(
            "a small button with room around it, and a link inside text",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Info", traits: [.button],
                    frame: Rect(x: 300, y: 200, width: 20, height: 20), isAccessibilityElement: true),
                Element(
                    type: "UITextView", traits: [.staticText], frame: Rect(x: 20, y: 500, width: 350, height: 60),
                    children: [
                        Element(
                            type: "Link", label: "terms", traits: [.link],
                            frame: Rect(x: 120, y: 520, width: 40, height: 17), isAccessibilityElement: true),
                        Element(
                            type: "Link", label: "privacy policy", traits: [.link],
                            frame: Rect(x: 190, y: 520, width: 90, height: 17), isAccessibilityElement: true),
                    ]),
            ])),
    ]

    public func check(_ context: AuditContext) -> [RuleHit] {
        let scale = context.pointsPerUnit
        let minimum = context.profile.minimumTargetSize
        let unit = context.screen.platform == .android ? "dp" : "pt"
        let targets = Self.targets(in: context)
        let undersized = targets.filter { $0.frame.width * scale < minimum || $0.frame.height * scale < minimum }
        let undersizedPaths = Set(undersized.map(\.path))
        // The spacing circle, in the capture's own units.
        let radius = minimum / 2 / scale

        var hits: [RuleHit] = []
        for target in undersized {
            let size = "\(Self.format(target.frame.width * scale))×\(Self.format(target.frame.height * scale)) \(unit)"
            let required =
                "\(Self.format(minimum))×\(Self.format(minimum)) \(unit) under \(context.profile.displayName)"
            let subject = target.element.spokenName.map { "\"\($0)\"" } ?? "this \(target.element.type)"
            if context.profile.appliesSpacingException {
                let crowding = Self.nearestCrowdingTarget(
                    of: target, targets: targets, undersized: undersizedPaths, radius: radius)
                guard let neighbour = crowding else { continue }
                let neighbourName =
                    neighbour.element.spokenName.map { "\"\($0)\"" } ?? "another \(neighbour.element.type)"
                hits.append(
                    RuleHit(
                        path: target.path,
                        message: "Make \(subject) at least \(required) (it measures \(size)), or move it so that a "
                            + "\(Self.format(minimum)) \(unit) circle centred on it stays clear of \(neighbourName)"))
            } else {
                hits.append(
                    RuleHit(
                        path: target.path,
                        message: "Make \(subject) at least \(required); it measures \(size)"))
            }
        }
        return hits
    }

    struct Target {
        var path: ElementPath
        var element: Element
        var frame: Rect
    }

    /// Controls a person can touch, with a usable frame, on screen, in reading order.
    static func targets(in context: AuditContext) -> [Target] {
        let screenRect = context.screen.size.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
        var nodes: [ElementPath: AuditContext.Node] = [:]
        for node in context.visibleNodes { nodes[node.path] = node }
        return context.readingItems.compactMap { item in
            let element = item.element
            guard element.isInteractive, !element.traits.contains(.keyboardKey),
                let frame = element.frame, !frame.isEmpty
            else { return nil }
            if let screenRect, !frame.intersects(screenRect) { return nil }
            if element.traits.contains(.link), isInText(nodes[item.path], nodes: nodes) { return nil }
            return Target(path: item.path, element: element, frame: frame)
        }
    }

    /// Whether a link sits inside a text view or label, where the line height sets its size.
    private static func isInText(_ node: AuditContext.Node?, nodes: [ElementPath: AuditContext.Node]) -> Bool {
        guard let node else { return false }
        return node.ancestorPaths.contains { path in
            guard let traits = nodes[path]?.element.traits else { return false }
            return traits.contains(.staticText) || traits.contains(.textArea)
        }
    }

    /// WCAG 2.5.8's spacing test for an undersized target: the nearest target that its circle
    /// intersects, or whose own circle (for another undersized target) intersects it; nil if none.
    /// Circles that only touch do not intersect.
    static func nearestCrowdingTarget(
        of target: Target, targets: [Target], undersized: Set<ElementPath>, radius: Double
    ) -> Target? {
        let centreX = target.frame.midX
        let centreY = target.frame.midY
        var nearest: (target: Target, distanceSquared: Double)?
        for other in targets where other.path != target.path {
            // From the centre to the nearest point of the other target's rectangle.
            let toRectX = centreX - min(max(centreX, other.frame.minX), other.frame.maxX)
            let toRectY = centreY - min(max(centreY, other.frame.minY), other.frame.maxY)
            let toRectSquared = toRectX * toRectX + toRectY * toRectY
            let centresX = centreX - other.frame.midX
            let centresY = centreY - other.frame.midY
            // Two circles of one radius intersect when their centres are closer than a diameter.
            let circlesIntersect =
                undersized.contains(other.path)
                && centresX * centresX + centresY * centresY < 4 * radius * radius
            guard toRectSquared < radius * radius || circlesIntersect else { continue }
            if nearest.map({ toRectSquared < $0.distanceSquared }) ?? true { nearest = (other, toRectSquared) }
        }
        return nearest?.target
    }

    /// "20", "20.5": at most one decimal, none when whole.
    static func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return String(format: rounded == rounded.rounded() ? "%.0f" : "%.1f", rounded)
    }
}

extension TargetSizeRule {
    /// "24×24": a profile's minimum target, for the rule's description.
    private static func square(_ profile: AuditProfile) -> String {
        let side = AuditProfile.formatted(profile.minimumTargetSize)
        return "\(side)×\(side)"
    }
}

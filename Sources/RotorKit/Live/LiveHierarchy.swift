/// One object of a running app's accessibility hierarchy, as UIKit exposes it: a `UIView`, a
/// `UIAccessibilityElement`, or anything else in an `accessibilityElements` array. The UIKit
/// adapter (`UIKitAccessibilityNode`, on Apple platforms) reads these from the live objects; tests
/// here use fakes, so the walk is the same code on every platform.
public protocol AccessibilityNode {
    /// The object's class name, such as `UIButton`; rules and reports show it.
    var typeName: String { get }
    var isAccessibilityElement: Bool { get }
    var accessibilityLabel: String? { get }
    var accessibilityValue: String? { get }
    var accessibilityHint: String? { get }
    var accessibilityIdentifier: String? { get }
    /// `accessibilityTraits` in Rotor's vocabulary, plus the role VoiceOver takes from the class
    /// (a `UISwitch` is a switch button, a `UITextField` a text field).
    var traits: Set<AccessibilityTrait> { get }
    /// `accessibilityFrame`: in screen coordinates, in points.
    var accessibilityFrame: Rect { get }
    /// `isHidden` or `accessibilityElementsHidden`: nothing below is read.
    var isHiddenFromAccessibility: Bool { get }
    var isEnabled: Bool { get }
    var accessibilityViewIsModal: Bool { get }
    var shouldGroupAccessibilityChildren: Bool { get }
    var accessibilityCustomActionNames: [String] { get }
    /// `accessibilityElements` when set (VoiceOver reads them in that order), otherwise the subviews.
    var accessibilityChildren: [any AccessibilityNode] { get }
    /// Whether the children are an `accessibilityElements` array, whose order VoiceOver follows
    /// instead of sorting by position.
    var hasExplicitElementOrder: Bool { get }
}

/// Turns a live hierarchy into a `Screen`, which every tree rule, the speaker and `verify` read.
public enum LiveHierarchy {
    /// Walks from `root` (usually the key window) without recursion, so a deep hierarchy cannot
    /// overflow the stack; levels beyond `Limits.maxDepth` and elements beyond `Limits.maxElements`
    /// are not read, and the screen says so in `truncated`.
    public static func screen(from root: any AccessibilityNode, title: String? = nil, scale: Double? = nil) -> (
        screen: Screen, truncated: Bool
    ) {
        // Each node is visited on the way down (its children pushed) and built on the way back up,
        // from the elements its children left on `built`.
        struct Pending {
            var node: any AccessibilityNode
            var depth: Int
            var childCount: Int
            var visited = false
        }
        var stack = [Pending(node: root, depth: 0, childCount: 0)]
        var built: [Element] = []
        var count = 0
        var truncated = false
        while var entry = stack.popLast() {
            if !entry.visited {
                entry.visited = true
                count += 1
                let atLimit = entry.depth >= Limits.maxDepth || count >= Limits.maxElements
                let available = entry.node.isHiddenFromAccessibility ? [] : entry.node.accessibilityChildren
                if atLimit, !available.isEmpty { truncated = true }
                let children = atLimit ? [] : available
                entry.childCount = children.count
                stack.append(entry)
                for child in children.reversed() {
                    stack.append(Pending(node: child, depth: entry.depth + 1, childCount: 0))
                }
                continue
            }
            let children = Array(built.suffix(entry.childCount))
            built.removeLast(entry.childCount)
            built.append(element(entry.node, children: children))
        }
        let rootElement = built.last ?? element(root, children: [])
        let frame = root.accessibilityFrame
        let screen = Screen(
            platform: .ios, size: Size(width: frame.width, height: frame.height), scale: scale, title: title,
            root: rootElement)
        return (screen, truncated)
    }

    private static func element(_ node: any AccessibilityNode, children: [Element]) -> Element {
        Element(
            type: node.typeName,
            label: node.accessibilityLabel,
            value: node.accessibilityValue,
            hint: node.accessibilityHint,
            traits: node.traits,
            identifier: node.accessibilityIdentifier,
            frame: node.accessibilityFrame,
            isAccessibilityElement: node.isAccessibilityElement,
            isHidden: node.isHiddenFromAccessibility,
            isEnabled: node.isEnabled && !node.traits.contains(.notEnabled),
            isSelected: node.traits.contains(.selected),
            isModal: node.accessibilityViewIsModal,
            groupsChildren: node.shouldGroupAccessibilityChildren,
            childOrder: node.hasExplicitElementOrder ? Array(children.indices) : nil,
            customActions: node.accessibilityCustomActionNames,
            children: children)
    }
}

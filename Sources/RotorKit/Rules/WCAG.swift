/// A WCAG conformance level.
public enum WCAGLevel: String, Sendable, Codable, Comparable {
    case a = "A"
    case aa = "AA"
    case aaa = "AAA"

    public static func < (lhs: WCAGLevel, rhs: WCAGLevel) -> Bool {
        let order: [WCAGLevel] = [.a, .aa, .aaa]
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}

/// A WCAG 2.2 success criterion, named and tagged the way axe-core tags its rules (`wcag111`).
public struct WCAGCriterion: Hashable, Sendable {
    /// The number, such as "1.1.1".
    public var number: String
    public var name: String
    public var level: WCAGLevel

    /// axe-style tag: "wcag111", "wcag258".
    public var tag: String { "wcag" + number.filter(\.isNumber) }

    /// "WCAG 1.1.1 Non-text Content (A)".
    public var citation: String { "WCAG \(number) \(name) (\(level.rawValue))" }

    /// The criterion's page in the W3C Understanding documents.
    public var helpURL: String {
        "https://www.w3.org/WAI/WCAG22/Understanding/\(Self.slugs[number] ?? "")"
    }

    /// Looks a criterion up by its number; nil for a number Rotor does not cite.
    public static func numbered(_ number: String) -> WCAGCriterion? {
        all.first { $0.number == number }
    }

    /// The criteria Rotor's rules cite.
    public static let all: [WCAGCriterion] = [
        WCAGCriterion(number: "1.1.1", name: "Non-text Content", level: .a),
        WCAGCriterion(number: "1.3.1", name: "Info and Relationships", level: .a),
        WCAGCriterion(number: "1.3.2", name: "Meaningful Sequence", level: .a),
        WCAGCriterion(number: "1.4.3", name: "Contrast (Minimum)", level: .aa),
        WCAGCriterion(number: "1.4.4", name: "Resize Text", level: .aa),
        WCAGCriterion(number: "1.4.11", name: "Non-text Contrast", level: .aa),
        WCAGCriterion(number: "2.1.1", name: "Keyboard", level: .a),
        WCAGCriterion(number: "2.2.1", name: "Timing Adjustable", level: .a),
        WCAGCriterion(number: "2.2.2", name: "Pause, Stop, Hide", level: .a),
        WCAGCriterion(number: "2.3.1", name: "Three Flashes or Below Threshold", level: .a),
        WCAGCriterion(number: "2.4.1", name: "Bypass Blocks", level: .a),
        WCAGCriterion(number: "2.4.2", name: "Page Titled", level: .a),
        WCAGCriterion(number: "2.4.3", name: "Focus Order", level: .a),
        WCAGCriterion(number: "2.4.4", name: "Link Purpose (In Context)", level: .a),
        WCAGCriterion(number: "2.4.6", name: "Headings and Labels", level: .aa),
        WCAGCriterion(number: "2.4.11", name: "Focus Not Obscured (Minimum)", level: .aa),
        WCAGCriterion(number: "2.5.3", name: "Label in Name", level: .a),
        WCAGCriterion(number: "2.5.4", name: "Motion Actuation", level: .a),
        WCAGCriterion(number: "2.5.7", name: "Dragging Movements", level: .aa),
        WCAGCriterion(number: "2.5.8", name: "Target Size (Minimum)", level: .aa),
        WCAGCriterion(number: "4.1.2", name: "Name, Role, Value", level: .a),
        WCAGCriterion(number: "4.1.3", name: "Status Messages", level: .aa),
    ]

    private static let slugs: [String: String] = [
        "1.1.1": "non-text-content", "1.3.1": "info-and-relationships", "1.3.2": "meaningful-sequence",
        "1.4.3": "contrast-minimum", "1.4.4": "resize-text", "1.4.11": "non-text-contrast", "2.1.1": "keyboard",
        "2.2.1": "timing-adjustable", "2.2.2": "pause-stop-hide", "2.3.1": "three-flashes-or-below-threshold",
        "2.4.1": "bypass-blocks", "2.4.2": "page-titled", "2.4.3": "focus-order", "2.4.4": "link-purpose-in-context",
        "2.4.6": "headings-and-labels", "2.4.11": "focus-not-obscured-minimum", "2.5.3": "label-in-name",
        "2.5.4": "motion-actuation", "2.5.7": "dragging-movements", "2.5.8": "target-size-minimum",
        "4.1.2": "name-role-value", "4.1.3": "status-messages",
    ]
}

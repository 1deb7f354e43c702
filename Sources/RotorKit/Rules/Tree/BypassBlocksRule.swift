/// A long row of similar controls, such as a stories tray, costs a screen reader user one swipe per
/// item to get past; as one adjustable element it costs one.
public struct BypassBlocksRule: TreeRule {
    public init() {}

    /// Fewer items than this are quick enough to swipe past.
    static let minimumRowLength = 6

    public let metadata = RuleMetadata(
        id: "bypass-blocks",
        title: "Long rows of similar items can be skipped",
        criteria: ["2.4.1"],
        defaultSeverity: .info,
        success: "A row of many similar items, such as a tray of stories or a strip of filters, is one accessibility "
            + "element with a short summary label and the adjustable trait: a swipe up or down moves through the "
            + "items, and a swipe right moves past the whole row. A container that groups its items is accepted too.",
        failure: "Every item of a long row is a separate stop, so a screen reader user must swipe through all of them "
            + "to reach what follows.",
        limitations: "Looks for six or more controls of the same type read one after another in one visual row; "
            + "items that are not marked as controls (such as collection view cells without the button trait), "
            + "keyboard keys, toolbars, tab bars and navigation bars, and rows that continue into a grid of the same "
            + "items (a calendar) are not reported, nor are rows in Interface Builder files: laid out by hand, they are "
            + "a control per action, of which code shows some, while rows of like items come from data and show in captures. "
            + "Whether the row is long enough to be worth skipping is a judgement, so findings need review.",
        guideline: "Operable › Bypass Blocks (WCAG 2.4.1 - Level A)")

    public let treeExamples: [RuleExample] = [
        .triggering(
            "a stories tray of eight buttons running off the screen",
            RuleExample.screen([
                Self.tray(count: 8)
            ])),
        .triggering(
            "a row of six filter chips laid out directly in the screen's view",
            RuleExample.screen(
                Self.chips(["All", "Unread", "Flagged", "Photos", "Files", "Links"], y: 120))),
        .nonTriggering(
            "the tray as one adjustable element named Stories",
            RuleExample.screen([
                Element(
                    type: "StoriesTrayView", label: "Stories", value: "Story by Ana, 1 of 8", traits: [.adjustable],
                    frame: Rect(x: 0, y: 100, width: 390, height: 96), isAccessibilityElement: true,
                    children: [Self.tray(count: 8)])
            ])),
        .nonTriggering(
            "the tray grouping its items",
            RuleExample.screen([
                {
                    var tray = Self.tray(count: 8)
                    tray.groupsChildren = true
                    return tray
                }()
            ])),
        .nonTriggering(
            "six buttons in a row drawn in Interface Builder: a bar of different actions",
            {
                var screen = RuleExample.screen(
                    Self.chips(["Back", "Forward", "Bookmarks", "Share", "Settings", "Menu"], y: 60))
                screen.sourceFormat = .interfaceBuilder
                return screen
            }()),
        .nonTriggering(
            "five items: quick to swipe past",
            RuleExample.screen([
                Self.tray(count: 5)
            ])),
        .nonTriggering(
            "a calendar: rows of days that continue into a grid",
            RuleExample.screen(
                Self.chips(["1", "2", "3", "4", "5", "6", "7"], y: 300)
                    + Self.chips(["8", "9", "10", "11", "12", "13", "14"], y: 350))),
        .nonTriggering(
            "a row of mixed controls",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Bold", traits: [.button],
                    frame: Rect(x: 10, y: 60, width: 44, height: 44),
                    isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Italic", traits: [.button],
                    frame: Rect(x: 60, y: 60, width: 44, height: 44),
                    isAccessibilityElement: true),
                Element(
                    type: "UISwitch", label: "Markdown", traits: [.switchButton],
                    frame: Rect(x: 110, y: 60, width: 51, height: 31),
                    isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Link", traits: [.button],
                    frame: Rect(x: 170, y: 60, width: 44, height: 44),
                    isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "List", traits: [.button],
                    frame: Rect(x: 220, y: 60, width: 44, height: 44),
                    isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Quote", traits: [.button],
                    frame: Rect(x: 270, y: 60, width: 44, height: 44),
                    isAccessibilityElement: true),
            ])),
    ]

    public func check(_ context: AuditContext) -> [RuleHit] {
        // A row drawn in Interface Builder is laid out by hand, one control per action, and code
        // shows only some of them (judged on real apps: a toolbar of different actions each time);
        // rows of like items come from data, which captures show.
        guard context.screen.sourceFormat != .interfaceBuilder else { return [] }
        let items = context.readingItems
        var hits: [RuleHit] = []
        var start = 0
        while start < items.count {
            guard let first = Self.rowFrame(items[start]) else {
                start += 1
                continue
            }
            var end = start + 1
            while end < items.count, items[end].element.type == items[start].element.type,
                let frame = Self.rowFrame(items[end]), let previous = Self.rowFrame(items[end - 1]),
                Self.isSameRow(frame, first), previous.maxX <= frame.minX || frame.maxX <= previous.minX
            {
                end += 1
            }
            let runRange = start..<end
            start = end
            let run = items[runRange]
            guard run.count >= Self.minimumRowLength, !Self.continuesAsGrid(items, run: runRange) else { continue }
            let container = Self.commonAncestor(run.map(\.path))
            guard context.element(at: container)?.groupsChildren != true,
                !Self.isInsideBar(container, root: context.screen.root)
            else { continue }
            let firstName = Self.quoted(items[runRange.lowerBound].element)
            let lastName = Self.quoted(items[runRange.upperBound - 1].element)
            hits.append(
                RuleHit(
                    path: container,
                    message:
                        "Let people skip this row of \(run.count) similar items (\(firstName) to \(lastName)) in one "
                        + "swipe: make the row one adjustable element with a short summary label, whose swipe up and down "
                        + "moves through the items, or group the items",
                    certainty: .needsReview))
        }
        return hits
    }

    /// The frame of an item that can be part of a row: a control other than a keyboard key.
    static func rowFrame(_ item: ReadingItem) -> Rect? {
        guard item.element.isInteractive, !item.element.traits.contains(.keyboardKey),
            let frame = item.element.frame, !frame.isEmpty
        else { return nil }
        return frame
    }

    /// Each centre lies within the other's height.
    static func isSameRow(_ frame: Rect, _ other: Rect) -> Bool {
        frame.midY >= other.minY && frame.midY <= other.maxY && other.midY >= frame.minY && other.midY <= frame.maxY
    }

    /// The items just before or after the row are of the same kind: one row of a grid or a longer list.
    static func continuesAsGrid(_ items: [ReadingItem], run: Range<Int>) -> Bool {
        let type = items[run.lowerBound].element.type
        return [run.lowerBound - 1, run.upperBound].contains { index in
            items.indices.contains(index) && items[index].element.type == type && rowFrame(items[index]) != nil
        }
    }

    /// Type names of bars whose controls people use rather than skip: toolbars, tab bars, navigation bars.
    static let barNames = [
        "toolbar", "tabbar", "navigationbar", "actionbar", "bottomnavigation", "appbar", "segmentedcontrol",
    ]

    /// Whether the element at `path` or one of its ancestors is a bar.
    static func isInsideBar(_ path: ElementPath, root: Element) -> Bool {
        var element = root
        var remaining = path.indices[...]
        while true {
            let name = element.type.lowercased()
            if element.traits.contains(.tabBar) || barNames.contains(where: name.contains) { return true }
            guard let index = remaining.popFirst(), element.children.indices.contains(index) else { return false }
            element = element.children[index]
        }
    }

    static func commonAncestor(_ paths: [ElementPath]) -> ElementPath {
        guard var common = paths.first?.indices else { return ElementPath() }
        for path in paths.dropFirst() {
            common = Array(common.prefix(zip(common, path.indices).prefix { $0 == $1 }.count))
        }
        return ElementPath(common)
    }

    static func quoted(_ element: Element) -> String {
        element.spokenName.map { "\"\($0)\"" } ?? element.summary
    }

    // MARK: Example screens

    private static let storyAuthors = ["Ana", "Ben", "Chloé", "Dev", "Eli", "Fay", "Gus", "Hana"]

    private static func tray(count: Int) -> Element {
        Element(
            type: "UIScrollView", identifier: "storiesTray", frame: Rect(x: 0, y: 100, width: 390, height: 96),
            children: storyAuthors.prefix(count).enumerated().map { index, name in
                Element(
                    type: "StoryButton", label: "Story by \(name)", traits: [.button],
                    frame: Rect(x: 12 + Double(index) * 76, y: 108, width: 64, height: 80), isAccessibilityElement: true
                )
            })
    }

    private static func chips(_ labels: [String], y: Double) -> [Element] {
        labels.enumerated().map { index, label in
            Element(
                type: "UIButton", label: label, traits: [.button],
                frame: Rect(x: 8 + Double(index) * 54, y: y, width: 48, height: 36), isAccessibilityElement: true)
        }
    }
}

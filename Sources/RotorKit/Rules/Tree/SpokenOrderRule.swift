/// Items that sit side by side belong together: a table of titles and values read column by column
/// ("Subtotal, Discount, Shipping, Taxes", then the amounts) leaves every amount without its title.
public struct SpokenOrderRule: TreeRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "spoken-order",
        title: "Rows are read together, in the order they appear",
        criteria: ["1.3.2", "2.4.3"],
        platforms: [.ios],
        defaultSeverity: .warning,
        success: "The screen reader follows the layout: top to bottom, and within a row from leading to trailing, so "
            + "a title is followed by its value (\"Subtotal\", \"$999.99\"). Where nested stack views would read a "
            + "table column by column, the container's accessibilityElements lists the items row by row, or each row "
            + "is one accessibility element.",
        failure: "A table of title and value pairs is read column by column (\"Subtotal, Discount, Shipping, Taxes\", "
            + "then the amounts), so no amount can be matched with its title; or an explicit accessibilityElements "
            + "order jumps back up to content above.",
        limitations: "Works from frames: elements without one are not checked. Whether the items of a row belong "
            + "together, and whether an explicit order that goes back up the screen is meant (a Buy button read after "
            + "the price below it), is a judgement, so findings need review. Columns drawn as separate cards, each on "
            + "its own background colour, are taken as meant to be read whole.",
        guideline: "VoiceOver Guidelines › Spoken Order")

    public let treeExamples: [RuleExample] = [
        .triggering(
            "an order summary whose accessibilityElements lists the titles column before the values column",
            RuleExample.screen([Self.summary(childOrder: [0, 1])])),
        .triggering(
            "the same columns each grouped, so each column is read whole",
            RuleExample.screen([Self.summary(groupedColumns: true)])),
        .triggering(
            "an explicit order that reads the Continue button before the heading above it",
            RuleExample.screen([Self.welcome(childOrder: [2, 0, 1])])),
        .nonTriggering(
            "the same columns without an explicit order: rows are read title, value",
            RuleExample.screen([Self.summary()])),
        .nonTriggering(
            "accessibilityElements listing the items row by row",
            RuleExample.screen([Self.flatSummary(childOrder: [0, 4, 1, 5, 2, 6, 3, 7])])),
        .nonTriggering(
            "each row one accessibility element",
            RuleExample.screen([
                Element(
                    type: "UIStackView", frame: Rect(x: 16, y: 200, width: 358, height: 58),
                    children: [
                        Self.row("Subtotal, $999.99", y: 200),
                        Self.row("Discount, -$601.00", y: 230),
                    ])
            ])),
        .nonTriggering(
            "an explicit order that follows the layout top to bottom",
            RuleExample.screen([Self.welcome(childOrder: [0, 1, 2])])),
        .nonTriggering(
            "two product cards side by side, each on its own background, each read whole",
            RuleExample.screen([Self.cards()])),
    ]

    public func check(_ context: AuditContext) -> [RuleHit] {
        let threshold = ReadingOrderOptions.defaults(for: context.screen).rowThreshold
        let items = context.readingItems
        let frames = items.map { item in item.element.frame.flatMap { $0.isEmpty ? nil : $0 } }
        let grids = columnReadGrids(frames, threshold: threshold).filter {
            !isCardLayout($0, items: items, context: context)
        }
        var hits = grids.map { gridHit($0, items: items) }
        var inGrid = Set<Int>()
        for grid in grids { inGrid.formUnion(grid.indices) }
        hits += backwardJumpHits(context, frames: frames, threshold: threshold, inGrid: inGrid)
        return hits
    }

    /// A run of reading items read column by column: `columns` runs of `rows` items each.
    struct Grid {
        var start: Int
        var rows: Int
        var columns: Int

        var indices: Range<Int> { start..<(start + rows * columns) }

        func index(row: Int, column: Int) -> Int { start + column * rows + row }
    }

    /// Finds runs that go down one column, then back up to the first row of the next column, row
    /// for row beside the first.
    func columnReadGrids(_ frames: [Rect?], threshold: Double) -> [Grid] {
        // downRun[i]: how many items from i on go straight down one column.
        var downRun = [Int](repeating: 1, count: frames.count)
        for index in frames.indices.reversed().dropFirst() {
            if let upper = frames[index], let lower = frames[index + 1],
                Self.isBelow(lower, upper, threshold: threshold), Self.overlapsHorizontally(lower, upper)
            {
                downRun[index] = downRun[index + 1] + 1
            }
        }
        var grids: [Grid] = []
        var start = 0
        while start < frames.count {
            let rows = downRun[start]
            var columns = 1
            while rows >= 2, start + (columns + 1) * rows <= frames.count {
                let grid = Grid(start: start, rows: rows, columns: columns + 1)
                let besideColumnBefore = (0..<rows).allSatisfy { row in
                    guard let cell = frames[grid.index(row: row, column: columns)],
                        let before = frames[grid.index(row: row, column: columns - 1)]
                    else { return false }
                    return Self.isSameRow(cell, before, threshold: threshold)
                        && !Self.overlapsHorizontally(cell, before)
                }
                guard besideColumnBefore else { break }
                columns += 1
            }
            if columns >= 2 {
                let grid = Grid(start: start, rows: rows, columns: columns)
                grids.append(grid)
                start = grid.indices.upperBound
            } else {
                start += 1
            }
        }
        return grids
    }

    /// Columns that each sit in their own coloured container are cards, meant to be read whole.
    func isCardLayout(_ grid: Grid, items: [ReadingItem], context: AuditContext) -> Bool {
        let gridDepth = Self.commonAncestor(grid.indices.map { items[$0].path }).indices.count
        return (0..<grid.columns).allSatisfy { column in
            let container = Self.commonAncestor((0..<grid.rows).map { items[grid.index(row: $0, column: column)].path })
            guard container.indices.count > gridDepth else { return false }
            // The column's own containers, below the one the whole grid shares.
            return (gridDepth + 1...container.indices.count).contains { depth in
                let element = context.element(at: ElementPath(Array(container.indices.prefix(depth))))
                return (element?.backgroundColor?.alpha ?? 0) > 0
            }
        }
    }

    func gridHit(_ grid: Grid, items: [ReadingItem]) -> RuleHit {
        let firstColumn = (0..<grid.rows).map { Self.quoted(items[grid.index(row: $0, column: 0)].element) }
        let shownColumn = firstColumn.count > 4 ? firstColumn.prefix(4) + ["…"] : firstColumn[...]
        let firstTitle = firstColumn[0]
        let firstValue = Self.quoted(items[grid.index(row: 0, column: 1)].element)
        let secondTitle = firstColumn[1]
        return RuleHit(
            path: Self.commonAncestor(grid.indices.map { items[$0].path }),
            message: "Read this table row by row: VoiceOver reads \(shownColumn.joined(separator: ", ")) before "
                + "\(firstValue), which sits beside \(firstTitle). List the items row by row in this view's "
                + "accessibilityElements (\(firstTitle), \(firstValue), \(secondTitle), …) or make each row one "
                + "accessibility element",
            certainty: .needsReview)
    }

    /// An explicit order (accessibilityElements) that moves from one listed child back up to one above.
    func backwardJumpHits(_ context: AuditContext, frames: [Rect?], threshold: Double, inGrid: Set<Int>) -> [RuleHit] {
        var hits: [RuleHit] = []
        for node in context.visibleNodes
        where node.element.childOrder != nil && !node.isInsideAccessibilityElement
            && !node.element.isAccessibilityElement
        {
            let depth = node.path.indices.count
            let inside = context.readingItems.indices.filter {
                context.readingItems[$0].path.indices.starts(with: node.path.indices)
            }
            for (from, to) in zip(inside, inside.dropFirst()) {
                let fromPath = context.readingItems[from].path.indices
                let toPath = context.readingItems[to].path.indices
                guard fromPath[depth] != toPath[depth], !(inGrid.contains(from) && inGrid.contains(to)),
                    let fromFrame = frames[from], let toFrame = frames[to],
                    Self.isBelow(fromFrame, toFrame, threshold: threshold)
                else { continue }
                let later = Self.quoted(context.readingItems[from].element)
                let earlier = Self.quoted(context.readingItems[to].element)
                hits.append(
                    RuleHit(
                        path: node.path,
                        message:
                            "Check the order in this view's accessibilityElements: VoiceOver goes from \(later) back up "
                            + "to \(earlier), which sits above it. List the elements top to bottom unless the content's "
                            + "meaning needs this order",
                        certainty: .needsReview))
                break
            }
        }
        return hits
    }

    static func isSameRow(_ first: Rect, _ second: Rect, threshold: Double) -> Bool {
        abs(first.minY - second.minY) < threshold || abs(first.midY - second.midY) < threshold
    }

    /// Clearly on a lower row: both its top and its centre are lower by a row threshold or more.
    static func isBelow(_ lower: Rect, _ upper: Rect, threshold: Double) -> Bool {
        lower.minY - upper.minY >= threshold && lower.midY - upper.midY >= threshold
    }

    static func overlapsHorizontally(_ first: Rect, _ second: Rect) -> Bool {
        first.minX < second.maxX && second.minX < first.maxX
    }

    static func commonAncestor(_ paths: [ElementPath]) -> ElementPath {
        guard var common = paths.first?.indices else { return ElementPath() }
        for path in paths.dropFirst() {
            let shared = zip(common, path.indices).prefix { $0 == $1 }.count
            common = Array(common.prefix(shared))
        }
        return ElementPath(common)
    }

    static func quoted(_ element: Element) -> String {
        element.spokenName.map { "\"\($0)\"" } ?? element.summary
    }

    // MARK: Example screens

    private static let summaryRows: [(title: String, value: String)] = [
        ("Subtotal", "$999.99"), ("Discount", "-$601.00"), ("Shipping", "$0.01"), ("Taxes", "$333.33"),
    ]

    private static func text(_ label: String, x: Double, y: Double, width: Double) -> Element {
        Element(
            type: "UILabel", label: label, traits: [.staticText], frame: Rect(x: x, y: y, width: width, height: 22),
            isAccessibilityElement: true, visibleText: label)
    }

    /// The voiceover-guidelines.md "Spoken Order" cell: a column of titles beside a column of values.
    private static func summary(childOrder: [Int]? = nil, groupedColumns: Bool = false) -> Element {
        let titles = summaryRows.enumerated().map { text($1.title, x: 16, y: 200 + Double($0) * 30, width: 120) }
        let values = summaryRows.enumerated().map { text($1.value, x: 254, y: 200 + Double($0) * 30, width: 120) }
        return Element(
            type: "UIView", frame: Rect(x: 0, y: 190, width: 390, height: 140), childOrder: childOrder,
            children: [
                Element(
                    type: "UIStackView", frame: Rect(x: 16, y: 200, width: 120, height: 112),
                    groupsChildren: groupedColumns,
                    children: titles),
                Element(
                    type: "UIStackView", frame: Rect(x: 254, y: 200, width: 120, height: 112),
                    groupsChildren: groupedColumns,
                    children: values),
            ])
    }

    /// The same labels as direct children of one view: titles first, then values.
    private static func flatSummary(childOrder: [Int]) -> Element {
        let titles = summaryRows.enumerated().map { text($1.title, x: 16, y: 200 + Double($0) * 30, width: 120) }
        let values = summaryRows.enumerated().map { text($1.value, x: 254, y: 200 + Double($0) * 30, width: 120) }
        return Element(
            type: "UIView", frame: Rect(x: 0, y: 190, width: 390, height: 140), childOrder: childOrder,
            children: titles + values)
    }

    private static func row(_ label: String, y: Double) -> Element {
        Element(
            type: "UIStackView", label: label, traits: [.staticText], frame: Rect(x: 16, y: y, width: 358, height: 22),
            isAccessibilityElement: true)
    }

    private static func welcome(childOrder: [Int]) -> Element {
        Element(
            type: "UIView", frame: Rect(x: 0, y: 0, width: 390, height: 844), childOrder: childOrder,
            children: [
                Element(
                    type: "UILabel", label: "Welcome", traits: [.staticText, .header],
                    frame: Rect(x: 24, y: 120, width: 342, height: 34),
                    isAccessibilityElement: true),
                Element(
                    type: "UILabel", label: "Create an account to keep your order history.", traits: [.staticText],
                    frame: Rect(x: 24, y: 170, width: 342, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Continue", traits: [.button],
                    frame: Rect(x: 24, y: 740, width: 342, height: 50),
                    isAccessibilityElement: true),
            ])
    }

    private static func cards() -> Element {
        func card(_ name: String, _ price: String, x: Double) -> Element {
            Element(
                type: "ProductCardView", frame: Rect(x: x, y: 200, width: 171, height: 120),
                groupsChildren: true, backgroundColor: Color(red: 1, green: 1, blue: 1),
                children: [
                    text(name, x: x + 12, y: 212, width: 147),
                    text(price, x: x + 12, y: 244, width: 147),
                ])
        }
        return Element(
            type: "UIView", frame: Rect(x: 0, y: 190, width: 390, height: 140),
            backgroundColor: Color(red: 0.95, green: 0.95, blue: 0.95),
            children: [
                card("Desk lamp", "$49.00", x: 16), card("Floor lamp", "$89.00", x: 203),
            ])
    }
}

/// One stop of a screen reader's swipe: an accessibility element, where it sits in the tree, and
/// why it comes where it does.
public struct ReadingItem: Hashable, Sendable {
    public var path: ElementPath
    public var element: Element
    /// From the screen inwards: the stop's place at each level that orders it.
    public var placement: [ReadingStep]

    public init(path: ElementPath, element: Element, placement: [ReadingStep] = []) {
        self.path = path
        self.element = element
        self.placement = placement
    }

    /// The placement as one line: "on screen, 2nd of 5 by position › in Navigation bar, 1st of 3".
    public var reason: String {
        placement.map(\.description).joined(separator: " \u{203A} ")
    }
}

/// A stop's place at one level of the tree: which unit it belongs to there, how that level is
/// ordered, and its position among the level's units.
public struct ReadingStep: Hashable, Sendable {
    public enum Ordering: Hashable, Sendable {
        /// Rows top to bottom, each leading to trailing (VoiceOver).
        case position
        /// The order of the view hierarchy (TalkBack).
        case hierarchy
        /// `accessibilityElements` (or a snapshot's `childOrder`).
        case explicit
        /// `shouldGroupAccessibilityChildren`: read together, by position.
        case grouped
        /// TalkBack's actionable nodes inside a focusable one, after it.
        case inside
    }

    /// What holds the level: `Navigation bar "Settings"`, `Other #card`; nil for the screen.
    public var holder: String?
    public var container: ContainerKind?
    public var ordering: Ordering
    /// 1-based position of the stop's unit among `count` units.
    public var position: Int
    public var count: Int

    public init(holder: String?, container: ContainerKind?, ordering: Ordering, position: Int, count: Int) {
        self.holder = holder
        self.container = container
        self.ordering = ordering
        self.position = position
        self.count = count
    }

    public var description: String {
        let place = "\(Self.ordinal(position)) of \(count)"
        let holder = holder ?? "screen"
        switch ordering {
        case .explicit: return "explicit order (accessibilityElements) of \(holder), \(place)"
        case .grouped: return "grouped (shouldGroupAccessibilityChildren) in \(holder), \(place)"
        case .inside: return "inside \(holder), \(place)"
        case .position, .hierarchy:
            let order = ordering == .position ? "by position" : "in hierarchy order"
            guard self.holder != nil else { return "on screen, \(place) \(order)" }
            if container?.numbersRows == true { return "in \(holder), row \(position) of \(count)" }
            return "in \(holder), \(place)"
        }
    }

    /// 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st.
    static func ordinal(_ number: Int) -> String {
        let suffix: String
        switch (number % 10, number % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(number)\(suffix)"
    }
}

public struct ReadingOrderOptions: Hashable, Sendable {
    /// Elements whose top edges differ by less than this are one row (about 8 pt on a phone).
    public var rowThreshold: Double
    /// Read rows from the trailing (right) edge, as for Arabic or Hebrew.
    public var rightToLeft: Bool
    /// TalkBack also focuses actionable nodes inside a focusable one (a voice-search button in a
    /// search bar); VoiceOver never enters an accessibility element.
    public var readsInsideElements: Bool
    /// VoiceOver sorts the units of each level by position; TalkBack keeps the view hierarchy's
    /// order, which Android has already sorted by position when it built the tree.
    public var ordersByPosition: Bool

    public init(
        rowThreshold: Double = 8, rightToLeft: Bool = false, readsInsideElements: Bool = false,
        ordersByPosition: Bool = true
    ) {
        self.rowThreshold = rowThreshold
        self.rightToLeft = rightToLeft
        self.readsInsideElements = readsInsideElements
        self.ordersByPosition = ordersByPosition
    }

    /// Android captures are in pixels: scale the threshold by the density where known.
    public static func defaults(for screen: Screen) -> ReadingOrderOptions {
        switch screen.platform {
        case .ios: return ReadingOrderOptions()
        case .android:
            return ReadingOrderOptions(
                rowThreshold: 8 * (screen.scale ?? 2.625), readsInsideElements: true, ordersByPosition: false)
        }
    }
}

/// The order in which a screen reader visits a screen's elements when the user swipes right.
///
/// VoiceOver moves through containers (`ContainerKind`: a navigation bar, a table, a scroll view,
/// a picker…): it reads all of one before the next, its content in its own order, content
/// scrolled out of view included. Plain views are no unit: their children are sorted with their
/// parent's, top to bottom and leading to trailing by rows, which is why two columns of labels
/// interleave unless grouped. An explicit child order (`accessibilityElements`) and a group
/// (`shouldGroupAccessibilityChildren`) are units too. TalkBack keeps the hierarchy's order.
/// Hidden subtrees are skipped, nothing inside an accessibility element is visited (TalkBack
/// excepted, see `readsInsideElements`), and while a modal view is shown only that view is read.
public enum ReadingOrder {
    public static func items(in screen: Screen, options: ReadingOrderOptions? = nil) -> [ReadingItem] {
        let options = options ?? .defaults(for: screen)
        let (scope, scopePath) = modalScope(of: screen.root) ?? (screen.root, ElementPath())
        let blocks = collectBlocks(scope, at: scopePath, options: options)
        return placed(
            arranged(blocks, options: options), holder: nil, container: nil,
            ordering: options.ordersByPosition ? .position : .hierarchy)
    }

    /// The frontmost visible modal view: the last one in document order.
    static func modalScope(of root: Element) -> (Element, ElementPath)? {
        var found: (Element, ElementPath)?
        var stack: [(Element, ElementPath)] = [(root, ElementPath())]
        while let (element, path) = stack.popLast() {
            guard !element.isHidden else { continue }
            if element.isModal, found.map({ $0.1 < path }) ?? true { found = (element, path) }
            for (index, child) in element.children.enumerated() {
                stack.append((child, path.appending(index)))
            }
        }
        return found
    }

    /// A run of items that stays together when its container is sorted among its siblings.
    struct Block {
        var items: [ReadingItem]
        var frame: Rect?
        var firstPath: ElementPath
        /// The container this block reads as a unit, if any.
        var container: ContainerKind?
    }

    static func collectBlocks(_ element: Element, at path: ElementPath, options: ReadingOrderOptions) -> [Block] {
        if element.isHidden { return [] }
        if element.isAccessibilityElement {
            let item = ReadingItem(path: path, element: element)
            guard options.readsInsideElements else {
                return [Block(items: [item], frame: element.frame, firstPath: path)]
            }
            let nested = element.children.enumerated().flatMap { index, child in
                collectBlocks(child, at: path.appending(index), options: options).filter {
                    $0.items.contains { $0.element.isInteractive }
                }
            }
            let inside = placed(
                arranged(nested, options: options), holder: element.summary, container: nil, ordering: .inside)
            return [Block(items: [item] + inside, frame: element.frame, firstPath: path)]
        }
        let childIndices =
            element.childOrder?.filter { element.children.indices.contains($0) }
            ?? Array(element.children.indices)
        var seen = Set<Int>()
        let perChild = childIndices.filter { seen.insert($0).inserted }.map { index in
            collectBlocks(element.children[index], at: path.appending(index), options: options)
        }
        let units: [Block]
        let ordering: ReadingStep.Ordering
        if element.childOrder != nil {
            // Each listed child is one unit of the explicit order, its own content arranged inside it.
            units = perChild.compactMap { blocks in
                let items = arranged(blocks, options: options).flatMap(\.items)
                return items.first.map { Block(items: items, frame: nil, firstPath: $0.path) }
            }
            ordering = .explicit
        } else if element.groupsChildren {
            units = arranged(perChild.flatMap { $0 }, options: options)
            ordering = .grouped
        } else if element.container != nil {
            units = arranged(perChild.flatMap { $0 }, options: options)
            ordering = options.ordersByPosition ? .position : .hierarchy
        } else {
            return perChild.flatMap { $0 }
        }
        let items = placed(units, holder: holderName(element), container: element.container, ordering: ordering)
        guard !items.isEmpty else { return [] }
        return [
            Block(
                items: items, frame: element.frame ?? unionFrame(items), firstPath: path, container: element.container)
        ]
    }

    /// The units in reading order: by position for VoiceOver, in hierarchy order for TalkBack.
    static func arranged(_ blocks: [Block], options: ReadingOrderOptions) -> [Block] {
        options.ordersByPosition ? sorted(blocks, options: options) : blocks.sorted { $0.firstPath < $1.firstPath }
    }

    /// The units' items with this level's step in front of their placement.
    static func placed(_ units: [Block], holder: String?, container: ContainerKind?, ordering: ReadingStep.Ordering)
        -> [ReadingItem]
    {
        units.enumerated().flatMap { offset, unit in
            let step = ReadingStep(
                holder: holder, container: container, ordering: ordering, position: offset + 1, count: units.count)
            return unit.items.map { item in
                var item = item
                item.placement.insert(step, at: 0)
                return item
            }
        }
    }

    /// `Navigation bar "Settings"` for a container; the element's summary for a plain view.
    static func holderName(_ element: Element) -> String {
        guard let container = element.container else { return element.summary }
        // Android resource ids name the view after `:id/`; the package before it says nothing here.
        let identifier = element.identifier?.nonBlank.map { $0.components(separatedBy: ":id/").last ?? $0 }
        guard let name = element.label?.nonBlank ?? identifier else { return container.displayName }
        return "\(container.displayName) \"\(name.count > 40 ? String(name.prefix(39)) + "\u{2026}" : name)\""
    }

    /// Where a unit sits among its siblings. A scrolling container is placed by the content it
    /// shows clear of the bars beside it, not by its frame: a table often spans the whole screen
    /// under a translucent navigation bar, and content scrolled up behind the bar or out of view
    /// must not pull the table in front of the bar.
    static func sortingFrame(of block: Block, bars: [Rect]) -> Rect? {
        guard block.container?.scrolls == true, let visible = block.frame else { return block.frame }
        let shown = block.items.compactMap(\.element.frame).filter { frame in
            visible.contains(frame) && !bars.contains { $0.intersects(frame) }
        }
        guard let first = shown.first else { return visible }
        return shown.dropFirst().reduce(first) { $0.union($1) }
    }

    static func unionFrame(_ items: [ReadingItem]) -> Rect? {
        let frames = items.map(\.element.frame)
        guard let first = frames.first ?? nil else { return nil }
        var union = first
        for frame in frames.dropFirst() {
            guard let frame else { return nil }
            union = union.union(frame)
        }
        return union
    }

    /// Two frames share a row when their tops are close, or when each one's vertical centre lies
    /// within the other (a title centred between taller bar buttons).
    static func isSameRow(_ anchor: Rect, _ candidate: Rect, threshold: Double) -> Bool {
        if candidate.minY - anchor.minY < threshold { return true }
        let candidateCentreInAnchor = candidate.midY >= anchor.minY && candidate.midY <= anchor.maxY
        let anchorCentreInCandidate = anchor.midY >= candidate.minY && anchor.midY <= candidate.maxY
        return candidateCentreInAnchor && anchorCentreInCandidate
    }

    /// Rows top to bottom, each row leading to trailing. Without frames for every block the
    /// geometry is unknown, so document order stands.
    static func sorted(_ blocks: [Block], options: ReadingOrderOptions) -> [Block] {
        let byDocument = blocks.sorted { $0.firstPath < $1.firstPath }
        let bars = blocks.filter { [.navigationBar, .toolbar, .tabBar].contains($0.container) }.compactMap(\.frame)
        let framed = byDocument.compactMap { block in sortingFrame(of: block, bars: bars).map { (block, $0) } }
        guard framed.count == byDocument.count else { return byDocument }

        let byTop = framed.sorted { lhs, rhs in
            lhs.1.minY != rhs.1.minY ? lhs.1.minY < rhs.1.minY : lhs.0.firstPath < rhs.0.firstPath
        }
        var rows: [[(Block, Rect)]] = []
        for entry in byTop {
            if let anchor = rows.last?.first?.1, isSameRow(anchor, entry.1, threshold: options.rowThreshold) {
                rows[rows.count - 1].append(entry)
            } else {
                rows.append([entry])
            }
        }
        return rows.flatMap { row in
            row.sorted { lhs, rhs in
                let left = options.rightToLeft ? -lhs.1.maxX : lhs.1.minX
                let right = options.rightToLeft ? -rhs.1.maxX : rhs.1.minX
                return left != right ? left < right : lhs.0.firstPath < rhs.0.firstPath
            }.map(\.0)
        }
    }
}

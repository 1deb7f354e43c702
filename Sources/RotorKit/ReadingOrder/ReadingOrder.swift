/// One stop of a screen reader's swipe: an accessibility element and where it sits in the tree.
public struct ReadingItem: Hashable, Sendable {
    public var path: ElementPath
    public var element: Element

    public init(path: ElementPath, element: Element) {
        self.path = path
        self.element = element
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

    public init(rowThreshold: Double = 8, rightToLeft: Bool = false, readsInsideElements: Bool = false) {
        self.rowThreshold = rowThreshold
        self.rightToLeft = rightToLeft
        self.readsInsideElements = readsInsideElements
    }

    /// Android captures are in pixels: scale the threshold by the density where known.
    public static func defaults(for screen: Screen) -> ReadingOrderOptions {
        switch screen.platform {
        case .ios: return ReadingOrderOptions()
        case .android: return ReadingOrderOptions(rowThreshold: 8 * (screen.scale ?? 2.625), readsInsideElements: true)
        }
    }
}

/// The order in which VoiceOver visits a screen's elements when the user swipes right.
///
/// VoiceOver sorts elements by position: top to bottom, then leading to trailing within a row. An
/// explicit child order (`accessibilityElements`) and a group (`shouldGroupAccessibilityChildren`)
/// are read as one block in their own order, placed where the container sits. Hidden subtrees
/// are skipped, nothing inside an accessibility element is visited, and while a modal view is
/// shown only that view is read.
public enum ReadingOrder {
    public static func items(in screen: Screen, options: ReadingOrderOptions? = nil) -> [ReadingItem] {
        let options = options ?? .defaults(for: screen)
        let (scope, scopePath) = modalScope(of: screen.root) ?? (screen.root, ElementPath())
        let blocks = collectBlocks(scope, at: scopePath, options: options)
        return sorted(blocks, options: options).flatMap(\.items)
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
    }

    static func collectBlocks(_ element: Element, at path: ElementPath, options: ReadingOrderOptions) -> [Block] {
        if element.isHidden { return [] }
        if element.isAccessibilityElement {
            let item = ReadingItem(path: path, element: element)
            guard options.readsInsideElements else { return [Block(items: [item], frame: element.frame, firstPath: path)] }
            let nested = element.children.enumerated().flatMap { index, child in
                collectBlocks(child, at: path.appending(index), options: options).filter { $0.items.contains { $0.element.isInteractive } }
            }
            return [Block(items: [item] + sorted(nested, options: options).flatMap(\.items), frame: element.frame, firstPath: path)]
        }
        let childIndices = element.childOrder?.filter { element.children.indices.contains($0) }
            ?? Array(element.children.indices)
        var seen = Set<Int>()
        let perChild = childIndices.filter { seen.insert($0).inserted }.map { index in
            collectBlocks(element.children[index], at: path.appending(index), options: options)
        }
        if element.childOrder != nil {
            let items = perChild.flatMap { sorted($0, options: options).flatMap(\.items) }
            return items.isEmpty ? [] : [Block(items: items, frame: element.frame ?? unionFrame(items), firstPath: path)]
        }
        if element.groupsChildren {
            let items = sorted(perChild.flatMap { $0 }, options: options).flatMap(\.items)
            return items.isEmpty ? [] : [Block(items: items, frame: element.frame ?? unionFrame(items), firstPath: path)]
        }
        return perChild.flatMap { $0 }
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
        let framed = byDocument.compactMap { block in block.frame.map { (block, $0) } }
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

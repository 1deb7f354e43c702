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

    public init(rowThreshold: Double = 8, rightToLeft: Bool = false) {
        self.rowThreshold = rowThreshold
        self.rightToLeft = rightToLeft
    }

    /// Android captures are in pixels: scale the threshold by the density where known.
    public static func defaults(for screen: Screen) -> ReadingOrderOptions {
        switch screen.platform {
        case .ios: return ReadingOrderOptions()
        case .android: return ReadingOrderOptions(rowThreshold: 8 * (screen.scale ?? 2.625))
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
            return [Block(items: [ReadingItem(path: path, element: element)], frame: element.frame, firstPath: path)]
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
            if let rowTop = rows.last?.first?.1.minY, entry.1.minY - rowTop < options.rowThreshold {
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

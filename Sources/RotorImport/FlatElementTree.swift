import Foundation
import RotorKit

/// A tree held as a flat list in document (pre-order) order, each node naming its parent.
///
/// The capture importers read their input into this shape with loops, work out what they infer
/// (labelled descendants, ancestors, …) in forward or backward passes over the list, and only then
/// nest the `Element`s. Nothing here recurses, so no input can overflow the stack.
struct FlatElementTree {
    /// Parent index of each node; nil only for the root, which is node 0.
    private(set) var parents: [Int?] = []
    /// Child indices of each node, in document order.
    private(set) var children: [[Int]] = []

    var count: Int { parents.count }

    /// Adds a node after all nodes added so far. The first node is the root; every later node
    /// needs a parent added before it, which pre-order guarantees.
    @discardableResult
    mutating func append(parent: Int?) -> Int {
        let index = parents.count
        parents.append(parent)
        children.append([])
        if let parent { children[parent].append(index) }
        return index
    }

    /// Nests `elements` (one per node, children ignored) into a single tree and returns its root.
    ///
    /// Walks the list backwards: in pre-order every child comes after its parent, so each node's
    /// children are complete by the time the node itself is reached.
    func assemble(_ elements: [Element]) -> Element? {
        precondition(elements.count == count, "one element per node")
        var built = elements.map(Optional.some)
        for index in stride(from: count - 1, through: 0, by: -1) {
            guard var element = built[index] else { continue }
            element.children = children[index].compactMap { built[$0].take() }
            built[index] = element
        }
        return built.first ?? nil
    }
}

/// Small helpers the capture importers share.
enum CaptureValues {
    /// The string unchanged, or nil when it is missing or holds only whitespace (captures write
    /// `label=""` for "no label").
    static func present(_ text: String?) -> String? {
        guard let text, text.nonBlank != nil else { return nil }
        return text
    }

    /// A finite number written as text, or nil when the text is not one.
    static func number(_ text: String) -> Double? {
        guard let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite else { return nil }
        return number
    }
}

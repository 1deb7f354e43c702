/// An iOS version as projects and `#available` write it (`14`, `14.5`, `16.4.1`), compared
/// component by component, a missing one as 0.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let components: [Int]

    /// `14.5`, `v14_5` (a package's `.v14_5` style), or nil when the text is no version.
    public init?(_ text: some StringProtocol) {
        var digits = Substring(text.trimmingPrefix("v"))
        digits = digits.split(separator: " ").first ?? digits
        let parts = digits.split(omittingEmptySubsequences: false) { $0 == "." || $0 == "_" }.map { Int($0) }
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
        components = parts.compactMap { $0 }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        for index in 0..<max(lhs.components.count, rhs.components.count) {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    public func hash(into hasher: inout Hasher) {
        var trimmed = components
        while trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }

    public var description: String { components.map(String.init).joined(separator: ".") }
}

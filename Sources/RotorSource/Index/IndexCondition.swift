import Foundation
import RotorKit

/// What must be true across the project for a finding to stand. Each kind of condition evaluates
/// itself against the merged index, so the index knows none of them by name: a rule declares its
/// own beside its checker (`SourceRule.indexConditions`) and reads the facts it needs with
/// `ProjectIndex.fact(_:)`. Findings are cached with their conditions, keyed by `name`.
public protocol IndexCondition: Sendable, Codable {
    /// The stable name a cache entry records the condition by (`IndexRegistry`): renaming one
    /// only turns old entries into misses.
    static var name: String { get }
    func holds(in index: ProjectIndex) -> Bool
    /// Whether the finding, if it stands, is in code only debug builds reach (`DebugOnlyCode`):
    /// then it is a review item (`Finding.inDebugOnlyCode`).
    func isDebugOnly(in index: ProjectIndex) -> Bool
}

extension IndexCondition {
    public func isDebugOnly(in index: ProjectIndex) -> Bool { false }

    /// `finding` as the project has it: dropped unless the condition holds, a review item when
    /// only debug builds reach it.
    public func decide(_ finding: Finding, in index: ProjectIndex) -> Finding? {
        guard holds(in: index) else { return nil }
        return isDebugOnly(in: index) ? finding.inDebugOnlyCode() : finding
    }
}

/// Every one of the conditions holds.
public struct AllConditions: IndexCondition {
    public static let name = "all"
    public var conditions: [any IndexCondition]

    public init(_ conditions: [any IndexCondition]) {
        self.conditions = conditions
    }

    public func holds(in index: ProjectIndex) -> Bool {
        conditions.allSatisfy { $0.holds(in: index) }
    }

    public func isDebugOnly(in index: ProjectIndex) -> Bool {
        conditions.contains { $0.isDebugOnly(in: index) }
    }

    /// `conditions` as one, or nil when there are none; nested `AllConditions` are flattened.
    public static func combining(_ conditions: [any IndexCondition]) -> (any IndexCondition)? {
        let flat = conditions.flatMap(parts)
        return flat.count > 1 ? AllConditions(flat) : flat.first
    }

    /// The conditions that must all hold: those of an `AllConditions`, or `condition` alone.
    public static func parts(of condition: any IndexCondition) -> [any IndexCondition] {
        (condition as? AllConditions)?.conditions.flatMap(parts) ?? [condition]
    }

    public init(from decoder: any Decoder) throws {
        conditions = try [AnyIndexCondition](from: decoder).map(\.condition)
    }

    public func encode(to encoder: any Encoder) throws {
        try conditions.map(AnyIndexCondition.init).encode(to: encoder)
    }
}

/// Any condition, encoded with its kind's name so that it decodes as the same kind. A name the
/// registry does not know (a rule renamed or removed since the entry was written) fails to decode,
/// which makes the cache entry holding it a miss.
public struct AnyIndexCondition: Sendable, Codable {
    public var condition: any IndexCondition

    public init(_ condition: any IndexCondition) {
        self.condition = condition
    }

    private enum CodingKeys: String, CodingKey {
        case kind
        case value
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .kind)
        guard let kind = IndexRegistry.of(decoder).conditions[name] else {
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "no condition is named \(name)")
        }
        condition = try Self.decode(kind, from: container)
    }

    private static func decode<C: IndexCondition>(_ kind: C.Type, from container: KeyedDecodingContainer<CodingKeys>)
        throws -> any IndexCondition
    {
        try container.decode(kind, forKey: .value)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type(of: condition).name, forKey: .kind)
        try container.encode(condition, forKey: .value)
    }
}

/// The kinds of condition and of fact that cache entries may name, by their stable names: the
/// index's shared ones and those the rules declare. `RuleCatalog.indexRegistry` holds every rule's;
/// a decoder reads the one in its `userInfo` (`IndexRegistry.userInfoKey`), else the catalog's.
public struct IndexRegistry: @unchecked Sendable {
    // Unchecked: it holds only metatypes, which nothing mutates.
    public private(set) var conditions: [String: any IndexCondition.Type] = [:]
    public private(set) var facts: [String: any ProjectFact.Type] = [:]

    /// The shared kinds and those of `rules`.
    public init(rules: [any SourceRule]) {
        register(conditions: ProjectIndex.sharedConditions, facts: ProjectIndex.sharedFacts)
        for rule in rules { register(conditions: rule.indexConditions, facts: rule.projectFacts) }
    }

    public mutating func register(conditions: [any IndexCondition.Type], facts: [any ProjectFact.Type]) {
        for kind in conditions { self.conditions[kind.name] = kind }
        for kind in facts { self.facts[kind.name] = kind }
    }

    public static let userInfoKey = CodingUserInfoKey(rawValue: "RotorIndexRegistry")!

    static func of(_ decoder: any Decoder) -> IndexRegistry {
        decoder.userInfo[userInfoKey] as? IndexRegistry ?? RuleCatalog.indexRegistry
    }
}

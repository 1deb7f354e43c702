import RotorKit

/// A value one file contributes to a `ProjectFact`: cached with the file's index.
public typealias FileFact = Sendable & Hashable & Codable

/// A kind of knowledge that crosses files, declared by whoever needs it: a rule
/// (`SourceRule.projectFacts`) or the index itself for facts many rules share
/// (`ProjectIndex.sharedFacts`). It says what it gathers from one file (its `collector`, run in
/// the rules' one walk), and how the files' values make the project's: the merged value, with
/// whatever follows once every file is known, is the fact kind's own value, which conditions read
/// with `ProjectIndex.fact(_:)`.
public protocol ProjectFact: Sendable {
    associatedtype FileValue: FileFact
    /// The stable name a cache entry records the file's value by (`IndexRegistry`).
    static var name: String { get }
    /// The checker that gathers one file's value while the rules walk it; nil for a file that
    /// cannot add to the fact (one that names nothing the collector looks for).
    static func collector(file: SourceFile, context: SourceContext) -> FactCollector?
    /// The project's fact, from every file's value in the order of the files (none: no file had one).
    init(merging values: [FileValue])
}

/// The per-file half of a `ProjectFact`: a checker that reports nothing. It overrides the visits it
/// needs and names them in `interests`, as a rule's checker does, so all fact kinds share the walk.
public class FactCollector: SourceChecker {
    /// The shared collector of the same file, for what it already tracks (the types of locals).
    var shared: IndexCollector?

    /// The file's value, asked once after `finish`; nil when the file adds nothing.
    var value: (any FileFact)? { nil }
}

/// One file's values of the fact kinds it contributes to, by kind.
public struct FileFactValues: Sendable, Hashable, Codable {
    /// A value with its kind, which merges it.
    struct Entry: @unchecked Sendable {
        // Unchecked: the kind is a metatype, which nothing mutates.
        var kind: any ProjectFact.Type
        var value: any FileFact
    }

    private var values: [String: Entry] = [:]

    public init() {}

    public subscript<Fact: ProjectFact>(kind: Fact.Type) -> Fact.FileValue? {
        get { values[kind.name]?.value as? Fact.FileValue }
        set { values[kind.name] = newValue.map { Entry(kind: kind, value: $0) } }
    }

    /// Records what a collector gathered for `kind`.
    mutating func record(_ value: any FileFact, of kind: any ProjectFact.Type) {
        values[kind.name] = Entry(kind: kind, value: value)
    }

    /// The kinds' values, in no particular order.
    var entries: Dictionary<String, Entry>.Values { values.values }

    public static func == (lhs: FileFactValues, rhs: FileFactValues) -> Bool {
        lhs.values.count == rhs.values.count
            && lhs.values.allSatisfy { name, value in rhs.values[name].map { equal(value.value, $0.value) } ?? false }
    }

    private static func equal<Value: Hashable>(_ value: Value, _ other: any FileFact) -> Bool {
        value == other as? Value
    }

    public func hash(into hasher: inout Hasher) {
        // Order-independent, as the dictionary is.
        var combined = 0
        for (name, value) in values {
            var entry = Hasher()
            entry.combine(name)
            entry.combine(value.value)
            combined ^= entry.finalize()
        }
        hasher.combine(combined)
    }

    private struct Name: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Name.self)
        let registry = IndexRegistry.of(decoder)
        for key in container.allKeys {
            guard let kind = registry.facts[key.stringValue] else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "no fact is named \(key.stringValue)")
            }
            values[key.stringValue] = Entry(kind: kind, value: try Self.decode(kind, key: key, from: container))
        }
    }

    private static func decode<Fact: ProjectFact>(
        _ kind: Fact.Type, key: Name, from container: KeyedDecodingContainer<Name>
    ) throws -> any FileFact {
        try container.decode(Fact.FileValue.self, forKey: key)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Name.self)
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            try container.encode(value.value, forKey: Name(stringValue: name))
        }
    }
}

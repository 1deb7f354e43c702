import SwiftSyntax

/// None of the members a font size is computed from (`titleSize`, `Metrics.titleSize`) grows
/// with the reader's text size (`@ScaledMetric`, `UIFontMetrics`, a text style) in any file
/// (`ScaledMembers`).
public struct UnscaledSize: IndexCondition {
    public static let name = "unscaledSize"
    public var names: [String]

    public init(names: [String]) {
        self.names = names
    }

    public func holds(in index: ProjectIndex) -> Bool {
        index.fact(ScaledMembers.self).names.isDisjoint(with: names)
    }
}

/// The project's properties and functions whose value grows with the reader's text size
/// (`@ScaledMetric`, or built with `UIFontMetrics` or a text style, directly or through another
/// such member of the same file), after the type that declares them (`Metrics.titleSize`), or
/// alone outside any type.
public struct ScaledMembers: ProjectFact {
    public static let name = "scaledMembers"
    public var names: Set<String>

    public init(merging values: [Set<String>]) {
        names = values.reduce(into: []) { $0.formUnion($1) }
    }

    /// None for a file that names no scaling call or `@ScaledMetric`, as most do not.
    public static func collector(file: SourceFile, context: SourceContext) -> FactCollector? {
        ScalingMembers.mayScale(file.text) ? Collector(file: file, context: context) : nil
    }

    final class Collector: FactCollector {
        private var scaling = ScalingMembers()
        override var interests: SourceInterests { [.functions, .variables] }

        override var value: (any FileFact)? {
            let names = scaling.names()
            return names.isEmpty ? nil : names
        }

        override func visit(_ node: FunctionDeclSyntax, scope: ScopeChain) {
            if let body = node.body { scaling.record([node.name.text], owner: scope.typeName, code: Syntax(body)) }
        }

        override func visit(_ node: VariableDeclSyntax, scope: ScopeChain) {
            if node.attributes.contains(where: { UIKitReceivers.isAttribute($0, named: "ScaledMetric") }) {
                let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
                scaling.record(names, owner: scope.typeName, code: nil, scales: true)
            } else {
                for binding in node.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    scaling.record([name], owner: scope.typeName, code: ScalingMembers.valueCode(of: binding))
                }
            }
        }
    }
}

/// The file's members whose value grows with the reader's text size, for `dynamic-type`: a size
/// from one of them is no fixed size, wherever it is used.
struct ScalingMembers {
    /// Calls that give a size or font the reader's text size: UIFontMetrics scales what it is
    /// handed, and a text style's font is drawn at that size.
    static let scalingCalls: Set<String> = ["scaledValue", "scaledFont", "preferredFont"]

    /// Whether a file may declare any: most never name a scaling call or `@ScaledMetric`.
    static func mayScale(_ text: String) -> Bool {
        text.containsBytes("scaled") || text.containsBytes("preferredFont") || text.containsBytes("ScaledMetric")
    }

    /// The code that gives a property its value: its initializer, or its getter (not the
    /// observers `didSet` and `willSet`, which run beside it). Nil for a property with neither.
    static func valueCode(of binding: PatternBindingSyntax) -> Syntax? {
        if let value = binding.initializer?.value { return Syntax(value) }
        switch binding.accessorBlock?.accessors {
        case .getter(let body)?:
            return Syntax(body)
        case .accessors(let accessors)?:
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body.map(Syntax.init)
        case nil:
            return nil
        }
    }

    /// Whether code calls UIFontMetrics or asks for a text style's font.
    static func callsScaling(_ code: Syntax) -> Bool {
        code.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return scalingCalls.contains(name) }
            return false
        }
    }

    private var scaling: Set<String> = []
    /// Members not known to scale, with the names their code refers to: they scale if one of those does.
    private var pending: [(names: [String], references: Set<String>)] = []

    /// A declaration of `names` in `owner`, with the code that gives its value; `scales` for one
    /// that grows by its attribute (`@ScaledMetric`).
    mutating func record(_ names: [String], owner: String?, code: Syntax?, scales: Bool = false) {
        guard !names.isEmpty else { return }
        let qualified = names.map { name in owner.map { $0 + "." + name } ?? name }
        if scales { return scaling.formUnion(qualified) }
        guard let code else { return }
        if Self.callsScaling(code) { return scaling.formUnion(qualified) }
        var references: Set<String> = []
        for token in code.tokens(viewMode: .sourceAccurate) {
            // A name in a type's code may be the type's member or one declared outside any type.
            if case .identifier(let name) = token.tokenKind {
                references.formUnion([name] + (owner.map { [$0 + "." + name] } ?? []))
            }
        }
        pending.append((qualified, references))
    }

    /// Every scaling member, those that scale through another found until nothing changes.
    func names() -> Set<String> {
        var found = scaling
        var changed = true
        while changed {
            changed = false
            for member in pending where !found.contains(member.names[0]) && !member.references.isDisjoint(with: found) {
                found.formUnion(member.names)
                changed = true
            }
        }
        return found
    }
}

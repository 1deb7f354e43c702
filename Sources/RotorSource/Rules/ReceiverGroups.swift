import RotorKit
import SwiftSyntax

/// Ties together the names one view goes by in a file, so a statement about a view and a statement
/// configuring it meet: `self.button` in a class and in its extensions, and the local `button` a
/// `lazy var button: UIButton = { let button = UIButton(); …; return button }()` closure configures.
/// The walk notes every variable declaration into the one in `FileFacts` (`facts.receiverGroups`);
/// rules ask it in `finish`.
final class ReceiverGroups {
    /// A closure's local → the property whose initializer returns it.
    private var propertyForLocal: [ReceiverKey: ReceiverKey] = [:]
    /// Canonical key → every key facts filed under it; built on first use in `finish`.
    private var members: [ReceiverKey: [ReceiverKey]]?
    private var typeNameOfScope: [Int: String] = [:]
    private var firstScopeOfType: [String: Int] = [:]

    /// Types given by a cast, which facts do not record: `let cell = … as! ProfileCell`.
    private var castTypes: [ReceiverKey: String] = [:]

    /// Notes a variable's cast type, and a local declared in a stored property's initializer
    /// closure and returned from it.
    func note(_ node: VariableDeclSyntax, scope: ScopeChain) {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let elements = binding.initializer?.value.as(SequenceExprSyntax.self)?.elements.map({ $0 }),
                elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
                let type = elements[2].as(TypeExprSyntax.self)?.type
            else { continue }
            castTypes[scope.key(named: name)] = RuleWalker.baseTypeName(type)
        }
        guard case .closure? = scope.scopes.last?.kind,
            let closure = Self.innermostClosure(containing: node),
            let property = Self.propertyInitialized(by: closure),
            let returned = Self.returnedName(of: closure)
        else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name == returned else {
                continue
            }
            let local = scope.key(named: name)
            propertyForLocal[local] = ReceiverKey(scopeID: scope.typeScope.id, path: property)
        }
    }

    /// The one key every name of the receiver maps to.
    func canonical(_ key: ReceiverKey, facts: FileFacts) -> ReceiverKey {
        prepareScopes(facts)
        var resolved = key
        let components = key.path.split(separator: ".", maxSplits: 1).map(String.init)
        if let first = components.first, let property = propertyForLocal[ReceiverKey(scopeID: key.scopeID, path: first)]
        {
            resolved = ReceiverKey(
                scopeID: property.scopeID, path: ([property.path] + components.dropFirst()).joined(separator: "."))
        }
        // A class and its extensions are separate scopes that share their properties and `self`.
        if let typeName = typeNameOfScope[resolved.scopeID], let first = firstScopeOfType[typeName] {
            resolved.scopeID = first
        }
        return resolved
    }

    /// Every key facts filed the receiver's statements under.
    func keys(sharing key: ReceiverKey, facts: FileFacts) -> [ReceiverKey] {
        let canonicalKey = canonical(key, facts: facts)
        if members == nil {
            var grouped: [ReceiverKey: [ReceiverKey]] = [:]
            for raw in facts.receivers.keys { grouped[canonical(raw, facts: facts), default: []].append(raw) }
            members = grouped
        }
        return members?[canonicalKey] ?? [key]
    }

    func assignments(to property: String, of key: ReceiverKey, facts: FileFacts) -> [Assignment] {
        keys(sharing: key, facts: facts).flatMap { facts.assignments(to: property, of: $0) }
    }

    /// The type the receiver was created with, declared as or cast to, under any of its names.
    func typeName(of key: ReceiverKey, facts: FileFacts) -> String? {
        keys(sharing: key, facts: facts).lazy.compactMap { facts.receiver($0)?.typeName ?? self.castTypes[$0] }.first
    }

    private func prepareScopes(_ facts: FileFacts) {
        guard typeNameOfScope.isEmpty, !facts.typeScopes.isEmpty else { return }
        for (name, scopes) in facts.typeScopes {
            for scope in scopes { typeNameOfScope[scope] = name }
            firstScopeOfType[name] = scopes.min()
        }
    }

    private static func innermostClosure(containing node: some SyntaxProtocol) -> ClosureExprSyntax? {
        var current = node.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self) { return closure }
            if syntax.is(DeclSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// `button` for `lazy var button: UIButton = { … }()` or `let button: UIButton = { … }()` in a type.
    private static func propertyInitialized(by closure: ClosureExprSyntax) -> String? {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id,
            let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self),
            declaration.parent?.is(MemberBlockItemSyntax.self) == true
        else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// The name a closure returns at its top level: `button` for `…; return button`.
    private static func returnedName(of closure: ClosureExprSyntax) -> String? {
        for statement in closure.statements.reversed() {
            if let returned = statement.item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self) {
                return returned.baseName.text
            }
        }
        return nil
    }
}

/// The classes a file declares and what each inherits from, so a rule can tell that `ProfileCell`
/// is a `UITableViewCell` or that `RatingView` implements `accessibilityIncrement()`.
struct DeclaredClasses {
    private var superclassOf: [String: String] = [:]
    private var declared: Set<String> = []

    mutating func record(_ node: ClassDeclSyntax) {
        let name = node.name.text
        declared.insert(name)
        if let first = Self.superclassName(of: node) { superclassOf[name] = first }
    }

    /// The first inherited type by its name alone: `SelectTaxonomyViewController` for
    /// `SelectTaxonomyViewController<Allergen>`, `ListViewController` for `Kit.ListViewController`,
    /// since the project declares the class by that name.
    static func superclassName(of node: ClassDeclSyntax) -> String? {
        guard let type = node.inheritanceClause?.inheritedTypes.first?.type else { return nil }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return type.trimmedText
    }

    func isDeclared(_ name: String) -> Bool { declared.contains(name) }

    /// Each declared class and the type it inherits from first, for the project index.
    var superclasses: [String: String] { superclassOf }

    /// The class, its ancestors declared in this file, then the first one declared elsewhere:
    /// `RatingView` → ["RatingView", "BaseControl", "UIControl"]. The last is the one Rotor cannot see.
    func lineage(of name: String) -> [String] {
        var chain = [name]
        var current = name
        while declared.contains(current), let parent = superclassOf[current], !chain.contains(parent) {
            chain.append(parent)
            current = parent
        }
        return chain
    }

    /// The nearest ancestor declared outside the file (or the type itself when it is not declared
    /// here): the UIKit class whose behaviour the type starts from.
    func externalRoot(of name: String) -> String {
        lineage(of: name).last ?? name
    }

    /// Whether the type or an ancestor declared in this file declares any of `members`.
    func declares(anyOf members: [String], _ name: String, facts: FileFacts) -> Bool {
        lineage(of: name).contains { type in members.contains { facts.typeDeclares($0, inTypeNamed: type) } }
    }
}

/// SwiftUI modifier chains seen from any link.
enum ModifierChain {
    /// The view a modifier call is applied to, before any modifier: `Text("a")` for
    /// `Text("a").bold().onTapGesture { }`, or `content` for `content.onTapGesture { }`.
    static func root(of call: FunctionCallExprSyntax) -> ExprSyntax {
        var current = call
        while SwiftUIViews.constructorName(current) == nil,
            let base = current.calledExpression.as(MemberAccessExprSyntax.self)?.base
        {
            guard let baseCall = base.as(FunctionCallExprSyntax.self) else { return base }
            current = baseCall
        }
        return ExprSyntax(current)
    }

    /// The view type the chain starts from, if it starts from a view's initializer.
    static func rootName(of call: FunctionCallExprSyntax) -> String? {
        root(of: call).as(FunctionCallExprSyntax.self).flatMap(SwiftUIViews.constructorName)
    }

    /// Every modifier of the chain `call` is part of, innermost first.
    static func modifiers(around call: FunctionCallExprSyntax) -> [Modifier] {
        SwiftUIViews.modifiers(of: root(of: call))
    }

    /// Whether the modifiers add a trait to the view (`.accessibilityAddTraits(.isButton)`).
    static func addsTrait(_ traits: Set<AccessibilityTrait>, in modifiers: [Modifier]) -> Bool {
        modifiers.contains { modifier in
            modifier.name == "accessibilityAddTraits"
                && modifier.argument().map { TraitSpelling.mentioned(in: $0).contains { traits.contains($0.trait) } }
                    == true
        }
    }

    /// `.labelStyle(.iconOnly)` or `.labelStyle(IconOnlyLabelStyle())`: a Label shows its icon alone.
    /// A custom style's look is not known.
    static func isIconOnly(_ modifier: Modifier) -> Bool {
        guard modifier.name == "labelStyle", let style = modifier.argument()?.trimmedDescription else { return false }
        return style == ".iconOnly" || style.hasPrefix("IconOnlyLabelStyle")
    }

    /// `.accessibilityHidden(true)` or `.accessibilityHidden()`.
    static func hides(_ modifiers: [Modifier]) -> Bool {
        modifiers.contains { $0.name == "accessibilityHidden" && $0.isTrueOrDefault }
    }

    /// `.accessibilityElement()` or `.accessibilityElement(children: .ignore)`: one element whose
    /// children's labels are not read.
    static func isIgnoringChildren(_ modifier: Modifier) -> Bool {
        guard modifier.name == "accessibilityElement" else { return false }
        guard let children = modifier.argument("children") else { return true }
        return children.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "ignore"
    }
}

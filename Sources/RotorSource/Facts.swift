import SwiftSyntax

/// Names a value in a file: a local variable in the scope that declares it, or a property of the
/// enclosing type. `self.button` and `button` in the same type are the same key.
struct ReceiverKey: Hashable {
    var scopeID: Int
    /// The dotted path without `self.`: `button`, `cell.imageView`; `self` for the type itself.
    var path: String
}

/// `target = value` (or `|=`, `+=`, and `traits.insert(value)`), with the member assigned split off.
struct Assignment {
    var node: Syntax
    /// The whole left-hand side: `button.accessibilityLabel`.
    var target: ExprSyntax
    /// The receiver of the member assigned: `button`; nil for a bare `accessibilityLabel = …`.
    var receiver: ExprSyntax?
    /// The member assigned: `accessibilityLabel`.
    var property: String
    /// The right-hand side; when it has several terms (`c ? x : y`, `"a" + b`), the whole statement,
    /// as SwiftSyntax does not group them.
    var value: ExprSyntax
    var operation: Operation

    /// `=`, `|=`, `+=`, `-=`, or `insert` for `…accessibilityTraits.insert(…)` (and `formUnion`).
    enum Operation {
        case assign
        case orAssign
        case addAssign
        case subtractAssign
        case insert

        /// The compound operators the walk files as assignments; nil for any other operator.
        init?(compoundOperator text: String) {
            switch text {
            case "|=": self = .orAssign
            case "+=": self = .addAssign
            case "-=": self = .subtractAssign
            default: return nil
            }
        }
    }
}

/// The scopes enclosing the node being visited, innermost last.
final class ScopeChain {
    enum Kind: Equatable {
        case file
        /// A class, struct, enum, actor or extension, with its name.
        case type(String)
        case function
        case closure
    }

    struct Scope {
        var id: Int
        var kind: Kind
        var declared: Set<String> = []
    }

    private(set) var scopes: [Scope] = [Scope(id: 0, kind: .file)]
    private var nextID = 1
    /// Indices in `scopes` of the type scopes, innermost last: `typeScope` is asked at almost every
    /// node, and searching the chain for it cost more than keeping it.
    private var typeScopeIndices: [Int] = []

    func push(_ kind: Kind) {
        if case .type = kind { typeScopeIndices.append(scopes.count) }
        scopes.append(Scope(id: nextID, kind: kind))
        nextID += 1
    }

    func pop() {
        guard scopes.count > 1 else { return }
        scopes.removeLast()
        if typeScopeIndices.last == scopes.count { typeScopeIndices.removeLast() }
    }

    /// Whether the node walked is inside a declaration or an extension of `name` (`Outer.Inner`
    /// counts for both).
    func isInside(type name: String) -> Bool {
        typeScopeIndices.contains { index in
            guard case .type(let scopeName) = scopes[index].kind else { return false }
            // Most type names have no dot: no need to split them.
            return scopeName == name
                || scopeName.utf8.contains(UInt8(ascii: ".")) && scopeName.split(separator: ".").contains { $0 == name }
        }
    }

    func declare(_ name: String) {
        scopes[scopes.count - 1].declared.insert(name)
    }

    /// The innermost type scope (or the file): where properties and `self` live.
    var typeScope: Scope {
        typeScopeIndices.last.map { scopes[$0] } ?? scopes[0]
    }

    /// The outermost enclosing type (the extended one for an extension), whose code this is.
    var outermostTypeName: String? {
        guard let index = typeScopeIndices.first, case .type(let name) = scopes[index].kind else { return nil }
        // Asked for most names the walk notes: a name without a dot is its own first part.
        guard name.utf8.contains(UInt8(ascii: ".")) || name.isEmpty else { return name }
        return name.split(separator: ".").first.map(String.init)
    }

    /// The name of the innermost enclosing type, if any.
    var typeName: String? {
        if case .type(let name) = typeScope.kind { return name }
        return nil
    }

    /// The key of a plain name, as `key(forReceiver:)` gives it for a reference to `name`, without
    /// building a syntax node for the name.
    func key(named name: String) -> ReceiverKey {
        guard name != "self" else { return ReceiverKey(scopeID: typeScope.id, path: "self") }
        let local = scopes.last { $0.declared.contains(name) }
        return ReceiverKey(scopeID: local?.id ?? typeScope.id, path: name)
    }

    /// The key for a receiver expression such as `self.button`, `button` or `cell.imageView`; nil
    /// for expressions that are not a plain name or member path (calls, subscripts, literals).
    func key(forReceiver expression: ExprSyntax?) -> ReceiverKey {
        guard let expression, let path = Self.memberPath(expression) else {
            return ReceiverKey(scopeID: typeScope.id, path: "self")
        }
        return key(forPath: path)
    }

    /// The key for a receiver whose `memberPath` is `path`.
    func key(forPath path: [String]) -> ReceiverKey {
        let components = path.first == "self" ? path.dropFirst() : path[...]
        guard let first = components.first else { return ReceiverKey(scopeID: typeScope.id, path: "self") }
        // Most paths are one name: no need to build a joined copy.
        let joined = components.count == 1 ? first : components.joined(separator: ".")
        if path.first != "self", let local = scopes.last(where: { $0.declared.contains(first) }) {
            return ReceiverKey(scopeID: local.id, path: joined)
        }
        return ReceiverKey(scopeID: typeScope.id, path: joined)
    }

    /// `self.a.b` → ["self", "a", "b"]; nil when the expression is not a chain of names.
    static func memberPath(_ expression: ExprSyntax) -> [String]? {
        var components: [String] = []
        var current: ExprSyntax? = expression
        while let node = current {
            if let reference = node.as(DeclReferenceExprSyntax.self) {
                components.append(reference.baseName.text)
                current = nil
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                components.append(member.declName.baseName.text)
                current = member.base
                if current == nil { return nil }
            } else if let forced = node.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let optional = node.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if node.is(SuperExprSyntax.self) {
                components.append("self")
                current = nil
            } else {
                return nil
            }
        }
        components.reverse()
        return components
    }
}

/// What a file does to each receiver, gathered in the same walk as the rules run. The walk records
/// every statement once here; rules read it in `finish(facts:)` (or through `file.facts`).
public final class FileFacts {
    struct Receiver {
        /// The type it was created with or declared as: `UIButton`, `UIImageView`.
        var typeName: String?
        var assignments: [String: [Assignment]] = [:]
        /// Methods called on it: `setTitle`, `setImage`, `addGestureRecognizer`…
        var calls: [String: [FunctionCallExprSyntax]] = [:]
    }

    var receivers: [ReceiverKey: Receiver] = [:]
    /// Members a type declares or overrides (`accessibilityLabel`, `accessibilityIncrement`…), by
    /// the type's scope id.
    /// Filled on first use from `memberBlocks`: most files never ask.
    private var declaredMembers: [Int: Set<String>] = [:]
    /// The body of each type scope, by scope id, whose member names `typeDeclares` reads.
    var memberBlocks: [Int: MemberBlockSyntax] = [:]
    /// Type name → scope ids of its declarations (a class and its extensions).
    var typeScopes: [String: [Int]] = [:]
    /// The names each UIKit view goes by, where views are created, outlets and superclasses.
    let uiKitReceivers = UIKitReceivers()
    /// The names each receiver goes by across a type's declarations and initializer closures.
    let receiverGroups = ReceiverGroups()
    /// The classes the file declares and what each inherits from.
    var declaredClasses = DeclaredClasses()
    /// Code for other platforms, unused private code and the types the file uses.
    let reach = CodeReach()

    /// Timers, delayed calls and sleeps, found by the walk for `timing` and `auto-advance`; nil
    /// until one of them asks, so that a run without them does not look for it.
    private(set) var scheduledWork: ScheduledWorkCollector?

    func scheduledWork(in tree: SourceFileSyntax) -> ScheduledWorkCollector {
        if let scheduledWork { return scheduledWork }
        let collector = ScheduledWorkCollector(tree: tree)
        scheduledWork = collector
        return collector
    }

    /// The states the file sets only while a finger drags, found on first ask and shared by
    /// image-label and the view-type uses, so the file is searched for them once.
    private var dragOnlyViews: DragOnlyViews?

    func isShownOnlyWhileDragging(_ view: some SyntaxProtocol, in file: SourceFile) -> Bool {
        var views = dragOnlyViews ?? DragOnlyViews(file: file)
        defer { dragOnlyViews = views }
        return views.isShownOnlyWhileDragging(view)
    }

    /// Each type's methods as the gesture rules read a recognizer's handler, built on first ask.
    private var gestureHandlers: [String: GestureHandlers] = [:]

    func gestureHandlers(ofType type: String?, in tree: SourceFileSyntax) -> GestureHandlers {
        let key = type ?? ""
        if let handlers = gestureHandlers[key] { return handlers }
        let handlers = GestureHandlers(type: type, in: tree)
        gestureHandlers[key] = handlers
        return handlers
    }

    func receiver(_ key: ReceiverKey) -> Receiver? { receivers[key] }

    func assignments(to property: String, of key: ReceiverKey) -> [Assignment] {
        receivers[key]?.assignments[property] ?? []
    }

    func calls(_ method: String, on key: ReceiverKey) -> [FunctionCallExprSyntax] {
        receivers[key]?.calls[method] ?? []
    }

    /// Whether the type (any of its declarations in this file) declares the member.
    func typeDeclares(_ member: String, inTypeNamed name: String?) -> Bool {
        guard let name else { return false }
        return (typeScopes[name] ?? []).contains { memberNames(ofScope: $0).contains(member) }
    }

    private func memberNames(ofScope id: Int) -> Set<String> {
        if let names = declaredMembers[id] { return names }
        let names = memberBlocks[id].map(Self.memberNames) ?? []
        declaredMembers[id] = names
        return names
    }

    /// Names of the properties and methods a type body declares.
    private static func memberNames(_ members: MemberBlockSyntax) -> Set<String> {
        var names = Set<String>()
        for member in members.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        names.insert(name)
                    }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                names.insert(function.name.text)
            }
        }
        return names
    }
}

import RotorKit
import SwiftSyntax

/// What UIKit statements in one file say about views beyond the engine's facts: which names refer
/// to the same view (`let button = UIButton()` returned from a `lazy var closeButton` closure,
/// `navigationItem.titleView = logoView`), where views were created, which are outlets, and what
/// the file's classes inherit from. The walk records every file's statements into the one in
/// `FileFacts` (`facts.uiKitReceivers`); the naming rules read it in `finish(facts:)`.
final class UIKitReceivers {
    /// Names linked to each name: a view is known under every name in its group.
    private var links: [ReceiverKey: [ReceiverKey]] = [:]
    /// The constructor call that created each receiver, first one in the file.
    private(set) var creations: [ReceiverKey: FunctionCallExprSyntax] = [:]
    private var outlets: Set<ReceiverKey> = []
    /// Superclass by class name, for the classes this file declares.
    private var superclasses: [String: String] = [:]
    /// Type name by scope id, built from the facts on first use.
    private var typeNameOfScope: [Int: String]?

    // MARK: Recording

    func record(_ node: ClassDeclSyntax) {
        if let inherited = DeclaredClasses.superclassName(of: node) { superclasses[node.name.text] = inherited }
    }

    func record(_ node: VariableDeclSyntax, scope: ScopeChain) {
        let isOutlet = node.attributes.contains { Self.isAttribute($0, named: "IBOutlet") }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if isOutlet { outlets.insert(scope.key(named: name)) }
            guard let value = binding.initializer?.value else { continue }
            if let call = value.as(FunctionCallExprSyntax.self) {
                if RuleWalker.constructedType(value) != nil {
                    recordCreation(call, of: scope.key(named: name), scope: scope)
                }
            } else if ScopeChain.memberPath(value) != nil {
                link(scope.key(named: name), scope.key(forReceiver: value))
            }
        }
        if let property = Self.propertyInitialized(byClosureReturning: node, scope: scope) {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                link(scope.key(named: name), property)
            }
        }
    }

    func record(_ assignment: Assignment, scope: ScopeChain) {
        guard assignment.operation == .assign else { return }
        if let call = assignment.value.as(FunctionCallExprSyntax.self) {
            if RuleWalker.constructedType(assignment.value) != nil {
                recordCreation(call, of: scope.key(forReceiver: assignment.target), scope: scope)
            }
        } else if ScopeChain.memberPath(assignment.value) != nil {
            link(scope.key(forReceiver: assignment.target), scope.key(forReceiver: assignment.value))
        }
    }

    /// `@IBOutlet`, compared by its name token: `trimmedDescription` would rebuild the node.
    static func isAttribute(_ element: AttributeListSyntax.Element, named name: String) -> Bool {
        guard let type = element.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self) else {
            return false
        }
        return type.genericArgumentClause == nil && type.name.text == name
    }

    /// Notes where the receiver was created; `UIButton(configuration: config)` also makes `config`
    /// a name of the button's configuration.
    private func recordCreation(_ call: FunctionCallExprSyntax, of key: ReceiverKey, scope: ScopeChain) {
        if creations[key] == nil { creations[key] = call }
        if let configuration = call.arguments.first(where: { $0.label?.text == "configuration" })?.expression,
            ScopeChain.memberPath(configuration) != nil
        {
            link(Self.member("configuration", of: key), scope.key(forReceiver: configuration))
        }
    }

    private func link(_ first: ReceiverKey, _ second: ReceiverKey) {
        guard first != second else { return }
        links[first, default: []].append(second)
        links[second, default: []].append(first)
    }

    // MARK: Reading

    /// Every name the receiver is known by, itself first: its links, and the same property in the
    /// other declarations of its type (a class and its extensions are separate scopes).
    func group(of key: ReceiverKey, facts: FileFacts) -> [ReceiverKey] {
        var seen: Set<ReceiverKey> = [key]
        var ordered = [key]
        var index = 0
        while index < ordered.count {
            let member = ordered[index]
            for linked in (links[member] ?? []) + sameProperty(member, in: facts) where seen.insert(linked).inserted {
                ordered.append(linked)
            }
            index += 1
        }
        return ordered
    }

    /// `button` of `class ViewController` as seen from its extensions in this file.
    private func sameProperty(_ key: ReceiverKey, in facts: FileFacts) -> [ReceiverKey] {
        guard let name = typeName(ofScope: key.scopeID, facts: facts) else { return [] }
        return (facts.typeScopes[name] ?? []).filter { $0 != key.scopeID }.map {
            ReceiverKey(scopeID: $0, path: key.path)
        }
    }

    /// Whether the scope is a type's (or an extension's), where a bare name is a property of `self`.
    func isTypeScope(_ id: Int, facts: FileFacts) -> Bool {
        typeName(ofScope: id, facts: facts) != nil
    }

    private func typeName(ofScope id: Int, facts: FileFacts) -> String? {
        if typeNameOfScope == nil {
            var names: [Int: String] = [:]
            for (name, scopes) in facts.typeScopes { for scope in scopes { names[scope] = name } }
            typeNameOfScope = names
        }
        return typeNameOfScope?[id]
    }

    /// The type the receiver was declared or created as, under any of its names.
    func typeName(of key: ReceiverKey, facts: FileFacts) -> String? {
        for member in group(of: key, facts: facts) {
            if let name = facts.receiver(member)?.typeName { return name }
            if member.path == "self", let name = typeName(ofScope: member.scopeID, facts: facts) { return name }
        }
        return nil
    }

    /// Whether the receiver is, or inherits from, `uiKitType` (`UIButton`, `UIImageView`), by its
    /// declared type, a class of this file, or failing those, by what its name ends with.
    func isKind(_ key: ReceiverKey, of uiKitType: String, suffix: String, facts: FileFacts) -> Bool {
        guard let type = typeName(of: key, facts: facts) else {
            return key.path != "self" && SourceTraits.typeNamed(after: key.path) == uiKitType
        }
        return inherits(type, from: uiKitType) || type.hasSuffix(suffix)
    }

    /// Follows this file's class declarations up to `ancestor`, a bounded number of steps.
    func inherits(_ type: String, from ancestor: String) -> Bool {
        var current: String? = type
        var steps = 0
        while let name = current, steps < 32 {
            if name == ancestor { return true }
            current = superclasses[name]
            steps += 1
        }
        return false
    }

    /// The view was declared or created in this file, in code (not an outlet a storyboard may
    /// configure, not a view defined elsewhere): what the file says about it is all there is.
    func isDefinedInCode(_ key: ReceiverKey, facts: FileFacts) -> Bool {
        let members = group(of: key, facts: facts)
        if members.contains(where: outlets.contains) { return false }
        // A view class setting up itself may be labelled by whoever creates it.
        if members.allSatisfy({ $0.path == "self" }) { return false }
        return members.contains { creations[$0] != nil || facts.receiver($0)?.typeName != nil }
    }

    /// The receiver, under any name, is given a label: an accessibilityLabel that is not nil or
    /// empty, or a class that overrides `accessibilityLabel` or sets its own.
    func isLabelled(_ key: ReceiverKey, facts: FileFacts) -> Bool {
        for member in group(of: key, facts: facts) {
            if Self.labelProperties.contains(where: { property in
                facts.assignments(to: property, of: member).contains { Self.isName($0.value) }
            }) {
                return true
            }
        }
        guard let type = typeName(of: key, facts: facts) else { return false }
        return typeLabelsItself(type, facts: facts)
    }

    /// The class (declared in this file) overrides `accessibilityLabel` or assigns it to itself.
    func typeLabelsItself(_ type: String, facts: FileFacts) -> Bool {
        var current: String? = type
        var steps = 0
        while let name = current, steps < 32 {
            if Self.labelProperties.contains(where: { facts.typeDeclares($0, inTypeNamed: name) }) { return true }
            for scopeID in facts.typeScopes[name] ?? [] {
                let selfKey = ReceiverKey(scopeID: scopeID, path: "self")
                if Self.labelProperties.contains(where: { property in
                    facts.assignments(to: property, of: selfKey).contains { Self.isName($0.value) }
                }) {
                    return true
                }
            }
            current = superclasses[name]
            steps += 1
        }
        return false
    }

    /// A member of the receiver, such as its `configuration` or `titleLabel`, under the same scope.
    static func member(_ name: String, of key: ReceiverKey) -> ReceiverKey {
        ReceiverKey(scopeID: key.scopeID, path: key.path == "self" ? name : key.path + "." + name)
    }

    /// How to name the receiver in a message: the property a closure's local becomes
    /// (`closeButton` rather than `button`), else its own name; nil for `self` or an unnamed value.
    func displayName(_ key: ReceiverKey, facts: FileFacts) -> String? {
        let named = group(of: key, facts: facts).filter { $0.path != "self" && !$0.path.isEmpty }
        return (named.first { isTypeScope($0.scopeID, facts: facts) && !$0.path.contains(".") } ?? named.first)?.path
    }

    static let labelProperties = ["accessibilityLabel", "accessibilityAttributedLabel"]

    /// A value that names something: not `nil`, not an empty or blank literal.
    static func isName(_ value: ExprSyntax) -> Bool {
        if value.is(NilLiteralExprSyntax.self) { return false }
        if let text = SwiftUIViews.literalText(value) { return !text.trimmingCharacters(in: .whitespaces).isEmpty }
        return true
    }

    // MARK: Inside one element

    /// Whether the view at `node` (not the type itself) belongs to a type that makes itself one
    /// element VoiceOver reads whole (`isAccessibilityElement = true` in a cell or a view), so the
    /// view is no stop of its own: true when this file says so; otherwise the condition under which
    /// it may be a stop, that no code elsewhere makes the type one element.
    func containment(of key: ReceiverKey, at node: some SyntaxProtocol, facts: FileFacts) -> (
        isContained: Bool, condition: (any IndexCondition)?
    ) {
        guard key.path != "self", let owner = BehaviourSyntax.enclosingTypeName(of: node) else { return (false, nil) }
        if selfAssignments(to: "isAccessibilityElement", in: owner, facts: facts).contains(where: Self.makesElement) {
            return (true, nil)
        }
        return (
            false,
            UntouchedInCode(
                handles: [CodeHandle(owner: owner, receiver: "self")], members: [SourceFileIndex.madeOneElement])
        )
    }

    /// Whether the type is a cell that gives itself the button or link trait: a cell VoiceOver
    /// reads as one element, with the text of the plain views inside it, announced as one control.
    func isCellAnnouncingActivation(_ type: String, facts: FileFacts) -> Bool {
        // The lineage ends at the first class this file does not declare, UIKit's own.
        guard lineage(of: type).last.map(Self.cellClasses.contains) == true else { return false }
        return selfAssignments(to: "accessibilityTraits", in: type, facts: facts).contains {
            $0.contains(where: Self.addsActivationTrait)
        }
    }

    /// The type and the superclasses this file declares, then the first it does not.
    private func lineage(of type: String) -> [String] {
        var lineage: [String] = []
        var current: String? = type
        while let next = current, lineage.count < 32 {
            lineage.append(next)
            current = superclasses[next]
        }
        return lineage
    }

    /// The assignments of `property` to `self` in each scope of the type and its superclasses in this file.
    private func selfAssignments(to property: String, in type: String, facts: FileFacts) -> [[Assignment]] {
        lineage(of: type).flatMap { facts.typeScopes[$0] ?? [] }.map {
            facts.assignments(to: property, of: ReceiverKey(scopeID: $0, path: "self"))
        }
    }

    static let cellClasses: Set<String> = ["UITableViewCell", "UICollectionViewCell"]

    /// `isAccessibilityElement = true`, and never anything else: code that makes the view one element.
    static func makesElement(_ assignments: [Assignment]) -> Bool {
        !assignments.isEmpty
            && assignments.allSatisfy { assignment in
                assignment.operation == .assign
                    && assignment.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
            }
    }

    /// An assignment of `accessibilityTraits` that gives the button or link trait, which announce
    /// that a double tap activates the element.
    static func addsActivationTrait(_ assignment: Assignment) -> Bool {
        TraitSpelling.mentioned(in: assignment.value).contains { [.button, .link].contains($0.trait) }
    }

    // MARK: Where a view is shown

    /// References by name in the file, built on first ask from its tokens.
    private var references: [String: [DeclReferenceExprSyntax]]?

    /// Whether the file may put the view on screen: a name of it is handed to a call
    /// (`addSubview(button)`), put in a collection, returned, or stored elsewhere. A view only ever
    /// configured (`button.setImage(…)`) is in no view hierarchy. An outlet, a view created in
    /// another file, `self`, a path through another object and a value never stored are taken as
    /// shown, by whoever uses them.
    func mayBeShown(_ key: ReceiverKey, facts: FileFacts, in tree: SourceFileSyntax) -> Bool {
        let members = group(of: key, facts: facts)
        // An outlet is in a storyboard's hierarchy; a view created elsewhere is shown there.
        guard members.contains(where: { creations[$0] != nil }), !members.contains(where: outlets.contains),
            !members.contains(where: { $0.path == "self" || $0.path.isEmpty || $0.path.contains(".") })
        else { return true }
        if references == nil {
            var index: [String: [DeclReferenceExprSyntax]] = [:]
            for token in tree.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind,
                    let reference = token.parent?.as(DeclReferenceExprSyntax.self)
                else { continue }
                index[name, default: []].append(reference)
            }
            references = index
        }
        let names = Set(members.map(\.path))
        return names.contains { name in (references?[name] ?? []).contains(where: Self.isValueUse) }
    }

    /// A reference that hands the view on, rather than configuring it (`button.isHidden`) or
    /// declaring it: anything but the base of a member access or an assignment's target.
    private static func isValueUse(_ reference: DeclReferenceExprSyntax) -> Bool {
        var expression = ExprSyntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self) {
            // `self.button` is the button; `button.setImage` configures it.
            guard member.declName.id == reference.id else { return false }
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else {
                return false
            }
            expression = ExprSyntax(member)
        }
        var current = Syntax(expression)
        while let parent = current.parent,
            parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
        {
            current = parent
        }
        guard let parent = current.parent else { return false }
        if parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self) { return false }
        if let list = parent.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self),
            let assignment = BehaviourSyntax.assignment(sequence)
        {
            return Syntax(assignment.target).id != current.id
        }
        return true
    }

    // MARK: Helpers

    /// For a local declared directly in a closure that initializes a property and returns that
    /// local (`lazy var closeButton: UIButton = { let button = UIButton(); …; return button }()`),
    /// the property's key.
    private static func propertyInitialized(byClosureReturning node: VariableDeclSyntax, scope: ScopeChain)
        -> ReceiverKey?
    {
        guard case .closure? = scope.scopes.last?.kind,
            let closure = node.parent?.parent?.parent?.as(ClosureExprSyntax.self),
            let invocation = closure.parent?.as(FunctionCallExprSyntax.self),
            invocation.calledExpression.id == closure.id,
            let binding = invocation.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let local = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let last = closure.statements.last?.item
        else { return nil }
        let returned = last.as(ReturnStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self)
        guard returned?.as(DeclReferenceExprSyntax.self)?.baseName.text == local else { return nil }
        // The property lives in the scope around the closure: a type, or a function for a local.
        let outer = scope.scopes.dropLast().last { $0.declared.contains(property) }
        return ReceiverKey(scopeID: outer?.id ?? scope.typeScope.id, path: property)
    }
}

extension UIKitReceivers {
    /// The name a created object is stored under: `item` in `let item = UIBarButtonItem(…)`,
    /// `navigationItem.rightBarButtonItem` in an assignment; nil when it is used inline.
    static func holder(of call: FunctionCallExprSyntax, scope: ScopeChain) -> ReceiverKey? {
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            return scope.key(named: name)
        }
        if let sequence = call.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
            if let assignment = BehaviourSyntax.assignment(sequence),
                assignment.value.map(\.id) == [ExprSyntax(call).id],
                ScopeChain.memberPath(assignment.target) != nil
            {
                return scope.key(forReceiver: assignment.target)
            }
        }
        return nil
    }
}

import Foundation
import SwiftSyntax

/// One walk of a file's syntax tree that feeds every rule's checker and gathers the file's facts,
/// receiver names and classes included, once for all rules.
///
/// Dispatch is by node kind and name, as SwiftLint's and swift-format's pipelines do: a
/// `DispatchPlan`, made once per set of rules, sorts the checkers by the visits they name in
/// `SourceChecker.interests` and by the names that narrow them (`callNames`, constructions they
/// accept, `assignedProperties`, `createdTypes`, `declaredNames`, `variableAttributes`). The walker
/// reads each node's names once (a call's callee and the type it constructs, an assignment's
/// property and the type its value creates, a variable's names, attributes and created types) and
/// hands the node only to the checkers selected, each once, instead of to every checker.
final class RuleWalker: SyntaxVisitor {
    let checkers: [SourceChecker]
    let scope = ScopeChain()
    let facts: FileFacts
    private let plan: DispatchPlan
    /// Nodes dispatched so far, to stamp `SourceChecker.lastVisit`.
    private var visitCount = 0

    init(checkers: [SourceChecker], facts: FileFacts) {
        self.checkers = checkers
        self.facts = facts
        plan = DispatchPlan.cached(for: checkers)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Scopes

    private func enterType(_ name: String, members: MemberBlockSyntax) {
        scope.push(.type(name))
        let id = scope.typeScope.id
        facts.typeScopes[name, default: []].append(id)
        facts.memberBlocks[id] = members
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, members: node.memberBlock)
        guard !CodeReach.isOtherPlatformClass(node) else {
            facts.reach.skipOtherPlatform(node)
            return .skipChildren
        }
        facts.reach.noteType(node.name.text, node: node)
        facts.uiKitReceivers.record(node)
        facts.declaredClasses.record(node)
        for index in plan.classes { checkers[index].visit(node, scope: scope) }
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { scope.pop() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, members: node.memberBlock)
        facts.reach.noteType(node.name.text, node: node)
        if Self.isPreviewProvider(node) { facts.reach.previewDepth += 1 }
        for index in plan.structs { checkers[index].visit(node, scope: scope) }
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) {
        scope.pop()
        if Self.isPreviewProvider(node) { facts.reach.previewDepth -= 1 }
    }

    private static func isPreviewProvider(_ node: StructDeclSyntax) -> Bool {
        node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedText == "PreviewProvider" } == true
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, members: node.memberBlock)
        facts.reach.noteType(node.name.text, node: node)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { scope.pop() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, members: node.memberBlock)
        facts.reach.noteType(node.name.text, node: node)
        return .visitChildren
    }

    override func visitPost(_ node: ActorDeclSyntax) { scope.pop() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.extendedType.trimmedText, members: node.memberBlock)
        facts.reach.noteExtension(node)
        if CodeReach.isPrivate(node.modifiers) { privateExtensionScopes.insert(scope.typeScope.id) }
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { scope.pop() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        facts.reach.noteProtocol(node)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        facts.reach.notePrivate(
            names: [node.name.text], node: node, modifiers: node.modifiers, attributes: node.attributes,
            atFileLevel: scope.scopes.count == 1, inPrivateExtension: isInPrivateExtension, type: scope.typeName)
        facts.reach.enterMember(node, name: node.name, modifiers: node.modifiers, attributes: node.attributes)
        for index in plan.functions { checkers[index].visit(node, scope: scope) }
        scope.push(.function)
        for parameter in node.signature.parameterClause.parameters {
            scope.declare((parameter.secondName ?? parameter.firstName).text)
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        scope.pop()
        facts.reach.leaveMember(node)
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        scope.push(.function)
        for parameter in node.signature.parameterClause.parameters {
            scope.declare((parameter.secondName ?? parameter.firstName).text)
        }
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) { scope.pop() }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        scope.push(.closure)
        if let parameters = node.signature?.parameterClause {
            if let shorthand = parameters.as(ClosureShorthandParameterListSyntax.self) {
                for parameter in shorthand { scope.declare(parameter.name.text) }
            } else if let clause = parameters.as(ClosureParameterClauseSyntax.self) {
                for parameter in clause.parameters { scope.declare((parameter.secondName ?? parameter.firstName).text) }
            }
        }
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) { scope.pop() }

    // MARK: Platforms, previews and names

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        let clauses = CodeReach.iOSClauses(of: node)
        let debugOnly = clauses.kept.filter { facts.reach.release.isDebugOnly($0) }
        guard !clauses.skipped.isEmpty || !debugOnly.isEmpty else { return .visitChildren }
        for clause in clauses.skipped { facts.reach.skipOtherPlatform(clause) }
        for clause in clauses.kept {
            guard let elements = clause.elements else { continue }
            let isDebugOnly = debugOnly.contains { $0.id == clause.id }
            if isDebugOnly { facts.reach.noteDebugOnly(clause, enter: true) }
            walk(elements)
            if isDebugOnly { facts.reach.noteDebugOnly(clause, enter: false) }
        }
        return .skipChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        facts.reach.noteAvailability(node)
        facts.reach.noteDeviceBranches(node, owner: scope.typeName)
        return .visitChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        facts.reach.noteAvailability(node)
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        facts.reach.noteAvailability(node)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { facts.reach.previewDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: MacroExpansionDeclSyntax) {
        if node.macroName.text == "Preview" { facts.reach.previewDepth -= 1 }
    }

    /// `&value`: the callee may change it.
    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        facts.reach.noteChange(node.expression)
        return .visitChildren
    }

    /// `#Preview` at file level parses as an expression.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { facts.reach.previewDepth += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: MacroExpansionExprSyntax) {
        if node.macroName.text == "Preview" { facts.reach.previewDepth -= 1 }
    }

    /// Whether the declaration walked is directly inside a `private extension`.
    private var isInPrivateExtension: Bool {
        guard case .type? = scope.scopes.last?.kind else { return false }
        return privateExtensionScopes.contains(scope.typeScope.id)
    }

    private var privateExtensionScopes: Set<Int> = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        var reach = CodeReach.Reach.bare
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            if let base = member.base {
                reach = base.as(DeclReferenceExprSyntax.self).map { .member(of: $0.baseName.text) } ?? .other
            } else {
                reach = .implicitMember
            }
        } else if node.parent?.is(KeyPathPropertyComponentSyntax.self) == true {
            reach = .other
            facts.reach.noteChange(named: node.baseName.text)
        }
        if node.baseName.text.first == "$" { facts.reach.noteChange(named: node.baseName.text) }
        facts.reach.noteReference(node.baseName.text, scope: scope, reach: reach)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.parent?.as(MemberTypeSyntax.self), member.baseType.id == node.id {
            facts.reach.noteNamespace(node.name.text, scope: scope)
        } else {
            facts.reach.noteReference(
                node.name.text, scope: scope, isUse: !Self.isCastTarget(node) && !Self.isOutletType(node))
        }
        return .visitChildren
    }

    /// `Foo` in `view as? Foo`, `view as! Foo` or `view is Foo`: a cast or a check creates no `Foo`,
    /// so it does not make `Foo`'s code reachable.
    private static func isCastTarget(_ node: IdentifierTypeSyntax) -> Bool {
        guard let parent = node.parent else { return false }
        if parent.is(AsExprSyntax.self) || parent.is(IsExprSyntax.self) { return true }
        guard let typeExpression = parent.as(TypeExprSyntax.self),
            let sequence = typeExpression.parent?.as(ExprListSyntax.self),
            let index = sequence.index(of: ExprSyntax(typeExpression)), index != sequence.startIndex
        else { return false }
        let operation = sequence[sequence.index(before: index)]
        return operation.is(UnresolvedAsExprSyntax.self) || operation.is(UnresolvedIsExprSyntax.self)
    }

    /// `FlagView` in `@IBOutlet weak var flag: FlagView!` (or `[FlagView]!`): the Interface Builder
    /// file makes the object, and its class counts as used where that file is loaded.
    private static func isOutletType(_ node: IdentifierTypeSyntax) -> Bool {
        var current = node.parent
        while let type = current,
            type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) || type.is(OptionalTypeSyntax.self)
                || type.is(ArrayTypeSyntax.self)
        {
            current = type.parent
        }
        guard current?.is(TypeAnnotationSyntax.self) == true,
            let variable = current?.parent?.parent?.parent?.as(VariableDeclSyntax.self)
        else { return false }
        return variable.attributes.contains { UIKitReceivers.isAttribute($0, named: "IBOutlet") }
    }

    /// `Outer.Inner` and `Kit.Badge` in a type name `Inner` and `Badge`, as they do in an expression.
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        let base = node.baseType.as(IdentifierTypeSyntax.self)?.name.text
        facts.reach.noteReference(node.name.text, scope: scope, reach: base.map { .member(of: $0) } ?? .other)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        facts.reach.noteMemberAccess(node, scope: scope)
        return .visitChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        facts.reach.noteLiteral(node, scope: scope)
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        facts.reach.noteEnumCase(node, scope: scope)
        return .visitChildren
    }

    override func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind {
        facts.reach.noteString(node.content.text, scope: scope)
        return .skipChildren
    }

    // MARK: Declarations and statements

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isLocal: Bool
        switch scope.scopes.last?.kind {
        case .function?, .closure?: isLocal = true
        default: isLocal = false
        }
        // The types the bindings create, the names they declare and the attributes, for the
        // checkers that select variables by them.
        var keys: [String] = []
        for attribute in node.attributes {
            if let name = attribute.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text {
                keys.append(name)
            }
        }
        for binding in node.bindings {
            let created = binding.initializer.flatMap { Self.constructedType($0.value) }
            if let created { keys.append(created) }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            keys.append(name)
            if isLocal { scope.declare(name) }
            let typeName = binding.typeAnnotation.map { Self.baseTypeName($0.type) } ?? created
            if let typeName {
                facts.receivers[scope.key(named: name), default: FileFacts.Receiver()].typeName = typeName
            }
        }
        // An override gives the property another value or setter than the declaration Rotor reads.
        if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    facts.reach.noteChange(named: name)
                }
            }
        }
        facts.reach.notePrivate(
            names: node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text },
            node: node, modifiers: node.modifiers, attributes: node.attributes, atFileLevel: scope.scopes.count == 1,
            inPrivateExtension: isInPrivateExtension, type: scope.typeName)
        if node.bindings.count == 1, let binding = node.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
        {
            if Self.isComputed(binding) {
                facts.reach.enterMember(node, name: name, modifiers: node.modifiers, attributes: node.attributes)
            } else if let observers = binding.accessorBlock {
                facts.reach.noteObservers(observers, of: node, name: name)
            }
        }
        facts.uiKitReceivers.record(node, scope: scope)
        facts.receiverGroups.note(node, scope: scope)
        facts.scheduledWork?.visit(node)
        visitCount += 1
        for index in plan.variables { visitOnce(index) { $0.visit(node, scope: scope) } }
        for key in keys {
            for index in plan.variablesByKey[key] ?? [] { visitOnce(index) { $0.visit(node, scope: scope) } }
        }
        return .visitChildren
    }

    override func visitPost(_ node: VariableDeclSyntax) { facts.reach.leaveMember(node) }

    /// A property whose value is worked out when read: a getter, not a stored value with observers.
    private static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case .getter?: true
        case .accessors(let accessors)?:
            accessors.allSatisfy { [.keyword(.get), .keyword(.set)].contains($0.accessorSpecifier.tokenKind) }
        case nil: false
        }
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
            facts.reach.noteDeviceBranches(node, owner: scope.typeName)
        }
        // SwiftSyntax leaves operators unfolded: `a = c ? x : y` is one sequence of five elements.
        // Read by iterator: copying the elements into an array cost more than the rest of the visit.
        let count = node.elements.count
        var elements = node.elements.makeIterator()
        guard count >= 3, let target = elements.next(), let operatorExpression = elements.next() else {
            return .visitChildren
        }
        let operation: Assignment.Operation?
        if operatorExpression.is(AssignmentExprSyntax.self) {
            operation = .assign
        } else if let binary = operatorExpression.as(BinaryOperatorExprSyntax.self) {
            operation = Assignment.Operation(compoundOperator: binary.operator.text)
        } else {
            operation = nil
        }
        if operation != nil || Self.isCompoundAssignment(operatorExpression) { facts.reach.noteChange(target) }
        if let operation, let first = elements.next() {
            let value = count == 3 ? first : ExprSyntax(node)
            record(
                Assignment(
                    node: Syntax(node), target: target, receiver: nil, property: "", value: value, operation: operation)
            )
        }
        return .visitChildren
    }

    /// `*=`, `??=`, `<<=` and the other operators that assign, apart from those the walk files.
    private static func isCompoundAssignment(_ expression: ExprSyntax) -> Bool {
        guard let text = expression.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // The callee read once for the facts and the dispatch: `name` of `x.name(…)`, `.name(…)` and
        // `name(…)` (`BehaviourSyntax.calleeName`), and the type a call constructs, `Name` of
        // `Name(…)` and `Name.init(…)` (`SwiftUIViews.constructorName`).
        let called = node.calledExpression
        let callee: String?
        var constructor: String?
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.text
            constructor = callee
        } else if let member = called.as(MemberAccessExprSyntax.self) {
            let method = member.declName.baseName.text
            callee = method
            if let base = member.base {
                if method == "init", let type = base.as(DeclReferenceExprSyntax.self) {
                    constructor = type.baseName.text
                }
                if !base.is(FunctionCallExprSyntax.self) { facts.reach.noteChange(base) }
                recordCall(node, method: method, base: base)
            }
        } else {
            callee = nil
        }
        if let callee, let collector = facts.scheduledWork, ScheduledWorkCollector.calleeNames.contains(callee) {
            collector.visit(node)
        }
        visitCount += 1
        for index in plan.everyCall { visitOnce(index) { $0.visit(node, scope: scope) } }
        if let callee, let selected = plan.callsByName[callee] {
            for index in selected { visitOnce(index) { $0.visit(node, scope: scope) } }
        }
        if let constructor {
            if constructor != callee, let selected = plan.callsByName[constructor] {
                for index in selected { visitOnce(index) { $0.visit(node, scope: scope) } }
            }
            for index in constructionVisitors(of: constructor) { visitOnce(index) { $0.visit(node, scope: scope) } }
        }
        return .visitChildren
    }

    /// The checkers interested in constructions that accept one of `name`, by name for this file.
    private var constructionVisitorsByName: [String: [Int]] = [:]

    private func constructionVisitors(of name: String) -> [Int] {
        if let known = constructionVisitorsByName[name] { return known }
        let accepting = plan.constructions.filter { checkers[$0].acceptsConstruction(of: name) }
        constructionVisitorsByName[name] = accepting
        return accepting
    }

    /// Hands the node being dispatched to a checker, once however many of its names select it.
    @inline(__always)
    private func visitOnce(_ index: Int, _ visit: (SourceChecker) -> Void) {
        let checker = checkers[index]
        guard checker.lastVisit != visitCount else { return }
        checker.lastVisit = visitCount
        visit(checker)
    }

    /// A method called on a receiver: filed under the receiver, or, for
    /// `view.accessibilityTraits.insert(.header)`, an assignment, since it adds a trait like `|=` does.
    private func recordCall(_ node: FunctionCallExprSyntax, method: String, base: ExprSyntax) {
        if method == "assign", let (property, receiver) = Self.keyPathTarget(of: node) {
            // Combine's `publisher.assign(to: \.accessibilityLabel, on: view)` sets the member as `=` does;
            // the value is the publisher, which no rule reads as a literal.
            file(
                Assignment(
                    node: Syntax(node), target: receiver, receiver: receiver, property: property, value: base,
                    operation: .assign), holdsValue: false)
            return
        }
        guard let path = ScopeChain.memberPath(base) else { return }
        if method == "insert" || method == "formUnion", path.last == "accessibilityTraits",
            let value = node.arguments.first?.expression
        {
            record(
                Assignment(
                    node: Syntax(node), target: base, receiver: nil, property: "", value: value, operation: .insert))
        } else {
            let key = scope.key(forPath: path)
            facts.receivers[key, default: FileFacts.Receiver()].calls[method, default: []].append(node)
        }
    }

    /// The member and receiver of Combine's `assign(to: \.member, on: receiver)`; nil for a longer
    /// key path or any other `assign`.
    private static func keyPathTarget(of call: FunctionCallExprSyntax) -> (String, ExprSyntax)? {
        guard let keyPath = BehaviourSyntax.argument("to", of: call)?.as(KeyPathExprSyntax.self),
            keyPath.components.count == 1,
            let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self),
            let receiver = BehaviourSyntax.argument("on", of: call)
        else { return nil }
        return (property.declName.baseName.text, receiver)
    }

    /// Splits the target into receiver and member, files it under the receiver, and tells the rules.
    private func record(_ raw: Assignment) {
        var assignment = raw
        if let member = raw.target.as(MemberAccessExprSyntax.self) {
            assignment.property = member.declName.baseName.text
            assignment.receiver = member.base
        } else if let reference = raw.target.as(DeclReferenceExprSyntax.self) {
            assignment.property = reference.baseName.text
        } else {
            return
        }
        // `button = UIButton(type: .system)` also tells the receiver's type.
        if assignment.operation == .assign, let typeName = Self.constructedType(assignment.value) {
            let assignedKey = scope.key(forReceiver: raw.target)
            facts.receivers[assignedKey, default: FileFacts.Receiver()].typeName = typeName
        }
        file(assignment)
    }

    /// Files an assignment split into receiver and member under its receiver, and tells the rules.
    /// `holdsValue` false: the target does not become the value (a publisher bound to a member).
    private func file(_ assignment: Assignment, holdsValue: Bool = true) {
        let key = scope.key(forReceiver: assignment.receiver)
        facts.receivers[key, default: FileFacts.Receiver()].assignments[assignment.property, default: []].append(
            assignment)
        let created = Self.constructedType(assignment.value)
        if holdsValue { facts.uiKitReceivers.record(assignment, scope: scope) }
        visitCount += 1
        for index in plan.everyAssignment { visitOnce(index) { $0.visit(assignment, scope: scope) } }
        for index in plan.assignmentsByProperty[assignment.property] ?? [] {
            visitOnce(index) { $0.visit(assignment, scope: scope) }
        }
        if let created {
            for index in plan.assignmentsByCreatedType[created] ?? [] {
                visitOnce(index) { $0.visit(assignment, scope: scope) }
            }
        }
    }

    /// `UIButton(type: .system)` or `UIButton.init()` → "UIButton"; nil for anything else.
    static func constructedType(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var called = call.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let base = member.base
        {
            called = base
        }
        guard let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text, name.startsUppercase else {
            return nil
        }
        return name
    }

    /// `UIButton!`, `UIButton?`, `weak var … : UIButton` → "UIButton".
    static func baseTypeName(_ type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return baseTypeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return baseTypeName(unwrapped.wrappedType)
        }
        // A plain name needs no copy of its bytes: most annotations are one.
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            return identifier.name.text
        }
        return type.trimmedText
    }
}

extension SyntaxProtocol {
    /// `trimmedDescription`, read from the node's bytes: `trimmed` builds a copy of the node in a
    /// new arena first, which costs more than the rest of a variable's visit.
    var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = positionAfterSkippingLeadingTrivia.utf8Offset - position.utf8Offset
        let end = bytes.count - (endPosition.utf8Offset - endPositionBeforeTrailingTrivia.utf8Offset)
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// Which checkers (by index) each kind of node goes to. It depends only on the checkers' classes,
/// so it is worked out once per set of rules and kept, not once per file.
struct DispatchPlan: Sendable {
    var everyCall: [Int] = []
    var callsByName: [String: [Int]] = [:]
    var constructions: [Int] = []
    var everyAssignment: [Int] = []
    var assignmentsByProperty: [String: [Int]] = [:]
    var assignmentsByCreatedType: [String: [Int]] = [:]
    /// By created type, declared name or attribute: one table, since a name that is several of
    /// these at once only offers a checker a variable it would ignore.
    var variablesByKey: [String: [Int]] = [:]
    var classes: [Int] = []
    var structs: [Int] = []
    var functions: [Int] = []
    var variables: [Int] = []

    init(_ checkers: [SourceChecker]) {
        for (index, checker) in checkers.enumerated() {
            let interests = checker.interests
            if interests.contains(.calls) {
                if let names = checker.callNames {
                    for name in names { callsByName[name, default: []].append(index) }
                } else {
                    everyCall.append(index)
                }
            }
            if interests.contains(.constructions) { constructions.append(index) }
            let createdTypes = checker.createdTypes
            if interests.contains(.assignments) {
                if checker.assignedProperties == nil && createdTypes == nil { everyAssignment.append(index) }
                for property in checker.assignedProperties ?? [] {
                    assignmentsByProperty[property, default: []].append(index)
                }
                for type in createdTypes ?? [] { assignmentsByCreatedType[type, default: []].append(index) }
            }
            if interests.contains(.classes) { classes.append(index) }
            if interests.contains(.structs) { structs.append(index) }
            if interests.contains(.functions) { functions.append(index) }
            if interests.contains(.variables) {
                let selectors = [createdTypes, checker.declaredNames, checker.variableAttributes].compactMap { $0 }
                if selectors.isEmpty {
                    variables.append(index)
                } else {
                    for key in Set(selectors.joined()) { variablesByKey[key, default: []].append(index) }
                }
            }
        }
    }

    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var plans: [[ObjectIdentifier]: DispatchPlan] = [:]
    }

    private static let cache = Cache()

    /// The plan for checkers of these classes, in this order: a checker's interests and names are
    /// the same for every instance of its class.
    static func cached(for checkers: [SourceChecker]) -> DispatchPlan {
        let key = checkers.map { ObjectIdentifier(type(of: $0)) }
        cache.lock.lock()
        defer { cache.lock.unlock() }
        if let plan = cache.plans[key] { return plan }
        let plan = DispatchPlan(checkers)
        cache.plans[key] = plan
        return plan
    }
}

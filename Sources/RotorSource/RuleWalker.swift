import SwiftSyntax

/// One walk of a file's syntax tree that feeds every rule's checker and gathers the file's facts,
/// receiver names and classes included, once for all rules.
///
/// Dispatch is by node kind: at the start the walker sorts the checkers by the visits they name in
/// `SourceChecker.interests`, and hands each node only to those. Calls and assignments, the most
/// common nodes, are also sorted by name: the walker reads a call's callee name (and the type of a
/// `Name.init(…)`) once and offers the call only to the checkers whose `callNames` hold it, and an
/// assignment only to those whose `assignedProperties` hold its property (nil: every one).
final class RuleWalker: SyntaxVisitor {
    let checkers: [SourceChecker]
    let scope = ScopeChain()
    let facts: FileFacts

    /// Checkers that see every call, and those that see calls of some names, by name.
    private let everyCall: [SourceChecker]
    private let callsByName: [String: [SourceChecker]]
    private let everyAssignment: [SourceChecker]
    private let assignmentsByProperty: [String: [SourceChecker]]
    private let classVisitors: [SourceChecker]
    private let structVisitors: [SourceChecker]
    private let functionVisitors: [SourceChecker]
    private let variableVisitors: [SourceChecker]

    init(checkers: [SourceChecker], facts: FileFacts) {
        self.checkers = checkers
        self.facts = facts
        func interested(in kind: SourceInterests) -> [SourceChecker] { checkers.filter { $0.interests.contains(kind) } }
        /// Splits the checkers of a kind into those that see every node and those that name theirs.
        func byName(_ kind: SourceInterests, _ names: (SourceChecker) -> Set<String>?) -> ([SourceChecker], [String: [SourceChecker]]) {
            var every: [SourceChecker] = []
            var named: [String: [SourceChecker]] = [:]
            for checker in interested(in: kind) {
                if let names = names(checker) {
                    for name in names { named[name, default: []].append(checker) }
                } else {
                    every.append(checker)
                }
            }
            return (every, named)
        }
        (everyCall, callsByName) = byName(.calls) { $0.callNames }
        (everyAssignment, assignmentsByProperty) = byName(.assignments) { $0.assignedProperties }
        classVisitors = interested(in: .classes)
        structVisitors = interested(in: .structs)
        functionVisitors = interested(in: .functions)
        variableVisitors = interested(in: .variables)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Scopes

    private func enterType(_ name: String, members: MemberBlockSyntax) {
        scope.push(.type(name))
        let id = scope.typeScope.id
        facts.typeScopes[name, default: []].append(id)
        facts.declaredMembers[id] = Self.memberNames(members)
    }

    /// Names of the properties and methods a type body declares.
    private static func memberNames(_ members: MemberBlockSyntax) -> Set<String> {
        var names = Set<String>()
        for member in members.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                names.insert(function.name.text)
            }
        }
        return names
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, members: node.memberBlock)
        facts.uiKitReceivers.record(node)
        facts.declaredClasses.record(node)
        for checker in classVisitors { checker.visit(node, scope: scope) }
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { scope.pop() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, members: node.memberBlock)
        for checker in structVisitors { checker.visit(node, scope: scope) }
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { scope.pop() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, members: node.memberBlock)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { scope.pop() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, members: node.memberBlock)
        return .visitChildren
    }

    override func visitPost(_ node: ActorDeclSyntax) { scope.pop() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.extendedType.trimmedText, members: node.memberBlock)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { scope.pop() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        for checker in functionVisitors { checker.visit(node, scope: scope) }
        scope.push(.function)
        for parameter in node.signature.parameterClause.parameters {
            scope.declare((parameter.secondName ?? parameter.firstName).text)
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { scope.pop() }

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

    // MARK: Declarations and statements

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isLocal: Bool
        switch scope.scopes.last?.kind {
        case .function?, .closure?: isLocal = true
        default: isLocal = false
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if isLocal { scope.declare(name) }
            let typeName = binding.typeAnnotation.map { Self.baseTypeName($0.type) } ?? binding.initializer.flatMap { Self.constructedType($0.value) }
            if let typeName { facts.receivers[scope.key(named: name), default: FileFacts.Receiver()].typeName = typeName }
        }
        facts.uiKitReceivers.record(node, scope: scope)
        facts.receiverGroups.note(node, scope: scope)
        facts.scheduledWork?.visit(node)
        for checker in variableVisitors { checker.visit(node, scope: scope) }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // SwiftSyntax leaves operators unfolded: `a = c ? x : y` is one sequence of five elements.
        // Read by iterator: copying the elements into an array cost more than the rest of the visit.
        let count = node.elements.count
        var elements = node.elements.makeIterator()
        guard count >= 3, let target = elements.next(), let operatorExpression = elements.next() else { return .visitChildren }
        let operation: Assignment.Operation?
        if operatorExpression.is(AssignmentExprSyntax.self) {
            operation = .assign
        } else if let binary = operatorExpression.as(BinaryOperatorExprSyntax.self) {
            operation = Assignment.Operation(compoundOperator: binary.operator.text)
        } else {
            operation = nil
        }
        if let operation, let first = elements.next() {
            let value = count == 3 ? first : ExprSyntax(node)
            record(Assignment(node: Syntax(node), target: target, receiver: nil, property: "", value: value, operation: operation))
        }
        return .visitChildren
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
                if method == "init", let type = base.as(DeclReferenceExprSyntax.self) { constructor = type.baseName.text }
                recordCall(node, method: method, base: base)
            }
        } else {
            callee = nil
        }
        if let callee, let collector = facts.scheduledWork, ScheduledWorkCollector.calleeNames.contains(callee) {
            collector.visit(node)
        }
        for checker in everyCall { checker.visit(node, scope: scope) }
        let byCallee = callee.flatMap { callsByName[$0] }
        if let byCallee {
            for checker in byCallee { checker.visit(node, scope: scope) }
        }
        if let constructor, constructor != callee, let byConstructor = callsByName[constructor] {
            // A checker that names both `init` and the type sees the call once.
            for checker in byConstructor where !(byCallee ?? []).contains(where: { $0 === checker }) {
                checker.visit(node, scope: scope)
            }
        }
        return .visitChildren
    }

    /// A method called on a receiver: filed under the receiver, or, for
    /// `view.accessibilityTraits.insert(.header)`, an assignment, since it adds a trait like `|=` does.
    private func recordCall(_ node: FunctionCallExprSyntax, method: String, base: ExprSyntax) {
        guard let path = ScopeChain.memberPath(base) else { return }
        if method == "insert" || method == "formUnion", path.last == "accessibilityTraits",
           let value = node.arguments.first?.expression {
            record(Assignment(node: Syntax(node), target: base, receiver: nil, property: "", value: value, operation: .insert))
        } else {
            let key = scope.key(forPath: path)
            facts.receivers[key, default: FileFacts.Receiver()].calls[method, default: []].append(node)
        }
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
        let key = scope.key(forReceiver: assignment.receiver)
        facts.receivers[key, default: FileFacts.Receiver()].assignments[assignment.property, default: []].append(assignment)
        // `button = UIButton(type: .system)` also tells the receiver's type.
        if assignment.operation == .assign, let typeName = Self.constructedType(assignment.value) {
            let assignedKey = scope.key(forReceiver: raw.target)
            facts.receivers[assignedKey, default: FileFacts.Receiver()].typeName = typeName
        }
        facts.uiKitReceivers.record(assignment, scope: scope)
        for checker in everyAssignment { checker.visit(assignment, scope: scope) }
        for checker in assignmentsByProperty[assignment.property] ?? [] { checker.visit(assignment, scope: scope) }
    }

    /// `UIButton(type: .system)` or `UIButton.init()` → "UIButton"; nil for anything else.
    static func constructedType(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var called = call.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            called = base
        }
        guard let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return nil }
        return name
    }

    /// `UIButton!`, `UIButton?`, `weak var … : UIButton` → "UIButton".
    static func baseTypeName(_ type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return baseTypeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return baseTypeName(unwrapped.wrappedType) }
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

import SwiftSyntax

/// Syntax questions shared by the behaviour rules (time, motion, gestures, flashing, target size):
/// literal durations and sizes, what a closure or a function calls, and
/// what the type around a statement declares.
enum BehaviourSyntax {
    // MARK: Literal numbers

    /// A number written as a literal, with `_` separators; products of literals (`60 * 5`) and
    /// parentheses are folded. Nil for anything computed at run time.
    static func number(_ expression: ExprSyntax?) -> Double? {
        guard let expression else { return nil }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.filter { $0 != "_" })
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.filter { $0 != "_" })
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            return number(tuple.elements.first?.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
                let left = number(elements[0]), let right = number(elements[2])
            else { return nil }
            switch operation {
            case "*": return left * right
            case "/": return right == 0 ? nil : left / right
            default: return nil
            }
        }
        return nil
    }

    /// A delay or interval in seconds: `0.1`, `5 * 60`, `.seconds(2)`, `.milliseconds(100)`,
    /// `.now() + 300`, `Duration.seconds(1)`. Nil when it is not written as literals.
    static func seconds(_ expression: ExprSyntax?) -> Double? {
        guard let expression else { return nil }
        if let value = number(expression) { return value }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let unit = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            let value = number(call.arguments.first?.expression)
        {
            switch unit {
            case "seconds": return value
            case "milliseconds": return value / 1_000
            case "microseconds": return value / 1_000_000
            case "nanoseconds": return value / 1_000_000_000
            default: return nil
            }
        }
        // `.now() + 300`: the time from now.
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+",
                let start = elements[0].as(FunctionCallExprSyntax.self), calleeName(start) == "now"
            {
                return seconds(elements[2])
            }
        }
        return nil
    }

    // MARK: What code does

    /// The two sides of `target = value` written as one sequence expression (SwiftSyntax leaves
    /// operators unfolded): `value` is every element after the `=`, one for a plain value, more for
    /// `a = c ? x : y`. Nil when the sequence is not an assignment.
    static func assignment(_ sequence: SequenceExprSyntax) -> (target: ExprSyntax, value: [ExprSyntax])? {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return (elements[0], Array(elements[2...]))
    }

    /// The nodes of one kind under `root`, in source order; inside a match only if
    /// `descendingIntoMatches`. An explicit stack, so deep code does not grow the call stack.
    static func nodes<Kind: SyntaxProtocol>(of kind: Kind.Type, in root: Syntax, descendingIntoMatches: Bool = true)
        -> [Kind]
    {
        var found: [Kind] = []
        var stack = [root]
        while let current = stack.popLast() {
            if let match = current.as(Kind.self) {
                found.append(match)
                if !descendingIntoMatches { continue }
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate).reversed())
        }
        return found
    }

    /// The names of the functions and methods called in `node`, in order: `signOut` for
    /// `self?.session.signOut()`, leaving out the subtrees `skip` says to skip. An explicit stack,
    /// so deep code does not grow the call stack.
    static func calledNames(in node: some SyntaxProtocol, skipping skip: (Syntax) -> Bool = { _ in false }) -> [String]
    {
        var names: [String] = []
        var stack: [Syntax] = [Syntax(node)]
        while let current = stack.popLast() {
            if skip(current) { continue }
            if let call = current.as(FunctionCallExprSyntax.self), let name = calleeName(call) {
                names.append(name)
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate).reversed())
        }
        return names
    }

    /// `signOut` for `signOut()`, `self.session.signOut()` or `session?.signOut()`.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// `close` for `#selector(close)`, `#selector(Self.close(_:))` and Swift 2's `Selector("close:")`;
    /// nil for anything else.
    static func selectorName(_ expression: ExprSyntax?) -> String? {
        if let call = expression?.as(FunctionCallExprSyntax.self), calleeName(call) == "Selector",
            let text = SwiftUIViews.literalText(call.arguments.first?.expression)
        {
            return text.split(whereSeparator: { $0 == ":" || $0 == "(" }).first.map(String.init)
        }
        guard let macro = expression?.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
            let argument = macro.arguments.last?.expression
        else { return nil }
        return ScopeChain.memberPath(argument)?.last
    }

    /// The closure a call hands over: its trailing closure, or the argument labelled one of `labels`
    /// (`block:`, `execute:`, `animations:`), or failing those its last closure argument.
    static func closure(of call: FunctionCallExprSyntax, labels: Set<String> = []) -> ClosureExprSyntax? {
        if let trailing = call.trailingClosure { return trailing }
        let labelled = call.arguments.first { $0.label.map { labels.contains($0.text) } == true }
        if let closure = labelled?.expression.as(ClosureExprSyntax.self) { return closure }
        return call.arguments.last?.expression.as(ClosureExprSyntax.self)
    }

    static func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    static func isTrue(_ expression: ExprSyntax?) -> Bool {
        expression?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }

    // MARK: Types around a statement

    /// `isDragging` or `self.isDragging`: the name of the member of the type around it that the
    /// expression names (a bare name may still be a local, which callers rule out); nil for anything else.
    static func ownMemberName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The initial value of the stored property `name` that the type around `node` declares, among the
    /// declarations `accepts` admits (a `let`, a class's property without attributes); nil when it
    /// declares none or gives it no value.
    static func initialValue(
        ofMember name: String, around node: some SyntaxProtocol,
        where accepts: (VariableDeclSyntax, DeclGroupSyntax) -> Bool
    ) -> ExprSyntax? {
        var current = node.parent
        while let syntax = current, syntax.asProtocol(DeclGroupSyntax.self) == nil { current = syntax.parent }
        guard let type = current?.asProtocol(DeclGroupSyntax.self) else { return nil }
        for item in type.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self), accepts(variable, type) else { continue }
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.initializer?.value
            }
        }
        return nil
    }

    /// The name of the type (class, struct, enum, actor or extension) whose body holds `node`.
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if let name = declaredTypeName(syntax) { return name }
            current = syntax.parent
        }
        return nil
    }

    /// The name a class, struct, enum or actor declares, or the type an extension extends; nil for
    /// any other node.
    static func declaredTypeName(_ syntax: Syntax) -> String? {
        if let type = syntax.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = syntax.as(StructDeclSyntax.self) { return type.name.text }
        if let type = syntax.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = syntax.as(ActorDeclSyntax.self) { return type.name.text }
        return syntax.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
    }

    /// The member blocks of every declaration of the type named `name` in the file (the type and its
    /// extensions, at any depth), or the whole file for code outside any type.
    static func bodies(ofType name: String?, in tree: SourceFileSyntax) -> [Syntax] {
        guard let name else { return [Syntax(tree)] }
        var bodies: [Syntax] = []
        var stack: [Syntax] = [Syntax(tree)]
        while let current = stack.popLast() {
            var declaredName: String?
            var members: MemberBlockSyntax?
            if let type = current.as(ClassDeclSyntax.self) {
                (declaredName, members) = (type.name.text, type.memberBlock)
            } else if let type = current.as(StructDeclSyntax.self) {
                (declaredName, members) = (type.name.text, type.memberBlock)
            } else if let type = current.as(EnumDeclSyntax.self) {
                (declaredName, members) = (type.name.text, type.memberBlock)
            } else if let type = current.as(ActorDeclSyntax.self) {
                (declaredName, members) = (type.name.text, type.memberBlock)
            } else if let type = current.as(ExtensionDeclSyntax.self) {
                (declaredName, members) = (type.extendedType.trimmedDescription, type.memberBlock)
            }
            if let declaredName, let members, declaredName == name { bodies.append(Syntax(members)) }
            // Types are declared at the top level or inside other types, never inside expressions.
            if members != nil || holdsDeclarations.contains(where: { current.is($0) }) {
                stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
            }
        }
        return bodies
    }

    /// The values an expression reads, lowercased: `isdimmed` for `isDimmed ? 0.2 : 1` or
    /// `model.isDimmed`; not type names (`Color`) nor implicit members (`.white`).
    static func readNames(in node: some SyntaxProtocol) -> Set<String> {
        var names = Set<String>()
        var stack: [Syntax] = [Syntax(node)]
        while let current = stack.popLast() {
            if let member = current.as(MemberAccessExprSyntax.self) {
                // `model.isDimmed` reads a value; `Color.red` and `.white` name constants.
                if let path = ScopeChain.memberPath(ExprSyntax(member)) {
                    if let first = path.first?.first, first.isLowercase, let last = path.last {
                        names.insert(last.lowercased())
                    }
                    continue
                }
                if member.base == nil { continue }
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if name.first?.isLowercase == true { names.insert(name.lowercased()) }
                continue
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return names
    }

    /// Whether `node` is compiled only in debug builds (`#if DEBUG`), where a shortcut is a developer's
    /// tool: what `ReleaseConditions` decides with no project, as a rule's check sees no project.
    static func isDebugOnly(_ node: some SyntaxProtocol) -> Bool {
        ReleaseConditions.unknownProject.isDebugOnly(node)
    }

    /// Nodes between the file and a nested type declaration.
    private static let holdsDeclarations: [any SyntaxProtocol.Type] = [
        SourceFileSyntax.self, CodeBlockItemListSyntax.self, CodeBlockItemSyntax.self, MemberBlockSyntax.self,
        MemberBlockItemListSyntax.self, MemberBlockItemSyntax.self, IfConfigDeclSyntax.self,
        IfConfigClauseListSyntax.self,
        IfConfigClauseSyntax.self,
    ]

    /// The identifiers written in `nodes`, lowercased, skipping the subtrees `skip` says to skip.
    static func identifiers(in nodes: [Syntax], skipping skip: (Syntax) -> Bool = { _ in false }) -> [String] {
        var words: [String] = []
        var stack = nodes
        while let current = stack.popLast() {
            if skip(current) { continue }
            if let token = current.as(TokenSyntax.self) {
                if case .identifier(let text) = token.tokenKind { words.append(text.lowercased()) }
                continue
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return words
    }
}

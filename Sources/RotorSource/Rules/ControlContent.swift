import SwiftSyntax

/// Reading what a SwiftUI control shows: its title argument and the views its label closure draws.
enum ControlContent {
    /// The title a control is given as its first unlabelled argument: `"Buy"` in `Button("Buy") { … }`.
    static func titleArgument(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) else {
            return nil
        }
        return first.expression
    }

    /// The closure passed as `label:` (an argument or a labelled trailing closure), else the
    /// trailing closure when `trailingIsLabel` (`Button(action: share) { Image(…) }`).
    static func labelClosure(of call: FunctionCallExprSyntax, trailingIsLabel: Bool = true) -> ClosureExprSyntax? {
        if let argument = call.arguments.first(where: { $0.label?.text == "label" })?.expression.as(
            ClosureExprSyntax.self)
        {
            return argument
        }
        if let closure = call.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure {
            return closure
        }
        return trailingIsLabel ? call.trailingClosure : nil
    }

    /// The view a modifier chain starts from: the `Image(…)` call of `Image("x").resizable().frame(…)`.
    static func baseView(of expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self) {
            if SwiftUIViews.constructorName(call) != nil { return call }
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
            current = base
        }
        return nil
    }

    /// What a label closure draws.
    struct Content {
        /// The leaf views, in order: `Image`, `Text`, `Label`, `EmptyView`… (stacks are looked through).
        var views: [FunctionCallExprSyntax] = []
        /// A view in the content, or a stack around it, has `.accessibilityLabel`.
        var isLabelled = false
    }

    /// Stacks and groups whose children are read one after another.
    static let stacks: Set<String> = ["HStack", "VStack", "ZStack", "Group", "LazyHStack", "LazyVStack"]

    /// The views a closure draws, looking through stacks with a worklist (no recursion), and with
    /// `followingBranches` through every branch of an `if` or `switch`; nil when it draws anything
    /// Rotor cannot follow (a branch, a loop, a helper), so callers stay quiet.
    static func content(of closure: ClosureExprSyntax, followingBranches: Bool = false) -> Content? {
        var content = Content()
        var pending = [closure.statements]
        while let statements = pending.popLast() {
            for statement in statements {
                if followingBranches, let branches = branchStatements(of: statement.item) {
                    pending += branches
                    continue
                }
                guard let expression = statement.item.as(ExprSyntax.self), let view = baseView(of: expression),
                    let name = SwiftUIViews.constructorName(view)
                else { return nil }
                if SwiftUIViews.modifiers(of: view).contains(where: ViewSurroundings.isLabel) {
                    content.isLabelled = true
                }
                if stacks.contains(name) {
                    guard let inner = view.trailingClosure else { return nil }
                    pending.append(inner.statements)
                } else {
                    content.views.append(view)
                }
            }
        }
        content.views.sort { $0.position < $1.position }
        return content
    }

    /// The statements of each branch of an `if`/`else if`/`else` chain or a `switch`; nil for any
    /// other statement.
    private static func branchStatements(of item: CodeBlockItemSyntax.Item) -> [CodeBlockItemListSyntax]? {
        let expression = item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        if let cases = expression?.as(SwitchExprSyntax.self) {
            return cases.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
        }
        var branch = expression?.as(IfExprSyntax.self)
        guard branch != nil else { return nil }
        var statements: [CodeBlockItemListSyntax] = []
        while let current = branch {
            statements.append(current.body.statements)
            branch = nil
            switch current.elseBody {
            case .codeBlock(let block)?: statements.append(block.statements)
            case .ifExpr(let elseIf)?: branch = elseIf
            case nil: break
            }
        }
        return statements
    }

    /// Whether a closure has no parameters and no `$0`: a label, not an `onEditingChanged` handler.
    static func takesParameters(_ closure: ClosureExprSyntax) -> Bool {
        if closure.signature?.parameterClause != nil { return true }
        return closure.statements.tokens(viewMode: .sourceAccurate).contains {
            if case .dollarIdentifier = $0.tokenKind { return true }
            return false
        }
    }
}

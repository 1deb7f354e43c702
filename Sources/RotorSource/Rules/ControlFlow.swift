import SwiftSyntax

/// What every path through a block of statements does, for rules that ask "does this handler
/// always move focus?". Loops and closures are not followed: code in them may not run.
enum ControlFlow {
    enum Outcome {
        /// The path did the thing.
        case does
        /// The path left the block (return, throw, a guard's exit) without doing it.
        case leaves
        /// The path went on to the next statement.
        case continues
    }

    /// Whether every path through `statements` does what `does` recognises before it ends.
    static func everyPath(_ statements: CodeBlockItemListSyntax, does: (Syntax) -> Bool) -> Bool {
        outcome(of: statements, does: does) == .does
    }

    static func outcome(of statements: CodeBlockItemListSyntax, does: (Syntax) -> Bool) -> Outcome {
        for item in statements {
            let result = outcome(of: Syntax(item.item), does: does)
            if result != .continues { return result }
        }
        return .continues
    }

    private static func outcome(of node: Syntax, does: (Syntax) -> Bool) -> Outcome {
        if let statement = node.as(ExpressionStmtSyntax.self) {
            return outcome(of: Syntax(statement.expression), does: does)
        }
        if let branch = node.as(IfExprSyntax.self) {
            return outcome(of: branch, does: does)
        }
        if let choice = node.as(SwitchExprSyntax.self) {
            var outcomes: [Outcome] = []
            for element in choice.cases {
                guard case .switchCase(let switchCase) = element else { return .continues }
                outcomes.append(outcome(of: switchCase.statements, does: does))
            }
            // Swift switches are exhaustive, so the cases are every path.
            return combined(outcomes)
        }
        if let guardStatement = node.as(GuardStmtSyntax.self) {
            return outcome(of: guardStatement.body.statements, does: does) == .does ? .continues : .leaves
        }
        if let returnStatement = node.as(ReturnStmtSyntax.self) {
            return returnStatement.expression.map { does(Syntax($0)) } == true ? .does : .leaves
        }
        if node.is(ThrowStmtSyntax.self) { return .leaves }
        if let doStatement = node.as(DoStmtSyntax.self) {
            return outcome(of: doStatement.body.statements, does: does)
        }
        return does(node) ? .does : .continues
    }

    private static func outcome(of branch: IfExprSyntax, does: (Syntax) -> Bool) -> Outcome {
        let thenOutcome = outcome(of: branch.body.statements, does: does)
        let elseOutcome: Outcome
        switch branch.elseBody {
        case .ifExpr(let nested)?: elseOutcome = outcome(of: nested, does: does)
        case .codeBlock(let block)?: elseOutcome = outcome(of: block.statements, does: does)
        case nil: elseOutcome = .continues
        }
        return combined([thenOutcome, elseOutcome])
    }

    /// Branches that all do it do it; one that leaves without it spoils "every path".
    private static func combined(_ outcomes: [Outcome]) -> Outcome {
        if outcomes.contains(.leaves) { return .leaves }
        if !outcomes.isEmpty, outcomes.allSatisfy({ $0 == .does }) { return .does }
        return .continues
    }

    /// Every function call in `node`, not looking into closures (which may run later or never).
    static func calls(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        var found: [FunctionCallExprSyntax] = []
        var stack: [Syntax] = [Syntax(node)]
        while let current = stack.popLast() {
            if current.is(ClosureExprSyntax.self) { continue }
            if let call = current.as(FunctionCallExprSyntax.self) { found.append(call) }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate).reversed())
        }
        return found
    }
}

/// The VoiceOver notifications code posts, in UIKit's, the old C and SwiftUI's spellings.
enum AccessibilityNotice: String {
    case announcement
    case layoutChanged
    case screenChanged

    /// `UIAccessibility.post(notification: .layoutChanged, argument: view)`,
    /// `UIAccessibilityPostNotification(UIAccessibilityAnnouncementNotification, text)`,
    /// `AccessibilityNotification.Announcement("Saved").post()`; nil for any other call.
    static func posted(by call: FunctionCallExprSyntax) -> AccessibilityNotice? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
            reference.baseName.text == "UIAccessibilityPostNotification"
        {
            return call.arguments.first.flatMap { named(in: $0.expression.trimmedDescription) }
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "post",
            let base = member.base
        else { return nil }
        if let notification = base.as(FunctionCallExprSyntax.self) {
            // SwiftUI: `AccessibilityNotification.Announcement("…").post()`.
            guard let kind = notification.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            else { return nil }
            return named(in: kind)
        }
        guard ScopeChain.memberPath(base)?.last == "UIAccessibility",
            let argument = call.arguments.first(where: { $0.label?.text == "notification" })?.expression
        else { return nil }
        return named(in: argument.trimmedDescription)
    }

    private static func named(in text: String) -> AccessibilityNotice? {
        let lowered = LoweredName(text)
        if lowered.contains("announcement") { return .announcement }
        if lowered.contains("layoutchanged") { return .layoutChanged }
        if lowered.contains("screenchanged") { return .screenChanged }
        return nil
    }
}

/// Methods that build a screen's views once, as opposed to handling an event.
enum SetUpMethods {
    static func contains(_ name: String) -> Bool {
        exact.contains(name) || prefixes.contains { name.hasPrefix($0) }
    }

    private static let exact: Set<String> = [
        "viewDidLoad", "loadView", "awakeFromNib", "init", "body", "layoutSubviews",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews",
    ]
    private static let prefixes = ["setUp", "setup", "configure", "layout", "make", "build", "install", "prepare"]
}

import SwiftSyntax

/// A SwiftUI modifier applied to a view expression: `.accessibilityLabel("Share")`.
struct Modifier {
    var name: String
    var call: FunctionCallExprSyntax

    /// The first unlabeled argument, or the argument with `label`.
    func argument(_ label: String? = nil) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// True for `.modifier(true)` and `.modifier()` (a Bool modifier whose argument defaults to true).
    var isTrueOrDefault: Bool {
        guard let first = call.arguments.first?.expression else { return true }
        return first.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }
}

/// Reading SwiftUI view expressions from the syntax tree.
enum SwiftUIViews {
    /// The name a call constructs or calls: `Image` for `Image("x")` and `Image.init("x")`,
    /// `Button` for `Button { … } label: { … }`; nil for a modifier call (`x.padding()`).
    static func constructorName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        {
            return base.baseName.text
        }
        return nil
    }

    /// The modifiers applied to `view`, innermost first: for `Image("x").resizable().accessibilityHidden(true)`
    /// called on the `Image("x")` call, [resizable, accessibilityHidden].
    static func modifiers(of view: some ExprSyntaxProtocol) -> [Modifier] {
        var modifiers: [Modifier] = []
        var current = Syntax(view)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == current,
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
        {
            modifiers.append(Modifier(name: member.declName.baseName.text, call: call))
            current = Syntax(call)
        }
        return modifiers
    }

    /// The outermost expression of `view`'s modifier chain: the statement a view builder sees.
    static func chainEnd(of view: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        modifiers(of: view).last?.call ?? view
    }

    /// The view calls that contain `node` in one of their closures (a `Button { Image(…) }`, an
    /// `HStack { … }`), innermost first, each with its own modifiers. Stops at a declaration, since
    /// a helper function's body is not inside its caller's views.
    static func enclosingViews(of node: some SyntaxProtocol) -> [(call: FunctionCallExprSyntax, modifiers: [Modifier])]
    {
        var result: [(FunctionCallExprSyntax, [Modifier])] = []
        var current = node.parent
        while let syntax = current {
            if syntax.is(DeclSyntax.self) { break }
            if let closure = syntax.as(ClosureExprSyntax.self),
                let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.as(
                    FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                constructorName(call) != nil
            {
                result.append((call, modifiers(of: call)))
                current = call.parent
                continue
            }
            current = syntax.parent
        }
        return result
    }

    /// The text of a plain string literal (no interpolation); nil otherwise.
    static func literalText(_ expression: ExprSyntax?) -> String? {
        guard let literal = expression?.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }
}

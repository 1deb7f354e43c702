import SwiftSyntax

/// What a control's action or a gesture's handler does, as keys that can be compared across files:
/// `Owner.close` for the type's own `close()` (written bare or on `self`), `viewModel.close` for
/// `self.viewModel?.close()`. A gesture or a shake whose handler does what some control does (a
/// Close button's action calls the same `dismiss()`, a toolbar button the same `viewModel.refresh()`)
/// has an alternative on screen; the project index holds every control's keys (`controlCalls`).
enum ControlCalls {
    /// The key of one call, or nil for a call on something that is not a name (`make().close()`).
    static func key(_ call: FunctionCallExprSyntax, owner: String?) -> String? {
        // A capitalised name makes a value (`DragGesture()`, `Task { … }`) rather than acting.
        guard let name = BehaviourSyntax.calleeName(call), !InertCalls.sharedByUnlikeActions.contains(name),
            name.first?.isUppercase == false,
            !isFeedback(name)
        else { return nil }
        if call.calledExpression.is(DeclReferenceExprSyntax.self) { return (owner ?? "") + "." + name }
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
        guard let path = ScopeChain.memberPath(base), let last = path.last, !isFeedback(last) else { return nil }
        // `self.close()` is the type's own; `UIView.animate` and `Foo.shared` are no receiver of the screen.
        if path == ["self"] { return (owner ?? "") + "." + name }
        return last + "." + name
    }

    /// The keys of the calls written in `node`.
    static func keys(in node: some SyntaxProtocol, owner: String?) -> Set<String> {
        Set(
            BehaviourSyntax.nodes(of: FunctionCallExprSyntax.self, in: Syntax(node)).compactMap {
                key($0, owner: owner)
            })
    }

    /// The keys of the calls in `nodes`, with those of the type's own methods they call (followed
    /// through `methods`, the handlers of `owner`).
    static func keys(in nodes: [Syntax], owner: String?, following methods: GestureHandlers) -> [String] {
        var keys: Set<String> = []
        for node in nodes {
            keys.formUnion(self.keys(in: node, owner: owner))
            for call in BehaviourSyntax.nodes(of: FunctionCallExprSyntax.self, in: node)
            where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                if let name = BehaviourSyntax.calleeName(call) {
                    keys.formUnion(methods.callKeys(from: name, owner: owner))
                }
            }
        }
        return keys.sorted()
    }

    /// The key of a method handed over by name: `#selector(close)`, `action: close`, `action: viewModel.close`.
    static func key(ofReference expression: ExprSyntax?, owner: String?) -> String? {
        if let selector = BehaviourSyntax.selectorName(expression) { return (owner ?? "") + "." + selector }
        guard let expression, let path = ScopeChain.memberPath(expression), let name = path.last else { return nil }
        return path.count == 1 || path.dropLast() == ["self"]
            ? (owner ?? "") + "." + name : path[path.count - 2] + "." + name
    }

    /// Haptics and other feedback (`hapticManager.play`, `UIDevice.impact`): what a control and a
    /// gesture both give as they are used, not what they do.
    static func isFeedback(_ name: String) -> Bool {
        name.containsASCIICaseInsensitive("haptic") || name.containsASCIICaseInsensitive("impact")
            || name.containsASCIICaseInsensitive("feedback") || name.containsASCIICaseInsensitive("vibrat")
    }
}

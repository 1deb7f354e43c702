import SwiftSyntax

/// What a control's action or a gesture's handler does, as keys that can be compared across files:
/// `Owner.close` for the type's own `close()` (written bare or on `self`), `viewModel.close` for
/// `self.viewModel?.close()`. A gesture or a shake whose handler does what some control does (a
/// Close button's action calls the same `dismiss()`, a toolbar button the same `viewModel.refresh()`)
/// has an alternative on screen; the project index holds every control's keys (`ControlActions`).
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

/// No control of the project (a button's action, an `@IBAction`, a bar button item's selector)
/// does any of `calls` (`ControlCalls` keys): what a gesture or a shake does is offered by none.
public struct NotDoneByControl: IndexCondition {
    public static let name = "notDoneByControl"
    public var calls: [String]

    public init(calls: [String]) {
        self.calls = calls
    }

    public func holds(in index: ProjectIndex) -> Bool {
        index.fact(ControlActions.self).calls.isDisjoint(with: calls)
    }
}

/// What the project's controls do, as `ControlCalls` keys (`Owner.close`, `viewModel.refresh`):
/// the methods `@IBAction`s, `addTarget(_:action:for:)`, bar button items, `UIAction`s and SwiftUI
/// `Button`s trigger, and the calls in them. A gesture or a shake doing the same has an alternative.
public struct ControlActions: ProjectFact {
    public static let name = "controlActions"
    public var calls: Set<String>

    public init(merging values: [Set<String>]) {
        calls = values.reduce(into: []) { $0.formUnion($1) }
    }

    public static func collector(file: SourceFile, context: SourceContext) -> FactCollector? {
        Collector(file: file, context: context)
    }

    final class Collector: FactCollector {
        private var calls: Set<String> = []
        /// Methods controls trigger, by the type whose method they are, followed in `finish`.
        private var controlMethods: [String: Set<String>] = [:]
        override var value: (any FileFact)? { calls.isEmpty ? nil : calls }

        override var interests: SourceInterests { [.calls, .functions] }
        override var callNames: Set<String>? { Self.controlCallNames }
        /// Calls that make a control or hand it an action.
        static let controlCallNames: Set<String> = [
            "Button", "addTarget", "UIAction", "UIBarButtonItem", "UIKeyCommand", "UICommand",
            "UIMenuItem",
        ]

        override func visit(_ node: FunctionDeclSyntax, scope: ScopeChain) {
            if node.attributes.contains(where: { UIKitReceivers.isAttribute($0, named: "IBAction") }),
                !GestureHandlers.takesRecognizer(node)
            {
                controlMethods[scope.typeName ?? "", default: []].insert(node.name.text)
            }
        }

        override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
            if let called = BehaviourSyntax.calleeName(node), Self.controlCallNames.contains(called) {
                recordControl(node, called: called, owner: scope.typeName)
            }
        }

        /// What a control does: the action it is handed (`#selector(close)`, `action: viewModel.close`)
        /// or the calls in its action closure (a SwiftUI `Button`'s, a `UIAction`'s handler).
        private func recordControl(_ call: FunctionCallExprSyntax, called: String, owner: String?) {
            // A recognizer's `addTarget(_:action:)` has no control event: it is no control.
            if called == "addTarget", BehaviourSyntax.argument("for", of: call) == nil { return }
            let action: ExprSyntax?
            if called == "Button" {
                // `Button("Done") { … }` and `Button { … } label: { … }` act in the trailing closure;
                // `Button(action: …) { label }` in the argument.
                action = BehaviourSyntax.argument("action", of: call) ?? call.trailingClosure.map { ExprSyntax($0) }
            } else if called == "UIAction" {
                action = BehaviourSyntax.argument("handler", of: call) ?? call.trailingClosure.map { ExprSyntax($0) }
            } else {
                action = BehaviourSyntax.argument("action", of: call)
            }
            guard let action else { return }
            if let closure = action.as(ClosureExprSyntax.self) {
                calls.formUnion(ControlCalls.keys(in: closure, owner: owner))
                // The type's own methods it calls are followed once the file is known.
                for call in BehaviourSyntax.nodes(of: FunctionCallExprSyntax.self, in: Syntax(closure))
                where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                    if let name = BehaviourSyntax.calleeName(call) {
                        controlMethods[owner ?? "", default: []].insert(name)
                    }
                }
            } else if let key = ControlCalls.key(ofReference: action, owner: owner) {
                calls.insert(key)
                if key.hasPrefix((owner ?? "") + "."), let name = key.split(separator: ".").last {
                    controlMethods[owner ?? "", default: []].insert(String(name))
                }
            }
        }

        override func finish(facts: FileFacts) {
            for (owner, methods) in controlMethods {
                let handlers = facts.gestureHandlers(ofType: owner.isEmpty ? nil : owner, in: file.tree)
                for method in methods {
                    calls.formUnion(handlers.callKeys(from: method, owner: owner.isEmpty ? nil : owner))
                }
            }
        }
    }
}

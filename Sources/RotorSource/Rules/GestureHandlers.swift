import SwiftSyntax

/// The methods of one type, as the gesture rules ask about a recognizer's handler: which methods a
/// control also triggers, what a handler goes on to call, whether it reads where the touch landed,
/// and how often a name is written. Only the type's own declaration and its extensions in the file
/// are read, so a method of the same name in another type never counts.
struct GestureHandlers {
    private var functions: [String: [FunctionDeclSyntax]] = [:]
    /// Methods a control triggers: `@IBAction`s whose sender is not a recognizer, and the selectors
    /// of `addTarget(_:action:for:)`, which only controls have.
    private(set) var controlActions: Set<String> = []
    /// How many times each name is written in the type, its method declarations aside.
    private var mentions: [String: Int] = [:]
    /// Whether the type's code names a zoom or a scale anywhere, its handlers included
    /// (`setZoomScale`, `zoomScale`, `zoom(to:animated:)`, a `scale` it keeps): a view that zooms,
    /// whose double tap is its zoom, whichever object handles it.
    private(set) var zoomsAnywhere = false
    /// The type's stored properties by the type they are declared or created with
    /// (`@IBOutlet var reminderSwitch: UISwitch!`, `let reminderSwitch = UISwitch()`).
    private(set) var propertyTypes: [String: String] = [:]
    /// The type's stored properties declared `private` or `fileprivate`: no other file reaches them.
    private(set) var privateProperties: Set<String> = []

    /// Methods reached from a handler are followed this many calls deep: enough for a handler that
    /// calls a helper that calls the button's action, without walking the whole type.
    private static let followedDepth = 4

    init(type: String?, in tree: SourceFileSyntax) {
        for body in BehaviourSyntax.bodies(ofType: type, in: tree) {
            let contents = BodyContents(body)
            for function in contents.functions {
                functions[function.name.text, default: []].append(function)
                if function.attributes.contains(where: { UIKitReceivers.isAttribute($0, named: "IBAction") }),
                    !Self.takesRecognizer(function)
                {
                    controlActions.insert(function.name.text)
                }
            }
            for call in contents.calls
            where BehaviourSyntax.calleeName(call) == "addTarget" && BehaviourSyntax.argument("for", of: call) != nil {
                if let action = BehaviourSyntax.selectorName(BehaviourSyntax.argument("action", of: call)) {
                    controlActions.insert(action)
                }
            }
            for variable in contents.variables
            where variable.parent?.is(MemberBlockItemSyntax.self) == true {
                let isPrivate = variable.modifiers.contains {
                    [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) && $0.detail == nil
                }
                for binding in variable.bindings {
                    if isPrivate, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        privateProperties.insert(name)
                    }
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let type = binding.typeAnnotation.map({ RuleWalker.baseTypeName($0.type) })
                            ?? binding.initializer.flatMap({ RuleWalker.constructedType($0.value) })
                    else { continue }
                    propertyTypes[name] = type
                }
            }
            for (token, text) in contents.identifiers {
                if Self.namesOwnMember(token, type: type) { mentions[text, default: 0] += 1 }
                if Self.isZoomWord(text) { zoomsAnywhere = true }
            }
        }
    }

    /// A body's functions, calls, variables and identifiers, in source order, gathered in one walk
    /// instead of one per kind: every type with an `@IBAction` is read so.
    private final class BodyContents: SyntaxVisitor {
        var functions: [FunctionDeclSyntax] = []
        var calls: [FunctionCallExprSyntax] = []
        var variables: [VariableDeclSyntax] = []
        var identifiers: [(token: TokenSyntax, text: String)] = []

        init(_ body: Syntax) {
            super.init(viewMode: .sourceAccurate)
            walk(body)
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            functions.append(node)
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            calls.append(node)
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            variables.append(node)
            return .visitChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if case .identifier(let text) = token.tokenKind { identifiers.append((token, text)) }
            return .visitChildren
        }
    }

    /// Whether the token refers to something of the type itself: not a declaration's name, and not a
    /// member of another object (`delegate?.archive(…)` is not the type's `archive`).
    private static func namesOwnMember(_ token: TokenSyntax, type: String?) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
            let base = member.base
        else { return true }
        let path = ScopeChain.memberPath(base)
        return path == ["self"] || path == ["Self"] || (type != nil && path == [type ?? ""])
    }

    /// A recognizer added in a storyboard sends itself: `@IBAction func pan(_ sender: UIPanGestureRecognizer)`.
    static func takesRecognizer(_ function: FunctionDeclSyntax) -> Bool {
        guard let parameter = function.signature.parameterClause.parameters.first else { return false }
        return RuleWalker.baseTypeName(parameter.type).hasSuffix("GestureRecognizer")
    }

    /// How many times `name` is written in the type, its declarations aside.
    func mentions(of name: String) -> Int {
        mentions[name] ?? 0
    }

    /// The handler and the methods of the type it calls, directly or through other methods of the type.
    func reached(from handler: String) -> Set<String> {
        var reached: Set<String> = [handler]
        var frontier = [handler]
        for _ in 0..<Self.followedDepth where !frontier.isEmpty {
            let called = frontier.flatMap { name in (functions[name] ?? []).flatMap(Self.ownCalls) }
            frontier = called.filter { functions[$0] != nil && reached.insert($0).inserted }
        }
        return reached
    }

    /// The identifiers written in the handler and the methods of the type it calls.
    func reachedNames(from handler: String) -> Set<String> {
        var names = Set<String>()
        for function in reached(from: handler).flatMap({ functions[$0] ?? [] }) {
            guard let body = function.body else { continue }
            for token in body.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let text) = token.tokenKind { names.insert(text) }
            }
        }
        return names
    }

    /// The names of everything the handler and the methods of the type it reaches call, on any
    /// receiver (`close` for `delegate?.close()`), the type's own methods left out.
    func calledNames(from handler: String) -> Set<String> {
        var names: Set<String> = []
        for body in reached(from: handler).flatMap({ functions[$0] ?? [] }).compactMap(\.body) {
            for call in BehaviourSyntax.nodes(of: FunctionCallExprSyntax.self, in: Syntax(body)) {
                guard let name = BehaviourSyntax.calleeName(call) else { continue }
                // `viewModel.headerTapped()` is another object's, even when the type has a method of that name.
                if functions[name] != nil, Self.isOwnCall(call) { continue }
                names.insert(name)
            }
        }
        return names
    }

    /// `name()` or `self.name()`.
    private static func isOwnCall(_ call: FunctionCallExprSyntax) -> Bool {
        if call.calledExpression.is(DeclReferenceExprSyntax.self) { return true }
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return false }
        return ScopeChain.memberPath(base) == ["self"]
    }

    /// Whether all the handler does is end editing (`view.endEditing(true)`, `resignFirstResponder()`):
    /// a tap that puts the keyboard away, which is no control.
    func onlyEndsEditing(_ handler: String) -> Bool {
        let calls = calledNames(from: handler).subtracting(InertCalls.nothingDone)
        return !calls.isEmpty && calls.isSubset(of: Self.editingEnds)
    }

    /// The properties whose on state the handler and the methods of the type it reaches set
    /// (`reminderSwitch.setOn(…)`, `reminderSwitch.isOn = …`, `reminderSwitch.isOn.toggle()`), when that,
    /// the control's own action, sending its actions, ending editing and inert calls are all they
    /// do; nil when they do anything else or set no on state.
    func onlySetsOnState(from handler: String) -> Set<String>? {
        var properties: Set<String> = []
        let allowed = InertCalls.nothingDone.union(Self.editingEnds).union(controlActions).union([
            "sendActions", "withAnimation", "animate",
        ])
        // The switch's own action, called to report the change, is what the switch does anyway.
        let walked = reached(from: handler).filter { $0 == handler || !controlActions.contains($0) }
        for body in walked.flatMap({ functions[$0] ?? [] }).compactMap(\.body) {
            for call in BehaviourSyntax.nodes(of: FunctionCallExprSyntax.self, in: Syntax(body)) {
                guard let name = BehaviourSyntax.calleeName(call) else { return nil }
                let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
                if name == "setOn", let property = Self.ownProperty(base) {
                    properties.insert(property)
                } else if name == "toggle", let member = base?.as(MemberAccessExprSyntax.self),
                    member.declName.baseName.text == "isOn",
                    let property = Self.ownProperty(member.base)
                {
                    properties.insert(property)
                } else if !allowed.contains(name) && !(functions[name] != nil && Self.isOwnCall(call)) {
                    return nil
                }
            }
            for sequence in BehaviourSyntax.nodes(of: SequenceExprSyntax.self, in: Syntax(body)) {
                guard let (target, _) = BehaviourSyntax.assignment(sequence) else { continue }
                guard let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isOn",
                    let property = Self.ownProperty(member.base)
                else { return nil }
                properties.insert(property)
            }
        }
        return properties.isEmpty ? nil : properties
    }

    /// `reminderSwitch` or `self.reminderSwitch`: the name of a property of the type.
    private static func ownProperty(_ expression: ExprSyntax?) -> String? {
        guard let expression, let path = ScopeChain.memberPath(expression) else { return nil }
        if path.count == 1 { return path[0] }
        return path.count == 2 && path[0] == "self" ? path[1] : nil
    }

    /// Whether all the handler does is focus a text field (`nameField.becomeFirstResponder()`): a
    /// caption's tap that leads to a field VoiceOver reaches by itself.
    func onlyFocusesField(_ handler: String) -> Bool {
        calledNames(from: handler).subtracting(InertCalls.nothingDone) == ["becomeFirstResponder"]
    }

    /// Whether the handler is declared here with nothing in its body but comments, logging or
    /// layout (`@objc func alertTapped() {}`): a recognizer that only swallows taps, which no trait describes.
    func doesNothing(_ handler: String) -> Bool {
        guard let declarations = functions[handler], !declarations.isEmpty else { return false }
        return declarations.allSatisfy { $0.body.map { InertCalls.doNothing($0.statements) } ?? false }
    }

    /// The one test of what zooms, for UIKit handlers, the types around them and SwiftUI gestures:
    /// a name that speaks of zoom or scale.
    static func isZoomWord(_ name: String) -> Bool {
        name.containsASCIICaseInsensitive("zoom") || name.containsASCIICaseInsensitive("scale")
    }

    /// What the method does, as `ControlCalls` keys: the type's own methods it reaches and the calls
    /// written in them.
    func callKeys(from method: String, owner: String?) -> Set<String> {
        var keys: Set<String> = []
        for name in reached(from: method) {
            keys.insert((owner ?? "") + "." + name)
            for body in (functions[name] ?? []).compactMap(\.body) {
                keys.formUnion(ControlCalls.keys(in: body, owner: owner))
            }
        }
        return keys
    }

    /// Calls that end editing and so put the keyboard away.
    static let editingEnds: Set<String> = ["endEditing", "resignFirstResponder"]

    /// Whether the handler, or a method of the type it calls, is also a control's action.
    func reachesControlAction(from handler: String) -> Bool {
        !reached(from: handler).isDisjoint(with: controlActions)
    }

    /// Whether the handler reads where the touch landed on its recognizer (`sender.location(in: view)`):
    /// a tap that focuses a camera or picks a point, not a button.
    func readsTouchLocation(_ handler: String) -> Bool {
        (functions[handler] ?? []).contains { function in
            guard let parameter = function.signature.parameterClause.parameters.first, let body = function.body else {
                return false
            }
            let name = (parameter.secondName ?? parameter.firstName).text
            return BehaviourSyntax.nodes(of: FunctionCallExprSyntax.self, in: Syntax(body)).contains { call in
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                    member.declName.baseName.text == "location",
                    let base = member.base, let path = ScopeChain.memberPath(base)
                else { return false }
                return path == [name]
            }
        }
    }

    /// Methods called on `self`, written bare or as `self.name()`.
    private static func ownCalls(_ function: FunctionDeclSyntax) -> [String] {
        guard let body = function.body else { return [] }
        return BehaviourSyntax.nodes(of: FunctionCallExprSyntax.self, in: Syntax(body)).compactMap { call in
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                ScopeChain.memberPath(base) == ["self"]
            else { return nil }
            return member.declName.baseName.text
        }
    }
}

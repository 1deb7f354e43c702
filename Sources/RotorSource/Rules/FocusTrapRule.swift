import RotorKit
import SwiftSyntax

/// Return on a form's last field leads somewhere: to the form's action, or out of the keyboard. A
/// Return handler that always moves focus to another field keeps people cycling among the fields.
public struct FocusTrapRule: SourceRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "focus-trap",
        title: "Return on a form's fields does not cycle focus forever",
        criteria: ["2.4.3"],
        platforms: [.ios],
        defaultSeverity: .error,
        success: "Return moves to the next field, and on the last field it submits the form or dismisses the keyboard "
            + "(`resignFirstResponder()`, `focus = nil`), so focus reaches the form's button in a meaningful order.",
        failure:
            "`textFieldShouldReturn(_:)` or SwiftUI's `.onSubmit` moves focus to another field on every path, so the "
            + "fields pass focus round in a circle and never on to the call-to-action button.",
        limitations:
            "Only the handler's own statements are read: focus moved by a helper method, or a handler that calls "
            + "any other method of its own (taken to be the form's action), is not reported. Fields chained through "
            + "`viewWithTag` or an optional `nextField?` are read as a chain that ends after the last field.",
        guideline: "Operable › Focus Order (WCAG 2.4.3 - Level A)")

    public let sourceExamples: [SourceExample] = [
        .triggering(
            "fields that hand focus to each other in a circle (the seed's title and subtitle)",
            """
            final class NoteEditorViewController: UIViewController, UITextFieldDelegate {
                func ↓textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField === titleField {
                        subtitleField.becomeFirstResponder()
                    } else {
                        titleField.becomeFirstResponder()
                    }
                    return true
                }
            }
            """),
        .triggering(
            "a switch that always picks another field",
            """
            func ↓textFieldShouldReturn(_ textField: UITextField) -> Bool {
                switch textField {
                case emailField: return passwordField.becomeFirstResponder()
                default: return emailField.becomeFirstResponder()
                }
            }
            """),
        .triggering(
            "SwiftUI fields whose Return moves focus round in a circle",
            """
            struct AddressForm: View {
                enum Field { case street, city }
                @FocusState private var focus: Field?

                var body: some View {
                    Form {
                        TextField("Street", text: $street)
                            .focused($focus, equals: .street)
                            ↓.onSubmit { focus = .city }
                        TextField("City", text: $city)
                            .focused($focus, equals: .city)
                            .onSubmit { focus = .street }
                    }
                }
            }
            """),
        .nonTriggering(
            "the seed's tag chain, which dismisses the keyboard after the last field",
            """
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                guard let nextResponder = textField.superview?.viewWithTag(textField.tag + 1) else {
                    textField.resignFirstResponder()
                    return true
                }
                nextResponder.becomeFirstResponder()
                return true
            }
            """),
        .nonTriggering(
            "a chain of optional next fields, which ends after the last one",
            """
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                textField.nextField?.becomeFirstResponder()
                return true
            }
            """),
        .nonTriggering(
            "Return on the last field signs in",
            """
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                if textField === emailField {
                    passwordField.becomeFirstResponder()
                } else {
                    signIn()
                }
                return true
            }
            """),
        .nonTriggering(
            "SwiftUI fields that end in the form's action or clear focus",
            """
            struct SignInForm: View {
                enum Field { case email, password }
                @FocusState private var focus: Field?

                var body: some View {
                    VStack {
                        TextField("Email", text: $email)
                            .focused($focus, equals: .email)
                            .onSubmit { focus = .password }
                        SecureField("Password", text: $password)
                            .focused($focus, equals: .password)
                            .onSubmit { signIn() }
                    }
                }
            }
            struct NoteForm: View {
                @FocusState private var focus: Field?

                var body: some View {
                    Form { fields }
                        .onSubmit {
                            if focus == .title { focus = .body } else { focus = nil }
                        }
                }
            }
            """),
    ]

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        FocusTrapChecker(file: file, metadata: metadata, context: context)
    }
}

final class FocusTrapChecker: SourceChecker {
    override var variableAttributes: Set<String>? { Self.variableAttributes }
    private static let variableAttributes: Set<String> = ["FocusState"]
    override var interests: SourceInterests { [.calls, .functions, .variables] }
    override var callNames: Set<String>? { Self.callNames }
    private static let callNames: Set<String> = ["onSubmit"]

    /// A SwiftUI `.onSubmit { … }`, decided once the file's `@FocusState` properties are known.
    private struct Submit {
        var period: TokenSyntax
        var statements: CodeBlockItemListSyntax
        /// The field it is attached to (`.focused($focus, equals: .city)` → "city"); nil on a container.
        var field: String?
        var typeName: String?
    }

    private var submits: [Submit] = []
    private var focusStates: Set<String> = []

    /// Calls in a Return handler that end the cycle.
    static let exits: Set<String> = ["resignFirstResponder", "endEditing"]

    override func visit(_ node: FunctionDeclSyntax, scope: ScopeChain) {
        guard node.name.text == "textFieldShouldReturn", let body = node.body else { return }
        let parameter = node.signature.parameterClause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        let calls = ControlFlow.calls(in: body)
        // A method of the form's own (`signIn()`, `self.submit()`) is taken to be the way out.
        let callsOwnMethod = calls.contains { call in
            guard let name = BehaviourSyntax.calleeName(call), name != "becomeFirstResponder" else { return false }
            if Self.exits.contains(name) { return true }
            if call.calledExpression.is(DeclReferenceExprSyntax.self) { return name.first?.isLowercase == true }
            return call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "self"
        }
        guard !callsOwnMethod else { return }
        let alwaysMoves = ControlFlow.everyPath(body.statements) { node in
            ControlFlow.calls(in: node).contains { call in
                guard BehaviourSyntax.calleeName(call) == "becomeFirstResponder",
                    let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
                else { return false }
                // `textField.nextField?.becomeFirstResponder()` does nothing after the last field.
                let isOptional = receiver.tokens(viewMode: .sourceAccurate).contains {
                    $0.tokenKind == .postfixQuestionMark
                }
                return receiver.trimmedDescription != parameter && !isOptional
            }
        }
        guard alwaysMoves else { return }
        report(
            node.name,
            "Let Return on the last field submit the form or call resignFirstResponder(): every path here moves "
                + "focus to another field, so focus cycles among the fields and never reaches the form's button")
    }

    override func visit(_ node: VariableDeclSyntax, scope: ScopeChain) {
        let isFocusState = node.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "FocusState"
        }
        guard isFocusState else { return }
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { focusStates.insert(name) }
        }
    }

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "onSubmit",
            member.base != nil, let closure = node.trailingClosure
        else { return }
        let focused = ModifierChain.modifiers(around: node).first { $0.name == "focused" }
        let field = focused?.argument("equals").flatMap(Self.caseName)
        submits.append(
            Submit(period: member.period, statements: closure.statements, field: field, typeName: scope.typeName))
    }

    override func finish(facts: FileFacts) {
        guard !submits.isEmpty, !focusStates.isEmpty else { return }
        var byType: [String: [Submit]] = [:]
        var typeOrder: [String] = []
        for submit in submits {
            let key = submit.typeName ?? ""
            if byType[key] == nil { typeOrder.append(key) }
            byType[key, default: []].append(submit)
        }
        for key in typeOrder {
            if let trapping = trappingSubmit(in: byType[key] ?? []) {
                report(
                    trapping.period,
                    "Let Return on the last field submit the form or clear the focus (focus = nil): "
                        + "every Return here moves focus to another field, so focus cycles among the fields and never "
                        + "reaches the form's button")
            }
        }
    }

    /// The first submit handler of a cycle, when every handler of the view moves focus on.
    private func trappingSubmit(in submits: [Submit]) -> Submit? {
        var edges: [String: Set<String>] = [:]
        for submit in submits {
            guard ControlFlow.everyPath(submit.statements, does: { self.movesFocus($0) != nil }) else { return nil }
            // Return anywhere in the container moves focus on: nothing ends the form.
            guard let field = submit.field else { return submit }
            for statement in submit.statements {
                edges[field, default: []].formUnion(targets(in: Syntax(statement)))
            }
        }
        return submits.first { submit in submit.field.map { Self.reachesItself($0, edges: edges) } == true }
    }

    /// The value `focus = value` assigns to a `@FocusState` property, unless it clears the focus.
    private func movesFocus(_ node: Syntax) -> String? {
        for sequence in Self.sequences(in: node) {
            guard let assignment = BehaviourSyntax.assignment(sequence),
                let target = ScopeChain.memberPath(assignment.target)?.last, focusStates.contains(target)
            else { continue }
            let value = assignment.value.map(\.trimmedDescription).joined(separator: " ")
            if value != "nil", value != "false" { return value }
        }
        return nil
    }

    private func targets(in node: Syntax) -> Set<String> {
        var found: Set<String> = []
        for sequence in Self.sequences(in: node) {
            guard let assignment = BehaviourSyntax.assignment(sequence),
                let target = ScopeChain.memberPath(assignment.target)?.last, focusStates.contains(target)
            else { continue }
            for element in assignment.value {
                if let name = Self.caseName(element) { found.insert(name) }
            }
        }
        return found
    }

    private static func sequences(in node: Syntax) -> [SequenceExprSyntax] {
        var found: [SequenceExprSyntax] = []
        var stack: [Syntax] = [node]
        while let current = stack.popLast() {
            if current.is(ClosureExprSyntax.self) { continue }
            if let sequence = current.as(SequenceExprSyntax.self) { found.append(sequence) }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return found
    }

    /// `.city` or `Field.city` → "city".
    private static func caseName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        return member.declName.baseName.text
    }

    private static func reachesItself(_ start: String, edges: [String: Set<String>]) -> Bool {
        var seen: Set<String> = []
        var stack = Array(edges[start] ?? [])
        while let field = stack.popLast() {
            if field == start { return true }
            guard seen.insert(field).inserted else { continue }
            stack.append(contentsOf: edges[field] ?? [])
        }
        return false
    }
}

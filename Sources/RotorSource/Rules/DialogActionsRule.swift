import Foundation
import RotorKit
import SwiftSyntax

/// A dialog's buttons say what they do. On "Cancel your booking?" the answers "Yes", "No", "OK" and
/// "Cancel" leave open which one cancels: "Cancel Booking" and "Keep Booking" do not.
public struct DialogActionsRule: SourceRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "dialog-actions",
        title: "Dialog buttons name their action",
        criteria: ["2.4.4"],
        platforms: [.ios],
        defaultSeverity: .warning,
        success: "Alert and confirmation buttons repeat the verb of the question (\"Delete this message?\" ▸ Delete ▸ "
            + "Cancel); when the question is about cancelling, the buttons say what happens to the thing cancelled "
            + "(\"Cancel Booking\", \"Keep Booking\") rather than using \"Cancel\" again.",
        failure: "A question about cancelling answered by \"Yes\", \"No\", \"OK\" or \"Cancel\": heard alone, as a "
            + "VoiceOver user hears each button, the title does not say whether it cancels or keeps. \"Yes\" and "
            + "\"No\" on other questions are reported for review.",
        limitations: "Only titles and questions written as string literals (plain, `NSLocalizedString` or "
            + "`String(localized:)`) are read, a key as its value in the app's development language; text from "
            + "variables is not. Actions are matched "
            + "to their alert within one file, through `addAction` on the same variable or the closures of SwiftUI's "
            + "`.alert` and `.confirmationDialog`.",
        guideline: "Operable › Action Purpose (WCAG 2.4.4 - Level A)")

    public let sourceExamples: [SourceExample] = [
        .triggering(
            "the seed's failure: OK and Cancel on a question about cancelling",
            """
            let alert = UIAlertController(title: "Cancel booking?", message: "This action is irreversible.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: ↓"OK", style: .destructive) { _ in cancelBooking() })
            alert.addAction(UIAlertAction(title: ↓"Cancel", style: .cancel))
            present(alert, animated: true)
            """),
        .triggering(
            "SwiftUI Yes and No on \"Cancel order?\"",
            """
            Button("Cancel Order") { isConfirming = true }
                .confirmationDialog("Cancel order?", isPresented: $isConfirming) {
                    Button(↓"Yes", role: .destructive) { cancelOrder() }
                    Button(↓"No", role: .cancel) {}
                }
            """),
        .triggering(
            "Yes and No on another question (for review)",
            """
            let keep = UIAlertAction(title: ↓"No", style: .cancel)
            let alert = UIAlertController(title: "Delete this message?", message: nil, preferredStyle: .actionSheet)
            alert.addAction(UIAlertAction(title: ↓"Yes", style: .destructive) { _ in delete(message) })
            alert.addAction(keep)
            """),
        .nonTriggering(
            "buttons that name what happens",
            """
            let alert = UIAlertController(title: "Cancel booking?", message: "This action is irreversible.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel Booking", style: .destructive) { _ in cancelBooking() })
            alert.addAction(UIAlertAction(title: "Keep Booking", style: .cancel))
            Text(order.number)
                .alert("Cancel order?", isPresented: $isConfirming) {
                    Button("Cancel Order", role: .destructive) { cancelOrder() }
                    Button("Keep Order", role: .cancel) {}
                }
            """),
        .nonTriggering(
            "OK and Cancel where the question is not about cancelling",
            """
            let alert = UIAlertController(title: "Delete this message?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in delete(message) })
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            let notice = UIAlertController(title: "Saved", message: "Your address was saved.", preferredStyle: .alert)
            notice.addAction(UIAlertAction(title: "OK", style: .default))
            """),
    ]

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        DialogActionsChecker(file: file, metadata: metadata, context: context)
    }

    /// Titles that say nothing about the action.
    static let genericTitles: Set<String> = ["yes", "no", "ok", "okay", "cancel"]
    static let affirmative: Set<String> = ["yes", "ok", "okay"]

    /// "Cancel booking?", "Are you sure you want to cancel your order?": a question about cancelling.
    static func asksAboutCancelling(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.contains("?") && lowered.range(of: #"\bcancel"#, options: .regularExpression) != nil
    }

    /// "Cancel your booking?" → "Booking": what the question cancels, for the suggested titles.
    static func cancelledThing(in question: String) -> String? {
        guard let range = question.range(of: #"(?i)\bcancel\s+([^?.!,]+)"#, options: .regularExpression) else {
            return nil
        }
        var words = question[range].split(separator: " ").dropFirst().map(String.init)
        while let first = words.first, ["your", "this", "the", "my", "our", "that"].contains(first.lowercased()) {
            words.removeFirst()
        }
        guard !words.isEmpty, words.count <= 3 else { return nil }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}

final class DialogActionsChecker: SourceChecker {
    override var createdTypes: Set<String>? { Self.createdTypes }
    private static let createdTypes: Set<String> = ["UIAlertController", "UIAlertAction"]
    override var interests: SourceInterests { [.calls, .variables] }
    override var callNames: Set<String>? { Self.callNames }
    private static let callNames: Set<String> = ["addAction", "alert", "confirmationDialog"]

    /// A button title and the question it answers, once known.
    private struct Action {
        var literal: ExprSyntax
        var title: String
        /// The alert the action is added to, for UIKit actions.
        var alert: ReceiverKey?
        var question: [String]
    }

    private var actions: [Action] = []
    /// `UIAlertController(title:message:…)` texts by the variable that holds it.
    private var alerts: [ReceiverKey: [String]] = [:]
    /// `let keep = UIAlertAction(title: "No", …)`: created actions by variable, to join with `addAction(keep)`.
    private var namedActions: [ReceiverKey: FunctionCallExprSyntax] = [:]

    override func visit(_ node: VariableDeclSyntax, scope: ScopeChain) {
        for binding in node.bindings {
            guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                let type = RuleWalker.constructedType(ExprSyntax(call)),
                type == "UIAlertController" || type == "UIAlertAction",
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            let key = scope.key(named: name)
            if type == "UIAlertController" {
                alerts[key] = texts(of: call, labels: ["title", "message"])
            } else {
                namedActions[key] = call
            }
        }
    }

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return }
        let method = member.declName.baseName.text
        if method == "addAction", let base = member.base, let argument = node.arguments.first?.expression {
            let action: FunctionCallExprSyntax?
            if let call = argument.as(FunctionCallExprSyntax.self),
                RuleWalker.constructedType(argument) == "UIAlertAction"
            {
                action = call
            } else if ScopeChain.memberPath(argument) != nil {
                action = namedActions[scope.key(forReceiver: argument)]
            } else {
                action = nil
            }
            guard let action, let title = action.arguments.first(where: { $0.label?.text == "title" })?.expression,
                let text = context.texts.string(title)?.text
            else { return }
            actions.append(Action(literal: title, title: text, alert: scope.key(forReceiver: base), question: []))
        } else if ["alert", "confirmationDialog"].contains(method), member.base != nil {
            checkSwiftUIDialog(node)
        }
    }

    /// `.alert("Cancel order?", isPresented:) { Button("Yes") {…} } message: { Text("…") }`.
    private func checkSwiftUIDialog(_ call: FunctionCallExprSyntax) {
        guard let title = call.arguments.first.flatMap({ context.texts.localizedKey($0.expression)?.text }) else {
            return
        }
        var question = [title]
        var buttonsClosure = call.trailingClosure
        for extra in call.additionalTrailingClosures where extra.label.text == "message" {
            question += literalTexts(in: extra.closure)
        }
        if let message = call.arguments.first(where: { $0.label?.text == "message" })?.expression.as(
            ClosureExprSyntax.self)
        {
            question += literalTexts(in: message)
        }
        if let actionsArgument = call.arguments.first(where: { $0.label?.text == "actions" })?.expression.as(
            ClosureExprSyntax.self)
        {
            buttonsClosure = actionsArgument
        }
        guard let buttonsClosure else { return }
        for button in ControlFlow.calls(in: buttonsClosure.statements)
        where SwiftUIViews.constructorName(button) == "Button" {
            guard let titleExpression = button.arguments.first?.expression, button.arguments.first?.label == nil,
                let text = context.texts.localizedKey(titleExpression)?.text
            else { continue }
            actions.append(Action(literal: titleExpression, title: text, alert: nil, question: question))
        }
    }

    override func finish(facts: FileFacts) {
        for action in actions {
            let question = action.alert.flatMap { alerts[$0] } ?? action.question
            let title = action.title.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters)).lowercased()
            guard DialogActionsRule.genericTitles.contains(title) else { continue }
            if let cancelQuestion = question.first(where: DialogActionsRule.asksAboutCancelling) {
                let thing = DialogActionsRule.cancelledThing(in: cancelQuestion)
                let keeps = !DialogActionsRule.affirmative.contains(title)
                let suggestion =
                    thing.map { keeps ? "\"Keep \($0)\"" : "\"Cancel \($0)\"" }
                    ?? (keeps ? "what is kept (\"Keep Booking\")" : "what is cancelled (\"Cancel Booking\")")
                report(
                    action.literal,
                    "Title this button \(suggestion) instead of \"\(action.title)\": on a question about "
                        + "cancelling, \"\(action.title)\" does not say whether it cancels or keeps")
            } else if ["yes", "no"].contains(title), question.contains(where: { $0.contains("?") }) {
                report(
                    action.literal,
                    "Title this button with the verb of the question (\"Delete\", \"Keep\") instead of "
                        + "\"\(action.title)\", so it makes sense heard on its own", certainty: .needsReview)
            }
        }
    }

    private func texts(of call: FunctionCallExprSyntax, labels: Set<String>) -> [String] {
        call.arguments.compactMap { argument in
            guard let label = argument.label?.text, labels.contains(label) else { return nil }
            return context.texts.string(argument.expression)?.text
        }
    }

    /// The literal texts of `Text("…")` views in a closure.
    private func literalTexts(in closure: ClosureExprSyntax) -> [String] {
        ControlFlow.calls(in: closure.statements).compactMap { call in
            SwiftUIViews.constructorName(call) == "Text" ? context.texts.localizedKey(ExprSyntax(call))?.text : nil
        }
    }
}

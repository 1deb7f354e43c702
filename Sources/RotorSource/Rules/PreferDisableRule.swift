import RotorKit
import SwiftSyntax

/// A button that cannot be used yet stays on screen, disabled: VoiceOver reads it as "dimmed", so
/// people exploring the screen learn it exists. A button hidden until it is usable is never found.
public struct PreferDisableRule: SourceRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "prefer-disable",
        title: "Buttons are disabled rather than hidden until usable",
        criteria: [],
        platforms: [.ios],
        defaultSeverity: .info,
        // Judged on two real apps, none of 8 findings was right: the buttons were hidden because they did
        // not apply in that mode or swapped for a partner, which code alone cannot tell from "not usable yet".
        isOptIn: true,
        success: "A button that is not usable yet is shown disabled (`isEnabled = false`, SwiftUI's `.disabled(_:)`): "
            + "VoiceOver announces it as \"dimmed\", so a person exploring the screen learns it is there and what it "
            + "will do.",
        failure:
            "A button shown and hidden as the screen's state changes (`isHidden` set to a condition, or to true and "
            + "false in different places; SwiftUI `.opacity(ready ? 1 : 0)`), with no `isEnabled`/`.disabled`: people "
            + "who explore the screen with VoiceOver may never discover it.",
        limitations: "Whether hiding is right needs a person (a button that only makes sense in another mode may be "
            + "hidden), so every finding is for review, and the rule is opt-in: on two real apps every hidden button "
            + "it found either did not apply in that mode or swapped places with a partner. Only buttons known by their type or by a name ending in "
            + "\"Button\" are read, and only `isHidden` assignments in the same file; buttons that usually come and go with "
            + "their content or swap with a partner (clear, close, cancel, play, pause, expand, show, hide…) are left out; SwiftUI buttons inside `if` are "
            + "not reported, as conditional content is usually not a disabled state.",
        guideline: "VoiceOver Guidelines › Prefer Disabling Instead of Hiding Elements")

    public let sourceExamples: [SourceExample] = [
        .triggering(
            "the seed's Insert button, hidden until an image is chosen",
            """
            final class ComposeViewController: UIViewController {
                private let insertButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓insertButton.isHidden = true
                }

                func onImageSelected() {
                    insertButton.isHidden = false
                }
            }
            """),
        .triggering(
            "a button hidden while a form is invalid, in UIKit and SwiftUI",
            """
            ↓saveButton.isHidden = !form.isValid
            Button("Save", action: save)
                ↓.opacity(form.isValid ? 1 : 0)
            """),
        .nonTriggering(
            "the seed's fix: visible, disabled until usable",
            """
            final class ComposeViewController: UIViewController {
                private let insertButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    insertButton.isEnabled = false
                }

                func onImageSelected() {
                    insertButton.isEnabled = true
                }
            }
            Button("Save", action: save)
                .disabled(!form.isValid)
            """),
        .nonTriggering(
            "views that are not buttons, a button hidden once, and a button that is also disabled",
            """
            spinner.isHidden = !isLoading
            errorLabel.isHidden = error == nil
            legacyButton.isHidden = true
            clearButton.isHidden = query.isEmpty
            playButton.isHidden = isPlaying
            pauseButton.isHidden = !isPlaying
            retryButton.isHidden = !canRetry
            retryButton.isEnabled = canRetry
            """),
    ]

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        PreferDisableChecker(file: file, metadata: metadata, context: context)
    }
}

final class PreferDisableChecker: SourceChecker {
    override var interests: SourceInterests { [.calls, .assignments] }
    override var callNames: Set<String>? { Self.callNames }
    private static let callNames: Set<String> = ["opacity"]
    override var assignedProperties: Set<String>? { Self.assignedProperties }
    private static let assignedProperties: Set<String> = ["isHidden"]

    private struct Hiding {
        var assignment: Assignment
        var receiver: ReceiverKey
        var receiverText: String
        /// true or false for a literal; nil for a condition.
        var literal: Bool?
    }

    private var hidings: [Hiding] = []
    private var groups: ReceiverGroups { file.facts.receiverGroups }

    override func visit(_ assignment: Assignment, scope: ScopeChain) {
        guard assignment.property == "isHidden", assignment.operation == .assign, let receiver = assignment.receiver
        else { return }
        let literal = assignment.value.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
        hidings.append(
            Hiding(
                assignment: assignment, receiver: scope.key(forReceiver: receiver),
                receiverText: receiver.trimmedDescription, literal: literal))
    }

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "opacity",
            member.base != nil, let argument = node.arguments.first?.expression, Self.isShowOrHide(argument),
            ModifierChain.rootName(of: node) == "Button",
            !ModifierChain.modifiers(around: node).contains(where: { $0.name == "disabled" })
        else { return }
        report(
            member.period,
            "Consider keeping this button visible and using .disabled(…) until it can be used, instead of "
                + "hiding it with opacity: VoiceOver announces a disabled button as dimmed, so people exploring the screen "
                + "find it", certainty: .needsReview)
    }

    /// `ready ? 1 : 0`: a ternary with a zero branch.
    private static func isShowOrHide(_ expression: ExprSyntax) -> Bool {
        guard let sequence = expression.as(SequenceExprSyntax.self),
            sequence.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) })
        else {
            if let ternary = expression.as(TernaryExprSyntax.self) {
                return [ternary.thenExpression, ternary.elseExpression].contains { isZero($0) }
            }
            return false
        }
        return sequence.elements.contains { isZero($0) }
            || sequence.elements.contains {
                $0.as(UnresolvedTernaryExprSyntax.self).map { isZero($0.thenExpression) } == true
            }
    }

    private static func isZero(_ expression: ExprSyntax) -> Bool {
        ["0", "0.0"].contains(expression.trimmedDescription)
    }

    override func finish(facts: FileFacts) {
        var byReceiver: [ReceiverKey: [Hiding]] = [:]
        var order: [ReceiverKey] = []
        for hiding in hidings {
            let key = groups.canonical(hiding.receiver, facts: facts)
            if byReceiver[key] == nil { order.append(key) }
            byReceiver[key, default: []].append(hiding)
        }
        for key in order {
            guard let all = byReceiver[key], let first = all.first,
                isButton(first.receiver, text: first.receiverText, facts: facts)
            else { continue }
            let toggles =
                all.contains { $0.literal == nil }
                || (all.contains { $0.literal == true } && all.contains { $0.literal == false })
            guard toggles, groups.assignments(to: "isEnabled", of: first.receiver, facts: facts).isEmpty,
                let hides = all.first(where: { $0.literal != false })
            else { continue }
            let name = first.receiverText
            report(
                hides.assignment.target,
                "Consider keeping \(name) visible and setting \(name).isEnabled = false until it can "
                    + "be used, instead of hiding it: VoiceOver announces a disabled button as dimmed, so people exploring the "
                    + "screen find it", certainty: .needsReview)
        }
    }

    /// Buttons that come and go with their content or swap with a partner (clear, close, play and
    /// pause, expand and collapse): disabling them would not help.
    static let contextualWords = [
        "clear", "close", "dismiss", "cancel", "back", "play", "pause", "stop", "expand", "collapse",
        "more", "less", "show", "hide", "reveal", "scroll",
    ]

    private func isButton(_ key: ReceiverKey, text: String, facts: FileFacts) -> Bool {
        let name = LoweredName(text.split(separator: ".").last.map(String.init) ?? text)
        if name.containsAny(Self.contextualWords) { return false }
        if let typeName = groups.typeName(of: key, facts: facts) {
            return typeName.hasSuffix("Button") || typeName == "UIBarButtonItem"
        }
        return SourceTraits.typeNamed(after: text) == "UIButton"
    }
}

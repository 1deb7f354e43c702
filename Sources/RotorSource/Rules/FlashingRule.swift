import Foundation
import RotorKit
import SwiftSyntax

/// Nothing flashes more than three times a second: fast flashes can trigger seizures. The rule
/// computes the rate from the literal durations of repeating animations of opacity, visibility or
/// colour.
public struct FlashingRule: SourceRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "flashing",
        title: "Nothing flashes more than three times a second",
        criteria: ["2.3.1"],
        platforms: [.ios],
        defaultSeverity: .error,
        success:
            "Repeating animations of opacity, visibility or colour take at least a third of a second per flash (a fade "
            + "out and back in), so nothing flashes more than three times in any second; better still, attention is "
            + "drawn without flashing.",
        failure: "A repeating animation (`UIView.animate` with `.repeat`, a `CABasicAnimation` with a `repeatCount`, a "
            + "SwiftUI `repeatForever`, or a repeating timer that toggles `isHidden` or `alpha`) flashes faster than three "
            + "times a second, which can cause seizures in people with photosensitive epilepsy.",
        limitations:
            "Only durations written as literals are computed (with Core Animation's default of 0.25 s when none is "
            + "set); durations from variables, animation groups, keyframe and phase animators are not. The size and "
            + "contrast of what flashes are not known, so small or faint flashes that WCAG allows are reported too. A "
            + "SwiftUI animation counts when the view it animates fades, hides or changes colour in the same file.",
        guideline: "Operable › Three Flashed or Below Threshold (WCAG 2.3.1 - Level A)")

    public let sourceExamples: [SourceExample] = [
        .triggering(
            "a UIKit badge that fades in and out ten times a second",
            """
            UIView.animate(withDuration: ↓0.05, delay: 0, options: [.repeat, .autoreverse]) {
                self.saleBadge.alpha = 0
            }
            """),
        .triggering(
            "a Core Animation opacity pulse",
            """
            let pulse = CABasicAnimation(keyPath: "opacity")
            pulse.fromValue = 1
            pulse.toValue = 0
            pulse.duration = ↓0.1
            pulse.autoreverses = true
            pulse.repeatCount = .infinity
            badgeView.layer.add(pulse, forKey: "pulse")
            """),
        .triggering(
            "a SwiftUI label that blinks",
            """
            struct LiveBadge: View {
                @State private var isDimmed = false

                var body: some View {
                    Text("LIVE")
                        .opacity(isDimmed ? 0.1 : 1)
                        .onAppear {
                            withAnimation(.easeInOut(duration: ↓0.08).repeatForever(autoreverses: true)) {
                                isDimmed = true
                            }
                        }
                }
            }
            """),
        .triggering(
            "a repeating timer that toggles visibility",
            """
            blinkTimer = Timer.scheduledTimer(withTimeInterval: ↓0.1, repeats: true) { [weak self] _ in
                self?.recordingDot.isHidden.toggle()
            }
            """),
        .nonTriggering(
            "slow pulses, a one-off fade, and a fast animation of position",
            """
            UIView.animate(withDuration: 0.6, delay: 0, options: [.repeat, .autoreverse]) {
                self.saleBadge.alpha = 0.4
            }
            UIView.animate(withDuration: 0.1) { self.toast.alpha = 0 }
            UIView.animate(withDuration: 0.05, delay: 0, options: [.repeat, .autoreverse]) {
                self.arrow.transform = CGAffineTransform(translationX: 0, y: 4)
            }
            let pulse = CABasicAnimation(keyPath: "opacity")
            pulse.duration = 0.8
            pulse.autoreverses = true
            pulse.repeatCount = .infinity
            Circle()
                .fill(Color.red)
                .opacity(isDimmed ? 0.4 : 1)
                .animation(.easeInOut(duration: 1).repeatForever(), value: isDimmed)
            """),
        .nonTriggering(
            "a fast pulse that runs only twice",
            """
            let pulse = CABasicAnimation(keyPath: "opacity")
            pulse.duration = 0.1
            pulse.autoreverses = true
            pulse.repeatCount = 2
            """),
    ]

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        FlashingChecker(file: file, metadata: metadata, context: context)
    }
}

final class FlashingChecker: SourceChecker {
    override var createdTypes: Set<String>? { Self.createdTypes }
    private static let createdTypes: Set<String> = ["CABasicAnimation", "CAKeyframeAnimation"]
    override var interests: SourceInterests { [.calls, .assignments, .variables] }
    override var callNames: Set<String>? { Self.callNames }
    private static let callNames: Set<String> = flashingModifiers.union([
        "animate", "animateKeyframes", "repeatForever", "repeatCount", "scheduledTimer",
    ])

    /// A Core Animation object animating a flashing key path, decided once its properties are known.
    private struct LayerAnimation {
        var creation: FunctionCallExprSyntax
        var key: ReceiverKey
    }

    /// A SwiftUI animation that repeats fast enough to flash, if what it animates fades or changes colour.
    private struct SwiftUIAnimation {
        var durationNode: ExprSyntax
        var duration: Double
        var flashesPerSecond: Double
        /// The state names whose change it animates.
        var animatedNames: Set<String>
    }

    private var layerAnimations: [LayerAnimation] = []
    private var swiftUIAnimations: [SwiftUIAnimation] = []
    /// `.opacity(…)`, `.foregroundStyle(…)` and similar modifiers of the file, read only when a fast
    /// SwiftUI animation needs them.
    private var flashModifiers: [FunctionCallExprSyntax] = []

    /// Properties and modifiers whose change is a flash: brightness or colour.
    static let flashingProperties: Set<String> = [
        "alpha", "ishidden", "backgroundcolor", "tintcolor", "textcolor", "opacity",
        "bordercolor", "foregroundcolor", "fillcolor", "strokecolor", "image",
    ]
    static let flashingKeyPaths: Set<String> = [
        "opacity", "hidden", "backgroundColor", "foregroundColor", "fillColor",
        "strokeColor", "borderColor", "contents", "shadowOpacity",
    ]
    static let flashingModifiers: Set<String> = [
        "opacity", "foregroundColor", "foregroundStyle", "background", "backgroundStyle",
        "tint", "brightness", "colorMultiply", "fill", "hidden", "colorInvert", "hueRotation",
    ]
    /// Core Animation's duration when none is set.
    static let defaultLayerDuration = 0.25

    override func visit(_ node: VariableDeclSyntax, scope: ScopeChain) {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let call = binding.initializer?.value.as(FunctionCallExprSyntax.self)
            else { continue }
            noteLayerAnimation(call, key: scope.key(named: name))
        }
    }

    override func visit(_ assignment: Assignment, scope: ScopeChain) {
        guard assignment.operation == .assign, let call = assignment.value.as(FunctionCallExprSyntax.self) else {
            return
        }
        noteLayerAnimation(call, key: scope.key(forReceiver: assignment.target))
    }

    private func noteLayerAnimation(_ call: FunctionCallExprSyntax, key: ReceiverKey) {
        guard let type = RuleWalker.constructedType(ExprSyntax(call)),
            ["CABasicAnimation", "CAKeyframeAnimation"].contains(type),
            let keyPath = SwiftUIViews.literalText(BehaviourSyntax.argument("keyPath", of: call)),
            Self.flashingKeyPaths.contains(keyPath)
        else { return }
        layerAnimations.append(LayerAnimation(creation: call, key: key))
    }

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return }
        let method = member.declName.baseName.text
        switch method {
        case "animate", "animateKeyframes":
            if member.base.flatMap({ ScopeChain.memberPath($0)?.last }) == "UIView" { checkViewAnimation(node) }
        case "repeatForever", "repeatCount":
            noteSwiftUIAnimation(node, method: method)
        case "scheduledTimer":
            if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Timer" { checkBlinkTimer(node) }
        default:
            if member.base != nil, Self.flashingModifiers.contains(method) { flashModifiers.append(node) }
        }
    }

    /// `UIView.animate(withDuration: 0.05, delay: 0, options: [.repeat, .autoreverse]) { view.alpha = 0 }`.
    private func checkViewAnimation(_ call: FunctionCallExprSyntax) {
        guard let durationNode = BehaviourSyntax.argument("withDuration", of: call),
            let duration = BehaviourSyntax.number(durationNode), duration > 0,
            let options = BehaviourSyntax.argument("options", of: call)
        else { return }
        let optionNames = Set(BehaviourSyntax.identifiers(in: [Syntax(options)]))
        guard optionNames.contains("repeat"),
            let animations = BehaviourSyntax.closure(of: call, labels: ["animations"]),
            changesFlashingProperty(animations)
        else { return }
        let autoreverses = optionNames.contains("autoreverse")
        reportIfFlashing(
            durationNode, duration: duration,
            flashesPerSecond: Self.rate(duration: duration, autoreverses: autoreverses))
    }

    /// A repeating timer whose block hides and shows or fades a view: one flash every two ticks.
    private func checkBlinkTimer(_ call: FunctionCallExprSyntax) {
        guard BehaviourSyntax.isTrue(BehaviourSyntax.argument("repeats", of: call)),
            let intervalNode = BehaviourSyntax.argument("withTimeInterval", of: call),
            let interval = BehaviourSyntax.number(intervalNode), interval > 0,
            let block = BehaviourSyntax.closure(of: call, labels: ["block"]),
            changesFlashingProperty(block)
        else { return }
        reportIfFlashing(intervalNode, duration: interval, flashesPerSecond: 1 / (2 * interval))
    }

    private func changesFlashingProperty(_ code: some SyntaxProtocol) -> Bool {
        BehaviourSyntax.identifiers(in: [Syntax(code)]).contains { Self.flashingProperties.contains($0) }
    }

    /// `.easeInOut(duration: 0.1).repeatForever(autoreverses: true)`, with any `.speed(…)`.
    private func noteSwiftUIAnimation(_ call: FunctionCallExprSyntax, method: String) {
        var autoreverses = true
        if let value = BehaviourSyntax.argument("autoreverses", of: call) {
            guard let literal = value.as(BooleanLiteralExprSyntax.self) else { return }
            autoreverses = literal.literal.tokenKind == .keyword(.true)
        }
        // Each repetition of a reversing animation is one way: two make a flash.
        var flashes = Double.infinity
        if method == "repeatCount" {
            guard let count = BehaviourSyntax.number(call.arguments.first?.expression) else { return }
            flashes = autoreverses ? count / 2 : count
        }
        guard flashes > 3 else { return }
        var speed = 1.0
        var durationNode: ExprSyntax?
        for link in Self.chain(around: call) {
            if BehaviourSyntax.calleeName(link) == "speed",
                let value = BehaviourSyntax.number(link.arguments.first?.expression),
                value > 0
            {
                speed *= value
            }
            if let duration = BehaviourSyntax.argument("duration", of: link) { durationNode = duration }
        }
        guard let durationNode, let duration = BehaviourSyntax.number(durationNode), duration > 0 else { return }
        let rate = Self.rate(duration: duration / speed, autoreverses: autoreverses)
        guard rate > 3 else { return }
        guard let use = Self.animationUse(of: call) else { return }
        switch use {
        case .modifier(let modifier):
            if let value = BehaviourSyntax.argument("value", of: modifier) {
                swiftUIAnimations.append(
                    SwiftUIAnimation(
                        durationNode: durationNode, duration: duration, flashesPerSecond: rate,
                        animatedNames: BehaviourSyntax.readNames(in: value)))
            } else {
                // The deprecated `.animation(_:)` animates every change of the chain: a fading or colour
                // modifier that reads a value (not a fixed `.red`) is what flashes.
                let readsValue = ModifierChain.modifiers(around: modifier).contains { link in
                    Self.flashingModifiers.contains(link.name)
                        && !BehaviourSyntax.readNames(in: link.call.arguments).isEmpty
                }
                if readsValue { reportIfFlashing(durationNode, duration: duration, flashesPerSecond: rate) }
            }
        case .withAnimation(let body):
            swiftUIAnimations.append(
                SwiftUIAnimation(
                    durationNode: durationNode, duration: duration, flashesPerSecond: rate,
                    animatedNames: Self.changedNames(in: body)))
        }
    }

    /// Every call of the chain `call` is a link of: `Animation.linear(duration: 0.1).speed(2).repeatForever()`.
    private static func chain(around call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        var links: [FunctionCallExprSyntax] = []
        var current: FunctionCallExprSyntax? = call
        while let link = current {
            links.append(link)
            current = link.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self)
        }
        var outer = Syntax(call)
        while let member = outer.parent?.as(MemberAccessExprSyntax.self),
            let next = member.parent?.as(FunctionCallExprSyntax.self)
        {
            links.append(next)
            outer = Syntax(next)
        }
        return links
    }

    private enum AnimationUse {
        case modifier(FunctionCallExprSyntax)
        case withAnimation(ClosureExprSyntax)
    }

    /// The `.animation(…)` modifier or `withAnimation(…) { … }` the animation is handed to.
    private static func animationUse(of call: FunctionCallExprSyntax) -> AnimationUse? {
        var current = call.parent
        while let syntax = current, !syntax.is(DeclSyntax.self), !syntax.is(CodeBlockItemSyntax.self) {
            if let argumentList = syntax.as(LabeledExprListSyntax.self),
                let user = argumentList.parent?.as(FunctionCallExprSyntax.self)
            {
                switch BehaviourSyntax.calleeName(user) {
                case "animation":
                    return .modifier(user)
                case "withAnimation":
                    return BehaviourSyntax.closure(of: user, labels: ["body"]).map { .withAnimation($0) }
                default:
                    return nil
                }
            }
            current = syntax.parent
        }
        return nil
    }

    /// Names a closure assigns or toggles: `isDimmed` for `isDimmed = true` or `isDimmed.toggle()`.
    private static func changedNames(in closure: ClosureExprSyntax) -> Set<String> {
        var names = Set<String>()
        for statement in closure.statements {
            if let sequence = statement.item.as(SequenceExprSyntax.self), let target = sequence.elements.first {
                if let last = ScopeChain.memberPath(target)?.last { names.insert(last.lowercased()) }
            } else if let call = statement.item.as(FunctionCallExprSyntax.self),
                BehaviourSyntax.calleeName(call) == "toggle",
                let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                let last = ScopeChain.memberPath(base)?.last
            {
                names.insert(last.lowercased())
            }
        }
        return names
    }

    /// Flashes a second: a reversing animation fades out and back in one flash per two durations;
    /// one that does not reverse jumps back at each repetition, one flash per duration.
    static func rate(duration: Double, autoreverses: Bool) -> Double {
        autoreverses ? 1 / (2 * duration) : 1 / duration
    }

    override func finish(facts: FileFacts) {
        for animation in layerAnimations { checkLayerAnimation(animation, facts: facts) }
        guard !swiftUIAnimations.isEmpty else { return }
        let namesInFlashModifiers = flashModifiers.reduce(into: Set<String>()) { names, modifier in
            names.formUnion(BehaviourSyntax.readNames(in: modifier.arguments))
        }
        for animation in swiftUIAnimations where !animation.animatedNames.isDisjoint(with: namesInFlashModifiers) {
            reportIfFlashing(
                animation.durationNode, duration: animation.duration, flashesPerSecond: animation.flashesPerSecond)
        }
    }

    private func checkLayerAnimation(_ animation: LayerAnimation, facts: FileFacts) {
        let autoreverses = facts.assignments(to: "autoreverses", of: animation.key).contains {
            BehaviourSyntax.isTrue($0.value)
        }
        let durationAssignment = facts.assignments(to: "duration", of: animation.key).last
        let duration: Double
        if let durationAssignment {
            guard let value = BehaviourSyntax.number(durationAssignment.value), value > 0 else { return }
            duration = value
        } else {
            duration = Self.defaultLayerDuration
        }
        let cycle = autoreverses ? 2 * duration : duration
        var flashes = 0.0
        if let count = facts.assignments(to: "repeatCount", of: animation.key).last?.value {
            flashes = BehaviourSyntax.number(count) ?? (Self.isInfinite(count) ? .infinity : 0)
        }
        if let total = facts.assignments(to: "repeatDuration", of: animation.key).last?.value {
            flashes = max(
                flashes, BehaviourSyntax.number(total).map { $0 / cycle } ?? (Self.isInfinite(total) ? .infinity : 0))
        }
        guard flashes > 3 else { return }
        let node = durationAssignment.map { Syntax($0.value) } ?? Syntax(animation.creation)
        reportIfFlashing(node, duration: duration, flashesPerSecond: 1 / cycle)
    }

    /// `.infinity`, `Float.infinity`, `.greatestFiniteMagnitude`.
    private static func isInfinite(_ expression: ExprSyntax) -> Bool {
        let implicitMember = expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let last = ScopeChain.memberPath(expression)?.last ?? implicitMember else { return false }
        return ["infinity", "greatestFiniteMagnitude", "max"].contains(last)
    }

    /// Reports an animation whose `duration` (written at `node`) makes `rate` flashes a second.
    private func reportIfFlashing(_ node: some SyntaxProtocol, duration: Double, flashesPerSecond rate: Double) {
        // A little tolerance so that exactly three a second, written as 1/6 s, is not reported.
        guard rate > 3.0001 else { return }
        let roundedRate = rate >= 10 ? rate.rounded() : (rate * 10).rounded() / 10
        let shownRate = String(format: roundedRate == roundedRate.rounded() ? "%.0f" : "%.1f", roundedRate)
        // The rate is inversely proportional to the duration: this one gives three flashes a second.
        let slowEnough = (duration * rate / 3 * 100).rounded(.up) / 100
        report(
            node,
            "Slow this repeating animation to at most 3 flashes a second (it flashes about \(shownRate) times a second; "
                + "a duration of \(String(format: "%.2f", slowEnough)) s or more is slow enough), or draw attention without flashing: "
                + "fast flashing can cause seizures")
    }
}

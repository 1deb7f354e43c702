import RotorKit
import SwiftSyntax

/// What shaking or tilting the device does can also be done with a control: some people cannot move
/// a device, or have it mounted on a wheelchair.
public struct MotionAlternativeRule: SourceRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "motion-alternative",
        title: "Shake and motion actions have a control too",
        criteria: ["2.5.4"],
        platforms: [.ios],
        defaultSeverity: .warning,
        success: "Whatever shaking or tilting does is also offered by a control on screen or an accessibility custom "
            + "action: shake to undo comes with an Undo button.",
        failure: "Shaking the device (`motionEnded`, a SwiftUI shake handler) or moving it (Core Motion updates past a "
            + "threshold) performs an action that nothing else offers: people who cannot move the device, or whose "
            + "device is mounted, cannot do it.",
        limitations:
            "The action is what the handler calls (leaving out logging, haptics, layout and the calls in its conditions); it counts as offered "
            + "elsewhere when any of those functions is named again anywhere in the same file (a button's action, a "
            + "#selector, a custom action), or when a control anywhere in the project does what the handler does (a `Button`'s "
            + "action, an `@IBAction`, a bar button item's or `addTarget(_:action:for:)` selector calls the same method of "
            + "the type, or the same method on a receiver of the same name): an opt-in shake to report a problem beside "
            + "a Report button. A closure the handler was handed (`action()` in an `onShake(perform:)` modifier) is "
            + "judged where the modifier is used. Core Motion handlers are reported for "
            + "review, and only when they act inside an `if` (a threshold), since motion that drives an animation or a "
            + "game is not an action. Handlers compiled only under `#if DEBUG` are developers' tools and not reported.",
        guideline: "Operable › Motion Actuation (WCAG 2.5.4 - Level A)")

    public let sourceExamples: [SourceExample] = [
        .triggering(
            "shake to undo with no Undo button",
            """
            final class BagViewController: UIViewController {
                override func ↓motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                    guard motion == .motionShake else { return }
                    restoreLastRemovedItem()
                }

                private func restoreLastRemovedItem() {
                    cart.undoLastRemoval()
                }
            }
            """),
        .triggering(
            "a SwiftUI shake handler",
            """
            struct FeedView: View {
                var body: some View {
                    List(items) { ItemRow(item: $0) }
                        ↓.onShake { shuffleItems() }
                }
            }
            """),
        .triggering(
            "tilting the phone past a threshold (for review)",
            """
            motionManager.↓startDeviceMotionUpdates(to: .main) { [weak self] motion, _ in
                guard let motion else { return }
                if abs(motion.userAcceleration.x) > 2 {
                    self?.skipTrack()
                }
            }
            """),
        .nonTriggering(
            "shake to undo with an Undo button and a custom action that do the same",
            """
            final class BagViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Undo", style: .plain, target: self, action: #selector(restoreLastRemovedItem))
                }

                override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                    guard motion == .motionShake else { return }
                    restoreLastRemovedItem()
                }

                @objc private func restoreLastRemovedItem() {
                    cart.undoLastRemoval()
                }
            }
            struct FeedView: View {
                var body: some View {
                    List(items) { ItemRow(item: $0) }
                        .onShake { shuffleItems() }
                        .toolbar { Button("Shuffle", action: shuffleItems) }
                }
            }
            """),
        .nonTriggering(
            "a shake modifier, which runs the action its caller hands in (judged where it is used)",
            """
            struct ShakeDetector: ViewModifier {
                let action: () -> Void

                func body(content: Content) -> some View {
                    content.onReceive(NotificationCenter.default.publisher(for: .deviceDidShake)) { _ in action() }
                }
            }
            extension View {
                func onShake(perform action: @escaping () -> Void) -> some View {
                    self.onReceive(NotificationCenter.default.publisher(for: .deviceDidShake)) { _ in action() }
                }
            }
            """),
        .nonTriggering(
            "a shake handler that only logs, after asking whether it is first responder",
            """
            final class ShakeDemoViewController: UIViewController {
                override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                    if isFirstResponder() {
                        print("shaken")
                    }
                }
            }
            """),
        .nonTriggering(
            "motion that drives a parallax effect, and a window that passes shakes on",
            """
            motionManager.startDeviceMotionUpdates(to: .main) { [weak self] motion, _ in
                guard let motion else { return }
                self?.backgroundView.transform = CGAffineTransform(translationX: motion.gravity.x * 20, y: motion.gravity.y * 20)
            }
            final class ShakeWindow: UIWindow {
                override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                    NotificationCenter.default.post(name: .deviceDidShake, object: nil)
                }
            }
            """),
    ]

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        MotionAlternativeChecker(file: file, metadata: metadata, context: context)
    }

    public var projectFacts: [any ProjectFact.Type] { [ControlActions.self] }
    public var indexConditions: [any IndexCondition.Type] { [NotDoneByControl.self] }
}

final class MotionAlternativeChecker: SourceChecker {
    override var interests: SourceInterests { [.calls, .functions] }
    override var callNames: Set<String>? { Self.callNames }
    private static let callNames: Set<String> = motionUpdates.union(["onShake", "onReceive"])

    private struct Candidate {
        var anchor: Syntax
        /// The handler's code, whose own mentions of a function do not count as another way to reach it.
        var body: Syntax
        var actions: [String]
        var certainty: FindingCertainty
        var motion: String
        /// What the handler does, as `ControlCalls` keys: a control elsewhere may do the same.
        var calls: [String]
    }

    private var candidates: [Candidate] = []

    static let shakeMethods: Set<String> = ["motionEnded", "motionBegan"]
    static let motionUpdates: Set<String> = [
        "startDeviceMotionUpdates", "startAccelerometerUpdates", "startGyroUpdates",
    ]
    /// Calls that report, decorate or lay out rather than act, and those that end motion updates.
    static let housekeeping: Set<String> = InertCalls.noAction.union([
        "motionEnded", "motionBegan", "motionCancelled", "stopDeviceMotionUpdates", "stopAccelerometerUpdates",
        "stopGyroUpdates",
    ])

    override func visit(_ node: FunctionDeclSyntax, scope: ScopeChain) {
        guard Self.shakeMethods.contains(node.name.text), let body = node.body else { return }
        add(
            anchor: Syntax(node.name), body: Syntax(body), certainty: .violation, motion: "shaking the device",
            owner: scope.typeName)
    }

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return }
        let method = member.declName.baseName.text
        if method == "onShake", let body = BehaviourSyntax.closure(of: node, labels: ["perform", "action"]) {
            add(
                anchor: Syntax(member.period), body: Syntax(body), certainty: .violation, motion: "shaking the device",
                owner: scope.typeName)
        } else if method == "onReceive", let publisher = node.arguments.first?.expression,
            BehaviourSyntax.identifiers(in: [Syntax(publisher)]).contains(where: { $0.contains("shake") }),
            let body = BehaviourSyntax.closure(of: node, labels: ["perform"])
        {
            add(
                anchor: Syntax(member.period), body: Syntax(body), certainty: .violation, motion: "shaking the device",
                owner: scope.typeName)
        } else if Self.motionUpdates.contains(method),
            let body = BehaviourSyntax.closure(of: node, labels: ["withHandler"])
        {
            // Only what happens past a threshold is an action; the rest follows the motion.
            let conditional = Self.ifBodies(in: body)
            guard !conditional.isEmpty else { return }
            add(
                anchor: Syntax(member.declName), body: Syntax(body), actionsIn: conditional, certainty: .needsReview,
                motion: "moving the device", owner: scope.typeName)
        }
    }

    private func add(
        anchor: Syntax, body: Syntax, actionsIn parts: [Syntax]? = nil, certainty: FindingCertainty, motion: String,
        owner: String?
    ) {
        // A shake that opens a debug menu ships only in developers' builds.
        if BehaviourSyntax.isDebugOnly(body) { return }
        // A call in an `if` or `guard` condition asks (`isFirstResponder()`); it does not act. A
        // closure handed in (`action()` in an `onShake(perform:)` modifier) is the caller's action,
        // judged where the modifier is used.
        let parameters = Self.handedInClosures(around: body)
        let actions = (parts ?? [body]).flatMap {
            BehaviourSyntax.calledNames(in: $0, skipping: { $0.is(ConditionElementListSyntax.self) })
        }
        .filter { name in
            !Self.housekeeping.contains(name) && name.first?.isUppercase == false && !parameters.contains(name)
        }
        guard !actions.isEmpty else { return }
        let calls = ControlCalls.keys(
            in: parts ?? [body], owner: owner, following: file.facts.gestureHandlers(ofType: owner, in: file.tree))
        candidates.append(
            Candidate(anchor: anchor, body: body, actions: actions, certainty: certainty, motion: motion, calls: calls))
    }

    /// The parameters of the functions around `node` and the stored properties of the type around it
    /// that hold a closure (`let action: () -> Void`): calling one runs what a caller handed in.
    private static func handedInClosures(around node: Syntax) -> Set<String> {
        var names: Set<String> = []
        var current = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) {
                names.formUnion(
                    function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            } else if let members = syntax.as(MemberBlockSyntax.self) {
                for member in members.members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where Self.holdsClosure(binding.typeAnnotation?.type) {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                            names.insert(name)
                        }
                    }
                }
            }
            current = syntax.parent
        }
        return names
    }

    /// `() -> Void`, `(() -> Void)?`, `@escaping () -> Void`.
    private static func holdsClosure(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        if type.is(FunctionTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return holdsClosure(attributed.baseType) }
        if let optional = type.as(OptionalTypeSyntax.self) { return holdsClosure(optional.wrappedType) }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return holdsClosure(optional.wrappedType)
        }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1 {
            return holdsClosure(tuple.elements.first?.type)
        }
        return false
    }

    /// The bodies of the `if` statements in a closure, where a threshold turns motion into an action.
    private static func ifBodies(in closure: ClosureExprSyntax) -> [Syntax] {
        var bodies: [Syntax] = []
        var stack: [Syntax] = [Syntax(closure.statements)]
        while let current = stack.popLast() {
            if let condition = current.as(IfExprSyntax.self) {
                bodies.append(Syntax(condition.body))
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return bodies
    }

    override func finish(facts: FileFacts) {
        guard !candidates.isEmpty else { return }
        let fileCounts = Self.identifierCounts(in: Syntax(file.tree))
        for candidate in candidates {
            let ownCounts = Self.identifierCounts(in: candidate.body)
            // Declarations of the action in this file do not reach it either.
            let reachedElsewhere = candidate.actions.contains { action in
                let declarations = declarationCount(of: action)
                return (fileCounts[action] ?? 0) - (ownCounts[action] ?? 0) - declarations > 0
            }
            guard !reachedElsewhere, let action = candidate.actions.first else { continue }
            report(
                candidate.anchor,
                "Offer what \(candidate.motion) does another way too: add a button or an accessibility "
                    + "custom action that calls \(action)(), so people who cannot move the device, or whose device is mounted, "
                    + "can do it", certainty: candidate.certainty,
                condition: candidate.calls.isEmpty ? nil : NotDoneByControl(calls: candidate.calls))
        }
    }

    private var declaredFunctions: [String: Int]?

    private func declarationCount(of name: String) -> Int {
        if declaredFunctions == nil {
            var counts: [String: Int] = [:]
            for token in file.tree.tokens(viewMode: .sourceAccurate)
            where token.parent?.is(FunctionDeclSyntax.self) == true {
                if case .identifier(let text) = token.tokenKind { counts[text, default: 0] += 1 }
            }
            declaredFunctions = counts
        }
        return declaredFunctions?[name] ?? 0
    }

    private static func identifierCounts(in node: Syntax) -> [String: Int] {
        var counts: [String: Int] = [:]
        for token in node.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let text) = token.tokenKind { counts[text, default: 0] += 1 }
        }
        return counts
    }
}

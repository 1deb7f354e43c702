import RotorKit
import SwiftSyntax

/// Calls that are no action of their own, in three tiers the gesture and motion rules share: a
/// handler made only of `nothingDone` does nothing a person notices (a tap that only swallows
/// taps); a shake making only `noAction` calls acts on nothing; two handlers sharing only
/// `sharedByUnlikeActions` calls do not do the same thing.
enum InertCalls {
    /// Logging, assertions and layout: what a handler may do and still do nothing.
    static let nothingDone: Set<String> = [
        "print", "debugPrint", "NSLog", "os_log", "log", "debug", "info", "error", "warning", "assert",
        "assertionFailure",
        "precondition", "fatalError", "layoutIfNeeded", "setNeedsLayout", "setNeedsDisplay",
    ]

    /// With animation, scheduling, feedback, notifications, reloading, focus and arithmetic: what
    /// goes along with an action without being one.
    static let noAction: Set<String> = nothingDone.union([
        "animate", "withAnimation", "async", "asyncAfter", "sync", "reloadData", "impactOccurred",
        "notificationOccurred",
        "selectionChanged", "prepare", "post", "becomeFirstResponder", "resignFirstResponder", "abs", "min", "max",
        "sqrt",
        "pow", "atan2", "round",
    ])

    /// With edits of a value, reads of a collection and analytics: what any control and any gesture
    /// may both do without doing the same thing.
    static let sharedByUnlikeActions: Set<String> = noAction.union([
        "endEditing", "send", "append", "insert", "remove", "removeAll", "toggle", "map", "filter", "first", "contains",
        "track",
        "fire", "firePixel", "logEvent", "record",
    ])

    /// Whether every statement is a call in `nothingDone` or one that only reports to analytics
    /// (an empty body or one with only comments included): code that does nothing a person notices.
    static func doNothing(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.allSatisfy { statement in
            guard let call = Syntax(statement.item).as(FunctionCallExprSyntax.self),
                let name = BehaviourSyntax.calleeName(call)
            else { return false }
            return nothingDone.contains(name) || reportsUsage(call)
        }
    }

    /// Words that name an analytics service: `pixelFiring.fire(…)`, `Pixel.fire(…)`,
    /// `analytics.track(…)`, `Telemetry.send(…)`.
    private static let analyticsWords: [StaticString] = ["pixel", "analytics", "tracker", "telemetry"]

    /// A call on an analytics service, which tells the app's makers what happened and changes
    /// nothing on screen. Its arguments must be plain values, not closures that may do more.
    static func reportsUsage(_ call: FunctionCallExprSyntax) -> Bool {
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base, call.trailingClosure == nil,
            !call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) })
        else { return false }
        return base.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return analyticsWords.contains { name.containsASCIICaseInsensitive($0) }
        }
    }
}

/// The project's methods every declaration of which does nothing a person notices (only logging
/// or analytics: `func placeholderTapped() { pixelFiring.fire(.placeholderTapped) }`), by name: a
/// tap that only calls them acts on nothing, wherever they are declared.
public struct InertMembers: ProjectFact {
    public static let name = "inertMembers"

    public struct FileValue: FileFact {
        var inert: Set<String> = []
        var acting: Set<String> = []
    }

    public var names: Set<String>

    public init(merging values: [FileValue]) {
        let acting = values.reduce(into: Set<String>()) { $0.formUnion($1.acting) }
        names = values.reduce(into: Set<String>()) { $0.formUnion($1.inert) }.subtracting(acting)
    }

    public static func collector(file: SourceFile, context: SourceContext) -> FactCollector? {
        Collector(file: file, context: context)
    }

    final class Collector: FactCollector {
        private var found = FileValue()
        override var interests: SourceInterests { [.functions] }
        override var value: (any FileFact)? { found.inert.isEmpty && found.acting.isEmpty ? nil : found }

        override func visit(_ node: FunctionDeclSyntax, scope: ScopeChain) {
            let name = node.name.text
            if let body = node.body, InertCalls.doNothing(body.statements) {
                found.inert.insert(name)
            } else {
                found.acting.insert(name)
            }
        }
    }
}

/// Some call of a tap's handler (`model.placeholderTapped()`) may act: not every method it calls
/// is one of the project's `InertMembers`.
public struct ActsOnTap: IndexCondition {
    public static let name = "actsOnTap"
    public var calls: [String]

    public init(calls: [String]) {
        self.calls = calls
    }

    public func holds(in index: ProjectIndex) -> Bool {
        !index.knowsEveryUse || !calls.allSatisfy(index.fact(InertMembers.self).names.contains)
    }
}

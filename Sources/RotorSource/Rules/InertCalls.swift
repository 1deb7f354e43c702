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

    /// Whether every statement is a call in `nothingDone` (an empty body or one with only comments
    /// included): code that does nothing.
    static func doNothing(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.allSatisfy { statement in
            guard let call = Syntax(statement.item).as(FunctionCallExprSyntax.self),
                let name = BehaviourSyntax.calleeName(call)
            else { return false }
            return nothingDone.contains(name)
        }
    }
}

import SwiftSyntax

/// Views a file shows only while a finger drags: `if isScrubbing { ScrubPreview() }`, where the file
/// sets `isScrubbing` only in a slider's `onEditingChanged`, a drag gesture's `onChanged` (reset in
/// `onEnded`) or `updating`, or declares it `@GestureState`. Such a view follows the finger, and
/// VoiceOver, which adjusts a slider by swipes, never moves to it: it is no stop. One per file; the
/// file is read once, and only when a view stands in such an `if`.
struct DragOnlyViews {
    private let root: Syntax
    private let mentionsDragging: Bool
    private var dragStates: Set<String>?

    /// The callbacks that run while a finger drags (`onEnded` also runs after a tap, so it may only
    /// reset a state these set).
    private static let dragCallbacks: Set<String> = ["onEditingChanged", "onChanged", "updating"]

    init(file: SourceFile) {
        root = Syntax(file.tree)
        mentionsDragging =
            Self.dragCallbacks.contains { file.text.containsBytes($0) } || file.text.containsBytes("GestureState")
    }

    /// Whether `view` stands in the body of an `if` whose conditions include a drag state, within
    /// the declaration that builds it.
    mutating func isShownOnlyWhileDragging(_ view: some SyntaxProtocol) -> Bool {
        guard mentionsDragging else { return false }
        var child = Syntax(view)
        while let parent = child.parent, !parent.is(DeclSyntax.self), !parent.is(MemberBlockItemSyntax.self) {
            if let branch = parent.as(IfExprSyntax.self), branch.body.id == child.id {
                let names = branch.conditions.compactMap { element -> String? in
                    guard case .expression(let expression) = element.condition else { return nil }
                    return BehaviourSyntax.ownMemberName(expression)
                }
                if !names.isEmpty, !states().isDisjoint(with: names) { return true }
            }
            child = parent
        }
        return false
    }

    private mutating func states() -> Set<String> {
        if let dragStates { return dragStates }
        var whileDragging: Set<String> = []
        var elsewhere: Set<String> = []
        for sequence in BehaviourSyntax.nodes(of: SequenceExprSyntax.self, in: root) {
            guard let (target, _) = BehaviourSyntax.assignment(sequence),
                let name = BehaviourSyntax.ownMemberName(target)
            else {
                continue
            }
            switch Self.callback(around: Syntax(sequence)) {
            case let callback? where Self.dragCallbacks.contains(callback): whileDragging.insert(name)
            case "onEnded": continue
            default: elsewhere.insert(name)
            }
        }
        for variable in BehaviourSyntax.nodes(of: VariableDeclSyntax.self, in: root)
        where variable.attributes.contains(where: { UIKitReceivers.isAttribute($0, named: "GestureState") }) {
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    whileDragging.insert(name)
                }
            }
        }
        let found = whileDragging.subtracting(elsewhere)
        dragStates = found
        return found
    }

    /// The name of the call (or argument) whose closure holds `node`: `onEditingChanged` for
    /// `.onEditingChanged { isScrubbing = $0 }`, `Slider(…, onEditingChanged: { … })` and `Slider(…) { … }`.
    private static func callback(around node: Syntax) -> String? {
        var current = node.parent
        while let syntax = current, !syntax.is(DeclSyntax.self) {
            if let closure = syntax.as(ClosureExprSyntax.self) {
                if let argument = closure.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text {
                    return label
                }
                var call = closure.parent
                if call?.is(LabeledExprListSyntax.self) == true || call?.is(LabeledExprSyntax.self) == true {
                    call = call?.parent?.parent
                }
                guard let call = call?.as(FunctionCallExprSyntax.self) else { return nil }
                // `Slider(value: $x) { editing in … }`: a slider's trailing closure is its onEditingChanged.
                let name = BehaviourSyntax.calleeName(call)
                return name == "Slider" ? "onEditingChanged" : name
            }
            current = syntax.parent
        }
        return nil
    }
}

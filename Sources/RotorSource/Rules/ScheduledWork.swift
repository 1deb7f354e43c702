import SwiftSyntax

/// Code that runs later without the person asking: a timer's block or selector, a delayed call, the
/// statements after a `Task.sleep`, a timer publisher's `.onReceive`. The `timing` and `auto-advance`
/// rules look at what that code does and whether the type around it lets the person intervene.
struct ScheduledWork {
    /// Where to report: the call that schedules the work.
    var anchor: Syntax
    /// Seconds before (or between) runs, when written as literals.
    var delay: Double?
    var repeats: Bool
    /// The code that runs: a closure, or the statements after a sleep.
    var body: [Syntax]
    /// The method a timer or `perform(_:with:afterDelay:)` calls, looked up in the file at the end.
    var selector: String?
    /// The type whose body schedules it (nil at the top level).
    var typeName: String?
}

/// Finds scheduled work during the walk; `code(of:)` follows selectors once the file is known.
final class ScheduledWorkCollector {
    private let tree: SourceFileSyntax
    private(set) var found: [ScheduledWork] = []
    /// Functions of the file by name, for timers that call a selector; gathered on first need.
    private var functions: [String: [FunctionDeclSyntax]]?
    /// Properties holding a timer publisher: `let timer = Timer.publish(every: 3, on: .main, in: .common).autoconnect()`.
    private var timerPublishers: Set<String> = []

    init(tree: SourceFileSyntax) {
        self.tree = tree
    }

    func visit(_ node: VariableDeclSyntax) {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value, Self.isTimerPublisher(value)
            else { continue }
            timerPublishers.insert(name)
        }
    }

    /// The callee names `visit(_:)` acts on: the walker offers it no other call.
    static let calleeNames: Set<String> = [
        "scheduledTimer", "init", "Timer", "asyncAfter", "perform", "sleep", "onReceive",
    ]

    func visit(_ call: FunctionCallExprSyntax) {
        guard let name = BehaviourSyntax.calleeName(call) else { return }
        let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        let baseName = base.flatMap { ScopeChain.memberPath($0)?.last }
        switch name {
        case "scheduledTimer" where baseName == "Timer", "init" where baseName == "Timer":
            timer(call)
        case "Timer" where base == nil && call.calledExpression.is(DeclReferenceExprSyntax.self):
            timer(call)
        case "asyncAfter":
            guard let body = BehaviourSyntax.closure(of: call, labels: ["execute"]) else { return }
            add(
                call,
                delay: BehaviourSyntax.seconds(
                    BehaviourSyntax.argument("deadline", of: call)
                        ?? BehaviourSyntax.argument("wallDeadline", of: call)),
                repeats: false, body: [Syntax(body)], selector: nil)
        case "perform" where BehaviourSyntax.argument("afterDelay", of: call) != nil:
            guard let selector = BehaviourSyntax.selectorName(call.arguments.first?.expression) else { return }
            add(
                call, delay: BehaviourSyntax.number(BehaviourSyntax.argument("afterDelay", of: call)), repeats: false,
                body: [],
                selector: selector)
        case "sleep" where baseName == "Task":
            sleep(call)
        case "onReceive":
            guard let publisher = call.arguments.first?.expression,
                let body = BehaviourSyntax.closure(of: call, labels: ["perform"])
            else { return }
            let isTimer =
                Self.isTimerPublisher(publisher)
                || ScopeChain.memberPath(publisher).flatMap(\.last).map(timerPublishers.contains) == true
            if isTimer {
                let anchor =
                    call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call)
                found.append(
                    ScheduledWork(
                        anchor: anchor, delay: nil, repeats: true, body: [Syntax(body)], selector: nil,
                        typeName: BehaviourSyntax.enclosingTypeName(of: call)))
            }
        default:
            break
        }
    }

    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, `Timer(timeInterval:target:selector:userInfo:repeats:)`…
    private func timer(_ call: FunctionCallExprSyntax) {
        let interval =
            BehaviourSyntax.argument("withTimeInterval", of: call) ?? BehaviourSyntax.argument("timeInterval", of: call)
            ?? BehaviourSyntax.argument("interval", of: call)
        let repeats = BehaviourSyntax.isTrue(BehaviourSyntax.argument("repeats", of: call))
        let selector = BehaviourSyntax.selectorName(BehaviourSyntax.argument("selector", of: call))
        let body =
            selector == nil ? BehaviourSyntax.closure(of: call, labels: ["block"]).map { [Syntax($0)] } ?? [] : []
        guard selector != nil || !body.isEmpty else { return }
        add(call, delay: BehaviourSyntax.number(interval), repeats: repeats, body: body, selector: selector)
    }

    /// `try await Task.sleep(for: .seconds(5))`: the statements after it run after the delay, again
    /// and again when the sleep is in a loop.
    private func sleep(_ call: FunctionCallExprSyntax) {
        var current = Syntax(call)
        var repeats = false
        var statement: CodeBlockItemSyntax?
        while let parent = current.parent, !parent.is(DeclSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if statement == nil, let item = parent.as(CodeBlockItemSyntax.self) { statement = item }
            if parent.is(WhileStmtSyntax.self) || parent.is(RepeatStmtSyntax.self) || parent.is(ForStmtSyntax.self) {
                repeats = true
            }
            current = parent
        }
        guard let statement, let list = statement.parent?.as(CodeBlockItemListSyntax.self) else { return }
        let following = list.drop { $0.id != statement.id }.dropFirst().map { Syntax($0) }
        guard !following.isEmpty else { return }
        let argument = call.arguments.first
        var delay = BehaviourSyntax.seconds(argument?.expression)
        if argument?.label?.text == "nanoseconds" { delay = delay.map { $0 / 1_000_000_000 } }
        add(call, delay: delay, repeats: repeats, body: following, selector: nil)
    }

    private func add(_ call: FunctionCallExprSyntax, delay: Double?, repeats: Bool, body: [Syntax], selector: String?) {
        found.append(
            ScheduledWork(
                anchor: Syntax(call), delay: delay, repeats: repeats, body: body, selector: selector,
                typeName: BehaviourSyntax.enclosingTypeName(of: call)))
    }

    /// `Timer.publish(every: 3, on: .main, in: .common).autoconnect()`.
    private static func isTimerPublisher(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let call = current?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        {
            if member.declName.baseName.text == "publish",
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Timer"
            {
                return true
            }
            current = member.base
        }
        return false
    }

    /// The code a piece of work runs: its body, and the bodies of its selector's functions.
    func code(of work: ScheduledWork) -> [Syntax] {
        guard let selector = work.selector else { return work.body }
        if functions == nil { functions = Self.functions(in: tree) }
        return work.body + (functions?[selector] ?? []).compactMap { $0.body.map(Syntax.init) }
    }

    /// Every function of the file by name, found without recursion.
    private static func functions(in tree: SourceFileSyntax) -> [String: [FunctionDeclSyntax]] {
        var functions: [String: [FunctionDeclSyntax]] = [:]
        var stack: [Syntax] = [Syntax(tree)]
        while let current = stack.popLast() {
            if let function = current.as(FunctionDeclSyntax.self) {
                functions[function.name.text, default: []].append(function)
            }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return functions
    }
}

import RotorKit
import SwiftSyntax

/// The compilation conditions of the build that ships (the `Release` configuration), as far as the
/// project says: what decides which `#if` clauses are debug-only code, compiled into no build the
/// App Store gets. With no project read, only `DEBUG` is known (Xcode's templates define it in
/// Debug alone) and the simulator is no shipped device.
public struct ReleaseConditions: Sendable, Hashable, Codable {
    /// The flags the release configurations define; nil when no project says.
    public var release: Set<String>?
    /// The flags other configurations define (Debug, Beta…): one of them that Release does not
    /// define is false there; a flag no configuration defines may come from elsewhere (an unread
    /// `.xcconfig`, the command line), so it is not known.
    public var others: Set<String>

    public init(release: Set<String>? = nil, others: Set<String> = []) {
        self.release = release
        self.others = others
    }

    /// What Rotor knows with no project: `DEBUG` is off in Release.
    public static let unknownProject = ReleaseConditions()

    /// The value of an `#if` condition in the shipped build: true, false, or not known (nil).
    func value(of condition: ExprSyntax) -> Bool? {
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return value(of: inner.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return value(of: prefix.expression).map { !$0 }
        }
        if let sequence = condition.as(SequenceExprSyntax.self) { return value(of: Array(sequence.elements)) }
        if let infix = condition.as(InfixOperatorExprSyntax.self) {
            return value(of: [infix.leftOperand, infix.operator, infix.rightOperand])
        }
        if let flag = condition.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if release?.contains(flag) == true { return true }
            return flag == "DEBUG" || release != nil && others.contains(flag) ? false : nil
        }
        guard let call = condition.as(FunctionCallExprSyntax.self),
            let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        // The simulator is a developer's device; a shipped app runs on no simulator.
        if function == "targetEnvironment", call.arguments.first?.expression.trimmedDescription == "simulator" {
            return false
        }
        switch CodeReach.onIOS(condition) {
        case .yes: return true
        case .no: return false
        case .unknown: return nil
        }
    }

    /// `a || b` or `a && b`, unfolded; a mix of operators is not worked out.
    private func value(of elements: [ExprSyntax]) -> Bool? {
        let operands = stride(from: 0, to: elements.count, by: 2).map { value(of: elements[$0]) }
        let operators = Set(
            stride(from: 1, to: elements.count, by: 2).compactMap {
                elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text
            })
        if operators == ["||"] {
            if operands.contains(true) { return true }
            return operands.allSatisfy { $0 == false } ? false : nil
        }
        if operators == ["&&"] {
            if operands.contains(false) { return false }
            return operands.allSatisfy { $0 == true } ? true : nil
        }
        return nil
    }

    /// Whether the shipped build leaves `clause` out: its condition is false there, or an earlier
    /// clause's is true (`#else` of `#if !DEBUG`).
    public func isDebugOnly(_ clause: IfConfigClauseSyntax) -> Bool {
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
        for earlier in clauses {
            if earlier.id == clause.id { return clause.condition.map { value(of: $0) == false } ?? false }
            if earlier.condition.map({ value(of: $0) == true }) == true { return true }
        }
        return false
    }

    /// Whether `node` is inside a clause the shipped build leaves out.
    public func isDebugOnly(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let clause = syntax.as(IfConfigClauseSyntax.self), isDebugOnly(clause) { return true }
            current = syntax.parent
        }
        return false
    }

    /// What a finding in debug-only code says before its message: it stands, for review.
    public static let findingPrefix = "Debug builds only (not in Release): "
}

extension Finding {
    /// The finding as one in code only debug builds compile: a review item that says so, at most a
    /// warning, since only the team meets it.
    public func inDebugOnlyCode() -> Finding {
        guard !message.hasPrefix(ReleaseConditions.findingPrefix) else { return self }
        var finding = self
        finding.certainty = .needsReview
        finding.severity = min(severity, .warning)
        finding.message = ReleaseConditions.findingPrefix + message
        return finding
    }
}

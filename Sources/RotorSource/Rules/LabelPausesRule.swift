import Foundation
import RotorKit
import SwiftSyntax

/// A label built from several pieces of information separates them with commas or periods:
/// VoiceOver pauses on punctuation, and without it "Teapot 24 dollars 4.5 stars In stock" runs
/// together as one phrase.
public struct LabelPausesRule: SourceRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "label-pauses",
        title: "Concatenated labels pause between their parts",
        criteria: [],
        platforms: [.ios],
        defaultSeverity: .warning,
        success:
            "A label that joins several values puts a comma or a period between them (\"Post by %@, from %@. %@.\"), "
            + "so VoiceOver pauses between the pieces and each is understood.",
        failure:
            "Three or more values joined by bare spaces (`\"\\(name) \\(price) \\(status)\"`, `a + \" \" + b + \" \" + c`, "
            + "`[a, b, c].joined(separator: \" \")`, `String(format: \"%@ %@ %@\", …)`) with no comma, period or line break anywhere: "
            + "VoiceOver reads them as one phrase.",
        limitations: "Only labels built where they are assigned (`accessibilityLabel`, a getter that overrides it, "
            + "SwiftUI's `.accessibilityLabel`) are read. Two values joined by a space (a first and last name, a number "
            + "and its unit) read naturally and are not reported, nor are the parts of a person's name (`firstName`, "
            + "`middleName`, `lastName`…); values that end in punctuation themselves are not seen.",
        guideline: "VoiceOver Guidelines › Grouping Elements")

    public let sourceExamples: [SourceExample] = [
        .triggering(
            "an interpolated UIKit label",
            """
            cell.accessibilityLabel = ↓"\\(product.name) \\(product.formattedPrice) \\(product.stockStatus)"
            """),
        .triggering(
            "pieces added with + and joined with spaces",
            """
            summaryView.accessibilityLabel = ↓itemCount + " " + total + " " + deliveryDate
            orderView.accessibilityLabel = [order.number, order.status, order.date].joined(separator: ↓" ")
            """),
        .triggering(
            "a getter override and a SwiftUI label",
            """
            final class PostCell: UITableViewCell {
                override var accessibilityLabel: String? {
                    get { String(format: ↓"%@ %@ %@", author, blogName, datePublished) }
                    set {}
                }
            }
            Text(order.total).accessibilityLabel(↓"\\(order.itemCount) \\(order.total) \\(order.deliveryDate)")
            """),
        .nonTriggering(
            "the seed's label, with commas and periods between the parts",
            """
            final class PostCell: UITableViewCell {
                override var accessibilityLabel: String? {
                    get {
                        let format = "Post by %@, from %@. %@. %@. %@. Excerpt. %@."
                        return String(format: format, author, blogName, datePublished, following, title, excerpt)
                    }
                    set {}
                }
            }
            cell.accessibilityLabel = "\\(product.name), \\(product.formattedPrice), \\(product.stockStatus)"
            orderView.accessibilityLabel = [order.number, order.status, order.date].joined(separator: ". ")
            """),
        .nonTriggering(
            "two values that read as one phrase",
            """
            nameLabel.accessibilityLabel = "\\(person.firstName) \\(person.lastName)"
            authorView.accessibilityLabel = "\\(author.givenName) \\(author.middleName) \\(author.familyName)"
            Text(weight).accessibilityLabel("\\(amount) \\(unit)")
            """),
        .nonTriggering(
            "parts separated by a line break written as an escape",
            """
            cardView.accessibilityLabel = "\\(title)\\n\\(summary) \\(details ?? "")"
            """),
    ]

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        LabelPausesChecker(file: file, metadata: metadata, context: context)
    }

    /// Fewer values than this joined by a space usually read as one phrase ("Ada Lovelace", "3 kg").
    static let minimumParts = 3
    static let pauseCharacters = CharacterSet(charactersIn: ",.;:!?—–…\n")

    static let message =
        "Separate the parts of this label with commas or periods (\"\\(name), \\(price), \\(status)\") so "
        + "VoiceOver pauses between them; joined by spaces they run together as one phrase"
}

final class LabelPausesChecker: SourceChecker {
    override var declaredNames: Set<String>? { Self.declaredNames }
    private static let declaredNames: Set<String> = labelProperties
    override var interests: SourceInterests { [.calls, .assignments, .variables] }
    override var callNames: Set<String>? { Self.callNames }
    private static let callNames: Set<String> = labelProperties
    override var assignedProperties: Set<String>? { Self.assignedProperties }
    private static let assignedProperties: Set<String> = labelProperties

    static let labelProperties: Set<String> = ["accessibilityLabel"]

    override func visit(_ assignment: Assignment, scope: ScopeChain) {
        guard assignment.operation == .assign, Self.labelProperties.contains(assignment.property) else { return }
        let terms = Self.rightHandSide(of: assignment)
        if terms.count == 1, let only = terms.first {
            check(only)
        } else {
            checkSum(terms)
        }
    }

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
            Self.labelProperties.contains(member.declName.baseName.text), node.arguments.count == 1,
            var argument = node.arguments.first?.expression
        else { return }
        if let text = argument.as(FunctionCallExprSyntax.self), SwiftUIViews.constructorName(text) == "Text",
            let inner = text.arguments.first?.expression
        {
            argument = inner
        }
        check(argument)
    }

    override func visit(_ node: VariableDeclSyntax, scope: ScopeChain) {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                Self.labelProperties.contains(name), let accessors = binding.accessorBlock
            else { continue }
            let getter: CodeBlockItemListSyntax?
            switch accessors.accessors {
            case .getter(let statements): getter = statements
            case .accessors(let list):
                getter = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
            }
            guard let getter else { continue }
            for value in Self.returnedValues(getter) { check(value) }
        }
    }

    /// `x = a + " " + b` is one sequence the walker does not split: the terms after `=`.
    private static func rightHandSide(of assignment: Assignment) -> [ExprSyntax] {
        guard let sequence = assignment.value.as(SequenceExprSyntax.self),
            let equals = sequence.elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) })
        else { return [assignment.value] }
        return Array(sequence.elements[sequence.elements.index(after: equals)...])
    }

    /// The values a getter returns: its `return` statements, or its single expression.
    private static func returnedValues(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        if statements.count == 1, let only = statements.first?.item.as(ExprSyntax.self) { return [only] }
        var values: [ExprSyntax] = []
        var stack: [Syntax] = [Syntax(statements)]
        while let node = stack.popLast() {
            if node.is(ClosureExprSyntax.self) { continue }
            if let returned = node.as(ReturnStmtSyntax.self)?.expression { values.append(returned) }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return values
    }

    private func check(_ expression: ExprSyntax) {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            checkInterpolation(literal)
        } else if let sequence = expression.as(SequenceExprSyntax.self) {
            checkSum(Array(sequence.elements))
        } else if let call = expression.as(FunctionCallExprSyntax.self) {
            checkJoined(call)
            checkFormat(call)
        }
    }

    /// `"\(a) \(b) \(c)"`.
    private func checkInterpolation(_ literal: StringLiteralExprSyntax) {
        var parts = 0
        var separators: [String] = []
        var pending: String?
        let values = literal.segments.compactMap { $0.as(ExpressionSegmentSyntax.self) }
        if values.allSatisfy({ Self.isNamePart($0.expressions.trimmedDescription) }) { return }
        for segment in literal.segments {
            if let text = (segment.as(StringSegmentSyntax.self)?.content.text).map(Self.unescapingBreaks) {
                if text.rangeOfCharacter(from: LabelPausesRule.pauseCharacters) != nil { return }
                pending = (pending ?? "") + text
            } else {
                if parts > 0 { separators.append(pending ?? "") }
                parts += 1
                pending = nil
            }
        }
        guard Self.runsTogether(parts: parts, separators: separators) else { return }
        report(literal, LabelPausesRule.message)
    }

    /// `a + " " + b + " " + c`.
    private func checkSum(_ elements: [ExprSyntax]) {
        var parts = 0
        var separators: [String] = []
        var pending: String?
        for element in elements {
            if let binary = element.as(BinaryOperatorExprSyntax.self) {
                guard binary.operator.text == "+" else { return }
                continue
            }
            if let text = SwiftUIViews.literalText(element).map(Self.unescapingBreaks) {
                if text.rangeOfCharacter(from: LabelPausesRule.pauseCharacters) != nil { return }
                pending = (pending ?? "") + text
            } else {
                if element.is(StringLiteralExprSyntax.self) { return }
                if parts > 0 { separators.append(pending ?? "") }
                parts += 1
                pending = nil
            }
        }
        guard Self.runsTogether(parts: parts, separators: separators), let first = elements.first else { return }
        report(first, LabelPausesRule.message)
    }

    /// `[a, b, c].joined(separator: " ")`.
    private func checkJoined(_ call: FunctionCallExprSyntax) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "joined",
            let array = member.base?.as(ArrayExprSyntax.self),
            let separator = call.arguments.first(where: { $0.label?.text == "separator" })?.expression,
            let text = SwiftUIViews.literalText(separator).map(Self.unescapingBreaks)
        else { return }
        let count = array.elements.count
        guard Self.runsTogether(parts: count, separators: Array(repeating: text, count: max(count - 1, 0))) else {
            return
        }
        report(separator, LabelPausesRule.message)
    }

    /// `String(format: "%@ %@ %@", a, b, c)`.
    private func checkFormat(_ call: FunctionCallExprSyntax) {
        guard SwiftUIViews.constructorName(call) == "String",
            let format = call.arguments.first(where: { $0.label?.text == "format" })?.expression,
            let text = SwiftUIViews.literalText(format),
            text.rangeOfCharacter(from: LabelPausesRule.pauseCharacters) == nil,
            let specifier = Self.formatSpecifier
        else { return }
        let whole = NSRange(text.startIndex..., in: text)
        let matches = specifier.matches(in: text, range: whole)
        var separators: [String] = []
        for (previous, next) in zip(matches, matches.dropFirst()) {
            let gap = NSRange(
                location: previous.range.upperBound, length: next.range.location - previous.range.upperBound)
            separators.append(Range(gap, in: text).map { String(text[$0]) } ?? "")
        }
        guard Self.runsTogether(parts: matches.count, separators: separators) else { return }
        report(format, LabelPausesRule.message)
    }

    /// A literal's source text with its line breaks as written (`\n`, `\r`): VoiceOver pauses on
    /// them like on a period.
    private static func unescapingBreaks(_ source: String) -> String {
        source.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\r", with: "\n")
    }

    /// `firstName`, `person.lastName`: a person's name is one phrase, however many parts it has.
    private static func isNamePart(_ expression: String) -> Bool {
        let lowered = expression.lowercased()
        return [
            "firstname", "middlename", "lastname", "givenname", "familyname", "nickname", "nameprefix", "namesuffix",
        ]
        .contains { lowered.hasSuffix($0) }
    }

    /// `%@`, `%d`, `%1$@`, `%.2f`: one value of a format string.
    private static let formatSpecifier = try? NSRegularExpression(
        pattern: #"%(\d+\$)?[-+ #0]*\d*(\.\d+)?(hh|h|ll|l|q|z|t|j)?[@dDiuUxXoOfeEgGcCsSp]"#)

    /// Enough parts, no pause anywhere between them, and at least one bare space joining two.
    private static func runsTogether(parts: Int, separators: [String]) -> Bool {
        guard parts >= LabelPausesRule.minimumParts else { return false }
        if separators.contains(where: { $0.rangeOfCharacter(from: LabelPausesRule.pauseCharacters) != nil }) {
            return false
        }
        return separators.contains { !$0.isEmpty && $0.allSatisfy(\.isWhitespace) }
    }
}

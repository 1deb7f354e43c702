import RotorKit
import SwiftParser
import SwiftSyntax

/// The text VoiceOver will say for a text expression in code, and the literal that holds it.
struct SpokenLiteral {
    var text: String
    /// The literal that holds the text or its key: where a finding lands.
    var literal: StringLiteralExprSyntax
    /// The text is the literal's own. Otherwise it is a strings table's value (or the code's default
    /// value): a fix belongs there, and rewriting the literal would only change the key.
    var isLiteral: Bool
}

/// The one place rules turn a text expression into what VoiceOver says. A literal SwiftUI takes as a
/// `LocalizedStringKey` (`Text("key")`, `Button("key")`, `.accessibilityLabel("key")`), and a call
/// that looks a key up (`NSLocalizedString("key", tableName:, comment:)`, `String(localized:table:)`,
/// `LocalizedStringKey("key")`, `LocalizedStringResource("key")`), says the development language's
/// value of the key in its table (`Localizable` unless named); a key no table has is shown as itself
/// (or as the code's default value). A `String` literal and `Text(verbatim:)` say themselves. Nil for
/// anything else (a variable, an interpolation) and for a key whose spoken text the tables leave open.
struct TextResolver: Sendable {
    var localizations: Localizations

    /// An argument SwiftUI takes as a `LocalizedStringKey`: a plain literal is a key.
    func localizedKey(_ expression: ExprSyntax?) -> SpokenLiteral? {
        if let literal = expression?.as(StringLiteralExprSyntax.self) {
            return lookUp(literal, table: "Localizable", default: nil)
        }
        return call(expression)
    }

    /// A `String` value, as UIKit's `accessibilityLabel = …` takes: a plain literal is its own text.
    func string(_ expression: ExprSyntax?) -> SpokenLiteral? {
        if let literal = expression?.as(StringLiteralExprSyntax.self) { return verbatim(literal) }
        return call(expression)
    }

    private func call(_ expression: ExprSyntax?) -> SpokenLiteral? {
        guard let call = expression?.as(FunctionCallExprSyntax.self), let name = SwiftUIViews.constructorName(call),
            let first = call.arguments.first
        else { return nil }
        let literal = first.expression.as(StringLiteralExprSyntax.self)
        switch (name, first.label?.text) {
        case ("Text", "verbatim"):
            return literal.flatMap(verbatim)
        case ("Text", nil):
            // `Text("key")` looks the key up; `Text(someString)` shows the string as it is.
            guard let literal else { return string(first.expression) }
            return table(call, label: "tableName").flatMap { lookUp(literal, table: $0, default: nil) }
        case ("String", nil):
            return literal.flatMap(verbatim)
        case ("LocalizedStringKey", nil):
            return literal.flatMap { lookUp($0, table: "Localizable", default: nil) }
        case ("NSLocalizedString", nil):
            return literal.flatMap { literal in
                table(call, label: "tableName").flatMap {
                    lookUp(literal, table: $0, default: argument("value", of: call))
                }
            }
        case ("String", "localized"), ("LocalizedStringResource", nil):
            return literal.flatMap { literal in
                table(call, label: "table").flatMap {
                    lookUp(literal, table: $0, default: argument("defaultValue", of: call))
                }
            }
        default:
            return nil
        }
    }

    /// The table a call names: `Localizable` when it names none or `nil`; nil when it is not a literal.
    private func table(_ call: FunctionCallExprSyntax, label: String) -> String? {
        guard let expression = BehaviourSyntax.argument(label, of: call), !expression.is(NilLiteralExprSyntax.self)
        else {
            return "Localizable"
        }
        return SwiftUIViews.literalText(expression)
    }

    private func argument(_ label: String, of call: FunctionCallExprSyntax) -> String? {
        SwiftUIViews.literalText(BehaviourSyntax.argument(label, of: call))
    }

    private func verbatim(_ literal: StringLiteralExprSyntax) -> SpokenLiteral? {
        SwiftUIViews.literalText(ExprSyntax(literal)).map { SpokenLiteral(text: $0, literal: literal, isLiteral: true) }
    }

    /// `"profile.avatar.hint"`, `"share_button_title"`: words joined by dots or underscores, no space;
    /// text a person reads has spaces, or is one plain word, or a file's name (`report.pdf`), which
    /// screen-title and others judge as text.
    static func isShapedLikeKey(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace), text.contains(where: { $0 == "." || $0 == "_" }),
            text.first?.isLetter == true, text.last?.isLetter == true
        else { return false }
        let suffix = text.split(separator: ".").last.map { $0.lowercased() } ?? ""
        return !fileExtensions.contains(suffix)
    }

    /// Extensions that make a dotted word a file's name rather than a key.
    static let fileExtensions: Set<String> = [
        "pdf", "png", "jpg", "jpeg", "gif", "heic", "txt", "rtf", "doc", "docx",
        "xls", "xlsx", "ppt", "pptx", "csv", "json", "xml", "html", "zip", "mov",
        "mp3", "mp4", "m4a", "wav",
    ]

    /// A key no table has is shown as itself, unless the lint read no table at all (a file linted
    /// alone) and the key is shaped like one: then the text the app shows is unknown.
    private func lookUp(_ literal: StringLiteralExprSyntax, table: String, default defaultText: String?)
        -> SpokenLiteral?
    {
        // The key as the tables hold it, escapes read (`\"` is `"`); nil for an interpolation.
        guard SwiftUIViews.literalText(ExprSyntax(literal)) != nil, let key = literal.representedLiteralValue else {
            return nil
        }
        switch localizations.lookup(key: key, table: table) {
        case .text(let text): return SpokenLiteral(text: text, literal: literal, isLiteral: false)
        case .undecided: return nil
        case .absent:
            guard let defaultText else {
                return localizations.isEmpty && Self.isShapedLikeKey(key) ? nil : verbatim(literal)
            }
            return SpokenLiteral(text: defaultText, literal: literal, isLiteral: false)
        }
    }
}

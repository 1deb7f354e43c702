import RotorKit
import SwiftSyntax

/// How a SwiftUI `Image` is made, which decides what VoiceOver reads for it with no label.
enum ImageSource: Equatable {
    /// `Image("icn_close")` or `Image(.logo)`: read by its asset name; nil when computed.
    case asset(String?)
    /// `Image(systemName: "xmark")`: read by Apple's description of the symbol.
    case symbol(String?)
    /// `Image(uiImage:)`: no name at all, read as just "image".
    case bitmap
    /// `Image(decorative:)`: not read.
    case decorative
    /// `Image("x", label: Text("…"))`: named.
    case labelled

    /// The source of an `Image(…)` call; nil for any other call or an `Image` form Rotor does not know.
    init?(_ call: FunctionCallExprSyntax) {
        guard SwiftUIViews.constructorName(call) == "Image", let first = call.arguments.first else { return nil }
        if call.arguments.contains(where: { $0.label?.text == "label" }) {
            self = .labelled
            return
        }
        switch first.label?.text {
        case "decorative": self = .decorative
        case "systemName": self = .symbol(SwiftUIViews.literalText(first.expression))
        case "uiImage", "nsImage": self = .bitmap
        case nil: self = .asset(SwiftUIViews.literalText(first.expression))
        default: return nil
        }
    }

    /// `UIImage(systemName: "xmark")` (also with `!`, `?` or a `with…` variant such as
    /// `.withConfiguration(…)`) and `UIImage(named: "close")`; nil for any other expression.
    init?(uiImage expression: ExprSyntax) {
        var current = expression
        while true {
            if let unwrapped = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrapped.expression
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let call = current.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let base = member.base, member.declName.baseName.text.hasPrefix("with")
            {
                current = base
            } else {
                break
            }
        }
        guard let call = current.as(FunctionCallExprSyntax.self), SwiftUIViews.constructorName(call) == "UIImage",
            let first = call.arguments.first
        else { return nil }
        switch first.label?.text {
        case "systemName": self = .symbol(SwiftUIViews.literalText(first.expression))
        case "named": self = .asset(SwiftUIViews.literalText(first.expression))
        default: return nil
        }
    }

    /// For an SF Symbol, whether VoiceOver's name for it is one Rotor knows (`SystemNames`: "plus"
    /// is read "Add"); nil for any other image. The one place rules decide how a symbol names a control.
    var symbolNaming: SymbolNaming? {
        guard case .symbol(let name) = self else { return nil }
        return name.flatMap(SystemNames.spokenName(ofSymbol:)) != nil ? .named : .unknown(symbol: name)
    }

    /// For an image read by a literal asset name, what must hold for VoiceOver to read that name:
    /// SwiftUI looks the name up in the `Localizable` strings first, and a translation names it.
    var untranslatedNameCondition: UntranslatedImageName? {
        if case .asset(let name?) = self { return UntranslatedImageName(key: name) }
        return nil
    }

    /// The call's modifiers hide it, or make it decorative.
    static func isSilenced(_ call: FunctionCallExprSyntax) -> Bool {
        ImageSource(call) == .decorative || SwiftUIViews.modifiers(of: call).contains(where: ViewSurroundings.isHiding)
    }
}

/// What VoiceOver reads for an SF Symbol with no label.
enum SymbolNaming: Equatable {
    /// The system names it with a word Rotor knows, which names the control.
    case named
    /// A name Rotor does not know, likely the symbol's own in words: a person checks it (`symbol`
    /// is nil when the code computes it).
    case unknown(symbol: String?)

    /// The symbol Rotor has no name for, if any, in words every rule shares (`SystemNames.unknownSymbolPhrase`).
    var unknownPhrase: String? {
        guard case .unknown(let symbol) = self else { return nil }
        return SystemNames.unknownSymbolPhrase(symbol)
    }
}

/// Star images repeated to show or set a rating: each star labelled or hidden on its own tells a
/// VoiceOver user nothing of the score, which belongs to one element with a value.
enum RatingStars {
    /// Whether the image's name, literal or chosen among literals (`i < rating ? "star.fill" :
    /// "star"`), is a star's: "star", "stars" or "star" as a word of the name (`star_full`,
    /// `icnStarEmpty`, `star.leadinghalf.filled`); `StartIcon` is not.
    static func namesStar(_ expression: ExprSyntax) -> Bool {
        for literal in BehaviourSyntax.nodes(of: StringLiteralExprSyntax.self, in: Syntax(expression)) {
            guard let text = SwiftUIViews.literalText(ExprSyntax(literal)) else { continue }
            if words(of: text).contains(where: { $0 == "star" || $0 == "stars" }) { return true }
        }
        return false
    }

    /// `icnStarEmpty` → icn, star, empty; `star.leadinghalf.filled` → star, leadinghalf, filled.
    private static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if !character.isLetter {
                words.append(current)
                current = ""
            } else if character.isUppercase, let last = current.last, last.isLowercase {
                words.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
        }
        words.append(current)
        return words.map { $0.lowercased() }
    }

    /// Whether a SwiftUI star image (or a control showing one), in `surroundings`, is one of
    /// several: made in a `ForEach`, or beside another star in the same container.
    static func isRepeated(in surroundings: ViewSurroundings) -> Bool {
        if surroundings.containers.contains(where: { $0.name == "ForEach" }) { return true }
        guard let container = surroundings.containers.first(where: { $0.call != nil })?.call else { return false }
        let stars = BehaviourSyntax.nodes(of: FunctionCallExprSyntax.self, in: Syntax(container)).filter { call in
            SwiftUIViews.constructorName(call) == "Image"
                && call.arguments.first.map { namesStar($0.expression) } == true
        }
        return stars.count > 1
    }

    /// What to do instead, for `noun` ("star images", "star buttons").
    static func advice(_ noun: String) -> String {
        "These \(noun) make a rating: make the row one element with .accessibilityElement(children: .ignore), "
            + ".accessibilityLabel(\"Rating\") and .accessibilityValue(\"3 of 5 stars\"), adding .accessibilityAdjustableAction "
            + "if people can change it, rather than labelling or hiding each star: VoiceOver users then hear the score"
    }
}

/// No `Localizable` strings table translates the key: SwiftUI reads an `Image("key")` by that
/// string when one does.
public struct UntranslatedImageName: IndexCondition {
    public static let name = "untranslatedImageName"
    public var key: String

    public init(key: String) {
        self.key = key
    }

    public func holds(in index: ProjectIndex) -> Bool {
        !index.localizations.localizableKeys.contains(key)
    }
}

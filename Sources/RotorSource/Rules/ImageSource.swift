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

    /// What VoiceOver reads for a symbol the system names (`SystemNames`); nil for any other image.
    var systemGivenName: String? {
        guard case let .symbol(name?) = self else { return nil }
        return SystemNames.spokenName(ofSymbol: name)
    }

    /// What VoiceOver reads for `UIImage(systemName: "plus")` when the system names the symbol;
    /// nil for any other expression.
    static func systemGivenName(ofUIImage expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), SwiftUIViews.constructorName(call) == "UIImage",
              let first = call.arguments.first, first.label?.text == "systemName",
              let name = SwiftUIViews.literalText(first.expression) else { return nil }
        return SystemNames.spokenName(ofSymbol: name)
    }

    /// For an image read by a literal asset name, what must hold for VoiceOver to read that name:
    /// SwiftUI looks the name up in the `Localizable` strings first, and a translation names it.
    var untranslatedNameCondition: IndexCondition? {
        if case let .asset(name?) = self { return .untranslatedImageName(key: name) }
        return nil
    }

    /// The call's modifiers hide it, or make it decorative.
    static func isSilenced(_ call: FunctionCallExprSyntax) -> Bool {
        ImageSource(call) == .decorative || SwiftUIViews.modifiers(of: call).contains(where: ViewSurroundings.isHiding)
    }
}

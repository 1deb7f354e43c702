/// What code can set on a UIKit object to change what a tree rule judges in an Interface Builder
/// file: set in code, the file's value is not the one a person meets. Each rule declares its own
/// (`TreeRule.membersCodeMayOverride`); the pipeline keeps a finding on a file only if the project
/// index finds no code that sets one of them on the element (`IndexCondition.untouchedInCode`).
/// Rules that declare none judge what code rarely changes.
public struct CodeOverrides: Sendable, Equatable {
    public var members: Set<String>
    /// Whether code setting these on the views behind the element counts too: contrast depends on
    /// what is behind the element.
    public var includesViewsBehind: Bool

    public init(_ members: Set<String>, includesViewsBehind: Bool = false) {
        self.members = members
        self.includesViewsBehind = includesViewsBehind
    }

    /// What VoiceOver reads as the element's name, and whether it is one element.
    public static let names: Set<String> = [
        "accessibilityLabel", "accessibilityAttributedLabel", "setTitle", "setAttributedTitle", "title", "text",
        "attributedText",
        "placeholder", "attributedPlaceholder", "isAccessibilityElement", "accessibilityElements", "configuration",
    ]
    /// An image set in code can name an image-only control: an SF Symbol is named by the system,
    /// and Rotor does not follow which image the code sets.
    public static let images: Set<String> = ["setImage", "image"]
    /// What the project index records for a date picker code shows inline (`preferredDatePickerStyle =
    /// .inline`, on any branch): a calendar whose days and time VoiceOver reads one by one, neither
    /// named nor adjusted as one control.
    public static let shownInline = "preferredDatePickerStyle=inline"
    /// Attributed text carries its own font, which replaces the file's.
    public static let fonts: Set<String> = [
        "font", "adjustsFontForContentSizeCategory", "configuration", "attributedText", "setAttributedTitle",
    ]
    public static let colours: Set<String> = [
        "textColor", "backgroundColor", "tintColor", "setTitleColor", "attributedText", "setAttributedTitle",
        "barTintColor",
        "configuration", "overrideUserInterfaceStyle", "titleTextAttributes", "setBackgroundImage", "alpha",
    ]
}

/// What an element is and what state it is in, as a screen reader learns it.
///
/// The first group mirrors `UIAccessibilityTraits`; the second names the roles VoiceOver speaks for
/// system controls that have no public trait; the third names the roles TalkBack speaks for Android
/// widget classes. Speech profiles and rules read these, never platform class names.
public enum AccessibilityTrait: String, CaseIterable, Sendable, Codable, Comparable {
    // UIAccessibilityTraits
    case button
    case link
    case image
    case staticText
    case header
    case searchField
    case selected
    case notEnabled
    case adjustable
    case keyboardKey
    case summaryElement
    case updatesFrequently
    case playsSound
    case startsMediaSession
    case allowsDirectInteraction
    case causesPageTurn
    case tabBar
    case supportsZoom
    // Roles VoiceOver speaks for system controls
    case switchButton
    case tab
    case textField
    case secureTextField
    case textArea
    case backButton
    case popUpButton
    case toggle
    // Roles TalkBack speaks for Android widgets
    case editBox
    case checkBox
    case radioButton
    case seekBar
    case dropDownList
    case progressBar
    case list
    case grid

    /// The traits `UIAccessibilityTraits` has (the first group), whose raw values are UIKit's own
    /// names: Interface Builder files and WebDriverAgent captures name traits by them.
    public static let uiAccessibilityTraits: [AccessibilityTrait] = [
        .button, .link, .image, .staticText, .header, .searchField, .selected, .notEnabled, .adjustable,
        .keyboardKey, .summaryElement, .updatesFrequently, .playsSound, .startsMediaSession,
        .allowsDirectInteraction, .causesPageTurn, .tabBar, .supportsZoom,
    ]

    /// Traits that say what an element *is*; an element should have at most one.
    public static let roles: [AccessibilityTrait] = [
        .button, .link, .image, .header, .searchField, .adjustable, .keyboardKey, .tabBar,
        .switchButton, .tab, .textField, .secureTextField, .textArea, .backButton, .popUpButton,
        .toggle, .editBox, .checkBox, .radioButton, .seekBar, .dropDownList, .progressBar,
    ]

    /// Traits a person can act on: an element with one of these needs a name.
    public static let interactive: Set<AccessibilityTrait> = [
        .button, .link, .searchField, .adjustable, .keyboardKey, .switchButton, .tab, .textField,
        .secureTextField, .textArea, .backButton, .popUpButton, .toggle, .editBox, .checkBox,
        .radioButton, .seekBar, .dropDownList,
    ]

    /// Declaration order, so that trait lists print the same way every time.
    public static func < (lhs: AccessibilityTrait, rhs: AccessibilityTrait) -> Bool {
        order[lhs, default: 0] < order[rhs, default: 0]
    }

    private static let order: [AccessibilityTrait: Int] = Dictionary(
        uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
}

/// The parts of an announcement, in the order a profile speaks them.
public enum SpeechPart: String, Sendable, CaseIterable {
    /// "Selected" (VoiceOver says it first).
    case selected
    /// The element's name: its label, or the text it shows.
    case name
    /// The value, unless the role speaks it after its own words.
    case value
    /// "dimmed" / "disabled".
    case notEnabled
    /// The role words: "button", "heading", "switch button"…
    case roles
    /// A value that a role speaks after its words, as a switch says "Off".
    case roleValue
    /// Android's checked state: "checked", "not checked", "on", "off".
    case checked
    /// The element's own hint.
    case hint
    /// How to use it: role hints, activation, long press, custom actions.
    case usageHints
}

/// When a profile's activation hint is spoken for a role.
public enum Activation: Sendable {
    case always
    case never
    /// Only when the capture says the element reacts to a tap (Android's `clickable`).
    case whenClickable
}

/// How a screen reader speaks one role.
public struct RoleSpeech: Sendable {
    /// The words spoken for the role; empty for a role that only adds a usage hint.
    public var words: String
    /// Speak the value after the role words ("Switch Button, Off") rather than after the name.
    public var valueAfterRole: Bool
    /// False where the value is private (secure text fields).
    public var speaksValue: Bool
    /// Values the role speaks as words, such as a switch's "1" → "on".
    public var valueWords: [String: String]
    /// Words for a checkable element's state: (checked, not checked).
    public var checkedWords: (checked: String, unchecked: String)?
    /// The usage hint this role adds, such as "swipe up or down with one finger to adjust the value".
    public var usageHint: String?
    /// When the generic activation hint ("double tap to activate") applies to this role.
    public var activation: Activation
    /// Roles not spoken when this one is, as "back button" replaces "button".
    public var replaces: Set<AccessibilityTrait>

    public init(
        _ words: String,
        valueAfterRole: Bool = false,
        speaksValue: Bool = true,
        valueWords: [String: String] = [:],
        checkedWords: (checked: String, unchecked: String)? = nil,
        usageHint: String? = nil,
        activation: Activation = .whenClickable,
        replaces: Set<AccessibilityTrait> = []
    ) {
        self.words = words
        self.valueAfterRole = valueAfterRole
        self.speaksValue = speaksValue
        self.valueWords = valueWords
        self.checkedWords = checkedWords
        self.usageHint = usageHint
        self.activation = activation
        self.replaces = replaces
    }
}

/// A screen reader's wording as data: which parts it speaks, in what order, with which words.
///
/// VoiceOver's and TalkBack's wording is not specified anywhere official; these tables follow the
/// announcements recorded in the seeds (see `Tests/RotorKitTests/SpeechGoldenTests.swift`).
public struct SpeechProfile: Sendable {
    public var id: String
    public var displayName: String
    public var platform: Platform
    public var partOrder: [SpeechPart]
    /// Roles in the order their words are spoken when an element has several.
    public var roleOrder: [AccessibilityTrait]
    public var roles: [AccessibilityTrait: RoleSpeech]
    public var selectedWord: String
    public var notEnabledWord: String
    /// Spoken for an element that can be activated, when its role allows ("double tap to activate").
    public var activateHint: String?
    public var longPressHint: String?
    public var customActionsHint: String?
    public var separator: String

    public init(
        id: String, displayName: String, platform: Platform, partOrder: [SpeechPart], roleOrder: [AccessibilityTrait],
        roles: [AccessibilityTrait: RoleSpeech], selectedWord: String, notEnabledWord: String, activateHint: String?,
        longPressHint: String?, customActionsHint: String?, separator: String = ", "
    ) {
        self.id = id
        self.displayName = displayName
        self.platform = platform
        self.partOrder = partOrder
        self.roleOrder = roleOrder
        self.roles = roles
        self.selectedWord = selectedWord
        self.notEnabledWord = notEnabledWord
        self.activateHint = activateHint
        self.longPressHint = longPressHint
        self.customActionsHint = customActionsHint
        self.separator = separator
    }

    public static let all: [SpeechProfile] = [.voiceOverEnglish, .talkBackEnglish]

    public static func named(_ id: String) -> SpeechProfile? {
        all.first { $0.id == id }
    }

    /// The profile a platform's own screen reader uses.
    public static func `default`(for platform: Platform) -> SpeechProfile {
        switch platform {
        case .ios: return .voiceOverEnglish
        case .android: return .talkBackEnglish
        }
    }

    private static let onOffValues = ["1": "on", "0": "off", "true": "on", "false": "off"]

    /// VoiceOver on iOS, English: "Selected, Day, Date, button" · "Day, Date, dimmed, button" ·
    /// "Dark Theme, Switch Button, Off. Double Tap to Toggle Switch."
    public static let voiceOverEnglish = SpeechProfile(
        id: "voiceover-en",
        displayName: "VoiceOver (English)",
        platform: .ios,
        partOrder: [.selected, .name, .value, .notEnabled, .roles, .roleValue, .checked, .hint, .usageHints],
        roleOrder: [
            .backButton, .button, .link, .searchField, .textField, .secureTextField, .textArea, .editBox,
            .switchButton, .toggle, .checkBox, .radioButton, .popUpButton, .dropDownList, .tab, .image,
            .header, .tabBar, .seekBar, .progressBar, .adjustable,
        ],
        roles: [
            .button: RoleSpeech("button"),
            .backButton: RoleSpeech("back button", replaces: [.button]),
            .link: RoleSpeech("link"),
            .searchField: RoleSpeech("search field", usageHint: "double tap to edit", replaces: [.textField]),
            .textField: RoleSpeech("text field", usageHint: "double tap to edit"),
            .editBox: RoleSpeech("text field", usageHint: "double tap to edit"),
            .secureTextField: RoleSpeech(
                "secure text field", speaksValue: false, usageHint: "double tap to edit", replaces: [.textField]),
            .textArea: RoleSpeech("text view", usageHint: "double tap to edit"),
            .switchButton: RoleSpeech(
                "switch button", valueAfterRole: true, valueWords: onOffValues, checkedWords: ("on", "off"),
                usageHint: "double tap to toggle switch", replaces: [.button, .toggle]),
            .toggle: RoleSpeech(
                "switch button", valueAfterRole: true, valueWords: onOffValues, checkedWords: ("on", "off"),
                usageHint: "double tap to toggle switch", replaces: [.button]),
            .checkBox: RoleSpeech("checkbox", checkedWords: ("checked", "unchecked"), replaces: [.button]),
            .radioButton: RoleSpeech("radio button", checkedWords: ("selected", "not selected"), replaces: [.button]),
            .popUpButton: RoleSpeech("pop up button", replaces: [.button]),
            .dropDownList: RoleSpeech("pop up button", replaces: [.button]),
            .tab: RoleSpeech("tab", replaces: [.button]),
            .image: RoleSpeech("image"),
            .header: RoleSpeech("heading"),
            .tabBar: RoleSpeech("tab bar"),
            .seekBar: RoleSpeech(
                "adjustable", usageHint: "swipe up or down with one finger to adjust the value", replaces: [.adjustable]
            ),
            .progressBar: RoleSpeech("progress"),
            .adjustable: RoleSpeech("adjustable", usageHint: "swipe up or down with one finger to adjust the value"),
        ],
        selectedWord: "Selected",
        notEnabledWord: "dimmed",
        activateHint: nil,
        longPressHint: nil,
        customActionsHint: "actions available")

    /// TalkBack on Android, English: "Cancel button, double tap to activate" · "Name, edit box,
    /// double-tap and hold to long press. Actions available, use tap with 3 fingers to view".
    public static let talkBackEnglish = SpeechProfile(
        id: "talkback-en",
        displayName: "TalkBack (English)",
        platform: .android,
        partOrder: [.name, .value, .roles, .roleValue, .checked, .selected, .notEnabled, .hint, .usageHints],
        roleOrder: [
            .backButton, .button, .link, .editBox, .searchField, .textField, .secureTextField, .textArea,
            .checkBox, .radioButton, .toggle, .switchButton, .seekBar, .dropDownList, .tab, .image,
            .header, .progressBar, .adjustable,
        ],
        roles: [
            .button: RoleSpeech("button", activation: .always),
            .backButton: RoleSpeech("navigate up, button", activation: .always, replaces: [.button]),
            .link: RoleSpeech("link", activation: .always),
            .editBox: RoleSpeech("edit box", activation: .never),
            .searchField: RoleSpeech("search, edit box", replaces: [.editBox, .textField]),
            .textField: RoleSpeech("edit box", replaces: [.editBox]),
            .secureTextField: RoleSpeech("password, edit box", speaksValue: false, replaces: [.editBox, .textField]),
            .textArea: RoleSpeech("edit box", replaces: [.editBox]),
            .checkBox: RoleSpeech(
                "check box", checkedWords: ("checked", "not checked"), usageHint: "double tap to toggle",
                activation: .never, replaces: [.button]),
            .radioButton: RoleSpeech(
                "radio button", checkedWords: ("checked", "not checked"), usageHint: "double tap to toggle",
                activation: .never, replaces: [.button]),
            .toggle: RoleSpeech(
                "switch", valueAfterRole: true, valueWords: onOffValues, checkedWords: ("on", "off"),
                usageHint: "double tap to toggle", activation: .never, replaces: [.button, .switchButton]),
            .switchButton: RoleSpeech(
                "switch", valueAfterRole: true, valueWords: onOffValues, checkedWords: ("on", "off"),
                usageHint: "double tap to toggle", activation: .never, replaces: [.button]),
            .seekBar: RoleSpeech(
                "slider", valueAfterRole: true, usageHint: "swipe up or swipe down to adjust", replaces: [.adjustable]),
            .dropDownList: RoleSpeech("drop down list", activation: .always, replaces: [.button]),
            .tab: RoleSpeech("tab", activation: .always, replaces: [.button]),
            .image: RoleSpeech("image"),
            .header: RoleSpeech("heading"),
            .progressBar: RoleSpeech("progress bar", valueAfterRole: true),
            .adjustable: RoleSpeech("", usageHint: "swipe up or swipe down to adjust"),
        ],
        selectedWord: "selected",
        notEnabledWord: "disabled",
        activateHint: "double tap to activate",
        longPressHint: "double tap and hold to long press",
        customActionsHint: "actions available, use tap with 3 fingers to view")
}

/// An accessibility acceptance spec: for each screen, the VoiceOver frames a person should hear, in
/// swipe order, as a team writes them before engineering starts (see the Capital One example in
/// `docs/SPEC-FORMAT.md`). YAML and the numbered Markdown form are both read into this model.
public struct AccessibilitySpec: Hashable, Sendable {
    /// The version of the YAML form; a spec may say `version: 1`.
    public static let formatVersion = 1

    /// The file the spec was read from, as the user named it.
    public var file: String
    public var screens: [ScreenSpec]

    public init(file: String, screens: [ScreenSpec]) {
        self.file = file
        self.screens = screens
    }
}

/// The frames expected on one screen.
public struct ScreenSpec: Hashable, Sendable {
    /// Also used to pick the capture whose title is this name.
    public var name: String?
    /// The capture this screen is checked against: a path, or the end of one (`sign-in.rotor.json`).
    public var capture: String?
    /// When true, frames heard between, before or after the expected ones are not mismatches.
    public var allowsExtraFrames: Bool
    public var frames: [FrameSpec]
    /// Where the screen starts in the spec file.
    public var line: Int?

    public init(
        name: String? = nil, capture: String? = nil, allowsExtraFrames: Bool = false, frames: [FrameSpec],
        line: Int? = nil
    ) {
        self.name = name
        self.capture = capture
        self.allowsExtraFrames = allowsExtraFrames
        self.frames = frames
        self.line = line
    }
}

/// One VoiceOver frame (one swipe stop) as the spec expects it.
///
/// What a frame leaves out is expected to be absent, as acceptance criteria read: no value, no
/// hint, enabled, not selected, and no role that changes what a person can do. Write `<any>` (or
/// any other `<placeholder>`) for a field that may hold anything.
public struct FrameSpec: Hashable, Sendable {
    /// What VoiceOver says for the element's name (`accessibilityLabel`).
    public var text: ExpectedText
    public var traits: ExpectedTraits
    /// The spoken value; nil when the frame expects none.
    public var value: ExpectedText?
    /// The element's own hint (`accessibilityHint`, the seed's "additional context"); nil when
    /// the frame expects none. Usage hints VoiceOver adds for a role are not compared.
    public var hint: ExpectedText?
    public var selected: ExpectedState
    public var notEnabled: ExpectedState
    /// Where the frame is written in the spec file.
    public var line: Int?

    public init(
        text: ExpectedText,
        traits: ExpectedTraits = .none,
        value: ExpectedText? = nil,
        hint: ExpectedText? = nil,
        selected: ExpectedState = .absent,
        notEnabled: ExpectedState = .absent,
        line: Int? = nil
    ) {
        self.text = text
        self.traits = traits
        self.value = value
        self.hint = hint
        self.selected = selected
        self.notEnabled = notEnabled
        self.line = line
    }
}

/// Text a frame expects: one or more alternatives, any of which may match.
public struct ExpectedText: Hashable, Sendable, CustomStringConvertible {
    public enum Alternative: Hashable, Sendable {
        /// Spec text: words compared as spoken, `<…>` placeholders for any words, `\` escaping the
        /// next character (`\<` is a literal `<`).
        case spoken(String)
        /// A regular expression that must match the whole heard text.
        case regularExpression(String)
    }

    public var alternatives: [Alternative]

    public init(alternatives: [Alternative]) {
        self.alternatives = alternatives
    }

    /// Spec text with placeholders and escapes (see `Alternative.spoken`).
    public init(_ spoken: String) {
        alternatives = [.spoken(spoken)]
    }

    /// Text exactly as given: placeholders and escapes in it are taken literally.
    public static func literal(_ text: String) -> ExpectedText {
        ExpectedText(SpecText.escaped(text))
    }

    /// As written in a spec: `"Version <x.y.z>"`, `/\d+ items/`, alternatives joined by "or".
    public var description: String {
        alternatives.map { alternative in
            switch alternative {
            case .spoken(let text): "\"\(text)\""
            case .regularExpression(let source): "/\(source)/"
            }
        }.joined(separator: " or ")
    }
}

/// The traits a frame expects. States (selected, not enabled) are kept in `FrameSpec`.
public struct ExpectedTraits: Hashable, Sendable {
    /// When true, traits are not compared at all.
    public var isAny: Bool
    /// Traits the element must have (or a more specific role VoiceOver speaks instead, as a secure
    /// text field for a text field).
    public var required: Set<AccessibilityTrait>
    /// Traits the element may have or not, written "(if applicable)".
    public var optional: Set<AccessibilityTrait>

    public init(required: Set<AccessibilityTrait> = [], optional: Set<AccessibilityTrait> = [], isAny: Bool = false) {
        self.required = required
        self.optional = optional
        self.isAny = isAny
    }

    public static let any = ExpectedTraits(isAny: true)
    public static let none = ExpectedTraits()
}

extension ExpectedTraits: CustomStringConvertible {
    /// "heading", "button, selected (if applicable)", "no traits", "any traits".
    public var description: String {
        if isAny { return "any traits" }
        let names =
            required.sorted().map(SpecTraitWords.name)
            + optional.sorted().map { SpecTraitWords.name(of: $0) + " (if applicable)" }
        return names.isEmpty ? "no traits" : names.joined(separator: ", ")
    }
}

extension FrameSpec {
    /// The frame in the spec's words, for reports: `"Sign In" · button · not enabled (if applicable)`.
    public var summary: String {
        var parts = [text.description]
        if traits != .none { parts.append(traits.description) }
        switch selected {
        case .present: parts.append("selected")
        case .either: parts.append("selected (if applicable)")
        case .absent: break
        }
        switch notEnabled {
        case .present: parts.append("not enabled")
        case .either: parts.append("not enabled (if applicable)")
        case .absent: break
        }
        if let value { parts.append("value \(value)") }
        if let hint { parts.append("hint \(hint)") }
        return parts.joined(separator: " · ")
    }
}

/// Whether a state (selected, not enabled) must be announced.
public enum ExpectedState: String, Hashable, Sendable {
    case present
    case absent
    /// Either is fine: the seed's "(if applicable)".
    case either

    public func accepts(_ isPresent: Bool) -> Bool {
        switch self {
        case .present: isPresent
        case .absent: !isPresent
        case .either: true
        }
    }
}

/// Bounds that keep verification fast and its memory small on hostile or generated input.
public enum SpecLimits {
    /// Screens in one spec file.
    public static let maxScreens = 1_000
    /// Frames in one screen of a spec.
    public static let maxFramesPerScreen = 5_000
    /// Expected × heard frames compared for one screen: the alignment table has this many cells
    /// (64 MB at most).
    public static let maxComparedPairs = 16_000_000
}

/// One swipe stop as the screen reader speaks it, split into the parts a spec compares.
public struct HeardFrame: Hashable, Sendable {
    /// 1-based swipe position.
    public var position: Int
    /// The spoken name: label, else visible text, else placeholder.
    public var name: String?
    /// The value as spoken ("off" for a switch whose value is 0); nil when none is spoken.
    public var value: String?
    /// The element's own hint; usage hints a role adds are left out.
    public var hint: String?
    /// The element's traits without the two states below.
    public var traits: Set<AccessibilityTrait>
    /// Selected, as a spec's `selected` state means it: a selected segment, tab or toggle button,
    /// or a checked Android checkbox, toggle button or switch (TalkBack says "checked").
    public var isSelected: Bool
    public var isNotEnabled: Bool
    /// For a secure text field whose value is readable text (a password a screen reader would
    /// expose), the number of characters; nil otherwise. The text itself is never kept, so no
    /// report repeats it.
    public var exposedSecretLength: Int?
    /// Everything said on the stop, as a transcript prints it.
    public var speech: String

    public init(
        position: Int, name: String?, value: String? = nil, hint: String? = nil,
        traits: Set<AccessibilityTrait> = [], isSelected: Bool = false, isNotEnabled: Bool = false,
        exposedSecretLength: Int? = nil, speech: String
    ) {
        self.position = position
        self.name = name
        self.value = value
        self.hint = hint
        self.traits = traits
        self.isSelected = isSelected
        self.isNotEnabled = isNotEnabled
        self.exposedSecretLength = exposedSecretLength
        self.speech = speech
    }

    /// The stops of `screen` in swipe order, spoken by `speaker`.
    public static func frames(of screen: Screen, speaker: Speaker, order: ReadingOrderOptions? = nil) -> [HeardFrame] {
        ReadingOrder.items(in: screen, options: order).enumerated().map { offset, item in
            let element = item.element
            return HeardFrame(
                position: offset + 1,
                name: element.spokenName,
                value: speaker.spokenValue(of: element),
                hint: element.hint?.nonBlank,
                traits: element.traits.subtracting([.selected, .notEnabled]),
                isSelected: element.speaksSelected || element.isChecked == true,
                isNotEnabled: element.speaksNotEnabled,
                exposedSecretLength: SecureTextExposedRule.readableSecret(of: element)?.count,
                speech: speaker.utterance(for: element).text(separator: speaker.profile.separator))
        }
    }
}

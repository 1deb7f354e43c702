/// An element says what it is with one role: "button, link" leaves a screen reader user unsure
/// whether a double tap acts here or opens something elsewhere.
public struct ConflictingTraitsRule: TreeRule {
    /// Code that sets these on the element changes what this rule judges in an Interface Builder file.
    public let membersCodeMayOverride: CodeOverrides? = CodeOverrides(["accessibilityTraits"])

    public init() {}

    public let metadata = RuleMetadata(
        id: "conflicting-traits",
        title: "Elements have one role",
        criteria: ["4.1.2"],
        defaultSeverity: .error,
        success: "Each element the screen reader reaches has at most one trait that says what it is (button, link, "
            + "adjustable, switch, text field…), so the role a person hears tells them how to use it. Roles that "
            + "refine one another are one role: a switch is a button, a back button is a button, a search field "
            + "is a text field. An image trait may go with any role (an image button, a logo that is a heading).",
        failure: "An element carries two roles that contradict each other, such as button and link or check box and "
            + "radio button, and the screen reader announces both.",
        limitations: "A heading that is also a button or a link is accepted, as tappable section headers are common. "
            + "Button with adjustable is reported for review only, as a custom element may be both; inside the platforms' "
            + "own pickers it is not reported, as the system date picker's month button is both by design. Roles an app gives through a custom rotor or custom actions are not seen.",
        guideline: "iOS Accessibility Properties: How They Relate to WCAG, and How to Correctly Use Them › Role")

    public let treeExamples: [RuleExample] = [
        .triggering(
            "a text link that is also marked as a button",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Privacy Policy", traits: [.button, .link],
                    frame: Rect(x: 20, y: 700, width: 160, height: 44), isAccessibilityElement: true)
            ])),
        .triggering(
            "a control marked both check box and radio button",
            RuleExample.screen(
                [
                    Element(
                        type: "android.widget.CheckBox", label: "Express delivery", traits: [.checkBox, .radioButton],
                        frame: Rect(x: 48, y: 400, width: 984, height: 144), isAccessibilityElement: true,
                        isChecked: false)
                ], platform: .android)),
        .triggering(
            "a month button that is also adjustable (for review)",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Month", traits: [.button, .adjustable],
                    frame: Rect(x: 20, y: 120, width: 200, height: 44), isAccessibilityElement: true)
            ])),
        .nonTriggering(
            "the link with its single link trait",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Privacy Policy", traits: [.link],
                    frame: Rect(x: 20, y: 700, width: 160, height: 44), isAccessibilityElement: true)
            ])),
        .nonTriggering(
            "a check box with its one role",
            RuleExample.screen(
                [
                    Element(
                        type: "android.widget.CheckBox", label: "Express delivery", traits: [.checkBox],
                        frame: Rect(x: 48, y: 400, width: 984, height: 144), isAccessibilityElement: true,
                        isChecked: false)
                ], platform: .android)),
        .nonTriggering(
            "a switch's usual traits, a back button, an image button and a logo heading",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Settings", traits: [.backButton, .button],
                    frame: Rect(x: 8, y: 50, width: 100, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIImageView", label: "Capital One", traits: [.image, .header],
                    frame: Rect(x: 120, y: 100, width: 150, height: 40), isAccessibilityElement: true),
                Element(
                    type: "UISwitch", label: "Dark Theme", value: "0", traits: [.button, .switchButton],
                    frame: Rect(x: 20, y: 160, width: 350, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Share", traits: [.button, .image],
                    frame: Rect(x: 20, y: 220, width: 44, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Recent activity", traits: [.header, .button],
                    frame: Rect(x: 20, y: 280, width: 350, height: 44), isAccessibilityElement: true),
            ])),
    ]

    public func check(_ context: AuditContext) -> [RuleHit] {
        var hits: [RuleHit] = []
        // A date picker's month button is a button and adjustable by design, as the seed's announcement says.
        for item in context.readingItems where !context.isInsideSystemPicker(item.path) {
            let roles = AccessibilityTrait.roles.filter(item.element.traits.contains)
            guard roles.count > 1 else { continue }
            var conflicting: [AccessibilityTrait] = []
            var needsReview = false
            for (index, first) in roles.enumerated() {
                for second in roles[(index + 1)...] {
                    switch Self.pairing(first, second) {
                    case .compatible: continue
                    case .review: needsReview = true
                    case .conflicting:
                        for role in [first, second] where !conflicting.contains(role) { conflicting.append(role) }
                    }
                }
            }
            let subject = Self.subject(item.element)
            let reader = context.screen.platform == .ios ? "VoiceOver" : "TalkBack"
            if !conflicting.isEmpty {
                let spoken = conflicting.map { Self.words(for: $0, in: context.speaker.profile) }
                let advice =
                    Set(conflicting) == [.button, .link]
                    ? "use link if it opens a web page or another app, button if it performs an action in this one"
                    : "remove the traits that do not describe how it is used"
                hits.append(
                    RuleHit(
                        path: item.path,
                        message:
                            "Keep one role on \(subject), which \(reader) announces as \"\(spoken.joined(separator: ", "))\": \(advice)"
                    ))
            } else if needsReview {
                hits.append(
                    RuleHit(
                        path: item.path,
                        message:
                            "Check that \(subject) both acts on a double tap and changes with a swipe up or down, as "
                            + "\(reader) announces it as a button and as adjustable; if it does only one, remove the other trait",
                        certainty: .needsReview))
            }
        }
        return hits
    }

    public enum Pairing: Sendable {
        case compatible
        case review
        case conflicting
    }

    /// Whether two roles on one element contradict each other. Public so that the source check
    /// (`ConflictingTraitsRule+Source.swift`) judges trait literals in code the same way.
    public static func pairing(_ first: AccessibilityTrait, _ second: AccessibilityTrait) -> Pairing {
        let pair: Set<AccessibilityTrait> = [first, second]
        // An image trait says what the element shows, so it goes with what the element does.
        if pair.contains(.image) { return .compatible }
        // A role that a screen reader speaks instead of another refines it: a switch is a button.
        for profile in SpeechProfile.all {
            let firstSpeech = profile.roles[first]
            let secondSpeech = profile.roles[second]
            if firstSpeech?.replaces.contains(second) == true || secondSpeech?.replaces.contains(first) == true {
                return .compatible
            }
            // Two vocabularies' names for one role (iOS text field, Android edit box).
            if let firstWords = firstSpeech?.words, !firstWords.isEmpty, firstWords == secondSpeech?.words {
                return .compatible
            }
        }
        if pair == [.header, .button] || pair == [.header, .link] || pair == [.keyboardKey, .button] {
            return .compatible
        }
        if pair == [.button, .adjustable] { return .review }
        return .conflicting
    }

    /// The words a profile speaks for a role, or the trait's name where it speaks none.
    static func words(for role: AccessibilityTrait, in profile: SpeechProfile) -> String {
        profile.roles[role]?.words.nonBlank ?? role.rawValue
    }

    static func subject(_ element: Element) -> String {
        element.spokenName.map { "\"\($0)\"" } ?? "this \(element.type)"
    }
}

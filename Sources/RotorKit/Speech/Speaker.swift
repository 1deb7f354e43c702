import Foundation

/// What a screen reader says when it lands on one element.
public struct Utterance: Hashable, Sendable {
    /// The spoken phrases in order, such as ["Close", "button"].
    public var phrases: [String]

    public init(phrases: [String]) {
        self.phrases = phrases
    }

    /// The phrases joined as a transcript prints them: "Close, button".
    public func text(separator: String = ", ") -> String {
        phrases.joined(separator: separator)
    }
}

extension Element {
    /// The name a screen reader speaks: the label, else the visible text, else the name the system
    /// gives its SF Symbol, else (for a cell, which UIKit names after its content) its descendants'
    /// names joined, else the placeholder.
    public var spokenName: String? {
        if let label = label?.nonBlank { return label }
        if let text = visibleText?.nonBlank { return text }
        if let symbolName = systemImage.flatMap(SystemNames.spokenName(ofSymbol:)) { return symbolName }
        if type.hasSuffix("Cell") {
            let names = descendantNames()
            if !names.isEmpty { return names.joined(separator: ", ") }
        }
        return placeholder?.nonBlank
    }

    /// Names of the descendants, in document order, without walking into a named element.
    private func descendantNames() -> [String] {
        var names: [String] = []
        var stack = children.reversed().map { $0 }
        while let element = stack.popLast() {
            guard !element.isHidden else { continue }
            if let name = element.label?.nonBlank ?? element.visibleText?.nonBlank {
                names.append(name)
            } else {
                stack.append(contentsOf: element.children.reversed())
            }
        }
        return names
    }
}

extension String {
    /// The string trimmed of whitespace, or nil if nothing is left.
    public var nonBlank: String? {
        let trimmed = trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}

/// Turns elements into announcements with a `SpeechProfile`.
public struct Speaker: Sendable {
    public var profile: SpeechProfile
    /// Speak the element's own hint and usage hints, as VoiceOver does after a short pause.
    public var includesHints: Bool

    public init(profile: SpeechProfile, includesHints: Bool = true) {
        self.profile = profile
        self.includesHints = includesHints
    }

    public func utterance(for element: Element) -> Utterance {
        let spokenRoles = roles(of: element)
        let roleSpeech = spokenRoles.compactMap { profile.roles[$0] }
        let valueAfterRole = roleSpeech.contains { $0.valueAfterRole }
        let value = spokenValue(of: element, roleSpeech: roleSpeech)

        var phrases: [String] = []
        for part in profile.partOrder {
            switch part {
            case .selected:
                if element.speaksSelected { phrases.append(profile.selectedWord) }
            case .name:
                if let name = element.spokenName { phrases.append(name) }
            case .value:
                if !valueAfterRole, let value { phrases.append(value) }
            case .notEnabled:
                if element.speaksNotEnabled { phrases.append(profile.notEnabledWord) }
            case .roles:
                phrases.append(contentsOf: roleSpeech.map(\.words).filter { !$0.isEmpty })
            case .roleValue:
                if valueAfterRole, let value { phrases.append(value) }
            case .checked:
                if let checked = element.isChecked, value == nil,
                    let words = roleSpeech.lazy.compactMap(\.checkedWords).first
                {
                    phrases.append(checked ? words.checked : words.unchecked)
                }
            case .hint:
                if includesHints, let hint = element.hint?.nonBlank { phrases.append(hint) }
            case .usageHints:
                if includesHints { phrases.append(contentsOf: usageHints(for: element, roleSpeech: roleSpeech)) }
            }
        }
        return Utterance(phrases: phrases)
    }

    /// The role traits this profile speaks for the element, in the profile's order, leaving out
    /// roles that a more specific one replaces.
    public func roles(of element: Element) -> [AccessibilityTrait] {
        let present = profile.roleOrder.filter { element.traits.contains($0) && profile.roles[$0] != nil }
        let replaced = present.reduce(into: Set<AccessibilityTrait>()) { result, role in
            result.formUnion(profile.roles[role]?.replaces ?? [])
        }
        return present.filter { !replaced.contains($0) }
    }

    /// The value as spoken: not for roles that keep it private (a secure text field), once only
    /// when it repeats the name, and in a role's words where it has them (a switch's "1" → "on").
    public func spokenValue(of element: Element) -> String? {
        spokenValue(of: element, roleSpeech: roles(of: element).compactMap { profile.roles[$0] })
    }

    private func spokenValue(of element: Element, roleSpeech: [RoleSpeech]) -> String? {
        guard roleSpeech.allSatisfy(\.speaksValue), let value = element.value?.nonBlank else { return nil }
        // A value equal to the name (a label whose text is also its value) is spoken once.
        if value == element.spokenName { return nil }
        for role in roleSpeech {
            if let word = role.valueWords[value.lowercased()] { return word }
        }
        return value
    }

    private func usageHints(for element: Element, roleSpeech: [RoleSpeech]) -> [String] {
        var hints = roleSpeech.compactMap(\.usageHint)
        let activations = roleSpeech.map(\.activation)
        let activates: Bool
        if activations.contains(.never) {
            activates = false
        } else {
            activates = activations.contains(.always) || element.isClickable
        }
        // A disabled control cannot be activated, so the screen reader does not offer it.
        if activates, !element.speaksNotEnabled, let hint = profile.activateHint { hints.append(hint) }
        if element.isLongClickable, let hint = profile.longPressHint { hints.append(hint) }
        if !element.customActions.isEmpty, let hint = profile.customActionsHint { hints.append(hint) }
        return hints
    }
}

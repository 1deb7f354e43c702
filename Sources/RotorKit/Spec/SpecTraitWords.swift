import Foundation

/// A spec that cannot be read; readers add the file and line.
public struct SpecSyntaxError: Error, Hashable, Sendable {
    public var message: String
    /// Set when the problem is on another line than the one being read.
    public var line: Int?

    public init(_ message: String, line: Int? = nil) {
        self.message = message
        self.line = line
    }
}

/// Trait and state words as people write them in specs: "Heading", "Switch Button", "Textfield",
/// "Label" (static text), "Button / Not Enabled (if applicable)". Both spec formats read traits
/// with these words, and `rotor speak --emit-spec` writes them.
public enum SpecTraitWords {
    /// What a trait reading turned up. A nil state was not mentioned, so the frame's default stays.
    public struct Reading: Hashable, Sendable {
        public var traits = ExpectedTraits.none
        public var selected: ExpectedState?
        public var notEnabled: ExpectedState?
    }

    /// The spec word for a trait: "heading", "static text", "switch button".
    public static func name(of trait: AccessibilityTrait) -> String {
        if trait == .header { return "heading" }
        var words = ""
        for character in trait.rawValue {
            if character.isUppercase { words += " " }
            words += character.lowercased()
        }
        return words
    }

    /// Splits a Markdown trait line on "/" and ",": "Button / Not Enabled (if applicable)". A
    /// state's alternatives stay together ("selected or unselected"): `read` treats them as either.
    public static func split(_ line: String) -> [String] {
        line.split { $0 == "/" || $0 == "," }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Reads trait and state words. A word followed by "(if applicable)" or "(optional)" may be
    /// there or not; any other remark in parentheses is for people and ignored. "any" alone
    /// turns the comparison of traits off; "none" alone expects no trait.
    public static func read(_ words: [String]) throws(SpecSyntaxError) -> Reading {
        var reading = Reading()
        var required = Set<AccessibilityTrait>()
        var optional = Set<AccessibilityTrait>()
        for written in words {
            let (word, remark) = splitRemark(written)
            let isOptional = remark.map { ["if applicable", "optional"].contains($0.lowercased()) } ?? false
            if let alternatives = try stateAlternatives(word) {
                if let selected = alternatives.selected { reading.selected = combined(reading.selected, selected) }
                if let notEnabled = alternatives.notEnabled {
                    reading.notEnabled = combined(reading.notEnabled, notEnabled)
                }
                continue
            }
            let key = compact(word)
            switch key {
            case "any", "none":
                guard words.count == 1 else { throw SpecSyntaxError("'\(word)' cannot be combined with other traits") }
                if key == "any" { reading.traits = .any }
                return reading
            case "selected": reading.selected = combined(reading.selected, isOptional ? .either : .present)
            case "notselected", "unselected": reading.selected = combined(reading.selected, .absent)
            case "notenabled", "disabled", "dimmed":
                reading.notEnabled = combined(reading.notEnabled, isOptional ? .either : .present)
            case "enabled": reading.notEnabled = combined(reading.notEnabled, .absent)
            default:
                guard let trait = traitsByKey[key] else {
                    throw SpecSyntaxError(
                        "unknown trait '\(word)' (use UIAccessibilityTraits and VoiceOver role words such as heading, "
                            + "button, link, static text, text field, switch button, image; see docs/SPEC-FORMAT.md)")
                }
                if isOptional { optional.insert(trait) } else { required.insert(trait) }
            }
        }
        reading.traits = ExpectedTraits(required: required, optional: optional.subtracting(required))
        return reading
    }

    /// A state written both ways ("selected or unselected", or `[selected, unselected]` in YAML)
    /// accepts either.
    private static func combined(_ earlier: ExpectedState?, _ written: ExpectedState) -> ExpectedState {
        guard let earlier, earlier != written else { return written }
        return .either
    }

    /// "selected or unselected" → selected either way; nil when the word has no " or ". Only
    /// states have alternatives: a role is there or not.
    private static func stateAlternatives(_ word: String) throws(SpecSyntaxError) -> Reading? {
        let parts = word.lowercased().components(separatedBy: " or ").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count > 1 else { return nil }
        var reading = Reading()
        for part in parts {
            switch compact(part) {
            case "selected": reading.selected = combined(reading.selected, .present)
            case "notselected", "unselected": reading.selected = combined(reading.selected, .absent)
            case "notenabled", "disabled", "dimmed": reading.notEnabled = combined(reading.notEnabled, .present)
            case "enabled": reading.notEnabled = combined(reading.notEnabled, .absent)
            default:
                throw SpecSyntaxError(
                    "'\(word)': only states have alternatives ('selected or unselected'); list every trait "
                        + "the element has, separated by ','")
            }
        }
        return reading
    }

    /// "Not Enabled (if applicable)" → ("Not Enabled", "if applicable").
    static func splitRemark(_ text: String) -> (text: String, remark: String?) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "(") else {
            return (trimmed, nil)
        }
        let remark = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        return (trimmed[..<open].trimmingCharacters(in: .whitespaces), remark.trimmingCharacters(in: .whitespaces))
    }

    /// Case, spaces, hyphens and underscores do not matter: "Text Field", "textfield", "text_field".
    private static func compact(_ word: String) -> String {
        word.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" }
    }

    /// Every trait by its enumeration name and its spec word, plus the seed's own words. Selected
    /// and not enabled are states, read above.
    private static let traitsByKey: [String: AccessibilityTrait] = {
        var table: [String: AccessibilityTrait] = [:]
        for trait in AccessibilityTrait.allCases where trait != .selected && trait != .notEnabled {
            table[compact(trait.rawValue)] = trait
            table[compact(name(of: trait))] = trait
        }
        table["label"] = .staticText
        table["switch"] = .switchButton
        table["textview"] = .textArea
        return table
    }()
}

import Foundation

/// A label names the element; the trait says what kind of element it is. "Share button" makes
/// VoiceOver say "Share button, button".
public struct RoleInLabelRule: TreeRule {
    /// Code that sets these on the element changes what this rule judges in an Interface Builder file.
    public let membersCodeMayOverride: CodeOverrides? = CodeOverrides(CodeOverrides.names)

    public init() {}

    public let metadata = RuleMetadata(
        id: "role-in-label",
        title: "Labels leave the role to the screen reader",
        criteria: ["4.1.2"],
        defaultSeverity: .warning,
        success: "A label names the element and leaves its kind to the trait: a Share button is labelled \"Share\" "
            + "and the screen reader adds \"button\" itself, so the name and the role each come once.",
        failure: "The label repeats a role the screen reader already announces (\"Share button\", \"Profile image\", "
            + "\"Button\"), so people hear it twice, as in \"Share button, button\".",
        limitations: "Only a role word at the start or the end of the label is looked for, from the configured word "
            + "list, and only when the element has that role: \"Switch account\" on a button is fine. \"Icon\" names "
            + "no role a screen reader speaks, so a label ending in it is reported for review (\"App Icon\" can be a "
            + "setting's name).",
        guideline: "VoiceOver Guidelines › Labels")

    public let treeExamples: [RuleExample] = [
        .triggering(
            "a Share button labelled with its role",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Share button", traits: [.button],
                    frame: Rect(x: 330, y: 50, width: 44, height: 44), isAccessibilityElement: true)
            ])),
        .triggering(
            "an image whose label starts with its role",
            RuleExample.screen([
                Element(
                    type: "UIImageView", label: "Image: Golden Gate Bridge at dusk", traits: [.image],
                    frame: Rect(x: 0, y: 100, width: 390, height: 260), isAccessibilityElement: true)
            ])),
        .triggering(
            "a button labelled only \"Button\"",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Button", traits: [.button],
                    frame: Rect(x: 20, y: 700, width: 350, height: 50), isAccessibilityElement: true)
            ])),
        .triggering(
            "a close control called an icon (for review)",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Close icon", traits: [.button],
                    frame: Rect(x: 20, y: 50, width: 44, height: 44), isAccessibilityElement: true)
            ])),
        .triggering(
            "an Android switch whose description says \"switch\"",
            RuleExample.screen(
                [
                    Element(
                        type: "android.widget.Switch", label: "Dark mode switch", traits: [.toggle],
                        frame: Rect(x: 0, y: 400, width: 1080, height: 160), isAccessibilityElement: true,
                        isChecked: false, isClickable: true)
                ], platform: .android)),
        .nonTriggering(
            "the same controls named without their roles",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Close", traits: [.button],
                    frame: Rect(x: 20, y: 50, width: 44, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Share", traits: [.button],
                    frame: Rect(x: 330, y: 50, width: 44, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIImageView", label: "Golden Gate Bridge at dusk", traits: [.image],
                    frame: Rect(x: 0, y: 100, width: 390, height: 260), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Add to cart", traits: [.button],
                    frame: Rect(x: 20, y: 700, width: 350, height: 50), isAccessibilityElement: true),
            ])),
        .nonTriggering(
            "role words that name something else than the element's role",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Switch account", traits: [.button],
                    frame: Rect(x: 20, y: 100, width: 350, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Copy link", traits: [.button],
                    frame: Rect(x: 20, y: 160, width: 350, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Picture in Picture", traits: [.button],
                    frame: Rect(x: 20, y: 220, width: 350, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UILabel", label: "Tap the share icon to send it", traits: [.staticText],
                    frame: Rect(x: 20, y: 280, width: 350, height: 20), isAccessibilityElement: true,
                    visibleText: "Tap the share icon to send it"),
            ])),
    ]

    public func check(_ context: AuditContext) -> [RuleHit] {
        context.readingItems.compactMap { item in
            guard let match = Self.roleWordMatch(in: item.element, context: context) else { return nil }
            return hit(for: match, at: item.path, context: context)
        }
    }

    private func hit(for match: RoleWordMatch, at path: ElementPath, context: AuditContext) -> RuleHit {
        let reader = LabelText.screenReaderName(context)
        let spoken =
            match.spokenRole.map { "\(reader) already says \"\($0)\"" }
            ?? "\(reader) announces the role itself"
        guard let remainder = match.remainder else {
            let wanted =
                match.element.traits.contains(.image) && !match.element.isInteractive
                ? "a description of what it shows" : "a name that says what it does"
            return RuleHit(
                path: path, message: "Replace the label \"\(match.name)\" with \(wanted): \(spoken)",
                certainty: match.isCertain ? .violation : .needsReview)
        }
        let message = "Drop \"\(match.word)\" from the label \"\(match.name)\" and keep \"\(remainder)\": \(spoken)"
        guard match.isCertain else { return RuleHit(path: path, message: message, certainty: .needsReview) }
        let canFix = match.isTrailing || remainder.first.map { $0.isUppercase } == true
        return RuleHit(
            path: path, message: message,
            fix: canFix ? Fix(description: "Remove \"\(match.word)\" from the label", replacement: remainder) : nil)
    }

    /// A role word found at an edge of an element's name.
    struct RoleWordMatch {
        var element: Element
        var name: String
        /// The role word as the label spells it.
        var word: String
        /// The label without the role word; nil when nothing else is left.
        var remainder: String?
        var isTrailing: Bool
        /// What the screen reader says for the role, when it speaks the word itself.
        var spokenRole: String?
        /// False for words tied to no spoken role ("icon"): a person should confirm.
        var isCertain: Bool
    }

    /// The first role word, longest first, that starts or ends the element's name and repeats a
    /// role the element has.
    static func roleWordMatch(in element: Element, context: AuditContext) -> RoleWordMatch? {
        guard let name = element.label?.nonBlank ?? element.visibleText?.nonBlank,
            // "btn_submit" or "IMG_2041.png" is a name from code: uninformative-label asks for a new one,
            // where dropping "btn" would keep the rest of it.
            !UninformativeLabelRule.isFileOrCodeName(name, words: context.words)
        else { return nil }
        let (core, trailingPunctuation) = LabelText.splittingTrailingPunctuation(name)
        let spokenRoles = spokenRoles(of: element, context: context)
        // Longest first, so "text field" wins over a shorter word; then alphabetical, for stable output.
        for key in context.words.roleWordsLongestFirst {
            // Where the word is first (the cheaper test: most labels hold no role word), the end before the start.
            let trailingRange = LabelText.edgeRange(of: key, in: core, atEnd: true)
            guard let range = trailingRange ?? LabelText.edgeRange(of: key, in: core, atEnd: false),
                let (isRedundant, spokenRole, isCertain) = redundancy(
                    of: key, on: element, spokenRoles: spokenRoles, context: context),
                isRedundant
            else { continue }
            var rest = core
            rest.removeSubrange(range)
            let remainder = rest.trimmingCharacters(in: LabelText.separators).nonBlank
                .map { $0 + trailingPunctuation }
            let word = String(core[range])
            return RoleWordMatch(
                element: element, name: name, word: word, remainder: remainder,
                isTrailing: trailingRange != nil, spokenRole: spokenRole, isCertain: isCertain)
        }
        return nil
    }

    /// Whether a role word repeats a role the element has, what the screen reader says for that
    /// role, and whether that is certain.
    static func redundancy(of word: String, on element: Element, context: AuditContext)
        -> (isRedundant: Bool, spokenRole: String?, isCertain: Bool)?
    {
        redundancy(of: word, on: element, spokenRoles: spokenRoles(of: element, context: context), context: context)
    }

    /// What the screen reader says for each of the element's roles.
    private static func spokenRoles(of element: Element, context: AuditContext) -> [String] {
        context.speaker.roles(of: element).compactMap { context.speaker.profile.roles[$0]?.words }
    }

    private static func redundancy(of word: String, on element: Element, spokenRoles: [String], context: AuditContext)
        -> (isRedundant: Bool, spokenRole: String?, isCertain: Bool)?
    {
        guard let mapped = context.words.roleWords[word] else { return nil }
        let spokenRole = spokenRoles.first { LabelText.containsPhrase(word, in: $0) }
        if let trait = mapped {
            let hasRole = element.traits.contains(trait) || spokenRole != nil
            return (hasRole, spokenRole ?? spokenRoles.first { !$0.isEmpty }, true)
        }
        // A word tied to no role ("icon") only describes a control or an image, never plain text.
        let describesControl = element.isInteractive || element.traits.contains(.image)
        return (describesControl, nil, false)
    }
}

/// Text helpers the label and hint rules share.
enum LabelText {
    /// Characters trimmed where a word was cut out of a label ("Share - button" → "Share").
    static let separators = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: ",;:-–—|/"))

    /// "VoiceOver" or "TalkBack", after the speech profile in use.
    static func screenReaderName(_ context: AuditContext) -> String {
        context.speaker.profile.platform == .android ? "TalkBack" : "VoiceOver"
    }

    /// The label property's name on the platform, for messages.
    static func labelProperty(_ context: AuditContext) -> String {
        context.screen.platform == .android ? "contentDescription" : "accessibilityLabel"
    }

    /// "an accessibilityLabel" or "a contentDescription".
    static func labelPropertyWithArticle(_ context: AuditContext) -> String {
        context.screen.platform == .android ? "a contentDescription" : "an accessibilityLabel"
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// Whether `phrase` occurs in `text` as whole words, ignoring case.
    static func containsPhrase(_ phrase: String, in text: String) -> Bool {
        var searchStart = text.startIndex
        while let range = text.range(of: phrase, options: .caseInsensitive, range: searchStart..<text.endIndex) {
            if isWholeWords(range, in: text) { return true }
            searchStart = text.index(after: range.lowerBound)
        }
        return false
    }

    /// The range of `phrase` at the start or the end of `text`, as whole words, ignoring case.
    static func edgeRange(of phrase: String, in text: String, atEnd: Bool) -> Range<String.Index>? {
        guard mayHaveEdge(phrase, in: text, atEnd: atEnd) else { return nil }
        let options: String.CompareOptions =
            atEnd ? [.caseInsensitive, .anchored, .backwards] : [.caseInsensitive, .anchored]
        guard let range = text.range(of: phrase, options: options), isWholeWords(range, in: text) else { return nil }
        return range
    }

    /// False when both strings are ASCII and `text` does not start (or end) with `phrase`, ignoring
    /// case: the byte test that spares most calls a Foundation search. Other text is left to Foundation.
    private static func mayHaveEdge(_ phrase: String, in text: String, atEnd: Bool) -> Bool {
        guard phrase.utf8.allSatisfy({ $0 < 0x80 }), text.utf8.allSatisfy({ $0 < 0x80 }) else { return true }
        let count = phrase.utf8.count
        guard count <= text.utf8.count else { return false }
        let edge = atEnd ? text.utf8.suffix(count) : text.utf8.prefix(count)
        return zip(phrase.utf8, edge).allSatisfy { asciiLowercased($0) == asciiLowercased($1) }
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }

    private static func isWholeWords(_ range: Range<String.Index>, in text: String) -> Bool {
        let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil
        let after = range.upperBound < text.endIndex ? text[range.upperBound] : nil
        return !(before.map(isWordCharacter) ?? false) && !(after.map(isWordCharacter) ?? false)
    }

    /// The text without sentence punctuation at its end, and that punctuation.
    static func splittingTrailingPunctuation(_ text: String) -> (core: String, punctuation: String) {
        // Most labels end in neither the punctuation nor a line break the pattern's `$` may precede.
        if let last = text.unicodeScalars.last,
            !".!?,;:\n\u{0B}\u{0C}\r\u{85}\u{2028}\u{2029}".unicodeScalars.contains(last)
        {
            return (text, "")
        }
        let core = text.replacingOccurrences(of: "[.!?,;:]+$", with: "", options: .regularExpression)
        return (core, String(text.dropFirst(core.count)))
    }

    /// Lower-cased with runs of spaces made one and a trailing colon dropped, for comparing names.
    static func comparable(_ name: String) -> String {
        let words = name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.hasSuffix(":") ? String(words.dropLast()).trimmingCharacters(in: .whitespaces) : words
    }

    /// The text with its first letter upper-cased.
    static func capitalizingFirstLetter(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// Starts with a lower-case letter that is not part of a brand-like or technical word
    /// ("iPhone", "eBay", "macOS", "app.st", "x2").
    static func startsWithLowercaseWord(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter, first.isLowercase else { return false }
        let firstWord = text.prefix { !$0.isWhitespace }.replacingOccurrences(
            of: "[.!?,;:]+$", with: "", options: .regularExpression)
        return !firstWord.dropFirst().contains { $0.isUppercase || $0.isNumber || ".@/_#".contains($0) }
    }
}

/// Apple's advice for labels: begin with a capital letter, leave out the final period, keep it
/// brief. VoiceOver reads a label written that way with the inflection of a name.
public struct LabelStyleRule: TreeRule {
    /// Code that sets these on the element changes what this rule judges in an Interface Builder file.
    public let membersCodeMayOverride: CodeOverrides? = CodeOverrides(CodeOverrides.names)

    public init() {}

    public let metadata = RuleMetadata(
        id: "label-style",
        title: "Labels are short names that start with a capital letter and end without a period",
        criteria: [],
        platforms: [.ios],
        defaultSeverity: .info,
        success: "An accessibility label is a brief name, such as \"Add to cart\": it begins with a capital letter "
            + "and does not end with a period, so VoiceOver reads it with the inflection of a name.",
        failure: "A label starts with a lower-case letter, ends with a period, or runs so long that it reads as a "
            + "paragraph rather than a name.",
        limitations: "Only the labels of controls and images that someone wrote are checked: a label that is the "
            + "element's visible text, or the text of what it contains, is left as the design shows it. Labels made "
            + "of several sentences, as a grouped cell's label is on purpose, keep their periods and their length. "
            + "Words like \"iPhone\" and \"eBay\" keep their lower-case first letter, and abbreviations such as "
            + "\"etc.\" keep their period.",
        guideline: "VoiceOver Guidelines › Labels")

    public let treeExamples: [RuleExample] = [
        .triggering(
            "a button label in lower case",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "add to cart", traits: [.button],
                    frame: Rect(x: 20, y: 700, width: 350, height: 50), isAccessibilityElement: true)
            ])),
        .triggering(
            "a button label ending with a period",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Close.", traits: [.button],
                    frame: Rect(x: 20, y: 50, width: 44, height: 44), isAccessibilityElement: true)
            ])),
        .triggering(
            "an image label that reads as a paragraph (for review)",
            RuleExample.screen([
                Element(
                    type: "UIImageView",
                    label:
                        "A photograph of the Golden Gate Bridge taken from Battery Spencer at dusk with fog rolling in under the deck",
                    traits: [.image], frame: Rect(x: 0, y: 100, width: 390, height: 260), isAccessibilityElement: true)
            ])),
        .nonTriggering(
            "the labels written as names",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Add to cart", traits: [.button],
                    frame: Rect(x: 20, y: 700, width: 350, height: 50), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Close", traits: [.button],
                    frame: Rect(x: 20, y: 50, width: 44, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIImageView", label: "Golden Gate Bridge at dusk", traits: [.image],
                    frame: Rect(x: 0, y: 100, width: 390, height: 260), isAccessibilityElement: true),
            ])),
        .nonTriggering(
            "brand names, abbreviations and visible text",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "iPhone 15 Pro", traits: [.button],
                    frame: Rect(x: 20, y: 100, width: 350, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Sell on eBay", traits: [.button],
                    frame: Rect(x: 20, y: 160, width: 350, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Acme Inc.", traits: [.button],
                    frame: Rect(x: 20, y: 220, width: 350, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UILabel", label: "terms apply.", traits: [.staticText],
                    frame: Rect(x: 20, y: 280, width: 350, height: 20), isAccessibilityElement: true,
                    visibleText: "terms apply."),
            ])),
        .nonTriggering(
            "a grouped cell whose label is several sentences on purpose",
            RuleExample.screen([
                Element(
                    type: "UITableViewCell",
                    label:
                        "Post by Carolyn Wells, from Discover. 6 days ago. Following. Around the World with WordPress: "
                        + "Jamaica. Excerpt. Today, we’re highlighting five sites from the island paradise of Jamaica.",
                    traits: [.button], frame: Rect(x: 0, y: 100, width: 390, height: 180), isAccessibilityElement: true)
            ])),
    ]

    public func check(_ context: AuditContext) -> [RuleHit] {
        var hits: [RuleHit] = []
        // The advice is for the names of controls and images; other text is content, written as the design shows it.
        for item in context.readingItems where item.element.isInteractive || item.element.traits.contains(.image) {
            // A file or asset name needs a new label (uninformative-label), not a capital letter.
            guard let label = Self.authoredLabel(of: item.element),
                !UninformativeLabelRule.isFileOrCodeName(label, words: context.words)
            else { continue }
            let isSeveralSentences = Self.isSeveralSentences(label)
            let needsCapital = LabelText.startsWithLowercaseWord(label)
            let needsNoPeriod = !isSeveralSentences && Self.endsWithSentencePeriod(label, words: context.words)
            if needsCapital || needsNoPeriod {
                var fixed = needsCapital ? LabelText.capitalizingFirstLetter(label) : label
                if needsNoPeriod { fixed.removeLast() }
                let change: String
                switch (needsCapital, needsNoPeriod) {
                case (true, true):
                    change = "Start the label \"\(label)\" with a capital letter and drop its final period"
                case (true, false): change = "Start the label \"\(label)\" with a capital letter"
                default: change = "Drop the final period from the label \"\(label)\""
                }
                hits.append(
                    RuleHit(
                        path: item.path,
                        message: "\(change) (\"\(fixed)\"), so VoiceOver reads it with the inflection of a name",
                        fix: Fix(
                            description: needsCapital && needsNoPeriod
                                ? "Capitalise the label and drop its period"
                                : needsCapital ? "Capitalise the label" : "Drop the final period", replacement: fixed)))
            }
            let limit = context.profile.maximumLabelLength
            if label.count > limit && !isSeveralSentences && !item.element.type.hasSuffix("Cell") {
                hits.append(
                    RuleHit(
                        path: item.path,
                        message:
                            "Shorten the label (\(label.count) characters, over \(limit)) to a few words that name the "
                            + "element, and move details to the accessibilityHint or the accessibilityValue",
                        certainty: .needsReview))
            }
        }
        return hits
    }

    /// The element's label when someone wrote it for the screen reader, not when it is the text the
    /// element shows or the text of what it contains (a cell's label in a capture).
    static func authoredLabel(of element: Element) -> String? {
        guard let label = element.label?.nonBlank else { return nil }
        if label == element.visibleText?.nonBlank { return nil }
        var shownTexts: [String] = []
        var stack = Array(element.children.reversed())
        while let child = stack.popLast() {
            guard !child.isHidden else { continue }
            if let text = child.visibleText?.nonBlank { shownTexts.append(text) }
            stack.append(contentsOf: child.children.reversed())
        }
        guard !shownTexts.isEmpty else { return label }
        return shownTexts.contains(label) || shownTexts.joined(separator: ", ") == label ? nil : label
    }

    /// Contains a sentence break before its end, as a grouped cell's concatenated label does.
    static func isSeveralSentences(_ label: String) -> Bool {
        label.dropLast().contains { $0.isNewline }
            || [". ", "? ", "! "].contains { label.dropLast().contains($0) }
    }

    /// Ends with one period that closes a sentence, not an ellipsis or an abbreviation ("etc.", "U.S.").
    static func endsWithSentencePeriod(_ label: String, words: WordLists) -> Bool {
        guard label.hasSuffix("."), !label.hasSuffix("..") else { return false }
        let lastWord = label.dropLast().split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
        if lastWord.contains(".") { return false }
        let letters = lastWord.lowercased().filter(\.isLetter)
        return !words.abbreviations.contains(letters)
    }
}

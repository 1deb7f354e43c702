import Foundation

/// A name has to say something: a file or asset name, a template's placeholder or "Click here"
/// is spoken but tells a person nothing about the image or where the control leads.
public struct UninformativeLabelRule: TreeRule {
    /// Code that sets these on the element changes what this rule judges in an Interface Builder file.
    public let membersCodeMayOverride: CodeOverrides? = CodeOverrides(CodeOverrides.names)

    public init() {}

    public let metadata = RuleMetadata(
        id: "uninformative-label",
        title: "Names say what an element shows or does",
        criteria: ["1.1.1", "2.4.4", "2.4.2"],
        defaultSeverity: .warning,
        success: "An image's label describes what it shows, a control's label says what it does or where it leads, "
            + "and a title says what the screen or section is, in words a person would use.",
        failure: "A label is a file or asset name (\"DSC_0123.jpeg\", \"icn_close\", \"chevron.right\"), an identifier "
            + "or a value from code (\"btnSubmit\", \"null\", \"Optional(\"Share\")\"), a placeholder a template left "
            + "behind (\"Untitled Document\", \"content description\"), or vague action text (\"Click here\", \"More\") "
            + "that means nothing read on its own.",
        limitations: "File, asset and placeholder names are only looked for in labels someone wrote, not in text the "
            + "screen shows, which is content. A file name on a control may be the file it opens, and a placeholder "
            + "word such as \"Default\" may be a real option, so those are for review unless the element is an image "
            + "or a heading; on a text field a word such as \"Title\" names what to type and is fine. A label that is "
            + "only the element's own role (\"Button\") is left to role-in-label. Names "
            + "that are real words but say the wrong thing cannot be seen.",
        guideline: "Operable › Page Titled (WCAG 2.4.2 - Level A)")

    public let treeExamples: [RuleExample] = [
        .triggering(
            "an image labelled with its file name",
            RuleExample.screen([
                Element(
                    type: "UIImageView", label: "DSC_0123.jpeg", traits: [.image],
                    frame: Rect(x: 0, y: 100, width: 390, height: 260), isAccessibilityElement: true)
            ])),
        .triggering(
            "buttons labelled with an asset name, an identifier and an SF Symbol name",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "icn_close", traits: [.button],
                    frame: Rect(x: 20, y: 50, width: 44, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "btnSubmit", traits: [.button],
                    frame: Rect(x: 20, y: 700, width: 350, height: 50), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "square.and.arrow.up", traits: [.button],
                    frame: Rect(x: 330, y: 50, width: 44, height: 44), isAccessibilityElement: true),
            ])),
        .triggering(
            "a heading left with a template's title",
            RuleExample.screen([
                Element(
                    type: "UIView", label: "Untitled Document", traits: [.header],
                    frame: Rect(x: 20, y: 100, width: 350, height: 34), isAccessibilityElement: true)
            ])),
        .triggering(
            "an image labelled with placeholder words",
            RuleExample.screen([
                Element(
                    type: "UIImageView", label: "Image description", traits: [.image],
                    frame: Rect(x: 0, y: 100, width: 390, height: 260), isAccessibilityElement: true)
            ])),
        .triggering(
            "a link that says only \"Click here\"",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Click here", traits: [.link],
                    frame: Rect(x: 20, y: 600, width: 120, height: 44), isAccessibilityElement: true)
            ])),
        .triggering(
            "a button whose visible title says only \"Read more\" (for review)",
            RuleExample.screen([
                Element(
                    type: "UIButton", traits: [.button], frame: Rect(x: 20, y: 600, width: 120, height: 44),
                    isAccessibilityElement: true, visibleText: "Read more")
            ])),
        .nonTriggering(
            "the same elements with names that say something",
            RuleExample.screen([
                Element(
                    type: "UIImageView", label: "Golden Gate Bridge at dusk", traits: [.image],
                    frame: Rect(x: 0, y: 100, width: 390, height: 260), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Close", traits: [.button],
                    frame: Rect(x: 20, y: 50, width: 44, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Share", traits: [.button],
                    frame: Rect(x: 330, y: 50, width: 44, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIView", label: "Quarterly Report", traits: [.header],
                    frame: Rect(x: 20, y: 380, width: 350, height: 34), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Read more about shipping", traits: [.link],
                    frame: Rect(x: 20, y: 600, width: 250, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Submit", traits: [.button],
                    frame: Rect(x: 20, y: 700, width: 350, height: 50), isAccessibilityElement: true),
            ])),
        .nonTriggering(
            "brand names, versions and prices, and a file name shown as text",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "iPhone 15 Pro", traits: [.button],
                    frame: Rect(x: 20, y: 100, width: 350, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UILabel", label: "Version 5.2.1", traits: [.staticText],
                    frame: Rect(x: 20, y: 160, width: 350, height: 20), isAccessibilityElement: true,
                    visibleText: "Version 5.2.1"),
                Element(
                    type: "UILabel", label: "$999.99", traits: [.staticText],
                    frame: Rect(x: 20, y: 200, width: 350, height: 20), isAccessibilityElement: true,
                    visibleText: "$999.99"),
                Element(
                    type: "UITableViewCell", traits: [.button], frame: Rect(x: 0, y: 240, width: 390, height: 44),
                    isAccessibilityElement: true, visibleText: "Q3 report.pdf"),
                Element(
                    type: "UIButton", label: "More", traits: [.tab],
                    frame: Rect(x: 312, y: 780, width: 78, height: 49), isAccessibilityElement: true),
            ])),
    ]

    public func check(_ context: AuditContext) -> [RuleHit] {
        context.readingItems.compactMap { item in
            // A label that is only the element's own role is role-in-label's finding.
            if let match = RoleInLabelRule.roleWordMatch(in: item.element, context: context), match.remainder == nil {
                return nil
            }
            return writtenLabelHit(item.element, at: item.path, context: context)
                ?? vagueActionHit(item.element, at: item.path, context: context)
        }
    }

    /// File and asset names, identifiers and placeholders, in a label someone wrote.
    private func writtenLabelHit(_ element: Element, at path: ElementPath, context: AuditContext) -> RuleHit? {
        guard let label = LabelStyleRule.authoredLabel(of: element) else { return nil }
        let words = context.words
        let wanted = Self.wantedName(for: element)
        let isImageOrTitle = element.traits.contains(.image) || element.traits.contains(.header)
        if let wrapped = Self.unwrappedOptional(label) {
            return RuleHit(
                path: path,
                message: "Replace \"\(label)\" with \"\(wrapped)\": the label was made from an "
                    + "optional value without unwrapping it",
                fix: Fix(description: "Unwrap the label", replacement: wrapped))
        }
        if words.leftoverLabels.contains(LabelText.comparable(label)) {
            return RuleHit(path: path, message: "Replace the leftover value \"\(label)\" with \(wanted)")
        }
        if Self.isFileName(label, words: words) {
            // "btn-submit.png" is an asset's file; "Q3 report.pdf" on a control may be the file it opens.
            let isAsset =
                element.traits.contains(.image) || Self.codeNameKind(Self.fileStem(label), words: words) != nil
            let message =
                isAsset
                ? "Replace the file name \"\(label)\" with \(wanted)"
                : "Check that the file name \"\(label)\" is what people need to hear; if it was left over from an "
                    + "asset, replace it with \(wanted)"
            return RuleHit(path: path, message: message, certainty: isAsset ? .violation : .needsReview)
        }
        if let kind = Self.codeNameKind(label, words: words) {
            return RuleHit(path: path, message: "Replace the \(kind) \"\(label)\" with \(wanted)")
        }
        // "Title" or "Description" on a text field names what to type in it.
        if element.traits.isDisjoint(with: Self.textInputTraits),
            Self.isPlaceholder(label, isImage: element.traits.contains(.image), words: words)
        {
            let message =
                isImageOrTitle
                ? "Replace the placeholder \"\(label)\" with \(wanted)"
                : "Check the label \"\(label)\", which reads like a placeholder a template left behind; if it is "
                    + "one, replace it with \(wanted)"
            return RuleHit(path: path, message: message, certainty: isImageOrTitle ? .violation : .needsReview)
        }
        return nil
    }

    /// "Click here" and "More" on a control: meaningless once read on its own.
    private func vagueActionHit(_ element: Element, at path: ElementPath, context: AuditContext) -> RuleHit? {
        guard element.isInteractive, element.traits.isDisjoint(with: [.tab, .keyboardKey]),
            let name = element.label?.nonBlank ?? element.visibleText?.nonBlank
        else { return nil }
        let words = context.words
        let core = LabelText.comparable(
            name.replacingOccurrences(of: "[.!?,;:…]+$", with: "", options: .regularExpression))
        let purpose = element.traits.contains(.link) ? "where it leads" : "what it does"
        if let prefix = words.vaguePrefixes.sorted().first(where: {
            LabelText.edgeRange(of: $0, in: core, atEnd: false) != nil
        }) {
            let rest = core.dropFirst(prefix.count).trimmingCharacters(in: LabelText.separators)
                .replacingOccurrences(of: "^(to|for) ", with: "", options: .regularExpression)
            let example = rest.isEmpty ? "" : ", such as \"\(LabelText.capitalizingFirstLetter(rest))\""
            return RuleHit(
                path: path,
                message: "Replace \"\(name)\" with words that say \(purpose)\(example): "
                    + "\"\(prefix)\" means nothing when read on its own")
        }
        guard words.vagueLabels.contains(core) else { return nil }
        let advice =
            words.roleWords[core] != nil
            ? "Replace \"\(name)\" with words that say \(purpose)"
            : "Make \"\(name)\" say \(purpose), for example by naming its topic (\"\(name) about shipping\")"
        return RuleHit(
            path: path, message: advice + ": in a list of controls it is read without the text around it",
            certainty: .needsReview)
    }

    static let textInputTraits: Set<AccessibilityTrait> = [
        .textField, .searchField, .secureTextField, .textArea, .editBox,
    ]

    private static func wantedName(for element: Element) -> String {
        if element.traits.contains(.image) && !element.isInteractive { return "a description of what the image shows" }
        if element.traits.contains(.header) { return "a title that says what the section is" }
        if element.traits.contains(.link) { return "words that say where it leads" }
        if element.isInteractive { return "a name that says what it does" }
        return "the words a person should hear"
    }

    /// "Share" from `Optional("Share")`, which Swift prints for an optional put into a string.
    static func unwrappedOptional(_ label: String) -> String? {
        guard label.hasPrefix("Optional("), label.hasSuffix(")") else { return nil }
        let inner = label.dropFirst("Optional(".count).dropLast()
        let unquoted =
            inner.count > 1 && inner.hasPrefix("\"") && inner.hasSuffix("\"") ? inner.dropFirst().dropLast() : inner
        return String(unquoted).nonBlank
    }

    /// "DSC_0123.jpeg", "Annual report.pdf": ends in a known file extension.
    static func isFileName(_ label: String, words: WordLists) -> Bool {
        guard let dot = label.lastIndex(of: "."), dot > label.startIndex,
            LabelText.isWordCharacter(label[label.index(before: dot)])
        else { return false }
        return words.fileExtensions.contains(label[label.index(after: dot)...].lowercased())
    }

    /// Whether the label is a file, asset or code name, which no fix may keep: other rules that would
    /// suggest an edit of it leave it to this rule.
    public static func isFileOrCodeName(_ label: String, words: WordLists) -> Bool {
        isFileName(label, words: words) || codeNameKind(label, words: words) != nil
    }

    /// The file name without its extension: "btn-submit" from "btn-submit.png".
    static func fileStem(_ label: String) -> String {
        guard let dot = label.lastIndex(of: ".") else { return label }
        return String(label[..<dot])
    }

    /// What kind of name from code the label is, if it is one: a camera's file name ("IMG_2041",
    /// "Img201059"), an asset name ("icn_close", "ic-back"), an identifier ("btnSubmit", "DSC_0123")
    /// or an SF Symbol name ("chevron.right").
    static func codeNameKind(_ label: String, words: WordLists) -> String? {
        guard !label.contains(where: \.isWhitespace) else { return nil }
        let lower = label.lowercased()
        if isCameraFileName(lower, words: words) { return "file name" }
        if words.assetPrefixes.contains(where: { lower.hasPrefix($0) && lower.count > $0.count }) {
            return "asset name"
        }
        if label.contains("_") && label.contains(where: \.isLetter) { return "identifier" }
        if label.range(of: "^[a-z]{2,}[A-Z][a-z]", options: .regularExpression) != nil { return "identifier" }
        let parts = label.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count > 1, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLowercase || $0.isNumber } }),
            parts.contains(where: { symbolWords.contains(String($0)) })
        {
            return "SF Symbol name"
        }
        return nil
    }

    /// A camera's or screenshot tool's prefix, an optional separator, then at least three digits, as
    /// "img_2041", "img201059", "pxl_20240101_123456" (lower-cased).
    private static func isCameraFileName(_ lower: String, words: WordLists) -> Bool {
        guard let prefix = words.cameraFilePrefixes.filter({ lower.hasPrefix($0) }).max(by: { $0.count < $1.count })
        else {
            return false
        }
        let rest = lower.dropFirst(prefix.count).drop { "_- ".contains($0) }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        return digits.count >= 3 && rest.allSatisfy { ($0.isASCII && $0.isNumber) || "_-".contains($0) }
    }

    /// A template title ("Untitled Document"), or a label made only of placeholder and role words
    /// ("content description", "Dummy Image1"). One placeholder word alone ("None") can be a real
    /// option on a control, so it only counts on an image.
    static func isPlaceholder(_ label: String, isImage: Bool, words: WordLists) -> Bool {
        if words.placeholderTitles.contains(LabelText.comparable(label)) { return true }
        let tokens = label.lowercased().split { !$0.isLetter }.map(String.init)
        guard tokens.contains(where: words.placeholderWords.contains),
            tokens.allSatisfy({ words.placeholderWords.contains($0) || words.roleWords[$0] != nil })
        else { return false }
        return tokens.count > 1 || isImage
    }

    /// Words SF Symbol names are built from, so that "chevron.right" is told from "app.st" or "apple.com".
    private static let symbolWords: Set<String> = [
        "and", "arrow", "arrowshape", "arrowtriangle", "up", "down", "left", "right", "forward", "backward", "fill",
        "circle", "square", "slash", "badge", "plus", "minus", "xmark", "chevron", "person", "gear", "gearshape",
        "trash", "heart", "star", "bell", "doc", "folder", "house", "magnifyingglass", "ellipsis", "checkmark",
        "exclamationmark", "questionmark", "info", "bubble", "photo", "camera", "play", "pause", "stop", "speaker",
        "wave", "lock", "crop", "rectangle", "line", "horizontal", "vertical", "clockwise", "counterclockwise",
        "triangle", "bolt", "cloud", "sun", "moon", "list", "bullet", "tag", "cart", "bag", "creditcard", "envelope",
        "phone", "message", "paperplane", "pencil", "wifi", "location", "map", "mic", "video", "music", "note",
        "calendar", "clock", "timer", "bookmark", "book", "paperclip", "flag", "eye", "hand", "thumbsup", "thumbsdown",
        "rays", "sparkles", "wand", "scissors", "printer", "tray", "archivebox", "link", "globe", "sidebar", "text",
    ]
}

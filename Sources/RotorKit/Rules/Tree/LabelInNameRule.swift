/// A control's accessibility label contains the words it shows, so a Voice Control user can say
/// what they see ("Tap Buy now") and be understood.
public struct LabelInNameRule: TreeRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "label-in-name",
        title: "Accessibility labels contain the visible title",
        criteria: ["2.5.3"],
        defaultSeverity: .warning,
        success: "A control that shows a title (a button's title, a SwiftUI Button's or Toggle's text) either keeps "
            + "the title as its name or is given an accessibility label that contains the title's words, in order, "
            + "best at its start (\"Buy now, Premium plan\" for a button showing \"Buy now\").",
        failure: "An accessibility label that replaces the visible words (\"Purchase\" on a button showing \"Buy "
            + "now\"): a person using Voice Control says what they see and the control does not answer, and a "
            + "VoiceOver user hears words that do not match the screen.",
        limitations: "Words are compared ignoring case and punctuation (\"&\" matches \"and\"). In Swift, only string "
            + "literals are compared, a key as its value in the app's development language: UIKit titles are read from setTitle(_:for:) (the .normal one first), "
            + "titleLabel.text, a button configuration's title and a bar button item's title in the same file; SwiftUI "
            + "titles from the control's title argument and the Text and Label views of its label, unless hidden with "
            + ".labelsHidden() or .labelStyle(.iconOnly). In element trees, a control is compared with the text it "
            + "shows where the tree records it apart from the label (Interface Builder titles, Android text beside a "
            + "content description, Rotor snapshots), or with the one text element inside it; Appium and XCUITest "
            + "captures record only the label, so their controls are not judged.",
        guideline: "Operable › Label in Name (WCAG 2.5.3 - Level A)")

    public let treeExamples: [RuleExample] = [
        .triggering(
            "a button whose label replaces its title",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Purchase", traits: [.button],
                    frame: Rect(x: 20, y: 700, width: 350, height: 50),
                    isAccessibilityElement: true, visibleText: "Buy now")
            ])),
        .triggering(
            "an Android button whose content description replaces its text",
            RuleExample.screen(
                [
                    Element(
                        type: "android.widget.Button", label: "Go to payment", traits: [.button],
                        frame: Rect(x: 48, y: 1600, width: 984, height: 144), isAccessibilityElement: true,
                        visibleText: "Checkout", isClickable: true)
                ], platform: .android)),
        .triggering(
            "a clickable card whose one text differs from its description",
            RuleExample.screen(
                [
                    Element(
                        type: "android.widget.FrameLayout", label: "Open settings",
                        frame: Rect(x: 0, y: 400, width: 1080, height: 160),
                        isAccessibilityElement: true, isClickable: true,
                        children: [
                            Element(
                                type: "android.widget.TextView", traits: [.staticText],
                                frame: Rect(x: 48, y: 440, width: 600, height: 80),
                                visibleText: "Preferences")
                        ])
                ], platform: .android)),
        .nonTriggering(
            "labels that start with or contain the visible words",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Buy now, Premium plan for $9.99", traits: [.button],
                    frame: Rect(x: 20, y: 640, width: 350, height: 50), isAccessibilityElement: true,
                    visibleText: "Buy now"),
                Element(
                    type: "UIButton", label: "Terms and conditions", traits: [.button],
                    frame: Rect(x: 20, y: 700, width: 350, height: 50), isAccessibilityElement: true,
                    visibleText: "Terms & Conditions"),
                Element(
                    type: "UIButton", label: "Close", traits: [.button],
                    frame: Rect(x: 20, y: 50, width: 44, height: 44),
                    isAccessibilityElement: true, visibleText: "×"),
            ])),
        .nonTriggering(
            "controls whose visible text the capture does not record apart from the label",
            RuleExample.screen([
                Element(
                    type: "Button", label: "Purchase", traits: [.button],
                    frame: Rect(x: 20, y: 700, width: 350, height: 50),
                    isAccessibilityElement: true),
                Element(
                    type: "android.widget.FrameLayout", label: "Order 1042",
                    frame: Rect(x: 0, y: 400, width: 390, height: 80),
                    isAccessibilityElement: true, isClickable: true,
                    children: [
                        Element(
                            type: "UILabel", traits: [.staticText], frame: Rect(x: 20, y: 410, width: 200, height: 20),
                            visibleText: "Delivered"),
                        Element(
                            type: "UILabel", traits: [.staticText], frame: Rect(x: 20, y: 440, width: 200, height: 20),
                            visibleText: "$12.00"),
                    ]),
            ])),
    ]

    public func check(_ context: AuditContext) -> [RuleHit] {
        context.readingItems.compactMap { item in
            let element = item.element
            guard element.isInteractive, let label = element.label?.nonBlank, let shown = Self.shownText(of: element),
                !Self.label(label, contains: shown)
            else { return nil }
            return RuleHit(
                path: item.path, message: Self.message(title: shown, label: label, platform: context.screen.platform))
        }
    }

    /// The text the control shows, when the tree records it apart from the label: its own, or that
    /// of the one text inside it. Several texts inside (a card) leave no one title to compare.
    static func shownText(of element: Element) -> String? {
        if let text = element.visibleText?.nonBlank { return text }
        var texts: [String] = []
        var stack = element.children
        while let child = stack.popLast() {
            guard !child.isHidden else { continue }
            if let text = child.visibleText?.nonBlank { texts.append(text) }
            stack.append(contentsOf: child.children)
        }
        return texts.count == 1 ? texts.first : nil
    }

    /// Whether the label's words contain the title's words in order, ignoring case and punctuation.
    public static func label(_ label: String, contains title: String) -> Bool {
        let titleWords = words(title)
        let labelWords = words(label)
        guard !titleWords.isEmpty else { return true }
        guard labelWords.count >= titleWords.count else { return false }
        return (0...(labelWords.count - titleWords.count)).contains { start in
            Array(labelWords[start..<(start + titleWords.count)]) == titleWords
        }
    }

    /// Lower-cased words: punctuation separates words ("Check-out" matches "check out"), and "&"
    /// reads "and".
    static func words(_ text: String) -> [String] {
        var cleaned = ""
        for character in text.lowercased() {
            if character == "&" {
                cleaned += " and "
            } else if character.isLetter || character.isNumber {
                cleaned.append(character)
            } else {
                cleaned += " "
            }
        }
        return cleaned.split(separator: " ").map(String.init)
    }

    /// One message for Swift and element trees, in the platform's words.
    public static func message(title: String, label: String, platform: Platform) -> String {
        let property = platform == .android ? "content description" : "accessibility label"
        let voiceControl = platform == .android ? "Voice Access" : "Voice Control"
        return "Start this \(property) with the visible words \"\(title)\" (for example \"\(title), …\"): people "
            + "using \(voiceControl) say what they see, and \"\(label)\" does not contain it"
    }
}

/// A screen has a title among the first things a screen reader says, and the title names the
/// screen's topic or purpose rather than a template's placeholder or a file name.
public struct ScreenTitleRule: TreeRule {
    /// Code that sets these on the element changes what this rule judges in an Interface Builder file.
    public let membersCodeMayOverride: CodeOverrides? = CodeOverrides(CodeOverrides.names)

    public init() {}

    public let metadata = RuleMetadata(
        id: "screen-title",
        title: "Screens have a descriptive title",
        criteria: ["2.4.2"],
        defaultSeverity: .warning,
        success: "The screen has a title (the navigation bar's, or a heading among the first three elements the "
            + "screen reader reads) that says what the screen is for, so people know at once whether they are on "
            + "the right page or step.",
        failure: "The screen has no title a screen reader reads first, or its title is a placeholder a template "
            + "left (\"Untitled Document\", \"Enter title…\") or a file name (\"report.pdf\").",
        limitations: "Whether a title describes the screen well needs a person; only placeholders from the word list "
            + "and file names are recognised. Titles announced only when the screen appears (Android window titles, "
            + "iOS screen-change announcements) are not in a capture, and some capture formats do not record the "
            + "header trait, so a missing title in a capture other than a Rotor snapshot is reported for review. A missing "
            + "title is not reported in Interface Builder files, whose titles code commonly sets, nor for scenes a person "
            + "does not navigate to (embedded child view controllers, container controllers, cells and other xib views), whose first "
            + "heading is not a screen title either. A placeholder title in an Interface Builder file is not reported when code sets the "
            + "element's text. In Swift "
            + "source, a view controller that builds its screen in code (no outlets) and sets no title, title view or "
            + "header trait in its file is reported for review, since a title set by the presenter in another file or in "
            + "a storyboard is not seen; a SwiftUI navigation stack is judged only when the views it shows are declared "
            + "in the same file.",
        guideline: "Operable › Page Titled (WCAG 2.4.2 - Level A)")

    public let treeExamples: [RuleExample] = [
        .triggering(
            "a screen with no title and no heading",
            RuleExample.screen(
                [
                    Element(
                        type: "UIButton", label: "Close", traits: [.button],
                        frame: Rect(x: 16, y: 50, width: 44, height: 44), isAccessibilityElement: true),
                    Element(
                        type: "UILabel", label: "Choose a plan to continue", traits: [.staticText],
                        frame: Rect(x: 20, y: 120, width: 350, height: 22), isAccessibilityElement: true),
                ], title: nil)),
        .triggering(
            "a document editor titled with a placeholder",
            RuleExample.screen(
                [
                    Element(
                        type: "UITextView", label: "Body", traits: [.textArea],
                        frame: Rect(x: 0, y: 100, width: 390, height: 700), isAccessibilityElement: true)
                ], title: "Untitled Document")),
        .triggering(
            "a viewer titled with a file name",
            RuleExample.screen(
                [
                    Element(
                        type: "UIImageView", label: "Photo", traits: [.image],
                        frame: Rect(x: 0, y: 100, width: 390, height: 500), isAccessibilityElement: true)
                ], title: "DSC_0123.jpeg")),
        .nonTriggering(
            "a navigation bar title that names the screen",
            RuleExample.screen(
                [
                    Element(
                        type: "UITextView", label: "Body", traits: [.textArea],
                        frame: Rect(x: 0, y: 100, width: 390, height: 700), isAccessibilityElement: true)
                ], title: "Quarterly Report")),
        .nonTriggering(
            "no navigation bar, but a heading read first",
            RuleExample.screen(
                [
                    Element(
                        type: "UIButton", label: "Close", traits: [.button],
                        frame: Rect(x: 16, y: 50, width: 44, height: 44), isAccessibilityElement: true),
                    Element(
                        type: "UILabel", label: "Choose a Plan", traits: [.staticText, .header],
                        frame: Rect(x: 20, y: 110, width: 350, height: 34), isAccessibilityElement: true),
                ], title: nil)),
    ]

    /// A heading counts as the title when it is among this many first reading stops: the seed asks for
    /// the title to be "one of the first things the user will hear".
    static let titlePosition = 3

    public func check(_ context: AuditContext) -> [RuleHit] {
        guard let title = Self.title(in: context) else {
            guard context.screen.absenceOfTitleIsKnown else { return [] }
            return [
                RuleHit(
                    path: ElementPath(), message: Self.missingTitleMessage(for: context.screen.platform),
                    certainty: context.screen.listsEveryTrait ? .violation : .needsReview)
            ]
        }
        // The first heading of a cell or a reusable view is not the title of a screen.
        let titlesAScreen = !context.screen.isEmbedded || context.screen.title?.nonBlank != nil
        guard titlesAScreen, let advice = Self.advice(forTitle: title.text, words: context.words) else { return [] }
        return [RuleHit(path: title.path, message: advice)]
    }

    /// What to change in a title that is a template's placeholder or a file name, or nil for a title
    /// that may name the screen. Shared with the source check, which judges titles set in code.
    public static func advice(forTitle text: String, words: WordLists) -> String? {
        let lowercased = text.lowercased()
        if words.placeholderTitles.contains(lowercased) {
            return "Replace the placeholder title \"\(text)\" with one that names this screen's topic "
                + "or purpose, such as the document's name"
        }
        if isFileName(lowercased, extensions: words.fileExtensions) {
            return "Replace the file name \"\(text)\" in the title with words that say what the "
                + "document or screen is, such as \"Quarterly report\""
        }
        return nil
    }

    /// The screen's title and where it is: the navigation bar's title, else a heading (or the text
    /// of a navigation bar or toolbar) among the first reading stops.
    static func title(in context: AuditContext) -> (text: String, path: ElementPath)? {
        let firstItems = context.readingItems.prefix(titlePosition)
        if let title = context.screen.title?.nonBlank {
            let item = firstItems.first { $0.element.spokenName == title }
            return (title, item?.path ?? ElementPath())
        }
        var barPaths: Set<ElementPath> = []
        for node in context.visibleNodes where isBar(node.element.type, platform: context.screen.platform) {
            barPaths.insert(node.path)
        }
        var ancestors: [ElementPath: [ElementPath]] = [:]
        for node in context.visibleNodes { ancestors[node.path] = node.ancestorPaths }
        for item in firstItems {
            guard let name = item.element.spokenName else { continue }
            let isInBar = ancestors[item.path]?.contains(where: barPaths.contains) ?? false
            if item.element.traits.contains(.header) || (isInBar && item.element.traits.contains(.staticText)) {
                return (name, item.path)
            }
        }
        return nil
    }

    /// Containers whose text is the screen's title: iOS navigation bars, Android toolbars and action bars.
    static func isBar(_ type: String, platform: Platform) -> Bool {
        switch platform {
        case .ios: return type.hasSuffix("NavigationBar")
        case .android: return type.hasSuffix("Toolbar") || type.hasSuffix("ActionBar")
        }
    }

    /// "report.pdf", "dsc_0123.jpeg": a name ending in a known file extension, with no space after the dot.
    static func isFileName(_ title: String, extensions: Set<String>) -> Bool {
        guard let dot = title.lastIndex(of: ".") else { return false }
        let stem = title[..<dot]
        let fileExtension = title[title.index(after: dot)...]
        return !stem.isEmpty && extensions.contains(String(fileExtension))
    }

    /// Shared with the source check, which reports a blank title set in code as no title.
    public static func missingTitleMessage(for platform: Platform) -> String {
        switch platform {
        case .ios:
            return "Give this screen a title that VoiceOver reads first: set the view controller's title "
                + "(navigationItem.title), or give the text that names the screen the header trait and place it first"
        case .android:
            return "Give this screen a title that TalkBack reads first: set the activity's title or the pane title "
                + "(ViewCompat.setAccessibilityPaneTitle), or mark the text that names the screen as a heading and "
                + "place it first"
        }
    }
}

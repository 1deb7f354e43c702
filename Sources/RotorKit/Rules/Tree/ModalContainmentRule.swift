/// While a dialog is shown, the screen reader should stay inside it: if a swipe leads to the content
/// behind, a person can act on controls they cannot see and lose the dialog.
public struct ModalContainmentRule: TreeRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "modal-containment",
        title: "Dialogs keep the screen reader inside them",
        criteria: ["2.4.3", "1.3.2"],
        defaultSeverity: .warning,
        success: "A custom alert, sheet, pop-up or other view drawn over the screen sets accessibilityViewIsModal = "
            + "true, so VoiceOver reads only the dialog until it is dismissed. On Android a dialog is shown in its own "
            + "window (Dialog, DialogFragment, BottomSheetDialog, Compose's Dialog), or the content behind it is "
            + "hidden from TalkBack while it shows (importantForAccessibility=\"noHideDescendants\").",
        failure: "A custom dialog with controls is shown over the screen, but VoiceOver still moves past it to the "
            + "content behind, which a sighted person cannot reach and which the dialog may even hide.",
        limitations: "Dialogs are recognised by their type's name (alert, sheet, dialog, popup, modal) or as a large "
            + "view with an opaque background colour, short of full screen, that completely covers something the "
            + "screen reader still reaches; both are guesses, so findings need review. UIKit's own alerts "
            + "(UIAlertController, which captures show as Alert or Sheet) keep VoiceOver inside by themselves and are "
            + "not reported. On Android, a dialog is recognised by its class or resource id (dialog, sheet, popup, modal, "
            + "alert) and reported only when content of the same window stays reachable: a dialog in its own window, "
            + "which a dump of several windows shows apart, keeps TalkBack inside by itself.",
        guideline: "Date picker (iOS and Android) › iOS › Focus")

    public let treeExamples: [RuleExample] = [
        .triggering(
            "a custom alert view over the compose screen, without accessibilityViewIsModal",
            RuleExample.screen([
                Self.composeScreen(),
                Self.deleteAlert(isModal: false),
            ])),
        .triggering(
            "an opaque bottom sheet that covers a reachable button behind it",
            RuleExample.screen([
                Self.composeScreen(),
                Self.filterSheet(),
            ])),
        .triggering(
            "an Android dialog drawn in the activity's window, with the list behind it still focusable",
            RuleExample.screen(
                [
                    Self.androidContent(),
                    Self.androidDialog(),
                ], platform: .android)),
        .nonTriggering(
            "the Android dialog in its own window, as a dump of several windows shows it",
            Screen(
                platform: .android, size: Size(width: 1080, height: 2400), title: "Inbox",
                root: Element(
                    type: "hierarchy", frame: Rect(x: 0, y: 0, width: 1080, height: 2400),
                    children: [
                        Element(
                            type: "android.widget.FrameLayout", frame: Rect(x: 0, y: 0, width: 1080, height: 2400),
                            children: [Self.androidContent()]),
                        Element(
                            type: "android.widget.FrameLayout", frame: Rect(x: 90, y: 900, width: 900, height: 600),
                            children: [Self.androidDialog()]),
                    ]))),
        .nonTriggering(
            "the alert with accessibilityViewIsModal",
            RuleExample.screen([
                Self.composeScreen(),
                Self.deleteAlert(isModal: true),
            ])),
        .nonTriggering(
            "the sheet inside a presentation container that is modal",
            RuleExample.screen([
                Self.composeScreen(),
                Element(
                    type: "UITransitionView", frame: Rect(x: 0, y: 0, width: 390, height: 844), isModal: true,
                    children: [Self.filterSheet()]),
            ])),
        .nonTriggering(
            "UIKit's own alert, which is modal by itself",
            RuleExample.screen([
                Self.composeScreen(),
                Element(
                    type: "UIAlertController", frame: Rect(x: 60, y: 340, width: 270, height: 150),
                    children: [
                        Self.text("Delete draft?", x: 80, y: 360, width: 230),
                        Self.button("Delete", x: 60, y: 446, width: 135),
                        Self.button("Cancel", x: 195, y: 446, width: 135),
                    ]),
            ])),
        .nonTriggering(
            "an opaque content area below the navigation bar, with nothing behind it",
            RuleExample.screen([
                Element(
                    type: "UINavigationBar", frame: Rect(x: 0, y: 47, width: 390, height: 44),
                    children: [
                        Self.text("Inbox", x: 150, y: 58, width: 90)
                    ]),
                Element(
                    type: "UIView", frame: Rect(x: 0, y: 91, width: 390, height: 753), backgroundColor: Self.white,
                    children: [
                        Self.button("Compose", x: 24, y: 120, width: 342)
                    ]),
            ])),
        .nonTriggering(
            "a popup tip that only shows text",
            RuleExample.screen([
                Self.composeScreen(),
                Element(
                    type: "TipPopupView", frame: Rect(x: 40, y: 300, width: 310, height: 80),
                    backgroundColor: Self.white,
                    children: [Self.text("Swipe left on a draft to delete it", x: 56, y: 320, width: 278)]),
            ])),
    ]

    public func check(_ context: AuditContext) -> [RuleHit] {
        let screenFrame =
            context.screen.size.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
            ?? context.screen.root.frame
        var modalPaths: [ElementPath] = []
        var reported: [ElementPath] = []
        var hits: [RuleHit] = []
        for node in context.visibleNodes {
            if node.element.isModal { modalPaths.append(node.path) }
            guard !node.isInsideAccessibilityElement, !node.element.isAccessibilityElement,
                !modalPaths.contains(where: { node.path.indices.starts(with: $0.indices) }),
                !reported.contains(where: { node.path.indices.starts(with: $0.indices) })
            else { continue }
            let isAndroid = context.screen.platform == .android
            let isNamedDialog =
                Self.namesDialog(node.element.type)
                || (isAndroid && Self.namesDialog(resourceID: node.element.identifier))
            guard isNamedDialog || Self.coversMostOfScreen(node.element, screen: screenFrame) else { continue }
            let inside = context.readingItems.filter { $0.path.indices.starts(with: node.path.indices) }
            guard inside.contains(where: { $0.element.isInteractive }) else { continue }
            let window = isAndroid ? Self.androidWindow(of: node.path, in: context.screen) : ElementPath()
            let outside = context.readingItems.lazy.filter {
                !$0.path.indices.starts(with: node.path.indices) && $0.path.indices.starts(with: window.indices)
            }
            let behind: ReadingItem?
            if isNamedDialog {
                behind = outside.first
            } else {
                // Only a view that hides something reachable is taken for an overlay.
                behind = outside.first { item in
                    guard let frame = item.element.frame, let cover = node.element.frame else { return false }
                    return item.path < node.path && cover.contains(frame)
                }
            }
            guard let behind else { continue }
            reported.append(node.path)
            let reached = Self.quoted(behind.element)
            let message =
                isAndroid
                ? "Show this dialog in its own window (a Dialog or DialogFragment, Compose's "
                    + "Dialog), or hide the content behind it from TalkBack while it is shown (importantForAccessibility="
                    + "\"noHideDescendants\"): a swipe still reaches \(reached) behind it"
                : isNamedDialog
                    ? "Set accessibilityViewIsModal = true on this \(node.element.type) so that VoiceOver stays inside it "
                        + "while it is shown: a swipe still reaches \(reached) behind it"
                    : "If this view is a dialog or sheet shown over the screen, set accessibilityViewIsModal = true on it "
                        + "so that VoiceOver stays inside it: a swipe still reaches \(reached), which it covers"
            hits.append(RuleHit(path: node.path, message: message, certainty: .needsReview))
        }
        return hits
    }

    /// Words in a type name that say it is a dialog.
    static let dialogWords: Set<String> = ["alert", "sheet", "dialog", "popup", "modal"]

    /// UIKit's own alerts, which keep VoiceOver inside by themselves: XCUITest calls them Alert and
    /// Sheet, a view hierarchy by their classes.
    static let systemAlertNames: Set<String> = ["Alert", "Sheet"]
    static let systemAlertPrefixes = ["UIAlertController", "_UIAlertController", "UIAlertView", "UIActionSheet"]

    /// Whether the type names a custom dialog.
    static func namesDialog(_ type: String) -> Bool {
        let simpleName = type.split(whereSeparator: { $0 == "." || $0 == "$" }).last.map(String.init) ?? type
        if systemAlertNames.contains(simpleName) || systemAlertPrefixes.contains(where: simpleName.hasPrefix) {
            return false
        }
        return words(in: simpleName).contains { dialogWords.contains($0) }
    }

    /// Whether an Android resource id names a dialog: "com.example:id/design_bottom_sheet", "…:id/dialog_root".
    static func namesDialog(resourceID: String?) -> Bool {
        guard let resourceID, let name = resourceID.components(separatedBy: ":id/").last else { return false }
        return words(in: name).contains { dialogWords.contains($0) }
    }

    /// The window an Android element is in: a dump of several windows puts each under one shared root.
    static func androidWindow(of path: ElementPath, in screen: Screen) -> ElementPath {
        guard screen.root.type == "hierarchy", let first = path.indices.first else { return ElementPath() }
        return ElementPath([first])
    }

    /// The lower-cased words of a camel-case name: "MYBottomSheetView" → my, bottom, sheet, view.
    static func words(in name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                continue
            }
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            // A word starts at a capital after a small letter, or at the last capital of an acronym.
            let startsWord =
                character.isUppercase && !current.isEmpty
                && (previous?.isLowercase == true || next?.isLowercase == true)
            if startsWord {
                words.append(current.lowercased())
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// An opaque view over at least half the screen that is not itself the whole screen.
    static func coversMostOfScreen(_ element: Element, screen: Rect?) -> Bool {
        guard let screen, !screen.isEmpty, let frame = element.frame, (element.backgroundColor?.alpha ?? 0) >= 1,
            !frame.contains(screen)
        else { return false }
        let visibleWidth = min(frame.maxX, screen.maxX) - max(frame.minX, screen.minX)
        let visibleHeight = min(frame.maxY, screen.maxY) - max(frame.minY, screen.minY)
        guard visibleWidth > 0, visibleHeight > 0 else { return false }
        return visibleWidth * visibleHeight >= screen.width * screen.height / 2
    }

    static func quoted(_ element: Element) -> String {
        element.spokenName.map { "\"\($0)\"" } ?? "a \(element.type)"
    }

    // MARK: Example screens

    private static let white = Color(red: 1, green: 1, blue: 1)

    private static func text(_ label: String, x: Double = 24, y: Double, width: Double = 342) -> Element {
        Element(
            type: "UILabel", label: label, traits: [.staticText], frame: Rect(x: x, y: y, width: width, height: 22),
            isAccessibilityElement: true)
    }

    private static func button(_ label: String, x: Double, y: Double, width: Double) -> Element {
        Element(
            type: "UIButton", label: label, traits: [.button], frame: Rect(x: x, y: y, width: width, height: 44),
            isAccessibilityElement: true)
    }

    private static func androidContent() -> Element {
        Element(
            type: "android.widget.LinearLayout", identifier: "com.example.mail:id/inbox",
            frame: Rect(x: 0, y: 0, width: 1080, height: 2400),
            children: [
                Element(
                    type: "android.widget.Button", label: "Compose", traits: [.button],
                    frame: Rect(x: 48, y: 2000, width: 984, height: 144), isAccessibilityElement: true,
                    isClickable: true)
            ])
    }

    private static func androidDialog() -> Element {
        Element(
            type: "android.widget.FrameLayout", identifier: "com.example.mail:id/confirm_dialog",
            frame: Rect(x: 90, y: 900, width: 900, height: 600),
            children: [
                Element(
                    type: "android.widget.TextView", label: "Delete draft?", traits: [.staticText],
                    frame: Rect(x: 150, y: 960, width: 780, height: 80), isAccessibilityElement: true,
                    visibleText: "Delete draft?"),
                Element(
                    type: "android.widget.Button", label: "Delete", traits: [.button],
                    frame: Rect(x: 540, y: 1340, width: 390, height: 120), isAccessibilityElement: true,
                    isClickable: true),
            ])
    }

    private static func composeScreen() -> Element {
        Element(
            type: "UIView", frame: Rect(x: 0, y: 0, width: 390, height: 844), backgroundColor: white,
            children: [
                text("Drafts", y: 100),
                button("Compose", x: 24, y: 600, width: 342),
            ])
    }

    private static func deleteAlert(isModal: Bool) -> Element {
        Element(
            type: "ConfirmationAlertView", frame: Rect(x: 60, y: 340, width: 270, height: 150), isModal: isModal,
            backgroundColor: white,
            children: [
                text("Delete draft?", x: 80, y: 360, width: 230),
                button("Delete", x: 60, y: 446, width: 135),
                button("Cancel", x: 195, y: 446, width: 135),
            ])
    }

    private static func filterSheet() -> Element {
        Element(
            type: "UIView", frame: Rect(x: 0, y: 344, width: 390, height: 500), backgroundColor: white,
            children: [
                text("Filter drafts", y: 364),
                button("Show attachments only", x: 24, y: 400, width: 342),
                button("Done", x: 24, y: 760, width: 342),
            ])
    }
}

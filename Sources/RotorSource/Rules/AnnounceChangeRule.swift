import RotorKit
import SwiftSyntax

/// Views that appear after an event tell VoiceOver: a toast or snackbar is announced or focused, a
/// custom modal is marked modal and announced as a new screen, and focus returns to where it was
/// when a custom picker or popover goes away. Otherwise a person who cannot see the screen never
/// learns that anything changed.
public struct AnnounceChangeRule: SourceRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "announce-change",
        title: "Views that appear after an event are announced",
        criteria: ["4.1.3"],
        platforms: [.ios],
        defaultSeverity: .warning,
        success:
            "After showing a toast, snackbar or banner, code posts `UIAccessibility.post(notification: .layoutChanged, "
            + "argument: toastView)` (or `.announcement` with its text; in SwiftUI "
            + "`AccessibilityNotification.Announcement(text).post()`). A custom modal sets `accessibilityViewIsModal = true` "
            + "(`.accessibilityAddTraits(.isModal)`) and posts `.screenChanged`. A custom picker or popover that closes "
            + "posts `.layoutChanged` with the control that opened it, so focus goes back there. Code that shows or hides "
            + "content (an error message, a details section) posts `.layoutChanged` in the same method.",
        failure: "A toast appears and disappears without VoiceOver saying anything; a custom sheet opens but VoiceOver "
            + "keeps reading the screen behind it; a custom picker closes and focus jumps to the top of the screen; an error "
            + "message appears, or a section is removed, and VoiceOver neither reads the new content nor leaves the old.",
        limitations:
            "Views are recognised by their names (toast, snackbar, banner; modal, sheet, dialog, popup; picker, "
            + "popover, dropdown; content: error, message, details, section, panel, results, warning, summary), so "
            + "every finding is for review; content shown or hidden needs its notification in the same method; a SwiftUI "
            + "modal counts only when it is drawn over other content (in a `ZStack` or an `.overlay`), since one that takes "
            + "its place in a stack is a step of the screen; advertising, promotion, image and header banners are not "
            + "status messages and are left out. Views added "
            + "while the screen is built (`viewDidLoad`, `init`, `setUp…`, `configure…`) are not events and are not reported. A notification posted by the view's "
            + "own class counts only when that class is in the same file; one posted in another file is not seen.",
        guideline: "VoiceOver Guidelines › Appearing and Disappearing Elements")

    public let sourceExamples: [SourceExample] = [
        .triggering(
            "a snackbar shown without telling VoiceOver",
            """
            final class InboxViewController: UIViewController {
                func didArchive(_ message: Message) {
                    let snackBarView = SnackBarView(text: "Archived")
                    ↓view.addSubview(snackBarView)
                }
            }
            """),
        .triggering(
            "a custom sheet that is neither modal nor announced",
            """
            final class CheckoutViewController: UIViewController {
                private let sheetView = PaymentSheetView()

                @objc func choosePayment() {
                    ↓sheetView.isHidden = false
                }
            }
            """),
        .triggering(
            "a custom picker closed without returning focus",
            """
            final class FilterViewController: UIViewController {
                @objc func didPickSize() {
                    ↓sizePickerView.removeFromSuperview()
                }
            }
            """),
        .triggering(
            "SwiftUI toast and custom modal shown without an announcement",
            """
            struct CartView: View {
                var body: some View {
                    ZStack {
                        list
                        if showsSavedToast {
                            ↓ToastView(text: "Saved")
                        }
                        if showsGiftSheet {
                            ↓GiftOptionsSheet(cart: cart)
                        }
                    }
                }
            }
            """),
        .nonTriggering(
            "the next step of an onboarding card, which takes the place of the first in the stack",
            """
            struct WelcomeCard: View {
                var body: some View {
                    VStack {
                        if showsNextStep {
                            TryASearchDialogContent(model: model)
                        } else {
                            WelcomeDialogContent(message: message)
                        }
                    }
                }
            }
            """),
        .triggering(
            "content shown and hidden without telling VoiceOver",
            """
            final class SignInViewController: UIViewController {
                @objc func didFailSignIn() {
                    ↓errorMessageLabel.isHidden = false
                }

                @objc func didTapHideDetails() {
                    ↓detailsSection.removeFromSuperview()
                }

                func showResults() {
                    ↓view.addSubview(resultsPanel)
                }
            }
            """),
        .nonTriggering(
            "content changes announced in the same method, and content placed while the screen is built",
            """
            final class SignInViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(detailsSection)
                    errorMessageLabel.isHidden = true
                }

                @objc func didFailSignIn() {
                    errorMessageLabel.isHidden = false
                    UIAccessibility.post(notification: .layoutChanged, argument: errorMessageLabel)
                }

                @objc func didTapHideDetails() {
                    detailsSection.removeFromSuperview()
                    UIAccessibility.post(notification: .layoutChanged, argument: detailsButton)
                }

                func show(_ message: String) {
                    view.addSubview(messageView)
                    UIView.animate(withDuration: 0.2, animations: { self.messageView.alpha = 1 }) { _ in
                        UIAccessibility.post(notification: .announcement, argument: message)
                    }
                }
            }
            """),
        .nonTriggering(
            "the seed's snackbar, announced with .layoutChanged",
            """
            final class InboxViewController: UIViewController {
                func didArchive(_ message: Message) {
                    let snackBarView = createSnackBarView()
                    view.addSubview(snackBarView)
                    UIAccessibility.post(notification: .layoutChanged, argument: snackBarView)
                }
            }
            """),
        .nonTriggering(
            "a modal sheet that is announced, and a picker that returns focus",
            """
            final class CheckoutViewController: UIViewController {
                private let sheetView = PaymentSheetView()

                @objc func choosePayment() {
                    sheetView.accessibilityViewIsModal = true
                    sheetView.isHidden = false
                    UIAccessibility.post(notification: .screenChanged, argument: sheetView)
                }

                @objc func didPickSize() {
                    sizePickerView.removeFromSuperview()
                    UIAccessibility.post(notification: .layoutChanged, argument: sizeButton)
                }
            }
            """),
        .nonTriggering(
            "a banner placed while the screen is built, and SwiftUI views that announce themselves",
            """
            final class ShopViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(promotionBannerView)
                }
            }
            struct CartView: View {
                var body: some View {
                    ZStack {
                        list
                        if showsSavedToast {
                            ToastView(text: "Saved")
                        }
                        if showsGiftSheet {
                            GiftOptionsSheet(cart: cart)
                                .accessibilityAddTraits(.isModal)
                        }
                    }
                    .onChange(of: showsSavedToast) { _, shows in
                        if shows { AccessibilityNotification.Announcement("Saved").post() }
                    }
                    .onChange(of: showsGiftSheet) { _, shows in
                        if shows { AccessibilityNotification.ScreenChanged(nil).post() }
                    }
                }
            }
            """),
    ]

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        AnnounceChangeChecker(file: file, metadata: metadata, context: context)
    }
}

final class AnnounceChangeChecker: SourceChecker {
    override var interests: SourceInterests { [.calls, .constructions, .assignments] }
    override var callNames: Set<String>? { Self.callNames }
    /// Member calls; a posted notification or view created in place is a construction.
    private static let callNames: Set<String> = [
        "post", "addSubview", "insertSubview", "removeFromSuperview", "accessibilityAddTraits",
    ]
    override var assignedProperties: Set<String>? { Self.assignedProperties }
    private static let assignedProperties: Set<String> = ["accessibilityViewIsModal", "isHidden"]

    enum Kind {
        case transient
        case modal
        case picker
        /// A view that holds content (an error message, a details section): showing or hiding it
        /// changes the layout VoiceOver is reading.
        case content

        static func of(_ name: String) -> Kind? {
            let lowered = LoweredName(name)
            if lowered.containsAny(["toast", "snackbar", "snack"]) { return .transient }
            // Advertising, promotion and header banners are content, not status messages.
            if lowered.contains("banner"), !lowered.containsAny(["ad", "promo", "image", "logo", "header"]) {
                return .transient
            }
            if lowered.containsAny(["modal", "sheet", "dialog", "popup"]) { return .modal }
            if lowered.containsAny(["picker", "popover", "dropdown"]) { return .picker }
            if lowered.containsAny(contentWords) { return .content }
            return nil
        }
    }

    /// Names of views that hold content a person reads. Not "content" itself: `contentView` and
    /// `contentContainer` are the layout every screen is built in.
    static let contentWords = ["error", "message", "details", "section", "panel", "results", "warning", "summary"]

    private struct Event {
        var node: Syntax
        var kind: Kind
        /// The view as written (`snackBarView`), or its type for a view created in place.
        var name: String
        /// The view's class or struct, when known.
        var viewType: String?
        var typeName: String?
        var isSwiftUI: Bool
        var isShown: Bool
        var modifiers: [Modifier]
        /// The function the view is shown or hidden in, where a content change must be announced.
        var function: SyntaxIdentifier?
    }

    private var events: [Event] = []

    /// The kind of a view created in place by this name (an uppercase name that is not one of the
    /// system's own dialogs and pickers); nil when it is none Rotor follows.
    private static func viewKind(_ name: String) -> Kind? {
        guard name.first?.isUppercase == true, !systemTypes.contains(name), let kind = Kind.of(name), kind != .picker,
            kind != .content
        else { return nil }
        return kind
    }

    /// A construction matters as a posted notification or as a view of a kind Rotor follows.
    override func acceptsConstruction(of name: String) -> Bool {
        name == "UIAccessibilityPostNotification" || Self.viewKind(name) != nil
    }
    private var posts: [String: Set<AccessibilityNotice>] = [:]
    /// Notifications posted in each function.
    private var functionPosts: [SyntaxIdentifier: Set<AccessibilityNotice>] = [:]
    /// Views set `accessibilityViewIsModal = true` by name, and types that do it to themselves.
    private var modalNames: Set<String> = []
    private var modalTypes: Set<String> = []
    /// Names SwiftUI's system presentation types use, which handle VoiceOver themselves.
    static let systemTypes: Set<String> = [
        "ActionSheet", "Alert", "ConfirmationDialog", "Picker", "DatePicker", "ColorPicker",
        "PhotosPicker", "MultiDatePicker", "Menu",
    ]

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        if let notice = AccessibilityNotice.posted(by: node) {
            posts[scope.typeName ?? "", default: []].insert(notice)
            if let function = Self.enclosingFunction(of: node) { functionPosts[function, default: []].insert(notice) }
            return
        }
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        switch member?.declName.baseName.text {
        case "addSubview"?, "insertSubview"?:
            guard let argument = node.arguments.first?.expression, Self.isEvent(node) else { return }
            let constructed = argument.as(FunctionCallExprSyntax.self).flatMap(SwiftUIViews.constructorName)
            guard let name = constructed ?? ScopeChain.memberPath(argument)?.last, let kind = Kind.of(name) else {
                return
            }
            record(Syntax(node), kind: kind, name: name, viewType: constructed, scope: scope, shown: true)
        case "removeFromSuperview"?:
            guard let base = member?.base, let name = ScopeChain.memberPath(base)?.last, let kind = Kind.of(name),
                kind == .picker || kind == .content, Self.isEvent(node)
            else { return }
            record(Syntax(node), kind: kind, name: name, viewType: nil, scope: scope, shown: false)
        case "accessibilityAddTraits"?:
            if node.arguments.first?.expression.trimmedDescription.contains("isModal") == true {
                modalTypes.insert(scope.typeName ?? "")
            }
        default:
            guard let name = SwiftUIViews.constructorName(node), let kind = Self.viewKind(name),
                Self.isConditional(node),
                kind != .modal || Self.isLayeredOverContent(node)
            else { return }
            events.append(
                Event(
                    node: Syntax(node), kind: kind, name: name, viewType: name, typeName: scope.typeName,
                    isSwiftUI: true, isShown: true, modifiers: SwiftUIViews.modifiers(of: node), function: nil))
        }
    }

    override func visit(_ assignment: Assignment, scope: ScopeChain) {
        let receiverPath = assignment.receiver.flatMap { ScopeChain.memberPath($0) } ?? ["self"]
        switch assignment.property {
        case "accessibilityViewIsModal":
            guard assignment.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false) else {
                return
            }
            if receiverPath == ["self"] {
                modalTypes.insert(scope.typeName ?? "")
            } else if let last = receiverPath.last {
                modalNames.insert(last)
            }
        case "isHidden":
            guard let literal = assignment.value.as(BooleanLiteralExprSyntax.self), let name = receiverPath.last,
                name != "self", let kind = Kind.of(name), Self.isEvent(assignment.node)
            else { return }
            let shown = literal.literal.tokenKind == .keyword(.false)
            // Showing a picker and hiding a toast or modal need nothing from VoiceOver here; content either way does.
            guard kind == .content || shown == (kind != .picker) else { return }
            record(assignment.node, kind: kind, name: name, viewType: nil, scope: scope, shown: shown)
        default:
            break
        }
    }

    private func record(_ node: Syntax, kind: Kind, name: String, viewType: String?, scope: ScopeChain, shown: Bool) {
        events.append(
            Event(
                node: node, kind: kind, name: name, viewType: viewType, typeName: scope.typeName, isSwiftUI: false,
                isShown: shown, modifiers: [], function: Self.enclosingFunction(of: node)))
    }

    override func finish(facts: FileFacts) {
        var reported: Set<String> = []
        for event in events {
            var notices = posts[event.typeName ?? ""] ?? []
            if let viewType = event.viewType { notices.formUnion(posts[viewType] ?? []) }
            guard let message = message(for: event, notices: notices, facts: facts),
                reported.insert("\(event.typeName ?? "")|\(event.name)|\(event.isShown)").inserted
            else { continue }
            report(event.node, message, certainty: .needsReview)
        }
    }

    private func message(for event: Event, notices: Set<AccessibilityNotice>, facts: FileFacts) -> String? {
        switch event.kind {
        case .transient:
            guard notices.isDisjoint(with: [.announcement, .layoutChanged]) else { return nil }
            if event.isSwiftUI {
                return
                    "Announce this \(event.name) when it appears, with AccessibilityNotification.Announcement(text).post() "
                    + "where it is shown, so VoiceOver users hear the message"
            }
            return "After showing \(event.name), post UIAccessibility.post(notification: .layoutChanged, argument: "
                + "\(event.name)) (or .announcement with its text), so VoiceOver users learn that it appeared"
        case .modal:
            let isModal =
                modalNames.contains(event.name) || event.viewType.map(modalTypes.contains) == true
                || event.viewType.map { facts.typeDeclares("accessibilityViewIsModal", inTypeNamed: $0) } == true
                || event.modifiers.contains {
                    $0.name == "accessibilityAddTraits" && $0.call.trimmedDescription.contains("isModal")
                }
            let isAnnounced = !notices.isDisjoint(with: [.screenChanged, .layoutChanged])
            if isModal && isAnnounced { return nil }
            if event.isSwiftUI {
                var steps: [String] = []
                if !isModal { steps.append("add .accessibilityAddTraits(.isModal)") }
                if !isAnnounced { steps.append("post AccessibilityNotification.ScreenChanged(nil) when it appears") }
                return "For this custom \(event.name), " + steps.joined(separator: " and ")
                    + ", so VoiceOver reads only the modal and tells people a new view opened"
            }
            var steps: [String] = []
            if !isModal { steps.append("set \(event.name).accessibilityViewIsModal = true") }
            if !isAnnounced {
                steps.append("post UIAccessibility.post(notification: .screenChanged, argument: \(event.name))")
            }
            return "When showing \(event.name), " + steps.joined(separator: " and ")
                + ", so VoiceOver reads only the modal and tells people a new view opened"
        case .content:
            let inFunction = event.function.flatMap { functionPosts[$0] } ?? []
            // Content that appears may be read out instead (an announcement of its message).
            let enough: Set<AccessibilityNotice> =
                event.isShown ? [.layoutChanged, .screenChanged, .announcement] : [.layoutChanged, .screenChanged]
            guard inFunction.isDisjoint(with: enough) else { return nil }
            return event.isShown
                ? "After showing \(event.name), post UIAccessibility.post(notification: .layoutChanged, argument: "
                    + "\(event.name)) in the same method, so VoiceOver learns the screen changed and can read what appeared"
                : "After hiding \(event.name), post UIAccessibility.post(notification: .layoutChanged, argument:) with the "
                    + "element VoiceOver should move to, in the same method, so focus does not stay on content that is gone"
        case .picker:
            guard notices.isDisjoint(with: [.layoutChanged, .screenChanged]) else { return nil }
            return
                "After closing \(event.name), post UIAccessibility.post(notification: .layoutChanged, argument:) with the "
                + "control that opened it, so VoiceOver focus returns there instead of jumping to the top of the screen"
        }
    }

    /// The method (or accessor, or initializer) around `node`; a post in a completion closure
    /// (`UIView.animate(…) { _ in UIAccessibility.post(…) }`) belongs to the method that shows the view.
    /// Outside any, the outermost closure.
    private static func enclosingFunction(of node: some SyntaxProtocol) -> SyntaxIdentifier? {
        var current = node.parent
        var outermostClosure: SyntaxIdentifier?
        while let syntax = current {
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(AccessorDeclSyntax.self)
                || syntax.is(InitializerDeclSyntax.self)
            {
                return syntax.id
            }
            if syntax.is(ClosureExprSyntax.self) { outermostClosure = syntax.id }
            current = syntax.parent
        }
        return outermostClosure
    }

    /// Not in a method that builds the view once (`viewDidLoad`, `init`, `setUp…`).
    private static func isEvent(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) { return !SetUpMethods.contains(function.name.text) }
            // An initializer, or a stored property's initial value (`lazy var view = { … }()`).
            let isStoredProperty =
                syntax.is(VariableDeclSyntax.self) && syntax.parent?.is(MemberBlockItemSyntax.self) == true
            if syntax.is(InitializerDeclSyntax.self) || isStoredProperty { return false }
            current = syntax.parent
        }
        return false
    }

    /// Whether conditional SwiftUI content is drawn over the rest of the screen (in a `ZStack` or an
    /// `.overlay`), as a modal is; content that takes its place in a stack is a step of the screen,
    /// such as the next card of an onboarding flow, which VoiceOver reaches by swiping.
    private static func isLayeredOverContent(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current, !syntax.is(DeclSyntax.self) {
            if let closure = syntax.as(ClosureExprSyntax.self) {
                let call =
                    closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.parent?.as(FunctionCallExprSyntax.self)
                if let call, let name = SwiftUIViews.constructorName(call) { return name == "ZStack" }
                if let member = call?.calledExpression.as(MemberAccessExprSyntax.self) {
                    return member.declName.baseName.text == "overlay"
                }
            }
            current = syntax.parent
        }
        return false
    }

    /// Inside an `if` of a view builder: shown after something happened.
    private static func isConditional(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if syntax.is(IfExprSyntax.self) { return true }
            if syntax.is(DeclSyntax.self) { return false }
            current = syntax.parent
        }
        return false
    }
}

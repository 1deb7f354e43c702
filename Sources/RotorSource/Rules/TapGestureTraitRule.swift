import RotorKit
import SwiftSyntax

/// A view that acts on a tap says so: VoiceOver announces "button" or "link" only for elements with
/// that trait, so a tappable card or image without it sounds like plain content.
public struct TapGestureTraitRule: SourceRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "tap-gesture-trait",
        title: "Tappable views have the button or link trait",
        criteria: ["4.1.2", "2.1.1"],
        defaultSeverity: .error,
        success: "A view made tappable with a gesture is a Button, or carries the button trait (the link trait when "
            + "it opens a web page or another app), so VoiceOver announces that a double tap activates it.",
        failure: "`.onTapGesture`, a `TapGesture` or a `UITapGestureRecognizer` makes a text, an image or a card act "
            + "like a button, but VoiceOver announces it as plain content: a person who cannot see it does not know "
            + "that it does anything.",
        limitations: "Taps that dismiss the keyboard (named so, or whose handler only ends editing), double taps that "
            + "zoom (`numberOfTapsRequired = 2` in a type whose code changes the zoom or scale, whoever handles it, `.onTapGesture(count: 2)` that "
            + "scales), taps on a view that also takes a pinch (a surface that zooms, whose taps show its controls or zoom), and taps on a view controller's root view, a cell's content view, "
            + "or a table, collection or scroll view, are taken as background taps and not reported, nor are taps whose handler "
            + "does nothing (an empty body, or only comments, logging, analytics or layout: a tap kept from the views behind, or a placeholder whose tap is only counted; also through the project's methods that do only that, found through the project index), nor taps that only "
            + "move focus to a text field (`field.becomeFirstResponder()`, or setting a `@FocusState` of the same view), as on a "
            + "caption beside the field, which VoiceOver reaches by itself. A tap whose handler "
            + "reads where it landed (`gesture.location(in:)`, `.onTapGesture { location in … }`) picks a point, as tap to "
            + "focus does, and is not reported; nor is a tap whose handler is also a button's action in the same type, as "
            + "the button is the VoiceOver stop for it, nor one whose handler only flips a UISwitch of the same type (`setOn`, "
            + "`isOn`) or the state a SwiftUI Toggle in the same view is bound to, as the switch is. Traits or an accessibilityActivate() override set in another file "
            + "(an extension, the tapped view's own class or its superclass) are found through the project index; any "
            + "trait set there counts, whatever its value (a private view whose traits this file sets to traits it spells out "
            + "keeps those). A named accessibility action on the tapped SwiftUI view is no announcement: it waits in the actions rotor. A plain view that overrides `touchesEnded` and acts when the touch ends inside its bounds is a hand-made "
            + "button and is reported like a tap, unless its code (or, through the index, other code) gives it traits or "
            + "an accessibilityActivate(). A view inside a view made one element "
            + "(`isAccessibilityElement = true` in code or Interface Builder, or a cell that gives itself the button or link "
            + "trait) is no stop of its own: its tap is covered when a double tap on the element does the same (the "
            + "element's accessibilityActivate() reaches the handler, it offers custom actions, or it announces a button or "
            + "link and every tap inside it has one handler), and is otherwise a review item asking for a custom action on "
            + "the element; traits, accessibilityActivate() or custom actions given to the element in another file count. "
            + "A tap inside a Button's label is left to the Button, also when "
            + "it sits in a view type that every use places inside a control's label, a hidden view or a single element "
            + "(through the project index). A tapped view that holds controls of its own (a Button, Link, Menu, Toggle "
            + "or an app view type showing one, in any of its members, through the project index) cannot become a Button "
            + "or take the button trait without nesting or hiding them: it is a review item asking for a named "
            + "accessibility action, and not reported when it has one; controls in a sheet, context menu, swipe actions "
            + "or toolbar do not count. Inside a single element made of its children the tap may still act with no "
            + "trait announced; that is not reported either. A tap "
            + "that calls `configuration.trigger()` in a `PrimitiveButtonStyle`, whose styled view is a real Button, is "
            + "not reported.",
        guideline: "iOS Accessibility Properties: How They Relate to WCAG, and How to Correctly Use Them › Role")

    public let sourceExamples: [SourceExample] = [
        .triggering(
            "an image that acts on a tap",
            """
            Image(systemName: "heart")↓.onTapGesture { toggleFavorite() }
            """),
        .triggering(
            "a tappable card",
            """
            VStack(alignment: .leading) {
                Text(article.title)
                Text(article.summary)
            }
            ↓.onTapGesture { open(article) }
            """),
        .triggering(
            "a TapGesture given to .gesture",
            """
            Text("Like")↓.gesture(TapGesture(count: 1).onEnded { like() })
            """),
        .triggering(
            "a tappable image whose only accessibility action is named, for the actions rotor",
            """
            Image(systemName: isSaved ? "bookmark.fill" : "bookmark")
                ↓.onTapGesture { save() }
                .accessibilityLabel("Save")
                .accessibilityAction(named: "Save") { save() }
            """),
        .triggering(
            "a tap in a view type that shows itself (replies under a comment) and is shown from another file",
            """
            struct CommentRow: View {
                var body: some View {
                    VStack {
                        Image(systemName: "arrow.up")↓.onTapGesture { vote(.up) }
                        ForEach(comment.replies) { reply in
                            CommentRow(comment: reply)
                        }
                    }
                }
            }
            """),
        .triggering(
            "a tappable card holding a menu of its own (through its view types), which needs a named action",
            """
            struct MessageCard: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        HStack {
                            Text(message.author)
                            MoreMenu(message: message)
                        }
                        Text(message.body)
                    }
                    ↓.onTapGesture { open(message) }
                }
            }
            struct MoreMenu: View {
                var body: some View {
                    Menu { Button("Report") { report(message) } } label: { Image(systemName: "ellipsis") }
                }
            }
            """),
        .triggering(
            "a UIKit image view with a tap recognizer",
            """
            final class ProfileViewController: UIViewController {
                let avatarView = UIImageView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let tap = UITapGestureRecognizer(target: self, action: #selector(showProfile))
                    avatarView.isUserInteractionEnabled = true
                    ↓avatarView.addGestureRecognizer(tap)
                }
            }
            """),
        .triggering(
            "a private view made an element and given, by this file only, traits without the button trait",
            """
            final class EntryCell: UITableViewCell {
                @IBOutlet private weak var headerStackView: UIStackView!

                override func awakeFromNib() {
                    super.awakeFromNib()
                    ↓headerStackView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(headerTapped)))
                    headerStackView.isAccessibilityElement = true
                    headerStackView.accessibilityTraits = .allowsDirectInteraction
                }

                @objc private func headerTapped() { model.toggleSelection() }
            }
            """),
        .triggering(
            "a view that acts when a touch ends inside it, as a button does",
            """
            final class MenuButton: UIView {
                private var action: () -> Void = {}

                override func ↓touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                    super.touchesEnded(touches, with: event)
                    guard let touch = touches.first else { return }
                    if bounds.contains(touch.location(in: self)) {
                        action()
                    }
                }
            }
            """),
        .triggering(
            "a custom view that makes itself tappable",
            """
            final class CardView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                }
            }
            """),
        .triggering(
            "a tapped image whose handler shares its name with a button's action in another class",
            """
            final class AnswerCell: UITableViewCell {
                func configure() {
                    ↓yesImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapYes)))
                }

                @objc func tapYes() { delegate?.answer(true) }
            }
            final class AnswerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    yesButton.addTarget(self, action: #selector(tapYes), for: .touchUpInside)
                }

                @objc func tapYes() { submit(true) }
            }
            """),
        .triggering(
            "a tap on a view inside a cell read as one element, doing what the cell does not",
            """
            final class OrderCell: UITableViewCell {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    isAccessibilityElement = true
                    ↓trackingLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(copyTrackingNumber)))
                }

                @objc private func copyTrackingNumber() { UIPasteboard.general.string = order.trackingNumber }
            }
            """),
        .nonTriggering(
            "a hand-made button that says it is one, and a segmented control that clears its selection",
            """
            final class MenuButton: UIView {
                override var accessibilityTraits: UIAccessibilityTraits { get { .button } set {} }

                override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                    if let touch = touches.first, bounds.contains(touch.location(in: self)) { action() }
                }
            }

            final class ClearableSegmentedControl: UISegmentedControl {
                override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                    super.touchesEnded(touches, with: event)
                    if let touch = touches.first, bounds.contains(touch.location(in: self)) { selectedSegmentIndex = -1 }
                }
            }
            """),
        .nonTriggering(
            "a cell that says it is a button, with taps on views inside it that do what it does",
            """
            final class DayCell: UITableViewCell {
                func configure(day: Day) {
                    headerStackView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dayTapped)))
                    entriesStackView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dayTapped)))
                    accessibilityTraits = [.button]
                }

                @objc private func dayTapped() { onTap?() }
            }
            """),
        .nonTriggering(
            "a tap that picks a point, in UIKit and SwiftUI",
            """
            final class CameraViewController: UIViewController {
                func configureTapToFocus() {
                    previewView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTapToFocus(_:))))
                }

                @objc func didTapToFocus(_ gesture: UITapGestureRecognizer) {
                    focus(at: gesture.location(in: previewView))
                }
            }
            Canvas { context, size in draw(context) }
                .onTapGesture { location in addPoint(at: location) }
            """),
        .nonTriggering(
            "an image whose tap does what the button beside it does",
            """
            final class AnswerCell: UITableViewCell {
                func configure() {
                    noImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapNo)))
                    noButton.addTarget(self, action: #selector(tapNo), for: .touchUpInside)
                }

                @objc func tapNo() { delegate?.answer(false) }
            }
            """),
        .nonTriggering(
            "a tap on a view inside a Button's label, where the Button is the stop",
            """
            Button { open(item) } label: {
                HStack {
                    Image(systemName: "star").onTapGesture { toggleFavorite(item) }
                    Text(item.title)
                }
            }
            """),
        .nonTriggering(
            "a Button, and tappable views given the button or link trait",
            """
            Button(action: toggleFavorite) { Image(systemName: "heart") }
                .accessibilityLabel("Favorite")
            Image(systemName: "heart")
                .onTapGesture { toggleFavorite() }
                .accessibilityLabel("Favorite")
                .accessibilityAddTraits(.isButton)
            Text("Terms of service")
                .onTapGesture { openURL(termsURL) }
                .accessibilityAddTraits(.isLink)
            """),
        .nonTriggering(
            "a card made one element with the button trait, or with an accessibility action",
            """
            VStack {
                Text(article.title)
                Text(article.summary)
            }
            .onTapGesture { open(article) }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
            HStack { Text(item.name) }
                .onTapGesture { select(item) }
                .accessibilityElement(children: .combine)
                .accessibilityAction { select(item) }
            """),
        .nonTriggering(
            "a tappable card holding a menu of its own, whose tap is a named action",
            """
            struct MessageCard: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        MoreMenu(message: message)
                        Text(message.body)
                    }
                    .onTapGesture { open(message) }
                    .accessibilityAction(named: "Open") { open(message) }
                }
            }
            struct MoreMenu: View {
                var body: some View {
                    Menu { Button("Report") { report(message) } } label: { Image(systemName: "ellipsis") }
                }
            }
            """),
        .nonTriggering(
            "if #available branches that both add the trait",
            """
            if #available(iOS 17.0, *) {
                Image(systemName: "star").onTapGesture { rate() }.accessibilityAddTraits([.isButton, .isToggle])
            } else {
                Image(systemName: "star").onTapGesture { rate() }.accessibilityAddTraits(.isButton)
            }
            """),
        .nonTriggering(
            "a double tap that zooms a photo, and a tap whose handler only puts the keyboard away",
            """
            final class PhotoViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let doubleTap = UITapGestureRecognizer(target: self, action: #selector(toggleZoom))
                    doubleTap.numberOfTapsRequired = 2
                    imageView.addGestureRecognizer(doubleTap)
                    formView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(backgroundTapped)))
                }

                @objc private func toggleZoom() {
                    scrollView.setZoomScale(scrollView.zoomScale > 1 ? 1 : 2, animated: true)
                }

                @objc private func backgroundTapped() {
                    formView.endEditing(true)
                }
            }
            Image(uiImage: photo)
                .scaleEffect(scale)
                .onTapGesture(count: 2) { withAnimation { scale = scale > 1 ? 1 : 2 } }
            """),
        .nonTriggering(
            "a button style that runs its Button's action on a tap, and a tap that only swallows taps",
            """
            struct PillButtonStyle: PrimitiveButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    pressable(configuration.label, configuration: configuration)
                }

                private func pressable(_ content: some View, configuration: Configuration) -> some View {
                    content
                        .padding()
                        .onTapGesture { configuration.trigger() }
                }
            }
            Text(banner.message)
                .padding()
                .onTapGesture {
                    // Keeps a tap from reaching the card below.
                }
            """),
        .triggering(
            "a tap that runs trigger() outside a button style",
            """
            struct ReloadView: View {
                let loader: Loader
                var body: some View {
                    Text("Reload")↓.onTapGesture { loader.trigger() }
                }
            }
            """),
        .nonTriggering(
            "a tap whose handler does nothing but keep taps from the dimmed background behind",
            """
            final class ConfirmationViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissTapped)))
                    cardView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(cardTapped)))
                }

                @objc func dismissTapped() { dismiss(animated: true) }

                @objc func cardTapped() {
                    // Taps on the card must not reach the background, which dismisses.
                }
            }
            VStack {
                Text(offer.title)
                Text(offer.terms)
            }
            .onTapGesture {}
            """),
        .nonTriggering(
            "a double tap added by a zoomable view whose coordinator handles it",
            """
            struct ZoomableImage: UIViewRepresentable {
                @Binding var zoomScale: CGFloat

                func makeUIView(context: Context) -> UIView {
                    let view = UIView()
                    let doubleTap = UITapGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.doubleTapped(_:)))
                    doubleTap.numberOfTapsRequired = 2
                    view.addGestureRecognizer(doubleTap)
                    return view
                }
            }
            """),
        .nonTriggering(
            "a placeholder tile whose tap is only counted by analytics",
            """
            PlaceholderTile()
                .onTapGesture { Pixel.fire(.favoritesPlaceholderTapped) }
            """),
        .nonTriggering(
            "a single tap that shows the controls of a surface that also pinches to zoom",
            """
            struct ZoomSurface: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView {
                    let surface = UIView()
                    let pinch = ViewerPinchRecognizer(target: context.coordinator, action: #selector(Coordinator.pinched(_:)))
                    surface.addGestureRecognizer(pinch)
                    surface.addGestureRecognizer(UITapGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.toggleControls)))
                    return surface
                }
            }
            """),
        .nonTriggering(
            "a background tap that dismisses the keyboard",
            """
            ScrollView { form }
                .onTapGesture { isNameFocused = false; hideKeyboard() }
            """),
        .nonTriggering(
            "a caption whose tap only focuses its text field, in SwiftUI and UIKit",
            """
            struct BanEditor: View {
                @FocusState private var focusedField: Field?
                @State private var days = 1

                var body: some View {
                    HStack {
                        Text("Days:")
                            .onTapGesture { focusedField = .days }
                        TextField("Days", value: $days, format: .number)
                            .focused($focusedField, equals: .days)
                    }
                }
            }

            final class NoteViewController: UIViewController {
                let captionLabel = UILabel()
                let noteField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    captionLabel.isUserInteractionEnabled = true
                    captionLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(focusNote)))
                }

                @objc private func focusNote() {
                    noteField.becomeFirstResponder()
                }
            }
            """),
        .nonTriggering(
            "UIKit views given the button trait elsewhere in the class, or in a lazy var closure",
            """
            final class ProfileViewController: UIViewController {
                let avatarView = UIImageView()
                lazy var bannerView: UIImageView = {
                    let bannerView = UIImageView(image: banner)
                    bannerView.isAccessibilityElement = true
                    bannerView.accessibilityTraits = [.image, .link]
                    return bannerView
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let tap = UITapGestureRecognizer(target: self, action: #selector(showProfile))
                    avatarView.addGestureRecognizer(tap)
                    bannerView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openPromotion)))
                    let backgroundTap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
                    view.addGestureRecognizer(backgroundTap)
                }

                private func configureAccessibility() {
                    avatarView.isAccessibilityElement = true
                    avatarView.accessibilityTraits.insert(.button)
                }
            }
            """),
        .nonTriggering(
            "a tapped row whose handler only flips the switch in it, in UIKit and SwiftUI",
            """
            final class ReminderViewController: UIViewController {
                @IBOutlet private weak var reminderSwitch: UISwitch!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    reminderRow.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(reminderRowTapped)))
                }

                @objc private func reminderRowTapped() {
                    reminderSwitch.setOn(!reminderSwitch.isOn, animated: true)
                    reminderSwitchChanged(reminderSwitch)
                }

                @IBAction private func reminderSwitchChanged(_ sender: UISwitch) { settings.remindsDaily = sender.isOn }
            }
            struct ReminderRow: View {
                @State private var remindsDaily = false
                var body: some View {
                    HStack {
                        Text("Daily reminder").onTapGesture { remindsDaily.toggle() }
                        Toggle("Daily reminder", isOn: $remindsDaily).labelsHidden()
                    }
                }
            }
            """),
        .triggering(
            "a tapped row that flips a switch and does more",
            """
            final class ReminderViewController: UIViewController {
                @IBOutlet private weak var reminderSwitch: UISwitch!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓reminderRow.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(reminderRowTapped)))
                }

                @objc private func reminderRowTapped() {
                    reminderSwitch.setOn(true, animated: true)
                    coordinator.showReminderTimes()
                }
            }
            """),
        .nonTriggering(
            "a custom view that overrides accessibilityActivate, and a button with a tap recognizer",
            """
            final class CardView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                }

                override func accessibilityActivate() -> Bool {
                    open()
                    return true
                }
            }
            let shareButton = UIButton(type: .system)
            shareButton.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(share)))
            """),
    ]

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        TapGestureTraitChecker(file: file, metadata: metadata, context: context)
    }

    public var projectFacts: [any ProjectFact.Type] { [ViewTypeUses.self, InertMembers.self] }
    public var indexConditions: [any IndexCondition.Type] { [SeparateStop.self, HoldsControls.self, ActsOnTap.self] }
}

final class TapGestureTraitChecker: SourceChecker {
    override var createdTypes: Set<String>? { Self.createdTypes }
    private static let createdTypes: Set<String> = ["UITapGestureRecognizer"]
    override var interests: SourceInterests { [.calls, .assignments, .variables, .functions] }
    override var callNames: Set<String>? { Self.callNames }
    private static let callNames: Set<String> = gestureModifiers.union(["onTapGesture", "addGestureRecognizer"])

    /// A `view.addGestureRecognizer(…)` call, decided once the file's traits are known.
    private struct Candidate {
        var call: FunctionCallExprSyntax
        var receiver: ReceiverKey
        /// The class `self` is in, for a call on `self`.
        var enclosingType: String?
        /// `self` in the enclosing type: a view made one element, whose trait covers taps on views inside it.
        var enclosingView: ReceiverKey
        var recognizer: Recognizer
    }

    private enum Recognizer {
        case created(FunctionCallExprSyntax)
        case named(ReceiverKey)
    }

    private var candidates: [Candidate] = []
    /// Views given a recognizer that may not be a tap, with it: which it is is told in `finish`.
    private var others: [(view: ReceiverKey, recognizer: Recognizer)] = []
    /// `touchesEnded` overrides that act when the touch ends inside the view, as a button does.
    private var touchEndings: [(declaration: FunctionDeclSyntax, type: String, view: ReceiverKey)] = []
    /// Recognizers created into a variable or property, by its key.
    private var tapCreations: [ReceiverKey: FunctionCallExprSyntax] = [:]
    private var classes: DeclaredClasses { file.facts.declaredClasses }
    private var groups: ReceiverGroups { file.facts.receiverGroups }

    static let tapGestureTypes: Set<String> = ["TapGesture", "SpatialTapGesture"]
    static let gestureModifiers: Set<String> = ["gesture", "simultaneousGesture", "highPriorityGesture"]
    /// Views whose taps are background taps (dismissing the keyboard) or a cell's own selection, not controls.
    static let backgroundViews: Set<String> = [
        "view", "contentView", "tableView", "collectionView", "scrollView", "window",
    ]

    override func visit(_ node: VariableDeclSyntax, scope: ScopeChain) {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                RuleWalker.constructedType(ExprSyntax(call)) == "UITapGestureRecognizer"
            else { continue }
            tapCreations[scope.key(named: name)] = call
        }
    }

    override func visit(_ assignment: Assignment, scope: ScopeChain) {
        guard assignment.operation == .assign, let call = assignment.value.as(FunctionCallExprSyntax.self),
            RuleWalker.constructedType(assignment.value) == "UITapGestureRecognizer"
        else { return }
        tapCreations[scope.key(forReceiver: assignment.target)] = call
    }

    override func visit(_ node: FunctionDeclSyntax, scope: ScopeChain) {
        guard node.name.text == "touchesEnded",
            node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
            let type = scope.typeName, let body = node.body, Self.actsOnTouchInside(body)
        else { return }
        touchEndings.append((node, type, scope.key(forReceiver: nil)))
    }

    /// `if bounds.contains(location) { action() }`: the condition a hand-made button checks before it acts.
    private static func actsOnTouchInside(_ body: CodeBlockSyntax) -> Bool {
        BehaviourSyntax.nodes(of: FunctionCallExprSyntax.self, in: Syntax(body)).contains { call in
            let text = call.calledExpression.trimmedDescription
            let checksInside =
                text.hasSuffix("bounds.contains")
                || text.hasSuffix("point") && call.arguments.first?.label?.text == "inside"
            return checksInside && call.ancestorOrSelf(mapping: { $0.as(ConditionElementSyntax.self) }) != nil
        }
    }

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        let method =
            member?.declName.baseName.text ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let member, member.base != nil, Self.addsTapGesture(node, method: method) {
            checkSwiftUIGesture(node, period: member.period, owner: scope.typeName)
        } else if method == "addGestureRecognizer", let argument = node.arguments.first?.expression {
            let recognizer: Recognizer
            if let call = argument.as(FunctionCallExprSyntax.self) {
                guard RuleWalker.constructedType(argument) == "UITapGestureRecognizer" else {
                    return others.append((scope.key(forReceiver: member?.base), .created(call)))
                }
                recognizer = .created(call)
            } else if ScopeChain.memberPath(argument) != nil {
                recognizer = .named(scope.key(forReceiver: argument))
            } else {
                return
            }
            let receiver = scope.key(forReceiver: member?.base)
            if case .named = recognizer { others.append((receiver, recognizer)) }
            candidates.append(
                Candidate(
                    call: node, receiver: receiver, enclosingType: scope.typeName,
                    enclosingView: scope.key(forReceiver: nil), recognizer: recognizer))
        }
    }

    /// The methods a tap's closure calls, when it does nothing but call them with plain values
    /// (`{ model.placeholderTapped() }`): whether they act is known once every file is (`ActsOnTap`).
    private static func calledMethods(_ call: FunctionCallExprSyntax) -> [String]? {
        guard let closure = BehaviourSyntax.closure(of: call, labels: ["perform"]), !closure.statements.isEmpty
        else { return nil }
        var names: [String] = []
        for statement in closure.statements {
            guard let called = Syntax(statement.item).as(FunctionCallExprSyntax.self), called.trailingClosure == nil,
                !called.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }),
                let name = BehaviourSyntax.calleeName(called)
            else { return nil }
            names.append(name)
        }
        return names
    }

    /// `UIPinchGestureRecognizer`, a subclass of it in this file, or an app's recognizer named for
    /// pinching (`PanningPinchRecognizer`), whose class may be declared in another file.
    private func isPinchRecognizer(_ type: String) -> Bool {
        classes.externalRoot(of: type) == "UIPinchGestureRecognizer"
            || type.contains("Pinch") && type.hasSuffix("Recognizer")
    }

    /// Whether the view also takes a pinch: a surface that zooms (a full-screen image or page),
    /// whose taps show the viewer's controls or zoom; a button trait on the whole surface would
    /// not describe it, and VoiceOver users zoom with the system's zoom.
    private func isPinched(_ view: ReceiverKey, facts: FileFacts) -> Bool {
        let views = Set(groups.keys(sharing: view, facts: facts)).union([view])
        return others.contains { other in
            guard views.contains(other.view) else { return false }
            let type: String? =
                switch other.recognizer {
                case .created(let call): RuleWalker.constructedType(ExprSyntax(call))
                case .named(let key): groups.typeName(of: key, facts: facts)
                }
            return type.map(isPinchRecognizer) == true
        }
    }

    /// `.onTapGesture { … }`, or `.gesture(TapGesture()…)` and its simultaneous and high-priority forms.
    private static func addsTapGesture(_ call: FunctionCallExprSyntax, method: String?) -> Bool {
        guard let method else { return false }
        if method == "onTapGesture" { return true }
        guard gestureModifiers.contains(method), let gesture = call.arguments.first?.expression else { return false }
        return isTapGesture(gesture)
    }

    /// `TapGesture(count: 2).onEnded { … }`: a chain that starts from a tap gesture.
    private static func isTapGesture(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let call = current?.as(FunctionCallExprSyntax.self) {
            if let name = SwiftUIViews.constructorName(call) { return tapGestureTypes.contains(name) }
            current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return false
    }

    private func checkSwiftUIGesture(_ call: FunctionCallExprSyntax, period: TokenSyntax, owner: String?) {
        if let root = ModifierChain.rootName(of: call), Self.isControl(root) { return }
        if isPrimitiveButtonStyleTrigger(call, owner: owner) { return }
        let modifiers = ModifierChain.modifiers(around: call)
        if Self.announcesActivation(modifiers, onTappedView: true) || ModifierChain.hides(modifiers) { return }
        for container in SwiftUIViews.enclosingViews(of: call) {
            if let name = SwiftUIViews.constructorName(container.call), Self.isControl(name) { return }
            if ModifierChain.hides(container.modifiers) { return }
            // The view is part of a container made one element, which is the one announced.
            if container.modifiers.contains(where: { $0.name == "accessibilityElement" }),
                Self.announcesActivation(container.modifiers)
            {
                return
            }
        }
        // An empty action only keeps the tap from reaching the views behind: nothing to announce.
        if BehaviourSyntax.calleeName(call) == "onTapGesture",
            let closure = BehaviourSyntax.closure(of: call, labels: ["perform"]),
            InertCalls.doNothing(closure.statements)
        {
            return
        }
        let action =
            call.arguments.map(\.trimmedDescription).joined() + (call.trailingClosure?.trimmedDescription ?? "")
        if Self.dismissesKeyboard(action) || Self.readsTapLocation(call) || Self.doubleTapZooms(call) { return }
        if flipsBoundToggle(call, owner: owner) { return }
        if Self.onlyFocusesField(call) { return }
        // In a view type used only inside buttons or single elements, the tap is no stop of its own
        // and no trait of its own would be announced; a tap that only calls the project's methods
        // that do nothing a person notices (analytics, logging) has no action to announce.
        let conditions: [(any IndexCondition)?] = [
            ViewSurroundings.of(call).bodyOwner.map { SeparateStop(viewType: $0) },
            Self.calledMethods(call).map { ActsOnTap(calls: $0) },
        ]
        let around = AllConditions.combining(conditions.compactMap { $0 })
        // A view holding controls of its own (a card with links and menus) cannot become a Button or
        // take the button trait without nesting or hiding them: its tap needs a named action. Whether
        // one of the app's view types it shows holds a control is known once every file is.
        let shown = Self.viewTypesShown(in: ModifierChain.root(of: call))
        let namesAction = modifiers.contains { ["accessibilityAction", "accessibilityActions"].contains($0.name) }
        if !shown.isDisjoint(with: ViewTypeUses.Collector.controlsNamedByText) {
            if !namesAction { reportControlHolder(period, condition: around) }
            return
        }
        // SwiftUI's own views among them have no body here, so they hold no control.
        let appTypes = shown.sorted()
        report(
            period,
            "Make this tappable view a Button, or add .accessibilityAddTraits(.isButton) (.isLink if it opens "
                + "a web page or another app), so VoiceOver announces that a double tap activates it",
            condition: AllConditions.combining(
                [around, appTypes.isEmpty ? nil : HoldsControls(viewTypes: appTypes, expected: false)].compactMap {
                    $0
                }))
        if !appTypes.isEmpty, !namesAction {
            reportControlHolder(
                period,
                condition: AllConditions.combining(
                    [around, HoldsControls(viewTypes: appTypes, expected: true)].compactMap { $0 }))
        }
    }

    private func reportControlHolder(_ period: TokenSyntax, condition: (any IndexCondition)?) {
        report(
            period,
            "Add .accessibilityAction(named:) naming what tapping this view does, so VoiceOver users find it in the "
                + "actions rotor: the view holds controls of its own (a Button, a Link or a Menu), which making it a "
                + "Button or adding the button trait would nest or hide",
            certainty: .needsReview, condition: condition)
    }

    /// The view types constructed in the tapped view, its modifiers left out (`VStack`, `Text`,
    /// `CommentView`), also the app's view types a helper of the same type that builds it shows
    /// (`usernameCell()`, `var header: some View`), one level deep. A control written in the helper
    /// itself (a row's trailing share button beside the tapped text) is left to the violation,
    /// whose advice teams follow by making the rest of the row the Button.
    private static func viewTypesShown(in view: ExprSyntax) -> Set<String> {
        var types = constructedViewTypes(in: Syntax(view))
        let helpers = helperBodies(around: Syntax(view))
        guard !helpers.isEmpty else { return types }
        for reference in BehaviourSyntax.nodes(of: DeclReferenceExprSyntax.self, in: Syntax(view)) {
            let member = reference.parent?.as(MemberAccessExprSyntax.self)
            guard
                member == nil || member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
                let body = helpers[reference.baseName.text]
            else { continue }
            types.formUnion(constructedViewTypes(in: body).subtracting(ViewTypeUses.Collector.controlsNamedByText))
        }
        return types
    }

    private static func constructedViewTypes(in code: Syntax) -> Set<String> {
        Set(
            BehaviourSyntax.nodes(of: FunctionCallExprSyntax.self, in: code)
                .compactMap(SwiftUIViews.constructorName).filter(\.startsUppercase))
    }

    /// The bodies of the functions and computed properties of the type around `node`, by name.
    private static func helperBodies(around node: Syntax) -> [String: Syntax] {
        var current = node.parent
        while let next = current, !next.is(MemberBlockSyntax.self) { current = next.parent }
        guard let members = current?.as(MemberBlockSyntax.self)?.members else { return [:] }
        var bodies: [String: Syntax] = [:]
        for item in members {
            if let function = item.decl.as(FunctionDeclSyntax.self), let body = function.body {
                bodies[function.name.text] = Syntax(body)
            } else if let variable = item.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                let binding = variable.bindings.first, binding.initializer == nil,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let accessors = binding.accessorBlock
            {
                bodies[name] = Syntax(accessors)
            }
        }
        return bodies
    }

    /// `.onTapGesture { focusedField = .days }` on a caption: the tap only moves focus to a text
    /// field (a `@FocusState` of the same view), which VoiceOver reaches by itself.
    private static func onlyFocusesField(_ call: FunctionCallExprSyntax) -> Bool {
        guard let closure = BehaviourSyntax.closure(of: call, labels: ["perform"]), !closure.statements.isEmpty else {
            return false
        }
        let focusStates = focusStateNames(around: Syntax(call))
        guard !focusStates.isEmpty else { return false }
        return closure.statements.allSatisfy { statement in
            guard let sequence = Syntax(statement.item).as(SequenceExprSyntax.self),
                let assignment = BehaviourSyntax.assignment(sequence),
                let target = ScopeChain.memberPath(assignment.target)?.last, focusStates.contains(target)
            else { return false }
            let value = assignment.value.map(\.trimmedDescription).joined(separator: " ")
            return value != "nil" && value != "false"
        }
    }

    /// The `@FocusState` properties of the type the node is in.
    private static func focusStateNames(around node: Syntax) -> Set<String> {
        var current = node.parent
        while let node = current, node.as(MemberBlockSyntax.self) == nil { current = node.parent }
        guard let members = current?.as(MemberBlockSyntax.self)?.members else { return [] }
        var names: Set<String> = []
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.attributes.contains(where: { UIKitReceivers.isAttribute($0, named: "FocusState") })
            else { continue }
            names.formUnion(
                variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
        }
        return names
    }

    /// `.onTapGesture { location in … }`, or a `SpatialTapGesture` whose value's location is read:
    /// a tap that picks a point, which no button trait describes.
    private static func readsTapLocation(_ call: FunctionCallExprSyntax) -> Bool {
        if let closure = BehaviourSyntax.closure(of: call, labels: ["perform"]), let signature = closure.signature {
            let names: [String]
            if let parameters = signature.parameterClause?.as(ClosureShorthandParameterListSyntax.self) {
                names = parameters.map(\.name.text)
            } else {
                names =
                    signature.parameterClause?.as(ClosureParameterClauseSyntax.self)?.parameters
                    .map { ($0.secondName ?? $0.firstName).text } ?? []
            }
            if names.contains(where: { $0 != "_" }) { return true }
        }
        return BehaviourSyntax.calleeName(call) != "onTapGesture"
            && BehaviourSyntax.identifiers(in: call.arguments.map { Syntax($0) }).contains("location")
    }

    /// `.onTapGesture { configuration.trigger() }` in a `PrimitiveButtonStyle` (its `makeBody` or a
    /// helper of the style): the view styled is a real Button, which keeps its trait; the tap only
    /// runs the Button's action.
    private func isPrimitiveButtonStyleTrigger(_ call: FunctionCallExprSyntax, owner: String?) -> Bool {
        guard let owner, file.facts.reach.conformances[owner]?.contains("PrimitiveButtonStyle") == true,
            let closure = BehaviourSyntax.closure(of: call, labels: ["perform"])
        else { return false }
        return BehaviourSyntax.nodes(of: FunctionCallExprSyntax.self, in: Syntax(closure)).contains {
            BehaviourSyntax.calleeName($0) == "trigger"
        }
    }

    /// `.onTapGesture { isOn.toggle() }` where the type shows `Toggle(…, isOn: $isOn)`: the tap only
    /// flips what the Toggle shows, and the Toggle is the VoiceOver stop for it.
    private func flipsBoundToggle(_ call: FunctionCallExprSyntax, owner: String?) -> Bool {
        guard BehaviourSyntax.calleeName(call) == "onTapGesture",
            let closure = BehaviourSyntax.closure(of: call, labels: ["perform"]),
            let states = Self.flippedStates(closure.statements), !states.isEmpty
        else { return false }
        let bound = Set(
            BehaviourSyntax.bodies(ofType: owner, in: file.tree).flatMap { body in
                BehaviourSyntax.nodes(of: FunctionCallExprSyntax.self, in: body).filter {
                    SwiftUIViews.constructorName($0) == "Toggle"
                }
                .compactMap { BehaviourSyntax.argument("isOn", of: $0)?.trimmedDescription }
            })
        return states.allSatisfy { bound.contains("$" + $0) || bound.contains("$self." + $0) }
    }

    /// The states the statements set or toggle (`isOn.toggle()`, `isOn = true`, inside
    /// `withAnimation` too), as written; nil when they do anything else.
    private static func flippedStates(_ statements: CodeBlockItemListSyntax) -> [String]? {
        var states: [String] = []
        for statement in statements {
            if let call = statement.item.as(FunctionCallExprSyntax.self) {
                if BehaviourSyntax.calleeName(call) == "toggle",
                    let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
                {
                    states.append(base.trimmedDescription.replacingOccurrences(of: "self.", with: ""))
                } else if BehaviourSyntax.calleeName(call) == "withAnimation",
                    let inner = BehaviourSyntax.closure(of: call),
                    let flipped = flippedStates(inner.statements)
                {
                    states += flipped
                } else {
                    return nil
                }
            } else if let sequence = statement.item.as(SequenceExprSyntax.self),
                let (target, _) = BehaviourSyntax.assignment(sequence)
            {
                states.append(target.trimmedDescription.replacingOccurrences(of: "self.", with: ""))
            } else {
                return nil
            }
        }
        return states
    }

    /// `.onTapGesture(count: 2) { scale = scale > 1 ? 1 : 2 }` or `TapGesture(count: 2)` that zooms:
    /// a double tap that zooms an image or a page, a view's gesture rather than a control.
    private static func doubleTapZooms(_ call: FunctionCallExprSyntax) -> Bool {
        let counts = ([call] + BehaviourSyntax.nodes(of: FunctionCallExprSyntax.self, in: Syntax(call.arguments)))
            .compactMap { BehaviourSyntax.number(BehaviourSyntax.argument("count", of: $0)) }
        guard counts.contains(where: { $0 >= 2 }) else { return false }
        let words = BehaviourSyntax.identifiers(
            in: [Syntax(call.arguments), call.trailingClosure.map(Syntax.init)].compactMap { $0 })
        return words.contains(where: GestureHandlers.isZoomWord)
    }

    private static func isControl(_ typeName: String) -> Bool {
        !SourceTraits.forType(typeName).isDisjoint(with: AccessibilityTrait.interactive)
    }

    /// The button or link trait, or an action VoiceOver offers for the element. On the tapped view
    /// itself only the action a double tap runs counts: named actions (`.accessibilityAction(named:)`,
    /// `.accessibilityActions`, escape, magic tap) sit in the actions rotor and leave the view
    /// announced as content; on a container made one element any action reaches the taps inside.
    private static func announcesActivation(_ modifiers: [Modifier], onTappedView: Bool = false) -> Bool {
        ModifierChain.addsTrait([.button, .link], in: modifiers)
            || modifiers.contains { modifier in
                switch modifier.name {
                case "accessibilityRepresentation": true
                case "accessibilityActions": !onTappedView
                case "accessibilityAction": !onTappedView || runsOnDoubleTap(modifier)
                default: false
                }
            }
    }

    /// `.accessibilityAction { … }` or `.accessibilityAction(.default) { … }`: the action VoiceOver
    /// runs on a double tap, not one named for the actions rotor.
    private static func runsOnDoubleTap(_ action: Modifier) -> Bool {
        guard action.argument("named") == nil else { return false }
        guard let kind = action.call.arguments.first(where: { $0.label == nil })?.expression,
            kind.is(MemberAccessExprSyntax.self)
        else { return true }
        return kind.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "default"
    }

    /// A tap whose action dismisses the keyboard or clears focus: a background tap, not a control.
    private static func dismissesKeyboard(_ code: String) -> Bool {
        let lowered = code.lowercased()
        return ["keyboard", "endediting", "resignfirstresponder"].contains { lowered.contains($0) }
            || (lowered.contains("focus") && (lowered.contains("= false") || lowered.contains("= nil")))
    }

    override func finish(facts: FileFacts) {
        // A plain view that acts on a touch ending inside it is a hand-made button; a control or a
        // view whose traits or activation its code gives (here or, through the index, elsewhere) is not.
        for ending in touchEndings
        where Self.plainViews.contains(classes.externalRoot(of: ending.type))
            && !classes.declares(anyOf: Array(Self.activationMembers), ending.type, facts: facts)
            && groups.assignments(to: "accessibilityTraits", of: ending.view, facts: facts).isEmpty
        {
            report(
                ending.declaration.name,
                "Add accessibilityTraits.insert(.button) (.link if it opens a web page or another app), with "
                    + "isAccessibilityElement = true and an accessibilityLabel, so VoiceOver announces that a double tap "
                    + "activates this view: it acts when a touch ends inside it, as a button does",
                condition: UntouchedInCode(
                    handles: [CodeHandle(owner: ending.type, receiver: "self")], members: Self.activationMembers))
        }
        for candidate in candidates where isUnannouncedTap(candidate, facts: facts) {
            let receiver = candidate.receiver.path == "self" ? "" : candidate.receiver.path + "."
            let containment = file.facts.uiKitReceivers.containment(
                of: candidate.receiver, at: candidate.call, facts: facts)
            let isInsideOneElement =
                containment.isContained
                || candidate.receiver.path != "self"
                    && candidate.enclosingType.map {
                        file.facts.uiKitReceivers.isCellAnnouncingActivation($0, facts: facts)
                    } == true
            if isInsideOneElement {
                // The tapped view is part of one element, no stop of its own: a double tap activates the
                // element, which reaches this tap only if activating it does the same.
                guard !activationDoesTap(candidate, facts: facts) else { continue }
                let element = candidate.enclosingType ?? "the view around it"
                report(
                    candidate.call,
                    "Add a UIAccessibilityCustomAction to \(element)'s accessibilityCustomActions that does what "
                        + "tapping \(receiver.isEmpty ? "this view" : candidate.receiver.path) does: VoiceOver reads \(element) as one "
                        + "element, and a double tap on it does not reach this tap on a view inside it",
                    certainty: .needsReview, condition: elementActionUntouchedElsewhere(candidate, facts: facts))
                continue
            }
            let message =
                isOwnStop(candidate, facts: facts)
                ? "Add \(receiver)accessibilityTraits.insert(.button) (.link if it opens a web page or "
                    + "another app) so VoiceOver announces that a double tap activates this tappable view, or make it a UIButton"
                    // A trait on a view VoiceOver does not stop on is never announced: the advice must make it a stop.
                : "Make this tappable view one VoiceOver stop that says what it does and that it is a button "
                    + "(\(receiver)isAccessibilityElement = true, an accessibilityLabel, and accessibilityTraits.insert(.button), "
                    + ".link if it opens a web page or another app), or make it a UIButton: as it is, VoiceOver does not "
                    + "announce that a double tap activates it"
            report(
                candidate.call, message,
                condition: AllConditions.combining(
                    [traitsUntouchedElsewhere(candidate, facts: facts), containment.condition].compactMap { $0 }))
        }
    }

    /// The review item stands only if no other file gives the element what would make its double tap
    /// do the tap: custom actions, an accessibilityActivate() override, or (when this file gives it
    /// none) a button or link trait. What this file sets was judged already, and is in its own index.
    private func elementActionUntouchedElsewhere(_ candidate: Candidate, facts: FileFacts) -> (any IndexCondition)? {
        guard let owner = candidate.enclosingType else { return nil }
        var members: Set<String> = ["accessibilityCustomActions"]
        if !classes.declares(anyOf: ["accessibilityActivate"], owner, facts: facts) {
            members.insert("accessibilityActivate")
        }
        if groups.assignments(to: "accessibilityTraits", of: candidate.enclosingView, facts: facts).isEmpty {
            members.insert("accessibilityTraits")
        }
        return UntouchedInCode(handles: [CodeHandle(owner: owner, receiver: "self")], members: members)
    }

    /// Whether a double tap on the one element around the tapped view does what the tap does: the
    /// element offers custom actions, its `accessibilityActivate()` reaches the handler, or it
    /// announces a button or link and every tap inside it has one handler (VoiceOver taps the element).
    private func activationDoesTap(_ candidate: Candidate, facts: FileFacts) -> Bool {
        if !groups.assignments(to: "accessibilityCustomActions", of: candidate.enclosingView, facts: facts).isEmpty {
            return true
        }
        let handler = handlerName(of: candidate, facts: facts)
        if let type = candidate.enclosingType, classes.declares(anyOf: ["accessibilityActivate"], type, facts: facts) {
            return handler.map { handlerMethods(of: type).reachedNames(from: "accessibilityActivate").contains($0) }
                ?? false
        }
        guard hasActivationTrait(candidate.enclosingView, facts: facts) else { return false }
        let inside = candidates.filter { $0.enclosingType == candidate.enclosingType && $0.receiver.path != "self" }
        return Set(inside.map { handlerName(of: $0, facts: facts) }).count == 1
    }

    /// Views with no role of their own, whose touch handling makes them act like a button.
    static let plainViews: Set<String> = ["UIView", "UIImageView", "UIStackView"]

    /// Views VoiceOver stops on without being told: labels and text views, and cells in their lists.
    static let elementsByDefault: Set<String> = ["UILabel", "UITextView", "UITableViewCell", "UICollectionViewCell"]
    /// Names of views that are no element by default: UIImageView and UIStackView.
    static let plainViewNameSuffixes = ["imageview", "stackview"]

    /// The tapped view is a VoiceOver stop of its own, so a trait on it is announced: a label or a
    /// cell, or a view code makes an element. Plain views and image views are not, unless told.
    private func isOwnStop(_ candidate: Candidate, facts: FileFacts) -> Bool {
        let typeName =
            candidate.receiver.path == "self"
            ? candidate.enclosingType : groups.typeName(of: candidate.receiver, facts: facts)
        if let typeName {
            if Self.elementsByDefault.contains(classes.externalRoot(of: typeName)) { return true }
            if classes.declares(anyOf: ["isAccessibilityElement"], typeName, facts: facts) { return true }
        } else {
            // A view whose class the file does not show may be an element: keep the shorter advice,
            // unless its name says it is an image or stack view (`productImageView`), which is not.
            let name = candidate.receiver.path.split(separator: ".").last?.lowercased() ?? ""
            return !Self.plainViewNameSuffixes.contains { name.hasSuffix($0) }
        }
        return !groups.assignments(to: "isAccessibilityElement", of: candidate.receiver, facts: facts).isEmpty
    }

    /// Members through which code in another file can make the view announce activation: its
    /// traits, or an `accessibilityActivate()` override.
    static let activationMembers: Set<String> = ["accessibilityTraits", "accessibilityActivate"]

    /// The finding stands only if no other file gives the view its traits: an extension of the
    /// enclosing type (`flashButton.accessibilityTraits…`), or the view's own class, its superclass
    /// or an extension of it. UIKit's own classes are left out: code configuring some other image
    /// view says nothing about this one.
    private func traitsUntouchedElsewhere(_ candidate: Candidate, facts: FileFacts) -> (any IndexCondition)? {
        var handles: [CodeHandle] = []
        if let owner = candidate.enclosingType, !setsOnlyKnownTraits(candidate, owner: owner, facts: facts) {
            handles.append(CodeHandle(owner: owner, receiver: candidate.receiver.path))
        }
        if candidate.receiver.path != "self", let type = groups.typeName(of: candidate.receiver, facts: facts),
            !type.hasPrefix("UI")
        {
            handles.append(CodeHandle(owner: type, receiver: "self"))
        }
        return handles.isEmpty ? nil : UntouchedInCode(handles: handles, members: Self.activationMembers)
    }

    /// A private property of the type (no other file reaches it) whose traits this file sets, each
    /// time to traits it spells out (`.allowsDirectInteraction`): those are the view's traits, judged
    /// here, so this file's own assignments, which the index also holds, do not hide the finding.
    private func setsOnlyKnownTraits(_ candidate: Candidate, owner: String, facts: FileFacts) -> Bool {
        let path = candidate.receiver.path
        guard !path.contains("."), handlerMethods(of: owner).privateProperties.contains(path) else { return false }
        let assignments = groups.assignments(to: "accessibilityTraits", of: candidate.receiver, facts: facts)
        return !assignments.isEmpty
            && assignments.allSatisfy { TraitSpelling.combined(in: $0.value) != nil }
    }

    private func handlerMethods(of type: String?) -> GestureHandlers {
        file.facts.gestureHandlers(ofType: type, in: file.tree)
    }

    /// `numberOfTapsRequired` as the code sets it on the recognizer, 1 when it does not.
    private func tapsRequired(of key: ReceiverKey, facts: FileFacts) -> Double {
        groups.assignments(to: "numberOfTapsRequired", of: key, facts: facts).compactMap {
            BehaviourSyntax.number($0.value)
        }.max() ?? 1
    }

    /// The call that creates the candidate's recognizer, when the file shows it.
    private func creation(of candidate: Candidate, facts: FileFacts) -> FunctionCallExprSyntax? {
        switch candidate.recognizer {
        case .created(let call): call
        case .named(let key):
            groups.keys(sharing: key, facts: facts).lazy.compactMap { self.tapCreations[$0] }.first ?? tapCreations[key]
        }
    }

    /// The method the recognizer calls: its `#selector`.
    private func handlerName(of candidate: Candidate, facts: FileFacts) -> String? {
        creation(of: candidate, facts: facts).flatMap {
            BehaviourSyntax.selectorName(BehaviourSyntax.argument("action", of: $0))
        }
    }

    private func isUnannouncedTap(_ candidate: Candidate, facts: FileFacts) -> Bool {
        let creation = creation(of: candidate, facts: facts)
        if case .named(let key) = candidate.recognizer {
            guard creation != nil || groups.typeName(of: key, facts: facts) == "UITapGestureRecognizer" else {
                return false
            }
            // A recognizer that lets touches through is a background tap (ending editing).
            let letsTouchesThrough = groups.assignments(to: "cancelsTouchesInView", of: key, facts: facts).contains {
                $0.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
            }
            if letsTouchesThrough { return false }
        }
        if let creation, Self.dismissesKeyboard(creation.trimmedDescription) { return false }
        if let handler = handlerName(of: candidate, facts: facts) {
            let methods = handlerMethods(of: candidate.enclosingType)
            // A handler that does nothing only keeps taps from reaching the views behind (an alert's
            // card inside a dimmed background that dismisses it): there is no action to announce.
            if methods.doesNothing(handler) { return false }
            // A tap that reads where it landed picks a point (tap to focus), which no button trait describes.
            if methods.readsTouchLocation(handler) { return false }
            // The same method is a button's action: the button is the VoiceOver stop for it.
            if methods.controlActions.contains(handler) { return false }
            // A tap that only puts the keyboard away is a background tap.
            if methods.onlyEndsEditing(handler) { return false }
            // A tap that only flips a switch of the type: the switch is the VoiceOver stop for it.
            if let properties = methods.onlySetsOnState(from: handler),
                properties.allSatisfy({ name in
                    methods.propertyTypes[name].map { classes.externalRoot(of: $0) == "UISwitch" } ?? false
                })
            {
                return false
            }
            // A tap that only focuses a text field (`field.becomeFirstResponder()`): VoiceOver reaches the field itself.
            if methods.onlyFocusesField(handler) { return false }
        }
        // A double tap in a type that zooms an image or a page is a view's gesture, not a control,
        // whether the type or another object (a coordinator) handles it; VoiceOver users zoom with
        // the rotor or the system's zoom.
        if case .named(let key) = candidate.recognizer, tapsRequired(of: key, facts: facts) >= 2,
            handlerMethods(of: candidate.enclosingType).zoomsAnywhere
        {
            return false
        }
        if isPinched(candidate.receiver, facts: facts) { return false }
        let path = candidate.receiver.path
        if let last = path.split(separator: ".").last, Self.backgroundViews.contains(String(last)) { return false }
        let typeName = path == "self" ? candidate.enclosingType : groups.typeName(of: candidate.receiver, facts: facts)
        if let typeName {
            if Self.isControl(classes.externalRoot(of: typeName)) { return false }
            if classes.declares(anyOf: ["accessibilityActivate", "accessibilityTraits"], typeName, facts: facts) {
                return false
            }
        }
        return !hasActivationTrait(candidate.receiver, facts: facts)
    }

    private func hasActivationTrait(_ key: ReceiverKey, facts: FileFacts) -> Bool {
        groups.assignments(to: "accessibilityTraits", of: key, facts: facts).contains(
            where: UIKitReceivers.addsActivationTrait)
    }
}

import RotorKit
import SwiftSyntax

/// A button that shows only an image needs a name that says what it does: SwiftUI buttons whose
/// label is only an `Image`, `UIButton`s given an image and no title, `UIBarButtonItem(image:)`,
/// and an image set as a navigation bar's title view.
public struct IconButtonLabelRule: SourceRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "icon-button-label",
        title: "Image-only buttons have a label",
        criteria: ["4.1.2", "1.1.1"],
        platforms: [.ios],
        defaultSeverity: .error,
        success: "A button, link or bar button item that shows only an icon has an accessibility label that says what "
            + "it does (\"Share\", \"Close\"), or uses a Label or a title that VoiceOver reads while the icon alone "
            + "is shown. An image used as a navigation bar's title view is labelled with the screen's title.",
        failure: "An icon-only button is read by its image's asset name, by Apple's description of the symbol (which "
            + "names the picture, not the action) or as just \"button\", so a person who cannot see the icon cannot "
            + "tell what it does; an image title view leaves the screen without a spoken title.",
        limitations: "SwiftUI labels are read from the code: a label closure drawing anything but images, stacks of "
            + "images, text and the branches of an `if` or `switch` (a helper view, a loop) is taken as named. Buttons built in helpers are judged by their "
            + "uses in the same file. A single asset icon whose name the app's `Localizable` strings table translates is named by "
            + "the translation, as SwiftUI reads it, when the tables are in the folders linted. A UIButton that is an outlet or declared in another file is reported for review, "
            + "since a storyboard or the other file may give it a title; one inside a cell or view made one element (in "
            + "code or an Interface Builder file), or never put on screen in its file, is no stop. Star buttons repeated "
            + "to set a rating are advised as one adjustable element. System items (`UIBarButtonItem(barButtonSystemItem:)`, "
            + "`UIButton(type: .close)`) are named by UIKit, and so are the few SF Symbols whose spoken name Rotor has a "
            + "public source for (`plus` is read \"Add\"; the list and its sources are in `SystemNames`); any other "
            + "symbol is likely read by its own name in words (\"clock arrow circlepath\"), though some get a word of their "
            + "own that no public source lists, so a button showing only such symbols is reported for "
            + "review, naming what VoiceOver likely reads; a button showing an asset image is reported as a violation. "
            + "An image title view the code calls a logo or brand (`logoImageView`, an asset named \"brand-logo\") on a "
            + "screen whose code sets no title is the app's mark, not the screen's title, and is not reported: the screen "
            + "is expected to name itself in its content (a title set in the same type, which the mark hides, is reported).",
        guideline:
            "iOS Accessibility Properties: How They Relate to WCAG, and How to Correctly Use Them › Name › Example 1: Image Link"
    )

    public let sourceExamples: [SourceExample] = [
        .triggering(
            "a SwiftUI button whose label is only an asset icon",
            """
            struct Header: View {
                var body: some View {
                    HStack {
                        Text(title).font(.headline)
                        ↓Button(action: dismiss) {
                            Image("icn_dismiss")
                        }
                    }
                }
            }
            """),
        .triggering(
            "buttons whose SF Symbols have no name Rotor knows, directly or through a constant (needs review)",
            """
            struct Sheet: View {
                var body: some View {
                    HStack {
                        ↓Button(action: dismiss) { Image(systemName: "xmark") }
                        ↓Button(action: dismiss) { Image(systemName: Constants.closeSymbol) }
                    }
                }
            }

            final class CacheViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let clearItem = ↓UIBarButtonItem(image: UIImage(systemName: "trash")!, style: .done, target: self, action: #selector(clear))
                    navigationItem.rightBarButtonItem = clearItem
                }
            }
            """),
        .triggering(
            "a button with an asset icon, and a link with a photo",
            """
            struct Toolbar: View {
                var body: some View {
                    HStack {
                        ↓Button {
                            share()
                        } label: {
                            Image("icn_share").resizable().frame(width: 24, height: 24)
                        }
                        ↓NavigationLink(value: photo) {
                            Image(uiImage: photo.thumbnail)
                        }
                        ↓Button(action: toggleMute) {
                            if isMuted {
                                Image("icn_muted")
                            } else {
                                Image("icn_sound")
                            }
                        }
                    }
                }
            }
            """),
        .triggering(
            "a UIButton given an image and no title",
            """
            final class PlayerViewController: UIViewController {
                private let closeButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓closeButton.setImage(UIImage(named: "Close-24"), for: .normal)
                    closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
                    view.addSubview(closeButton)
                }
            }
            """),
        .triggering(
            "a UIButton configuration with only an SF Symbol (needs review)",
            """
            func makeShareButton() -> UIButton {
                var configuration = UIButton.Configuration.plain()
                ↓configuration.image = UIImage(systemName: "square.and.arrow.up")
                let button = UIButton(configuration: configuration)
                return button
            }
            """),
        .triggering(
            "bar button items made from an image and never labelled (the SF Symbol one needs review)",
            """
            final class InboxViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let filterItem = ↓UIBarButtonItem(image: UIImage(named: "filter"), style: .plain, target: self, action: #selector(filter))
                    navigationItem.rightBarButtonItems = [filterItem, ↓UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: self, action: #selector(openSettings))]
                }
            }
            """),
        .triggering(
            "a tab bar item given an empty title, so its tab shows only the image",
            """
            final class MainTabController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let scanItem = ↓UITabBarItem(title: "", image: UIImage(named: "tab_scan"), selectedImage: nil)
                    scanViewController.tabBarItem = scanItem
                }
            }
            """),
        .triggering(
            "an image as the navigation bar's title view",
            """
            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓navigationItem.titleView = UIImageView(image: UIImage(named: "header"))
                }
            }
            """),
        .triggering(
            "a logo as the title view, hiding the title the screen sets",
            """
            final class CatalogueViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Shop"
                    ↓navigationItem.titleView = UIImageView(image: UIImage(named: "logo_wordmark"))
                }
            }
            """),
        .triggering(
            "star buttons that set a rating (advised as one adjustable element)",
            """
            struct RatingPicker: View {
                var body: some View {
                    HStack {
                        ForEach(1...5, id: \\.self) { value in
                            ↓Button { rating = value } label: { Image(value <= rating ? "star_full" : "star_empty") }
                        }
                    }
                }
            }
            """),
        .nonTriggering(
            "UIKit buttons inside a cell read as one element, and a button never put on screen",
            """
            final class RewardCell: UITableViewCell {
                private let buyButton = UIButton(type: .system)

                func configure(with reward: Reward) {
                    contentView.addSubview(buyButton)
                    buyButton.setImage(UIImage(named: "gold"), for: .normal)
                    isAccessibilityElement = true
                    accessibilityLabel = reward.title
                }
            }

            final class ComposeViewController: UIViewController {
                private let attachButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    attachButton.setImage(UIImage(named: "attach"), for: .normal)
                }
            }
            """),
        .nonTriggering(
            "SwiftUI buttons with a title, a Label, or a label on the button or its image",
            """
            struct Toolbar: View {
                var body: some View {
                    HStack {
                        Button("Share", systemImage: "square.and.arrow.up", action: share)
                            .labelStyle(.iconOnly)
                        Button(action: share) { Label("Share", systemImage: "square.and.arrow.up") }
                        Button { Image(systemName: "xmark") }.accessibilityLabel("Close")
                        Button(action: dismiss) { Image(systemName: "xmark").accessibilityLabel("Close") }
                        Button(action: favorite) {
                            HStack { Image("icn_star"); Text("Favourite") }
                        }
                        Button(action: toggleMute) {
                            if isMuted {
                                Label("Unmute", image: "icn_muted")
                            } else {
                                Label("Mute", image: "icn_sound")
                            }
                        }
                        Link(destination: helpURL) { Image(systemName: "questionmark.circle") }
                            .accessibilityLabel("Help")
                    }
                }
            }
            """),
        .nonTriggering(
            "buttons and bar button items whose SF Symbols the system names",
            """
            struct ListToolbar: View {
                var body: some View {
                    HStack {
                        Button(action: addItem) { Image(systemName: "plus") }
                        Menu { menuItems } label: { Image(systemName: "ellipsis.circle") }
                    }
                }
            }

            final class ListViewController: UIViewController {
                private let searchButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    searchButton.setImage(UIImage(systemName: "magnifyingglass"), for: .normal)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "plus"), style: .plain, target: self, action: #selector(add))
                    let spinner = UIActivityIndicatorView(style: .medium)
                    navigationItem.leftBarButtonItem = UIBarButtonItem(customView: spinner)
                }
            }

            final class MainTabController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let scanItem = UITabBarItem(title: "", image: UIImage(named: "tab_scan"), selectedImage: nil)
                    scanItem.accessibilityLabel = String(localized: "Scan")
                    scanViewController.tabBarItem = scanItem
                    historyViewController.tabBarItem = UITabBarItem(title: String(localized: "History"), image: UIImage(named: "tab_history"), tag: 1)
                }
            }
            """),
        .nonTriggering(
            "an asset icon whose name the app's Localizable strings translate (as icn_close is in the examples' app)",
            """
            struct Banner: View {
                var body: some View {
                    Button(action: dismiss) { Image("icn_close") }
                }
            }
            """),
        .nonTriggering(
            "a button inside a container made one labelled element, and a button built in a helper",
            """
            struct PlayerControls: View {
                var body: some View {
                    VStack {
                        HStack {
                            Button(action: togglePlay) { Image(systemName: "play.fill") }
                        }
                        .accessibilityElement(children: .combine)
                        .accessibilityLabel("Play")
                        closeButton()
                            .accessibilityLabel("Close")
                    }
                }

                func closeButton() -> some View {
                    Button(action: dismiss) { Image(systemName: "xmark") }
                }
            }
            """),
        .nonTriggering(
            "labels in both branches of if #available",
            """
            struct ShareControl: View {
                var body: some View {
                    if #available(iOS 16, *) {
                        ShareLink(item: url) { Image(systemName: "square.and.arrow.up") }
                            .accessibilityLabel("Share")
                    } else {
                        Button(action: share) { Image(systemName: "square.and.arrow.up") }
                            .accessibilityLabel("Share")
                    }
                }
            }
            """),
        .nonTriggering(
            "UIKit buttons with a title, a label set elsewhere, system items, a lazy var closure, and a logo as the title view",
            """
            final class PlayerViewController: UIViewController {
                private let closeButton = UIButton(type: .close)
                private let playButton = UIButton(type: .system)
                private let likeButton = UIButton(type: .system)
                private lazy var shareButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                    return button
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    playButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
                    likeButton.setImage(UIImage(named: "heart"), for: .normal)
                    likeButton.setTitle("Like", for: .normal)
                    navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
                    let filterItem = UIBarButtonItem(image: UIImage(named: "filter"), style: .plain, target: self, action: #selector(filter))
                    filterItem.accessibilityLabel = "Filter"
                    navigationItem.rightBarButtonItem = filterItem
                    navigationItem.titleView = UIImageView(image: UIImage(named: "header"))
                    navigationItem.titleView?.accessibilityLabel = "Home"
                }

                private func configureAccessibility() {
                    playButton.accessibilityLabel = "Play"
                    shareButton.accessibilityLabel = "Share"
                }
            }

            final class ProfileViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let logoImageView = UIImageView(image: UIImage(named: "AppMark-Small"))
                    navigationItem.titleView = logoImageView
                }
            }

            final class MuteButton: UIButton {
                func setup() {
                    accessibilityLabel = "Mute"
                    setImage(UIImage(named: "unmuted.png"), for: .normal)
                }
            }

            final class CloseButton: UIButton {
                override var accessibilityLabel: String? {
                    get { NSLocalizedString("Close", comment: "") }
                    set {}
                }

                func setup() {
                    setImage(UIImage(systemName: "xmark"), for: .normal)
                }
            }
            """),
    ]

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        IconButtonLabelChecker(file: file, metadata: metadata, context: context)
    }

    public var indexConditions: [any IndexCondition.Type] { [UntranslatedImageName.self] }
}

final class IconButtonLabelChecker: SourceChecker {
    override var interests: SourceInterests { [.calls, .assignments] }
    override var callNames: Set<String>? { Self.callNames }
    private static let callNames: Set<String> = Set(controls.keys).union([
        "UIButton", "UIBarButtonItem", "UITabBarItem", "setImage", "setBackgroundImage", "setTitle",
        "setAttributedTitle",
    ])
    override var assignedProperties: Set<String>? { Self.assignedProperties }
    private static let assignedProperties: Set<String> = ["image", "titleView"]

    private struct SwiftUICandidate {
        var control: FunctionCallExprSyntax
        var name: String
        var image: ImageSource
        var helper: ViewSurroundings.Helper?
        /// Only SF Symbols, one of them with a name Rotor does not know: for review.
        var unknownSymbol: SymbolNaming?
        /// A single asset image's name, which a `Localizable` translation would make the button's name.
        var condition: (any IndexCondition)?
        /// One of several star buttons setting a rating.
        var isRatingStar: Bool
    }

    private enum UIKitForm {
        /// `setImage(_:for:)`, an image on its configuration, or a `UIAction` image given at creation.
        case button
        case barButtonItem
        /// `navigationItem.titleView = UIImageView(…)`; the value's receiver, if it is a name.
        case titleView(value: ReceiverKey?)
    }

    private struct UIKitCandidate {
        var node: Syntax
        var key: ReceiverKey
        var form: UIKitForm
        /// An SF Symbol with a name Rotor does not know: for review.
        var unknownSymbol: SymbolNaming?
        /// The image, when it is an asset named in the code (`UIImage(named: "up-next")`) or a star.
        var image: ExprSyntax?
    }

    private var receivers: UIKitReceivers { file.facts.uiKitReceivers }
    private var swiftUICandidates: [SwiftUICandidate] = []
    private var uiKitCandidates: [UIKitCandidate] = []
    /// Receivers given a title somewhere UIKit facts do not file it: a bare `setTitle` in a button
    /// subclass, a title in the `UIAction` or the initializer that created it.
    private var titled: Set<ReceiverKey> = []
    /// Receivers created as system buttons or items, which UIKit names.
    private var systemNamed: Set<ReceiverKey> = []

    /// Controls whose label closure may hold only an image, and what a name should say.
    private static let controls: [String: (noun: String, purpose: String)] = [
        "Button": ("Button", "what it does"),
        "Link": ("Link", "where it leads"),
        "NavigationLink": ("NavigationLink", "where it leads"),
        "Menu": ("Menu", "what it offers"),
        "ShareLink": ("ShareLink", "what it shares"),
    ]

    private static let systemButtonTypes: Set<String> = [
        "close", "infoLight", "infoDark", "detailDisclosure", "contactAdd",
    ]

    override func visit(_ assignment: Assignment, scope: ScopeChain) {
        guard assignment.operation == .assign else { return }
        switch assignment.property {
        case "image":
            // `configuration.image = …`: decided in `finish`, once the configuration's button is known.
            let naming = Self.symbolNaming(of: assignment.value)
            guard let receiver = assignment.receiver, ScopeChain.memberPath(receiver) != nil,
                UIKitReceivers.isName(assignment.value), naming != .named
            else { return }
            uiKitCandidates.append(
                UIKitCandidate(
                    node: assignment.node, key: scope.key(forReceiver: receiver), form: .button,
                    unknownSymbol: naming, image: assignment.value))
        case "titleView":
            let valueKey =
                ScopeChain.memberPath(assignment.value) != nil ? scope.key(forReceiver: assignment.value) : nil
            let constructsImageView =
                RuleWalker.constructedType(assignment.value).map { $0.hasSuffix("ImageView") } ?? false
            guard constructsImageView || valueKey != nil,
                !Self.namesBrandMark(assignment.value) || Self.setsTitle(around: assignment.node)
            else { return }
            uiKitCandidates.append(
                UIKitCandidate(
                    node: assignment.node, key: scope.key(forReceiver: assignment.target),
                    form: .titleView(value: valueKey)))
        default:
            break
        }
    }

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        if let name = SwiftUIViews.constructorName(node) {
            switch name {
            case "UIButton": recordButtonCreation(node, scope: scope)
            case "UIBarButtonItem": recordBarButtonItem(node, scope: scope)
            case "UITabBarItem": recordTabBarItem(node, scope: scope)
            default: if Self.controls[name] != nil { checkSwiftUIControl(node, name: name) }
            }
            // A bare `setImage(_:for:)` or `setTitle(_:for:)` inside a UIButton subclass.
            if node.calledExpression.is(DeclReferenceExprSyntax.self) {
                recordButtonCall(node, name: name, receiver: scope.key(forReceiver: nil))
            }
            return
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return }
        recordButtonCall(node, name: member.declName.baseName.text, receiver: scope.key(forReceiver: base))
    }

    private func recordButtonCall(
        _ node: FunctionCallExprSyntax, name: String, receiver: @autoclosure () -> ReceiverKey
    ) {
        let isImage = name == "setImage" || name == "setBackgroundImage"
        guard isImage || name == "setTitle" || name == "setAttributedTitle", node.arguments.count == 2,
            node.arguments.last?.label?.text == "for", let value = node.arguments.first?.expression,
            UIKitReceivers.isName(value)
        else { return }
        // `makeButton().setImage(…)` has no receiver to follow.
        if let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base, ScopeChain.memberPath(base) == nil {
            return
        }
        if isImage {
            // An SF Symbol the system names ("plus" is read "Add") names the button; a background image does not.
            let naming = name == "setImage" ? Self.symbolNaming(of: value) : nil
            guard naming != .named else { return }
            uiKitCandidates.append(
                UIKitCandidate(node: Syntax(node), key: receiver(), form: .button, unknownSymbol: naming, image: value))
        } else {
            titled.insert(receiver())
        }
    }

    /// `UIButton(type: .close)` is named by UIKit; `UIButton(primaryAction: UIAction(image: …))`
    /// with no title is an image-only button.
    private func recordButtonCreation(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        guard let holder = UIKitReceivers.holder(of: node, scope: scope) else { return }
        for argument in node.arguments {
            switch argument.label?.text {
            case "type":
                if let type = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                    Self.systemButtonTypes.contains(type)
                {
                    systemNamed.insert(holder)
                }
            case "primaryAction":
                guard let action = argument.expression.as(FunctionCallExprSyntax.self) else { continue }
                if Self.argument("title", of: action).map(UIKitReceivers.isName) == true {
                    titled.insert(holder)
                } else if let image = Self.argument("image", of: action), UIKitReceivers.isName(image),
                    Self.symbolNaming(of: image) != .named
                {
                    uiKitCandidates.append(
                        UIKitCandidate(
                            node: Syntax(node), key: holder, form: .button,
                            unknownSymbol: Self.symbolNaming(of: image), image: image))
                }
            default:
                break
            }
        }
    }

    private func recordBarButtonItem(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        guard let image = Self.argument("image", of: node), UIKitReceivers.isName(image) else { return }
        let naming = Self.symbolNaming(of: image)
        guard naming != .named else { return }
        let holder = UIKitReceivers.holder(of: node, scope: scope)
        if Self.argument("title", of: node).map(UIKitReceivers.isName) == true {
            if let holder { titled.insert(holder) }
            return
        }
        // An item never stored is never labelled: a key no statement can name.
        let key = holder ?? ReceiverKey(scopeID: -1, path: "")
        uiKitCandidates.append(
            UIKitCandidate(node: Syntax(node), key: key, form: .barButtonItem, unknownSymbol: naming, image: image))
    }

    /// `UITabBarItem(title: "", image: …)`: a tab shown as its image alone, which VoiceOver reads by
    /// the image's name. A tab item made without a title argument is a system item UIKit names.
    private func recordTabBarItem(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        guard let title = Self.argument("title", of: node), !UIKitReceivers.isName(title),
            let image = Self.argument("image", of: node), UIKitReceivers.isName(image)
        else { return }
        let naming = Self.symbolNaming(of: image)
        guard naming != .named else { return }
        let key = UIKitReceivers.holder(of: node, scope: scope) ?? ReceiverKey(scopeID: -1, path: "")
        uiKitCandidates.append(
            UIKitCandidate(node: Syntax(node), key: key, form: .barButtonItem, unknownSymbol: naming, image: image))
    }

    /// How a UIKit image names its button when it is an SF Symbol; nil for any other image.
    private static func symbolNaming(of image: ExprSyntax) -> SymbolNaming? {
        ImageSource(uiImage: image)?.symbolNaming
    }

    private static func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    // MARK: SwiftUI

    private func checkSwiftUIControl(_ node: FunctionCallExprSyntax, name: String) {
        guard ControlContent.titleArgument(of: node) == nil, let closure = ControlContent.labelClosure(of: node),
            let content = ControlContent.content(of: closure, followingBranches: true), !content.isLabelled
        else { return }
        // Only images, none of them labelled.
        let sources = content.views.compactMap(ImageSource.init)
        guard let first = sources.first, sources.count == content.views.count, !sources.contains(.labelled) else {
            return
        }
        // Symbols the system names ("plus" is read "Add") name the control, unless hidden; symbols
        // Rotor has no name for may too, so a person checks them.
        let namings = sources.compactMap(\.symbolNaming)
        var unknownSymbol: SymbolNaming?
        if namings.count == sources.count, !content.views.contains(where: ImageSource.isSilenced) {
            unknownSymbol = namings.first { $0 != .named }
            if unknownSymbol == nil { return }
        }
        let source = content.views.allSatisfy(ImageSource.isSilenced) ? .decorative : first
        let surroundings = ViewSurroundings.of(node)
        guard !Self.isNamed(surroundings) else { return }
        let condition = sources.count == 1 ? source.untranslatedNameCondition : nil
        let isRatingStar =
            content.views.contains { image in image.arguments.first.map { RatingStars.namesStar($0.expression) } == true
            }
            && RatingStars.isRepeated(in: surroundings)
        switch surroundings.boundary {
        case .preview, .opaque: return
        case .final:
            swiftUICandidates.append(
                SwiftUICandidate(
                    control: node, name: name, image: source, helper: nil,
                    unknownSymbol: unknownSymbol, condition: condition, isRatingStar: isRatingStar))
        case .helper(let helper):
            swiftUICandidates.append(
                SwiftUICandidate(
                    control: node, name: name, image: source, helper: helper,
                    unknownSymbol: unknownSymbol, condition: condition, isRatingStar: isRatingStar))
        }
    }

    static func isNamed(_ surroundings: ViewSurroundings) -> Bool {
        surroundings.hasAccessibilityLabel || surroundings.isHidden || surroundings.isInsideIgnoringContainer
            || surroundings.isInsideCombiningContainer
    }

    // MARK: Deciding

    override func finish(facts: FileFacts) {
        var uses = HelperUses()
        for candidate in swiftUICandidates {
            var certainty = FindingCertainty.violation
            if let helper = candidate.helper {
                guard let decided = uses.certainty(for: helper, isNamed: Self.isNamed) else { continue }
                certainty = decided
            }
            let helper = certainty == .needsReview ? candidate.helper : nil
            if candidate.unknownSymbol != nil { certainty = .needsReview }
            report(
                candidate.control, Self.message(for: candidate, helper: helper), certainty: certainty,
                condition: candidate.condition)
        }
        var reported: Set<ReceiverKey> = []
        // Star buttons set a rating when there are several, or one is made in a loop.
        let starButtons = uiKitCandidates.filter { $0.image.map(RatingStars.namesStar) == true }
        let starsMakeRating = Set(starButtons.map(\.key)).count > 1 || starButtons.contains { Self.isInLoop($0.node) }
        for candidate in uiKitCandidates {
            let isRatingStar = starsMakeRating && candidate.image.map(RatingStars.namesStar) == true
            let asset = candidate.image.flatMap { ImageSource(uiImage: $0) }.flatMap { source -> String? in
                if case .asset(let name) = source { return name }
                return nil
            }
            switch candidate.form {
            case .button:
                guard let button = buttonKey(for: candidate.key, facts: facts) else { continue }
                let group = receivers.group(of: button, facts: facts)
                guard reported.isDisjoint(with: group), !isNamedButton(button, facts: facts) else { continue }
                reported.formUnion(group)
                // A button inside a view read as one element, or never put on screen, is no stop.
                let containment = receivers.containment(of: button, at: candidate.node, facts: facts)
                guard !containment.isContained, receivers.mayBeShown(button, facts: facts, in: file.tree) else {
                    continue
                }
                let definedHere = receivers.isDefinedInCode(button, facts: facts)
                let symbol = candidate.unknownSymbol?.unknownPhrase
                let message =
                    isRatingStar
                    ? Self.uiKitRatingAdvice
                    : Self.buttonMessage(
                        receivers.displayName(button, facts: facts), definedHere: definedHere, symbol: symbol,
                        asset: asset)
                report(
                    candidate.node, message, certainty: definedHere && symbol == nil ? .violation : .needsReview,
                    condition: containment.condition)
            case .barButtonItem:
                guard !receivers.isLabelled(candidate.key, facts: facts), !hasTitle(candidate.key, facts: facts),
                    receivers.mayBeShown(candidate.key, facts: facts, in: file.tree)
                else { continue }
                let symbol = candidate.unknownSymbol?.unknownPhrase
                let type =
                    candidate.node.as(FunctionCallExprSyntax.self).flatMap(SwiftUIViews.constructorName)
                    ?? "UIBarButtonItem"
                report(
                    candidate.node,
                    Self.barButtonItemMessage(
                        receivers.displayName(candidate.key, facts: facts), type: type, symbol: symbol, asset: asset),
                    certainty: symbol == nil ? .violation : .needsReview)
            case .titleView(let value):
                if let value {
                    guard receivers.isKind(value, of: "UIImageView", suffix: "ImageView", facts: facts),
                        !receivers.isLabelled(value, facts: facts)
                    else { continue }
                }
                guard !receivers.isLabelled(candidate.key, facts: facts) else { continue }
                report(candidate.node, Self.titleViewMessage(candidate.key.path))
            }
        }
    }

    /// The button an image belongs to: the receiver of `setImage`, or the owner of the
    /// configuration whose image it is (`button.configuration?.image`, or a `config` later given
    /// to a button). Nil when the receiver is not a button.
    private func buttonKey(for key: ReceiverKey, facts: FileFacts) -> ReceiverKey? {
        let group = receivers.group(of: key, facts: facts)
        if let member = group.first(where: { $0.path.hasSuffix(".configuration") }) {
            return ReceiverKey(scopeID: member.scopeID, path: String(member.path.dropLast(".configuration".count)))
        }
        // A bare `configuration` is the button's own only in a UIButton subclass, not a local of that name.
        if let member = group.first(where: {
            $0.path == "configuration" && receivers.isTypeScope($0.scopeID, facts: facts)
        }) {
            let button = ReceiverKey(scopeID: member.scopeID, path: "self")
            return receivers.isKind(button, of: "UIButton", suffix: "Button", facts: facts) ? button : nil
        }
        if receivers.typeName(of: key, facts: facts) == "UIButton.Configuration" { return nil }
        return receivers.isKind(key, of: "UIButton", suffix: "Button", facts: facts) ? key : nil
    }

    private func isNamedButton(_ button: ReceiverKey, facts: FileFacts) -> Bool {
        receivers.isLabelled(button, facts: facts) || hasTitle(button, facts: facts)
            || !systemNamed.isDisjoint(with: receivers.group(of: button, facts: facts))
    }

    /// A title under any of the button's names: `setTitle`, `titleLabel?.text`, a configuration
    /// title, a bar button item's `title`, or one recorded at creation.
    private func hasTitle(_ key: ReceiverKey, facts: FileFacts) -> Bool {
        for member in receivers.group(of: key, facts: facts) {
            if titled.contains(member) { return true }
            for method in ["setTitle", "setAttributedTitle"]
            where facts.calls(method, on: member).contains(where: Self.namesFirstArgument) {
                return true
            }
            if facts.assignments(to: "title", of: member).contains(where: { UIKitReceivers.isName($0.value) }) {
                return true
            }
            let titleLabel = UIKitReceivers.member("titleLabel", of: member)
            for property in ["text", "attributedText"]
            where facts.assignments(to: property, of: titleLabel).contains(where: { UIKitReceivers.isName($0.value) }) {
                return true
            }
            for configuration in receivers.group(of: UIKitReceivers.member("configuration", of: member), facts: facts) {
                for property in ["title", "attributedTitle"]
                where facts.assignments(to: property, of: configuration).contains(where: {
                    UIKitReceivers.isName($0.value)
                }) {
                    return true
                }
            }
        }
        return false
    }

    /// Whether the node is made in a loop: a `for` statement or a `forEach` closure.
    private static func isInLoop(_ node: Syntax) -> Bool {
        var current = node.parent
        while let syntax = current, !syntax.is(FunctionDeclSyntax.self), !syntax.is(InitializerDeclSyntax.self) {
            if syntax.is(ForStmtSyntax.self) { return true }
            if let call = syntax.as(FunctionCallExprSyntax.self), BehaviourSyntax.calleeName(call) == "forEach" {
                return true
            }
            current = syntax.parent
        }
        return false
    }

    private static func namesFirstArgument(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.first.map { UIKitReceivers.isName($0.expression) } ?? false
    }

    // MARK: Messages

    private static func message(for candidate: SwiftUICandidate, helper: ViewSurroundings.Helper?) -> String {
        let control = controls[candidate.name] ?? (candidate.name, "what it does")
        let unless = helper.map { ", unless every use of \(HelperUses.describe($0)) labels it" } ?? ""
        let add = "Add .accessibilityLabel(\"…\") to this \(control.noun) that says \(control.purpose)"
        if candidate.isRatingStar {
            return RatingStars.advice("star \(control.noun == "Button" ? "buttons" : "controls")")
        }
        if case .unknown(let symbol)? = candidate.unknownSymbol {
            let label = symbol.map { "systemImage: \"\($0)\"" } ?? "systemImage: …"
            return "\(SystemNames.unknownSymbolPhrase(symbol)): if that name does not say \(control.purpose), add "
                + ".accessibilityLabel(\"…\") to this \(control.noun) or use Label(\"…\", \(label)) as its label\(unless)"
        }
        switch candidate.image {
        case .symbol(let name?):
            return
                "\(add), or use Label(\"…\", systemImage: \"\(name)\") as its label\(unless): on its own the symbol is "
                + "read by Apple's description of the picture, not by what the \(control.noun) does"
        case .symbol:
            return
                "\(add), or use Label(\"…\", systemImage: …) as its label\(unless): on its own the symbol is read by "
                + "Apple's description of the picture, not by what the \(control.noun) does"
        case .asset(let name?):
            return
                "Add a localised .accessibilityLabel(\"…\") to this \(control.noun) that says \(control.purpose), or use "
                + "Label(\"…\", image: \"\(name)\") as its label\(unless): otherwise VoiceOver reads the asset name, \"\(name)\", "
                + "as it is spelled, in every language"
        case .asset:
            return "\(add)\(unless): otherwise VoiceOver reads the image's asset name, which rarely says what it does"
        case .bitmap:
            return "\(add)\(unless): its image has no name, so VoiceOver reads only its role"
        case .decorative, .labelled:
            return "\(add)\(unless): its only image is decorative, so VoiceOver reads only its role"
        }
    }

    /// `symbol`: the phrase for an SF Symbol Rotor has no name for, which makes the finding one to check.
    /// A UIKit row of star buttons, as one adjustable element.
    private static let uiKitRatingAdvice =
        "These star buttons make a rating: make the row one element with accessibilityTraits "
        + ".adjustable, accessibilityLabel \"Rating\" and accessibilityValue \"3 of 5 stars\", changing the score in "
        + "accessibilityIncrement() and accessibilityDecrement(), rather than labelling each star: VoiceOver users then hear "
        + "the score and can change it"

    /// What VoiceOver reads for a UIKit image-only button: an asset's name as it is spelled, when the code names it.
    private static func imageReading(asset: String?) -> String {
        asset.map {
            "with only an image, VoiceOver reads its asset name, \"\($0)\", as it is spelled, in every language"
        }
            ?? "with only an image, VoiceOver reads the image's name or just \"button\""
    }

    private static func buttonMessage(_ name: String?, definedHere: Bool, symbol: String?, asset: String?) -> String {
        let property = name.map { "\($0).accessibilityLabel" } ?? "accessibilityLabel"
        let titled = "or give it a title (setTitle(_:for:) or configuration.title)"
        if let symbol {
            let elsewhere = definedHere ? "" : ", and no storyboard or other file gives it a title or label"
            return
                "\(symbol): if that name does not say what the button does\(elsewhere), set \(property) to what it does, \(titled)"
        }
        let check = definedHere ? "Set" : "If no storyboard or other file gives it a title or label, set"
        let localised = asset == nil ? "" : ", localised"
        return "\(check) \(property) to what the button does\(localised), \(titled): \(imageReading(asset: asset))"
    }

    private static func barButtonItemMessage(_ name: String?, type: String, symbol: String?, asset: String?) -> String {
        let set =
            name.map { "set \($0).accessibilityLabel" }
            ?? "keep this \(type) in a constant and set its accessibilityLabel"
        if let symbol {
            return "\(symbol): if that name does not say what the button does, \(set) to what it does"
        }
        let localised = asset == nil ? "" : ", localised"
        return
            "\(set.prefix(1).uppercased())\(set.dropFirst()) to what the button does\(localised): \(imageReading(asset: asset))"
    }

    /// A title view the code calls a logo or brand (`logoImageView`, `UIImage(named: "brand-logo")`)
    /// shows the app's mark, not the screen's title: unless the screen sets a title the mark hides
    /// (`setsTitle(around:)`), the screen names itself in its content, and a mark the bar repeats on
    /// every screen needs no name.
    private static func namesBrandMark(_ value: ExprSyntax) -> Bool {
        value.tokens(viewMode: .sourceAccurate).contains { token in
            let text: String
            switch token.tokenKind {
            case .identifier(let name): text = name
            case .stringSegment(let segment): text = segment
            default: return false
            }
            let lowered = text.lowercased()
            return lowered.contains("logo") || lowered.contains("brand")
        }
    }

    /// Whether the type around `node` sets its own title (`title = …`, `navigationItem.title = …`),
    /// which a title view hides from VoiceOver.
    private static func setsTitle(around node: Syntax) -> Bool {
        var current = node.parent
        while let syntax = current, syntax.asProtocol(DeclGroupSyntax.self) == nil { current = syntax.parent }
        guard let type = current else { return false }
        return BehaviourSyntax.nodes(of: SequenceExprSyntax.self, in: type).contains { sequence in
            guard let target = BehaviourSyntax.assignment(sequence)?.target,
                let path = ScopeChain.memberPath(target)
            else { return false }
            return path.drop { $0 == "self" }.elementsEqual(["title"])
                || path.drop { $0 == "self" }.elementsEqual(["navigationItem", "title"])
        }
    }

    private static func titleViewMessage(_ target: String) -> String {
        "Set \(target)?.accessibilityLabel to the screen's title (such as \"Home\"): an image title view is otherwise "
            + "not read, so VoiceOver users do not hear which screen they are on"
    }
}

import RotorKit
import SwiftSyntax

/// Images VoiceOver stops on say what they show: a SwiftUI `Image` is read by its asset name (or
/// as just "image") unless it gets a label or is marked decorative, and a `UIImageView` made an
/// accessibility element with no label is read as just "image".
public struct ImageLabelRule: SourceRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "image-label",
        title: "Images VoiceOver reads have a label",
        criteria: ["1.1.1"],
        platforms: [.ios],
        defaultSeverity: .error,
        success: "An image that carries meaning has an accessibility label that says what it shows; an image that is "
            + "only decoration is hidden from VoiceOver (`Image(decorative:)`, `.accessibilityHidden(true)`, or a "
            + "UIImageView left out of the accessibility elements). An image inside a control, a Label, or a "
            + "container that is labelled or combined into one element with a label is named by it.",
        failure: "A SwiftUI `Image(\"icn_close\")` with no label is read by its asset name, and an `Image(uiImage:)` "
            + "or a UIImageView made an accessibility element with no label is read as just \"image\", so a person "
            + "who cannot see it does not learn what it shows. A UIImageView whose picture code chooses by a value (a "
            + "state, a grade) is skipped by VoiceOver unless made an element, and what it shows is lost.",
        limitations: "`Image(systemName:)` on its own is not reported: VoiceOver reads Apple's description of the "
            + "symbol, which names the picture (icon buttons are icon-button-label's). An asset named like a phrase "
            + "(\"Golden Gate Bridge\") is taken as its description, as SwiftUI reads it, and so is an asset name "
            + "that the app's `Localizable` strings table translates (SwiftUI reads the translation), when those tables "
            + "are in the folders linted. An image built in a helper "
            + "(a function, a computed property, a view whose whole body is the image) is judged by its uses in the "
            + "same file, one helper deep, and reported for review when no use there settles it; an image in a view type's "
            + "body (or in a helper only that body shows, or built in the type's initializer for its body to show) is not reported when every use of the type in the project "
            + "is inside a named, hidden or single-element view, directly or through the view types around it, "
            + "or in a control whose label shows text, even text a custom view in the label shows; a drag preview "
            + "is no stop, nor is a view shown only while a finger drags (in an `if` on a state the file sets only in a "
            + "slider's `onEditingChanged`, a drag's `onChanged` or `updating`, or declares `@GestureState`). An image with no name inside a "
            + "container combined into one element adds nothing to it and is not reported; star images repeated to show a "
            + "rating are advised as one element with a value. A UIImageView inside a cell or view made one element "
            + "(in code or an Interface Builder file), or never put on screen in its file, is no stop. A UIImageView that "
            + "is an outlet, a view class setting itself up, or a view declared in another file is reported for "
            + "review, since a storyboard or the other file may label it. A UIImageView left out of the elements is "
            + "reported only when code chooses its picture by a value (a name built from a value, one of several pictures "
            + "by a condition, by the branches of a `switch` or `if`, or by a helper of the file that returns one of "
            + "several) in a type that shows no text of its own (a picture beside text is taken as showing what the text "
            + "says), when it is not tappable, and when no code, in the file or elsewhere, sets whether it is an element "
            + "or its label.")

    public let sourceExamples: [SourceExample] = [
        .triggering(
            "an asset image read by its asset name",
            """
            struct ProfileHeader: View {
                var body: some View {
                    HStack {
                        ↓Image("icn_verified")
                        Text(name)
                    }
                }
            }
            """),
        .triggering(
            "an image made from a UIImage, read as just \"image\"",
            """
            struct PhotoCard: View {
                var body: some View {
                    VStack {
                        ↓Image(uiImage: photo.image).resizable()
                        Text(photo.caption)
                    }
                }
            }
            """),
        .triggering(
            "children combined into one element without a label still read the asset name",
            """
            struct LanguageRow: View {
                var body: some View {
                    HStack {
                        ↓Image("flag_fr")
                        Text("French")
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            """),
        .triggering(
            "an image built in a helper property that its only use leaves unlabelled",
            """
            struct OfferRow: View {
                var body: some View {
                    HStack {
                        badge
                        Text(offer.title)
                    }
                }

                private var badge: some View {
                    ↓Image("badge_new").resizable().frame(width: 16, height: 16)
                }
            }
            """),
        .triggering(
            "an image helper with no use in the file (needs review)",
            """
            extension View {
                func brandMark() -> some View {
                    ↓Image("logo_wide")
                }
            }
            """),
        .triggering(
            "a UIImageView made an accessibility element with no label",
            """
            final class ProfileViewController: UIViewController {
                private let avatarView = UIImageView(image: UIImage(named: "avatar"))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(avatarView)
                    ↓avatarView.isAccessibilityElement = true
                }
            }
            """),
        .triggering(
            "an outlet made an accessibility element (needs review: the storyboard may label it)",
            """
            final class HeroCell: UITableViewCell {
                @IBOutlet private weak var heroImageView: UIImageView!

                override func awakeFromNib() {
                    super.awakeFromNib()
                    ↓heroImageView.isAccessibilityElement = true
                }
            }
            """),
        .triggering(
            "star images that show a rating (advised as one element with a value)",
            """
            struct ReviewRow: View {
                var body: some View {
                    HStack {
                        ForEach(0..<5) { index in
                            ↓Image(index < review.stars ? "star_full" : "star_empty")
                        }
                        Text(review.text)
                    }
                }
            }
            """),
        .triggering(
            "a picture chosen by a state, in a cell that shows no text: VoiceOver skips the image view and the state is lost",
            """
            final class SyncStatusCell: UITableViewCell {
                @IBOutlet private var statusImageView: UIImageView!

                func configure(for state: SyncState) {
                    ↓statusImageView.image = statusImage(for: state)
                }

                private func statusImage(for state: SyncState) -> UIImage? {
                    switch state {
                    case .done: return UIImage(named: "sync_done")
                    case .failed: return UIImage(named: "sync_failed")
                    }
                }
            }
            """),
        .triggering(
            "an image view whose picture is named after a grade",
            """
            final class GradeBadgeView: UIImageView {
                var grade: Grade = .unknown {
                    didSet {
                        ↓image = UIImage(named: "grade-\\(grade.rawValue)")
                    }
                }
            }
            """),
        .triggering(
            "a symbol chosen by a state, whose spoken name does not say the state (needs review)",
            """
            struct PostInfo: View {
                var body: some View {
                    HStack {
                        Text(post.title)
                        ↓Image(systemName: post.isSaved ? "bookmark.fill" : "bookmark")
                    }
                }
            }
            """),
        .nonTriggering(
            "symbols chosen by a state inside an element made one, or labelled with the state",
            """
            struct PostInfo: View {
                var body: some View {
                    VStack {
                        HStack {
                            Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.2")
                            Text(title)
                        }
                        .accessibilityElement(children: .combine)
                        Image(systemName: post.isSaved ? "bookmark.fill" : "bookmark")
                            .accessibilityLabel(post.isSaved ? "Saved" : "Not saved")
                    }
                }
            }
            """),
        .nonTriggering(
            "chosen pictures beside text, labelled, left out on purpose, tappable, fixed, or drawn for light and dark",
            """
            final class GearCell: UITableViewCell {
                @IBOutlet private var gearImageView: UIImageView!
                @IBOutlet private var titleLabel: UILabel!

                func configure(_ gear: Gear) {
                    gearImageView.image = UIImage(named: "shop_\\(gear.key)")
                    titleLabel.text = gear.name
                }
            }

            final class ScoreView: UIView {
                private let scoreImageView = UIImageView()
                private let trendImageView = UIImageView()
                private let choiceImageView = UIImageView()
                private let logoView = UIImageView()

                func show(_ score: Score) {
                    addSubview(scoreImageView)
                    addSubview(trendImageView)
                    addSubview(choiceImageView)
                    addSubview(logoView)
                    scoreImageView.image = UIImage(named: "score-\\(score.grade)")
                    scoreImageView.isAccessibilityElement = true
                    scoreImageView.accessibilityLabel = score.description
                    trendImageView.image = score.isRising ? UIImage(named: "up") : UIImage(named: "down")
                    trendImageView.isAccessibilityElement = false
                    choiceImageView.image = UIImage(named: "choice" + (score.isChosen ? "_selected" : ""))
                    choiceImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(choose)))
                    logoView.image = UIImage(named: "logo")
                }
            }

            final class BrandHeaderView: UIView {
                private let logoView = UIImageView()

                func apply(_ style: UIUserInterfaceStyle) {
                    addSubview(logoView)
                    logoView.image = style == .dark ? UIImage(named: "logo_dark") : UIImage(named: "logo")
                }
            }
            """),
        .nonTriggering(
            "a picture inside a container combined into one element, and UIKit image views inside one element or never shown",
            """
            struct ContactRow: View {
                var body: some View {
                    HStack {
                        Image(uiImage: contact.photo)
                        Text(contact.name)
                    }
                    .accessibilityElement(children: .combine)
                }
            }

            final class BadgeCell: UITableViewCell {
                private let badgeView = UIImageView(image: UIImage(named: "badge"))

                func configure() {
                    contentView.addSubview(badgeView)
                    badgeView.isAccessibilityElement = true
                    isAccessibilityElement = true
                }
            }

            final class SplashViewController: UIViewController {
                private let logoView = UIImageView(image: UIImage(named: "logo"))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    logoView.isAccessibilityElement = true
                }
            }
            """),
        .nonTriggering(
            "decorative, hidden and labelled images",
            """
            struct Banner: View {
                var body: some View {
                    ZStack {
                        Image(decorative: "bg")
                        Image("sparkles").accessibilityHidden(true)
                        Image("chart_sales").accessibilityLabel("Sales rose 20% in May")
                        Image("logo", label: Text("Acme"))
                    }
                }
            }
            """),
        .nonTriggering(
            "icons in a Label, symbols, and images inside controls",
            """
            struct Toolbar: View {
                var body: some View {
                    VStack {
                        Label("Share", systemImage: "square.and.arrow.up")
                        Label { Text("Favourites") } icon: { Image("icn_star") }
                        Image(systemName: "star.fill")
                        Button(action: share) { Label("Share", image: "icn_share") }
                        NavigationLink(destination: ProfileView()) {
                            HStack { Image("icn_profile"); Text("Profile") }
                        }
                    }
                }
            }
            """),
        .nonTriggering(
            "a container made one element with a label, and a label on an ancestor",
            """
            struct Rating: View {
                var body: some View {
                    VStack {
                        HStack {
                            Image("star_full")
                            Image("star_full")
                            Image("star_empty")
                        }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("2 of 3 stars")
                        HStack { Image("flag_fr"); Text("French") }
                            .accessibilityElement(children: .combine)
                            .accessibilityLabel("Language: French")
                        VStack { Image("chart_sales") }.accessibilityLabel("Sales chart")
                    }
                }
            }
            """),
        .nonTriggering(
            "labels in both branches of if #available",
            """
            struct Logo: View {
                var body: some View {
                    VStack {
                        if #available(iOS 17, *) {
                            Image(.logo).accessibilityLabel("Acme")
                        } else {
                            Image("logo").accessibilityLabel("Acme")
                        }
                    }
                }
            }
            """),
        .nonTriggering(
            "an image built in a helper and used inside a labelled button",
            """
            struct FavoriteButton: View {
                func icon() -> some View {
                    Image("icn_star").renderingMode(.template)
                }

                var body: some View {
                    Button(action: toggleFavorite) { icon() }
                        .accessibilityLabel("Favourite")
                }
            }
            """),
        .nonTriggering(
            "an image constant used only as the label of a labelled button",
            """
            struct DownloadRow: View {
                var body: some View {
                    Button(action: share) { Image.share }
                        .accessibilityLabel("Share")
                }
            }

            private extension Image {
                static let share = Image("Share-24")
            }
            """),
        .nonTriggering(
            "a view type's image where every use of the type is one labelled element",
            """
            struct FavoriteIcon: View {
                var body: some View {
                    ZStack {
                        RoundedRectangle(cornerRadius: 8).fill(.gray)
                        Image(uiImage: favicon)
                    }
                }
            }

            struct FavoriteItem: View {
                var body: some View {
                    VStack {
                        FavoriteIcon(favicon: favorite.icon)
                        Text(favorite.title)
                    }
                    .accessibilityElement()
                    .accessibilityLabel(favorite.title)
                }
            }
            """),
        .nonTriggering(
            "a view type's image shown in a custom view that a button labels with its text",
            """
            struct ShortcutIcon: View {
                var body: some View {
                    RoundedRectangle(cornerRadius: 8).overlay { Image(shortcut.icon) }
                }
            }

            struct ShortcutItem: View {
                var body: some View {
                    VStack {
                        ShortcutIcon(shortcut: shortcut)
                        Text(shortcut.name)
                    }
                }
            }

            struct Shortcuts: View {
                var body: some View {
                    ForEach(shortcuts) { shortcut in
                        Button { open(shortcut) } label: { ShortcutItem(shortcut: shortcut) }
                    }
                }
            }
            """),
        .nonTriggering(
            "a scrubbing thumbnail shown only while a finger drags the slider, directly or through its view type",
            """
            struct ScrubThumbnail: View {
                var body: some View {
                    Image(uiImage: thumbnail).resizable()
                }
            }

            struct PlaybackBar: View {
                @State private var isScrubbing = false
                @GestureState private var isDragging = false

                var body: some View {
                    Slider(value: $position, in: 0...duration) { editing in
                        isScrubbing = editing
                    }
                    .overlay(alignment: .top) {
                        if isScrubbing {
                            ScrubThumbnail(thumbnail: preview)
                        }
                        if isDragging {
                            Image(uiImage: frame)
                        }
                    }
                }
            }
            """),
        .nonTriggering(
            "an asset name the app's Localizable strings translate (as icn_close is in the examples' app)",
            """
            struct Banner: View {
                var body: some View {
                    HStack {
                        Image("icn_close")
                        Text(message)
                    }
                }
            }
            """),
        .nonTriggering(
            "UIKit image views labelled in another method, in a lazy var closure, or by an override",
            """
            final class ProfileViewController: UIViewController {
                private let avatarView = UIImageView()
                private lazy var badgeView: UIImageView = {
                    let view = UIImageView(image: UIImage(named: "badge"))
                    view.isAccessibilityElement = true
                    view.accessibilityLabel = "Verified"
                    return view
                }()
                private let bannerView = UIImageView(image: UIImage(named: "banner"))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    avatarView.isAccessibilityElement = true
                }

                func update(with user: User) {
                    avatarView.accessibilityLabel = user.name
                }
            }

            final class LogoView: UIImageView {
                override var accessibilityLabel: String? {
                    get { "Acme" }
                    set {}
                }

                func setUp() {
                    isAccessibilityElement = true
                }
            }
            """),
    ]

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        ImageLabelChecker(file: file, metadata: metadata, context: context)
    }

    public var projectFacts: [any ProjectFact.Type] { [ViewTypeUses.self] }
    public var indexConditions: [any IndexCondition.Type] { [SeparateStop.self, UntranslatedImageName.self] }
}

final class ImageLabelChecker: SourceChecker {
    override var interests: SourceInterests { [.calls, .assignments] }
    override var callNames: Set<String>? { Self.callNames }
    private static let callNames: Set<String> = ["Image"]
    override var assignedProperties: Set<String>? { Self.assignedProperties }
    private static let assignedProperties: Set<String> = ["isAccessibilityElement"]

    private struct SwiftUICandidate {
        var image: FunctionCallExprSyntax
        var source: ImageSource
        var helper: ViewSurroundings.Helper?
        var bodyOwner: String?
        /// One of several star images showing a rating.
        var isRatingStar: Bool
    }

    private struct UIKitCandidate {
        var node: Syntax
        var key: ReceiverKey
    }

    private var receivers: UIKitReceivers { file.facts.uiKitReceivers }
    private var swiftUICandidates: [SwiftUICandidate] = []
    private var uiKitCandidates: [UIKitCandidate] = []

    override func visit(_ assignment: Assignment, scope: ScopeChain) {
        guard assignment.operation == .assign, assignment.property == "isAccessibilityElement",
            assignment.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        else { return }
        uiKitCandidates.append(UIKitCandidate(node: assignment.node, key: scope.key(forReceiver: assignment.receiver)))
    }

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        guard let source = ImageSource(node) else { return }
        switch source {
        case .asset(let name?) where Self.readsAsPhrase(name): return
        case .asset, .bitmap: break
        // A symbol chosen by a condition shows a state that its spoken name may not say (a name built
        // by interpolation, `"\(rank).circle"`, more often shows a number its name reads).
        case .symbol(nil):
            guard let name = node.arguments.first?.expression, ChosenPicture.isCondition(name),
                !RatingStars.namesStar(name)
            else { return }
        case .symbol, .decorative, .labelled: return
        }
        let surroundings = ViewSurroundings.of(node)
        guard !Self.isNamed(surroundings), !file.facts.isShownOnlyWhileDragging(node, in: file) else { return }
        // A picture with no name adds nothing to the one element its container is made into.
        if source == .bitmap || source == .symbol(nil), surroundings.isInsideCombiningContainer { return }
        let isRatingStar =
            node.arguments.first.map { RatingStars.namesStar($0.expression) } == true
            && RatingStars.isRepeated(in: surroundings)
        switch surroundings.boundary {
        case .preview, .opaque: return
        case .final:
            swiftUICandidates.append(
                SwiftUICandidate(
                    image: node, source: source, helper: nil, bodyOwner: surroundings.bodyOwner,
                    isRatingStar: isRatingStar))
        case .helper(let helper):
            swiftUICandidates.append(
                SwiftUICandidate(
                    image: node, source: source, helper: helper, bodyOwner: surroundings.bodyOwner,
                    isRatingStar: isRatingStar))
        }
    }

    static func isNamed(_ surroundings: ViewSurroundings) -> Bool {
        surroundings.hasAccessibilityLabel || surroundings.isHidden || surroundings.isInsideIgnoringContainer
            || surroundings.container(in: ViewSurroundings.namingContainers) != nil
    }

    /// An asset named like words ("Golden Gate Bridge") is read as that phrase, which may well be
    /// its description; names like "icn_close" or "logo" are not.
    private static func readsAsPhrase(_ name: String) -> Bool {
        name.contains(" ") && name.allSatisfy { $0.isLetter || $0 == " " || $0 == "'" }
    }

    override func finish(facts: FileFacts) {
        var uses = HelperUses()
        for candidate in swiftUICandidates {
            var certainty = FindingCertainty.violation
            var host: String?
            if let helper = candidate.helper {
                guard let decided = uses.decision(for: helper, isNamed: Self.isNamed) else { continue }
                certainty = decided.certainty
                host = decided.host
            }
            // Text beside the symbol may say the state: a person checks.
            if candidate.source == .symbol(nil) { certainty = .needsReview }
            let message =
                candidate.isRatingStar
                ? RatingStars.advice("star images")
                : Self.message(for: candidate.source, helper: certainty == .needsReview ? candidate.helper : nil)
            report(
                candidate.image, message, certainty: certainty, condition: Self.condition(for: candidate, host: host))
        }
        var reported: Set<ReceiverKey> = []
        for candidate in uiKitCandidates {
            let group = receivers.group(of: candidate.key, facts: facts)
            guard reported.isDisjoint(with: group),
                receivers.isKind(candidate.key, of: "UIImageView", suffix: "ImageView", facts: facts),
                !receivers.isLabelled(candidate.key, facts: facts)
            else { continue }
            reported.formUnion(group)
            // An image view inside a view read as one element, or never put on screen, is no stop.
            let containment = receivers.containment(of: candidate.key, at: candidate.node, facts: facts)
            guard !containment.isContained, receivers.mayBeShown(candidate.key, facts: facts, in: file.tree) else {
                continue
            }
            let definedHere = receivers.isDefinedInCode(candidate.key, facts: facts)
            report(
                candidate.node,
                Self.uiKitMessage(receivers.displayName(candidate.key, facts: facts), definedHere: definedHere),
                certainty: definedHere ? .violation : .needsReview, condition: containment.condition)
        }
        reportChosenPictures(facts: facts, reported: reported)
    }

    /// Image views whose picture code chooses by a value (`ChosenPicture`), left out of the
    /// accessibility elements with no label: what the picture shows is lost to VoiceOver users.
    private func reportChosenPictures(facts: FileFacts, reported: Set<ReceiverKey>) {
        var seen = reported
        let keys = facts.receivers.compactMap { key, receiver -> (ReceiverKey, AbsolutePosition)? in
            let loads = receiver.calls.values.joined().filter(ChosenPicture.loadsByName)
            let nodes = (receiver.assignments["image"] ?? []).map(\.node) + loads.map(Syntax.init)
            return nodes.map(\.position).min().map { (key, $0) }
        }.sorted { $0.1 < $1.1 }
        for (key, _) in keys where !seen.contains(key) {
            let group = receivers.group(of: key, facts: facts)
            seen.formUnion(group)
            // A view reached through another object (`cell.imageView`) is that object's to describe.
            guard !group.contains(where: { $0.path.isEmpty || $0.path.contains(".") }),
                receivers.isKind(key, of: "UIImageView", suffix: "ImageView", facts: facts)
            else { continue }
            let assignments = group.flatMap { facts.assignments(to: "image", of: $0) }.sorted {
                $0.node.position < $1.node.position
            }
            let calls = group.flatMap { member -> [FunctionCallExprSyntax] in
                facts.receiver(member)?.calls.values.flatMap { $0 } ?? []
            }.sorted {
                $0.position < $1.position
            }
            guard let (reason, node) = ChosenPicture.reason(imageAssignments: assignments, calls: calls, in: file.tree),
                !receivers.isLabelled(key, facts: facts),
                // Code that sets whether it is an element has decided (made one, `isAccessibilityElement`'s
                // own path above, or left out as decoration).
                !group.contains(where: { member in
                    Self.elementDecisions.contains { !facts.assignments(to: $0, of: member).isEmpty }
                }),
                // A tappable image view is a control, which the tap and control rules speak for.
                !group.contains(where: { !facts.calls("addGestureRecognizer", on: $0).isEmpty }),
                receivers.mayBeShown(key, facts: facts, in: file.tree)
            else { continue }
            // A picture in a type that shows text most often shows what the text says; inside a control,
            // a view that names itself or lists its own elements, the owner speaks for it.
            guard let owner = BehaviourSyntax.enclosingTypeName(of: node),
                !ChosenPicture.showsText((facts.typeScopes[owner] ?? []).compactMap { facts.memberBlocks[$0] })
            else { continue }
            if key.path != "self",
                receivers.inherits(owner, from: "UIControl") || receivers.inherits(owner, from: "UIButton")
                    || receivers.typeLabelsItself(owner, facts: facts)
                    || facts.typeDeclares("accessibilityElements", inTypeNamed: owner)
                    || !facts.assignments(
                        to: "accessibilityElements", of: ReceiverKey(scopeID: key.scopeID, path: "self")
                    )
                    .isEmpty
            {
                continue
            }
            let containment = receivers.containment(of: key, at: node, facts: facts)
            guard !containment.isContained else { continue }
            var conditions: [any IndexCondition] = [
                UntouchedInCode(
                    handles: [CodeHandle(owner: owner, receiver: key.path)],
                    members: Set(UIKitReceivers.labelProperties + Self.elementDecisions))
            ]
            if let condition = containment.condition { conditions.append(condition) }
            report(
                node, Self.chosenPictureMessage(receivers.displayName(key, facts: facts), reason: reason),
                condition: AllConditions.combining(conditions))
        }
    }

    private static let elementDecisions = ["isAccessibilityElement", "accessibilityElementsHidden"]

    /// A view type's body is no stop where every use of the type is inside a named element (nor
    /// is a helper shown unnamed only in one type's body, `host`), and an asset name with a
    /// translation is read as that translation.
    private static func condition(for candidate: SwiftUICandidate, host: String?) -> (any IndexCondition)? {
        var conditions: [any IndexCondition] = []
        if let helper = candidate.helper, helper.kind == .viewType {
            conditions.append(SeparateStop(viewType: helper.name))
        } else if let owner = candidate.helper == nil ? candidate.bodyOwner : host {
            conditions.append(SeparateStop(viewType: owner))
        }
        if let untranslated = candidate.source.untranslatedNameCondition { conditions.append(untranslated) }
        return AllConditions.combining(conditions)
    }

    private static func message(for source: ImageSource, helper: ViewSurroundings.Helper?) -> String {
        let unless = helper.map { ", unless every use of \(HelperUses.describe($0)) labels or hides it" } ?? ""
        switch source {
        case .symbol:
            return "Unless text beside it already says so, add .accessibilityLabel(\"…\") that says the state this "
                + "symbol shows (such as \"Saved\")\(unless): code chooses the symbol by a value, and VoiceOver reads "
                + "only a symbol's own name, which does not say the state"
        case .asset(let name?):
            return "Add .accessibilityLabel(\"…\") with a localised description of what this image shows, or use "
                + "Image(decorative: \"\(name)\") if it is only decoration\(unless): otherwise VoiceOver reads its asset name, "
                + "\"\(name)\", as it is spelled, in every language"
        case .bitmap:
            return
                "Add .accessibilityLabel(\"…\") that says what this image shows, or .accessibilityHidden(true) if it "
                + "is only decoration\(unless): an Image(uiImage:) has no name, so VoiceOver says only \"image\""
        default:
            return "Add .accessibilityLabel(\"…\") that says what this image shows, or use Image(decorative:) if it is "
                + "only decoration\(unless): otherwise VoiceOver reads its asset name, which rarely describes it"
        }
    }

    private static func chosenPictureMessage(_ name: String?, reason: String) -> String {
        let view = name ?? "this image view"
        let property = name.map { "\($0)." } ?? ""
        return
            "Set \(property)isAccessibilityElement = true and \(property)accessibilityLabel to what the picture shows "
            + "each time it changes, or set isAccessibilityElement = false to record that text beside it already says "
            + "the same: the picture of \(view) is chosen at run time (\(reason)), so it shows information, and "
            + "VoiceOver skips an image view that is not an accessibility element"
    }

    private static func uiKitMessage(_ name: String?, definedHere: Bool) -> String {
        let property = name.map { "\($0).accessibilityLabel" } ?? "accessibilityLabel"
        let check = definedHere ? "" : "If no storyboard or other file labels it, "
        let set = definedHere ? "Set" : "set"
        return
            "\(check)\(set) \(property) to what the image shows, or leave isAccessibilityElement false if it is only "
            + "decoration: VoiceOver stops on it and, with no label, says only \"image\""
    }
}

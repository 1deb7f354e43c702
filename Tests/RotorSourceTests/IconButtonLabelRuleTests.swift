import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

struct IconButtonLabelRuleTests {
    static let rule = IconButtonLabelRule()

    @Test func assetButtonMessageSuggestsALabelOrALabelView() throws {
        let finding = try #require(
            findings(
                of: Self.rule,
                in: """
                    struct Header: View {
                        var body: some View {
                            HStack { Button(action: dismiss) { Image("icn_dismiss") } }
                        }
                    }
                    """
            ).first)
        #expect(
            finding.message
                == "Add a localised .accessibilityLabel(\"…\") to this Button that says what it does, or use "
                + "Label(\"…\", image: \"icn_dismiss\") as its label: otherwise VoiceOver reads the asset name, \"icn_dismiss\", "
                + "as it is spelled, in every language (WCAG 4.1.2, 1.1.1)")
        #expect(finding.severity == .error && finding.certainty == .violation)
        #expect(finding.location.column == 18)
    }

    /// VoiceOver names many SF Symbols with words no public source lists (`xmark` may be read
    /// "Close"), so a symbol missing from `SystemNames` is for review, in SwiftUI and UIKit alike,
    /// with the name VoiceOver likely reads; an asset image stays a violation.
    @Test func symbolsRotorCannotNameAreForReview() throws {
        let swiftUI = findings(
            of: Self.rule,
            in: """
                struct Sheet: View {
                    var body: some View {
                        VStack {
                            Button(action: dismiss) { Image(systemName: "xmark") }
                            Button(action: dismiss) { Image(systemName: Constants.closeSymbol) }
                            Button(action: add) { Image(systemName: "plus") }
                            Button(action: dismiss) { HStack { Image(systemName: "xmark"); Image("badge") } }
                        }
                    }
                }
                """)
        #expect(swiftUI.map(\.location.line) == [4, 5, 7])
        #expect(swiftUI.map(\.certainty) == [.needsReview, .needsReview, .violation])
        #expect(
            swiftUI.first?.message
                == "VoiceOver reads SF Symbol \"xmark\" by the name the system gives it, which Rotor "
                + "does not know: if that name does not say what it does, add .accessibilityLabel(\"…\") to this Button or use "
                + "Label(\"…\", systemImage: \"xmark\") as its label (WCAG 4.1.2, 1.1.1)")
        #expect(swiftUI.dropFirst().first?.message.contains("Label(\"…\", systemImage: …)") == true)

        let uiKit = findings(
            of: Self.rule,
            in: """
                final class CacheViewController: UIViewController {
                    private let shareButton = UIButton(type: .system)
                    private let closeButton = UIButton(type: .system)
                    override func viewDidLoad() {
                        let clearItem = UIBarButtonItem(image: UIImage(systemName: "trash")!, style: .done, target: self, action: #selector(clear))
                        let addItem = UIBarButtonItem(image: UIImage(systemName: "plus")!, style: .plain, target: self, action: #selector(add))
                        navigationItem.rightBarButtonItems = [clearItem, addItem]
                        shareButton.setImage(UIImage(systemName: "square.and.arrow.up")?.withConfiguration(config), for: .normal)
                        closeButton.setImage(UIImage(named: "Close-24"), for: .normal)
                        view.addSubview(shareButton)
                        view.addSubview(closeButton)
                    }
                }
                """)
        #expect(uiKit.map(\.location.line) == [5, 8, 9])
        #expect(uiKit.map(\.certainty) == [.needsReview, .needsReview, .violation])
        #expect(
            uiKit.first?.message
                == "VoiceOver reads SF Symbol \"trash\" by the name the system gives it, which Rotor does "
                + "not know: if that name does not say what the button does, set clearItem.accessibilityLabel to what it does "
                + "(WCAG 4.1.2, 1.1.1)")
        #expect(
            uiKit.dropFirst().first?.message.hasPrefix(
                "VoiceOver likely reads SF Symbol \"square.and.arrow.up\" as "
                    + "\"square and arrow up\"") == true)
    }

    @Test func decorativeOrHiddenOnlyImageLeavesOnlyTheRole() throws {
        let finding = try #require(
            findings(
                of: Self.rule,
                in: """
                    struct Header: View {
                        var body: some View {
                            HStack { Link(destination: url) { Image(decorative: "logo") } }
                        }
                    }
                    """
            ).first)
        #expect(
            finding.message.hasPrefix(
                "Add .accessibilityLabel(\"…\") to this Link that says where it leads: its only "
                    + "image is decorative"))
    }

    /// Stacks are looked through, and so is each branch of an `if`: images in every branch leave no name.
    @Test func stacksAndBranchesOfImagesAreImageOnly() {
        #expect(
            findingLines(
                of: Self.rule,
                in: """
                    struct Rating: View {
                        var body: some View {
                            VStack {
                                Button(action: rate) { HStack { Image(systemName: "star"); Image(systemName: "star") } }
                                Button(action: rate) { HStack { Image(systemName: "star") }.accessibilityLabel("Rate") }
                                Button(action: rate) { helperLabel }
                                Button(action: rate) { if isOn { Image(systemName: "star.fill") } else { Image(systemName: "star") } }
                                Button(action: rate) { if isOn { Image(systemName: "star.fill") } else { Text("Rate") } }
                            }
                        }
                    }
                    """) == [4, 7])
    }

    @Test func menuItemsAreNotNamedByTheMenusLabel() {
        #expect(
            findingLines(
                of: Self.rule,
                in: """
                    struct More: View {
                        var body: some View {
                            Menu {
                                Button(action: edit) { Image(systemName: "pencil") }
                            } label: {
                                Image(systemName: "ellipsis.circle")
                            }
                            .accessibilityLabel("More")
                        }
                    }
                    """) == [4])
    }

    @Test func buttonHelpersAreJudgedByTheirUses() {
        let code = """
            struct Toolbar: View {
                var body: some View {
                    HStack { closeButton }
                }

                private var closeButton: some View {
                    Button(action: dismiss) { Image("icn_dismiss") }
                }
            }
            """
        #expect(findings(of: Self.rule, in: code).map(\.certainty) == [.violation])
        let labelled = code.replacingOccurrences(
            of: "HStack { closeButton }", with: "HStack { closeButton.accessibilityLabel(\"Close\") }")
        #expect(findings(of: Self.rule, in: labelled).isEmpty)
    }

    @Test func uiKitButtonMessageNamesTheButton() throws {
        let finding = try #require(
            findings(
                of: Self.rule,
                in: """
                    final class PlayerViewController: UIViewController {
                        private let closeButton = UIButton(type: .system)
                        override func viewDidLoad() {
                            closeButton.setImage(UIImage(named: "Close-24"), for: .normal)
                            view.addSubview(closeButton)
                        }
                    }
                    """
            ).first)
        #expect(
            finding.message
                == "Set closeButton.accessibilityLabel to what the button does, localised, or give it a title "
                + "(setTitle(_:for:) or configuration.title): with only an image, VoiceOver reads its asset name, \"Close-24\", "
                + "as it is spelled, in every language (WCAG 4.1.2, 1.1.1)")
        #expect(finding.location.line == 4 && finding.location.column == 9)
    }

    @Test func uiKitTitlesNameTheButton() {
        #expect(
            findings(
                of: Self.rule,
                in: """
                    final class PlayerViewController: UIViewController {
                        private let likeButton = UIButton(type: .system)
                        private let shareButton = UIButton(type: .system)
                        private let playButton = UIButton(type: .system)
                        private let moreButton = UIButton(primaryAction: UIAction(title: "More", image: UIImage(systemName: "ellipsis")) { _ in })
                        override func viewDidLoad() {
                            likeButton.setImage(UIImage(named: "heart"), for: .normal)
                            likeButton.titleLabel?.text = "Like"
                            shareButton.setImage(UIImage(named: "share"), for: .normal)
                            shareButton.configuration?.title = "Share"
                            playButton.setImage(UIImage(named: "play"), for: .normal)
                            playButton.setAttributedTitle(NSAttributedString(string: "Play"), for: .normal)
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func aNilTitleOrAnActionWithOnlyAnImageIsNoName() {
        #expect(
            findingLines(
                of: Self.rule,
                in: """
                    final class PlayerViewController: UIViewController {
                        private let moreButton = UIButton(primaryAction: UIAction(image: UIImage(systemName: "ellipsis")) { _ in })
                        private let addButton = UIButton()
                        override func viewDidLoad() {
                            addButton.setTitle(nil, for: .normal)
                            addButton.setImage(UIImage(systemName: "gear"), for: .normal)
                            view.addSubview(moreButton)
                            view.addSubview(addButton)
                        }
                    }
                    """) == [2, 6])
    }

    @Test func outletsAndSubclassesSettingThemselvesUpAreForReview() {
        let found = findings(
            of: Self.rule,
            in: """
                final class PlayerViewController: UIViewController {
                    @IBOutlet private weak var closeButton: UIButton!
                    override func viewDidLoad() {
                        closeButton.setImage(UIImage(named: "close"), for: .normal)
                    }
                }

                final class MuteButton: UIButton {
                    func setUp() {
                        setImage(UIImage(named: "unmuted"), for: .normal)
                    }
                }
                """)
        #expect(found.map(\.certainty) == [.needsReview, .needsReview])
        #expect(
            found.first?.message.hasPrefix(
                "If no storyboard or other file gives it a title or label, set closeButton.accessibilityLabel") == true)
    }

    @Test func nonButtonsWithImagesAreLeftAlone() {
        #expect(
            findings(
                of: Self.rule,
                in: """
                    final class SearchViewController: UIViewController {
                        let searchBar = UISearchBar()
                        let logoView = UIImageView()
                        override func viewDidLoad() {
                            searchBar.setImage(UIImage(named: "search"), for: .search, state: .normal)
                            logoView.image = UIImage(named: "logo")
                            segmentedControl.setImage(UIImage(named: "grid"), forSegmentAt: 0)
                        }

                        @objc func toggle(sender: UIButton) {
                            sender.setImage(UIImage(systemName: "star.fill"), for: .normal)
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func inlineBarButtonItemMessageAsksToKeepIt() throws {
        let finding = try #require(
            findings(
                of: Self.rule,
                in: """
                    final class InboxViewController: UIViewController {
                        override func viewDidLoad() {
                            navigationItem.rightBarButtonItems = [UIBarButtonItem(title: nil, image: UIImage(named: "gear"), primaryAction: openSettings)]
                        }
                    }
                    """
            ).first)
        #expect(
            finding.message == "Keep this UIBarButtonItem in a constant and set its accessibilityLabel to what the "
                + "button does, localised: with only an image, VoiceOver reads its asset name, \"gear\", as it is spelled, in "
                + "every language (WCAG 4.1.2, 1.1.1)")
    }

    @Test func barButtonItemsLabelledThroughTheNavigationItemOrTitled() {
        #expect(
            findings(
                of: Self.rule,
                in: """
                    final class InboxViewController: UIViewController {
                        override func viewDidLoad() {
                            navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: self, action: #selector(openSettings))
                            navigationItem.rightBarButtonItem?.accessibilityLabel = "Settings"
                            let composeItem = UIBarButtonItem(title: "Compose", image: UIImage(systemName: "square.and.pencil"), target: self, action: #selector(compose))
                            let doneItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
                            navigationItem.leftBarButtonItems = [composeItem, doneItem]
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func titleViewLabelledThroughItsImageView() {
        #expect(
            findings(
                of: Self.rule,
                in: """
                    final class HomeViewController: UIViewController {
                        private let logoView = UIImageView(image: UIImage(named: "header"))
                        override func viewDidLoad() {
                            logoView.accessibilityLabel = "Home"
                            navigationItem.titleView = logoView
                        }
                    }
                    """
            ).isEmpty)
        let finding = findings(
            of: Self.rule,
            in: """
                final class HomeViewController: UIViewController {
                    private let headerView = UIImageView(image: UIImage(named: "header"))
                    override func viewDidLoad() {
                        navigationItem.titleView = headerView
                    }
                }
                """
        ).first
        #expect(
            finding?.message == "Set navigationItem.titleView?.accessibilityLabel to the screen's title (such as "
                + "\"Home\"): an image title view is otherwise not read, so VoiceOver users do not hear which screen they are "
                + "on (WCAG 4.1.2, 1.1.1)")
    }

    @Test func titleViewsThatAreNotImagesAreLeftAlone() {
        #expect(
            findings(
                of: Self.rule,
                in: """
                    final class HomeViewController: UIViewController {
                        private let titleLabel = UILabel()
                        override func viewDidLoad() {
                            navigationItem.titleView = titleLabel
                            navigationItem.titleView = makeSegmentedControl()
                        }
                    }
                    """
            ).isEmpty)
    }

    /// Star buttons repeated to set a rating are one control with a value, in SwiftUI and UIKit;
    /// a single star (a favourite) is an ordinary icon button.
    @Test func starButtonsSettingARatingAreAdvisedAsOneAdjustableElement() throws {
        let swiftUI = try #require(
            findings(
                of: Self.rule,
                in: """
                    struct RatingPicker: View {
                        var body: some View {
                            HStack {
                                ForEach(1...5, id: \\.self) { value in
                                    Button { rating = value } label: { Image(value <= rating ? "star_full" : "star_empty") }
                                }
                            }
                        }
                    }
                    """
            ).first)
        #expect(
            swiftUI.message.hasPrefix(
                "These star buttons make a rating: make the row one element with "
                    + ".accessibilityElement(children: .ignore), .accessibilityLabel(\"Rating\") and .accessibilityValue(\"3 of 5 stars\")"
            ))

        let uiKit = findings(
            of: Self.rule,
            in: """
                final class RatingView: UIView {
                    private var starButtons: [UIButton] = []

                    func setUp() {
                        for index in 0..<5 {
                            let button = UIButton(type: .custom)
                            button.setImage(UIImage(named: "icnStarEmpty"), for: .normal)
                            starButtons.append(button)
                        }
                    }
                }
                """)
        #expect(uiKit.count == 1)
        #expect(
            uiKit.first?.message.hasPrefix(
                "These star buttons make a rating: make the row one element with accessibilityTraits "
                    + ".adjustable") == true)

        let favourite = try #require(
            findings(
                of: Self.rule,
                in: """
                    struct Row: View {
                        var body: some View {
                            HStack { Text(title); Button(action: toggle) { Image("star_outline") } }
                        }
                    }
                    """
            ).first)
        #expect(favourite.message.hasPrefix("Add a localised .accessibilityLabel"))
    }

    /// A button inside a view that code or an Interface Builder file makes one element is no stop:
    /// the cell is read whole. Where no file says so, the finding stands.
    @Test func buttonsInsideOneElementAreNoStops() throws {
        let linter = Linter(rules: [Self.rule])
        let cell = linter.lintIndexed(
            path: "RewardCell.swift",
            text: """
                final class RewardCell: UITableViewCell {
                    private let buyButton = UIButton(type: .system)

                    func configure() {
                        contentView.addSubview(buyButton)
                        buyButton.setImage(UIImage(named: "gold"), for: .normal)
                    }
                }
                """)
        guard case .linted(let candidates) = cell.outcome else {
            Issue.record("does not parse")
            return
        }
        let finding = try #require(candidates.first)
        let condition = try #require(cell.conditions[finding])
        func index(_ other: String) -> ProjectIndex {
            ProjectIndex([cell.index, linter.lintIndexed(path: "Rewards.swift", text: other).index])
        }
        #expect(
            !index(
                """
                final class RewardsDataSource {
                    func cell(at indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "reward", for: indexPath) as! RewardCell
                        cell.isAccessibilityElement = true
                        return cell
                    }
                }
                """
            ).holds(condition))
        #expect(
            index("final class Other { func f(cell: RewardCell) { cell.accessibilityLabel = title } }").holds(condition)
        )
    }
}

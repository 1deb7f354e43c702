import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

struct TapGestureTraitRuleTests {
    private let rule = TapGestureTraitRule()

    @Test func swiftUIMessageNamesTheButtonAndTheTraits() {
        let found = findings(of: rule, in: "Image(systemName: \"heart\").onTapGesture { like() }")
        #expect(
            found.map(\.message) == [
                "Make this tappable view a Button, or add .accessibilityAddTraits(.isButton) (.isLink if it opens a web page "
                    + "or another app), so VoiceOver announces that a double tap activates it (WCAG 4.1.2, 2.1.1)"
            ])
        #expect(found.first?.severity == .error)
    }

    /// A tap in a view type shown only inside a button's label is not announced on its own: the
    /// button is the element VoiceOver reads (a tap-ahead arrow in a suggestion row).
    @Test func aTapInsideAButtonsLabelIsNoStopOfItsOwn() throws {
        let linter = Linter(rules: [rule])
        let row = linter.lintIndexed(
            path: "SuggestionView.swift",
            text: """
                struct SuggestionView: View {
                    var body: some View {
                        HStack { Text(title); Spacer(); Image(systemName: "arrow.up.left").onTapGesture { tapAhead() } }
                    }
                }
                """)
        guard case .linted(let candidates) = row.outcome else {
            Issue.record("does not parse")
            return
        }
        // The violation; its review twin, for a view holding controls, fails here whatever the list does.
        let condition = try #require(
            candidates.first { $0.certainty != .needsReview }.flatMap { row.conditions[$0] })
        func index(_ other: String) -> ProjectIndex {
            ProjectIndex([row.index, linter.lintIndexed(path: "List.swift", text: other).index])
        }
        #expect(
            !index("struct Results: View { var body: some View { Button { open() } label: { SuggestionView() } } }")
                .holds(condition))
        #expect(index("struct Results: View { var body: some View { VStack { SuggestionView() } } }").holds(condition))
    }

    /// Whether a tapped card holds a control through a view type declared in another file decides
    /// between the violation (make it a Button) and the review item (add a named action).
    @Test func aCardHoldingAControlThroughAnotherFileAsksForANamedAction() throws {
        let linter = Linter(rules: [rule])
        let card = linter.lintIndexed(
            path: "MessageCard.swift",
            text: """
                struct MessageCard: View {
                    var body: some View {
                        VStack { AuthorRow(author: author); Text(message) }.onTapGesture { open() }
                    }
                }
                """)
        guard case .linted(let candidates) = card.outcome else {
            Issue.record("does not parse")
            return
        }
        let violation = try #require(
            candidates.first { $0.certainty != .needsReview }.flatMap { card.conditions[$0] })
        let review = try #require(
            candidates.first { $0.certainty == .needsReview }.flatMap { card.conditions[$0] })
        func index(_ other: String) -> ProjectIndex {
            ProjectIndex([card.index, linter.lintIndexed(path: "AuthorRow.swift", text: other).index])
        }
        let plain = index("struct AuthorRow: View { var body: some View { Text(author.name) } }")
        #expect(plain.holds(violation) && !plain.holds(review))
        let linked = index(
            "struct AuthorRow: View { var body: some View { HStack { Text(author.name); Link(\"Profile\", destination: url) } } }"
        )
        #expect(!linked.holds(violation) && linked.holds(review))
        let inMenu = index(
            "struct AuthorRow: View { var body: some View { Text(author.name).contextMenu { Button(\"Copy\") { copy() } } } }"
        )
        #expect(inMenu.holds(violation), "a context menu's buttons are not inside the card")
    }

    /// A tap that only calls a method of another file stands unless every declaration of that
    /// method only reports to analytics or logs.
    @Test func aTapThatOnlyCallsAMethodThatIsOnlyCountedActsOnNothing() throws {
        let linter = Linter(rules: [rule])
        let tile = linter.lintIndexed(
            path: "FavoritesView.swift",
            text:
                "struct FavoritesView: View { var body: some View { PlaceholderTile().onTapGesture { model.placeholderTapped() } } }"
        )
        guard case .linted(let candidates) = tile.outcome else {
            Issue.record("does not parse")
            return
        }
        let violation = try #require(
            candidates.first { $0.certainty != .needsReview }.flatMap { tile.conditions[$0] })
        let condition = try #require(AllConditions.parts(of: violation).first { $0 is ActsOnTap })
        func index(_ models: String...) -> ProjectIndex {
            ProjectIndex(
                [tile.index]
                    + models.enumerated().map {
                        linter.lintIndexed(path: "Model\($0.offset).swift", text: $0.element).index
                    },
                knowsEveryUse: true)
        }
        let counted = "final class FavoritesModel { func placeholderTapped() { pixelFiring.fire(.placeholderTapped) } }"
        #expect(!index(counted, "final class PreviewModel { func placeholderTapped() {} }").holds(condition))
        #expect(
            index(counted, "final class OtherModel { func placeholderTapped() { isAdding = true } }").holds(condition),
            "another declaration of the name acts")
        #expect(index("final class FavoritesModel { func placeholderTapped() { showAddSheet() } }").holds(condition))
    }

    /// A tapped view built by a helper of the same type (`usernameCell()`) shows the app's view
    /// types the helper builds: one holding a button asks for a named action.
    @Test func aCardBuiltByAHelperHoldsWhatTheHelperShows() throws {
        let linter = Linter(rules: [rule])
        let details = linter.lintIndexed(
            path: "LoginDetails.swift",
            text: """
                struct LoginDetails: View {
                    var body: some View {
                        List { usernameCell().onTapGesture { insertUsername() } }
                    }

                    private func usernameCell() -> some View {
                        CopyableCell(title: "Username", value: login.username)
                    }
                }
                """)
        guard case .linted(let candidates) = details.outcome else {
            Issue.record("does not parse")
            return
        }
        let violation = try #require(
            candidates.first { $0.certainty != .needsReview }.flatMap { details.conditions[$0] })
        let holds = try #require(AllConditions.parts(of: violation).first { $0 is HoldsControls })
        let cell = linter.lintIndexed(
            path: "CopyableCell.swift",
            text:
                "struct CopyableCell: View { var body: some View { HStack { Text(value); Button(\"Copy\") { copy() } } } }"
        )
        #expect(!ProjectIndex([details.index, cell.index]).holds(holds), "the cell holds a copy button")
    }

    @Test func uiKitMessageNamesTheReceiver() {
        let found = findings(
            of: rule,
            in: """
                let tap = UITapGestureRecognizer(target: self, action: #selector(open))
                cardView.addGestureRecognizer(tap)
                """)
        #expect(
            found.map(\.message) == [
                "Add cardView.accessibilityTraits.insert(.button) (.link if it opens a web page or another app) so VoiceOver "
                    + "announces that a double tap activates this tappable view, or make it a UIButton (WCAG 4.1.2, 2.1.1)"
            ])
    }

    /// An image view declared in another file is no element by default: a trait alone would never be
    /// announced, so the advice makes it a stop.
    @Test func anImageViewOfAnotherFileIsAdvisedToBecomeAStop() {
        let found = findings(
            of: rule,
            in: """
                let tap = UITapGestureRecognizer(target: self, action: #selector(showPhoto))
                summaryView.photoImageView.addGestureRecognizer(tap)
                """)
        #expect(found.map(\.message).allSatisfy { $0.hasPrefix("Make this tappable view one VoiceOver stop") })
        #expect(found.count == 1)
    }

    /// A method that adds a recognizer, which nothing in the whole project calls, adds none.
    @Test func aTapAddedByAMethodNothingCallsIsNoFinding() throws {
        let linter = Linter(rules: [rule])
        let cell = linter.lintIndexed(
            path: "NoteCell.swift",
            text: """
                protocol TextCell: UITableViewCell { func configure(text: String) }
                final class NoteCell: UITableViewCell, TextCell {
                    func configure(text: String) { noteLabel.text = text }

                    func enableLinkTap() {
                        noteLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(noteTapped)))
                        noteLabel.isUserInteractionEnabled = true
                    }

                    @objc private func noteTapped() { delegate?.openLink(in: self) }
                }
                """)
        guard case .linted(let candidates) = cell.outcome else {
            Issue.record("does not parse")
            return
        }
        let condition = try #require(candidates.first.flatMap { cell.conditions[$0] })
        func project(_ other: String) -> ProjectIndex {
            ProjectIndex(
                [cell.index, linter.lintIndexed(path: "NotesViewController.swift", text: other).index],
                knowsEveryUse: true)
        }
        let user =
            "final class NotesViewController: UITableViewController { func setUp(cell: NoteCell) { cell.configure(text: note) } }"
        #expect(!project(user).holds(condition))
        #expect(
            project(user.replacingOccurrences(of: "cell.configure(text: note)", with: "cell.enableLinkTap()")).holds(
                condition))
    }

    /// A double tap is zoom only in a type that zooms: a double tap to like a post is a control.
    @Test func aDoubleTapInATypeThatDoesNotZoomIsAControl() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class PostCell: UITableViewCell {
                        func configure() {
                            let doubleTap = UITapGestureRecognizer(target: self, action: #selector(likeTapped))
                            doubleTap.numberOfTapsRequired = 2
                            photoView.addGestureRecognizer(doubleTap)
                        }

                        @objc private func likeTapped() { viewModel.like() }
                    }
                    """
            ).count == 1)
    }

    /// A handler that only logs does nothing a person notices; one that logs and acts is a control.
    @Test func aHandlerThatOnlyLogsIsNoAction() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class BannerView: UIView {
                        func configure() {
                            messageLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(messageTapped)))
                            iconView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(iconTapped)))
                        }

                        @objc private func messageTapped() {
                            print("banner message tapped")
                        }

                        @objc private func iconTapped() {
                            print("banner icon tapped")
                            delegate?.bannerDidRequestDetails(self)
                        }
                    }
                    """
            ).map(\.location.line) == [4])
    }

    /// A handler that acts and then ends editing is a control; one that only ends editing is not.
    @Test func aTapThatActsBeforeEndingEditingIsAControl() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class EventViewController: UIViewController {
                        func configure() {
                            startHeaderView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(startHeaderTapped)))
                        }

                        @objc private func startHeaderTapped() {
                            viewModel.startHeaderTapped()
                            view.endEditing(true)
                        }
                    }
                    """
            ).count == 1)
    }

    @Test func otherRecognizersAreNotTaps() {
        #expect(
            findings(
                of: rule,
                in: """
                    let pan = UIPanGestureRecognizer(target: self, action: #selector(drag))
                    cardView.addGestureRecognizer(pan)
                    cardView.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(menu)))
                    Text("Drag").gesture(DragGesture().onChanged { move($0) })
                    """
            ).isEmpty)
    }

    @Test func aRecognizerThatLetsTouchesThroughIsABackgroundTap() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class FormView: UIView {
                        let tap = UITapGestureRecognizer(target: self, action: #selector(collapseMenu))

                        func setUp() {
                            tap.cancelsTouchesInView = false
                            contentView.addGestureRecognizer(tap)
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func aTraitSetInAnExtensionOfTheClassCounts() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class CardView: UIView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                        }
                    }
                    extension CardView {
                        func configureAccessibility() {
                            accessibilityTraits = .button
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func aSubclassOfAButtonIsAlreadyAButton() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class PillButton: UIButton {}
                    let pill = PillButton()
                    pill.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                    """
            ).isEmpty)
    }

    @Test func aTapInsideAButtonsLabelOrAHiddenContainerIsQuiet() {
        #expect(
            findings(
                of: rule,
                in: """
                    Button(action: open) {
                        Image(systemName: "star").onTapGesture(count: 2) { favorite() }
                    }
                    HStack { Image(systemName: "sparkles").onTapGesture { celebrate() } }
                        .accessibilityHidden(true)
                    """
            ).isEmpty)
    }

    @Test func theHeaderTraitAloneDoesNotAnnounceActivation() {
        #expect(
            findings(
                of: rule,
                in: """
                    Text("Recent activity")
                        .accessibilityAddTraits(.isHeader)
                        .onTapGesture { expand() }
                    """
            ).count == 1)
    }

    @Test func aTapOnACellsContentViewIsTheCellsSelection() {
        #expect(
            findings(
                of: rule,
                in: """
                    cell.contentView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(select)))
                    """
            ).isEmpty)
    }

    /// A cell that says it is a button, with a tap on itself or on a view inside it when it is one
    /// element: VoiceOver announces the button and a double tap activates it.
    @Test func aCellThatSaysItIsAButtonAnnouncesItsTaps() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class RiskCell: UITableViewCell {
                        override func awakeFromNib() {
                            super.awakeFromNib()
                            isAccessibilityElement = true
                            accessibilityTraits = [.button]
                            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openDetails)))
                        }
                    }
                    final class StatusCell: UITableViewCell {
                        override func awakeFromNib() {
                            super.awakeFromNib()
                            cardView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openStatus)))
                        }

                        private func setUpAccessibility() {
                            self.isAccessibilityElement = true
                            self.accessibilityTraits.insert(.link)
                        }
                    }
                    """
            ).isEmpty)
    }

    /// A cell that gives itself the button trait is read as one element: taps inside it that all do
    /// one thing are what a double tap on it does; two different ones leave one out of reach.
    @Test func aCellThatSaysItIsAButtonIsOneElementAroundItsTaps() {
        func cell(titleAction: String) -> String {
            """
            final class StatusCell: UITableViewCell {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    accessibilityTraits = .button
                    iconView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openStatus)))
                    titleLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(\(titleAction))))
                }
            }
            """
        }
        #expect(findings(of: rule, in: cell(titleAction: "openStatus")).isEmpty)
        let found = findings(of: rule, in: cell(titleAction: "shareStatus"))
        #expect(found.map(\.certainty) == [.needsReview, .needsReview])
        #expect(
            found.first?.message.hasPrefix(
                "Add a UIAccessibilityCustomAction to StatusCell's accessibilityCustomActions "
                    + "that does what tapping iconView does") == true)
    }

    /// A view made one element whose accessibilityActivate() does what the tap inside does covers
    /// it; a tap doing something else asks for a custom action instead of a trait on the subview.
    @Test func aViewMadeOneElementCoversOnlyTheTapItsActivationDoes() {
        let found = findings(
            of: rule,
            in: """
                final class ProductCard: UIView {
                    func setUp() {
                        isAccessibilityElement = true
                        imageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openProduct)))
                        priceLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showPriceHistory)))
                    }

                    override func accessibilityActivate() -> Bool {
                        openProduct()
                        return true
                    }
                }
                """)
        #expect(found.map(\.location.line) == [5])
        #expect(found.map(\.certainty) == [.needsReview])
    }

    /// The trait set on the cell in another file (an extension) counts for a tap on a view inside
    /// the cell when the cell is one element.
    @Test func aCellsTraitSetInAnotherFileCountsForItsSubviews() throws {
        let linter = Linter(rules: [rule])
        let cell = linter.lintIndexed(
            path: "StatusCell.swift",
            text: """
                final class StatusCell: UITableViewCell {
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        isAccessibilityElement = true
                        cardView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openStatus)))
                    }
                }
                """)
        guard case .linted(let candidates) = cell.outcome else {
            Issue.record("does not parse")
            return
        }
        let condition = try #require(candidates.first.flatMap { cell.conditions[$0] })
        func index(_ other: String) -> ProjectIndex {
            ProjectIndex([cell.index, linter.lintIndexed(path: "StatusCell+Accessibility.swift", text: other).index])
        }
        #expect(
            !index("extension StatusCell { func setUpAccessibility() { accessibilityTraits = .button } }").holds(
                condition))
        #expect(
            index("extension StatusCell { func setUpAccessibility() { accessibilityLabel = status.title } }").holds(
                condition))
    }
}

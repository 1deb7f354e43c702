import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

struct HeadingTraitRuleTests {
    private let rule = HeadingTraitRule()

    @Test func swiftUIFindingIsForReviewWithTheModifier() {
        let found = findings(
            of: rule,
            in: """
                VStack {
                    Text("Recent activity").font(.title2)
                    ForEach(transactions) { TransactionRow(transaction: $0) }
                }
                """)
        #expect(
            found.map(\.message) == [
                "If this title-styled text heads a section, add .accessibilityAddTraits(.isHeader) so VoiceOver users can "
                    + "jump to it with the headings rotor (WCAG 2.4.6, 1.3.1)"
            ])
        #expect(found.map(\.certainty) == [.needsReview])
    }

    @Test func uiKitFindingNamesTheLabel() {
        let found = findings(
            of: rule,
            in: """
                let headerLabel = UILabel()
                let tableView = UITableView()
                headerLabel.font = UIFont.preferredFont(forTextStyle: .largeTitle)
                let stack = UIStackView(arrangedSubviews: [headerLabel, tableView])
                """)
        #expect(
            found.map(\.message) == [
                "If this title-styled label heads a section, add headerLabel.accessibilityTraits.insert(.header) so "
                    + "VoiceOver users can jump to it with the headings rotor (WCAG 2.4.6, 1.3.1)"
            ])
    }

    /// A heading heads something: "No Results" over an empty list, with one line of explanation, is
    /// a message standing alone; a title followed by rows or several lines heads them.
    @Test func onlyTitlesFollowedByContentAreReported() {
        #expect(
            findingLines(
                of: rule,
                in: """
                    VStack {
                        HStack {
                            Text("Recent activity").font(.title2)
                            Spacer()
                            Button("See all", action: showAll)
                        }
                        ForEach(transactions) { TransactionRow(transaction: $0) }
                    }
                    List(results) { ResultRow(result: $0) }
                        .overlay {
                            VStack {
                                Text("No Results").font(.title2)
                                Text("Try another search")
                            }
                        }
                    VStack {
                        Text("Terms").font(.title)
                        Text(firstParagraph)
                        Text(secondParagraph)
                    }
                    """) == [3, 17])
        #expect(
            findingLines(
                of: rule,
                in: """
                    final class EmptySearchView: UIView {
                        private let title = UILabel()
                        private let subtitle = UILabel()
                        private let noteLabel = UILabel()
                        private lazy var message = UIStackView(arrangedSubviews: [title, subtitle])
                        private let details = UIStackView()
                        func setUp() {
                            title.font = .preferredFont(forTextStyle: .title2)
                            noteLabel.font = .preferredFont(forTextStyle: .title3)
                            details.addArrangedSubview(noteLabel)
                            details.addArrangedSubview(subtitle)
                            details.addArrangedSubview(title)
                        }
                    }
                    """) == [9])
    }

    /// Content shown in one branch of an `if`, or after the row a title shares with a button, is
    /// content the title heads.
    /// A title drawn in a branch of an `if` or a `switch` heads what follows the whole statement.
    @Test func aTitleInABranchHeadsWhatFollowsTheStatement() {
        #expect(
            findingLines(
                of: rule,
                in: """
                    VStack {
                        if showHeader { Text("Recent").font(.title2) }
                        ForEach(rows) { Row(item: $0) }
                    }
                    VStack {
                        switch mode {
                        case .compact: EmptyView()
                        case .full: Text("Favorites").font(.title2)
                        }
                        List(favorites) { FavoriteRow(item: $0) }
                    }
                    VStack {
                        if failed { Text("No Results").font(.title2) }
                        Text("Try another search")
                    }
                    """) == [2, 8])
    }

    @Test func contentAfterABranchOrAfterTheTitlesRowCounts() {
        #expect(
            findingLines(
                of: rule,
                in: """
                    VStack {
                        Text("Your Bag").font(.largeTitle)
                        if lines.isEmpty {
                            emptyState
                        } else {
                            ForEach(lines) { CartRow(line: $0) }
                        }
                    }
                    VStack {
                        Text("No Results").font(.title2)
                        if query.isEmpty { Text("Search your passwords") } else { Text("Nothing matches \\(query)") }
                    }
                    """) == [2])
        #expect(
            findingLines(
                of: rule,
                in: """
                    final class ProductViewController: UIViewController {
                        let titleLabel = UILabel()
                        let favouriteButton = UIButton()
                        let photoView = UIImageView()
                        let quantityControl = QuantityControl()
                        override func viewDidLoad() {
                            titleLabel.font = .preferredFont(forTextStyle: .title1)
                            let header = UIStackView(arrangedSubviews: [titleLabel, favouriteButton])
                            let stack = UIStackView(arrangedSubviews: [photoView, header, quantityControl])
                            view.addSubview(stack)
                        }
                    }
                    """) == [7])
    }

    @Test func otherTextStylesAreNotTitles() {
        #expect(
            findings(
                of: rule,
                in: """
                    Text("Balance").font(.headline)
                    Text("Note").font(.system(size: 28))
                    noteLabel.font = .preferredFont(forTextStyle: .body)
                    """
            ).isEmpty)
    }

    @Test func textFieldsAndButtonsInTitleStylesAreNotHeadings() {
        #expect(
            findings(
                of: rule,
                in: """
                    let searchField = UITextField()
                    searchField.font = .preferredFont(forTextStyle: .title2)
                    let startButton = UIButton()
                    startButton.titleLabel?.font = .preferredFont(forTextStyle: .title1)
                    """
            ).isEmpty)
    }

    @Test func styledTextInsideSectionHeaderClosuresIsTheSystemsHeader() {
        #expect(
            findings(
                of: rule,
                in: """
                    Section {
                        Text(item.name)
                    } header: {
                        Text("Favorites").font(.title3)
                    }
                    """
            ).isEmpty)
    }

    @Test func legacyHeaderConstantCounts() {
        #expect(
            findings(
                of: rule,
                in: """
                    headingLabel.font = .preferredFont(forTextStyle: .title1)
                    headingLabel.accessibilityTraits |= UIAccessibilityTraitHeader
                    """
            ).isEmpty)
    }

    /// A local bound in several branches of one function (`let view = …` in each case of a switch)
    /// may hold each type it is given there: the trait set through the header view's local counts
    /// even though another branch binds the same name to a plain `UIView()`.
    @Test func aTraitSetThroughALocalOfEachBranchCounts() throws {
        let linter = Linter(rules: [rule])
        let header = linter.lintIndexed(
            path: "PictureHeaderView.swift",
            text: """
                final class PictureHeaderView: UITableViewHeaderFooterView {
                    private(set) var titleLabel = UILabel()

                    override init(reuseIdentifier: String?) {
                        super.init(reuseIdentifier: reuseIdentifier)
                        contentView.addSubview(titleLabel)
                    }
                }
                """)
        guard case .linted(let candidates) = header.outcome else {
            Issue.record("the header view was not linted")
            return
        }
        let finding = try #require(candidates.first)
        let condition = try #require(header.conditions[finding])
        func index(settingTheTraitIn branch: String) -> ProjectIndex {
            ProjectIndex([
                header.index,
                linter.lintIndexed(
                    path: "ScreenViewController.swift",
                    text: """
                        final class ScreenViewController: UITableViewController {
                            override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                                switch section {
                                case 0:
                                    let view = UIView()
                                    view.backgroundColor = .clear
                                    return view
                                default:
                                    let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? PictureHeaderView
                                    \(branch)
                                    return view
                                }
                            }
                        }
                        """
                ).index,
            ])
        }
        #expect(!index(settingTheTraitIn: "view?.titleLabel.accessibilityTraits = .header").holds(condition))
        #expect(index(settingTheTraitIn: "view?.titleLabel.text = title").holds(condition))
    }
}

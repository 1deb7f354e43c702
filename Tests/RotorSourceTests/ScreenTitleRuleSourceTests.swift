import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

struct ScreenTitleRuleSourceTests {
    private let rule = ScreenTitleRule()

    @Test func untitledControllerIsForReviewAtItsName() {
        let found = findings(
            of: rule,
            in: """
                final class AccountViewController: UITableViewController {
                    override func viewDidLoad() { super.viewDidLoad() }
                }
                func open() { present(AccountViewController(), animated: true) }
                """)
        #expect(found.count == 1)
        #expect(found.first?.certainty == .needsReview)
        #expect(found.first?.location.column == 13)
        #expect(found.first?.message.hasSuffix("(WCAG 2.4.2)") == true)
    }

    @Test func aTitleSetInAnExtensionOrBySelfCounts() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class A: UIViewController {
                        override func viewDidLoad() { super.viewDidLoad(); configure() }
                    }
                    extension A {
                        func configure() { self.title = "Orders" }
                    }
                    final class B: UIViewController {
                        override func loadView() { view = UIView(); self.navigationItem.title = "Basket" }
                    }
                    """
            ).isEmpty)
    }

    @Test func aSubclassOfAnotherControllerIsNotJudged() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class A: BaseViewController {
                        override func viewDidLoad() { super.viewDidLoad() }
                    }
                    final class B: UINavigationController {
                        override func viewDidLoad() { super.viewDidLoad() }
                    }
                    """
            ).isEmpty)
    }

    @Test func placeholderTitlesUseTheTreeRulesMessages() {
        let found = findings(
            of: rule,
            in: """
                final class A: UIViewController {
                    override func viewDidLoad() { super.viewDidLoad(); title = "No Title" }
                }
                Text(x).navigationTitle("report.pdf")
                """)
        #expect(
            found.map(\.message) == [
                "Replace the placeholder title \"No Title\" with one that names this screen's topic or purpose, such as the "
                    + "document's name (WCAG 2.4.2)",
                "Replace the file name \"report.pdf\" in the title with words that say what the document or screen is, such as "
                    + "\"Quarterly report\" (WCAG 2.4.2)",
            ])
        #expect(found.allSatisfy { $0.certainty == .violation })
    }

    @Test func titlesOfOtherThingsAreNotJudged() {
        #expect(
            findings(
                of: rule,
                in: """
                    button.title = "Untitled"
                    alert.title = "Title"
                    struct Draft {
                        var title: String
                        init() { title = "Untitled Document" }
                    }
                    """
            ).isEmpty)
    }

    @Test func aHeadingInAConditionalOverlayIsNotTheTitle() {
        let found = findings(
            of: rule,
            in: """
                struct A: View {
                    var body: some View {
                        NavigationStack {
                            List { Text("Row") }
                            if showsError { ErrorCard() }
                        }
                    }
                }
                struct ErrorCard: View {
                    var body: some View { Text("Something went wrong").accessibilityAddTraits(.isHeader) }
                }
                """)
        #expect(found.count == 1)
        #expect(found.first?.certainty == .violation)
        #expect(found.first?.location.line == 3)
    }

    @Test func aTitleInAViewOfTheFileCounts() {
        #expect(
            findings(
                of: rule,
                in: """
                    struct A: View {
                        var body: some View {
                            NavigationStack { Inbox() }
                        }
                    }
                    struct Inbox: View {
                        var body: some View { list.navigationTitle("Inbox") }
                    }
                    """
            ).isEmpty)
    }

    @Test func aViewHandedInIsTheCallersToTitleButAnActionIsNotAView() {
        #expect(
            findings(
                of: rule,
                in: """
                    struct Wrapper<Content: View>: View {
                        let content: () -> Content
                        var body: some View { NavigationStack { VStack { content() } } }
                    }
                    """
            ).isEmpty)
        #expect(
            findings(
                of: rule,
                in: """
                    struct Settings: View {
                        @Environment(\\.dismiss) private var dismiss
                        var body: some View {
                            NavigationStack { List { Button("Done") { dismiss() } } }
                        }
                    }
                    """
            ).count == 1)
    }

    /// The project index decides across files: presented in one file, titled or not in another.
    @Test func whetherAControllerIsAnUntitledScreenIsDecidedAcrossFiles() throws {
        let controller = """
            final class AccountViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); view.addSubview(form) }
            }
            """
        let linter = Linter(rules: [rule])
        let own = linter.lintIndexed(path: "Account.swift", text: controller)
        guard case .linted(let candidates) = own.outcome else {
            Issue.record("does not parse")
            return
        }
        let finding = try #require(candidates.first)
        let condition = try #require(own.conditions[finding])
        // It also stands only if the project uses the controller (`Linter.placedInReach`).
        let parts = AllConditions.parts(of: condition)
        #expect(parts.count == 2)
        #expect((parts.first as? UntitledScreen)?.type == "AccountViewController")
        #expect((parts.last as? UsedTypes)?.types == ["AccountViewController"])
        func index(_ others: String...) -> ProjectIndex {
            ProjectIndex(
                [own.index]
                    + others.enumerated().map {
                        linter.lintIndexed(path: "F\($0.offset).swift", text: $0.element).index
                    })
        }
        #expect(!index().holds(condition), "nothing presents it: not known to be a screen")
        let presenter =
            "func open() { navigationController?.pushViewController(AccountViewController(), animated: true) }"
        #expect(index(presenter).holds(condition))
        #expect(
            !index(presenter, "extension AccountViewController { func style() { title = \"Account\" } }").holds(
                condition))
        #expect(
            !index(
                """
                func open() {
                    let controller = storyboard.instantiateViewController(withIdentifier: "a") as! AccountViewController
                    controller.navigationItem.title = "Account"
                    present(controller, animated: true)
                }
                """
            ).holds(condition), "titled by its presenter")
        #expect(!index("func embed() { addChild(AccountViewController()) }").holds(condition), "a child is no screen")
        #expect(
            !index(
                "func page() { pages.setViewControllers([AccountViewController()], direction: .forward, animated: true) }"
            )
            .holds(condition), "a page of a page view controller is no screen of its own")
        #expect(
            !index(presenter, "extension AccountViewController { func show() { parent?.navigationItem.title = name } }")
                .holds(condition), "it titles the container it is shown in")
        #expect(
            !index(
                presenter,
                "extension AccountViewController { func tab() { tabBarItem = UITabBarItem(title: \"Account\", image: nil, tag: 1) } }"
            )
            .holds(condition), "its tab's title names it")
        #expect(
            !index(
                presenter,
                "extension AccountViewController { func bar() { navigationController?.navigationBar.topItem?.title = name } }"
            )
            .holds(condition), "the top item of its navigation bar names it")
        #expect(
            index(
                presenter,
                "extension AccountViewController { func nav() { navigationItem.backButtonTitle = \"Back\" } }"
            )
            .holds(condition), "a back button's title names no screen")
        #expect(
            index(
                presenter,
                "func tabs() { let scan = UIViewController(); scan.tabBarItem = UITabBarItem(title: \"Scan\", image: nil, tag: 2) }"
            )
            .holds(condition), "a plain UIViewController's tab names that one, not every subclass")
    }
}

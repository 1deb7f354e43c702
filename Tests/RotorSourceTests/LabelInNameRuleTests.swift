import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

struct LabelInNameRuleTests {
    static let rule = LabelInNameRule()

    @Test func messageSuggestsStartingWithTheVisibleWords() throws {
        let finding = try #require(
            findings(
                of: Self.rule,
                in: """
                    struct Checkout: View {
                        var body: some View {
                            Button("Buy now", action: buy).accessibilityLabel("Purchase")
                        }
                    }
                    """
            ).first)
        #expect(
            finding.message == "Start this accessibility label with the visible words \"Buy now\" (for example "
                + "\"Buy now, …\"): people using Voice Control say what they see, and \"Purchase\" does not contain it "
                + "(WCAG 2.5.3)")
        #expect(finding.severity == .warning)
        #expect(finding.location.line == 3 && finding.location.column == 59)
    }

    @Test(arguments: [
        ("Buy now", "Buy now, Premium plan", true),
        ("Buy now", "buy NOW!", true),
        ("Terms & Conditions", "Terms and conditions", true),
        ("Check-out", "Check out", true),
        ("Buy now", "Now buy", false),
        ("Buy", "Buying", false),
        ("Save", "", false),
    ])
    func wordsAreComparedInOrderIgnoringCaseAndPunctuation(title: String, label: String, contains: Bool) {
        #expect(LabelInNameRule.label(label, contains: title) == contains)
    }

    @Test func everyVisibleTextMustBeInTheLabel() {
        #expect(
            findingLines(
                of: Self.rule,
                in: """
                    struct Offer: View {
                        var body: some View {
                            VStack {
                                Button(action: buy) { VStack { Text("Premium"); Text("Buy now") } }
                                    .accessibilityLabel("Premium, buy now for $9.99")
                                Button(action: buy) { VStack { Text("Premium"); Text("Buy now") } }
                                    .accessibilityLabel("Premium plan")
                            }
                        }
                    }
                    """) == [7])
    }

    @Test func hiddenTitlesAndLocalizationKeysAreNotCompared() {
        #expect(
            findings(
                of: Self.rule,
                in: """
                    struct Editor: View {
                        var body: some View {
                            NavigationStack {
                                content
                                    .toolbar {
                                        ToolbarItem { Button(action: add) { Label("Add", systemImage: "plus") }.accessibilityLabel("New note") }
                                    }
                                Button("settings.title", action: open).accessibilityLabel("accessibility.settings")
                                Button(action: add) { Label("Add", systemImage: "plus") }
                                    .accessibilityLabel("New note")
                                    .labelStyle(.iconOnly)
                                Button(title, action: open).accessibilityLabel("Open")
                            }
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func uiKitTitlesFromEachSource() {
        #expect(
            findingLines(
                of: Self.rule,
                in: """
                    final class EditorViewController: UIViewController {
                        private let publishButton = UIButton(type: .system)
                        private let saveButton = UIButton(type: .system)
                        private let shareButton = UIButton(primaryAction: UIAction(title: "Share") { _ in })
                        override func viewDidLoad() {
                            publishButton.titleLabel?.text = "Publish"
                            publishButton.accessibilityLabel = "Post"
                            saveButton.setTitle("Saved", for: .selected)
                            saveButton.setTitle("Save", for: .normal)
                            saveButton.accessibilityLabel = "Save draft"
                            shareButton.accessibilityLabel = "Send"
                            title = "Editor"
                            accessibilityLabel = "Article editor"
                        }
                    }

                    final class BuyButton: UIButton {
                        func setUp() {
                            setTitle("Buy", for: .normal)
                            accessibilityLabel = "Purchase"
                        }
                    }
                    """) == [7, 11, 20])
    }
}

import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

struct ControlLabelRuleTests {
    static let rule = ControlLabelRule()

    @Test func uiKitTextFieldMessageSaysAPlaceholderIsNotAName() throws {
        let finding = try #require(
            findings(
                of: Self.rule,
                in: """
                    final class SignInViewController: UIViewController {
                        private let emailField = UITextField()
                        override func viewDidLoad() {
                            emailField.placeholder = "Email"
                        }
                    }
                    """
            ).first)
        #expect(
            finding.message == "Set emailField.accessibilityLabel to what to enter (usually the text beside it), or "
                + "group the UITextField with that text in one accessibility element: a placeholder is not a name, and it is "
                + "no longer read once something is typed (WCAG 4.1.2)")
        #expect(finding.severity == .error)
        #expect(finding.location.line == 2 && finding.location.column == 30)
    }

    @Test func uiKitControlsCreatedByAssignmentAreChecked() {
        #expect(
            findingLines(
                of: Self.rule,
                in: """
                    final class SettingsViewController: UIViewController {
                        var darkModeSwitch: UISwitch!
                        var volumeSlider: UISlider!
                        override func viewDidLoad() {
                            darkModeSwitch = UISwitch()
                            self.volumeSlider = UISlider()
                            volumeSlider.accessibilityLabel = "Volume"
                        }
                    }
                    """) == [5])
    }

    @Test func aControlInsideAViewReadAsOneElementIsNamedByIt() {
        #expect(
            findings(
                of: Self.rule,
                in: """
                    final class SettingCell: UITableViewCell {
                        private let toggle = UISwitch()
                        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                            super.init(style: style, reuseIdentifier: reuseIdentifier)
                            isAccessibilityElement = true
                            accessibilityLabel = "Dark mode"
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func outletsAndControlsNotCreatedHereAreLeftToInterfaceBuilderChecks() {
        #expect(
            findings(
                of: Self.rule,
                in: """
                    final class SettingsViewController: UIViewController {
                        @IBOutlet weak var darkModeSwitch: UISwitch!
                        override func viewDidLoad() {
                            darkModeSwitch.isOn = true
                            alert.addTextField { field in field.placeholder = "Name" }
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func swiftUIToggleMessage() throws {
        let finding = try #require(
            findings(
                of: Self.rule,
                in: """
                    struct Settings: View {
                        var body: some View {
                            Form { Toggle("", isOn: $darkMode) }
                        }
                    }
                    """
            ).first)
        #expect(
            finding.message == "Give this Toggle a name, such as Toggle(\"Dark mode\", isOn: …) (.labelsHidden() "
                + "keeps the title off screen), or add .accessibilityLabel(\"…\"): VoiceOver reads only \"switch button\" "
                + "and its state (WCAG 4.1.2)")
        #expect(finding.location.column == 16)
    }

    @Test func blankTitlesAndEmptyLabelViewsAreNoName() {
        #expect(
            findingLines(
                of: Self.rule,
                in: """
                    struct Settings: View {
                        var body: some View {
                            Form {
                                Toggle(" ", isOn: $a)
                                Toggle(isOn: $b) {}
                                Toggle(isOn: $c) { Text("") }
                                Stepper(value: $quantity, in: 1...9) { EmptyView() }
                                Picker(selection: $sort, label: EmptyView()) { Text("Name").tag(0) }
                                ColorPicker("", selection: $tint)
                                TextField(text: $name, prompt: Text("Name")) {}
                            }
                        }
                    }
                    """) == [4, 5, 6, 7, 8, 9, 10])
    }

    @Test func titlesAndLabelViewsRotorCannotReadAreNames() {
        #expect(
            findings(
                of: Self.rule,
                in: """
                    struct Settings: View {
                        var body: some View {
                            Form {
                                Toggle(title, isOn: $a)
                                Toggle(isOn: $b) { Label("Wi-Fi", systemImage: "wifi") }
                                Picker("Sort by", selection: $sort) { Text("Name").tag(0) }
                                Picker(selection: $sort) { Text("Name").tag(0) } label: { Text("Sort by") }
                                Stepper("Quantity: \\(quantity)", value: $quantity)
                                TextField(String(localized: "Email"), text: $email)
                            }
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func sliderEditingHandlerIsNotALabel() {
        #expect(
            findingLines(
                of: Self.rule,
                in: """
                    struct Player: View {
                        var body: some View {
                            VStack {
                                Slider(value: $progress, in: 0...1) { editing in isScrubbing = editing }
                                Slider(value: $volume, in: 0...1) { isScrubbing = $0 }
                                Slider(value: $speed, in: 0...2) { Text("Speed") }
                            }
                        }
                    }
                    """) == [4, 5])
    }

    @Test func surroundingsThatNameTheControl() {
        #expect(
            findings(
                of: Self.rule,
                in: """
                    struct Settings: View {
                        @Namespace private var names
                        var body: some View {
                            Form {
                                LabeledContent("Volume") { Slider(value: $volume) }
                                HStack {
                                    Text("Name").accessibilityLabeledPair(role: .label, id: "name", in: names)
                                    TextField("", text: $name).accessibilityLabeledPair(role: .content, id: "name", in: names)
                                }
                                Slider(value: $hidden).accessibilityHidden(true)
                                HStack { Text("Brightness"); Slider(value: $brightness) }
                                    .accessibilityElement(children: .combine)
                            }
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func controlsInHelpersAreJudgedByTheirUses() {
        let code = """
            struct Settings: View {
                var body: some View {
                    Form { volumeSlider }
                }

                private var volumeSlider: some View {
                    Slider(value: $volume)
                }
            }
            """
        #expect(findings(of: Self.rule, in: code).map(\.certainty) == [.violation])
        #expect(
            findings(
                of: Self.rule,
                in: code.replacingOccurrences(
                    of: "Form { volumeSlider }", with: "Form { volumeSlider.accessibilityLabel(\"Volume\") }")
            ).isEmpty)
    }
}

import RotorKit
import SwiftSyntax

/// Sliders, switches, steppers, text fields and pickers have a name: UIKit gives them none, and a
/// SwiftUI control with an empty title or an empty label closure has none either.
public struct ControlLabelRule: SourceRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "control-label",
        title: "Controls have a name",
        criteria: ["4.1.2"],
        platforms: [.ios],
        defaultSeverity: .error,
        success: "Every slider, switch, stepper, text field, date picker and picker has a name that says what it "
            + "controls: an accessibility label in UIKit, a title or label view in SwiftUI (`.labelsHidden()` keeps "
            + "it read while hiding it on screen), or one accessibility element that groups the control with the "
            + "text beside it.",
        failure: "A UISlider, UISwitch, UIStepper or UITextField created in code with no accessibility label, or a "
            + "SwiftUI `Toggle(\"\")`, `Slider(value:)`, `TextField(\"\")` or `DatePicker(\"\")`, is read by its role "
            + "and value alone (\"switch button, off\"); a placeholder is not a name, and it is gone once something "
            + "is typed.",
        limitations: "UIKit controls are checked where this file creates them; outlets are left to the Interface "
            + "Builder checks. A view class that makes itself one element with the button trait (a drawn button) is "
            + "reported when neither its own code nor code using views of the class (through the project index) sets "
            + "its label. A control hidden from VoiceOver, set as a cell's accessoryView, or inside a SwiftUI "
            + "container combined into one element is taken as named by its surroundings. A segmented Picker is "
            + "not checked: each segment reads its own title.",
        guideline: "iOS Accessibility Properties: How They Relate to WCAG, and How to Correctly Use Them › Name")

    public let sourceExamples: [SourceExample] = [
        .triggering(
            "UIKit controls created with no accessibility label",
            """
            final class SettingsViewController: UIViewController {
                private let darkModeSwitch = ↓UISwitch()
                private let volumeSlider = ↓UISlider(frame: .zero)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let quantityStepper = ↓UIStepper()
                    quantityStepper.maximumValue = 10
                    [darkModeSwitch, volumeSlider, quantityStepper].forEach(view.addSubview)
                }
            }
            """),
        .triggering(
            "a text field named only by its placeholder",
            """
            final class SignInViewController: UIViewController {
                private lazy var emailField: UITextField = {
                    let field = ↓UITextField()
                    field.placeholder = "Email"
                    field.keyboardType = .emailAddress
                    return field
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(emailField)
                }
            }
            """),
        .triggering(
            "SwiftUI controls with an empty title, an empty label, or none",
            """
            struct SettingsView: View {
                var body: some View {
                    Form {
                        HStack {
                            Text("Dark mode")
                            ↓Toggle("", isOn: $darkMode)
                        }
                        ↓Toggle(isOn: $notifications) { EmptyView() }
                        ↓Slider(value: $volume, in: 0...1)
                        ↓TextField("", text: $name, prompt: Text("Your name"))
                        ↓SecureField("", text: $password)
                        ↓DatePicker("", selection: $date).labelsHidden()
                    }
                }
            }
            """),
        .triggering(
            "a drawn view that makes itself a button element and that no code names",
            """
            final class DeleteCircle: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    ↓isAccessibilityElement = true
                    accessibilityTraits = [.button]
                }

                override func draw(_ rect: CGRect) {
                    UIColor.systemRed.setFill()
                    UIBezierPath(ovalIn: rect).fill()
                }
            }
            """),
        .nonTriggering(
            "a drawn button element named by its own code, or by the code that uses it",
            """
            final class DeleteCircle: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityTraits = [.button]
                    accessibilityLabel = NSLocalizedString("Delete", comment: "")
                }
            }

            final class AddCircle: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityTraits = .button
                }
            }

            final class StatisticsCardView: UIView {
                private let addCircle = AddCircle()

                func configure() {
                    addCircle.accessibilityLabel = NSLocalizedString("Add card", comment: "")
                }
            }
            """),
        .nonTriggering(
            "UIKit controls labelled here, in another method, in a lazy var, or grouped into their cell",
            """
            final class SettingsViewController: UIViewController {
                private let darkModeSwitch = UISwitch()
                private let volumeSlider = UISlider()
                private lazy var emailField: UITextField = {
                    let field = UITextField()
                    field.placeholder = "name@example.com"
                    return field
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    darkModeSwitch.accessibilityLabel = "Dark mode"
                    let wifiSwitch = UISwitch()
                    cell.accessoryView = wifiSwitch
                    let stepper = UIStepper()
                    stepper.isAccessibilityElement = false
                }

                private func configureAccessibility() {
                    volumeSlider.accessibilityLabel = NSLocalizedString("Volume", comment: "")
                    emailField.accessibilityLabel = "Email"
                }
            }
            """),
        .nonTriggering(
            "SwiftUI controls with titles (hidden or not), label views, and labels",
            """
            struct SettingsView: View {
                var body: some View {
                    Form {
                        Toggle("Dark mode", isOn: $darkMode).labelsHidden()
                        Toggle(isOn: $notifications) { Text("Notifications") }
                        Slider(value: $volume, in: 0...1) { Text("Volume") }
                        Slider(value: $brightness).accessibilityLabel("Brightness")
                        Slider(value: $speed, in: 0...2) { editing in isEditing = editing }
                            .accessibilityLabel("Speed")
                        TextField("Email", text: $email)
                        SecureField("Password", text: $password)
                        DatePicker("Departure", selection: $date)
                        HStack {
                            Text("Wi-Fi")
                            Toggle("", isOn: $wifi).labelsHidden()
                        }
                        .accessibilityElement(children: .combine)
                        Picker("", selection: $period) { Text("Day").tag(0); Text("Week").tag(1) }
                            .pickerStyle(.segmented)
                    }
                }
            }
            """),
        .nonTriggering(
            "labels in both branches of if #available",
            """
            struct SearchField: View {
                var body: some View {
                    if #available(iOS 17, *) {
                        TextField("", text: $query).accessibilityLabel("Search")
                    } else {
                        TextField("Search", text: $query)
                    }
                }
            }
            """),
    ]

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        ControlLabelChecker(file: file, metadata: metadata, context: context)
    }
}

final class ControlLabelChecker: SourceChecker {
    override var createdTypes: Set<String>? { Self.createdTypes }
    private static let createdTypes: Set<String> = Set(uiKitControls.keys)
    override var assignedProperties: Set<String>? { ["isAccessibilityElement"] }
    override var interests: SourceInterests { [.calls, .assignments, .variables] }
    override var callNames: Set<String>? { Self.callNames }
    private static let callNames: Set<String> = Set(swiftUIControls.keys)

    private struct SwiftUICandidate {
        var control: FunctionCallExprSyntax
        var name: String
        var helper: ViewSurroundings.Helper?
    }

    private struct UIKitCandidate {
        var creation: FunctionCallExprSyntax
        var key: ReceiverKey
        var type: String
    }

    /// A view class that makes itself one element (`isAccessibilityElement = true` in its own code).
    private struct SelfMadeElement {
        var node: Syntax
        var key: ReceiverKey
        var type: String
    }

    private var receivers: UIKitReceivers { file.facts.uiKitReceivers }
    private var swiftUICandidates: [SwiftUICandidate] = []
    private var uiKitCandidates: [UIKitCandidate] = []
    private var selfMadeElements: [SelfMadeElement] = []

    /// What each UIKit control is for, and what VoiceOver says of it with no name.
    private static let uiKitControls: [String: (purpose: String, unnamed: String)] = [
        "UISwitch": ("the setting it turns on or off", "VoiceOver reads only \"switch button\" and its state"),
        "UISlider": ("what it adjusts", "VoiceOver reads only its value"),
        "UIStepper": (
            "what it changes",
            "VoiceOver reads only \"Increment\" and \"Decrement\", with nothing to say what they change"
        ),
        "UITextField": (
            "what to enter", "a placeholder is not a name, and it is no longer read once something is typed"
        ),
    ]

    /// SwiftUI controls: an example of a name, and what VoiceOver says with none.
    private static let swiftUIControls: [String: (example: String, unnamed: String)] = [
        "Toggle": (
            "Toggle(\"Dark mode\", isOn: …) (.labelsHidden() keeps the title off screen)",
            "VoiceOver reads only \"switch button\" and its state"
        ),
        "Slider": ("Slider(value: …) { Text(\"Volume\") }", "VoiceOver reads only its value"),
        "Stepper": (
            "Stepper(\"Quantity\", value: …) (.labelsHidden() keeps the title off screen)",
            "VoiceOver reads only \"Increment\" and \"Decrement\""
        ),
        "TextField": (
            "TextField(\"Email\", text: …)",
            "a prompt is not a name, and VoiceOver reads only \"text field\" once something is typed"
        ),
        "SecureField": ("SecureField(\"Password\", text: …)", "VoiceOver reads only \"secure text field\""),
        "DatePicker": (
            "DatePicker(\"Departure\", selection: …) (.labelsHidden() keeps the title off screen)",
            "VoiceOver reads only the date"
        ),
        "Picker": (
            "Picker(\"Sort by\", selection: …) (.labelsHidden() keeps the title off screen)",
            "VoiceOver reads only the selected option"
        ),
        "ColorPicker": (
            "ColorPicker(\"Tint\", selection: …) (.labelsHidden() keeps the title off screen)",
            "VoiceOver reads only the colour"
        ),
    ]

    override func visit(_ node: VariableDeclSyntax, scope: ScopeChain) {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
            else { continue }
            recordCreation(value, key: scope.key(named: name))
        }
    }

    override func visit(_ assignment: Assignment, scope: ScopeChain) {
        guard assignment.operation == .assign else { return }
        recordCreation(assignment.value, key: scope.key(forReceiver: assignment.target))
        let key = scope.key(forReceiver: assignment.receiver)
        if assignment.property == "isAccessibilityElement", key.path == "self", let type = scope.typeName,
            assignment.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        {
            selfMadeElements.append(SelfMadeElement(node: assignment.node, key: key, type: type))
        }
    }

    private func recordCreation(_ value: ExprSyntax, key: @autoclosure () -> ReceiverKey) {
        guard let type = RuleWalker.constructedType(value), Self.uiKitControls[type] != nil,
            let call = value.as(FunctionCallExprSyntax.self)
        else { return }
        uiKitCandidates.append(UIKitCandidate(creation: call, key: key(), type: type))
    }

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        guard let name = SwiftUIViews.constructorName(node), Self.swiftUIControls[name] != nil,
            isUnnamed(node, name: name)
        else { return }
        let surroundings = ViewSurroundings.of(node)
        guard !Self.isNamed(surroundings) else { return }
        switch surroundings.boundary {
        case .preview, .opaque: return
        case .final: swiftUICandidates.append(SwiftUICandidate(control: node, name: name, helper: nil))
        case .helper(let helper): swiftUICandidates.append(SwiftUICandidate(control: node, name: name, helper: helper))
        }
    }

    /// No title, an empty title, or a label closure that draws nothing.
    private func isUnnamed(_ call: FunctionCallExprSyntax, name: String) -> Bool {
        if name == "Picker", SwiftUIViews.modifiers(of: call).contains(where: Self.isSegmentedStyle) { return false }
        if let title = ControlContent.titleArgument(of: call) {
            return context.texts.localizedKey(title).map { Self.isBlank($0.text) } ?? false
        }
        if let label = call.arguments.first(where: { $0.label?.text == "label" })?.expression,
            !label.is(ClosureExprSyntax.self)
        {
            return drawsNothing(label)
        }
        // A Picker's trailing closure is its options; a Slider's may be its onEditingChanged handler.
        let trailingIsLabel =
            name != "Picker" && !(name == "Slider" && call.trailingClosure.map(ControlContent.takesParameters) == true)
        guard let closure = ControlContent.labelClosure(of: call, trailingIsLabel: trailingIsLabel) else { return true }
        return closure.statements.allSatisfy { statement in
            statement.item.as(ExprSyntax.self).map(drawsNothing) ?? false
        }
    }

    private static func isSegmentedStyle(_ modifier: Modifier) -> Bool {
        guard modifier.name == "pickerStyle", let style = modifier.argument() else { return false }
        return style.trimmedDescription == ".segmented" || style.trimmedDescription.hasPrefix("SegmentedPickerStyle")
    }

    /// `EmptyView()` or `Text("")`.
    private func drawsNothing(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        switch SwiftUIViews.constructorName(call) {
        case "EmptyView": return true
        case "Text": return context.texts.localizedKey(expression).map { Self.isBlank($0.text) } ?? false
        default: return false
        }
    }

    private static func isBlank(_ text: String) -> Bool {
        text.trimmingCharacters(in: .whitespaces).isEmpty
    }

    static func isNamed(_ surroundings: ViewSurroundings) -> Bool {
        surroundings.hasAccessibilityLabel || surroundings.isHidden || surroundings.isInsideIgnoringContainer
            || surroundings.isInsideCombiningContainer || surroundings.container(in: ["LabeledContent"]) != nil
            || surroundings.allModifiers.contains { $0.name == "accessibilityLabeledPair" }
    }

    override func finish(facts: FileFacts) {
        var uses = HelperUses()
        for candidate in swiftUICandidates {
            var certainty = FindingCertainty.violation
            if let helper = candidate.helper {
                guard let decided = uses.certainty(for: helper, isNamed: Self.isNamed) else { continue }
                certainty = decided
            }
            report(
                candidate.control,
                Self.swiftUIMessage(candidate.name, helper: certainty == .needsReview ? candidate.helper : nil),
                certainty: certainty)
        }
        var reported: Set<ReceiverKey> = []
        for candidate in uiKitCandidates {
            let group = receivers.group(of: candidate.key, facts: facts)
            guard reported.isDisjoint(with: group), !receivers.isLabelled(candidate.key, facts: facts),
                !isNamedBySurroundings(group, facts: facts)
            else { continue }
            reported.formUnion(group)
            report(
                candidate.creation,
                Self.uiKitMessage(candidate.type, name: receivers.displayName(candidate.key, facts: facts)))
        }
        var reportedTypes: Set<String> = []
        for element in selfMadeElements where isUnnamedButton(element, facts: facts) {
            guard reportedTypes.insert(element.type).inserted else { continue }
            report(
                element.node,
                "Set accessibilityLabel to say what this button does (\"Delete\"), or override it: the view makes itself "
                    + "an element with the button trait and no name, so VoiceOver reads only \"button\"",
                condition: UntouchedInCode(
                    handles: [CodeHandle(owner: element.type, receiver: "self")], members: Self.labelMembers))
        }
    }

    private static let labelMembers: Set<String> = ["accessibilityLabel", "accessibilityAttributedLabel"]

    /// A plain view or control of the file that makes itself an element with the button trait, and
    /// that nothing in the file names: VoiceOver reads it as just "button" (a drawn delete circle).
    /// The index keeps the finding only if no code elsewhere labels views of the class.
    private func isUnnamedButton(_ element: SelfMadeElement, facts: FileFacts) -> Bool {
        let classes = file.facts.declaredClasses
        return ["UIView", "UIControl"].contains(classes.externalRoot(of: element.type))
            && facts.assignments(to: "accessibilityTraits", of: element.key).contains {
                TraitSpelling.mentioned(in: $0.value).contains { $0.trait == .button }
            }
            && !receivers.isLabelled(element.key, facts: facts)
            && !classes.declares(anyOf: Array(Self.labelMembers), element.type, facts: facts)
    }

    /// Left out of the accessibility elements (grouped into a container that speaks for it), inside
    /// a view class that makes itself one element (a cell read as a whole), or made a cell's
    /// accessory, which the cell reads with its text.
    private func isNamedBySurroundings(_ group: [ReceiverKey], facts: FileFacts) -> Bool {
        group.contains { member in
            member.path == "accessoryView" || member.path.hasSuffix(".accessoryView")
                || (receivers.isTypeScope(member.scopeID, facts: facts)
                    && facts.assignments(
                        to: "isAccessibilityElement", of: ReceiverKey(scopeID: member.scopeID, path: "self")
                    ).contains {
                        $0.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
                    })
                || facts.assignments(to: "isAccessibilityElement", of: member).contains {
                    $0.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
                }
                || facts.assignments(to: "accessibilityElementsHidden", of: member).contains {
                    $0.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
                }
        }
    }

    private static func uiKitMessage(_ type: String, name: String?) -> String {
        let control = uiKitControls[type] ?? ("what it is for", "VoiceOver reads only its role")
        let property = name.map { "\($0).accessibilityLabel" } ?? "accessibilityLabel"
        return
            "Set \(property) to \(control.purpose) (usually the text beside it), or group the \(type) with that text "
            + "in one accessibility element: \(control.unnamed)"
    }

    private static func swiftUIMessage(_ name: String, helper: ViewSurroundings.Helper?) -> String {
        let control = swiftUIControls[name] ?? ("a title", "VoiceOver reads only its role")
        let unless = helper.map { ", unless every use of \(HelperUses.describe($0)) labels it" } ?? ""
        return "Give this \(name) a name, such as \(control.example), or add .accessibilityLabel(\"…\")\(unless): "
            + control.unnamed
    }
}

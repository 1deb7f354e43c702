import RotorKit
import SwiftSyntax

/// A control's accessibility label contains the words it shows, so a Voice Control user can say
/// what they see ("Tap Buy now") and be understood.
public struct LabelInNameRule: SourceRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "label-in-name",
        title: "Accessibility labels contain the visible title",
        criteria: ["2.5.3"],
        platforms: [.ios],
        defaultSeverity: .warning,
        success: "A control that shows a title (a button's title, a SwiftUI Button's or Toggle's text) either keeps "
            + "the title as its name or is given an accessibility label that contains the title's words, in order, "
            + "best at its start (\"Buy now, Premium plan\" for a button showing \"Buy now\").",
        failure: "An accessibility label that replaces the visible words (\"Purchase\" on a button showing \"Buy "
            + "now\"): a person using Voice Control says what they see and the control does not answer, and a "
            + "VoiceOver user hears words that do not match the screen.",
        limitations: "Only string literals are compared, ignoring case and punctuation (\"&\" matches \"and\"). UIKit "
            + "titles are read from setTitle(_:for:) (the .normal one first), titleLabel.text, a button configuration's "
            + "title and a bar button item's title in the same file; SwiftUI titles from the control's title argument "
            + "and the Text and Label views of its label, unless hidden with .labelsHidden() or .labelStyle(.iconOnly).",
        guideline: "Operable › Label in Name (WCAG 2.5.3 - Level A)")

    public let sourceExamples: [SourceExample] = [
        .triggering("a UIKit label that replaces the button's title", """
            final class CheckoutViewController: UIViewController {
                private let buyButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    buyButton.setTitle("Buy now", for: .normal)
                    buyButton.accessibilityLabel = ↓"Purchase"
                }
            }
            """),
        .triggering("a configuration title and a bar button item title replaced", """
            final class EditorViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var configuration = UIButton.Configuration.filled()
                    configuration.title = "Publish"
                    let publishButton = UIButton(configuration: configuration)
                    publishButton.accessibilityLabel = ↓"Post article"
                    let doneItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(done))
                    doneItem.accessibilityLabel = ↓"Finish editing"
                }
            }
            """),
        .triggering("SwiftUI labels that replace the visible title", """
            struct CheckoutView: View {
                var body: some View {
                    VStack {
                        Button("Buy now", action: buy)
                            .accessibilityLabel(↓"Purchase")
                        Button(action: checkout) {
                            HStack { Image(systemName: "cart"); Text("Checkout") }
                        }
                        .accessibilityLabel(Text(↓"Go to payment"))
                        Toggle("Gift wrap", isOn: $giftWrap).accessibilityLabel(↓"Wrapping")
                    }
                }
            }
            """),
        .nonTriggering("labels that contain the visible words, in any case or punctuation", """
            final class CheckoutViewController: UIViewController {
                private let buyButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    buyButton.setTitle("Buy now", for: .normal)
                    buyButton.accessibilityLabel = "Buy now, Premium plan for $9.99"
                }
            }

            struct CheckoutView: View {
                var body: some View {
                    VStack {
                        Button("Terms & Conditions", action: openTerms).accessibilityLabel("Terms and conditions")
                        Button(action: checkout) { Text("Check-out") }.accessibilityLabel("Check out, 3 items")
                        Button("Share", systemImage: "square.and.arrow.up", action: share)
                        Button(action: share) { Label("Share", systemImage: "square.and.arrow.up") }
                            .labelStyle(.iconOnly)
                            .accessibilityLabel("Send to a friend")
                        Toggle("Wi-Fi", isOn: $wifi).labelsHidden().accessibilityLabel("Wireless network")
                        Text("Total").accessibilityLabel("Order total")
                    }
                }
            }
            """),
        .nonTriggering("labels Rotor cannot read, and titles that are not literals", """
            final class ProfileViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    followButton.setTitle(followTitle, for: .normal)
                    followButton.accessibilityLabel = "Follow Ana"
                    messageButton.setTitle("Message", for: .normal)
                    messageButton.accessibilityLabel = "\\(name), Message"
                }
            }
            """),
    ]

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        LabelInNameChecker(file: file, metadata: metadata, context: context)
    }
}

final class LabelInNameChecker: SourceChecker {
    override var interests: SourceInterests { [.calls, .assignments] }
    override var callNames: Set<String>? { Self.callNames }
    private static let callNames: Set<String> = ["UIBarButtonItem", "UIButton", "setTitle", "accessibilityLabel", "accessibility"]
    override var assignedProperties: Set<String>? { Self.assignedProperties }
    private static let assignedProperties: Set<String> = Set(UIKitReceivers.labelProperties)

    private struct UIKitCandidate {
        var literal: StringLiteralExprSyntax
        var label: String
        var key: ReceiverKey
    }

    private var receivers: UIKitReceivers { file.facts.uiKitReceivers }
    private var uiKitCandidates: [UIKitCandidate] = []
    /// Titles UIKit facts do not file: a bare `setTitle` in a button subclass, a title given at creation.
    private var creationTitles: [ReceiverKey: String] = [:]

    /// SwiftUI controls whose title or label content is shown and names them.
    private static let controls: Set<String> = [
        "Button", "Link", "NavigationLink", "Menu", "Toggle", "Stepper", "Picker", "DatePicker", "ColorPicker", "ShareLink",
    ]

    override func visit(_ assignment: Assignment, scope: ScopeChain) {
        guard assignment.operation == .assign, UIKitReceivers.labelProperties.contains(assignment.property),
              let literal = assignment.value.as(StringLiteralExprSyntax.self),
              let label = SwiftUIViews.literalText(assignment.value) else { return }
        uiKitCandidates.append(UIKitCandidate(literal: literal, label: label, key: scope.key(forReceiver: assignment.receiver)))
    }

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        if let name = SwiftUIViews.constructorName(node) {
            recordCreationTitle(node, name: name, scope: scope)
            // A bare `setTitle(_:for:)` inside a UIButton subclass.
            if name == "setTitle", node.arguments.count == 2, let title = SwiftUIViews.literalText(node.arguments.first?.expression) {
                let key = scope.key(forReceiver: nil)
                if creationTitles[key] == nil { creationTitles[key] = title }
            }
            return
        }
        checkSwiftUILabel(node)
    }

    /// `UIBarButtonItem(title: "Done", …)`, `UIButton(primaryAction: UIAction(title: "Buy") { … })`.
    private func recordCreationTitle(_ node: FunctionCallExprSyntax, name: String, scope: ScopeChain) {
        let titleSource: FunctionCallExprSyntax?
        switch name {
        case "UIBarButtonItem": titleSource = node
        case "UIButton": titleSource = node.arguments.first { $0.label?.text == "primaryAction" }?.expression.as(FunctionCallExprSyntax.self)
        default: titleSource = nil
        }
        guard let titleSource, let title = SwiftUIViews.literalText(titleSource.arguments.first { $0.label?.text == "title" }?.expression),
              let holder = UIKitReceivers.holder(of: node, scope: scope) else { return }
        creationTitles[holder] = title
    }

    // MARK: SwiftUI

    /// `.accessibilityLabel("…")` or `.accessibility(label: Text("…"))` on a control with a visible title.
    private func checkSwiftUILabel(_ node: FunctionCallExprSyntax) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return }
        let argument: ExprSyntax?
        switch member.declName.baseName.text {
        case "accessibilityLabel": argument = node.arguments.count == 1 ? node.arguments.first?.expression : nil
        case "accessibility": argument = node.arguments.first { $0.label?.text == "label" }?.expression
        default: return
        }
        guard let argument, let label = SwiftUIViews.labelText(argument),
              let literal = argument.as(StringLiteralExprSyntax.self)
                ?? argument.as(FunctionCallExprSyntax.self)?.arguments.first?.expression.as(StringLiteralExprSyntax.self),
              let control = ControlContent.baseView(of: base), let name = SwiftUIViews.constructorName(control),
              Self.controls.contains(name) else { return }
        let modifiers = SwiftUIViews.modifiers(of: control)
        guard !modifiers.contains(where: { $0.name == "labelsHidden" }) else { return }
        let iconOnly = modifiers.contains(where: Self.isIconOnly) || Self.showsLabelsAsIcons(around: control)
        guard !Self.isLocalizationKey(label), let titles = Self.visibleTitles(of: control, iconOnly: iconOnly), !titles.isEmpty,
              !titles.contains(where: Self.isLocalizationKey) else { return }
        if let missing = titles.first(where: { !Self.label(label, contains: $0) }) {
            report(literal, Self.message(title: missing, label: label))
        }
    }

    /// The texts a control shows: its title argument, or the Text and Label titles its label
    /// closure draws. Nil when it shows something Rotor cannot read.
    private static func visibleTitles(of control: FunctionCallExprSyntax, iconOnly: Bool) -> [String]? {
        if let title = ControlContent.titleArgument(of: control) {
            // `Button("Share", systemImage:)` under .labelStyle(.iconOnly) shows only the icon.
            if iconOnly && control.arguments.contains(where: { ["systemImage", "image"].contains($0.label?.text) }) { return [] }
            return SwiftUIViews.labelText(title).map { [$0] }
        }
        guard let closure = ControlContent.labelClosure(of: control), let content = ControlContent.content(of: closure) else { return nil }
        var titles: [String] = []
        for view in content.views {
            switch SwiftUIViews.constructorName(view) {
            case "Text":
                guard let text = SwiftUIViews.literalText(view.arguments.first?.expression) else { return nil }
                titles.append(text)
            case "Label":
                if iconOnly || SwiftUIViews.modifiers(of: view).contains(where: isIconOnly) { continue }
                guard let text = SwiftUIViews.labelText(ControlContent.titleArgument(of: view)) else { return nil }
                titles.append(text)
            case "Image":
                continue
            default:
                return nil
            }
        }
        return titles
    }

    /// A toolbar shows a Label as its icon alone, and so does a `.labelStyle(.iconOnly)` on an ancestor.
    private static func showsLabelsAsIcons(around control: FunctionCallExprSyntax) -> Bool {
        let surroundings = ViewSurroundings.of(control)
        return surroundings.allModifiers.contains(where: isIconOnly)
            || surroundings.container(in: ["toolbar", "ToolbarItem", "ToolbarItemGroup"]) != nil
    }

    private static func isIconOnly(_ modifier: Modifier) -> Bool {
        guard modifier.name == "labelStyle", let style = modifier.argument()?.trimmedDescription else { return false }
        return style == ".iconOnly" || style.hasPrefix("IconOnlyLabelStyle")
    }

    // MARK: UIKit

    override func finish(facts: FileFacts) {
        for candidate in uiKitCandidates {
            guard !Self.isLocalizationKey(candidate.label), let title = visibleTitle(of: candidate.key, facts: facts),
                  !Self.isLocalizationKey(title), !Self.label(candidate.label, contains: title) else { continue }
            report(candidate.literal, Self.message(title: title, label: candidate.label))
        }
    }

    /// The receiver's visible title under any of its names, if a literal.
    private func visibleTitle(of key: ReceiverKey, facts: FileFacts) -> String? {
        let group = receivers.group(of: key, facts: facts)
        for member in group {
            let calls = facts.calls("setTitle", on: member)
            let normal = calls.first { $0.arguments.dropFirst().first?.expression.trimmedDescription == ".normal" } ?? calls.first
            if let title = normal.flatMap({ SwiftUIViews.literalText($0.arguments.first?.expression) }) { return title }
        }
        for member in group {
            if let title = creationTitles[member] { return title }
            let configurations = receivers.group(of: UIKitReceivers.member("configuration", of: member), facts: facts)
            for configuration in configurations {
                if let title = facts.assignments(to: "title", of: configuration).lazy.compactMap({ SwiftUIViews.literalText($0.value) }).first {
                    return title
                }
            }
            let titleLabel = UIKitReceivers.member("titleLabel", of: member)
            if let title = facts.assignments(to: "text", of: titleLabel).lazy.compactMap({ SwiftUIViews.literalText($0.value) }).first {
                return title
            }
            // A view controller's `title` is not a control's; a bar button item's is.
            if receivers.typeName(of: member, facts: facts) == "UIBarButtonItem",
               let title = facts.assignments(to: "title", of: member).lazy.compactMap({ SwiftUIViews.literalText($0.value) }).first {
                return title
            }
        }
        return nil
    }

    // MARK: Comparing

    /// A literal like "status.action.reply" or "buy_button_title" is a key the app localizes: the
    /// words shown are elsewhere, so it cannot be compared.
    static func isLocalizationKey(_ text: String) -> Bool {
        !text.contains(" ") && (text.contains(".") || text.contains("_"))
    }

    /// Whether the label's words contain the title's words in order, ignoring case and punctuation.
    static func label(_ label: String, contains title: String) -> Bool {
        let titleWords = words(title)
        let labelWords = words(label)
        guard !titleWords.isEmpty else { return true }
        guard labelWords.count >= titleWords.count else { return false }
        return (0...(labelWords.count - titleWords.count)).contains { start in
            Array(labelWords[start..<(start + titleWords.count)]) == titleWords
        }
    }

    /// Lower-cased words: punctuation separates words ("Check-out" matches "check out"), and "&"
    /// reads "and".
    static func words(_ text: String) -> [String] {
        var cleaned = ""
        for character in text.lowercased() {
            if character == "&" {
                cleaned += " and "
            } else if character.isLetter || character.isNumber {
                cleaned.append(character)
            } else {
                cleaned += " "
            }
        }
        return cleaned.split(separator: " ").map(String.init)
    }

    private static func message(title: String, label: String) -> String {
        "Start this accessibility label with the visible words \"\(title)\" (for example \"\(title), …\"): people "
            + "using Voice Control say what they see, and \"\(label)\" does not contain it"
    }
}

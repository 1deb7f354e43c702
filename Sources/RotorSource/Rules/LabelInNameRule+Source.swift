import RotorKit
import SwiftSyntax

/// `label-in-name` in Swift source: literal accessibility labels compared with the titles the same file
/// gives the control (UIKit) or that the control shows (SwiftUI).
extension LabelInNameRule: SourceRule {
    public var sourceExamples: [SourceExample] {
        [
            .triggering(
                "a UIKit label that replaces the button's title",
                """
                final class CheckoutViewController: UIViewController {
                    private let buyButton = UIButton(type: .system)

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        buyButton.setTitle("Buy now", for: .normal)
                        buyButton.accessibilityLabel = ↓"Purchase"
                    }
                }
                """),
            .triggering(
                "a configuration title and a bar button item title replaced",
                """
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
            .triggering(
                "SwiftUI labels that replace the visible title",
                """
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
            .nonTriggering(
                "labels that contain the visible words, in any case or punctuation",
                """
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
            .nonTriggering(
                "labels Rotor cannot read, and titles that are not literals",
                """
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
    }

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        LabelInNameChecker(file: file, metadata: metadata, context: context)
    }
}

final class LabelInNameChecker: SourceChecker {
    override var interests: SourceInterests { [.calls, .assignments] }
    override var callNames: Set<String>? { Self.callNames }
    private static let callNames: Set<String> = [
        "UIBarButtonItem", "UIButton", "setTitle", "accessibilityLabel", "accessibility",
    ]
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
        "Button", "Link", "NavigationLink", "Menu", "Toggle", "Stepper", "Picker", "DatePicker", "ColorPicker",
        "ShareLink",
    ]

    override func visit(_ assignment: Assignment, scope: ScopeChain) {
        guard assignment.operation == .assign, UIKitReceivers.labelProperties.contains(assignment.property),
            let label = context.texts.string(assignment.value)
        else { return }
        uiKitCandidates.append(
            UIKitCandidate(literal: label.literal, label: label.text, key: scope.key(forReceiver: assignment.receiver)))
    }

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        if let name = SwiftUIViews.constructorName(node) {
            recordCreationTitle(node, name: name, scope: scope)
            // A bare `setTitle(_:for:)` inside a UIButton subclass.
            if name == "setTitle", node.arguments.count == 2,
                let title = context.texts.string(node.arguments.first?.expression)?.text
            {
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
        case "UIButton":
            titleSource = node.arguments.first { $0.label?.text == "primaryAction" }?.expression.as(
                FunctionCallExprSyntax.self)
        default: titleSource = nil
        }
        guard let titleSource,
            let title = context.texts.string(titleSource.arguments.first { $0.label?.text == "title" }?.expression)?
                .text,
            let holder = UIKitReceivers.holder(of: node, scope: scope)
        else { return }
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
        guard let spoken = context.texts.localizedKey(argument), let control = ControlContent.baseView(of: base),
            let name = SwiftUIViews.constructorName(control), Self.controls.contains(name)
        else { return }
        let modifiers = SwiftUIViews.modifiers(of: control)
        guard !modifiers.contains(where: { $0.name == "labelsHidden" }) else { return }
        let iconOnly = modifiers.contains(where: ModifierChain.isIconOnly) || Self.showsLabelsAsIcons(around: control)
        let label = spoken.text
        guard !Self.isLocalizationKey(label),
            let titles = Self.visibleTitles(of: control, iconOnly: iconOnly, texts: context.texts),
            !titles.isEmpty,
            !titles.contains(where: Self.isLocalizationKey)
        else { return }
        if let missing = titles.first(where: { !LabelInNameRule.label(label, contains: $0) }) {
            report(spoken.literal, LabelInNameRule.message(title: missing, label: label, platform: .ios))
        }
    }

    /// The texts a control shows: its title argument, or the Text and Label titles its label
    /// closure draws. Nil when it shows something Rotor cannot read.
    private static func visibleTitles(of control: FunctionCallExprSyntax, iconOnly: Bool, texts: TextResolver)
        -> [String]?
    {
        if let title = ControlContent.titleArgument(of: control) {
            // `Button("Share", systemImage:)` under .labelStyle(.iconOnly) shows only the icon.
            if iconOnly && control.arguments.contains(where: { ["systemImage", "image"].contains($0.label?.text) }) {
                return []
            }
            return texts.localizedKey(title).map { [$0.text] }
        }
        guard let closure = ControlContent.labelClosure(of: control), let content = ControlContent.content(of: closure)
        else { return nil }
        var titles: [String] = []
        for view in content.views {
            switch SwiftUIViews.constructorName(view) {
            case "Text":
                guard let text = texts.localizedKey(ExprSyntax(view)) else { return nil }
                titles.append(text.text)
            case "Label":
                if iconOnly || SwiftUIViews.modifiers(of: view).contains(where: ModifierChain.isIconOnly) { continue }
                guard let text = texts.localizedKey(ControlContent.titleArgument(of: view)) else { return nil }
                titles.append(text.text)
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
        return surroundings.allModifiers.contains(where: ModifierChain.isIconOnly)
            || surroundings.container(in: ["toolbar", "ToolbarItem", "ToolbarItemGroup"]) != nil
    }

    // MARK: UIKit

    override func finish(facts: FileFacts) {
        for candidate in uiKitCandidates {
            guard !Self.isLocalizationKey(candidate.label), let title = visibleTitle(of: candidate.key, facts: facts),
                !Self.isLocalizationKey(title), !LabelInNameRule.label(candidate.label, contains: title)
            else { continue }
            report(candidate.literal, LabelInNameRule.message(title: title, label: candidate.label, platform: .ios))
        }
    }

    /// The receiver's visible title under any of its names, if a literal.
    private func visibleTitle(of key: ReceiverKey, facts: FileFacts) -> String? {
        let group = receivers.group(of: key, facts: facts)
        for member in group {
            let calls = facts.calls("setTitle", on: member)
            let normal =
                calls.first { $0.arguments.dropFirst().first?.expression.trimmedDescription == ".normal" }
                ?? calls.first
            if let title = normal.flatMap({ context.texts.string($0.arguments.first?.expression)?.text }) {
                return title
            }
        }
        for member in group {
            if let title = creationTitles[member] { return title }
            let configurations = receivers.group(of: UIKitReceivers.member("configuration", of: member), facts: facts)
            for configuration in configurations {
                if let title = facts.assignments(to: "title", of: configuration).lazy.compactMap({
                    self.context.texts.string($0.value)?.text
                }).first {
                    return title
                }
            }
            let titleLabel = UIKitReceivers.member("titleLabel", of: member)
            if let title = facts.assignments(to: "text", of: titleLabel).lazy.compactMap({
                self.context.texts.string($0.value)?.text
            }).first {
                return title
            }
            // A view controller's `title` is not a control's; a bar button item's is.
            if receivers.typeName(of: member, facts: facts) == "UIBarButtonItem",
                let title = facts.assignments(to: "title", of: member).lazy.compactMap({
                    self.context.texts.string($0.value)?.text
                }).first
            {
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
}

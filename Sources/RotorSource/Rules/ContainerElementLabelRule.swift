import RotorKit
import SwiftSyntax

/// A container made one accessibility element speaks for its children: VoiceOver no longer reads
/// the labels and images inside it, so the container needs a label of its own.
public struct ContainerElementLabelRule: SourceRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "container-element-label",
        title: "Containers made one element have a label",
        criteria: ["4.1.2", "1.1.1"],
        defaultSeverity: .error,
        success: "A view, stack or cell made one accessibility element (`isAccessibilityElement = true`, "
            + "`.accessibilityElement(children: .ignore)`) gets an accessibility label that says what its children "
            + "show, such as \"Jane Appleseed, online\", so one swipe reads the whole row.",
        failure: "A container is made one element and given no label: VoiceOver stops on it but has nothing, or only "
            + "part of the text, to say, and the text and images inside can no longer be reached.",
        limitations: "A label set in another file, for example by the view controller that configures a cell, is not "
            + "seen; such cells, and table cells (whose own text labels UIKit reads), are reported for review. "
            + "`.accessibilityElement(children: .combine)` is fine: the children supply the label.",
        guideline: "VoiceOver Guidelines › Grouping Elements")

    public let sourceExamples: [SourceExample] = [
        .triggering(
            "a stack view made one element with no label",
            """
            let summaryStack = UIStackView(arrangedSubviews: [titleLabel, priceLabel])
            ↓summaryStack.isAccessibilityElement = true
            """),
        .triggering(
            "a collection view cell made one element (for review: its type is not in view)",
            """
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
                ↓cell.isAccessibilityElement = true
                return cell
            }
            """),
        .triggering(
            "a cell subclass that makes itself one element (for review)",
            """
            final class ProfileCell: UITableViewCell {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    ↓isAccessibilityElement = true
                }
            }
            """),
        .triggering(
            "SwiftUI containers that ignore their children without a label",
            """
            HStack {
                Image(systemName: "star.fill")
                Text("4.5")
            }
            ↓.accessibilityElement(children: .ignore)
            VStack { avatar; status }↓.accessibilityElement()
            """),
        .nonTriggering(
            "a cell given a label, in the same method or in another one",
            """
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "account", for: indexPath)
                cell.isAccessibilityElement = true
                cell.accessibilityLabel = "\\(account.name), \\(account.balance)"
                return cell
            }
            final class SummaryViewController: UIViewController {
                let summaryStack = UIStackView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    summaryStack.isAccessibilityElement = true
                }

                func update(with order: Order) {
                    summaryStack.accessibilityLabel = "\\(order.title), \\(order.total)"
                }
            }
            """),
        .nonTriggering(
            "a lazy var closure that labels the view, and a cell that overrides accessibilityLabel",
            """
            final class ProfileHeader: UIView {
                lazy var badgeView: UIView = {
                    let badgeView = UIView()
                    badgeView.isAccessibilityElement = true
                    badgeView.accessibilityLabel = "Verified"
                    return badgeView
                }()
            }
            final class ProfileCell: UITableViewCell {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    isAccessibilityElement = true
                }

                override var accessibilityLabel: String? {
                    get { [nameLabel.text, statusLabel.text].compactMap { $0 }.joined(separator: ", ") }
                    set { }
                }
            }
            """),
        .nonTriggering(
            "containers labelled through Combine, by assign(to:on:) or in a sink",
            """
            final class RiskCell: UITableViewCell {
                @IBOutlet private weak var headerStack: UIStackView!
                @IBOutlet private weak var footerStack: UIStackView!
                private var subscriptions = Set<AnyCancellable>()

                func configure(with model: RiskCellModel) {
                    headerStack.isAccessibilityElement = true
                    footerStack.isAccessibilityElement = true
                    model.$title.receive(on: DispatchQueue.main).assign(to: \\.accessibilityLabel, on: headerStack)
                        .store(in: &subscriptions)
                    model.$footer.sink { [weak self] in self?.footerStack.accessibilityLabel = $0 }
                        .store(in: &subscriptions)
                }
            }
            """),
        .nonTriggering(
            "SwiftUI containers that combine their children or carry a label",
            """
            HStack {
                Image(systemName: "star.fill")
                Text("4.5")
            }
            .accessibilityElement(children: .combine)
            HStack {
                Image(systemName: "star.fill")
                Text("4.5")
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Rated 4.5 stars")
            """),
    ]

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        ContainerElementLabelChecker(file: file, metadata: metadata, context: context)
    }
}

final class ContainerElementLabelChecker: SourceChecker {
    override var interests: SourceInterests { [.calls, .assignments] }
    override var callNames: Set<String>? { Self.callNames }
    private static let callNames: Set<String> = ["accessibilityElement"]
    override var assignedProperties: Set<String>? { Self.assignedProperties }
    private static let assignedProperties: Set<String> = ["isAccessibilityElement"]

    private struct Candidate {
        var node: Syntax
        var receiver: ReceiverKey
        var enclosingType: String?
    }

    private var candidates: [Candidate] = []
    private var classes: DeclaredClasses { file.facts.declaredClasses }
    private var groups: ReceiverGroups { file.facts.receiverGroups }

    /// Containers whose subviews' text VoiceOver stops reading once they are one element.
    static let containerTypes: Set<String> = [
        "UIView", "UIStackView", "UIScrollView", "UICollectionViewCell", "UICollectionReusableView",
    ]
    /// Cells that build a label from their own text labels, but not from images or custom subviews.
    static let selfLabellingCellTypes: Set<String> = [
        "UITableViewCell", "UITableViewHeaderFooterView", "UICollectionViewListCell",
    ]
    static let labelProperties = ["accessibilityLabel", "accessibilityAttributedLabel"]

    override func visit(_ assignment: Assignment, scope: ScopeChain) {
        guard assignment.property == "isAccessibilityElement", assignment.operation == .assign,
            assignment.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        else { return }
        candidates.append(
            Candidate(
                node: assignment.node, receiver: scope.key(forReceiver: assignment.receiver),
                enclosingType: scope.typeName))
    }

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
            ModifierChain.isIgnoringChildren(Modifier(name: member.declName.baseName.text, call: node))
        else { return }
        // A text, image or control has a name of its own.
        if let root = ModifierChain.rootName(of: node), !SourceTraits.forType(root).isEmpty { return }
        let modifiers = ModifierChain.modifiers(around: node)
        if modifiers.contains(where: Self.givesName) || ModifierChain.hides(modifiers) { return }
        for container in SwiftUIViews.enclosingViews(of: node) {
            let outer = container.modifiers
            if ModifierChain.hides(outer) || outer.contains(where: ModifierChain.isIgnoringChildren)
                || outer.contains(where: { $0.name == "accessibilityRepresentation" })
            {
                return
            }
        }
        report(
            member.period,
            "Add .accessibilityLabel(\"…\") that says what this element shows, or use "
                + ".accessibilityElement(children: .combine) to read its children's text: an element that ignores its "
                + "children has nothing for VoiceOver to say")
    }

    /// `.accessibilityLabel(…)`, the older `.accessibility(label:)`, or a replacement element.
    private static func givesName(_ modifier: Modifier) -> Bool {
        ["accessibilityLabel", "accessibilityRepresentation", "accessibilityChildren"].contains(modifier.name)
            || (modifier.name == "accessibility" && modifier.argument("label") != nil)
    }

    override func finish(facts: FileFacts) {
        for candidate in candidates {
            let path = candidate.receiver.path
            let typeName =
                path == "self" ? candidate.enclosingType : groups.typeName(of: candidate.receiver, facts: facts)
            guard let kind = kind(of: typeName, path: path), !hasLabel(candidate, typeName: typeName, facts: facts)
            else { continue }
            let receiver = path == "self" ? "" : path + "."
            let example = "such as \"\\(name), \\(status)\""
            switch (kind, path == "self") {
            case (.container, false):
                report(
                    candidate.node,
                    "Set \(receiver)accessibilityLabel to say what this container shows, \(example): made "
                        + "one accessibility element, it hides its subviews' text and images from VoiceOver")
            case (.container, true):
                // The code that uses the view may label it, in a file Rotor does not see.
                report(
                    candidate.node,
                    "Set accessibilityLabel, or override it, to say what this view shows, \(example), "
                        + "unless the code that uses the view does: made one accessibility element, it hides its subviews' "
                        + "text and images from VoiceOver", certainty: .needsReview)
            case (.cell, _):
                // UIKit reads a table cell's own text labels; a dequeued cell's type is not in view.
                report(
                    candidate.node,
                    "Check what VoiceOver reads for this cell, and set \(receiver)accessibilityLabel to "
                        + "say what it shows, \(example): made one accessibility element, a cell reads at most the text of "
                        + "its labels, never its images or custom views", certainty: .needsReview)
            }
        }
    }

    private enum Kind {
        case container
        case cell
    }

    /// Whether the receiver is a container or a cell; nil for views with a name of their own
    /// (labels, images, buttons) and for types Rotor cannot place.
    private func kind(of typeName: String?, path: String) -> Kind? {
        guard let typeName else {
            // `cell` from `dequeueReusableCell(…)`, whose type the file does not say.
            return path.split(separator: ".").last?.lowercased().hasSuffix("cell") == true ? .cell : nil
        }
        let root = classes.externalRoot(of: typeName)
        if Self.containerTypes.contains(root) { return .container }
        if Self.selfLabellingCellTypes.contains(root) { return .cell }
        // A class declared in another file may still say what it is in its name.
        if !root.hasPrefix("UI"), typeName.hasSuffix("Cell") || root.hasSuffix("Cell") { return .cell }
        return nil
    }

    private func hasLabel(_ candidate: Candidate, typeName: String?, facts: FileFacts) -> Bool {
        if Self.labelProperties.contains(where: {
            !groups.assignments(to: $0, of: candidate.receiver, facts: facts).isEmpty
        }) {
            return true
        }
        guard let typeName else { return false }
        if classes.declares(anyOf: Self.labelProperties, typeName, facts: facts) { return true }
        // Code elsewhere in the file that labels views of this class (`let cell = ProfileCell()`).
        return facts.receivers.values.contains { receiver in
            receiver.typeName == typeName && Self.labelProperties.contains { !(receiver.assignments[$0] ?? []).isEmpty }
        }
    }
}

import RotorKit
import SwiftSyntax

/// Text styled as a title usually heads a section. VoiceOver users move between headings with the
/// rotor, but only text with the header trait is a heading to them.
public struct HeadingTraitRule: SourceRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "heading-trait",
        title: "Title-styled text is marked as a heading",
        criteria: ["2.4.6", "1.3.1"],
        defaultSeverity: .warning,
        success: "Text that heads a section, and looks it (a large title or title text style), carries the header "
            + "trait (`.accessibilityAddTraits(.isHeader)`, `accessibilityTraits.insert(.header)`), so VoiceOver "
            + "users can jump from heading to heading with the rotor as sighted users scan the titles.",
        failure: "Text styled as a title is not marked as a heading: the structure a sighted user sees is lost to a "
            + "screen reader user, who must swipe through every element to find a section.",
        limitations: "Reported for review: large text is not always a heading (a price, a score). Navigation titles, "
            + "toolbar items, section headers and the titles of buttons, labels and links are skipped, as are UIKit "
            + "table section titles (`tableView(_:titleForHeaderInSection:)`), which UIKit marks itself, and the text of a "
            + "SwiftUI view type every use of which is inside a control or a single element. A trait set "
            + "in another file is not seen.",
        guideline: "iOS Accessibility - Best Practices for the VoiceOver User Experience › Development Best Practices, point 4")

    public let sourceExamples: [SourceExample] = [
        .triggering("SwiftUI text in a title style", """
            VStack(alignment: .leading) {
                ↓Text("Recent activity").font(.title2)
                ForEach(transactions) { TransactionRow(transaction: $0) }
            }
            ↓Text(account.name)
                .font(.largeTitle.bold())
            """),
        .triggering("a UIKit label with a title text style", """
            final class AccountViewController: UIViewController {
                let titleLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓titleLabel.font = .preferredFont(forTextStyle: .title1)
                    ↓sectionLabel.font = UIFontMetrics(forTextStyle: .title3).scaledFont(for: brandFont)
                }
            }
            """),
        .nonTriggering("title text marked as a heading, on itself or on its container", """
            Text("Recent activity")
                .font(.title2)
                .accessibilityAddTraits(.isHeader)
            Text("Settings").font(.title).accessibilityHeading(.h1)
            HStack {
                Image(systemName: "clock")
                Text("History").font(.title3)
            }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isHeader)
            """),
        .nonTriggering("titles the system marks, and title-styled text inside controls", """
            List {
                Section(header: Text("Account").font(.title3)) { Text(name) }
            }
            .navigationTitle(Text("Profile").font(.largeTitle))
            .toolbar {
                ToolbarItem(placement: .principal) { Text("Inbox").font(.title3) }
            }
            Button(action: start) { Text("Start").font(.title) }
            Label { Text("Trips").font(.title2) } icon: { Image(systemName: "car") }
            Text("\\(score)").font(.largeTitle)
            """),
        .nonTriggering("title-styled text in a view type used only as a labelled button's label", """
            struct PlanTitle: View {
                var body: some View {
                    VStack {
                        Text(plan.name).font(.title2)
                        Text(plan.price)
                    }
                }
            }
            struct PlanPicker: View {
                var body: some View {
                    Button(action: choose) { PlanTitle(plan: plan) }
                        .accessibilityLabel(plan.summary)
                }
            }
            """),
        .nonTriggering("UIKit labels given the header trait elsewhere, in a lazy var closure, or by their class", """
            final class AccountViewController: UIViewController {
                let titleLabel = UILabel()
                lazy var sectionLabel: UILabel = {
                    let sectionLabel = UILabel()
                    sectionLabel.font = .preferredFont(forTextStyle: .title2)
                    sectionLabel.accessibilityTraits.insert(.header)
                    return sectionLabel
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.font = .preferredFont(forTextStyle: .title1)
                    shareButton.titleLabel?.font = .preferredFont(forTextStyle: .title2)
                    configureAccessibility()
                }

                private func configureAccessibility() {
                    titleLabel.accessibilityTraits |= .header
                }
            }
            final class HeadingLabel: UILabel {
                override var accessibilityTraits: UIAccessibilityTraits {
                    get { super.accessibilityTraits.union(.header) }
                    set { super.accessibilityTraits = newValue }
                }

                func configure() {
                    font = .preferredFont(forTextStyle: .title2)
                }
            }
            """),
    ]

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        HeadingTraitChecker(file: file, metadata: metadata, context: context)
    }
}

final class HeadingTraitChecker: SourceChecker {
    override var interests: SourceInterests { [.calls, .assignments] }
    override var callNames: Set<String>? { Self.callNames }
    private static let callNames: Set<String> = ["Text"]
    override var assignedProperties: Set<String>? { Self.assignedProperties }
    private static let assignedProperties: Set<String> = ["font"]

    private struct Candidate {
        var node: Syntax
        var receiver: ReceiverKey
        var enclosingType: String?
    }

    private var candidates: [Candidate] = []
    private var classes: DeclaredClasses { file.facts.declaredClasses }
    private var groups: ReceiverGroups { file.facts.receiverGroups }

    /// SwiftUI's and UIKit's title text styles.
    static let titleStyles: Set<String> = ["largeTitle", "title", "title1", "title2", "title3", "extraLargeTitle", "extraLargeTitle2"]
    /// Views whose title text is the name of a control or a label, not a heading.
    static let labelledViews: Set<String> = ["Button", "Label", "Link", "NavigationLink", "Menu", "Toggle", "Picker",
                                             "ToolbarItem", "ToolbarItemGroup", "DisclosureGroup", "ShareLink", "LabeledContent"]
    /// Modifiers whose content the system presents with its own roles: navigation titles, toolbars, alerts.
    static let systemPresentedModifiers: Set<String> = ["navigationTitle", "navigationBarTitle", "toolbar", "alert",
                                                        "confirmationDialog", "tabItem", "contextMenu", "swipeActions", "help"]
    /// Parts of a cell or button that are not headings: a button's title, a cell's text.
    static let controlLabelNames: Set<String> = ["titleLabel", "textLabel", "detailTextLabel", "subtitleLabel"]

    override func visit(_ assignment: Assignment, scope: ScopeChain) {
        guard assignment.property == "font", assignment.operation == .assign, Self.isTitleFont(assignment.value) else { return }
        candidates.append(Candidate(node: assignment.node, receiver: scope.key(forReceiver: assignment.receiver),
                                    enclosingType: scope.typeName))
    }

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        guard SwiftUIViews.constructorName(node) == "Text", !Self.isValueOnly(node) else { return }
        let modifiers = SwiftUIViews.modifiers(of: node)
        guard modifiers.contains(where: { $0.name == "font" && $0.argument().map(Self.isTitleStyle) == true }),
              !Self.isMarkedHeading(modifiers), !ModifierChain.hides(modifiers),
              !Self.isPresentedBySystem(node) else { return }
        for container in SwiftUIViews.enclosingViews(of: node) {
            if let name = SwiftUIViews.constructorName(container.call), Self.labelledViews.contains(name) { return }
            // A heading container, or one element whose traits the container decides.
            if Self.isMarkedHeading(container.modifiers) || ModifierChain.hides(container.modifiers)
                || container.modifiers.contains(where: { $0.name == "accessibilityElement" }) {
                return
            }
        }
        // A view type used only inside buttons or single elements shows no heading of its own.
        let owner = ViewSurroundings.of(node).bodyOwner
        report(node, "If this title-styled text heads a section, add .accessibilityAddTraits(.isHeader) so VoiceOver "
            + "users can jump to it with the headings rotor", certainty: .needsReview,
            condition: owner.map { IndexCondition.separateStop(viewType: $0) })
    }

    override func finish(facts: FileFacts) {
        for candidate in candidates {
            let components = candidate.receiver.path.split(separator: ".").map(String.init)
            // A button's or a cell's own label names the control, not a section.
            if components.count > 1, let last = components.last, Self.controlLabelNames.contains(last) { continue }
            let typeName = components == ["self"] ? candidate.enclosingType : groups.typeName(of: candidate.receiver, facts: facts)
            if let typeName {
                guard classes.externalRoot(of: typeName) == "UILabel" else { continue }
                if classes.declares(anyOf: ["accessibilityTraits"], typeName, facts: facts) { continue }
            } else if components.last.map({ $0.lowercased().hasSuffix("label") }) != true {
                continue
            }
            let isHeader = groups.assignments(to: "accessibilityTraits", of: candidate.receiver, facts: facts).contains {
                TraitSpelling.mentioned(in: $0.value).contains { $0.trait == .header }
            }
            if isHeader { continue }
            let receiver = components == ["self"] ? "" : candidate.receiver.path + "."
            report(candidate.node, "If this title-styled label heads a section, add \(receiver)accessibilityTraits.insert(.header) "
                + "so VoiceOver users can jump to it with the headings rotor", certainty: .needsReview)
        }
    }

    /// `.title`, `Font.title2`, `.largeTitle.bold()`, `.system(.title, design: .rounded)`,
    /// `.custom("Brand", size: 28, relativeTo: .title)`.
    private static func isTitleStyle(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let node = current {
            if let member = node.as(MemberAccessExprSyntax.self) {
                if member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Font" {
                    return titleStyles.contains(member.declName.baseName.text)
                }
                current = member.base
            } else if let call = node.as(FunctionCallExprSyntax.self) {
                let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                if name == "system" || name == "custom" {
                    let style = call.arguments.first { $0.label == nil || $0.label?.text == "relativeTo" }?.expression
                    return style.map { titleStyles.contains($0.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "") } ?? false
                }
                current = call.calledExpression
            } else {
                return false
            }
        }
        return false
    }

    /// `.preferredFont(forTextStyle: .title1)` or `UIFontMetrics(forTextStyle: .title2).scaledFont(for: font)`.
    private static func isTitleFont(_ expression: ExprSyntax) -> Bool {
        var stack: [Syntax] = [Syntax(expression)]
        while let node = stack.popLast() {
            if let argument = node.as(LabeledExprSyntax.self), argument.label?.text == "forTextStyle" {
                return titleStyles.contains(argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "")
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return false
    }

    private static func isMarkedHeading(_ modifiers: [Modifier]) -> Bool {
        ModifierChain.addsTrait([.header], in: modifiers) || modifiers.contains { $0.name == "accessibilityHeading" }
    }

    /// `Text("\(score)")`, `Text("$\(price)")`: a large value, not a title.
    private static func isValueOnly(_ text: FunctionCallExprSyntax) -> Bool {
        guard let literal = text.arguments.first?.expression.as(StringLiteralExprSyntax.self) else { return false }
        return !literal.segments.contains { segment in
            segment.as(StringSegmentSyntax.self)?.content.text.contains(where: \.isLetter) == true
        }
    }

    /// Text inside a section header, or in the content of `.navigationTitle`, `.toolbar` and the like.
    private static func isPresentedBySystem(_ text: FunctionCallExprSyntax) -> Bool {
        var previous = Syntax(text)
        var current = text.parent
        while let node = current {
            if node.is(DeclSyntax.self) { return false }
            if let argument = node.as(LabeledExprSyntax.self), argument.label?.text == "header" { return true }
            if let closure = node.as(MultipleTrailingClosureElementSyntax.self), closure.label.text == "header" { return true }
            if let call = node.as(FunctionCallExprSyntax.self), previous.id != call.calledExpression.id,
               let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
               systemPresentedModifiers.contains(name) {
                return true
            }
            previous = node
            current = node.parent
        }
        return false
    }
}

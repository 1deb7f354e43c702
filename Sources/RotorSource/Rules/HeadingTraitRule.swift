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
        success: "Text that heads a section, and looks it (a large title or title text style) or titles a section "
            + "header view, carries the header trait (`.accessibilityAddTraits(.isHeader)`, "
            + "`accessibilityTraits.insert(.header)`), so VoiceOver users can jump from heading to heading with the "
            + "rotor as sighted users scan the titles.",
        failure: "Text styled as a title is not marked as a heading: the structure a sighted user sees is lost to a "
            + "screen reader user, who must swipe through every element to find a section.",
        limitations:
            "A label that titles a UIKit section header is reported as a violation: the label of a header view "
            + "class of the app's own (a `UITableViewHeaderFooterView` or `UICollectionReusableView` whose name "
            + "says Header, not Footer: its only label, else the one named as its title, unless its label class says "
            + "Header or Heading) and a label "
            + "`tableView(_:viewForHeaderInSection:)` builds; code of the view's that sets traits, lists its "
            + "elements or makes anything an element, here or (in a whole project) in another file or an Interface "
            + "Builder file, leaves it alone. Title-styled text is reported for review: large text is not always a "
            + "heading (a price, a score); the text may be `Text(…)` or a string's `text` property "
            + "(`L10n.recent.text`). Navigation titles, toolbar items, SwiftUI section headers and the titles of "
            + "buttons, labels and links are skipped, as are UIKit table section titles "
            + "(`tableView(_:titleForHeaderInSection:)`), which UIKit marks itself, and the text of a SwiftUI view "
            + "type every use of which is inside a control or a single element. A heading heads something, so text "
            + "is reported only where the code shows content after it in a stack, list or stack view (rows, a "
            + "control, a view of the app's, or more than one line of text); a title followed by nothing, or by one "
            + "line of explanation, images and buttons, or laid over other views, is taken as a message standing "
            + "alone (an empty state's \"No Results\"), and a UIKit label no stack view in the file arranges is not "
            + "reported, as Rotor cannot see what follows it. For title-styled text, a trait set in another file is "
            + "not seen.",
        guideline:
            "iOS Accessibility - Best Practices for the VoiceOver User Experience › Development Best Practices, point 4"
    )

    public let sourceExamples: [SourceExample] = [
        .triggering(
            "a label titling a section header view, and one built for a table section's header",
            """
            final class SectionHeaderView: UITableViewHeaderFooterView {
                private let titleLabel = UILabel()
                private let countLabel = UILabel()

                override init(reuseIdentifier: String?) {
                    super.init(reuseIdentifier: reuseIdentifier)
                    ↓contentView.addSubview(titleLabel)
                    contentView.addSubview(countLabel)
                }
            }
            final class ShopSectionHeaderView: UICollectionReusableView {
                @IBOutlet weak var ↓label: UILabel!
            }
            final class OrdersViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                    let header = UIView()
                    let ↓titleView = UILabel()
                    titleView.text = sections[section].title
                    header.addSubview(titleView)
                    return header
                }
            }
            """),
        .triggering(
            "SwiftUI text in a title style",
            """
            VStack(alignment: .leading) {
                ↓Text("Recent activity").font(.title2)
                ForEach(transactions) { TransactionRow(transaction: $0) }
            }
            ScrollView {
                ↓Text(account.name)
                    .font(.largeTitle.bold())
                AccountSummary(account: account)
            }
            VStack(alignment: .leading) {
                ↓L10n.information.text
                    .font(.title3)
                ForEach(details) { DetailRow(detail: $0) }
            }
            """),
        .triggering(
            "a UIKit label with a title text style",
            """
            final class AccountViewController: UIViewController {
                let titleLabel = UILabel()
                let tableView = UITableView()
                let chartView = ChartView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓titleLabel.font = .preferredFont(forTextStyle: .title1)
                    ↓sectionLabel.font = UIFontMetrics(forTextStyle: .title3).scaledFont(for: brandFont)
                    let stack = UIStackView(arrangedSubviews: [titleLabel, tableView])
                    stack.addArrangedSubview(sectionLabel)
                    stack.addArrangedSubview(chartView)
                }
            }
            """),
        .nonTriggering(
            "title text marked as a heading, on itself or on its container",
            """
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
        .nonTriggering(
            "section headers the system marks, given the trait, footers, and headers that decide their own elements",
            """
            final class SectionHeaderView: UITableViewHeaderFooterView {
                private let titleLabel = UILabel()

                override init(reuseIdentifier: String?) {
                    super.init(reuseIdentifier: reuseIdentifier)
                    titleLabel.accessibilityTraits.insert(.header)
                    contentView.addSubview(titleLabel)
                }
            }
            final class SectionFooterView: UITableViewHeaderFooterView {
                private let noteLabel = UILabel()
            }
            final class CardHeaderView: UICollectionReusableView {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet weak var countLabel: UILabel!

                override func awakeFromNib() {
                    super.awakeFromNib()
                    isAccessibilityElement = true
                }
            }
            final class StatsHeaderView: UICollectionReusableView {
                @IBOutlet weak var valueLabel: UILabel!
                @IBOutlet weak var unitLabel: UILabel!
            }
            final class OrdersViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                    sections[section].title
                }

                override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
                    header?.textLabel?.text = sections[section].title
                    return header
                }
            }
            VStack(alignment: .leading) {
                L10n.information.text
                    .font(.title3)
                    .accessibility(addTraits: .isHeader)
                ForEach(details) { DetailRow(detail: $0) }
            }
            """),
        .nonTriggering(
            "empty-state messages: a title with one line of explanation, or nothing after it",
            """
            ZStack {
                List(results) { ResultRow(result: $0) }
                if results.isEmpty {
                    VStack {
                        Image(systemName: "magnifyingglass")
                        Text("No Results").font(.title2)
                        Text("Try another search")
                        Button("Clear search", action: clear)
                    }
                }
            }
            Text(account.name).font(.largeTitle.bold())

            final class EmptySearchView: UIView {
                private lazy var title: UILabel = {
                    let label = UILabel()
                    label.font = .preferredFont(forTextStyle: .title2)
                    label.text = "No Results"
                    return label
                }()
                private let subtitle = UILabel()
                private lazy var stack = UIStackView(arrangedSubviews: [title, subtitle])
            }
            """),
        .nonTriggering(
            "titles the system marks, and title-styled text inside controls",
            """
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
        .nonTriggering(
            "title-styled text in a view type used only as a labelled button's label",
            """
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
        .nonTriggering(
            "UIKit labels given the header trait elsewhere, in a lazy var closure, or by their class",
            """
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

    public var projectFacts: [any ProjectFact.Type] { [ViewTypeUses.self] }
    public var indexConditions: [any IndexCondition.Type] { [SeparateStop.self] }
}

final class HeadingTraitChecker: SourceChecker {
    override var interests: SourceInterests { [.calls, .assignments, .classes, .functions] }
    override var callNames: Set<String>? { Self.callNames }
    private static let callNames: Set<String> = ["Text", "UIStackView", "addArrangedSubview", "font"]
    override var assignedProperties: Set<String>? { Self.assignedProperties }
    private static let assignedProperties: Set<String> = ["font"]

    private struct Candidate {
        var node: Syntax
        var receiver: ReceiverKey
        var enclosingType: String?
    }

    private var candidates: [Candidate] = []
    /// Classes that may be section header views, decided once the file's classes are known.
    private var classes: [ClassDeclSyntax] = []
    /// Each stack view's arranged subviews in order, by the stack's key (stacks made without a name
    /// share a placeholder key); nil for a subview that is not a name.
    private var arrangedSubviews: [(stack: ReceiverKey, subviews: [ReceiverKey?])] = []
    private var declaredClasses: DeclaredClasses { file.facts.declaredClasses }
    private var groups: ReceiverGroups { file.facts.receiverGroups }

    /// SwiftUI's and UIKit's title text styles.
    static let titleStyles: Set<String> = [
        "largeTitle", "title", "title1", "title2", "title3", "extraLargeTitle", "extraLargeTitle2",
    ]
    /// Views whose title text is the name of a control or a label, not a heading.
    static let labelledViews: Set<String> = [
        "Button", "Label", "Link", "NavigationLink", "Menu", "Toggle", "Picker",
        "ToolbarItem", "ToolbarItemGroup", "DisclosureGroup", "ShareLink", "LabeledContent",
    ]
    /// Modifiers whose content the system presents with its own roles: navigation titles, toolbars, alerts.
    static let systemPresentedModifiers: Set<String> = [
        "navigationTitle", "navigationBarTitle", "toolbar", "alert",
        "confirmationDialog", "tabItem", "contextMenu", "swipeActions", "help",
    ]
    /// Parts of a cell or button that are not headings: a button's title, a cell's text.
    static let controlLabelNames: Set<String> = ["titleLabel", "textLabel", "detailTextLabel", "subtitleLabel"]

    override func visit(_ assignment: Assignment, scope: ScopeChain) {
        guard assignment.property == "font", assignment.operation == .assign, Self.isTitleFont(assignment.value) else {
            return
        }
        candidates.append(
            Candidate(
                node: assignment.node, receiver: scope.key(forReceiver: assignment.receiver),
                enclosingType: scope.typeName))
    }

    override func visit(_ node: ClassDeclSyntax, scope: ScopeChain) {
        classes.append(node)
    }

    override func visit(_ node: FunctionDeclSyntax, scope: ScopeChain) {
        for title in SectionHeaders.titles(builtBy: node) {
            report(
                title.node,
                "Add \(title.label).accessibilityTraits.insert(.header): this label titles a table section, and UIKit "
                    + "marks as headings only the section titles it draws itself, so VoiceOver users can jump to "
                    + "the section with the headings rotor")
        }
    }

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        if recordArrangedSubviews(node, scope: scope) { return }
        guard let view = Self.textView(node) else { return }
        let modifiers = SwiftUIViews.modifiers(of: view)
        guard modifiers.contains(where: { $0.name == "font" && $0.argument().map(Self.isTitleStyle) == true }),
            !Self.isMarkedHeading(modifiers), !ModifierChain.hides(modifiers),
            !Self.isPresentedBySystem(view)
        else { return }
        for container in SwiftUIViews.enclosingViews(of: view) {
            if let name = SwiftUIViews.constructorName(container.call), Self.labelledViews.contains(name) { return }
            // A heading container, or one element whose traits the container decides.
            if Self.isMarkedHeading(container.modifiers) || ModifierChain.hides(container.modifiers)
                || container.modifiers.contains(where: { $0.name == "accessibilityElement" })
            {
                return
            }
        }
        // A title with no content after it is a message standing alone (an empty state, a placeholder).
        guard TitleFollowers.headsContent(view) else { return }
        // A view type used only inside buttons or single elements shows no heading of its own.
        let owner = ViewSurroundings.of(view).bodyOwner
        report(
            view,
            "If this title-styled text heads a section, add .accessibilityAddTraits(.isHeader) so VoiceOver "
                + "users can jump to it with the headings rotor", certainty: .needsReview,
            condition: owner.map { SeparateStop(viewType: $0) })
    }

    /// The text a call shows: `Text("Recent")` (not a bare value such as `Text("\(score)")`), or the
    /// `Text` a string gives through a `text` property (`L10n.recent.text`) for its `.font` modifier.
    private static func textView(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        if SwiftUIViews.constructorName(call) == "Text" { return isValueOnly(call) ? nil : ExprSyntax(call) }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "font",
            let base = member.base, let path = ScopeChain.memberPath(base), path.count > 1, path.last == "text"
        else { return nil }
        return base
    }

    override func finish(facts: FileFacts) {
        for node in classes {
            guard let title = SectionHeaders.title(ofHeaderView: node, in: file, facts: facts) else { continue }
            let owner = node.name.text
            // Not the label's class: the index files traits code gives any instance of a class (some other
            // label of the app's label class) as the class's own.
            let handles = [CodeHandle(owner: owner, receiver: title.label), CodeHandle(owner: owner, receiver: "self")]
            report(
                title.node,
                "Add \(title.label).accessibilityTraits.insert(.header): this label titles a section header view, and "
                    + "UIKit marks as headings only the section titles it draws itself, so VoiceOver users can jump to "
                    + "the section with the headings rotor",
                condition: UntouchedInCode(
                    handles: handles,
                    members: [
                        "accessibilityTraits", "accessibilityElements", SourceFileIndex.madeOneElement,
                        SourceFileIndex.madeHeading,
                    ]))
        }
        for candidate in candidates {
            let components = candidate.receiver.path.split(separator: ".").map(String.init)
            // A button's or a cell's own label names the control, not a section.
            if components.count > 1, let last = components.last, Self.controlLabelNames.contains(last) { continue }
            let typeName =
                components == ["self"] ? candidate.enclosingType : groups.typeName(of: candidate.receiver, facts: facts)
            if let typeName {
                guard declaredClasses.externalRoot(of: typeName) == "UILabel" else { continue }
                if declaredClasses.declares(anyOf: ["accessibilityTraits"], typeName, facts: facts) { continue }
            } else if components.last.map({ $0.lowercased().hasSuffix("label") }) != true {
                continue
            }
            let isHeader = groups.assignments(to: "accessibilityTraits", of: candidate.receiver, facts: facts).contains
            {
                TraitSpelling.mentioned(in: $0.value).contains { $0.trait == .header }
            }
            if isHeader { continue }
            // A label is reported only where the file shows content after it; elsewhere it may be a message.
            guard headsArrangedContent(candidate.receiver, facts: facts) else { continue }
            let receiver = components == ["self"] ? "" : candidate.receiver.path + "."
            report(
                candidate.node,
                "If this title-styled label heads a section, add \(receiver)accessibilityTraits.insert(.header) "
                    + "so VoiceOver users can jump to it with the headings rotor", certainty: .needsReview)
        }
    }

    /// `UIStackView(arrangedSubviews: [title, tableView])` and `stack.addArrangedSubview(title)`:
    /// the order a stack shows its views in. False for any other call.
    private func recordArrangedSubviews(_ node: FunctionCallExprSyntax, scope: ScopeChain) -> Bool {
        func key(_ expression: ExprSyntax) -> ReceiverKey? {
            ScopeChain.memberPath(expression) != nil ? scope.key(forReceiver: expression) : nil
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "addArrangedSubview"
        {
            guard let base = member.base, let subview = node.arguments.first?.expression else { return true }
            let stack = scope.key(forReceiver: base)
            if let index = arrangedSubviews.lastIndex(where: { $0.stack == stack }) {
                arrangedSubviews[index].subviews.append(key(subview))
            } else {
                arrangedSubviews.append((stack, [key(subview)]))
            }
            return true
        }
        guard SwiftUIViews.constructorName(node) == "UIStackView" else { return false }
        if let array = node.arguments.first(where: { $0.label?.text == "arrangedSubviews" })?.expression.as(
            ArrayExprSyntax.self)
        {
            let stack = UIKitReceivers.holder(of: node, scope: scope) ?? ReceiverKey(scopeID: -1, path: "")
            arrangedSubviews.append((stack, array.elements.map { key($0.expression) }))
        }
        return true
    }

    /// Whether a stack shows the view followed by content, as a heading heads its section: a view
    /// other than buttons and images, or more than one label (one label after a title is its
    /// explanation, as in an empty state's "No Results" and "Try another search"). When nothing after
    /// the view in its stack is content, what follows that stack in the stack around it counts.
    private func headsArrangedContent(_ view: ReceiverKey, facts: FileFacts, seen: Set<ReceiverKey> = []) -> Bool {
        let target = groups.canonical(view, facts: facts)
        guard !seen.contains(target) else { return false }
        for (stack, subviews) in arrangedSubviews {
            guard let index = subviews.firstIndex(where: { $0.map { groups.canonical($0, facts: facts) } == target })
            else { continue }
            var labels = 0
            for subview in subviews.dropFirst(index + 1) {
                switch subview.map({ arrangedKind(of: $0, facts: facts) }) {
                case .label?:
                    labels += 1
                    if labels > 1 { return true }
                case .content?:
                    return true
                case .messagePart?, .unknown?, nil:
                    continue
                }
            }
            if headsArrangedContent(stack, facts: facts, seen: seen.union([target])) { return true }
        }
        return false
    }

    /// `messagePart`: a button or an image, which goes with a message rather than make content.
    private enum ArrangedKind { case label, messagePart, content, unknown }

    /// What an arranged subview is, by its type or, when the file does not show it, by its name.
    private func arrangedKind(of key: ReceiverKey, facts: FileFacts) -> ArrangedKind {
        if let type = groups.typeName(of: key, facts: facts) {
            switch declaredClasses.externalRoot(of: type) {
            case "UILabel": return .label
            case "UIButton", "UIImageView": return .messagePart
            default: return .content
            }
        }
        let name = key.path.split(separator: ".").last?.lowercased() ?? ""
        if name.hasSuffix("label") { return .label }
        if name.hasSuffix("button") || name.hasSuffix("image") || name.hasSuffix("imageview") { return .messagePart }
        return .unknown
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
                    return style.map {
                        titleStyles.contains($0.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "")
                    } ?? false
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
                return titleStyles.contains(
                    argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "")
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return false
    }

    /// `.accessibilityAddTraits(.isHeader)`, `.accessibilityHeading(.h1)`, or iOS 13's
    /// `.accessibility(addTraits: .isHeader)`.
    private static func isMarkedHeading(_ modifiers: [Modifier]) -> Bool {
        ModifierChain.addsTrait([.header], in: modifiers)
            || modifiers.contains { modifier in
                modifier.name == "accessibilityHeading"
                    || modifier.name == "accessibility"
                        && modifier.argument("addTraits").map {
                            TraitSpelling.mentioned(in: $0).contains { $0.trait == .header }
                        } == true
            }
    }

    /// `Text("\(score)")`, `Text("$\(price)")`: a large value, not a title.
    private static func isValueOnly(_ text: FunctionCallExprSyntax) -> Bool {
        guard let literal = text.arguments.first?.expression.as(StringLiteralExprSyntax.self) else { return false }
        return !literal.segments.contains { segment in
            segment.as(StringSegmentSyntax.self)?.content.text.contains(where: \.isLetter) == true
        }
    }

    /// Text inside a section header, or in the content of `.navigationTitle`, `.toolbar` and the like.
    private static func isPresentedBySystem(_ text: some SyntaxProtocol) -> Bool {
        var previous = Syntax(text)
        var current = text.parent
        while let node = current {
            if node.is(DeclSyntax.self) { return false }
            if let argument = node.as(LabeledExprSyntax.self), argument.label?.text == "header" { return true }
            if let closure = node.as(MultipleTrailingClosureElementSyntax.self), closure.label.text == "header" {
                return true
            }
            if let call = node.as(FunctionCallExprSyntax.self), previous.id != call.calledExpression.id,
                let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                systemPresentedModifiers.contains(name)
            {
                return true
            }
            previous = node
            current = node.parent
        }
        return false
    }
}

/// What follows a SwiftUI title where it stands: a heading heads content (a list, rows, a control,
/// more than one line of text) in the stack it is in or, when what follows it there is no content,
/// in the stacks around that one. A title followed by at most one line of explanation, images, buttons and
/// spacers, or laid over other views (`ZStack`, `.overlay`), is a message standing alone: an empty
/// state, a placeholder.
enum TitleFollowers {
    /// Views read in sequence, so what comes after the title is what it heads.
    private static let sequences: Set<String> = [
        "VStack", "LazyVStack", "HStack", "LazyHStack", "Group", "List", "Form",
        "ScrollView", "Section",
    ]
    /// Views that go with a message rather than make content of their own.
    private static let messageParts: Set<String> = [
        "Spacer", "Divider", "Image", "AsyncImage", "Button", "Link", "ShareLink",
        "ProgressView", "EmptyView", "Color",
    ]
    private static let texts: Set<String> = ["Text", "Label"]

    static func headsContent(_ title: some SyntaxProtocol) -> Bool {
        var view = Syntax(title)
        while let item = statement(around: view), let list = item.parent?.as(CodeBlockItemListSyntax.self) {
            if isContent(expressions(in: list.filter { $0.position > item.position })) { return true }
            // A branch of an `if` or a `switch` is shown in the place of the whole statement.
            if let branch = list.parent?.parent?.as(IfExprSyntax.self) {
                view = Syntax(branch)
            } else if let switchCase = list.parent?.as(SwitchCaseSyntax.self),
                let statement = switchCase.parent?.parent?.as(SwitchExprSyntax.self)
            {
                view = Syntax(statement)
            } else if let closure = list.parent?.as(ClosureExprSyntax.self), let container = owner(of: closure),
                let name = SwiftUIViews.constructorName(container), sequences.contains(name)
            {
                view = Syntax(container)
            } else {
                return false
            }
        }
        return false
    }

    /// The statement a view is drawn by, not looking past a closure or a declaration.
    private static func statement(around view: Syntax) -> CodeBlockItemSyntax? {
        var current = view.parent
        while let node = current {
            if let item = node.as(CodeBlockItemSyntax.self) { return item }
            if node.is(ClosureExprSyntax.self) || node.is(DeclSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// The view whose content closure this is: `VStack { … }`, `Section(content: { … })`; nil for a
    /// modifier's closure (`.overlay { … }`).
    private static func owner(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        let call =
            closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        return call.flatMap { SwiftUIViews.constructorName($0) != nil ? $0 : nil }
    }

    private static func expressions(in items: some Sequence<CodeBlockItemSyntax>) -> [ExprSyntax] {
        items.compactMap { $0.item.as(ExprSyntax.self) ?? $0.item.as(ExpressionStmtSyntax.self)?.expression }
    }

    /// More than one line of text, or any view that is not text or a message's part, here or in a
    /// branch of an `if`; views Rotor cannot follow (a helper) do not count either way.
    private static func isContent(_ expressions: [ExprSyntax]) -> Bool {
        var lines = 0
        var pending = expressions
        while let expression = pending.popLast() {
            // Branches are shown one at a time, so each is judged on its own.
            if let branch = expression.as(IfExprSyntax.self) {
                if isContent(Self.expressions(in: branch.body.statements)) { return true }
                switch branch.elseBody {
                case .ifExpr(let next)?: pending.append(ExprSyntax(next))
                case .codeBlock(let block)?: if isContent(Self.expressions(in: block.statements)) { return true }
                case nil: break
                }
                continue
            }
            guard let view = ControlContent.baseView(of: expression), let name = SwiftUIViews.constructorName(view),
                !messageParts.contains(name)
            else { continue }
            if texts.contains(name) {
                lines += 1
                if lines > 1 { return true }
            } else if sequences.contains(name) || name == "ZStack" {
                guard let inner = view.trailingClosure else { continue }
                pending.append(contentsOf: Self.expressions(in: inner.statements))
            } else {
                return true
            }
        }
        return false
    }
}

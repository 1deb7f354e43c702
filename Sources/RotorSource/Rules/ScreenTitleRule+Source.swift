import RotorKit
import SwiftSyntax

/// `screen-title` in Swift source: view controllers that build a screen and never title
/// it, SwiftUI navigation stacks whose first screen has no title, and titles in code that are
/// placeholders or file names (judged with the tree check's word lists and advice).
extension ScreenTitleRule: SourceRule {
    public var sourceExamples: [SourceExample] {
        [
            .triggering(
                "a view controller pushed as a screen that builds its screen but sets no title (for review)",
                """
                final class ↓AccountViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = .systemBackground
                        view.addSubview(formView)
                    }
                }
                func showAccount() {
                    navigationController?.pushViewController(AccountViewController(), animated: true)
                }
                """),
            .triggering(
                "a SwiftUI navigation stack whose first screen has no title",
                """
                struct SettingsView: View {
                    var body: some View {
                        ↓NavigationStack {
                            List {
                                Toggle("Notifications", isOn: $notifications)
                            }
                        }
                    }
                }
                """),
            .triggering(
                "placeholder and file-name titles",
                """
                extension EditorViewController {
                    func reset() { title = ↓"Untitled Document" }
                }
                navigationItem.title = ↓"DSC_0123.jpeg"
                Text(body).navigationTitle(↓"Enter title...")
                """),
            .nonTriggering(
                "the seed's titles: title, navigationItem.title, or a title view",
                """
                final class HomeViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = "Home"
                    }
                }
                final class ReportViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.title = "Quarterly Report"
                    }
                }
                final class FeedViewController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.titleView = UIImageView(image: .init(named: "header.png"))
                        navigationItem.titleView?.accessibilityLabel = "Home"
                    }
                }
                """),
            .nonTriggering(
                "a heading read first, a title set by the presenter, and a child with no screen of its own",
                """
                final class SignInViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        titleLabel.text = "Sign In"
                        titleLabel.accessibilityTraits.insert(.header)
                    }
                }
                final class OrderViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(summaryView)
                    }
                }
                func showOrder(_ order: Order) {
                    let controller = OrderViewController()
                    controller.title = "Order \\(order.number)"
                    navigationController?.pushViewController(controller, animated: true)
                }
                final class BadgeViewController: UIViewController {}
                final class ProfileViewController: UIViewController {
                    @IBOutlet private weak var nameLabel: UILabel!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        nameLabel.text = user.name
                    }
                }
                """),
            .nonTriggering(
                "view controllers no code presents, and a child embedded in another screen",
                """
                final class PlaceholderViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.backgroundColor = .systemBackground
                    }
                }
                final class FavoritesOverlay: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(collectionView)
                    }
                }
                func install(_ overlay: FavoritesOverlay) {
                    addChild(overlay)
                    view.addSubview(overlay.view)
                }
                """),
            .nonTriggering(
                "a child titling the container it is shown in, a tab's title, and a page of a page view controller",
                """
                final class SitemapViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(tableView)
                    }

                    func show(_ page: Page) {
                        parent?.navigationItem.title = page.title
                    }
                }
                final class InboxViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
                        view.addSubview(listView)
                    }
                }
                final class WelcomePageViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(pageContent)
                    }
                }
                func showSitemap() { navigationController?.pushViewController(SitemapViewController(), animated: true) }
                func showInbox() { present(InboxViewController(), animated: true) }
                func start() { pages.setViewControllers([WelcomePageViewController()], direction: .forward, animated: false) }
                """),
            .nonTriggering(
                "a screen whose superclass sets the title",
                """
                class TitledViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = screenTitle
                    }
                }
                final class HelpViewController: TitledViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(helpView)
                    }
                }
                func showHelp() { present(HelpViewController(), animated: true) }
                """),
            .nonTriggering(
                "SwiftUI stacks titled inside, in a view of the file, or by a view Rotor cannot see",
                """
                struct SettingsView: View {
                    var body: some View {
                        NavigationStack {
                            List { Toggle("Notifications", isOn: $notifications) }
                                .navigationTitle("Settings")
                        }
                    }
                }
                struct OrdersView: View {
                    var body: some View {
                        NavigationStack { content }
                    }

                    private var content: some View {
                        OrderList().toolbar {
                            ToolbarItem(placement: .principal) { Text("Orders").font(.headline) }
                        }
                    }
                }
                struct RootView: View {
                    var body: some View {
                        NavigationView { InboxView() }
                    }
                }
                struct NavigationContainer<Content: View>: View {
                    @ViewBuilder let content: Content

                    var body: some View {
                        NavigationStack { content.tint(.brand) }
                    }
                }
                """),
        ]
    }

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        ScreenTitleChecker(file: file, metadata: metadata, context: context)
    }

    public var projectFacts: [any ProjectFact.Type] { [PresentedScreens.self] }
    public var indexConditions: [any IndexCondition.Type] { [UntitledScreen.self] }
}

final class ScreenTitleChecker: SourceChecker {
    override var interests: SourceInterests { [.calls, .assignments, .classes, .structs] }
    override var callNames: Set<String>? { Self.callNames }
    private static let callNames: Set<String> = titleModifiers.union(navigationRoots)
    override var assignedProperties: Set<String>? { Self.assignedProperties }
    private static let assignedProperties: Set<String> = judgedProperties

    private struct Controller {
        var name: TokenSyntax
        var typeName: String
    }

    private struct Stack {
        var call: FunctionCallExprSyntax
        var content: Syntax
        var typeName: String?
    }

    private var controllers: [Controller] = []
    private var stacks: [Stack] = []
    /// Types that set a title, a title view, or give something the header trait.
    private var titledTypes: Set<String> = []
    private var types: [String: MemberBlockSyntax] = [:]
    private var classes: DeclaredClasses { file.facts.declaredClasses }

    static let containerViews: Set<String> = [
        "NavigationStack", "NavigationView", "VStack", "HStack", "ZStack", "LazyVStack",
        "LazyHStack", "List", "Form", "ScrollView", "Section", "Group", "GroupBox", "TabView",
    ]
    static let judgedProperties: Set<String> = ["title", "titleView", "accessibilityTraits", "tabBarItem"]
    static let controllerBases: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController",
    ]
    static let navigationRoots: Set<String> = ["NavigationStack", "NavigationView"]
    static let titleModifiers: Set<String> = ["navigationTitle", "navigationBarTitle"]
    /// SwiftUI and Foundation types whose content Rotor knows holds no title of its own.
    static let knownTypes: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "GridItem",
        "List", "Form", "ScrollView", "Section", "ForEach", "Group", "GroupBox", "Text", "Image", "Label", "Button",
        "NavigationLink", "Toggle", "TextField", "SecureField", "TextEditor", "Spacer", "Divider", "Picker",
        "DatePicker",
        "Stepper", "Slider", "ProgressView", "Color", "GeometryReader", "TabView", "EmptyView", "AsyncImage", "Link",
        "Menu", "ShareLink", "ViewThatFits", "LabeledContent", "DisclosureGroup", "ToolbarItem", "ToolbarItemGroup",
        "ContentUnavailableView", "Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse", "AnyView", "Task",
        "String", "LocalizedStringKey", "Binding", "URL", "Date", "UUID", "Int", "Double", "Decimal", "Array", "Set",
    ]

    override func visit(_ node: ClassDeclSyntax, scope: ScopeChain) {
        types[node.name.text] = node.memberBlock
        guard let base = node.inheritanceClause?.inheritedTypes.first?.type.trimmedText,
            Self.controllerBases.contains(base)
        else { return }
        let buildsScreen = node.memberBlock.members.contains { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { return false }
            return ["viewDidLoad", "loadView"].contains(function.name.text)
        }
        // Outlets mean a storyboard or xib, whose navigation item may hold the title (the tree rule reads those).
        let hasOutlets = node.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "IBOutlet"
            } == true
        }
        if buildsScreen && !hasOutlets { controllers.append(Controller(name: node.name, typeName: node.name.text)) }
    }

    override func visit(_ node: StructDeclSyntax, scope: ScopeChain) {
        types[node.name.text] = node.memberBlock
    }

    override func visit(_ assignment: Assignment, scope: ScopeChain) {
        guard Self.judgedProperties.contains(assignment.property) else { return }
        let receiver = assignment.receiver.flatMap { ScopeChain.memberPath($0) } ?? []
        // `title` of a view controller, not of a model or a view that happens to have one.
        let onSelf =
            (receiver.isEmpty || receiver == ["self"])
            && scope.typeName.map { $0.hasSuffix("Controller") || classes.externalRoot(of: $0).hasSuffix("Controller") }
                == true
        // A navigation item's, its own or the container's it is shown in (`parent?.navigationItem`,
        // `navigationBar.topItem`), or the tab bar item's, which VoiceOver reads as the tab is chosen.
        let onNavigationItem =
            receiver.last == "navigationItem" || receiver.last == "topItem"
            || (receiver.last == "tabBarItem" && assignment.property == "title")
        switch assignment.property {
        case "title" where onSelf || onNavigationItem:
            if let typeName = scope.typeName { titledTypes.insert(typeName) }
            checkTitleText(assignment.value)
        case "tabBarItem" where onSelf:
            if let typeName = scope.typeName { titledTypes.insert(typeName) }
        case "titleView" where onNavigationItem:
            // The title view's label is icon-button-label's to judge.
            if let typeName = scope.typeName { titledTypes.insert(typeName) }
        case "accessibilityTraits":
            if let typeName = scope.typeName,
                TraitSpelling.mentioned(in: assignment.value).contains(where: { $0.trait == .header })
            {
                titledTypes.insert(typeName)
            }
        default:
            break
        }
    }

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
            Self.titleModifiers.contains(member.declName.baseName.text)
        {
            if let argument = node.arguments.first?.expression { checkTitleText(argument) }
        } else if let name = SwiftUIViews.constructorName(node), Self.navigationRoots.contains(name) {
            let content = node.trailingClosure.map(Syntax.init) ?? node.arguments.last.map { Syntax($0.expression) }
            if let content { stacks.append(Stack(call: node, content: content, typeName: scope.typeName)) }
        }
    }

    /// A literal title, judged as the tree check judges a screen's title: a blank one is no title;
    /// placeholders ("Untitled Document") and file names are reported with the same advice.
    private func checkTitleText(_ expression: ExprSyntax) {
        guard let spoken = context.texts.localizedKey(expression) else { return }
        let text = spoken.text
        let literal = spoken.literal
        guard let title = text.nonBlank else {
            report(literal, ScreenTitleRule.missingTitleMessage(for: .ios))
            return
        }
        if let advice = ScreenTitleRule.advice(forTitle: title, words: context.words) {
            report(literal, advice)
        }
    }

    override func finish(facts: FileFacts) {
        // Whether the controller is a screen at all, and whether a superclass, an extension or its
        // presenter in another file titles it, is the project index's to say.
        for controller in controllers where !isTitled(controller.typeName, facts: facts) {
            report(
                controller.name,
                "Give this screen a title VoiceOver reads first: set title (or navigationItem.title) in "
                    + "viewDidLoad, or give the label that names the screen the header trait", certainty: .needsReview,
                condition: UntitledScreen(type: controller.typeName))
        }
        for stack in stacks where scanForTitle(stack) == .untitled {
            report(
                stack.call,
                "Give this navigation stack's first view a title with .navigationTitle(\"…\") that names the "
                    + "screen, so VoiceOver users hear where they are (or give the text that names it "
                    + ".accessibilityAddTraits(.isHeader))")
        }
    }

    private func isTitled(_ typeName: String, facts: FileFacts) -> Bool {
        if classes.lineage(of: typeName).contains(where: titledTypes.contains) { return true }
        if classes.declares(anyOf: ["title", "navigationItem", "tabBarItem"], typeName, facts: facts) { return true }
        // Titled by whoever creates it: `controller.title = …` elsewhere in the file.
        return facts.receivers.values.contains { $0.typeName == typeName && $0.assignments["title"] != nil }
    }

    private enum ScanResult {
        case titled
        /// The content uses a view declared in another file, which may set the title.
        case unknown
        case untitled
    }

    /// Looks for a title in a navigation stack's content and in the views and properties of this file
    /// that it uses. A heading counts only outside `if`s: one in a view shown now and then (an
    /// overlay, an error) does not name the screen.
    private func scanForTitle(_ stack: Stack) -> ScanResult {
        var queue: [(root: Syntax, headingsCount: Bool)] = [(stack.content, true)]
        var queued: Set<String> = []
        var result = ScanResult.untitled
        let members = stack.typeName.flatMap { types[$0] }.map(Self.membersWithBodies) ?? [:]
        while let (root, headingsCount) = queue.popLast() {
            var nodes: [Syntax] = [root]
            while let node = nodes.popLast() {
                if let call = node.as(FunctionCallExprSyntax.self) {
                    if Self.isTitle(call, headingsCount: false) { return .titled }
                    if headingsCount, Self.isTitle(call, headingsCount: true), !Self.isConditional(node, within: root) {
                        return .titled
                    }
                    if let name = SwiftUIViews.constructorName(call), name.first?.isUppercase == true,
                        !Self.knownTypes.contains(name)
                    {
                        if let declaration = types[name] {
                            let counts = headingsCount && !Self.isConditional(node, within: root)
                            if queued.insert(name + (counts ? "" : "?")).inserted {
                                queue.append((Syntax(declaration), counts))
                            }
                        } else {
                            result = .unknown
                        }
                    }
                } else if let reference = node.as(DeclReferenceExprSyntax.self),
                    let member = members[reference.baseName.text] ?? nil,
                    queued.insert("." + reference.baseName.text).inserted
                {
                    queue.append((member, headingsCount))
                } else if let item = node.as(CodeBlockItemSyntax.self), let name = Self.injectedViewName(item),
                    (members[name] ?? nil) == nil
                {
                    // `NavigationStack { content }` with `content` passed in: its title is the caller's.
                    result = .unknown
                }
                nodes.append(contentsOf: node.children(viewMode: .sourceAccurate))
            }
        }
        return result
    }

    private static func isConditional(_ node: Syntax, within root: Syntax) -> Bool {
        var current = node.parent
        while let syntax = current, syntax.id != root.id {
            if syntax.is(IfExprSyntax.self) || syntax.is(SwitchExprSyntax.self) { return true }
            current = syntax.parent
        }
        return false
    }

    /// The name a view-builder statement starts from when it is a value rather than a view type:
    /// `content`, `content()`, `content.padding()`.
    private static func injectedViewName(_ item: CodeBlockItemSyntax) -> String? {
        guard var expression = item.item.as(ExprSyntax.self), isInViewBuilder(item) else { return nil }
        while true {
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                return name.first?.isLowercase == true ? name : nil
            }
            if let call = expression.as(FunctionCallExprSyntax.self) {
                expression = call.calledExpression
            } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                expression = base
            } else {
                return nil
            }
        }
    }

    /// A statement of a container view's closure (`VStack { … }`), not of an action (`Button { … }`).
    private static func isInViewBuilder(_ item: CodeBlockItemSyntax) -> Bool {
        var current = item.parent
        while let syntax = current, !syntax.is(ClosureExprSyntax.self) {
            current = syntax.parent
        }
        guard let call = current?.parent?.as(FunctionCallExprSyntax.self), let name = SwiftUIViews.constructorName(call)
        else {
            return false
        }
        return containerViews.contains(name)
    }

    /// `.navigationTitle(…)`, a principal toolbar item, or the header trait.
    private static func isTitle(_ call: FunctionCallExprSyntax, headingsCount: Bool) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        switch member.declName.baseName.text {
        case let name where titleModifiers.contains(name):
            return true
        case "toolbar":
            return call.trimmedDescription.contains(".principal")
        case "accessibilityAddTraits" where headingsCount:
            return call.arguments.first.map {
                TraitSpelling.mentioned(in: $0.expression).contains { $0.trait == .header }
            } == true
        default:
            return false
        }
    }

    /// The type's properties and methods by name, each with its body (`content` in
    /// `NavigationStack { content }`), or nil for a stored property without a value, which is a view
    /// handed in by the caller; the first declaration of a name wins. Built once per scan: a view
    /// refers to its members many times.
    private static func membersWithBodies(_ type: MemberBlockSyntax) -> [String: Syntax?] {
        var table: [String: Syntax?] = [:]
        for member in type.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        table[name] == nil
                    else { continue }
                    table[name] = .some(
                        binding.accessorBlock != nil || binding.initializer != nil ? Syntax(variable) : nil)
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self), table[function.name.text] == nil {
                table[function.name.text] = .some(Syntax(function))
            }
        }
        return table
    }
}

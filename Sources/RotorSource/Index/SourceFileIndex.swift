import RotorKit
import SwiftSyntax

/// What one Swift file tells the rest of the project, gathered in the same walk as the rules: what
/// code does to which type's members, which classes inherit from which, and which view controllers
/// the file presents as screens or embeds as children. `ProjectIndex` merges every file's.
public struct SourceFileIndex: Sendable, Hashable, Codable {
    /// For each type declared or extended here, the members its code sets or calls (or, for a few
    /// accessibility members, overrides), as paths from the type: `self.title`, `navigationItem.title`, `doneButton.setTitleColor`,
    /// `bottomLink.titleLabel.adjustsFontForContentSizeCategory`. An instance configured from
    /// outside (`let vc = ProfileViewController(); vc.title = …`) counts for its type as `self.title`.
    public var touched: [String: Set<String>] = [:]
    /// Members set or called through a property whose owner is not known (`cell.titleLabel.textColor`
    /// in a data source), by the property's name: `titleLabel` → `textColor`.
    public var touchedByName: [String: Set<String>] = [:]
    /// Each class declared here and the type it inherits from first.
    public var superclasses: [String: String] = [:]
    /// View controller types this file pushes, presents, shows or makes a navigation root.
    public var presented: Set<String> = []
    /// View controller types this file adds as a child of another.
    public var embedded: Set<String> = []
    /// Type names the file uses outside their own declarations, extensions and previews, strings
    /// that may name a type or a nib, and types used without being named (`@main`, `@objc`, system
    /// entry points); for an Interface Builder file, every `customClass`.
    public var usedTypes: Set<String> = []
    /// Types named only as the qualifier of a nested type (`Outer` in `Outer.Row`): used as a
    /// namespace, which reaches the nested type's code but none of the outer type's own.
    public var namespaceUses: Set<String> = []
    /// The `public` and `open` types the file declares: used if the project may be a library
    /// (`ProjectIndex.mayBeLibrary`), otherwise only where the project uses them.
    public var publicTypes: Set<String> = []
    /// The classes, structs, enums and actors the file declares.
    public var declaredTypes: Set<String> = []
    /// The protocols the file declares.
    public var declaredProtocols: Set<String> = []
    /// Types used only inside functions and computed properties that run when code calls them by
    /// name: used if the project names the member (`ProjectIndex`).
    public var memberUses: [MemberUse] = []
    /// Every name the file's expressions and types refer to: members called, key paths, types.
    public var referencedNames: Set<String> = []
    /// What each type declared or extended here inherits from and conforms to, with `@` and the
    /// attributes it is declared with: through these the system may call its members by role.
    public var conformances: [String: Set<String>] = [:]
    /// A xib's name (its file name without extension) and its own classes (File's Owner, top-level
    /// views), which are used when the nib is: `ProjectIndex` adds them to `usedTypes` then.
    public var nibs: [String: Set<String>] = [:]
    /// A storyboard's name (its file name without extension) and its scenes; its classes count as
    /// used only in the scenes `ProjectIndex` finds reachable.
    public var storyboards: [String: StoryboardMap] = [:]
    /// The types named (`usedTypes`) by the top-level type whose code names them ("" for code
    /// outside any type, and for an Interface Builder file's classes): they count for storyboards
    /// only while that code may run.
    public var namesByOwner: [String: Set<String>] = [:]
    /// Strings that may name a storyboard or a scene's identifier (literals, `*` for an
    /// interpolation; `R.storyboard.x`; `Foo.self`), by owner as `namesByOwner`.
    public var stringsByOwner: [String: Set<String>] = [:]
    /// SwiftUI view types this file shows (`Badge(…)` in a view builder), each with its uses that
    /// may be a separate VoiceOver stop; none when every use here is inside a control, a labelled
    /// or hidden view, or a container made one element.
    public var viewTypeUses: [String: Set<ViewTypeUse>] = [:]
    /// For each SwiftUI view type whose body this file declares, the view types the body shows
    /// (`Text`, `HStack`, `Badge`), hidden ones left out: a control takes its name from the text
    /// in its label, even when a custom view in the label shows it.
    public var viewTypeContents: [String: Set<String>] = [:]
    /// The classes of locals and parameters this file shows (sets `isHidden` to anything but
    /// `true`), `*` for one whose class is not known: any object of those classes may be shown.
    public var classesShownThroughLocals: Set<String> = []
    /// The classes whose own code (an extension's `show()`) sets their `isHidden` to anything but `true`.
    public var classesShowingThemselves: Set<String> = []
    /// Properties and functions whose value grows with the reader's text size (`@ScaledMetric`, or
    /// built with `UIFontMetrics` or a text style, directly or through another such member of the
    /// file), after the type that declares them (`Metrics.titleSize`), or alone outside any type.
    public var scalingMembers: Set<String> = []
    /// Properties whose value is a run-time check that the app runs on tvOS or a Mac
    /// (`static var isTV: Bool { current.userInterfaceIdiom == .tv }` in `extension UIDevice`), named
    /// as `scalingMembers` (`UIDevice.isTV`): code only they let run is no iPhone or iPad code.
    public var offIOSChecks: Set<String> = []
    /// What the file's controls do, as `ControlCalls` keys (`Owner.close`, `viewModel.refresh`): the
    /// methods `@IBAction`s, `addTarget(_:action:for:)`, bar button items, `UIAction`s and SwiftUI
    /// `Button`s trigger, and the calls in them. A gesture or a shake doing the same has an alternative.
    public var controlCalls: Set<String> = []

    public init() {}

    /// What `touched` records, as a member of `self`, for a type made one accessibility element by
    /// its code or an Interface Builder file (`isAccessibilityElement = true`) and never anything
    /// else: the views inside it are no stops of their own.
    public static let madeOneElement = "isAccessibilityElement=true"

    /// What `touched` records for a date picker code shows inline (`CodeOverrides.shownInline`).
    public static let shownInline = CodeOverrides.shownInline
}

/// The types a member of a type or extension uses, which it uses only when it is called.
public struct MemberUse: Sendable, Hashable, Codable {
    /// The type declared or extended, without module or generic arguments.
    public var owner: String
    public var name: String
    /// `public` or `open`: another project may call it if this one is a library.
    public var isPublic: Bool
    public var types: Set<String> = []

    public init(owner: String, name: String, isPublic: Bool, types: Set<String> = []) {
        self.owner = owner
        self.name = name
        self.isPublic = isPublic
        self.types = types
    }
}

/// A use of a view type that nothing around it names, for the images and text the type shows.
public struct ViewTypeUse: Sendable, Hashable, Codable {
    /// The view type whose body shows it there: the use is a stop only where that type is one.
    /// Nil where no other type decides (a screen's content, a value passed on, a use Rotor cannot follow).
    public var host: String?
    /// The custom view types in the label of the control around it, which shows no text of its
    /// own: the control is named by the text one of them shows, if one does.
    public var labelTypes: [String]

    public init(host: String?, labelTypes: [String] = []) {
        self.host = host
        self.labelTypes = labelTypes
    }

    /// A use that may be a stop whatever other files hold.
    public static let separateStop = ViewTypeUse(host: nil)
}

/// Builds a file's `SourceFileIndex` during the rules' walk. Not a rule (it is made with
/// `init(file:context:)` and reports nothing): every lint runs it.
final class IndexCollector: SourceChecker {
    private(set) var index = SourceFileIndex()
    /// Locals whose type a cast or constructor tells (`let vc = board.instantiate…() as! FooViewController`).
    private var localTypes: [ReceiverKey: String] = [:]

    /// Calls that bring a view controller on screen, and the argument labels that carry it.
    static let presentingCalls: Set<String> = [
        "pushViewController", "present", "show", "showDetailViewController", "setViewControllers", "presentPanModal",
    ]
    static let embeddingCalls: Set<String> = ["addChild", "addChildViewController"]
    static let navigationContainers: Set<String> = [
        "UINavigationController", "UITabBarController", "UISplitViewController",
    ]

    override var interests: SourceInterests { [.calls, .constructions, .assignments, .variables, .functions] }
    /// Capitalised constructions: the view types (and, harmlessly, other types) the file uses.
    override func acceptsConstruction(of name: String) -> Bool { name.startsUppercase }
    /// View types used in a helper, decided when the file's uses of the helper are known.
    private var viewTypesInHelpers: [(type: String, helper: ViewSurroundings.Helper, labelTypes: [String])] = []
    override var callNames: Set<String>? {
        Self.presentingCalls.union(Self.embeddingCalls).union(Self.navigationContainers).union(Self.controlCallNames)
    }
    /// Calls that make a control or hand it an action.
    static let controlCallNames: Set<String> = [
        "Button", "addTarget", "UIAction", "UIBarButtonItem", "UIKeyCommand", "UICommand",
        "UIMenuItem",
    ]
    /// Methods controls trigger, by the type whose method they are, followed in `finish`.
    private var controlMethods: [String: Set<String>] = [:]
    override var assignedProperties: Set<String>? { ["viewControllers"] }

    private lazy var scaling = ScalingMembers(fileMayScale: ScalingMembers.mayScale(file.text))

    /// The declared classes of the file's function parameters, by name: what a parameter that code
    /// shows may hold.
    private var parameterTypes: [String: Set<String>] = [:]

    override func visit(_ node: FunctionDeclSyntax, scope: ScopeChain) {
        if node.attributes.contains(where: { UIKitReceivers.isAttribute($0, named: "IBAction") }),
            !GestureHandlers.takesRecognizer(node)
        {
            controlMethods[scope.typeName ?? "", default: []].insert(node.name.text)
        }
        for parameter in node.signature.parameterClause.parameters {
            parameterTypes[(parameter.secondName ?? parameter.firstName).text, default: []].insert(
                RuleWalker.baseTypeName(parameter.type))
        }
        if let body = node.body { scaling.record([node.name.text], owner: scope.typeName, code: Syntax(body)) }
    }

    override func visit(_ node: VariableDeclSyntax, scope: ScopeChain) {
        if node.attributes.contains(where: { UIKitReceivers.isAttribute($0, named: "ScaledMetric") }) {
            let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            scaling.record(names, owner: scope.typeName, code: nil, scales: true)
        } else {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let code = ScalingMembers.valueCode(of: binding)
                scaling.record([name], owner: scope.typeName, code: code)
                if let code, Self.isOffIOSCheck(code, owner: scope.typeName) {
                    index.offIOSChecks.insert(scope.typeName.map { $0 + "." + name } ?? name)
                }
            }
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value, let type = Self.constructedOrCastType(value)
            else { continue }
            localTypes[scope.key(named: name)] = type
        }
    }

    /// A property's value that is one device check written out, true only off iPhone and iPad:
    /// `current.userInterfaceIdiom == .tv`, or `return ProcessInfo.processInfo.isiOSAppOnMac`.
    private static func isOffIOSCheck(_ code: Syntax, owner: String?) -> Bool {
        var expression = code.as(ExprSyntax.self)
        // A getter's statements, bare or in `get { … }`.
        if let items = code.as(CodeBlockItemListSyntax.self) ?? code.as(CodeBlockSyntax.self)?.statements,
            items.count == 1,
            let item = items.first?.item
        {
            expression =
                item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
                ?? item.as(ExpressionStmtSyntax.self)?.expression
        }
        guard let expression, let check = CodeReach.deviceCheck([expression], owner: owner) else { return false }
        return check.checks.isEmpty && check.offIOSWhenTrue
    }

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        if let type = SwiftUIViews.constructorName(node), type.startsUppercase {
            recordViewTypeUse(type, at: node)
        }
        let called = BehaviourSyntax.calleeName(node)
        if let called, Self.controlCallNames.contains(called) {
            recordControl(node, called: called, owner: scope.typeName)
        }
        if let called, Self.presentingCalls.contains(called) || Self.embeddingCalls.contains(called) {
            let types = node.arguments.flatMap { controllerTypes(in: $0.expression, scope: scope) }
            // A page view controller's `setViewControllers(_:direction:animated:)` shows a page of
            // the screen around it, not a screen of its own.
            let isPage = called == "setViewControllers" && BehaviourSyntax.argument("direction", of: node) != nil
            if Self.embeddingCalls.contains(called) || isPage {
                index.embedded.formUnion(types)
            } else {
                index.presented.formUnion(types)
            }
        } else if let called, Self.navigationContainers.contains(called) {
            // `UINavigationController(rootViewController: Foo())`: the root is a screen.
            index.presented.formUnion(node.arguments.flatMap { controllerTypes(in: $0.expression, scope: scope) })
        }
    }

    override func visit(_ assignment: Assignment, scope: ScopeChain) {
        // `tabBarController.viewControllers = [A(), B()]`: each is a screen of its tab.
        if assignment.property == "viewControllers" {
            index.presented.formUnion(controllerTypes(in: assignment.value, scope: scope))
        }
    }

    /// What a control does: the action it is handed (`#selector(close)`, `action: viewModel.close`)
    /// or the calls in its action closure (a SwiftUI `Button`'s, a `UIAction`'s handler).
    private func recordControl(_ call: FunctionCallExprSyntax, called: String, owner: String?) {
        // A recognizer's `addTarget(_:action:)` has no control event: it is no control.
        if called == "addTarget", BehaviourSyntax.argument("for", of: call) == nil { return }
        let action: ExprSyntax?
        if called == "Button" {
            // `Button("Done") { … }` and `Button { … } label: { … }` act in the trailing closure;
            // `Button(action: …) { label }` in the argument.
            action = BehaviourSyntax.argument("action", of: call) ?? call.trailingClosure.map { ExprSyntax($0) }
        } else if called == "UIAction" {
            action = BehaviourSyntax.argument("handler", of: call) ?? call.trailingClosure.map { ExprSyntax($0) }
        } else {
            action = BehaviourSyntax.argument("action", of: call)
        }
        guard let action else { return }
        if let closure = action.as(ClosureExprSyntax.self) {
            index.controlCalls.formUnion(ControlCalls.keys(in: closure, owner: owner))
            // The type's own methods it calls are followed once the file is known.
            for call in BehaviourSyntax.nodes(of: FunctionCallExprSyntax.self, in: Syntax(closure))
            where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                if let name = BehaviourSyntax.calleeName(call) { controlMethods[owner ?? "", default: []].insert(name) }
            }
        } else if let key = ControlCalls.key(ofReference: action, owner: owner) {
            index.controlCalls.insert(key)
            if key.hasPrefix((owner ?? "") + "."), let name = key.split(separator: ".").last {
                controlMethods[owner ?? "", default: []].insert(String(name))
            }
        }
    }

    /// A use of a type in a view builder is judged where it stands; any other use (a value
    /// stored, passed to a function) may end up anywhere, so it counts as a separate stop. Only
    /// view-builder statements are walked up from, which keeps the collector cheap.
    private func recordViewTypeUse(_ type: String, at call: FunctionCallExprSyntax) {
        let end = SwiftUIViews.chainEnd(of: call)
        guard end.parent?.is(CodeBlockItemSyntax.self) == true || end.parent?.is(ReturnStmtSyntax.self) == true else {
            index.viewTypeUses[type, default: []].insert(.separateStop)
            return
        }
        let surroundings = ViewSurroundings.of(call)
        if let owner = surroundings.bodyOwner, !surroundings.isHidden {
            index.viewTypeContents[owner, default: []].insert(type)
        }
        if Self.namesWhatItShows(surroundings) {
            // Known to be used, and no stop here.
            if index.viewTypeUses[type] == nil { index.viewTypeUses[type] = [] }
            return
        }
        let labelTypes = Self.labelViewTypes(surroundings)
        switch surroundings.boundary {
        case .preview: return
        case .helper(let helper) where helper.kind != .viewType: viewTypesInHelpers.append((type, helper, labelTypes))
        case .helper, .final:
            index.viewTypeUses[type, default: []].insert(
                ViewTypeUse(host: surroundings.bodyOwner, labelTypes: labelTypes))
        case .opaque: index.viewTypeUses[type, default: []].insert(ViewTypeUse(host: nil, labelTypes: labelTypes))
        }
    }

    /// Controls whose name comes from their title or the text in their label.
    private static let controlsNamedByText: Set<String> = [
        "Button", "Link", "NavigationLink", "Menu", "Toggle", "ShareLink", "Picker",
    ]

    /// Whether a view standing here is inside one element that has a name of its own: labelled,
    /// hidden, made one element that ignores its children, or in a control that shows a title or
    /// text (a control showing only the view takes its name from it, which the view's rules judge).
    static func namesWhatItShows(_ surroundings: ViewSurroundings) -> Bool {
        if surroundings.hasAccessibilityLabel || surroundings.isHidden || surroundings.isInsideIgnoringContainer {
            return true
        }
        guard let container = surroundings.container(in: ImageLabelChecker.namingContainers) else { return false }
        guard controlsNamedByText.contains(container.name), let control = container.call else { return true }
        if ControlContent.titleArgument(of: control) != nil { return true }
        guard let closure = ControlContent.labelClosure(of: control), let content = ControlContent.content(of: closure)
        else { return false }
        return content.isLabelled
            || content.views.contains { ["Text", "Label"].contains(SwiftUIViews.constructorName($0)) }
    }

    /// The custom view types in the label of a control named by text around a view standing here
    /// (`Button { ShortcutItem(…) }`): whether one shows text is known once every file is.
    static func labelViewTypes(_ surroundings: ViewSurroundings) -> [String] {
        guard let container = surroundings.container(in: ImageLabelChecker.namingContainers),
            controlsNamedByText.contains(container.name), let control = container.call,
            let closure = ControlContent.labelClosure(of: control), let content = ControlContent.content(of: closure)
        else { return [] }
        return content.views.compactMap(SwiftUIViews.constructorName).filter { $0.first?.isUppercase == true }
    }

    /// What `touched` records for code that hides an object and never shows it.
    static let hiddenForGood = "isHidden=true"
    /// A local whose class Rotor does not know, which may hold an object of any class.
    static let anyClass = "*"

    /// Whether code hides the object before anyone sees it and never sets `isHidden` to anything
    /// but `true`: it sets `isHidden = true` whatever happens, where the view is set up.
    private static func onlyHides(_ receiver: FileFacts.Receiver) -> Bool {
        guard let hidings = receiver.assignments["isHidden"],
            hidings.allSatisfy({
                $0.operation == .assign
                    && $0.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
            })
        else { return false }
        return hidings.contains { hidesWhileSettingUp($0.node) }
    }

    /// Members that run before a view is shown: an outlet's `didSet`, `viewDidLoad`, `awakeFromNib`,
    /// `loadView`, an initializer.
    private static let setUpMembers: Set<String> = ["viewDidLoad", "awakeFromNib", "loadView"]

    /// Whether `node` runs whenever the view is set up: in a set-up member, not in a branch, a loop,
    /// a closure, or after a statement that may leave the member early.
    private static func hidesWhileSettingUp(_ node: Syntax) -> Bool {
        var current = node.parent
        var statement: Syntax?
        while let syntax = current {
            if syntax.is(IfExprSyntax.self) || syntax.is(GuardStmtSyntax.self) || syntax.is(SwitchCaseSyntax.self)
                || syntax.is(TernaryExprSyntax.self) || syntax.is(ClosureExprSyntax.self)
                || syntax.is(ForStmtSyntax.self)
                || syntax.is(WhileStmtSyntax.self) || syntax.is(DoStmtSyntax.self)
            {
                return false
            }
            if syntax.is(CodeBlockItemSyntax.self) { statement = syntax }
            let isSetUp: Bool
            if let function = syntax.as(FunctionDeclSyntax.self) {
                isSetUp = setUpMembers.contains(function.name.text)
            } else if syntax.is(InitializerDeclSyntax.self) {
                isSetUp = true
            } else if let accessor = syntax.as(AccessorDeclSyntax.self) {
                var parent = accessor.parent
                while let next = parent, !next.is(VariableDeclSyntax.self) { parent = next.parent }
                let property = parent?.as(VariableDeclSyntax.self)
                isSetUp =
                    accessor.accessorSpecifier.tokenKind == .keyword(.didSet)
                    && property?.attributes.contains(where: { UIKitReceivers.isAttribute($0, named: "IBOutlet") })
                        == true
            } else {
                current = syntax.parent
                continue
            }
            return isSetUp && !(statement.map(followsAnEarlyExit) ?? true)
        }
        return false
    }

    /// Whether a statement before `statement` in its block may leave the member (`guard`, `return`,
    /// `throw`, or a branch holding one).
    private static func followsAnEarlyExit(_ statement: Syntax) -> Bool {
        guard let block = statement.parent?.as(CodeBlockItemListSyntax.self) else { return true }
        for item in block {
            if Syntax(item).id == statement.id { return false }
            if item.item.is(GuardStmtSyntax.self)
                || !BehaviourSyntax.nodes(of: ReturnStmtSyntax.self, in: Syntax(item)).isEmpty
                || !BehaviourSyntax.nodes(of: ThrowStmtSyntax.self, in: Syntax(item)).isEmpty
            {
                return true
            }
        }
        return true
    }

    /// Ways code may show a view that no assignment records: a key path (`\.isHidden`), a reactive
    /// binding (`.rx.isHidden`), key-value coding (`"isHidden"`).
    private static let unrecordedShows = ["\\.isHidden", ".rx.isHidden", "\"isHidden\"", "\"hidden\""]

    override func finish(facts: FileFacts) {
        var helperUses = HelperUses()
        for (type, helper, labelTypes) in viewTypesInHelpers {
            // Nil: every use of the helper in this file names what it shows.
            if let decided = helperUses.decision(for: helper, opaqueIsNamed: false, isNamed: Self.namesWhatItShows) {
                index.viewTypeUses[type, default: []].insert(ViewTypeUse(host: decided.host, labelTypes: labelTypes))
            } else if index.viewTypeUses[type] == nil {
                index.viewTypeUses[type] = []
            }
        }
        var scopeType: [Int: String] = [:]
        for (type, ids) in facts.typeScopes {
            for id in ids { scopeType[id] = type }
        }
        var hidesForGood = false
        for (key, receiver) in facts.receivers {
            var members = Set(receiver.assignments.keys).union(receiver.calls.keys)
            guard !members.isEmpty else { continue }
            let owner = scopeType[key.scopeID]
            let togglesHidden = facts.receivers[ReceiverKey(scopeID: key.scopeID, path: key.path + ".isHidden")] != nil
            // Code that hides an object as the view is set up and never shows it means no one sees
            // it, unless a local or a parameter (`label?.isHidden = false`) may be it.
            if !togglesHidden, Self.onlyHides(receiver) {
                members.remove("isHidden")
                members.insert(Self.hiddenForGood)
                hidesForGood = true
            } else if let owner, key.path == "self", members.contains("isHidden") || togglesHidden {
                index.classesShowingThemselves.insert(owner)
            } else if owner == nil, !key.path.contains("." as Character), key.path != "self",
                members.contains("isHidden") || togglesHidden
            {
                let declared =
                    (receiver.typeName ?? localTypes[key]).map { [$0] } ?? parameterTypes[key.path] ?? [Self.anyClass]
                index.classesShownThroughLocals.formUnion(declared)
            }
            // Code that makes an object one element, and never anything else, hides what is inside it.
            if UIKitReceivers.makesElement(receiver.assignments["isAccessibilityElement"] ?? []) {
                members.insert(SourceFileIndex.madeOneElement)
            }
            let styles = receiver.assignments["preferredDatePickerStyle"] ?? []
            if styles.contains(where: { $0.value.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "inline" })
            {
                members.insert(SourceFileIndex.shownInline)
            }
            if let owner {
                index.touched[owner, default: []].formUnion(members.map { key.path + "." + $0 })
            }
            // An instance of a known type, configured from outside it: `controller.title`, or
            // `controller.navigationItem.title` when `controller` is known to be one.
            var components = key.path.split(separator: ".").map(String.init)
            let root = ReceiverKey(scopeID: key.scopeID, path: components.removeFirst())
            let type = key.path == "self" ? nil : facts.receivers[root]?.typeName ?? localTypes[root]
            if let type {
                let path = components.isEmpty ? "self" : components.joined(separator: ".")
                // One `UIView()` made an element says nothing of the app's views, which inherit from UIView.
                let shared = Self.isSystemClass(type) ? [SourceFileIndex.madeOneElement] : []
                index.touched[type, default: []].formUnion(members.subtracting(shared).map { path + "." + $0 })
            }
            // Code outside any type, or reaching through an object Rotor cannot type (`cell.details`
            // in a view controller's data source), counts by the property's name.
            if type == nil, key.path != "self", owner == nil || !components.isEmpty,
                let last = key.path.split(separator: ".").last
            {
                index.touchedByName[String(last), default: []].formUnion(members)
            }
        }
        if hidesForGood, Self.unrecordedShows.contains(where: file.text.containsBytes) {
            index.classesShownThroughLocals.insert(Self.anyClass)
        }
        // An override (`override var accessibilityTraits`, `override func accessibilityActivate()`) is
        // the type's code setting the member for every instance.
        for type in facts.typeScopes.keys {
            for member in Self.declaredAccessibilityMembers where facts.typeDeclares(member, inTypeNamed: type) {
                index.touched[type, default: []].insert("self." + member)
            }
        }
        for (owner, methods) in controlMethods {
            let handlers = facts.gestureHandlers(ofType: owner.isEmpty ? nil : owner, in: file.tree)
            for method in methods {
                index.controlCalls.formUnion(handlers.callKeys(from: method, owner: owner.isEmpty ? nil : owner))
            }
        }
        index.superclasses = facts.declaredClasses.superclasses
        index.usedTypes = facts.reach.usedTypes
        index.namespaceUses = facts.reach.namespaceUses
        index.namesByOwner = facts.reach.namesByOwner
        index.stringsByOwner = facts.reach.stringsByOwner
        index.publicTypes = facts.reach.publicTypes
        index.memberUses = facts.reach.memberUses
        index.referencedNames = facts.reach.referencedNames
        index.conformances = facts.reach.conformances
        index.declaredProtocols = facts.reach.declaredProtocols
        index.declaredTypes = Set(facts.reach.typeDeclarations.map { $0.name })
        index.scalingMembers = scaling.names()
    }

    /// A class of Apple's frameworks (`UIView`, `NSObject`), which the app's classes inherit from.
    private static func isSystemClass(_ name: String) -> Bool {
        ["UI", "NS"].contains { name.hasPrefix($0) && name.dropFirst(2).first?.isUppercase == true }
    }

    /// Accessibility members a type's own declaration can override, which the index records as set on `self`.
    static let declaredAccessibilityMembers = [
        "accessibilityTraits", "accessibilityActivate", "accessibilityCustomActions",
        "accessibilityIncrement", "accessibilityDecrement", "accessibilityScroll",
        "accessibilityPerformEscape",
    ]

    /// The view controller types an argument holds: constructed there, a local of known type, or
    /// the elements of an array literal.
    private func controllerTypes(in expression: ExprSyntax, scope: ScopeChain) -> [String] {
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.flatMap { controllerTypes(in: $0.expression, scope: scope) }
        }
        if let type = Self.constructedOrCastType(expression) { return [type] }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let key = scope.key(named: reference.baseName.text)
            return (localTypes[key] ?? file.facts.receivers[key]?.typeName).map { [$0] } ?? []
        }
        return []
    }

    /// `Foo(…)`, `Foo.init(…)`, `x as! Foo`, `x as? Foo` → "Foo".
    static func constructedOrCastType(_ expression: ExprSyntax) -> String? {
        if let type = RuleWalker.constructedType(expression) { return type }
        if let cast = expression.as(AsExprSyntax.self) { return RuleWalker.baseTypeName(cast.type) }
        if let sequence = expression.as(SequenceExprSyntax.self),
            let last = sequence.elements.last?.as(TypeExprSyntax.self)
        {
            return RuleWalker.baseTypeName(last.type)
        }
        return nil
    }
}

/// The file's members whose value grows with the reader's text size, for `dynamic-type`: a size
/// from one of them is no fixed size, wherever it is used.
struct ScalingMembers {
    /// Calls that give a size or font the reader's text size: UIFontMetrics scales what it is
    /// handed, and a text style's font is drawn at that size.
    static let scalingCalls: Set<String> = ["scaledValue", "scaledFont", "preferredFont"]

    /// Whether a file may declare any: most never name a scaling call or `@ScaledMetric`.
    static func mayScale(_ text: String) -> Bool {
        text.containsBytes("scaled") || text.containsBytes("preferredFont") || text.containsBytes("ScaledMetric")
    }

    /// The code that gives a property its value: its initializer, or its getter (not the
    /// observers `didSet` and `willSet`, which run beside it). Nil for a property with neither.
    static func valueCode(of binding: PatternBindingSyntax) -> Syntax? {
        if let value = binding.initializer?.value { return Syntax(value) }
        switch binding.accessorBlock?.accessors {
        case .getter(let body)?:
            return Syntax(body)
        case .accessors(let accessors)?:
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body.map(Syntax.init)
        case nil:
            return nil
        }
    }

    /// Whether code calls UIFontMetrics or asks for a text style's font.
    static func callsScaling(_ code: Syntax) -> Bool {
        code.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return scalingCalls.contains(name) }
            return false
        }
    }

    private let fileMayScale: Bool
    private var scaling: Set<String> = []
    /// Members not known to scale, with the names their code refers to: they scale if one of those does.
    private var pending: [(names: [String], references: Set<String>)] = []

    init(fileMayScale: Bool) {
        self.fileMayScale = fileMayScale
    }

    /// A declaration of `names` in `owner`, with the code that gives its value; `scales` for one
    /// that grows by its attribute (`@ScaledMetric`).
    mutating func record(_ names: [String], owner: String?, code: Syntax?, scales: Bool = false) {
        guard fileMayScale, !names.isEmpty else { return }
        let qualified = names.map { name in owner.map { $0 + "." + name } ?? name }
        if scales { return scaling.formUnion(qualified) }
        guard let code else { return }
        if Self.callsScaling(code) { return scaling.formUnion(qualified) }
        var references: Set<String> = []
        for token in code.tokens(viewMode: .sourceAccurate) {
            // A name in a type's code may be the type's member or one declared outside any type.
            if case .identifier(let name) = token.tokenKind {
                references.formUnion([name] + (owner.map { [$0 + "." + name] } ?? []))
            }
        }
        pending.append((qualified, references))
    }

    /// Every scaling member, those that scale through another found until nothing changes.
    func names() -> Set<String> {
        var found = scaling
        var changed = true
        while changed {
            changed = false
            for member in pending where !found.contains(member.names[0]) && !member.references.isDisjoint(with: found) {
                found.formUnion(member.names)
                changed = true
            }
        }
        return found
    }
}

import RotorKit
import SwiftSyntax

/// What one Swift file tells the rest of the project, gathered in the same walk as the rules: the
/// facts many rules share (what code does to which type's members, which classes inherit from which,
/// which types it uses), and its values of the fact kinds the rules declare (`facts`).
/// `ProjectIndex` merges every file's.
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
    /// The names code may change (`CodeReach.changedNames`): a property none of whose names is
    /// here keeps its initial value, and its observers never run.
    public var changedNames: Set<String> = []
    /// What each type declared or extended here inherits from and conforms to, with `@` and the
    /// attributes it is declared with: through these the system may call its members by role.
    public var conformances: [String: Set<String>] = [:]
    /// A xib's name (its file name without extension) and its own classes (File's Owner, top-level
    /// views), which are used when the nib is: `ProjectIndex` adds them to `usedTypes` then.
    public var nibs: [String: Set<String>] = [:]
    /// A xib's name and the other classes it names (its subviews'): used when the nib is loaded,
    /// as an outlet's type creates nothing.
    public var nibContents: [String: Set<String>] = [:]
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
    /// The classes of locals and parameters this file shows (sets `isHidden` to anything but
    /// `true`), `*` for one whose class is not known: any object of those classes may be shown.
    public var classesShownThroughLocals: Set<String> = []
    /// The classes whose own code (an extension's `show()`) sets their `isHidden` to anything but `true`.
    public var classesShowingThemselves: Set<String> = []
    /// The file's values of the other fact kinds (`ProjectFact`): those the rules that ran declare.
    public var facts = FileFactValues()

    public init() {}

    /// What `touched` records, as a member of `self`, for a type made one accessibility element by
    /// its code or an Interface Builder file (`isAccessibilityElement = true`) and never anything
    /// else: the views inside it are no stops of their own.
    public static let madeOneElement = "isAccessibilityElement=true"

    /// What `touched` records, as a member of an outlet, for one an Interface Builder file gives the
    /// header trait; kept apart from `accessibilityTraits`, which other rules read as code changing
    /// an element's traits.
    public static let madeHeading = "accessibilityTraits=header"

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

/// Builds a file's `SourceFileIndex` during the rules' walk: the facts the index shares (what code
/// touches, which types and nibs it uses). Not a rule (it is made with `init(file:context:)` and
/// reports nothing): every lint runs it, beside the collectors of the fact kinds the rules declare.
final class IndexCollector: SourceChecker {
    private(set) var index = SourceFileIndex()
    /// Locals whose type a cast or constructor tells (`let vc = board.instantiate…() as! FooViewController`):
    /// every type a name is bound to in its scope, as one function may bind the same name in several
    /// branches (`let view = …` in each case of a switch).
    private var localTypes: [ReceiverKey: Set<String>] = [:]

    /// The types a local or property may hold: those its declarations give it, with an annotation or a
    /// constructor (`receivers`) or a cast (`localTypes`).
    func types(of key: ReceiverKey, in facts: FileFacts) -> Set<String> {
        var types = localTypes[key] ?? []
        if let declared = facts.receivers[key]?.typeName { types.insert(declared) }
        return types
    }

    override var interests: SourceInterests { [.variables, .functions] }

    /// The declared classes of the file's function parameters, by name: what a parameter that code
    /// shows may hold.
    private var parameterTypes: [String: Set<String>] = [:]

    override func visit(_ node: FunctionDeclSyntax, scope: ScopeChain) {
        for parameter in node.signature.parameterClause.parameters {
            parameterTypes[(parameter.secondName ?? parameter.firstName).text, default: []].insert(
                RuleWalker.baseTypeName(parameter.type))
        }
    }

    override func visit(_ node: VariableDeclSyntax, scope: ScopeChain) {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value, let type = Self.constructedOrCastType(value)
            else { continue }
            localTypes[scope.key(named: name), default: []].insert(type)
        }
    }

    /// What `touched` records for code that hides an object and never shows it.
    static let hiddenForGood = "isHidden=true"
    /// A local whose class Rotor does not know, which may hold an object of any class.
    static let anyClass = "*"

    /// What `touched` records, after `hiddenForGood`, for code that hides an object by flags of
    /// its type that keep their initial value unless code changes them (`isHidden = !showsBack`
    /// with `var showsBack = false`): hidden for good while the project changes none of them.
    static let unlessChanged = " unless changed:"

    /// Whether code hides the object before anyone sees it and never sets `isHidden` to anything
    /// but `true`: it sets `isHidden = true` whatever happens, where the view is set up. Nil if
    /// not; else the flags whose initial values make the assignments `true` (`isHidden = !showsBack`).
    private static func hidingFlags(_ receiver: FileFacts.Receiver) -> Set<String>? {
        guard let hidings = receiver.assignments["isHidden"] else { return nil }
        var flags: Set<String> = []
        for hiding in hidings {
            guard hiding.operation == .assign else { return nil }
            if hiding.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) { continue }
            guard let flag = trueByInitialValue(hiding.value) else { return nil }
            flags.insert(flag)
        }
        return hidings.contains { hidesWhileSettingUp($0.node) } ? flags : nil
    }

    /// The flag whose initial value makes `value` true: `showsBack` of `!showsBack` (or
    /// `!self.showsBack`) where the type around declares `var showsBack = false` (of `hidesBack`
    /// where it declares `hidesBack = true`). A class's stored property without attributes, or a
    /// constant: what else could give it another value (an initializer's argument, a setter of
    /// another file, key-value coding) sets it by name, which the index looks for.
    private static func trueByInitialValue(_ value: ExprSyntax) -> String? {
        var expression = value
        var wanted = true
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            expression = prefix.expression
            wanted = false
        }
        guard let name = BehaviourSyntax.ownMemberName(expression),
            let initial = BehaviourSyntax.initialValue(
                ofMember: name, around: value,
                where: { variable, type in
                    variable.attributes.isEmpty
                        && (variable.bindingSpecifier.tokenKind == .keyword(.let) || type.is(ClassDeclSyntax.self))
                }),
            let literal = initial.as(BooleanLiteralExprSyntax.self)
        else { return nil }
        return (literal.literal.tokenKind == .keyword(.true)) == wanted ? name : nil
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
                isSetUp = setUpMembers.contains(function.name.text) || isCalledWhileSettingUp(function)
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

    /// Whether a set-up member of the type calls `function` (`configureBackButton()`) in a statement
    /// of its own body that always runs: one level, as a set-up member's helper.
    private static func isCalledWhileSettingUp(_ function: FunctionDeclSyntax) -> Bool {
        guard function.signature.parameterClause.parameters.isEmpty,
            let type = function.parent?.parent?.parent?.as(MemberBlockSyntax.self)
        else { return false }
        let name = function.name.text
        return type.members.contains { item in
            let body: CodeBlockSyntax?
            if let member = item.decl.as(FunctionDeclSyntax.self), setUpMembers.contains(member.name.text) {
                body = member.body
            } else {
                body = item.decl.as(InitializerDeclSyntax.self)?.body
            }
            return body?.statements.contains { statement in
                guard let call = statement.item.as(FunctionCallExprSyntax.self), call.arguments.isEmpty else {
                    return false
                }
                let callee = call.calledExpression
                let named =
                    callee.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                    || callee.as(MemberAccessExprSyntax.self).map {
                        $0.declName.baseName.text == name
                            && $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                    } == true
                return named && !followsAnEarlyExit(Syntax(statement))
            } == true
        }
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
            if !togglesHidden, let flags = Self.hidingFlags(receiver) {
                members.remove("isHidden")
                members.insert(
                    flags.isEmpty
                        ? Self.hiddenForGood
                        : Self.hiddenForGood + Self.unlessChanged + flags.sorted().joined(separator: ","))
                hidesForGood = true
            } else if let owner, key.path == "self", members.contains("isHidden") || togglesHidden {
                index.classesShowingThemselves.insert(owner)
            } else if owner == nil, !key.path.contains("."), key.path != "self",
                members.contains("isHidden") || togglesHidden
            {
                let declared = types(of: key, in: facts)
                index.classesShownThroughLocals.formUnion(
                    declared.isEmpty ? parameterTypes[key.path] ?? [Self.anyClass] : declared)
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
            let rootTypes = key.path == "self" ? [] : types(of: root, in: facts)
            for type in rootTypes {
                let path = components.isEmpty ? "self" : components.joined(separator: ".")
                // One `UIView()` made an element says nothing of the app's views, which inherit from UIView.
                let shared = Self.isSystemClass(type) ? [SourceFileIndex.madeOneElement] : []
                index.touched[type, default: []].formUnion(members.subtracting(shared).map { path + "." + $0 })
            }
            // Code outside any type, or reaching through an object Rotor cannot type (`cell.details`
            // in a view controller's data source), counts by the property's name.
            if rootTypes.isEmpty, key.path != "self", owner == nil || !components.isEmpty,
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
        index.superclasses = facts.declaredClasses.superclasses
        index.usedTypes = facts.reach.usedTypes
        index.namespaceUses = facts.reach.namespaceUses
        index.namesByOwner = facts.reach.namesByOwner
        index.stringsByOwner = facts.reach.stringsByOwner
        index.publicTypes = facts.reach.publicTypes
        index.memberUses = facts.reach.memberUses
        index.referencedNames = facts.reach.referencedNames
        index.changedNames = facts.reach.changedNames
        index.conformances = facts.reach.conformances
        index.declaredProtocols = facts.reach.declaredProtocols
        index.declaredTypes = Set(facts.reach.typeDeclarations.map { $0.name })
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

import RotorKit
import SwiftSyntax

/// Where a SwiftUI view sits: the modifiers on it and on every view that contains it, up to the
/// declaration that builds it. The naming rules read it to tell whether VoiceOver gets a name from
/// elsewhere: a label on an ancestor, a hidden or combined container, a Label's icon slot.
struct ViewSurroundings {
    /// Views that name the images inside them, or leave them to a control's own rule.
    static let namingContainers: Set<String> = [
        "Button", "Link", "NavigationLink", "Menu", "ShareLink", "Toggle", "Picker", "Stepper", "DatePicker",
        "ColorPicker", "Slider", "Label", "Text", "TextField", "SecureField", "LabeledContent", "PasteButton",
        "EditButton", "tabItem",
    ]

    struct Container {
        /// `HStack`, `Button`, or for content handed to a modifier the modifier's name (`background`).
        var name: String
        /// Modifiers applied to the container; for a modifier, the ones after it.
        var modifiers: [Modifier]
        /// The view's call; nil for a modifier.
        var call: FunctionCallExprSyntax?
    }

    /// Where the upward walk stopped.
    enum Boundary: Equatable {
        /// A view builder whose result is used in place: a `body` with containers, a sheet's content.
        case final
        /// A function, property or view type whose result is used elsewhere: its uses decide.
        case helper(Helper)
        /// An Xcode preview, not shipped, or a drag or context-menu preview (`preview:`, the closure
        /// of `.draggable`), which VoiceOver does not move through: nothing to report.
        case preview
        /// Handed to something that is not a view (`SharePreview(image:)`, `.mask { … }`): Rotor
        /// cannot tell how it is read, so it stays quiet.
        case opaque
    }

    struct Helper: Hashable {
        enum Kind: Hashable {
            /// `func icon() -> some View`: used as `icon()`.
            case function
            /// `var header: some View` or `let icon = Image(…)`: used as `header`.
            case property
            /// `struct Badge: View` whose whole body is the view: used as `Badge(…)`.
            case viewType
            /// `static let share = Image("Share")` in `extension Image`: used as `Image.share` or `.share`.
            case staticMember(of: String)
        }

        var name: String
        var kind: Kind
        /// Where its uses are looked for: the type that declares it, or the file for a view type.
        var scope: Syntax
    }

    var ownModifiers: [Modifier]
    var containers: [Container]
    var boundary: Boundary
    /// The view type whose `body` builds the view (or whose initializer builds it for the body to
    /// show), if one does: where it is used decides whether what it shows is a VoiceOver stop of its
    /// own (`SeparateStop`).
    var bodyOwner: String?

    /// Every modifier that applies to the view: its own, then its containers', innermost first.
    var allModifiers: [Modifier] {
        ownModifiers + containers.flatMap(\.modifiers)
    }

    var hasAccessibilityLabel: Bool {
        allModifiers.contains(where: Self.isLabel)
    }

    var isHidden: Bool {
        allModifiers.contains(where: Self.isHiding)
    }

    /// A container made one element that ignores its children's own labels (`.accessibilityElement()`
    /// or `children: .ignore`), or that replaces them (`.accessibilityRepresentation`).
    var isInsideIgnoringContainer: Bool {
        containers.flatMap(\.modifiers).contains { Self.childBehaviour($0) == .ignore }
            || allModifiers.contains { $0.name == "accessibilityRepresentation" }
    }

    /// A container made one element from its children (`children: .combine`), whose name includes
    /// the text beside the view.
    var isInsideCombiningContainer: Bool {
        containers.flatMap(\.modifiers).contains { Self.childBehaviour($0) == .combine }
    }

    /// The innermost container with one of `names`, if any.
    func container(in names: Set<String>) -> Container? {
        containers.first { names.contains($0.name) }
    }

    // MARK: Modifiers

    static func isLabel(_ modifier: Modifier) -> Bool {
        switch modifier.name {
        case "accessibilityLabel": return true
        // The deprecated `.accessibility(label: Text("…"))`.
        case "accessibility": return modifier.call.arguments.contains { $0.label?.text == "label" }
        default: return false
        }
    }

    /// `.accessibilityHidden(true)`, and `.accessibilityHidden(isDecorative)`: a person decided.
    static func isHiding(_ modifier: Modifier) -> Bool {
        let argument: ExprSyntax?
        switch modifier.name {
        case "accessibilityHidden": argument = modifier.call.arguments.first?.expression
        case "accessibility": argument = modifier.argument("hidden")
        default: return false
        }
        guard let argument else { return modifier.name == "accessibilityHidden" }
        return argument.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false)
    }

    enum ChildBehaviour {
        case ignore
        case combine
        case contain
    }

    /// What `.accessibilityElement(children:)` does with the children; nil for other modifiers. An
    /// argument Rotor cannot read counts as `.ignore`, the quiet choice.
    static func childBehaviour(_ modifier: Modifier) -> ChildBehaviour? {
        guard modifier.name == "accessibilityElement" else { return nil }
        guard let children = modifier.argument("children") else { return .ignore }
        switch children.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
        case "combine": return .combine
        case "contain": return .contain
        default: return .ignore
        }
    }

    // MARK: Walking up

    /// Modifiers that present content elsewhere: what they show starts afresh.
    static let presentations: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "alert", "confirmationDialog", "inspector",
        "contextMenu",
    ]

    /// Modifiers whose content is not read (a shape used as a mask) or not known to be.
    private static let opaqueModifiers: Set<String> = [
        "mask", "clipShape", "contentShape", "containerShape", "listRowBackground", "preference", "anchorPreference",
        "symbolEffect", "onDrag", "draggable", "dropDestination",
    ]

    /// Views that show what they are given as an argument rather than a closure.
    private static let transparentWrappers: Set<String> = ["AnyView", "Group"]

    /// Walks up from `view` with loops (no recursion) to the declaration that builds it.
    static func of(_ view: some ExprSyntaxProtocol) -> ViewSurroundings {
        let own = SwiftUIViews.modifiers(of: view)
        var surroundings = ViewSurroundings(ownModifiers: own, containers: [], boundary: .final)
        var current = own.last.map { Syntax($0.call) } ?? Syntax(view)
        var throughClosure = false
        var argumentLabel: String?
        // The statements the view is one of, in the innermost block passed: a body of one statement
        // is a component, a body of several is a screen.
        var siblings = 1
        while let parent = current.parent {
            // `#if os(iOS)` around views is a compile-time choice, not a boundary.
            if parent.is(IfConfigDeclSyntax.self) {
                current = parent
                continue
            }
            if let declaration = parent.as(DeclSyntax.self) {
                surroundings.boundary = boundary(
                    at: declaration, containers: surroundings.containers, siblings: siblings)
                surroundings.bodyOwner = bodyOwner(of: declaration)
                return surroundings
            }
            if let statements = parent.as(CodeBlockItemListSyntax.self) { siblings = statements.count }
            if let macro = parent.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                surroundings.boundary = .preview
                return surroundings
            }
            if parent.is(ClosureExprSyntax.self) {
                throughClosure = true
            } else if let argument = parent.as(LabeledExprSyntax.self) {
                argumentLabel = argument.label?.text
            } else if let closure = parent.as(MultipleTrailingClosureElementSyntax.self) {
                argumentLabel = closure.label.text
            }
            if argumentLabel == "preview" {
                surroundings.boundary = .preview
                return surroundings
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != current.id {
                let modifiers = SwiftUIViews.modifiers(of: call)
                if let name = containerName(of: call) {
                    if argumentLabel == "action" {
                        surroundings.boundary = .opaque
                        return surroundings
                    }
                    // A Menu's items show in a menu of their own: the Menu's modifiers name its button.
                    if name == "Menu", throughClosure, argumentLabel != "label" { return surroundings }
                    // A NavigationLink's destination is another screen, whose views start afresh.
                    if name == "NavigationLink", throughClosure,
                        argumentLabel == "destination"
                            || (argumentLabel == nil
                                && ControlContent.labelClosure(of: call, trailingIsLabel: false) != nil)
                    {
                        return surroundings
                    }
                    if !throughClosure, !transparentWrappers.contains(name) {
                        // `Text(Image(…))` is read as text; other views given an image argument
                        // (`SharePreview(image:)`, a custom component) decide for themselves.
                        if name == "Text" {
                            surroundings.containers.append(Container(name: name, modifiers: modifiers, call: call))
                        } else {
                            surroundings.boundary = .opaque
                        }
                        return surroundings
                    }
                    surroundings.containers.append(Container(name: name, modifiers: modifiers, call: call))
                } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                    let name = member.declName.baseName.text
                    if presentations.contains(name) { return surroundings }
                    // `.draggable(item) { … }`: the closure draws the drag preview.
                    if name == "draggable", throughClosure {
                        surroundings.boundary = .preview
                        return surroundings
                    }
                    if opaqueModifiers.contains(name) {
                        surroundings.boundary = .opaque
                        return surroundings
                    }
                    surroundings.containers.append(Container(name: name, modifiers: modifiers))
                } else {
                    surroundings.boundary = .opaque
                    return surroundings
                }
                throughClosure = false
                argumentLabel = nil
                current = modifiers.last.map { Syntax($0.call) } ?? Syntax(call)
                continue
            }
            current = parent
        }
        return surroundings
    }

    /// What the declaration that builds the view means for it.
    private static func boundary(at declaration: DeclSyntax, containers: [Container], siblings: Int) -> Boundary {
        if let function = declaration.as(FunctionDeclSyntax.self) {
            // A ViewModifier's `body(content:)` is applied, never called by name.
            guard function.name.text != "body" else { return .final }
            return .helper(Helper(name: function.name.text, kind: .function, scope: enclosingType(of: declaration)))
        }
        if let macro = declaration.as(MacroExpansionDeclSyntax.self) {
            return macro.macroName.text == "Preview" ? .preview : .final
        }
        guard let variable = declaration.as(VariableDeclSyntax.self),
            let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else {
            return .final
        }
        if name == "previews" { return .preview }
        let owner = enclosingType(of: declaration)
        // `static let share = Image("Share")` is used by its type's name, anywhere in the file.
        if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
            let type = BehaviourSyntax.declaredTypeName(owner)
        {
            return .helper(Helper(name: name, kind: .staticMember(of: type), scope: Syntax(declaration.root)))
        }
        guard name == "body" else { return .helper(Helper(name: name, kind: .property, scope: owner)) }
        // A view type whose whole body is this view is a component: its uses may label it.
        guard containers.isEmpty, siblings == 1, let name = BehaviourSyntax.declaredTypeName(owner) else {
            return .final
        }
        return .helper(Helper(name: name, kind: .viewType, scope: Syntax(declaration.root)))
    }

    /// The name of the view a call builds: `Label` for `self.init { … } icon: { … }` in an
    /// extension of Label, as a type's own initializer builds the type.
    private static func containerName(of call: FunctionCallExprSyntax) -> String? {
        guard let name = SwiftUIViews.constructorName(call) else { return nil }
        guard name == "self" || name == "Self" else { return name }
        var current = call.parent
        while let node = current {
            if let extended = node.as(ExtensionDeclSyntax.self)?.extendedType { return CodeReach.typeName(extended) }
            if let type = BehaviourSyntax.declaredTypeName(node) { return type }
            current = node.parent
        }
        return name
    }

    /// The view type whose body shows the view: the type a `var body` belongs to, or the type an
    /// initializer builds, which keeps what it is handed (`self.init(image: { Image(uiImage: $0) })`)
    /// for its body to show; nil for any other declaration.
    private static func bodyOwner(of declaration: DeclSyntax) -> String? {
        if declaration.is(InitializerDeclSyntax.self) {
            let owner = enclosingType(of: declaration)
            return owner.as(ExtensionDeclSyntax.self).map { CodeReach.typeName($0.extendedType) }
                ?? BehaviourSyntax.declaredTypeName(owner)
        }
        guard let variable = declaration.as(VariableDeclSyntax.self),
            variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
        else { return nil }
        return BehaviourSyntax.declaredTypeName(enclosingType(of: declaration))
    }

    /// The innermost type (or extension) declaring `declaration`, else the file.
    private static func enclosingType(of declaration: DeclSyntax) -> Syntax {
        var current = declaration.parent
        while let node = current {
            if node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self)
                || node.is(ExtensionDeclSyntax.self) || node.is(ActorDeclSyntax.self)
            {
                return node
            }
            current = node.parent
        }
        return declaration.root
    }
}

/// Decides views built in helpers by their uses in the same file: `icon()` inside a labelled
/// Button names the image the helper returns. Helpers used by helpers are followed a few levels.
struct HelperUses {
    /// How many helpers deep uses are followed; deeper ones are left to a person.
    private static let depthLimit = 4

    /// The names used in each scope searched, built once per scope, and only when a rule has a
    /// candidate built in a helper.
    private var references: [Syntax: [String: [DeclReferenceExprSyntax]]] = [:]

    private mutating func uses(of helper: ViewSurroundings.Helper) -> [HelperUse] {
        if references[helper.scope] == nil {
            references[helper.scope] = ReferenceIndex(helper.scope).references
        }
        return (references[helper.scope]?[helper.name] ?? []).compactMap { Self.use(of: helper, at: $0) }
    }

    /// A scope's references to names, by name, in source order: a visitor reaches them without
    /// asking every token for its parent.
    private final class ReferenceIndex: SyntaxVisitor {
        var references: [String: [DeclReferenceExprSyntax]] = [:]

        init(_ scope: Syntax) {
            super.init(viewMode: .sourceAccurate)
            walk(scope)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if case .identifier(let name) = node.baseName.tokenKind { references[name, default: []].append(node) }
            return .visitChildren
        }
    }

    /// The expression that uses the helper at a reference to its name, if the reference is a use:
    /// `icon()`, `self.icon()`, less surely `row.icon()`; `header`, `self.header`; `Badge(…)`.
    private static func use(of helper: ViewSurroundings.Helper, at reference: DeclReferenceExprSyntax) -> HelperUse? {
        if case .staticMember(let type) = helper.kind {
            // `Image.share` or `.share`; a bare `share` is some other name.
            guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
                member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == type
            else { return nil }
            return HelperUse(expression: ExprSyntax(member), isCertain: true)
        }
        var expression = ExprSyntax(reference)
        var isCertain = true
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            guard let base = member.base else { return nil }
            isCertain = base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            // Another value's property of the same name is something else; a method may be the helper.
            guard isCertain || helper.kind == .function else { return nil }
            expression = ExprSyntax(member)
        }
        let call = expression.parent?.as(FunctionCallExprSyntax.self).flatMap {
            $0.calledExpression.id == expression.id ? $0 : nil
        }
        switch helper.kind {
        case .function, .viewType:
            guard let call else { return nil }
            return HelperUse(expression: ExprSyntax(call), isCertain: isCertain)
        case .property, .staticMember:
            return call == nil ? HelperUse(expression: expression, isCertain: isCertain) : nil
        }
    }

    private var cache: [ViewSurroundings.Helper: HelperDecision?] = [:]

    /// How sure a finding on a view built in `helper` is, given whether each use names it: nil
    /// when every use does, a violation when a use in this file plainly does not, and needs-review
    /// when no use in this file settles it.
    /// With `opaqueIsNamed` false, a use Rotor cannot follow counts as undecided rather than quiet.
    mutating func certainty(
        for helper: ViewSurroundings.Helper, opaqueIsNamed: Bool = true,
        isNamed: (ViewSurroundings) -> Bool
    ) -> FindingCertainty? {
        decision(for: helper, opaqueIsNamed: opaqueIsNamed, isNamed: isNamed)?.certainty
    }

    /// `certainty(for:opaqueIsNamed:isNamed:)`, and the view type whose body holds every use that
    /// leaves the view unnamed, when one type does and no use is undecided.
    mutating func decision(
        for helper: ViewSurroundings.Helper, opaqueIsNamed: Bool = true,
        isNamed: (ViewSurroundings) -> Bool
    ) -> HelperDecision? {
        if let known = cache[helper] { return known }
        var pending = [(helper: helper, depth: 1)]
        var visited: Set<ViewSurroundings.Helper> = [helper]
        var undecided = false
        // The view types whose bodies show the helper unnamed; a plain use elsewhere settles it.
        var hosts: Set<String> = []
        var unnamedOutsideBodies = false
        search: while let (current, depth) = pending.popLast() {
            var used = false
            var previewed = false
            for use in uses(of: current) {
                let surroundings = ViewSurroundings.of(use.expression)
                switch surroundings.boundary {
                case .preview:
                    previewed = true
                    continue
                case .opaque:
                    used = true
                    if !opaqueIsNamed { undecided = true }
                case .final:
                    used = true
                    if isNamed(surroundings) { continue }
                    // `action.image()` may be another type's method of the same name: it can show the
                    // helper is labelled, not that it is not.
                    guard use.isCertain else {
                        undecided = true
                        continue
                    }
                    guard let host = surroundings.bodyOwner else {
                        unnamedOutsideBodies = true
                        break search
                    }
                    hosts.insert(host)
                case .helper(let outer):
                    used = true
                    if isNamed(surroundings) { continue }
                    if !use.isCertain || depth >= Self.depthLimit {
                        undecided = true
                    } else if visited.insert(outer).inserted {
                        pending.append((outer, depth + 1))
                    }
                }
            }
            // A helper with no use here is used in another file, which may label it; a function or
            // property shown only in previews (a drag preview) is never a stop, while a view type
            // shown in its own #Preview is likely used elsewhere.
            if !used && !(previewed && current.kind != .viewType) { undecided = true }
        }
        let result: HelperDecision?
        if unnamedOutsideBodies || !hosts.isEmpty {
            // Shown unnamed in one view type's body only: a stop only where that type is one.
            let host = !unnamedOutsideBodies && !undecided && hosts.count == 1 ? hosts.first : nil
            result = HelperDecision(certainty: .violation, host: host)
        } else {
            result = undecided ? HelperDecision(certainty: .needsReview, host: nil) : nil
        }
        cache[helper] = .some(result)
        return result
    }

    /// How a message names the helper: `icon()`, `badge`, `Badge(…)`.
    static func describe(_ helper: ViewSurroundings.Helper) -> String {
        switch helper.kind {
        case .function: return "\(helper.name)()"
        case .property: return helper.name
        case .viewType: return "\(helper.name)(…)"
        case .staticMember(let type): return "\(type).\(helper.name)"
        }
    }
}

/// How a view built in a helper stands when some use may leave it unnamed.
struct HelperDecision: Hashable {
    var certainty: FindingCertainty
    /// The view type whose body holds every use that leaves the view unnamed, when that is all
    /// Rotor knows: what the helper builds is a VoiceOver stop only where that type is one.
    var host: String?
}

/// A place a helper is used: `icon()`, `self.header`, `Badge()`, or, less surely, `row.icon()`.
struct HelperUse {
    var expression: ExprSyntax
    /// False for a method called on another value, which may be a different method of the same name.
    var isCertain: Bool
}

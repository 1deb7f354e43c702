import RotorKit
import SwiftSyntax

/// Where a SwiftUI view sits: the modifiers on it and on every view that contains it, up to the
/// declaration that builds it. The naming rules read it to tell whether VoiceOver gets a name from
/// elsewhere: a label on an ancestor, a hidden or combined container, a Label's icon slot.
struct ViewSurroundings {
    struct Container {
        var call: FunctionCallExprSyntax
        /// `HStack`, `Button`, or for content handed to a modifier the modifier's name (`background`).
        var name: String
        var isModifier: Bool
        /// Modifiers applied to the container; for a modifier, the ones after it.
        var modifiers: [Modifier]
    }

    /// Where the upward walk stopped.
    enum Boundary: Equatable {
        /// A view builder whose result is used in place: a `body` with containers, a sheet's content.
        case final
        /// A function, property or view type whose result is used elsewhere: its uses decide.
        case helper(Helper)
        /// A preview: not shipped, so nothing to report.
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
        }

        var name: String
        var kind: Kind
    }

    var ownModifiers: [Modifier]
    var containers: [Container]
    var boundary: Boundary

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
    private static let presentations: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "alert", "confirmationDialog", "inspector",
    ]

    /// Modifiers whose content is not read (a shape used as a mask) or not known to be.
    private static let opaqueModifiers: Set<String> = [
        "mask", "clipShape", "contentShape", "containerShape", "listRowBackground", "preference", "anchorPreference",
        "symbolEffect", "onDrag", "draggable", "dropDestination",
    ]

    /// Views that show what they are given as an argument rather than a closure.
    private static let transparentWrappers: Set<String> = ["AnyView", "Group"]

    /// Views that read an argument they are given as text rather than as a view of its own.
    private static let textContainers: Set<String> = ["Text"]

    /// Walks up from `view` with loops (no recursion) to the declaration that builds it.
    static func of(_ view: some ExprSyntaxProtocol) -> ViewSurroundings {
        let own = SwiftUIViews.modifiers(of: view)
        var surroundings = ViewSurroundings(ownModifiers: own, containers: [], boundary: .final)
        var current = own.last.map { Syntax($0.call) } ?? Syntax(view)
        var throughClosure = false
        var argumentLabel: String?
        while let parent = current.parent {
            if let declaration = parent.as(DeclSyntax.self) {
                surroundings.boundary = boundary(at: declaration, containers: surroundings.containers)
                return surroundings
            }
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
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != current.id {
                let modifiers = SwiftUIViews.modifiers(of: call)
                if let name = SwiftUIViews.constructorName(call) {
                    if argumentLabel == "action" { surroundings.boundary = .opaque; return surroundings }
                    if !throughClosure, !transparentWrappers.contains(name) {
                        // `Text(Image(…))` is read as text; other views given an image argument
                        // (`SharePreview(image:)`, a custom component) decide for themselves.
                        if textContainers.contains(name) {
                            surroundings.containers.append(Container(call: call, name: name, isModifier: false, modifiers: modifiers))
                        } else {
                            surroundings.boundary = .opaque
                        }
                        return surroundings
                    }
                    surroundings.containers.append(Container(call: call, name: name, isModifier: false, modifiers: modifiers))
                } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                    let name = member.declName.baseName.text
                    if presentations.contains(name) { return surroundings }
                    if opaqueModifiers.contains(name) { surroundings.boundary = .opaque; return surroundings }
                    surroundings.containers.append(Container(call: call, name: name, isModifier: true, modifiers: modifiers))
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
    private static func boundary(at declaration: DeclSyntax, containers: [Container]) -> Boundary {
        if let function = declaration.as(FunctionDeclSyntax.self) {
            // A ViewModifier's `body(content:)` is applied, never called by name.
            return function.name.text == "body" ? .final : .helper(Helper(name: function.name.text, kind: .function))
        }
        if let macro = declaration.as(MacroExpansionDeclSyntax.self) {
            return macro.macroName.text == "Preview" ? .preview : .final
        }
        guard let variable = declaration.as(VariableDeclSyntax.self),
              let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            return .final
        }
        if name == "previews" { return .preview }
        guard name == "body" else { return .helper(Helper(name: name, kind: .property)) }
        // A view type whose whole body is this view is a component: its uses may label it.
        guard containers.isEmpty, let type = enclosingTypeName(of: declaration) else { return .final }
        return .helper(Helper(name: type, kind: .viewType))
    }

    private static func enclosingTypeName(of declaration: DeclSyntax) -> String? {
        var current = declaration.parent
        while let node = current {
            if let type = node.as(StructDeclSyntax.self) { return type.name.text }
            if let type = node.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = node.as(EnumDeclSyntax.self) { return type.name.text }
            if let type = node.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
            current = node.parent
        }
        return nil
    }
}

/// Decides views built in helpers by their uses in the same file: `icon()` inside a labelled
/// Button names the image the helper returns.
struct HelperUses {
    private var uses: [ViewSurroundings.Helper: [ExprSyntax]] = [:]

    /// Finds the uses of every helper in one extra walk of the file, made only when a rule has a
    /// candidate built in a helper.
    init(of helpers: Set<ViewSurroundings.Helper>, in tree: SourceFileSyntax) {
        guard !helpers.isEmpty else { return }
        let finder = HelperUseFinder(helpers: helpers)
        finder.walk(tree)
        uses = finder.uses
    }

    /// How sure a finding on a view built in `helper` is, given whether each use names it:
    /// nil when every use does, a violation when a use in this file plainly does not, and
    /// needs-review when no use in this file settles it.
    func certainty(for helper: ViewSurroundings.Helper, isNamed: (ViewSurroundings) -> Bool) -> FindingCertainty? {
        var undecided = false
        var decided = false
        for use in uses[helper] ?? [] {
            let surroundings = ViewSurroundings.of(use)
            switch surroundings.boundary {
            case .preview:
                continue
            case .opaque:
                decided = true
            case .helper:
                // Only one level of helpers is followed: a helper used by another helper is left to a person.
                if !isNamed(surroundings) { undecided = true } else { decided = true }
            case .final:
                if !isNamed(surroundings) { return .violation }
                decided = true
            }
        }
        return decided && !undecided ? nil : .needsReview
    }
}

private final class HelperUseFinder: SyntaxVisitor {
    private let functions: Set<String>
    private let properties: Set<String>
    private let types: Set<String>
    private(set) var uses: [ViewSurroundings.Helper: [ExprSyntax]] = [:]

    init(helpers: Set<ViewSurroundings.Helper>) {
        functions = Set(helpers.filter { $0.kind == .function }.map(\.name))
        properties = Set(helpers.filter { $0.kind == .property }.map(\.name))
        types = Set(helpers.filter { $0.kind == .viewType }.map(\.name))
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = SwiftUIViews.constructorName(node), types.contains(name) {
            uses[ViewSurroundings.Helper(name: name, kind: .viewType), default: []].append(ExprSyntax(node))
        } else if let name = Self.referencedName(node.calledExpression), functions.contains(name) {
            uses[ViewSurroundings.Helper(name: name, kind: .function), default: []].append(ExprSyntax(node))
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        guard properties.contains(name) else { return .visitChildren }
        var use = ExprSyntax(node)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            // Only `self.header` refers to the helper; `other.header` is something else.
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return .visitChildren }
            use = ExprSyntax(member)
        }
        if let call = use.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == use.id { return .visitChildren }
        uses[ViewSurroundings.Helper(name: name, kind: .property), default: []].append(use)
        return .visitChildren
    }

    /// `icon` for `icon()` and `self.icon()`.
    private static func referencedName(_ called: ExprSyntax) -> String? {
        if let reference = called.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = called.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }
}

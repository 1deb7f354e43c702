import SwiftSyntax

/// The view controller type is presented as a screen (`PresentedScreens`) and nothing sets its
/// title: not the type, a superclass, an extension, nor whoever creates it.
public struct UntitledScreen: IndexCondition {
    public static let name = "untitledScreen"
    public var type: String

    public init(type: String) {
        self.type = type
    }

    public func holds(in index: ProjectIndex) -> Bool {
        index.fact(PresentedScreens.self).types.contains(type) && !Self.setsTitle(type, in: index)
    }

    /// Whether the type, a superclass, an extension or whoever creates it names the screen.
    static func setsTitle(_ type: String, in index: ProjectIndex) -> Bool {
        // A system class's record (`let tab = UIViewController(); tab.tabBarItem = …`) is one
        // instance's, not every subclass's.
        index.lineage(of: type).contains { owner in
            (owner == type || index.declaredTypes.contains(owner))
                && index.touchedMembers(of: owner).contains(where: namesScreen)
        }
    }

    /// Whether code setting `path` names the screen shown: its `title` or tab bar item, or the title
    /// (or title view) of a navigation item, its own or the container's it is shown in
    /// (`parent?.navigationItem.title`, `navigationController?.navigationBar.topItem?.title`).
    static func namesScreen(_ path: String) -> Bool {
        if path == "self.title" || path == "self.tabBarItem" { return true }
        let parts = path.split(separator: ".")
        guard parts.count >= 2, let member = parts.last else { return false }
        switch parts[parts.count - 2] {
        case "navigationItem", "topItem": return member == "title" || member == "titleView"
        case "tabBarItem": return member == "title"
        default: return false
        }
    }
}

/// The view controllers the project brings on screen by itself: pushed, presented, shown, a
/// navigation root or a tab. One only ever embedded as a child, or never created by the project's
/// code, is not known to be a screen.
public struct PresentedScreens: ProjectFact {
    public static let name = "presentedScreens"
    public var types: Set<String>

    public init(merging values: [Set<String>]) {
        types = values.reduce(into: []) { $0.formUnion($1) }
    }

    public static func collector(file: SourceFile, context: SourceContext) -> FactCollector? {
        Collector(file: file, context: context)
    }

    final class Collector: FactCollector {
        private var presented: Set<String> = []
        override var value: (any FileFact)? { presented.isEmpty ? nil : presented }

        /// Calls that bring a view controller on screen (a child added with `addChild` is none).
        static let presentingCalls: Set<String> = [
            "pushViewController", "present", "show", "showDetailViewController", "setViewControllers",
            "presentPanModal",
        ]
        static let navigationContainers: Set<String> = [
            "UINavigationController", "UITabBarController", "UISplitViewController",
        ]

        override var interests: SourceInterests { [.calls, .assignments] }
        override var callNames: Set<String>? { Self.callNames }
        private static let callNames = presentingCalls.union(navigationContainers)
        override var assignedProperties: Set<String>? { ["viewControllers"] }

        override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
            guard let called = BehaviourSyntax.calleeName(node) else { return }
            if Self.presentingCalls.contains(called) {
                // A page view controller's `setViewControllers(_:direction:animated:)` shows a page of
                // the screen around it, not a screen of its own.
                let isPage = called == "setViewControllers" && BehaviourSyntax.argument("direction", of: node) != nil
                if !isPage {
                    presented.formUnion(node.arguments.flatMap { controllerTypes(in: $0.expression, scope: scope) })
                }
            } else if Self.navigationContainers.contains(called) {
                // `UINavigationController(rootViewController: Foo())`: the root is a screen.
                presented.formUnion(node.arguments.flatMap { controllerTypes(in: $0.expression, scope: scope) })
            }
        }

        override func visit(_ assignment: Assignment, scope: ScopeChain) {
            // `tabBarController.viewControllers = [A(), B()]`: each is a screen of its tab.
            if assignment.property == "viewControllers" {
                presented.formUnion(controllerTypes(in: assignment.value, scope: scope))
            }
        }

        /// The view controller types an argument holds: constructed there, a local of known type, or
        /// the elements of an array literal.
        private func controllerTypes(in expression: ExprSyntax, scope: ScopeChain) -> [String] {
            if let array = expression.as(ArrayExprSyntax.self) {
                return array.elements.flatMap { controllerTypes(in: $0.expression, scope: scope) }
            }
            if let type = IndexCollector.constructedOrCastType(expression) { return [type] }
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                let key = scope.key(named: reference.baseName.text)
                if let shared { return shared.types(of: key, in: file.facts).sorted() }
                return file.facts.receivers[key]?.typeName.map { [$0] } ?? []
            }
            return []
        }
    }
}

import RotorKit
import SwiftSyntax

/// An accessibility trait as code spells it: UIKit's `.button`, `UIAccessibilityTraits.link` or
/// the old `UIAccessibilityTraitHeader`, SwiftUI's `.isHeader`.
struct TraitSpelling {
    var trait: AccessibilityTrait
    var node: ExprSyntax
    /// The name as written, without its type: `button`, `isHeader`.
    var name: String

    /// `.isButton`, for messages that quote the code.
    var spelled: String { "." + name }

    /// Every trait an expression may add: the traits anywhere in it (both branches of a ternary, both
    /// sides of a union), except those it takes away (`subtracting(.button)`).
    static func mentioned(in expression: ExprSyntax) -> [TraitSpelling] {
        var found: [TraitSpelling] = []
        var stack: [Syntax] = [Syntax(expression)]
        while let node = stack.popLast() {
            if let call = node.as(FunctionCallExprSyntax.self),
                let method = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                removingMethods.contains(method)
            {
                // The receiver of `x.subtracting(.button)` still adds its own traits.
                if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base { stack.append(Syntax(base)) }
                continue
            }
            if let expression = node.as(ExprSyntax.self), let spelling = leaf(expression) {
                found.append(spelling)
                continue
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return found
    }

    /// The traits an expression certainly combines: one trait, an array literal of traits, or a
    /// `union` of those; nil when it depends on anything else (a ternary, a variable).
    static func combined(in expression: ExprSyntax) -> [TraitSpelling]? {
        var found: [TraitSpelling] = []
        var pending: [ExprSyntax] = [expression]
        while let current = pending.popLast() {
            if let spelling = leaf(current) {
                found.append(spelling)
            } else if let array = current.as(ArrayExprSyntax.self) {
                pending.append(contentsOf: array.elements.map(\.expression).reversed())
            } else if let call = current.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "union", let base = member.base,
                call.arguments.count == 1, let argument = call.arguments.first?.expression
            {
                pending.append(argument)
                pending.append(base)
            } else {
                return nil
            }
        }
        return found
    }

    /// `.button`, `UIAccessibilityTraits.button`, `AccessibilityTraits.isButton`, `UIAccessibilityTraitButton`.
    private static func leaf(_ expression: ExprSyntax) -> TraitSpelling? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if let base = member.base {
                guard let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text, traitTypes.contains(typeName)
                else { return nil }
            }
            let name = member.declName.baseName.text
            return traitsByName[name].map { TraitSpelling(trait: $0, node: expression, name: name) }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let text = reference.baseName.text
            guard text.hasPrefix(legacyPrefix) else { return nil }
            let name = text.dropFirst(legacyPrefix.count)
            let lowered = (name.first.map { String($0).lowercased() } ?? "") + name.dropFirst()
            return traitsByName[lowered].map { TraitSpelling(trait: $0, node: expression, name: lowered) }
        }
        return nil
    }

    private static let legacyPrefix = "UIAccessibilityTrait"
    private static let traitTypes: Set<String> = ["UIAccessibilityTraits", "AccessibilityTraits"]
    private static let removingMethods: Set<String> = [
        "subtracting", "subtract", "remove", "intersection", "formIntersection",
        "symmetricDifference", "contains",
    ]

    /// UIKit's names (owned by `AccessibilityTrait.uiAccessibilityTraits`) and SwiftUI's `is…` names
    /// for the traits Rotor models, plus iOS 17's toggle, which Rotor models as the `.toggle` role.
    private static let traitsByName: [String: AccessibilityTrait] = {
        var names = Dictionary(uniqueKeysWithValues: AccessibilityTrait.uiAccessibilityTraits.map { ($0.rawValue, $0) })
        for trait in swiftUITraits {
            names["is" + trait.rawValue.prefix(1).uppercased() + trait.rawValue.dropFirst()] = trait
        }
        names["toggleButton"] = .toggle
        names["isToggle"] = .toggle
        return names
    }()

    /// The UIKit traits SwiftUI's `AccessibilityTraits` also has, as `is` + the UIKit name.
    private static let swiftUITraits: [AccessibilityTrait] = [
        .button, .link, .image, .staticText, .header, .searchField, .selected, .keyboardKey, .summaryElement, .tabBar,
    ]
}

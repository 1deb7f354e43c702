import RotorKit
import SwiftSyntax

/// `conflicting-traits` in Swift source: trait literals in code that give one element two
/// roles that contradict each other, judged by the pairing of roles the tree check uses.
extension ConflictingTraitsRule: SourceRule {
    public var sourceExamples: [SourceExample] {
        [
            .triggering(
                "a UIKit view marked both button and link",
                """
                privacyButton.accessibilityTraits = ↓[.button, .link]
                """),
            .triggering(
                "a SwiftUI view given both roles at once, or one after the other",
                """
                Text("Privacy Policy").accessibilityAddTraits(↓[.isButton, .isLink])
                Text("Terms")
                    .accessibilityAddTraits(.isButton)
                    .accessibilityAddTraits(↓.isLink)
                """),
            .triggering(
                "roles added to the traits a view has",
                """
                searchView.accessibilityTraits.insert(↓UIAccessibilityTraits.searchField.union(.link))
                """),
            .triggering(
                "a button that is also adjustable (for review)",
                """
                monthButton.accessibilityTraits = ↓[.button, .adjustable]
                """),
            .nonTriggering(
                "one role, with an image, header or state trait beside it",
                """
                shareButton.accessibilityTraits = [.button, .image]
                sectionButton.accessibilityTraits = [.header, .button]
                tabButton.accessibilityTraits = [.button, .selected]
                Text("Recent activity").accessibilityAddTraits([.isHeader, .isLink])
                """),
            .nonTriggering(
                "a role swapped for another, and a role chosen at run time",
                """
                Text("Terms")
                    .accessibilityAddTraits(.isButton)
                    .accessibilityRemoveTraits(.isButton)
                    .accessibilityAddTraits(.isLink)
                linkView.accessibilityTraits = opensWebPage ? .link : .button
                """),
        ]
    }

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        ConflictingTraitsChecker(file: file, metadata: metadata, context: context)
    }
}

final class ConflictingTraitsChecker: SourceChecker {
    override var interests: SourceInterests { [.calls, .assignments] }
    override var callNames: Set<String>? { Self.callNames }
    private static let callNames: Set<String> = ["accessibilityAddTraits"]
    override var assignedProperties: Set<String>? { Self.assignedProperties }
    private static let assignedProperties: Set<String> = ["accessibilityTraits"]

    override func visit(_ assignment: Assignment, scope: ScopeChain) {
        guard assignment.property == "accessibilityTraits", let own = TraitSpelling.combined(in: assignment.value)
        else { return }
        judge(own: own, earlier: [], at: assignment.value)
    }

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
            member.declName.baseName.text == "accessibilityAddTraits",
            let argument = node.arguments.first?.expression, let own = TraitSpelling.combined(in: argument)
        else { return }
        // Traits added earlier in the chain, less those removed since, are on the same view.
        var earlier: [TraitSpelling] = []
        for modifier in ModifierChain.modifiers(around: node) {
            if modifier.call.id == node.id { break }
            guard let traits = modifier.argument().map(TraitSpelling.mentioned) else { continue }
            if modifier.name == "accessibilityAddTraits" {
                earlier += traits
            } else if modifier.name == "accessibilityRemoveTraits" {
                let removed = Set(traits.map(\.trait))
                earlier.removeAll { removed.contains($0.trait) }
            }
        }
        judge(own: own, earlier: earlier, at: argument)
    }

    /// Reports the roles that contradict each other, where at least one of them is added here.
    private func judge(own: [TraitSpelling], earlier: [TraitSpelling], at node: ExprSyntax) {
        var roles: [TraitSpelling] = []
        for spelling in earlier + own
        where AccessibilityTrait.roles.contains(spelling.trait)
            && !roles.contains(where: { $0.trait == spelling.trait })
        {
            roles.append(spelling)
        }
        guard roles.count > 1 else { return }
        let added = Set(own.map(\.trait))
        var conflicting: [TraitSpelling] = []
        var reviewed: [TraitSpelling] = []
        for (index, first) in roles.enumerated() {
            for second in roles[(index + 1)...] where added.contains(first.trait) || added.contains(second.trait) {
                switch ConflictingTraitsRule.pairing(first.trait, second.trait) {
                case .compatible: continue
                case .review: reviewed += [first, second]
                case .conflicting:
                    for role in [first, second] where !conflicting.contains(where: { $0.trait == role.trait }) {
                        conflicting.append(role)
                    }
                }
            }
        }
        if !conflicting.isEmpty {
            let names = Self.list(conflicting.map(\.spelled))
            let advice =
                Set(conflicting.map(\.trait)) == [.button, .link]
                ? "keep the link trait if it opens a web page or another app, the button trait if it acts in this one"
                : "remove the traits that do not say how the element is used"
            report(
                node,
                "Keep one role instead of \(names): VoiceOver announces each, so a person cannot tell what a "
                    + "double tap does; \(advice)")
        } else if !reviewed.isEmpty {
            report(
                node,
                "Check that this element both acts on a double tap and changes with a swipe up or down, as "
                    + "VoiceOver announces it as a button and as adjustable; if it does only one, remove the other trait",
                certainty: .needsReview)
        }
    }

    /// ".isButton and .isLink", ".a, .b and .c".
    private static func list(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}

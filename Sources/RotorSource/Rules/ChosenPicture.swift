import Foundation
import SwiftSyntax

/// A UIKit image view whose picture code chooses by a value (a state, a score, an item): the
/// picture then shows something a person needs, where one fixed picture is usually decoration.
/// VoiceOver skips an image view that is not made an element, so what it shows is lost.
enum ChosenPicture {
    /// How the file shows that the picture is chosen, in words for the message, and the statement
    /// that shows it; nil when the assignments and calls show one fixed picture, or pictures Rotor
    /// cannot tell apart.
    static func reason(
        imageAssignments: [Assignment], calls: [FunctionCallExprSyntax], in tree: SourceFileSyntax
    ) -> (reason: String, node: Syntax)? {
        for assignment in imageAssignments where assignment.operation == .assign {
            if let reason = reason(for: assignment.value, in: tree) { return (reason, assignment.node) }
        }
        for call in calls where loadsByName(call) {
            return ("its name is built from a value", Syntax(call))
        }
        return branchReason(imageAssignments)
    }

    /// `imageView.setImage(name: "pet-\(key)")`: a helper that loads a picture by a name built from a value.
    static func loadsByName(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.contains { nameLabels.contains($0.label?.text ?? "") && isBuiltName($0.expression) }
    }

    private static let nameLabels: Set<String> = ["name", "named", "imageName"]

    /// The reason one assigned value shows a chosen picture.
    private static func reason(for value: ExprSyntax, in tree: SourceFileSyntax) -> String? {
        let pictures = BehaviourSyntax.nodes(of: FunctionCallExprSyntax.self, in: Syntax(value)).filter {
            ImageSource(uiImage: ExprSyntax($0)) != nil
        }
        if pictures.contains(where: { $0.arguments.first.map { isBuiltName($0.expression) } == true }) {
            return "its name is built from a value"
        }
        if areSeveral(pictures.compactMap(literalName)) { return "it is one of several pictures" }
        // `imageView.image = bannerImage(for: state)`: a helper of this file that returns one of several pictures.
        if pictures.isEmpty, let helper = helperName(value), areSeveral(picturesReturned(byMember: helper, in: tree)) {
            return "\(helper) returns one of several pictures"
        }
        return nil
    }

    /// Assignments of different pictures in the branches of one `switch` or `if`.
    private static func branchReason(_ assignments: [Assignment]) -> (reason: String, node: Syntax)? {
        var namesByBranching: [SyntaxIdentifier: (names: Set<String>, first: Syntax)] = [:]
        for assignment in assignments where assignment.operation == .assign {
            // The `UIImage(named:)` inside `UIImage(named: …)?.withRenderingMode(…)` names the picture.
            guard ImageSource(uiImage: assignment.value) != nil,
                let call = BehaviourSyntax.nodes(of: FunctionCallExprSyntax.self, in: Syntax(assignment.value))
                    .first(where: { SwiftUIViews.constructorName($0) == "UIImage" }),
                let branching = enclosingBranching(of: assignment.node)
            else { continue }
            let name = call.arguments.first?.expression.trimmedDescription ?? ""
            namesByBranching[branching.id, default: ([], assignment.node)].names.insert(name)
        }
        return namesByBranching.values.filter { areSeveral(Array($0.names)) }.map(\.first).min {
            $0.position < $1.position
        }
        .map { ("each branch sets another picture", $0) }
    }

    /// The nearest `switch` or `if` around the node, within its function or closure.
    private static func enclosingBranching(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let syntax = current {
            if syntax.is(SwitchExprSyntax.self) || syntax.is(IfExprSyntax.self) { return syntax }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(ClosureExprSyntax.self)
                || syntax.is(AccessorBlockSyntax.self)
            {
                return nil
            }
            current = syntax.parent
        }
        return nil
    }

    /// A name made of literal text and a value: `"ecoscore-\(score)"`, `"yes" + suffix`,
    /// `on ? "flash_on" : "flash_off"`. A bare property (`viewModel.image`) may be a constant.
    private static func isBuiltName(_ expression: ExprSyntax) -> Bool {
        // A name built from the appearance (`"logo_\(style)"`) is one picture drawn for light or dark.
        if appearanceWords.contains(where: { expression.trimmedDescription.lowercased().contains($0) }) { return false }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains {
            $0.is(StringLiteralExprSyntax.self) || $0.is(UnresolvedTernaryExprSyntax.self)
        }
    }

    /// `isOn ? "a" : "b"`: one of two values, chosen by a condition.
    static func isCondition(_ expression: ExprSyntax) -> Bool {
        expression.as(SequenceExprSyntax.self)?.elements.contains { $0.is(UnresolvedTernaryExprSyntax.self) } == true
            || expression.is(TernaryExprSyntax.self)
    }

    /// Different pictures, not one picture drawn for light and dark (`logo`, `logo_dark`).
    private static func areSeveral(_ names: [String]) -> Bool {
        Set(
            names.map { name in
                appearanceWords.reduce(name.lowercased()) { $0.replacingOccurrences(of: $1, with: "") }
                    .filter { $0.isLetter || $0.isNumber }
            }
        ).count > 1
    }

    private static let appearanceWords = ["dark", "light", "night", "theme", "style", "appearance"]

    private static func literalName(_ call: FunctionCallExprSyntax) -> String? {
        SwiftUIViews.literalText(call.arguments.first?.expression)
    }

    /// `bannerImage(for: state)`, `self.bannerImage(…)`, `self.bannerImage`: the member of the
    /// file's own type it names (a bare name may be a local or a parameter).
    private static func helperName(_ value: ExprSyntax) -> String? {
        let call = value.as(FunctionCallExprSyntax.self)
        let expression = call?.calledExpression ?? value
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            return member.declName.baseName.text
        }
        return call == nil ? nil : expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The literal names of the pictures the file's function or computed property `name` makes.
    private static func picturesReturned(byMember name: String, in tree: SourceFileSyntax) -> [String] {
        var bodies: [Syntax] = []
        for function in BehaviourSyntax.nodes(of: FunctionDeclSyntax.self, in: Syntax(tree))
        where function.name.text == name {
            if let body = function.body { bodies.append(Syntax(body)) }
        }
        for binding in BehaviourSyntax.nodes(of: PatternBindingSyntax.self, in: Syntax(tree))
        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            if let accessors = binding.accessorBlock { bodies.append(Syntax(accessors)) }
        }
        return bodies.flatMap { body in
            BehaviourSyntax.nodes(of: FunctionCallExprSyntax.self, in: body).filter {
                ImageSource(uiImage: ExprSyntax($0)) != nil
            }.compactMap(literalName)
        }
    }
}

extension ChosenPicture {
    /// Whether the type shows text of its own: it holds a label, text view, text field or button,
    /// or sets a text or title. A picture beside text most often shows what the text says (an
    /// item's picture beside its name); in a view with no text, the picture is all it says.
    static func showsText(_ members: [MemberBlockSyntax]) -> Bool {
        members.contains { block in
            for variable in BehaviourSyntax.nodes(of: VariableDeclSyntax.self, in: Syntax(block)) {
                for binding in variable.bindings {
                    let declared = binding.typeAnnotation?.type.trimmedDescription ?? ""
                    let created = binding.initializer.flatMap { RuleWalker.constructedType($0.value) } ?? ""
                    if textHolders.contains(where: { declared.contains($0) || created.contains($0) }) { return true }
                }
            }
            for member in BehaviourSyntax.nodes(of: MemberAccessExprSyntax.self, in: Syntax(block))
            where textMembers.contains(member.declName.baseName.text) {
                return true
            }
            return false
        }
    }

    private static let textHolders = ["Label", "TextView", "TextField", "Button"]
    private static let textMembers: Set<String> = ["text", "attributedText", "setTitle", "setAttributedTitle"]
}

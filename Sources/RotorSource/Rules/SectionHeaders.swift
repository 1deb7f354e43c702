import SwiftSyntax

/// The labels that title a table or collection section in a header view of the app's own. UIKit
/// marks as a heading only the section titles it draws itself (`tableView(_:titleForHeaderInSection:)`);
/// a label the app puts in a header view is plain text to VoiceOver until it has the header trait.
enum SectionHeaders {
    /// A label that titles a section, where the code shows it.
    struct Title {
        var label: String
        /// Where it is put in the header (`addSubview`), else where its text is set, else its declaration.
        var node: Syntax
    }

    /// The UIKit classes of section header views: a table's header view, a collection's supplementary view.
    static let headerViewClasses: Set<String> = ["UITableViewHeaderFooterView", "UICollectionReusableView"]

    /// Members whose use means the code decides the header's stops or traits itself: it is left alone.
    static let accessibilityMembers: Set<String> = [
        "accessibilityTraits", "accessibilityElements", "isAccessibilityElement", "accessibilityElementsHidden",
        "shouldGroupAccessibilityChildren",
    ]

    /// The label titling a header view class: one of UIKit's header view classes (through the
    /// file's classes) whose name says it is a header, not a footer, and whose code (the class and
    /// its extensions in the file) touches no accessibility member. Nil when Rotor cannot tell
    /// which label is the title.
    static func title(ofHeaderView node: ClassDeclSyntax, in file: SourceFile, facts: FileFacts) -> Title? {
        let classes = facts.declaredClasses
        let name = node.name.text
        guard name.contains("Header"), !name.contains("Footer"),
            headerViewClasses.contains(classes.externalRoot(of: name))
        else { return nil }
        let extensions = file.tree.statements.compactMap { $0.item.as(ExtensionDeclSyntax.self) }.filter {
            $0.extendedType.trimmedDescription == name
        }
        let bodies = [Syntax(node.memberBlock)] + extensions.map { Syntax($0.memberBlock) }
        guard !bodies.contains(where: mentionsAccessibility) else { return nil }
        var labels: [(name: String, declaration: Syntax)] = []
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let label = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = labelType(of: binding), type.hasSuffix("Label")
                else { continue }
                // An app's label class that sets its own traits, or says it is a heading's, decides them.
                if type.contains("Header") || type.contains("Heading") { continue }
                if classes.isDeclared(type),
                    classes.externalRoot(of: type) != "UILabel"
                        || classes.declares(anyOf: ["accessibilityTraits"], type, facts: facts)
                {
                    continue
                }
                labels.append((label, Syntax(binding)))
            }
        }
        guard let chosen = titleLabel(among: labels.map(\.name)),
            let label = labels.first(where: { $0.name == chosen })
        else { return nil }
        let node = bodies.lazy.compactMap { placement(of: chosen, in: $0) }.first ?? label.declaration
        return Title(label: chosen, node: node)
    }

    /// The labels a `tableView(_:viewForHeaderInSection:)` builds for its header: per block of code,
    /// the one label it creates there, or the one of them named as a title. None when the function
    /// touches an accessibility member.
    static func titles(builtBy function: FunctionDeclSyntax) -> [Title] {
        guard function.name.text == "tableView",
            function.signature.parameterClause.parameters.contains(where: {
                $0.firstName.text == "viewForHeaderInSection"
            }),
            let body = function.body, !mentionsAccessibility(Syntax(body))
        else { return [] }
        var byBlock: [SyntaxIdentifier: [(name: String, binding: Syntax)]] = [:]
        var blocks: [SyntaxIdentifier] = []
        var pending: [Syntax] = [Syntax(body)]
        while let node = pending.popLast() {
            // A closure or a nested function builds something else (a lazy view, a helper).
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { continue }
            if let binding = node.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                SwiftUIViews.constructorName(call)?.hasSuffix("Label") == true,
                let block = enclosingBlock(of: node)
            {
                if byBlock[block.id] == nil { blocks.append(block.id) }
                byBlock[block.id, default: []].append((name, Syntax(binding)))
                continue
            }
            pending.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return blocks.compactMap { block in
            let labels = byBlock[block] ?? []
            guard let chosen = titleLabel(among: labels.map(\.name)),
                let label = labels.first(where: { $0.name == chosen })
            else { return nil }
            return Title(label: chosen, node: label.binding)
        }
    }

    /// The only label, else the one named `titleLabel` or `headerLabel`, else the only one whose name
    /// says title or header (a count or a subtitle beside it is no heading).
    private static func titleLabel(among names: [String]) -> String? {
        if names.count == 1 { return names[0] }
        if let exact = names.first(where: { $0 == "titleLabel" || $0 == "headerLabel" }) { return exact }
        let titled = names.filter {
            let lowered = $0.lowercased()
            return lowered.contains("title") || lowered.contains("header")
        }
        return titled.count == 1 ? titled[0] : nil
    }

    /// `UILabel` for `@IBOutlet var title: UILabel!`, `let title = PaddedLabel()` or
    /// `lazy var title: UILabel = { … }()`.
    private static func labelType(of binding: PatternBindingSyntax) -> String? {
        if var type = binding.typeAnnotation?.type {
            while true {
                if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                    type = unwrapped.wrappedType
                } else if let optional = type.as(OptionalTypeSyntax.self) {
                    type = optional.wrappedType
                } else {
                    break
                }
            }
            return type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text
        }
        return binding.initializer?.value.as(FunctionCallExprSyntax.self).flatMap(SwiftUIViews.constructorName)
    }

    /// `contentView.addSubview(label)` or `stack.addArrangedSubview(label)`, else `label.text = …`.
    private static func placement(of label: String, in body: Syntax) -> Syntax? {
        var textSet: Syntax?
        var pending: [Syntax] = [body]
        while let node = pending.popLast() {
            if let call = node.as(FunctionCallExprSyntax.self),
                let method = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                method == "addSubview" || method == "addArrangedSubview",
                let argument = call.arguments.first?.expression, ScopeChain.memberPath(argument)?.last == label
            {
                return node
            }
            if textSet == nil, let sequence = node.as(SequenceExprSyntax.self), isTextAssignment(sequence, to: label) {
                textSet = node
            }
            pending.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return textSet
    }

    /// `label.text = …` as the parser leaves it before folding: a sequence of target, `=`, value.
    private static func isTextAssignment(_ sequence: SequenceExprSyntax, to label: String) -> Bool {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
            let member = elements[0].as(MemberAccessExprSyntax.self),
            ["text", "attributedText"].contains(member.declName.baseName.text), let base = member.base
        else { return false }
        return ScopeChain.memberPath(base)?.last == label
    }

    private static func enclosingBlock(of node: Syntax) -> CodeBlockSyntax? {
        var current = node.parent
        while let next = current {
            if let block = next.as(CodeBlockSyntax.self) { return block }
            current = next.parent
        }
        return nil
    }

    private static func mentionsAccessibility(_ node: Syntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains {
            if case .identifier(let name) = $0.tokenKind { return accessibilityMembers.contains(name) }
            return false
        }
    }
}

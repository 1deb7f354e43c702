import RotorKit
import SwiftSyntax

/// `split-amount` in Swift source: a number shown beside the icon that says what it counts (an
/// arrow and 12, a speech bubble and 3), in a SwiftUI `HStack` that is not one element. VoiceOver
/// stops on the number alone, "12", and on the icon apart, by a symbol's name or not at all.
extension SplitAmountRule: SourceRule {
    public var sourceExamples: [SourceExample] {
        [
            .triggering(
                "a count beside the icon that says what it counts",
                """
                struct PostStats: View {
                    var body: some View {
                        HStack(spacing: 12) {
                            ↓HStack(spacing: 4) {
                                Image(systemName: "arrow.up")
                                Text(String(post.upvotes))
                            }
                            ↓HStack {
                                Image("icn_comments")
                                Text(post.commentCount.description)
                            }
                        }
                    }
                }
                """),
            .nonTriggering(
                "counts made one element, labelled, in a control, beside a word, or with the icon hidden",
                """
                struct PostStats: View {
                    var body: some View {
                        VStack {
                            HStack {
                                Image(systemName: "arrow.up")
                                Text(String(post.upvotes))
                            }
                            .accessibilityElement(children: .combine)
                            HStack {
                                Image(systemName: "bubble.right")
                                Text(post.commentCount, format: .number)
                            }
                            .accessibilityElement(children: .ignore)
                            .accessibilityLabel("\\(post.commentCount) comments")
                            Button(action: upvote) {
                                HStack {
                                    Image(systemName: "arrow.up")
                                    Text(String(post.upvotes))
                                }
                            }
                            HStack {
                                Image(systemName: "person.2")
                                Text("\\(post.members) members")
                            }
                            HStack {
                                Image(systemName: "eye").accessibilityHidden(true)
                                Text(String(post.views))
                            }
                        }
                    }
                }
                """),
        ]
    }

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        IconCountChecker(file: file, metadata: metadata, context: context)
    }

    public var projectFacts: [any ProjectFact.Type] { [ViewTypeUses.self] }
    public var indexConditions: [any IndexCondition.Type] { [SeparateStop.self] }
}

final class IconCountChecker: SourceChecker {
    override var interests: SourceInterests { [.calls] }
    override var callNames: Set<String>? { ["HStack"] }

    private var candidates: [(stack: FunctionCallExprSyntax, helper: ViewSurroundings.Helper?, owner: String?)] = []

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        guard SwiftUIViews.constructorName(node) == "HStack", Self.showsIconAndCount(node) else { return }
        let surroundings = ViewSurroundings.of(node)
        guard !Self.isOneElement(surroundings), !file.facts.isShownOnlyWhileDragging(node, in: file) else { return }
        switch surroundings.boundary {
        case .preview, .opaque: return
        case .final: candidates.append((node, nil, surroundings.bodyOwner))
        case .helper(let helper): candidates.append((node, helper, surroundings.bodyOwner))
        }
    }

    override func finish(facts: FileFacts) {
        var uses = HelperUses()
        for candidate in candidates {
            var certainty = FindingCertainty.violation
            var owner = candidate.owner
            if let helper = candidate.helper {
                guard let decided = uses.decision(for: helper, isNamed: Self.isOneElement) else { continue }
                certainty = decided.certainty
                owner = helper.kind == .viewType ? helper.name : decided.host
            }
            report(
                candidate.stack,
                "Make this icon and number one element, with .accessibilityElement(children: .ignore) and "
                    + ".accessibilityLabel(\"12 upvotes\") saying what the number counts: otherwise VoiceOver reads "
                    + "the number on its own, and the icon that says what it counts apart, or not at all",
                certainty: certainty, condition: owner.map { SeparateStop(viewType: $0) })
        }
    }

    /// Made one element, labelled, hidden, or inside a control or text that reads its content as one.
    private static func isOneElement(_ surroundings: ViewSurroundings) -> Bool {
        surroundings.hasAccessibilityLabel || surroundings.isHidden
            || surroundings.allModifiers.contains { ViewSurroundings.childBehaviour($0) != nil }
            || surroundings.container(in: ViewSurroundings.namingContainers) != nil
    }

    /// The stack shows exactly an image that VoiceOver may read and a text that is only a number.
    private static func showsIconAndCount(_ stack: FunctionCallExprSyntax) -> Bool {
        guard let statements = stack.trailingClosure?.statements, stack.additionalTrailingClosures.isEmpty else {
            return false
        }
        var views: [FunctionCallExprSyntax] = []
        for statement in statements {
            guard let expression = statement.item.as(ExprSyntax.self), let view = rootView(of: expression) else {
                return false
            }
            if ["Spacer", "Divider"].contains(SwiftUIViews.constructorName(view)) { continue }
            views.append(view)
        }
        guard views.count == 2 else { return false }
        let image = views.first { SwiftUIViews.constructorName($0) == "Image" }
        let text = views.first { SwiftUIViews.constructorName($0) == "Text" }
        guard let image, let text, !isNamedOrHidden(image), !isNamedOrHidden(text) else { return false }
        if let source = ImageSource(image), source == .decorative || source == .labelled { return false }
        return showsOnlyANumber(text)
    }

    /// The call at the root of a modifier chain: `Image(…)` of `Image(…).resizable().frame(…)`.
    private static func rootView(of expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression.as(FunctionCallExprSyntax.self)
        while let call = current, SwiftUIViews.constructorName(call) == nil {
            current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self)
        }
        return current
    }

    private static func isNamedOrHidden(_ view: FunctionCallExprSyntax) -> Bool {
        SwiftUIViews.modifiers(of: view).contains { ViewSurroundings.isLabel($0) || ViewSurroundings.isHiding($0) }
    }

    /// `Text(String(count))`, `Text(count.description)`, `Text(count, format: .number)`: a value
    /// turned into text with no word saying what it counts. (`Text("\(name)")` and `.formatted()`
    /// hold names and dates as often as numbers.)
    private static func showsOnlyANumber(_ text: FunctionCallExprSyntax) -> Bool {
        guard let first = text.arguments.first, first.label == nil else { return false }
        if let format = BehaviourSyntax.argument("format", of: text) {
            return format.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "number"
        }
        let value = first.expression
        if let call = value.as(FunctionCallExprSyntax.self), SwiftUIViews.constructorName(call) == "String" {
            return call.arguments.count == 1 && call.arguments.first?.label == nil
                && call.arguments.first?.expression.is(StringLiteralExprSyntax.self) == false
        }
        return value.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "description"
    }
}

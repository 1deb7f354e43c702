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
            .triggering(
                "a UIKit view of a currency icon and an amount, not one element",
                """
                final class CoinCountView: UIView {
                    private let coinImageView = UIImageView(image: UIImage(named: "coin"))
                    private let countLabel = UILabel()

                    var amount = 0 {
                        didSet { countLabel.text = String(amount) }
                    }

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        ↓addSubview(coinImageView)
                        addSubview(countLabel)
                    }
                }
                """),
            .nonTriggering(
                "UIKit icon and amount made one element with a label, and an amount beside a title",
                """
                final class CoinCountView: UIView {
                    private let coinImageView = UIImageView(image: UIImage(named: "coin"))
                    private let countLabel = UILabel()

                    var amount = 0 {
                        didSet {
                            countLabel.text = String(amount)
                            accessibilityLabel = "\\(amount) coins"
                        }
                    }

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(coinImageView)
                        addSubview(countLabel)
                        isAccessibilityElement = true
                    }
                }

                final class PriceRow: UIView {
                    private let iconView = UIImageView()
                    private let titleLabel = UILabel()
                    private let countLabel = UILabel()

                    func show(_ item: Item) {
                        addSubview(iconView)
                        addSubview(titleLabel)
                        addSubview(countLabel)
                        titleLabel.text = item.title
                        countLabel.text = String(item.count)
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
                            HStack {
                                Text(String(doneCount))
                                Image("sparkles")
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
    override var callNames: Set<String>? { ["HStack", "addSubview", "addArrangedSubview"] }

    private var candidates: [(stack: FunctionCallExprSyntax, helper: ViewSurroundings.Helper?, owner: String?)] = []
    /// The views each UIKit type adds to itself, in order: (the call, the view added).
    private var subviews: [String: [(call: FunctionCallExprSyntax, view: ReceiverKey)]] = [:]
    private var subviewTypes: [String] = []

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        if let callee = BehaviourSyntax.calleeName(node), callee != "HStack" {
            noteSubview(node, scope: scope)
            return
        }
        guard SwiftUIViews.constructorName(node) == "HStack", Self.showsIconAndCount(node) else { return }
        let surroundings = ViewSurroundings.of(node)
        guard !Self.isOneElement(surroundings), !file.facts.isShownOnlyWhileDragging(node, in: file) else { return }
        switch surroundings.boundary {
        case .preview, .opaque: return
        case .final: candidates.append((node, nil, surroundings.bodyOwner))
        case .helper(let helper): candidates.append((node, helper, surroundings.bodyOwner))
        }
    }

    /// `addSubview(countLabel)` on the type itself (or `self.`): a view it shows.
    private func noteSubview(_ call: FunctionCallExprSyntax, scope: ScopeChain) {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
        {
            return
        }
        guard call.arguments.count == 1, let argument = call.arguments.first?.expression,
            ScopeChain.memberPath(argument) != nil, let owner = scope.typeName
        else { return }
        if subviews[owner] == nil { subviewTypes.append(owner) }
        subviews[owner, default: []].append((call, scope.key(forReceiver: argument)))
    }

    override func finish(facts: FileFacts) {
        reportSwiftUI()
        for owner in subviewTypes { reportUIKit(owner: owner, facts: facts) }
    }

    /// A UIKit view that shows exactly an image view and a label holding a number, and is not one
    /// element: VoiceOver skips the image view and reads the number alone.
    private func reportUIKit(owner: String, facts: FileFacts) {
        let receivers = facts.uiKitReceivers
        var added: [(call: FunctionCallExprSyntax, view: ReceiverKey)] = []
        for entry in subviews[owner] ?? [] where !added.contains(where: { $0.view == entry.view }) {
            added.append(entry)
        }
        guard added.count == 2, let first = added.first,
            let image = added.first(where: {
                receivers.isKind($0.view, of: "UIImageView", suffix: "ImageView", facts: facts)
            }),
            let label = added.first(where: { receivers.isKind($0.view, of: "UILabel", suffix: "Label", facts: facts) }),
            image.view != label.view,
            facts.assignments(to: "text", of: label.view).contains(where: { Self.isNumber($0.value) }),
            // The image view named, or either view's part decided, says the team chose what is read.
            ![image.view, label.view].contains(where: { view in
                receivers.isLabelled(view, facts: facts)
                    || ["isAccessibilityElement", "accessibilityElementsHidden", "isHidden"].contains {
                        !facts.assignments(to: $0, of: view).isEmpty
                    }
            }),
            !receivers.typeLabelsItself(owner, facts: facts),
            !facts.typeDeclares("accessibilityElements", inTypeNamed: owner)
        else { return }
        let containment = receivers.containment(of: label.view, at: first.call, facts: facts)
        guard !containment.isContained else { return }
        report(
            first.call,
            "Make this view one element that says the number and what it counts (isAccessibilityElement = true, "
                + "accessibilityLabel = \"1,234 gold\"): VoiceOver skips the image view and reads the number on its own",
            condition: AllConditions.combining(
                [
                    UntouchedInCode(
                        handles: [CodeHandle(owner: owner, receiver: "self")],
                        members: ["accessibilityLabel", "isAccessibilityElement"]) as any IndexCondition
                ] + (containment.condition.map { [$0] } ?? [])))
    }

    private func reportSwiftUI() {
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

    /// `String(count)`, `String(describing: count)`, `count.description`: a value turned into text.
    private static func isNumber(_ value: ExprSyntax) -> Bool {
        if let call = value.as(FunctionCallExprSyntax.self), SwiftUIViews.constructorName(call) == "String" {
            return call.arguments.count == 1 && [nil, "describing"].contains(call.arguments.first?.label?.text)
                && call.arguments.first?.expression.is(StringLiteralExprSyntax.self) == false
        }
        return value.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "description"
    }

    /// Made one element, labelled, hidden, or inside a control or text that reads its content as one.
    private static func isOneElement(_ surroundings: ViewSurroundings) -> Bool {
        surroundings.hasAccessibilityLabel || surroundings.isHidden
            || surroundings.allModifiers.contains { ViewSurroundings.childBehaviour($0) != nil }
            || surroundings.container(in: ViewSurroundings.namingContainers) != nil
    }

    /// The stack shows exactly an image that VoiceOver may read, then a text that is only a number.
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
        // The icon that says what a number counts leads it (a heart, then 12); one after it is most
        // often decoration, with the words below.
        guard views.count == 2, let image = views.first, let text = views.last,
            SwiftUIViews.constructorName(image) == "Image", SwiftUIViews.constructorName(text) == "Text",
            !isNamedOrHidden(image), !isNamedOrHidden(text)
        else { return false }
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
        return isNumber(first.expression)
    }
}

import Foundation
import RotorKit
import SwiftSyntax

/// `target-size` in Swift source: a button or tappable view given a literal frame or size
/// constraint smaller than the profile's minimum target.
extension TargetSizeRule: SourceRule {
    public var sourceExamples: [SourceExample] {
        [
            .triggering(
                "a UIKit close button in a 20 pt frame and one constrained to 18 pt",
                """
                let closeButton = UIButton(type: .close)
                closeButton.frame = ↓CGRect(x: 16, y: 16, width: 20, height: 20)
                let infoButton = UIButton(type: .infoLight)
                infoButton.widthAnchor.constraint(equalToConstant: ↓18).isActive = true
                infoButton.heightAnchor.constraint(equalToConstant: 18).isActive = true
                """),
            .triggering(
                "SwiftUI buttons framed smaller than 24 pt",
                """
                Button(action: dismiss) {
                    Image(systemName: "xmark")
                        ↓.frame(width: 16, height: 16)
                }
                Button("?", action: showHelp)
                    ↓.frame(width: 20, height: 20)
                Image(systemName: "heart")
                    ↓.frame(width: 18, height: 18)
                    .onTapGesture { like() }
                    .accessibilityAddTraits(.isButton)
                """),
            .nonTriggering(
                "targets of 24 pt and more, padding around a small icon, and small images that are not targets",
                """
                closeButton.frame = CGRect(x: 16, y: 16, width: 44, height: 44)
                infoButton.widthAnchor.constraint(equalToConstant: 24).isActive = true
                iconView.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
                Button(action: dismiss) {
                    Image(systemName: "xmark")
                        .frame(width: 16, height: 16)
                        .padding(14)
                }
                Image(systemName: "heart")
                    .frame(width: 18, height: 18)
                    .padding(12)
                    .onTapGesture { like() }
                Button(action: dismiss) {
                    Image(systemName: "xmark").frame(width: 16, height: 16)
                }
                .buttonStyle(.bordered)
                Image(systemName: "star.fill").frame(width: 12, height: 12)
                Button(action: remove) {
                    Rectangle().frame(width: 9, height: 2).frame(width: 44, height: 44)
                }
                """),
            .nonTriggering(
                "full-width rows in a list, and in a stack spaced so that rows stay a minimum apart",
                """
                List(filters) { filter in
                    Button(filter.name) { apply(filter) }
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .frame(height: 20)
                }
                VStack(spacing: 8) {
                    ForEach(options) { option in
                        Button(option.title) { choose(option) }
                            .frame(height: 18)
                            .frame(maxWidth: .infinity)
                    }
                }
                """),
            .triggering(
                "full-width rows packed closer than the minimum",
                """
                VStack(spacing: 2) {
                    ForEach(options) { option in
                        Button(option.title) { choose(option) }
                            ↓.frame(height: 18)
                            .frame(maxWidth: .infinity)
                    }
                }
                """),
            .nonTriggering(
                "a small button whose class widens its touch area",
                """
                final class ChipButton: UIButton {
                    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                        bounds.insetBy(dx: -12, dy: -12).contains(point)
                    }
                }
                let chip = ChipButton()
                chip.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
                """),
        ]
    }

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        TargetSizeChecker(file: file, metadata: metadata, context: context)
    }
}

final class TargetSizeChecker: SourceChecker {
    override var interests: SourceInterests { [.calls, .constructions, .assignments] }
    override var callNames: Set<String>? { Self.callNames }
    /// Member calls; a view created with a frame is a construction.
    private static let callNames: Set<String> = ["constraint", "frame"]

    /// `RuleWalker.constructedType` names only capitalised types.
    override func acceptsConstruction(of name: String) -> Bool { name.first?.isUppercase == true }
    override var assignedProperties: Set<String>? { Self.assignedProperties }
    private static let assignedProperties: Set<String> = ["frame", "bounds", "size"]

    /// A literal size given to a UIKit view, decided once the view's type is known.
    private struct Candidate {
        var node: Syntax
        var receiver: ReceiverKey?
        /// For a view created with the frame: its type.
        var createdType: String?
        var width: Double?
        var height: Double?
        var receiverText: String?
    }

    private let minimum: Double
    private var candidates: [Candidate] = []
    private var classes: DeclaredClasses { file.facts.declaredClasses }
    private var groups: ReceiverGroups { file.facts.receiverGroups }

    static let targetTraits: Set<AccessibilityTrait> = [.button, .link]

    override init(file: SourceFile, metadata: RuleMetadata, context: SourceContext) {
        minimum = context.profile.minimumTargetSize
        super.init(file: file, metadata: metadata, context: context)
    }

    override func visit(_ assignment: Assignment, scope: ScopeChain) {
        guard assignment.operation == .assign, let receiver = assignment.receiver else { return }
        switch assignment.property {
        case "frame", "bounds":
            guard let size = Self.literalSize(assignment.value) else { return }
            add(
                Candidate(
                    node: Syntax(assignment.value), receiver: scope.key(forReceiver: receiver), width: size.width,
                    height: size.height, receiverText: receiver.trimmedDescription))
        case "size":
            // `button.frame.size = CGSize(width: 20, height: 20)`.
            guard let view = receiver.as(MemberAccessExprSyntax.self),
                ["frame", "bounds"].contains(view.declName.baseName.text),
                let base = view.base, let size = Self.literalSize(assignment.value)
            else { return }
            add(
                Candidate(
                    node: Syntax(assignment.value), receiver: scope.key(forReceiver: base), width: size.width,
                    height: size.height, receiverText: base.trimmedDescription))
        default:
            return
        }
    }

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            switch member.declName.baseName.text {
            case "constraint":
                noteConstraint(node, anchor: base, scope: scope)
            case "frame":
                checkSwiftUIFrame(node, period: member.period)
            default:
                break
            }
        } else if let frame = BehaviourSyntax.argument("frame", of: node),
            let type = RuleWalker.constructedType(ExprSyntax(node)),
            let size = Self.literalSize(frame)
        {
            // The argument first: few calls have a `frame:`, and it is the cheaper test.
            add(
                Candidate(node: Syntax(frame), receiver: nil, createdType: type, width: size.width, height: size.height)
            )
        }
    }

    /// `button.widthAnchor.constraint(equalToConstant: 20)`.
    private func noteConstraint(_ call: FunctionCallExprSyntax, anchor: ExprSyntax, scope: ScopeChain) {
        guard let member = anchor.as(MemberAccessExprSyntax.self), let view = member.base,
            let constant = BehaviourSyntax.argument("equalToConstant", of: call),
            let value = BehaviourSyntax.number(constant)
        else { return }
        let key = scope.key(forReceiver: view)
        let text = view.trimmedDescription
        switch member.declName.baseName.text {
        case "widthAnchor":
            add(Candidate(node: Syntax(constant), receiver: key, width: value, receiverText: text))
        case "heightAnchor":
            add(Candidate(node: Syntax(constant), receiver: key, height: value, receiverText: text))
        default:
            return
        }
    }

    private func add(_ candidate: Candidate) {
        let isSmall = [candidate.width, candidate.height].contains { $0.map { $0 > 0 && $0 < minimum } == true }
        if isSmall { candidates.append(candidate) }
    }

    /// `CGRect(x: 0, y: 0, width: 20, height: 20)`, `CGRect(origin: .zero, size: CGSize(width: 20, height: 20))`,
    /// `CGSize(width: 20, height: 20)`: the literal sides, nil when neither is a literal.
    private static func literalSize(_ expression: ExprSyntax) -> (width: Double?, height: Double?)? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let type = RuleWalker.constructedType(expression) ?? Self.implicitType(call)
        else { return nil }
        if ["CGRect", "CGSize"].contains(type) {
            if let size = BehaviourSyntax.argument("size", of: call) { return literalSize(size) }
            let width = BehaviourSyntax.number(BehaviourSyntax.argument("width", of: call))
            let height = BehaviourSyntax.number(BehaviourSyntax.argument("height", of: call))
            return width == nil && height == nil ? nil : (width, height)
        }
        return nil
    }

    /// `.init(x: 0, y: 0, width: 20, height: 20)` assigned to a frame is a CGRect.
    private static func implicitType(_ call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == "init"
        else { return nil }
        return call.arguments.contains { $0.label?.text == "x" || $0.label?.text == "origin" } ? "CGRect" : "CGSize"
    }

    // MARK: SwiftUI

    /// `.frame(width: 20, height: 20)` on a Button, a Link, a view with a tap action, or the only view of a
    /// Button's label.
    private func checkSwiftUIFrame(_ call: FunctionCallExprSyntax, period: TokenSyntax) {
        let width = BehaviourSyntax.number(BehaviourSyntax.argument("width", of: call))
        let height = BehaviourSyntax.number(BehaviourSyntax.argument("height", of: call))
        guard [width, height].contains(where: { $0.map { $0 > 0 && $0 < minimum } == true }) else { return }
        let chain = ModifierChain.modifiers(around: call)
        guard let position = chain.firstIndex(where: { $0.call.id == call.id }) else { return }
        let after = chain[(position + 1)...]
        // A later frame at least the minimum is the size that takes the touch.
        if after.contains(where: { $0.name == "frame" && enlargesToMinimum($0) }) { return }
        // A full-width row (`maxWidth: .infinity`) in a list, or in a stack whose spacing keeps
        // neighbours a minimum apart, passes WCAG 2.5.8's spacing test whatever its height.
        if width.map({ $0 >= minimum }) ?? true, let height,
            isSpacedFullWidthRow(chain: chain, height: height, call: call)
        {
            return
        }
        // Toolbar buttons get the bar's own touch area.
        let containers = SwiftUIViews.enclosingViews(of: call).compactMap { SwiftUIViews.constructorName($0.call) }
        if containers.contains(where: ["ToolbarItem", "ToolbarItemGroup"].contains) { return }
        let subject: String
        if let root = ModifierChain.rootName(of: call), Self.isTarget(root) {
            subject = "this \(root)"
        } else if let tap = after.firstIndex(where: { $0.name == "onTapGesture" }) {
            // Padding between the frame and the tap action widens what the tap covers.
            guard !after[..<tap].contains(where: { ["padding", "contentShape"].contains($0.name) }) else { return }
            subject = "this tappable view"
        } else if let control = labelledControl(of: call), !after.contains(where: { $0.name == "padding" }) {
            subject = "this \(control)"
        } else {
            return
        }
        let certainty: FindingCertainty = context.profile.appliesSpacingException ? .needsReview : .violation
        report(period, message(subject: subject, width: width, height: height), certainty: certainty)
    }

    /// `.frame(width: 44, height: 44)`, `.frame(minWidth: 44, minHeight: 44)`: every side given is at least the minimum.
    private func enlargesToMinimum(_ frame: Modifier) -> Bool {
        let sides = ["width", "height", "minWidth", "minHeight"].compactMap {
            BehaviourSyntax.number(frame.argument($0))
        }
        return !sides.isEmpty && sides.allSatisfy { $0 >= minimum }
    }

    /// Whether the view spans the width (`.frame(maxWidth: .infinity)`) and sits in a `List` or `Form`
    /// (rows apart, with dividers) or a vertical stack whose `spacing:` keeps its neighbours far
    /// enough for a circle of the minimum centred on it.
    private func isSpacedFullWidthRow(chain: [Modifier], height: Double, call: FunctionCallExprSyntax) -> Bool {
        let spansWidth = chain.contains { modifier in
            modifier.name == "frame" && modifier.argument("maxWidth")?.trimmedDescription.hasSuffix("infinity") == true
        }
        guard spansWidth else { return false }
        for container in SwiftUIViews.enclosingViews(of: call) {
            guard let name = SwiftUIViews.constructorName(container.call) else { continue }
            if ["List", "Form"].contains(name) { return true }
            if ["VStack", "LazyVStack"].contains(name) {
                let spacing = BehaviourSyntax.number(BehaviourSyntax.argument("spacing", of: container.call))
                return spacing.map { height + $0 >= minimum } ?? false
            }
        }
        return false
    }

    /// The control whose label is just this view (`Button { Image(…).frame(…) }`), when its style adds no padding.
    private func labelledControl(of call: FunctionCallExprSyntax) -> String? {
        let end = SwiftUIViews.chainEnd(of: call)
        guard let item = end.parent?.as(CodeBlockItemSyntax.self),
            let list = item.parent?.as(CodeBlockItemListSyntax.self),
            list.count == 1, let container = SwiftUIViews.enclosingViews(of: call).first,
            let name = SwiftUIViews.constructorName(container.call), Self.isTarget(name)
        else { return nil }
        let styled = container.modifiers.contains { modifier in
            ["buttonStyle", "controlSize"].contains(modifier.name)
                && BehaviourSyntax.identifiers(in: [Syntax(modifier.call.arguments)]).contains {
                    $0.contains("bordered") || $0 == "large"
                }
        }
        // Space given to the control itself may be taken as part of it: Rotor stays quiet rather than guess.
        let sized = container.modifiers.contains { ["padding", "contentShape", "frame"].contains($0.name) }
        return styled || sized ? nil : name
    }

    private static func isTarget(_ typeName: String) -> Bool {
        !SourceTraits.forType(typeName).isDisjoint(with: targetTraits)
    }

    // MARK: Deciding

    override func finish(facts: FileFacts) {
        // Width and height constraints on one view make one finding, at the first.
        var merged: [Candidate] = []
        var indexByReceiver: [ReceiverKey: Int] = [:]
        for candidate in candidates {
            guard let receiver = candidate.receiver.map({ groups.canonical($0, facts: facts) }) else {
                merged.append(candidate)
                continue
            }
            if let index = indexByReceiver[receiver] {
                merged[index].width = merged[index].width ?? candidate.width
                merged[index].height = merged[index].height ?? candidate.height
            } else {
                indexByReceiver[receiver] = merged.count
                merged.append(candidate)
            }
        }
        let certainty: FindingCertainty = context.profile.appliesSpacingException ? .needsReview : .violation
        for candidate in merged {
            guard let type = targetType(of: candidate, facts: facts) else { continue }
            if classes.declares(anyOf: ["point", "hitTest"], type, facts: facts) { continue }
            let subject = candidate.receiverText.map { $0 == "self" ? "this \(type)" : $0 } ?? "this \(type)"
            report(
                candidate.node, message(subject: subject, width: candidate.width, height: candidate.height),
                certainty: certainty)
        }
    }

    /// The view's type when it is a button, a link or a view with a tap recognizer; nil otherwise.
    private func targetType(of candidate: Candidate, facts: FileFacts) -> String? {
        if let created = candidate.createdType {
            return Self.isTarget(classes.externalRoot(of: created)) ? created : nil
        }
        guard let receiver = candidate.receiver else { return nil }
        let declared = receiver.path == "self" ? nil : groups.typeName(of: receiver, facts: facts)
        if let type = declared ?? (receiver.path == "self" ? nil : SourceTraits.typeNamed(after: receiver.path)),
            Self.isTarget(classes.externalRoot(of: type))
        {
            return type
        }
        let isTapped = groups.keys(sharing: receiver, facts: facts).contains {
            !facts.calls("addGestureRecognizer", on: $0).isEmpty
        }
        return isTapped ? (declared ?? "view") : nil
    }

    /// "20", "20.5": at most one decimal, none when whole.
    static func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return String(format: rounded == rounded.rounded() ? "%.0f" : "%.1f", rounded)
    }

    private func message(subject: String, width: Double?, height: Double?) -> String {
        let profile = context.profile
        let unit = "pt"
        let minimumText = Self.format(minimum)
        let size: String
        switch (width, height) {
        case (let width?, let height?): size = "\(Self.format(width))×\(Self.format(height)) \(unit)"
        case (let width?, nil): size = "\(Self.format(width)) \(unit) wide"
        case (nil, let height?): size = "\(Self.format(height)) \(unit) tall"
        case (nil, nil): size = "smaller"
        }
        let required = "\(minimumText)×\(minimumText) \(unit) under \(profile.displayName)"
        if profile.appliesSpacingException {
            return
                "Make \(subject) at least \(required) (it is \(size) here), or check that a \(minimumText) \(unit) circle "
                + "centred on it stays clear of other controls"
        }
        return "Make \(subject) at least \(required); it is \(size) here"
    }
}

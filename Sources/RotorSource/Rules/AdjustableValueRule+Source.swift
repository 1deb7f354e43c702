import Foundation
import RotorKit
import SwiftSyntax

/// `adjustable-value` in Swift source: a custom view made adjustable that cannot be
/// adjusted, and a slider, stepper or switch whose setting is written into its label.
extension AdjustableValueRule: SourceRule {
    public var sourceExamples: [SourceExample] {
        [
            .triggering(
                "a custom view made adjustable without accessibilityIncrement and accessibilityDecrement",
                """
                final class RatingView: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        isAccessibilityElement = true
                        accessibilityLabel = "Rating"
                        accessibilityTraits = ↓.adjustable
                    }
                }
                """),
            .triggering(
                "a plain UIView given the adjustable trait",
                """
                let quantityRow = UIView()
                quantityRow.accessibilityTraits.insert(↓.adjustable)
                """),
            .triggering(
                "a slider's value interpolated into its label",
                """
                volumeSlider.accessibilityLabel = ↓"Volume \\(Int(volumeSlider.value * 100))%"
                """),
            .triggering(
                "SwiftUI controls with their setting in the label",
                """
                Slider(value: $volume, in: 0...100)
                    .accessibilityLabel(↓"Volume \\(Int(volume))")
                Toggle(isOn: $isDarkMode) { Text("Dark Theme") }
                    .accessibilityLabel(Text(↓"Dark Theme \\(isDarkMode ? "On" : "Off")"))
                """),
            .nonTriggering(
                "an adjustable view that implements both actions, and one declared in another file",
                """
                final class RatingView: UIView {
                    var rating = 3

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        accessibilityTraits = .adjustable
                    }

                    override func accessibilityIncrement() { rating += 1 }
                    override func accessibilityDecrement() { rating -= 1 }
                }
                extension StarRatingControl {
                    func configureAccessibility() { accessibilityTraits = .adjustable }
                }
                pageControl.accessibilityTraits = .adjustable
                """),
            .nonTriggering(
                "the setting kept in accessibilityValue, and names interpolated into labels",
                """
                volumeSlider.accessibilityLabel = "Volume"
                volumeSlider.accessibilityValue = "\\(Int(volumeSlider.value * 100))%"
                alarmSwitch.accessibilityLabel = "\\(alarm.name)"
                Slider(value: $volume, in: 0...100)
                    .accessibilityLabel("Volume")
                    .accessibilityValue("\\(Int(volume))%")
                Toggle(isOn: $setting.isEnabled) { Text(setting.title) }
                    .accessibilityLabel("\\(setting.title)")
                """),
        ]
    }

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        AdjustableValueChecker(file: file, metadata: metadata, context: context)
    }
}

final class AdjustableValueChecker: SourceChecker {
    override var interests: SourceInterests { [.calls, .assignments] }
    override var callNames: Set<String>? { Self.callNames }
    private static let callNames: Set<String> = ["accessibilityLabel"]
    override var assignedProperties: Set<String>? { Self.assignedProperties }
    private static let assignedProperties: Set<String> = ["accessibilityTraits", "accessibilityLabel"]

    private struct AdjustableCandidate {
        var trait: ExprSyntax
        var receiver: ReceiverKey
        var enclosingType: String?
    }

    private struct LabelCandidate {
        var literal: StringLiteralExprSyntax
        var receiver: ReceiverKey
    }

    private var adjustables: [AdjustableCandidate] = []
    private var labels: [LabelCandidate] = []
    private var classes: DeclaredClasses { file.facts.declaredClasses }
    private var groups: ReceiverGroups { file.facts.receiverGroups }

    /// System views that implement accessibilityIncrement() and accessibilityDecrement() themselves.
    static let adjustableSystemTypes: Set<String> = [
        "UISlider", "UIStepper", "UIPageControl", "UIPickerView", "UIDatePicker",
    ]
    /// Controls whose setting VoiceOver reads as their value.
    static let settingControls: Set<String> = ["UISlider", "UIStepper", "UISwitch"]
    static let settingViews: Set<String> = ["Slider", "Stepper", "Toggle"]
    /// Names that hold a control's setting in UIKit and SwiftUI code.
    static let settingNames: Set<String> = ["value", "isOn"]

    override func visit(_ assignment: Assignment, scope: ScopeChain) {
        let receiver = scope.key(forReceiver: assignment.receiver)
        if assignment.property == "accessibilityTraits", [.assign, .orAssign, .insert].contains(assignment.operation),
            let adjustable = TraitSpelling.mentioned(in: assignment.value).first(where: { $0.trait == .adjustable })
        {
            adjustables.append(
                AdjustableCandidate(trait: adjustable.node, receiver: receiver, enclosingType: scope.typeName))
        } else if assignment.property == "accessibilityLabel", assignment.operation == .assign,
            let literal = assignment.value.as(StringLiteralExprSyntax.self)
        {
            labels.append(LabelCandidate(literal: literal, receiver: receiver))
        }
    }

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
            member.declName.baseName.text == "accessibilityLabel", node.arguments.count == 1,
            let argument = node.arguments.first?.expression,
            let root = ModifierChain.root(of: node).as(FunctionCallExprSyntax.self),
            let view = SwiftUIViews.constructorName(root), Self.settingViews.contains(view),
            let literal = argument.as(StringLiteralExprSyntax.self)
                ?? argument.as(FunctionCallExprSyntax.self)?.arguments.first?.expression.as(
                    StringLiteralExprSyntax.self)
        else { return }
        // The state the control is bound to (`$volume` → `volume`) is its setting.
        var names = Self.settingNames
        for argument in root.arguments where ["value", "isOn"].contains(argument.label?.text) {
            if let last = ScopeChain.memberPath(argument.expression)?.last {
                names.insert(last.replacingOccurrences(of: "$", with: ""))
            }
        }
        if Self.interpolatesSetting(literal, names: names) {
            report(
                literal,
                "Keep .accessibilityLabel to the control's name\(Self.quotedName(literal)) and give its setting "
                    + "with .accessibilityValue(…): VoiceOver announces a value each time it changes, but does not re-read a label"
            )
        }
    }

    override func finish(facts: FileFacts) {
        for candidate in adjustables {
            if let message = adjustableMessage(candidate, facts: facts) { report(candidate.trait, message) }
        }
        for candidate in labels {
            let path = candidate.receiver.path
            guard
                let typeName = groups.typeName(of: candidate.receiver, facts: facts)
                    ?? SourceTraits.typeNamed(after: path),
                Self.settingControls.contains(classes.externalRoot(of: typeName)),
                Self.interpolatesSetting(candidate.literal, names: Self.settingNames)
            else { continue }
            let receiver = path == "self" ? "" : path + "."
            report(
                candidate.literal,
                "Keep the label to the control's name\(Self.quotedName(candidate.literal)) and put its "
                    + "setting in \(receiver)accessibilityValue: VoiceOver announces a value each time it changes, but does not "
                    + "re-read a label")
        }
    }

    /// What to say about an adjustable trait, or nil when the view can be adjusted (or Rotor cannot see its class).
    private func adjustableMessage(_ candidate: AdjustableCandidate, facts: FileFacts) -> String? {
        let typeName: String
        if candidate.receiver.path == "self" {
            // A class declared elsewhere may implement the actions in its own file.
            guard let enclosing = candidate.enclosingType, classes.isDeclared(enclosing) else { return nil }
            typeName = enclosing
        } else {
            guard let known = groups.typeName(of: candidate.receiver, facts: facts) else { return nil }
            typeName = known
        }
        let lineage = classes.lineage(of: typeName)
        guard let root = lineage.last, root.hasPrefix("UI"), !Self.adjustableSystemTypes.contains(root) else {
            return nil
        }
        let increments = lineage.contains { facts.typeDeclares("accessibilityIncrement", inTypeNamed: $0) }
        let decrements = lineage.contains { facts.typeDeclares("accessibilityDecrement", inTypeNamed: $0) }
        let consequence = "VoiceOver announces it as adjustable, and a swipe up or down does nothing without them"
        guard classes.isDeclared(typeName) else {
            return "A \(typeName) does not change when swiped up or down: give the adjustable trait to a subclass that "
                + "overrides accessibilityIncrement() and accessibilityDecrement() to change its value"
        }
        switch (increments, decrements) {
        case (true, true): return nil
        case (true, false):
            return "Override accessibilityDecrement() in \(typeName) as well, to lower its value: \(consequence)"
        case (false, true):
            return "Override accessibilityIncrement() in \(typeName) as well, to raise its value: \(consequence)"
        case (false, false):
            return
                "Override accessibilityIncrement() and accessibilityDecrement() in \(typeName) to change its value: \(consequence)"
        }
    }

    /// A label that interpolates the control's setting: a name in `names`, a percentage, or an
    /// on/off choice between strings.
    private static func interpolatesSetting(_ literal: StringLiteralExprSyntax, names: Set<String>) -> Bool {
        let segments = Array(literal.segments)
        for (index, segment) in segments.enumerated() {
            guard let interpolation = segment.as(ExpressionSegmentSyntax.self) else { continue }
            if index + 1 < segments.count, let next = segments[index + 1].as(StringSegmentSyntax.self),
                next.content.text.drop(while: { $0 == " " }).hasPrefix("%")
            {
                return true
            }
            var stack: [Syntax] = [Syntax(interpolation.expressions)]
            while let node = stack.popLast() {
                if let reference = node.as(DeclReferenceExprSyntax.self), names.contains(reference.baseName.text) {
                    return true
                }
                if let member = node.as(MemberAccessExprSyntax.self), names.contains(member.declName.baseName.text) {
                    return true
                }
                // `isOn ? "On" : "Off"`: unfolded, the ternary holds the first string and sits beside the second.
                if node.is(UnresolvedTernaryExprSyntax.self) || node.is(TernaryExprSyntax.self),
                    node.parent?.children(viewMode: .sourceAccurate).contains(where: {
                        $0.is(StringLiteralExprSyntax.self)
                    }) == true
                        || node.children(viewMode: .sourceAccurate).contains(where: {
                            $0.is(StringLiteralExprSyntax.self)
                        })
                {
                    return true
                }
                stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
            }
        }
        return false
    }

    /// ` ("Volume")`: the text before the first interpolation, when there is some.
    private static func quotedName(_ literal: StringLiteralExprSyntax) -> String {
        var name = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { break }
            name += plain.content.text
        }
        let trimmed = name.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ":,-–")))
        return trimmed.isEmpty ? "" : " (\"\(trimmed)\")"
    }
}

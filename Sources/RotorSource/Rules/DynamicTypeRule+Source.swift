import RotorKit
import SwiftSyntax

/// `dynamic-type` in Swift source: text grows with the text size a person chooses in Settings
/// (Dynamic Type) only when its font comes from a text style or is scaled from one; a font of a
/// fixed point size stays that size.
extension DynamicTypeRule: SourceRule {
    public var sourceExamples: [SourceExample] {
        [
            .triggering(
                "SwiftUI text in a fixed-size system font",
                """
                Text("Balance")
                    .font(↓.system(size: 17, weight: .semibold))
                let captionFont = ↓Font.system(size: 12)
                """),
            .triggering(
                "a custom font opted out of scaling (for review)",
                """
                Text(code).font(↓.custom("Menlo", fixedSize: 14))
                """),
            .triggering(
                "UIKit labels in fixed-size fonts",
                """
                titleLabel.font = ↓UIFont.boldSystemFont(ofSize: 22)
                bodyLabel.font = ↓UIFont(name: "Avenir-Book", size: 16)
                """),
            .triggering(
                "a label's font resized to a fixed size",
                """
                bodyLabel.font = ↓bodyLabel.font.withSize(15)
                """),
            .triggering(
                "attributed text built with fixed-size fonts, directly or through a constant of the type",
                """
                final class PriceCell: UITableViewCell {
                    private static let textSize: CGFloat = 15

                    func configure(with price: String, isSale: Bool) {
                        let attributes: [NSAttributedString.Key: Any] = [
                            .font: isSale ? ↓UIFont.boldSystemFont(ofSize: Self.textSize) : ↓UIFont.systemFont(ofSize: Self.textSize),
                        ]
                        priceLabel.attributedText = NSAttributedString(string: price, attributes: attributes)
                        noteLabel.attributedText = NSAttributedString(string: note, attributes: [NSAttributedString.Key.font: ↓UIFont(name: "Avenir-Book", size: 13)!])
                    }
                }
                """),
            .triggering(
                "a fixed font with adjustsFontForContentSizeCategory, which cannot scale it",
                """
                let priceLabel = UILabel()
                priceLabel.adjustsFontForContentSizeCategory = true
                priceLabel.font = ↓.systemFont(ofSize: 15, weight: .medium)
                """),
            .nonTriggering(
                "SwiftUI text styles, scaled custom fonts and @ScaledMetric sizes",
                """
                struct BalanceView: View {
                    @ScaledMetric(relativeTo: .title) private var amountSize: CGFloat = 34

                    var body: some View {
                        VStack {
                            Text("Balance").font(.headline)
                            Text(amount).font(.system(size: amountSize, weight: .bold))
                            Text(note).font(.custom("Avenir-Book", size: 16, relativeTo: .body))
                            Text(detail).font(.custom("Avenir-Book", size: 14))
                            Text("Total").font(.system(.title2, design: .rounded))
                            Image(systemName: "star.fill").font(.system(size: 24))
                            Label("Play", systemImage: "play.fill")
                                .labelStyle(.iconOnly)
                                .font(.system(size: 32))
                            Label("Skip", systemImage: "forward.fill")
                                .font(.system(size: 32))
                                .labelStyle(IconOnlyLabelStyle())
                        }
                    }
                }
                """),
            .nonTriggering(
                "fixed fonts already twice Body's size, directly or through a constant of the type",
                """
                Text(timer.remaining).font(.system(size: 48, weight: .light))
                countdownLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 40, weight: .bold)

                struct CodeField: View {
                    let digitSize: CGFloat = 40

                    var body: some View {
                        TextField("Code", text: $code).font(.system(size: digitSize))
                    }
                }
                """),
            .nonTriggering(
                "symbols alone, in a group or a button's label, Labels made icon-only around them",
                """
                Button(action: togglePlayback) {
                    Group {
                        if isPlaying {
                            Label("Pause", systemImage: "pause.fill")
                        } else {
                            Label("Play", systemImage: "play.fill")
                        }
                    }
                    .font(.system(size: 36, weight: .bold))
                    .labelStyle(.iconOnly)
                }
                Button { skipForward() } label: {
                    Image(systemName: "goforward.15")
                }
                .font(.system(size: 28))

                struct TileLabelStyle: LabelStyle {
                    static let iconSize: CGFloat = 32

                    func makeBody(configuration: Configuration) -> some View {
                        VStack {
                            configuration.icon.font(.system(size: Self.iconSize))
                            configuration.title
                        }
                    }
                }
                """),
            .triggering(
                "a stack or group that shows text beside its symbols",
                """
                HStack {
                    Image(systemName: "clock")
                    Text(remaining)
                }
                .font(↓.system(size: 15))
                Group {
                    Label("Pause", systemImage: "pause.fill")
                }
                .font(↓.system(size: 20))
                """),
            .nonTriggering(
                "sizes UIFontMetrics scales, directly, through a helper, or from @ScaledMetric declared later",
                """
                struct BadgeView: View {
                    var body: some View {
                        VStack {
                            Text(count).font(.system(size: UIFontMetrics.default.scaledValue(for: 12)))
                            Text(title).font(.system(size: Metrics.titleSize, weight: .bold))
                            Text(note).font(.system(size: noteSize))
                        }
                    }

                    @ScaledMetric(relativeTo: .footnote) private var noteSize: CGFloat = 13
                }

                enum Metrics {
                    static var titleSize: CGFloat { scaled(22) }
                    static func scaled(_ size: CGFloat) -> CGFloat { UIFontMetrics(forTextStyle: .title2).scaledValue(for: size) }
                }

                countLabel.font = .monospacedDigitSystemFont(ofSize: UIFontMetrics.default.scaledValue(for: 13), weight: .regular)
                """),
            .triggering(
                "a Label that shows its title, in its own or a custom style Rotor cannot see into",
                """
                Label("Play", systemImage: "play.fill")
                    .font(↓.system(size: 17))
                Label("Skip", systemImage: "forward.fill")
                    .labelStyle(CapsuleLabelStyle())
                    .font(↓.system(size: 17))
                """),
            .triggering(
                "a size computed from members that do not scale (for review)",
                """
                Text(title).font(↓.system(size: Metrics.titleSize))
                enum Metrics {
                    static let titleSize: CGFloat = 22
                }
                """),
            .triggering(
                "a text style's font set once, on a label that does not adjust it",
                """
                final class CoinCountView: UIView {
                    private let countLabel = UILabel()

                    func configureViews() {
                        countLabel.font = ↓UIFont.preferredFont(forTextStyle: .footnote)
                        addSubview(countLabel)
                    }
                }
                """),
            .nonTriggering(
                "a text style's font set again whenever the text size setting changes",
                """
                final class CoinCountView: UIView {
                    private let countLabel = UILabel()

                    func configureViews() {
                        countLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
                        addSubview(countLabel)
                    }

                    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                        super.traitCollectionDidChange(previousTraitCollection)
                        countLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
                    }
                }
                """),
            .nonTriggering(
                "UIKit fonts from text styles or scaled with UIFontMetrics",
                """
                titleLabel.font = .preferredFont(forTextStyle: .headline)
                titleLabel.adjustsFontForContentSizeCategory = true
                let brandFont = UIFont(name: "Avenir-Heavy", size: 22) ?? .boldSystemFont(ofSize: 22)
                bodyLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Avenir-Book", size: 16) ?? .systemFont(ofSize: 16))
                bodyLabel.adjustsFontForContentSizeCategory = true
                """),
            .nonTriggering(
                "a site's first letter shown in place of its missing favicon, sized to the tile",
                """
                Text(favorite.domain.first?.uppercased() ?? "")
                    .foregroundColor(.white)
                    .font(.system(size: 42))
                Text(contact.name.prefix(1))
                    .font(.system(size: 20, weight: .bold))
                Text(String(contact.name.first!))
                    .font(.system(size: 20))
                """),
            .triggering(
                "text that people read, in a fixed size, even when it is the first of several",
                """
                Text(favorite.domain)
                    .font(↓.system(size: 13))
                Text(items.first?.title ?? "")
                    .font(↓.system(size: 13))
                """),
            .nonTriggering(
                "a size for tvOS or a Mac in shared code, picked at run time",
                """
                struct LetterBar: View {
                    var body: some View {
                        letters
                            .font(UIDevice.isTV ? .system(size: 22, weight: .semibold) : .footnote)
                    }
                    var letters: some View {
                        Text("A–Z")
                            .font(ProcessInfo.processInfo.isiOSAppOnMac ? .system(size: 13) : .caption)
                    }
                }

                extension UIDevice {
                    static var isTV: Bool { current.userInterfaceIdiom == .tv }
                }
                """),
            .nonTriggering(
                "attributed text in scaled fonts, text drawn into an image, and a bar's title attributes",
                """
                let attributes: [NSAttributedString.Key: Any] = [
                    .font: UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 15, weight: .medium)),
                ]
                priceLabel.attributedText = NSAttributedString(string: price, attributes: attributes)
                captionLabel.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: captionFont.withSize(12))

                let letterAttributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 40)]
                (letter as NSString).draw(at: .zero, withAttributes: letterAttributes)
                navigationController?.navigationBar.titleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 17)]
                """),
            .nonTriggering(
                "a label drawn into an image, and a run of an attributed string",
                """
                func letterIcon(_ letter: String, size: CGFloat, in context: CGContext) {
                    let label = UILabel(frame: CGRect(x: 0, y: 0, width: size, height: size))
                    label.font = UIFont.boldSystemFont(ofSize: size * 0.6)
                    label.text = letter
                    label.layer.draw(in: context)
                }

                var instructions = AttributedString(localized: "Open Settings › Sync")
                if let range = instructions.range(of: "Settings › Sync") {
                    instructions[range].font = .boldSystemFont(ofSize: 16)
                }
                """),
        ]
    }

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        DynamicTypeChecker(file: file, metadata: metadata, context: context)
    }

    public var projectFacts: [any ProjectFact.Type] { [ScaledMembers.self] }
    public var indexConditions: [any IndexCondition.Type] { [UnscaledSize.self] }
}

final class DynamicTypeChecker: SourceChecker {
    override var interests: SourceInterests { [.calls, .assignments] }
    override var callNames: Set<String>? { Self.callNames }
    private static let callNames: Set<String> = Set(["system", "custom", "UIFont", "withSize"]).union(fixedSystemFonts)
    override var assignedProperties: Set<String>? { Self.assignedProperties }
    private static let assignedProperties: Set<String> = ["font"]

    private struct Candidate {
        var font: FunctionCallExprSyntax
        var receiver: ReceiverKey
        /// `titleLabel` as written, or nil for the view itself.
        var receiverText: String?
        var size: SizeScaling
        /// `font.withSize(15)`: what it makes of a scaled font is not documented, so a receiver set to
        /// adjust its font is left alone.
        var isResized: Bool
    }

    private var candidates: [Candidate] = []
    /// `label.font = .preferredFont(forTextStyle: .body)`: sized for the text size of the moment it is set.
    private var textStyleFonts: [(font: FunctionCallExprSyntax, receiver: ReceiverKey, receiverText: String?)] = []
    private var groups: ReceiverGroups { file.facts.receiverGroups }

    static let fixedSystemFonts: Set<String> = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont",
        "monospacedDigitSystemFont",
    ]

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        if Self.isFixedUIFont(node) {
            checkAttributeFont(node, scope: scope)
            return
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Font"
        else { return }
        let labels = node.arguments.map { $0.label?.text }
        let method = member.declName.baseName.text
        if method == "system", labels.contains("size"), !labels.contains("relativeTo") {
            guard !isOnImage(node), let size = node.arguments.first(where: { $0.label?.text == "size" })?.expression,
                let scaling = SizeScaling(size, owner: scope.typeName)
            else { return }
            report(
                node,
                "Use a text style (.font(.body), .font(.title2)), .custom(name, size:, relativeTo:) or a size from "
                    + "@ScaledMetric instead of .system(size:), so this text grows with the user's text size setting",
                certainty: scaling.certainty, condition: scaling.condition)
        } else if method == "custom", labels.contains("fixedSize") {
            report(
                node,
                "If this text need not stay one size, use .custom(name, size:, relativeTo:) so it grows with the "
                    + "user's text size setting; fixedSize opts out of Dynamic Type", certainty: .needsReview)
        }
    }

    override func visit(_ assignment: Assignment, scope: ScopeChain) {
        // A run of an attributed string (`text[range].font = …`) takes its size from where the
        // string is shown: SwiftUI's Text ignores a UIKit font there, and no view setting applies.
        guard assignment.property == "font", assignment.operation == .assign,
            assignment.receiver?.is(SubscriptCallExprSyntax.self) != true
        else { return }
        if let call = assignment.value.as(FunctionCallExprSyntax.self),
            BehaviourSyntax.calleeName(call) == "preferredFont"
        {
            if let receiver = assignment.receiver, Self.isStoredProperty(receiver) {
                textStyleFonts.append((call, scope.key(forReceiver: receiver), receiver.trimmedDescription))
            }
            return
        }
        guard let font = Self.unscaledFixedFont(in: assignment.value),
            let size = Self.sizeArgument(of: font),
            let scaling = SizeScaling(size, owner: scope.typeName)
        else { return }
        candidates.append(
            Candidate(
                font: font, receiver: scope.key(forReceiver: assignment.receiver),
                receiverText: assignment.receiver?.trimmedDescription, size: scaling,
                isResized: BehaviourSyntax.calleeName(font) == "withSize"))
    }

    /// `[.font: UIFont.systemFont(ofSize: 16)]`: an attributed string keeps the font it was built
    /// with, so its text stays that size whatever the label's settings. Text drawn or measured
    /// (`draw(at:withAttributes:)`, `size(withAttributes:)`) is not read on screen, and bars' title
    /// attributes are enlarged by the Large Content Viewer instead.
    private func checkAttributeFont(_ font: FunctionCallExprSyntax, scope: ScopeChain) {
        guard let dictionary = Self.attributeDictionary(holding: font), !Self.isDrawnOrBarTitle(dictionary),
            let size = Self.sizeArgument(of: font), let scaling = SizeScaling(size, owner: scope.typeName)
        else { return }
        report(
            font,
            "Make this attributed text's font with UIFontMetrics(forTextStyle: .body).scaledFont(for:) or "
                + "UIFont.preferredFont(forTextStyle:), and build the string again when the text size changes: an attributed "
                + "string keeps the size it was given, so this text does not grow with the user's text size setting",
            certainty: scaling.certainty, condition: scaling.condition)
    }

    /// The dictionary literal whose `.font` entry is `font` (through `?:` and parentheses), or nil.
    private static func attributeDictionary(holding font: FunctionCallExprSyntax) -> DictionaryExprSyntax? {
        var current = Syntax(font)
        while let parent = current.parent {
            if let element = parent.as(DictionaryElementSyntax.self) {
                guard element.value.id == current.id, isFontKey(element.key) else { return nil }
                return element.parent?.parent?.as(DictionaryExprSyntax.self)
            }
            guard
                parent.is(TernaryExprSyntax.self) || parent.is(TupleExprSyntax.self)
                    || parent.is(ForceUnwrapExprSyntax.self) || parent.is(LabeledExprListSyntax.self)
                    || parent.is(LabeledExprSyntax.self) && parent.parent?.parent?.is(TupleExprSyntax.self) == true
                    || parent.is(ExprListSyntax.self) || parent.is(SequenceExprSyntax.self)
                    || parent.is(UnresolvedTernaryExprSyntax.self)
                    || parent.is(InfixOperatorExprSyntax.self)
            else { return nil }
            current = parent
        }
        return nil
    }

    /// `.font`, `NSAttributedString.Key.font` or Swift 4's `NSAttributedStringKey.font`.
    private static func isFontKey(_ key: ExprSyntax) -> Bool {
        guard let member = key.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "font" else {
            return false
        }
        guard let base = member.base?.trimmedDescription else { return true }
        return base == "NSAttributedString.Key" || base == "NSAttributedStringKey"
    }

    private static let drawingCalls: Set<String> = ["draw", "size", "boundingRect"]

    /// Whether the dictionary, or the constant or variable it is stored in, is handed to a call that
    /// draws or measures text, or set as a bar's title attributes.
    private static func isDrawnOrBarTitle(_ dictionary: DictionaryExprSyntax) -> Bool {
        let isUse: (LabeledExprSyntax) -> Bool = { argument in
            guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                let name = BehaviourSyntax.calleeName(call)
            else { return false }
            return drawingCalls.contains(name) || name.hasSuffix("TextAttributes")
        }
        let parent = dictionary.parent
        if let argument = parent?.as(LabeledExprSyntax.self) { return isUse(argument) }
        if let assignment = parent?.parent?.as(SequenceExprSyntax.self)?.elements, assignment.count == 3,
            let target = assignment.first, target.trimmedDescription.hasSuffix("TextAttributes")
        {
            return true
        }
        // `let attributes = [...]` or `attributes = [...]`: its uses in the same function.
        let name: String?
        if let binding = parent?.parent?.as(PatternBindingSyntax.self) {
            name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        } else if let elements = parent?.as(SequenceExprSyntax.self)?.elements
            ?? parent?.parent?.as(SequenceExprSyntax.self)?.elements
        {
            name = elements.first?.as(DeclReferenceExprSyntax.self)?.baseName.text
        } else {
            name = nil
        }
        guard let name else { return false }
        return enclosingBody(of: Syntax(dictionary)).tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == name, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                let argument = reference.parent?.as(LabeledExprSyntax.self)
            else { return false }
            return isUse(argument)
        }
    }

    /// The function, accessor or closure body around `node`, or the file for top-level code.
    private static func enclosingBody(of node: Syntax) -> Syntax {
        var current = node
        while let parent = current.parent {
            if parent.is(CodeBlockSyntax.self) || parent.is(AccessorBlockSyntax.self)
                || parent.is(ClosureExprSyntax.self)
            {
                return parent
            }
            current = parent
        }
        return current
    }

    /// Methods that draw a view into an image instead of showing it (`label.layer.draw(in: context)`):
    /// its font is sized for the image, not for reading.
    private static let viewDrawingCalls: Set<String> = ["draw", "render", "drawHierarchy", "drawText"]

    private func isDrawnIntoAnImage(_ receiver: ReceiverKey, facts: FileFacts) -> Bool {
        let layer = ReceiverKey(scopeID: receiver.scopeID, path: receiver.path + ".layer")
        return [receiver, layer].contains { key in
            facts.receivers[key].map { !Self.viewDrawingCalls.isDisjoint(with: $0.calls.keys) } == true
        }
    }

    /// Code that follows a change of the text size setting and may set fonts again.
    private static let sizeChangeHandlers = [
        "traitCollectionDidChange", "registerForTraitChanges", "didChangeNotification",
        "UIContentSizeCategoryDidChange", "preferredContentSizeCategory",
    ]

    /// UIKit's own text views: a subclass may adjust its font in its own code.
    private static let textViewTypes: Set<String> = ["UILabel", "UITextView", "UITextField"]

    /// `countLabel` or `self.countLabel` that the type around it declares: a view that lives as long
    /// as its owner, unlike one a function builds each time it is shown.
    private static func isStoredProperty(_ receiver: ExprSyntax) -> Bool {
        guard let name = BehaviourSyntax.ownMemberName(receiver) else { return false }
        var current = receiver.parent
        while let node = current, node.asProtocol(DeclGroupSyntax.self) == nil {
            // A local of that name hides the property.
            if let block = node.as(CodeBlockSyntax.self),
                block.statements.contains(where: { item in
                    item.item.as(VariableDeclSyntax.self)?.bindings.contains {
                        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                    } == true
                })
            {
                return false
            }
            current = node.parent
        }
        return current?.asProtocol(DeclGroupSyntax.self)?.memberBlock.members.contains { item in
            item.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            } == true
        } == true
    }

    private func adjustsFont(_ receiver: ReceiverKey, facts: FileFacts) -> Bool {
        groups.assignments(to: "adjustsFontForContentSizeCategory", of: receiver, facts: facts).contains {
            $0.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        }
    }

    override func finish(facts: FileFacts) {
        // A text style's font is sized once; without adjustsFontForContentSizeCategory, or code that
        // follows the setting and sets it again, the text keeps that size when the setting changes.
        // Asked only of a file with such a font: most have none.
        let followsChanges = !textStyleFonts.isEmpty && Self.sizeChangeHandlers.contains(where: file.text.containsBytes)
        for candidate in textStyleFonts
        where !followsChanges && !adjustsFont(candidate.receiver, facts: facts)
            && file.facts.uiKitReceivers.typeName(of: candidate.receiver, facts: facts).map(Self.textViewTypes.contains)
                == true
            && !isDrawnIntoAnImage(candidate.receiver, facts: facts)
        {
            let receiver = candidate.receiverText.map { $0 + "." } ?? ""
            report(
                candidate.font,
                "Set \(receiver)adjustsFontForContentSizeCategory = true: a text style's font is sized "
                    + "when it is set, so without it this text keeps that size when the user changes the text size setting"
            )
        }
        for candidate in candidates where !isDrawnIntoAnImage(candidate.receiver, facts: facts) {
            let receiver = candidate.receiverText.map { $0 + "." } ?? ""
            let adjusts = adjustsFont(candidate.receiver, facts: facts)
            if adjusts && candidate.isResized { continue }
            let message =
                adjusts
                ? "Wrap this font in UIFontMetrics(forTextStyle: .body).scaledFont(for:): "
                    + "\(receiver)adjustsFontForContentSizeCategory resizes only fonts from UIFontMetrics or "
                    + "preferredFont(forTextStyle:), so this text keeps its size whatever the user's text size setting"
                : "Wrap this font in UIFontMetrics(forTextStyle: .body).scaledFont(for:) and set "
                    + "\(receiver)adjustsFontForContentSizeCategory = true, or use UIFont.preferredFont(forTextStyle:), "
                    + "so this text grows with the user's text size setting"
            report(candidate.font, message, certainty: candidate.size.certainty, condition: candidate.size.condition)
        }
    }

    /// How a font's size stands: a literal is fixed; a size UIFontMetrics or a text style gives
    /// grows (nil); any other may be computed from a member that grows (`@ScaledMetric`, a helper
    /// that scales, in any file: `UnscaledSize`), and otherwise a person checks it.
    private struct SizeScaling {
        var certainty: FindingCertainty
        var condition: (any IndexCondition)?

        /// `owner`: the type whose code computes the size, whose members its bare names are.
        init?(_ size: ExprSyntax, owner: String?) {
            if let points = BehaviourSyntax.number(size), points >= DynamicTypeRule.largeEnoughSize { return nil }
            if Self.isLiteral(size) {
                certainty = .violation
                return
            }
            if let points = Self.constantValue(size, owner: owner) {
                if points >= DynamicTypeRule.largeEnoughSize { return nil }
                certainty = .violation
                return
            }
            if ScalingMembers.callsScaling(Syntax(size)) { return nil }
            certainty = .needsReview
            let names = Self.memberNames(in: size, owner: owner)
            condition = names.isEmpty ? nil : UnscaledSize(names: names)
        }

        private static func isLiteral(_ expression: ExprSyntax) -> Bool {
            expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
        }

        /// The value of `fontSize`, `self.fontSize`, `Self.textSize` or `Cell.textSize` in `Cell`'s own
        /// code, where `Cell` declares it `let fontSize: CGFloat = 16`: a constant, so as fixed as the
        /// literal, and as large.
        private static func constantValue(_ size: ExprSyntax, owner: String?) -> Double? {
            let name: String
            if let reference = size.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName.text
                if isDeclaredAround(name, Syntax(size)) { return nil }
            } else if let member = size.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedDescription,
                ["self", "Self", owner].contains(base)
            {
                name = member.declName.baseName.text
            } else {
                return nil
            }
            guard
                let value = BehaviourSyntax.initialValue(
                    ofMember: name, around: size,
                    where: { variable, _ in variable.bindingSpecifier.tokenKind == .keyword(.let) }),
                isLiteral(value)
            else { return nil }
            return BehaviourSyntax.number(value)
        }

        /// Whether a function, closure or block around `node` declares `name` (a parameter or a
        /// local), which would hide a member of that name.
        private static func isDeclaredAround(_ name: String, _ node: Syntax) -> Bool {
            var current = node.parent
            while let scope = current, scope.asProtocol(DeclGroupSyntax.self) == nil {
                if scope.is(FunctionDeclSyntax.self) || scope.is(InitializerDeclSyntax.self)
                    || scope.is(ClosureExprSyntax.self)
                    || scope.is(AccessorDeclSyntax.self) || scope.is(CodeBlockSyntax.self)
                {
                    let declares = scope.tokens(viewMode: .sourceAccurate).contains { token in
                        guard token.text == name, let parent = token.parent else { return false }
                        return parent.is(IdentifierPatternSyntax.self) || parent.is(FunctionParameterSyntax.self)
                            || parent.is(ClosureShorthandParameterSyntax.self) || parent.is(ClosureParameterSyntax.self)
                    }
                    if declares { return true }
                }
                current = scope.parent
            }
            return false
        }

        /// The members a size is computed from, as the index names them (`ScaledMembers`):
        /// `Metrics.titleSize` for `Metrics.titleSize`, `Owner.titleSize` for `titleSize` or
        /// `self.titleSize` in `owner`'s code, `CGFloat.titleSize` for `.titleSize`; a member of
        /// another value (`style.size`), whose type is not known, is left out.
        private static func memberNames(in size: ExprSyntax, owner: String?) -> [String] {
            let own = { (name: String) in owner.map { $0 + "." + name } ?? name }
            var names: [String] = []
            for token in size.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind,
                    let reference = token.parent?.as(DeclReferenceExprSyntax.self)
                else { continue }
                guard let member = reference.parent?.as(MemberAccessExprSyntax.self) else {
                    names.append(own(name))
                    continue
                }
                if member.declName.id == reference.id {
                    guard let base = member.base else {
                        names.append("CGFloat." + name)
                        continue
                    }
                    guard let baseName = base.as(DeclReferenceExprSyntax.self)?.baseName else { continue }
                    if baseName.tokenKind == .keyword(.self) {
                        names.append(own(name))
                    } else if baseName.text.first?.isUppercase == true {
                        names.append(baseName.text + "." + name)
                    }
                } else if name.first?.isUppercase != true {
                    names.append(own(name))
                }
            }
            return names
        }
    }

    /// `.font(.system(size: 24))` or `.font(.system(size: 24).bold())` on an `Image` (an SF Symbol's
    /// size), on a Label that shows its icon alone, on a stack or button that shows only those, or on
    /// one letter shown as a picture: not text to read.
    private func isOnImage(_ font: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(font)
        // Up through the font's own modifiers (`.bold()`) to the argument that holds it.
        while let parent = current.parent,
            parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self)
        {
            current = parent
        }
        guard
            let modifier = current.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
            modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "font"
        else { return false }
        // A label style's `configuration.icon` is the Label's symbol.
        if let icon = ModifierChain.root(of: modifier).as(MemberAccessExprSyntax.self),
            icon.declName.baseName.text == "icon",
            icon.base?.trimmedDescription == "configuration"
        {
            return true
        }
        let root = ModifierChain.root(of: modifier).as(FunctionCallExprSyntax.self)
        switch root.flatMap(SwiftUIViews.constructorName) {
        case "Image", "AsyncImage": return true
        case "Label":
            return root.map { ViewSurroundings.of($0).allModifiers.contains(where: ModifierChain.isIconOnly) } ?? false
        case "Text": return root.map(Self.showsOneLetter) ?? false
        case let name?: return root.map { Self.showsSymbolsOnly($0, name: name) } ?? false
        default: return false
        }
    }

    /// A stack or group, or a Button's label, that shows only symbols: images, and Labels made
    /// icon-only (`.labelStyle(.iconOnly)` on themselves, the view or a view around it), through
    /// nested stacks, `if` and `switch`. Any text, or a view Rotor cannot see into, is not.
    private static func showsSymbolsOnly(_ root: FunctionCallExprSyntax, name: String) -> Bool {
        let content: ClosureExprSyntax?
        if ControlContent.stacks.contains(name) {
            content = root.trailingClosure
        } else if name == "Button", ControlContent.titleArgument(of: root) == nil {
            content = ControlContent.labelClosure(of: root)
        } else {
            content = nil
        }
        guard let content else { return false }
        let iconOnlyAround = ViewSurroundings.of(root).allModifiers.contains(where: ModifierChain.isIconOnly)
        // Statement lists and `if`s still to read.
        var pending = [Syntax(content.statements)]
        var shown = 0
        while let next = pending.popLast() {
            if let branches = next.as(IfExprSyntax.self) {
                pending.append(Syntax(branches.body.statements))
                switch branches.elseBody {
                case .codeBlock(let block)?: pending.append(Syntax(block.statements))
                case .ifExpr(let elseIf)?: pending.append(Syntax(elseIf))
                case nil: break
                }
                continue
            }
            for statement in next.as(CodeBlockItemListSyntax.self) ?? [] {
                let item =
                    statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self)
                if let branches = item?.as(IfExprSyntax.self) {
                    pending.append(Syntax(branches))
                    continue
                }
                if let cases = item?.as(SwitchExprSyntax.self) {
                    pending += cases.cases.compactMap { $0.as(SwitchCaseSyntax.self).map { Syntax($0.statements) } }
                    continue
                }
                guard let expression = item, let view = ControlContent.baseView(of: expression) else { return false }
                switch SwiftUIViews.constructorName(view) {
                case "Image":
                    shown += 1
                case "Label"
                where iconOnlyAround || SwiftUIViews.modifiers(of: view).contains(where: ModifierChain.isIconOnly):
                    shown += 1
                case let inner? where ControlContent.stacks.contains(inner):
                    guard let closure = view.trailingClosure else { return false }
                    pending.append(Syntax(closure.statements))
                default:
                    return false
                }
            }
        }
        return shown > 0
    }

    /// `Text(site.domain.first?.uppercased() ?? "")`, `Text(String(name.first!))`, `Text(name.prefix(1))`:
    /// one letter drawn as a picture (a favicon's or an avatar's stand-in), sized to its tile
    /// rather than for reading. `Text(items.first?.title ?? "")` is text.
    private static func showsOneLetter(_ text: FunctionCallExprSyntax) -> Bool {
        guard text.arguments.count == 1, let argument = text.arguments.first, argument.label == nil else {
            return false
        }
        var expression = argument.expression
        while true {
            if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first,
                sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
            {
                expression = first
            } else if let infix = expression.as(InfixOperatorExprSyntax.self),
                infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
            {
                expression = infix.leftOperand
            } else if let call = expression.as(FunctionCallExprSyntax.self),
                SwiftUIViews.constructorName(call) == "String",
                call.arguments.count == 1, let inner = call.arguments.first?.expression
            {
                expression = inner
            } else if let call = expression.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                ["uppercased", "lowercased", "capitalized"].contains(member.declName.baseName.text),
                let base = member.base
            {
                expression = base
            } else if let call = expression.as(FunctionCallExprSyntax.self),
                BehaviourSyntax.calleeName(call) == "prefix"
            {
                return call.arguments.first?.expression.trimmedDescription == "1"
            } else if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
                expression = unwrapped.expression
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else if let member = expression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "description", let base = member.base
            {
                expression = base
            } else {
                return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "first"
            }
        }
    }

    /// The first fixed-size UIFont in an expression that is not wrapped in `scaledFont(for:)`.
    private static func unscaledFixedFont(in expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var stack: [Syntax] = [Syntax(expression)]
        while let node = stack.popLast() {
            if let call = node.as(FunctionCallExprSyntax.self) {
                let called = call.calledExpression
                let member = called.as(MemberAccessExprSyntax.self)
                // UIFontMetrics scales everything handed to it.
                if member?.declName.baseName.text == "scaledFont" { continue }
                if isFixedUIFont(call) { return call }
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return nil
    }

    /// `UIFont.systemFont(ofSize: 15)`, `UIFont(name: "Avenir", size: 15)`, or `font.withSize(15)`
    /// on a font that is not from a text style or UIFontMetrics (which may scale it again).
    private static func isFixedUIFont(_ call: FunctionCallExprSyntax) -> Bool {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if fixedSystemFonts.contains(name) {
                return (member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIFont")
                    && call.arguments.first?.label?.text == "ofSize"
            }
            if name == "withSize", call.arguments.count == 1, call.arguments.first?.label == nil, let base = member.base
            {
                return !base.tokens(viewMode: .sourceAccurate).contains {
                    ["preferredFont", "scaledFont", "UIFontMetrics"].contains($0.text)
                }
            }
        }
        return RuleWalker.constructedType(ExprSyntax(call)) == "UIFont"
            && call.arguments.map { $0.label?.text } == ["name", "size"]
    }

    /// The point size a fixed font is made with.
    private static func sizeArgument(of font: FunctionCallExprSyntax) -> ExprSyntax? {
        if BehaviourSyntax.calleeName(font) == "withSize" { return font.arguments.first?.expression }
        return font.arguments.first(where: { ["ofSize", "size"].contains($0.label?.text) })?.expression
    }
}

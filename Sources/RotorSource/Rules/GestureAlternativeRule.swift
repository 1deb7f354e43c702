import RotorKit
import SwiftSyntax

/// What a drag, a swipe or a long press does can also be done without it: people who cannot drag
/// (or hold a finger still), and VoiceOver, Switch Control and keyboard users, need a single tap or an
/// accessibility action that does the same.
public struct GestureAlternativeRule: SourceRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "gesture-alternative",
        title: "Drags, swipes and long presses have an alternative",
        criteria: ["2.5.7", "2.1.1"],
        platforms: [.ios],
        defaultSeverity: .warning,
        success: "Whatever a drag, pan, swipe or long press does is also offered as an accessibility custom action "
            + "(`UIAccessibilityCustomAction`, `.accessibilityAction(named:)`), an adjustable action, "
            + "`accessibilityActivate()`, a context menu or a button, as Mail offers Delete, Reply and Forward for its "
            + "swipes.",
        failure:
            "A view acts on a drag, a swipe or a long press (`UIPanGestureRecognizer`, `UISwipeGestureRecognizer`, "
            + "`UILongPressGestureRecognizer`, SwiftUI `DragGesture`, `.onLongPressGesture`, `.onMove`, `.onDrag`) and "
            + "offers nothing else: people who cannot drag, and VoiceOver and Switch Control users, cannot do it.",
        limitations:
            "An alternative is looked for on the same view (its modifiers, the views around it, or in UIKit the "
            + "view's and the enclosing class's custom actions, accessibility overrides and UIContextMenuInteraction), in "
            + "other uses of the gesture's handler in the same type, and in the methods the handler calls in that type (a "
            + "close button's `@IBAction`); custom actions or accessibility overrides set in another file (an extension, "
            + "the view's own class or a superclass) are found through the project index. A method of the same name in "
            + "another type is not an alternative. A button elsewhere in the app that does the same is not seen, so "
            + "three kinds of gesture are not reported: a UIKit long press (most often a shortcut to what the tap or a "
            + "menu in another file already offers; a delegate decides what it does), a SwiftUI drag added with "
            + "`.simultaneousGesture` (it most often follows a scroll the view already offers) and a UIKit drag or swipe "
            + "whose handler dismisses the screen (its content most often has a close button). Reported for review on two "
            + "real apps, none of six such findings was the only way to do the thing. A gesture whose handler does what a "
            + "control anywhere in the project does (calls the same method of its own type, or the same method on a "
            + "receiver of the same name, as a `Button`'s action, an `@IBAction`, a bar button item's or "
            + "`addTarget(_:action:for:)` selector or a `UIAction` does) has that control as its alternative and is not "
            + "reported: a sheet's drag that calls `dismiss()` as its Done button does. "
            + "Whether a visible control elsewhere on the screen already does the same is often beyond what code shows: "
            + "on eight real apps held out from its tuning, 11 of 16 findings were right (69 %, 2026-11-27), below the 90 % "
            + "a rule needs to report violations by default, so every finding is a review item, listed with `--review`. "
            + "A row's `.onDrag { NSItemProvider() }` that carries nothing, in a `ForEach` with `.onMove`, only starts the "
            + "list's reorder and is judged at the `.onMove`. "
            + "System swipe actions (`.swipeActions`, `.onDelete`, table view swipe configurations) and context menus "
            + "are accessible already and not reported. Gestures kept in properties are not followed, and a "
            + "DragGesture that never reads its translation or location is taken as a press, not a drag. A SwiftUI "
            + "gesture whose closures only log, or only move a view and put it back in `onEnded`, does nothing to offer "
            + "another way and is not reported, nor is a handler that switches tabs or goes back, which the tab bar "
            + "and the back button also do, or one added only in debug builds (`#if DEBUG`). The same gesture added to the same view in two branches of an `if` is one "
            + "finding, on the first branch. A recognizer "
            + "added in a storyboard is seen through its `@IBAction` handler (a parameter typed as the recognizer) and "
            + "reported for review, since the view it is on and any button doing the same are in the storyboard.",
        guideline: "Operable › Dragging Movements (WCAG 2.5.7 - Level AA)")

    public let sourceExamples: [SourceExample] = [
        .triggering(
            "a UIKit card dismissed by a swipe and moved by a pan",
            """
            final class OfferCardView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let swipe = UISwipeGestureRecognizer(target: self, action: #selector(dismissOffer))
                    swipe.direction = .left
                    ↓addGestureRecognizer(swipe)
                }
            }
            final class BoardViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓pinView.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(movePin(_:))))
                }
            }
            """),
        .triggering(
            "SwiftUI drag, long press and reorder with no alternative",
            """
            Image("pin")
                .offset(offset)
                ↓.gesture(DragGesture().onChanged { offset = $0.translation })
            Text(promotion.title)
                ↓.onLongPressGesture { save(promotion) }
            List {
                ForEach(items) { item in Text(item.name) }
                    ↓.onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
            """),
        .triggering(
            "a row's drag that carries nothing only starts the reorder (reported once, at .onMove); one that carries an item",
            """
            List {
                ForEach(items) { item in
                    Text(item.name).onDrag { NSItemProvider() }
                }
                ↓.onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
            List {
                ForEach(links) { link in
                    Text(link.title)↓.onDrag { NSItemProvider(object: link.url as NSURL) }
                }
                ↓.onMove { links.move(fromOffsets: $0, toOffset: $1) }
            }
            """),
        .triggering(
            "a pan recognizer added in a storyboard, handled in code (for review)",
            """
            final class GalleryViewController: UIViewController {
                @IBAction func ↓panCard(_ sender: UIPanGestureRecognizer) {
                    card.center = sender.translation(in: view)
                }
            }
            """),
        .triggering(
            "a swipe whose handler shares its name with a button's action in another class",
            """
            final class InboxCardView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    ↓addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: #selector(archive)))
                }

                @objc func archive() { delegate?.archive(message) }
            }
            final class MessageViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    archiveButton.addTarget(self, action: #selector(archive), for: .touchUpInside)
                }

                @objc func archive() { store.archive(message) }
            }
            """),
        .nonTriggering(
            "gestures most often beside another way Rotor cannot see: a UIKit long press, a drag that dismisses a sheet, a drag beside a scroll",
            """
            final class ToolbarViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    bookmarksButton.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(quickSave)))
                }

                @objc func quickSave() { favorites.add(page) }
            }
            final class SheetContainerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    content.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pan(_:))))
                }

                @objc func pan(_ gesture: UIPanGestureRecognizer) {
                    if gesture.state == .began { dismiss(animated: true) }
                }
            }
            ScrollView { feed }
                .simultaneousGesture(DragGesture().onChanged { value in if value.translation.height != 0 { model.beginDragging() } })
            """),
        .nonTriggering(
            "swipes that switch tabs, which the tab bar also does, and one added only in debug builds",
            """
            final class RecentViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: #selector(swiped(_:))))
                    #if DEBUG
                    tabBar.addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: #selector(showDebugMenu)))
                    #endif
                }

                @objc func swiped(_ sender: UISwipeGestureRecognizer) {
                    tabBarController?.selectedIndex += 1
                }
            }
            """),
        .nonTriggering(
            "a storyboard long press whose action is also a custom action",
            """
            final class NotesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    noteView.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Pin", target: self, selector: #selector(pinNote))]
                }

                @IBAction func pressNote(_ sender: UILongPressGestureRecognizer) {
                    pinNote()
                }
            }
            """),
        .nonTriggering(
            "a press that only dims its view while held, doing nothing when it ends",
            """
            Text("Play")
                .onLongPressGesture(minimumDuration: .infinity) {} onPressingChanged: { isPressed in highlighted = isPressed }
            Capsule()
                .onLongPressGesture(minimumDuration: 0.01, perform: {}) { pressing in isEditing = pressing }
            """),
        .nonTriggering(
            "SwiftUI demos whose gestures only log, or move a card and spring it back when let go",
            """
            Text("Press me")
                .onLongPressGesture(minimumDuration: 1, pressing: { inProgress in print(inProgress) }) {
                    print("Long pressed!")
                }
            RoundedRectangle(cornerRadius: 20)
                .offset(dragOffset)
                .gesture(DragGesture()
                    .onChanged { value in dragOffset = value.translation }
                    .onEnded { _ in withAnimation(.spring()) { dragOffset = .zero } })
            """),
        .triggering(
            "the same drag added in both branches of an if: one finding, on the first",
            """
            struct ReorderableRow: View {
                var body: some View {
                    if let preview {
                        row↓.onDrag { movedItem = item; return provider } preview: { preview(item) }
                    } else {
                        row.onDrag { movedItem = item; return provider }
                    }
                }
            }
            """),
        .triggering(
            "the same drag in two branches, only the first with an alternative: the second is reported",
            """
            struct ReorderableRow: View {
                var body: some View {
                    if canMove {
                        row.onDrag { movedItem = item; return provider }
                            .accessibilityAction(named: "Move up") { moveUp(item) }
                    } else {
                        row↓.onDrag { movedItem = item; return provider }
                    }
                }
            }
            """),
        .nonTriggering(
            "a UIKit card with a custom action for its swipe, as in Mail",
            """
            final class OfferCardView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: #selector(dismissOffer)))
                    let dismissAction = UIAccessibilityCustomAction(name: "Dismiss offer") { [weak self] _ in
                        self?.dismissOffer()
                        return true
                    }
                    accessibilityCustomActions = [dismissAction]
                }
            }
            """),
        .nonTriggering(
            "a swipe whose handler goes on to a close button's action, and a long press beside a context menu",
            """
            final class TabCell: UICollectionViewCell {
                @IBOutlet weak var removeButton: UIButton!

                override func awakeFromNib() {
                    super.awakeFromNib()
                    addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handleSwipe(_:))))
                    previewView.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(peek)))
                    let menu = UIContextMenuInteraction(delegate: self)
                    previewView.addInteraction(menu)
                }

                @objc func handleSwipe(_ recognizer: UIPanGestureRecognizer) {
                    if recognizer.state == .ended { startRemoveAnimation() }
                }

                private func startRemoveAnimation() {
                    deleteTab()
                }

                @IBAction func deleteTab() { delegate?.delete(tab) }
            }
            """),
        .nonTriggering(
            "gestures that do what a button does: a sheet closed by a drag or by Done, a two-finger swipe for Undo",
            """
            struct PhotoSheet: View {
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    NavigationStack {
                        photo
                            .gesture(DragGesture().onEnded { value in if value.translation.height > 120 { dismiss() } })
                            .toolbar { Button("Done") { dismiss() } }
                    }
                }
            }
            final class CanvasViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Undo", style: .plain, target: self, action: #selector(undoTapped))
                    let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swipedBack))
                    swipe.numberOfTouchesRequired = 2
                    canvasView.addGestureRecognizer(swipe)
                }

                @objc private func undoTapped() { drawing.undo() }
                @objc private func swipedBack() { drawing.undo() }
            }
            """),
        .nonTriggering(
            "a custom slider that confirms on accessibilityActivate, as in the Capital One example",
            """
            final class PaySlider: UIControl {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(slide(_:))))
                }

                override func accessibilityActivate() -> Bool {
                    confirmPayment()
                    return true
                }
            }
            """),
        .nonTriggering(
            "SwiftUI gestures with accessibility actions, an adjustable action and a press effect",
            """
            Image("pin")
                .gesture(DragGesture().onChanged { offset = $0.translation })
                .accessibilityAction(named: "Move pin to my location") { offset = .zero }
            RatingBar(rating: rating)
                .gesture(DragGesture(minimumDistance: 0).onChanged { rating = stars(at: $0.location) })
                .accessibilityAdjustableAction { direction in rating += direction == .increment ? 1 : -1 }
            Text(promotion.title)
                .onLongPressGesture { save(promotion) }
                .contextMenu { Button("Save") { save(promotion) } }
            Text(message.subject)
                .onLongPressGesture { pin(message) }
                .swipeActions { Button("Pin") { pin(message) } }
            Circle()
                .gesture(DragGesture(minimumDistance: 0).onChanged { _ in isPressed = true }.onEnded { _ in isPressed = false })
            List {
                ForEach(items) { item in
                    Text(item.name)
                        .accessibilityAction(named: "Move up") { moveUp(item) }
                }
                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                .onDelete { items.remove(atOffsets: $0) }
            }
            """),
    ]

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        GestureAlternativeChecker(file: file, metadata: metadata, context: context)
    }

    public var projectFacts: [any ProjectFact.Type] { [ControlActions.self] }
    public var indexConditions: [any IndexCondition.Type] { [NotDoneByControl.self] }
}

final class GestureAlternativeChecker: SourceChecker {
    override var createdTypes: Set<String>? { Self.createdTypes }
    private static let createdTypes: Set<String> = Set(recognizerGestures.keys).union([contextMenuInteraction])
    override var interests: SourceInterests { [.calls, .assignments, .variables, .functions] }
    override var callNames: Set<String>? { Self.callNames }
    private static let callNames: Set<String> = gestureModifiers.union([
        "addGestureRecognizer", "addInteraction", "onLongPressGesture",
        "onMove", "onDrag", "draggable",
    ])

    enum Gesture {
        case drag
        case swipe
        case longPress
        case reorder

        var noun: String {
            switch self {
            case .drag: return "drag"
            case .swipe: return "swipe"
            case .longPress: return "long press"
            case .reorder: return "drag to reorder"
            }
        }
    }

    /// A `view.addGestureRecognizer(…)` of a drag, swipe or long press, or the `@IBAction` handler of
    /// one added in a storyboard, decided at the end.
    private struct Candidate {
        var anchor: Syntax
        /// The view the recognizer is on; `self` for a storyboard's, whose view is not known.
        var receiver: ReceiverKey
        /// `self` of the type the call is in, whose custom actions cover its subviews' gestures.
        var enclosingSelf: ReceiverKey
        var enclosingType: String?
        var gesture: Gesture
        var handler: String?
        /// Added in a storyboard: only its `@IBAction` handler is in the code, and the view it is on is not known.
        var isFromStoryboard: Bool
    }

    private struct Recognizer {
        var gesture: Gesture
        var handler: String?
    }

    private var candidates: [Candidate] = []
    private var recognizers: [ReceiverKey: Recognizer] = [:]
    /// Variables holding a `UIContextMenuInteraction`, and the views one is added to.
    private var contextMenus: Set<ReceiverKey> = []
    private var viewsWithContextMenu: [ReceiverKey] = []
    private var classes: DeclaredClasses { file.facts.declaredClasses }
    private var groups: ReceiverGroups { file.facts.receiverGroups }

    static let contextMenuInteraction = "UIContextMenuInteraction"

    static let recognizerGestures: [String: Gesture] = [
        "UIPanGestureRecognizer": .drag, "UIScreenEdgePanGestureRecognizer": .swipe, "UISwipeGestureRecognizer": .swipe,
        "UILongPressGestureRecognizer": .longPress,
    ]
    static let gestureModifiers: Set<String> = ["gesture", "simultaneousGesture", "highPriorityGesture"]
    /// Modifiers that offer the same action another way.
    static let alternativeModifiers: Set<String> = [
        "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction",
        "accessibilityScrollAction", "accessibilityRepresentation", "contextMenu",
        "swipeActions", "accessibilityCustomContent",
    ]
    /// Members of a view class that let VoiceOver act without the gesture.
    static let alternativeMembers = [
        "accessibilityCustomActions", "accessibilityActivate", "accessibilityIncrement",
        "accessibilityDecrement", "accessibilityScroll", "accessibilityPerformEscape",
    ]
    /// What a drag reads when it moves something; a drag that reads none of them is a press.
    static let dragReadings = [
        "translation", "location", "predictedendtranslation", "predictedendlocation", "velocity",
        "startlocation",
    ]

    override func visit(_ node: VariableDeclSyntax, scope: ScopeChain) {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let call = binding.initializer?.value.as(FunctionCallExprSyntax.self)
            else { continue }
            note(call, as: scope.key(named: name))
        }
    }

    override func visit(_ assignment: Assignment, scope: ScopeChain) {
        guard assignment.operation == .assign, let call = assignment.value.as(FunctionCallExprSyntax.self) else {
            return
        }
        note(call, as: scope.key(forReceiver: assignment.target))
    }

    /// A recognizer or a context menu interaction kept in a variable or property.
    private func note(_ call: FunctionCallExprSyntax, as key: ReceiverKey) {
        if let recognizer = Self.recognizer(call) {
            recognizers[key] = recognizer
        } else if RuleWalker.constructedType(ExprSyntax(call)) == Self.contextMenuInteraction {
            contextMenus.insert(key)
        }
    }

    private static func recognizer(_ call: FunctionCallExprSyntax) -> Recognizer? {
        guard let type = RuleWalker.constructedType(ExprSyntax(call)), let gesture = recognizerGestures[type] else {
            return nil
        }
        return Recognizer(
            gesture: gesture, handler: BehaviourSyntax.selectorName(BehaviourSyntax.argument("action", of: call)))
    }

    override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        let method =
            member?.declName.baseName.text ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let method else { return }
        if method == "addInteraction", let argument = node.arguments.first?.expression {
            let isContextMenu =
                RuleWalker.constructedType(argument) == Self.contextMenuInteraction
                || (ScopeChain.memberPath(argument) != nil && contextMenus.contains(scope.key(forReceiver: argument)))
            if isContextMenu { viewsWithContextMenu.append(scope.key(forReceiver: member?.base)) }
        } else if method == "addGestureRecognizer", let argument = node.arguments.first?.expression {
            let recognizer: Recognizer?
            if let call = argument.as(FunctionCallExprSyntax.self) {
                recognizer = Self.recognizer(call)
            } else {
                recognizer = recognizers[scope.key(forReceiver: argument)]
            }
            guard let recognizer else { return }
            candidates.append(
                Candidate(
                    anchor: Syntax(node), receiver: scope.key(forReceiver: member?.base),
                    enclosingSelf: ReceiverKey(scopeID: scope.typeScope.id, path: "self"),
                    enclosingType: scope.typeName, gesture: recognizer.gesture, handler: recognizer.handler,
                    isFromStoryboard: false))
        } else if let member, member.base != nil, let gesture = Self.swiftUIGesture(node, method: method) {
            checkSwiftUI(node, period: member.period, gesture: gesture, owner: scope.typeName)
        }
    }

    /// `@IBAction func panCard(_ sender: UIPanGestureRecognizer)`: a recognizer added in a storyboard.
    override func visit(_ node: FunctionDeclSyntax, scope: ScopeChain) {
        guard node.attributes.contains(where: { UIKitReceivers.isAttribute($0, named: "IBAction") }),
            let parameter = node.signature.parameterClause.parameters.first,
            let gesture = Self.recognizerGestures[RuleWalker.baseTypeName(parameter.type)]
        else { return }
        let enclosingSelf = ReceiverKey(scopeID: scope.typeScope.id, path: "self")
        candidates.append(
            Candidate(
                anchor: Syntax(node.name), receiver: enclosingSelf, enclosingSelf: enclosingSelf,
                enclosingType: scope.typeName, gesture: gesture, handler: node.name.text,
                isFromStoryboard: true))
    }

    /// The gesture a SwiftUI modifier adds, if it is one this rule checks.
    private static func swiftUIGesture(_ call: FunctionCallExprSyntax, method: String) -> Gesture? {
        switch method {
        case "onLongPressGesture":
            // `minimumDuration: 0` follows a press, as a button's highlight does.
            if BehaviourSyntax.number(BehaviourSyntax.argument("minimumDuration", of: call)) == 0 { return nil }
            // A press that only follows its pressed state (`perform: {}`, with `onPressingChanged:` for a
            // highlight) does nothing of its own that another way must offer.
            if let perform = longPressAction(call), perform.statements.isEmpty { return nil }
            return .longPress
        case "onMove", "onDrag", "draggable":
            // `.onMove(perform: nil)` turns reordering off.
            if call.arguments.first?.expression.is(NilLiteralExprSyntax.self) == true { return nil }
            return method == "onMove" ? .reorder : .drag
        default:
            guard gestureModifiers.contains(method), let gesture = call.arguments.first?.expression else { return nil }
            return gestureKind(gesture)
        }
    }

    /// What a long press does: its `perform:` closure, else its first trailing closure (the one after
    /// `pressing:` or before `onPressingChanged:`).
    private static func longPressAction(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let labelled = BehaviourSyntax.argument("perform", of: call) { return labelled.as(ClosureExprSyntax.self) }
        return call.trailingClosure
    }

    /// `DragGesture().onChanged { … }` → drag; `LongPressGesture(minimumDuration: 1).onEnded { … }` → long press.
    private static func gestureKind(_ expression: ExprSyntax) -> Gesture? {
        var current: ExprSyntax? = expression
        while let call = current?.as(FunctionCallExprSyntax.self) {
            if let name = SwiftUIViews.constructorName(call) {
                switch name {
                case "DragGesture":
                    let readings = BehaviourSyntax.identifiers(in: [Syntax(expression)])
                    return readings.contains(where: dragReadings.contains) ? .drag : nil
                case "LongPressGesture":
                    return BehaviourSyntax.number(BehaviourSyntax.argument("minimumDuration", of: call)) == 0
                        ? nil : .longPress
                default:
                    return nil
                }
            }
            current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return nil
    }

    private func checkSwiftUI(_ call: FunctionCallExprSyntax, period: TokenSyntax, gesture: Gesture, owner: String?) {
        guard !BehaviourSyntax.isDebugOnly(call), Self.lacksAlternative(call, gesture: gesture),
            !Self.repeatsEarlierBranch(call, gesture: gesture)
        else { return }
        let message: String
        if gesture == .reorder {
            message =
                "Offer a way to reorder without dragging: add .accessibilityAction(named: \"Move up\") and \"Move down\" "
                + "actions to each row (or buttons that move it), so people who cannot drag, and VoiceOver and Switch Control "
                + "users, can reorder too"
        } else {
            message =
                "Offer what this \(gesture.noun) does another way: add .accessibilityAction(named: \"…\") { … } that does "
                + "the same (or a button, or a context menu), so people who cannot \(gesture.noun), and VoiceOver and Switch "
                + "Control users, can do it too"
        }
        // What the closures do (`dismiss()`, `viewModel.next()`) may be what a button does too.
        let closures =
            [Syntax(call.arguments)] + [call.trailingClosure].compactMap { $0.map(Syntax.init) }
            + call.additionalTrailingClosures.map { Syntax($0.closure) }
        var calls = ControlCalls.keys(in: closures, owner: owner, following: handlerMethods(of: owner))
        if let action = BehaviourSyntax.argument("perform", of: call),
            let key = ControlCalls.key(ofReference: action, owner: owner)
        {
            calls.append(key)
        }
        report(
            period, message, certainty: Self.certainty, condition: calls.isEmpty ? nil : NotDoneByControl(calls: calls)
        )
    }

    /// Whether the SwiftUI gesture does something lasting that nothing else offers: it has an
    /// effect, no alternative or hiding modifier on the view or a view around it, no actions in its
    /// `ForEach`'s rows, and is not a drag beside the view's own gestures.
    private static func lacksAlternative(_ call: FunctionCallExprSyntax, gesture: Gesture) -> Bool {
        if leavesNoEffect(call) { return false }
        let modifiers = ModifierChain.modifiers(around: call)
        if modifiers.contains(where: { alternativeModifiers.contains($0.name) }) || ModifierChain.hides(modifiers) {
            return false
        }
        for container in SwiftUIViews.enclosingViews(of: call)
        where container.modifiers.contains(where: { alternativeModifiers.contains($0.name) })
            || ModifierChain.hides(container.modifiers)
        {
            return false
        }
        if gesture == .drag && onlyStartsReorder(call) { return false }
        // Rows of a reorderable or draggable list carry their own actions inside the ForEach.
        if gesture == .reorder || gesture == .drag,
            let root = ModifierChain.root(of: call).as(FunctionCallExprSyntax.self),
            SwiftUIViews.constructorName(root) == "ForEach"
        {
            let inside = BehaviourSyntax.identifiers(in: [Syntax(root)])
            if inside.contains(where: { word in alternativeModifiers.contains { $0.lowercased() == word } }) {
                return false
            }
        }
        // A drag added beside the view's own gestures most often follows a scroll the view already
        // offers to VoiceOver (hiding a bar as the page moves) rather than doing something of its own.
        return !(gesture == .drag && BehaviourSyntax.calleeName(call) == "simultaneousGesture")
    }

    /// `.onDrag { NSItemProvider() }` on a row of a `ForEach` with `.onMove`: the drag carries nothing
    /// and only starts the list's reorder, which is judged (and reported) at the `.onMove`.
    private static func onlyStartsReorder(_ call: FunctionCallExprSyntax) -> Bool {
        guard BehaviourSyntax.calleeName(call) == "onDrag",
            let closure = BehaviourSyntax.closure(of: call, labels: ["data"]),
            closure.statements.count == 1, let item = closure.statements.first?.item
        else { return false }
        let provided = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        guard let provider = provided?.as(FunctionCallExprSyntax.self),
            SwiftUIViews.constructorName(provider) == "NSItemProvider",
            provider.arguments.isEmpty, provider.trailingClosure == nil
        else { return false }
        return SwiftUIViews.enclosingViews(of: call).contains { container in
            SwiftUIViews.constructorName(container.call) == "ForEach"
                && container.modifiers.contains {
                    $0.name == "onMove" && $0.call.arguments.first?.expression.is(NilLiteralExprSyntax.self) != true
                }
        }
    }

    /// Whether an earlier branch of an `if` around the call adds the same modifier to the same view
    /// with no alternative either (`if let preview { row.onDrag {…} preview: {…} } else { row.onDrag {…} }`):
    /// one missing alternative, reported once, where the first branch adds it.
    private static func repeatsEarlierBranch(_ call: FunctionCallExprSyntax, gesture: Gesture) -> Bool {
        let method = BehaviourSyntax.calleeName(call)
        let root = ModifierChain.root(of: call).trimmedDescription
        var child = Syntax(call)
        while let parent = child.parent {
            defer { child = parent }
            guard let branch = parent.as(IfExprSyntax.self), let elseBody = branch.elseBody, elseBody.id == child.id
            else { continue }
            let earlier = BehaviourSyntax.nodes(of: FunctionCallExprSyntax.self, in: Syntax(branch.body))
            if earlier.contains(where: {
                BehaviourSyntax.calleeName($0) == method && ModifierChain.root(of: $0).trimmedDescription == root
                    && lacksAlternative($0, gesture: gesture)
            }) {
                return true
            }
        }
        return false
    }

    /// Calls in a gesture's closures that do not act: logging, and the animation that wraps a change.
    static let effectlessCalls: Set<String> = [
        "print", "debugPrint", "NSLog", "os_log", "withAnimation", "spring",
        "interactiveSpring", "easeInOut", "easeIn", "easeOut", "linear", "bouncy",
        "smooth", "snappy",
    ]
    /// Values that put a view back where it was.
    static let resetValues: Set<String> = [".zero", "CGSize.zero", "CGPoint.zero", "0", "false", "nil", ".identity"]

    /// Whether a SwiftUI gesture changes nothing that outlasts it, so there is no function to offer
    /// another way: its closures only log, or move a view while the finger is down and put it back in
    /// `onEnded` (a demo's wobble). Anything else it calls or keeps counts as an effect.
    private static func leavesNoEffect(_ call: FunctionCallExprSyntax) -> Bool {
        let closures =
            BehaviourSyntax.nodes(of: ClosureExprSyntax.self, in: Syntax(call.arguments), descendingIntoMatches: false)
            + [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
        // `.onMove(perform: move)` and `.draggable(item)` act without a closure of their own.
        guard !closures.isEmpty else { return false }
        if closures.flatMap({ BehaviourSyntax.calledNames(in: $0) }).contains(where: { !effectlessCalls.contains($0) })
        {
            return false
        }
        var changed: Set<String> = []
        var reset: Set<String> = []
        for sequence in closures.flatMap({ BehaviourSyntax.nodes(of: SequenceExprSyntax.self, in: Syntax($0)) }) {
            guard let assignment = BehaviourSyntax.assignment(sequence), let value = assignment.value.first,
                assignment.value.count == 1
            else { continue }
            let target = assignment.target.trimmedDescription
            if resetValues.contains(value.trimmedDescription), isInOnEnded(sequence) {
                reset.insert(target)
            } else {
                changed.insert(target)
            }
        }
        return changed.isSubset(of: reset)
    }

    private static func isInOnEnded(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let call = syntax.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "onEnded"
            {
                return true
            }
            current = syntax.parent
        }
        return false
    }

    override func finish(facts: FileFacts) {
        // A long press is most often a shortcut to what the tap or a menu elsewhere already offers,
        // and a drag that dismisses a presented screen stands beside the close button its content
        // shows, neither of which one file shows: judged on two real apps, none of these was the only
        // way, so Rotor says nothing (`systemNavigation` holds `dismiss`).
        // A gesture added only in developers' builds (`#if DEBUG`, a swipe to a debug menu) ships to no one.
        for candidate in candidates
        where candidate.gesture != .longPress && !BehaviourSyntax.isDebugOnly(candidate.anchor)
            && !hasAlternative(candidate, facts: facts)
        {
            let receiver = candidate.receiver.path == "self" ? "" : candidate.receiver.path + "."
            let noun = candidate.gesture.noun
            // A storyboard's recognizer may sit on a view that has a button.
            let forReview = candidate.isFromStoryboard
            let message =
                "Offer what this \(noun) does another way: add a UIAccessibilityCustomAction that does the same to "
                + "\(receiver)accessibilityCustomActions (or a button), so people who cannot \(noun), and VoiceOver and Switch "
                + "Control users, can do it too"
            // The handler may do what a control in another file does (a Close button's action).
            let calls = candidate.handler.map {
                handlerMethods(of: candidate.enclosingType).callKeys(from: $0, owner: candidate.enclosingType)
            }
            let doneByNoControl = calls.map { NotDoneByControl(calls: $0.sorted()) }
            report(
                candidate.anchor, message, certainty: forReview ? .needsReview : Self.certainty,
                condition: AllConditions.combining(
                    [alternativeNotElsewhere(candidate, facts: facts), doneByNoControl].compactMap { $0 }))
        }
    }

    /// Every finding is for review until the rule is right often enough on apps it was not tuned on
    /// (docs/ACCURACY.md, 2026-11-27).
    static let certainty = FindingCertainty.needsReview

    /// The finding stands only if no other file gives the view, or the type around the gesture, custom
    /// actions or an accessibility override: an extension of either, or a superclass declared elsewhere.
    private func alternativeNotElsewhere(_ candidate: Candidate, facts: FileFacts) -> (any IndexCondition)? {
        guard let owner = candidate.enclosingType else { return nil }
        var handles = [CodeHandle(owner: owner, receiver: "self")]
        if candidate.receiver.path != "self" {
            handles.append(CodeHandle(owner: owner, receiver: candidate.receiver.path))
            // UIKit's own classes are left out: code configuring some other view says nothing about this one.
            if let type = groups.typeName(of: candidate.receiver, facts: facts), !type.hasPrefix("UI") {
                handles.append(CodeHandle(owner: type, receiver: "self"))
            }
        }
        return UntouchedInCode(handles: handles, members: Set(Self.alternativeMembers))
    }

    private func hasAlternative(_ candidate: Candidate, facts: FileFacts) -> Bool {
        let receivers = [candidate.receiver, candidate.enclosingSelf]
        if receivers.contains(where: {
            !groups.assignments(to: "accessibilityCustomActions", of: $0, facts: facts).isEmpty
        }) {
            return true
        }
        let receiverType =
            candidate.receiver.path == "self"
            ? candidate.enclosingType : groups.typeName(of: candidate.receiver, facts: facts)
        if [receiverType, candidate.enclosingType].compactMap({ $0 }).contains(where: {
            classes.declares(anyOf: Self.alternativeMembers, $0, facts: facts)
        }) {
            return true
        }
        let receiver = groups.canonical(candidate.receiver, facts: facts)
        if viewsWithContextMenu.contains(where: { groups.canonical($0, facts: facts) == receiver }) { return true }
        // A storyboard's recognizer may be on any view of the type: custom actions on any of them count.
        if candidate.isFromStoryboard, let type = candidate.enclosingType,
            let scopes = facts.typeScopes[type].map(Set.init),
            facts.receivers.contains(where: {
                scopes.contains($0.key.scopeID) && $0.value.assignments["accessibilityCustomActions"] != nil
            })
        {
            return true
        }
        guard let handler = candidate.handler else { return false }
        let methods = handlerMethods(of: candidate.enclosingType)
        // The handler, or a method it calls, does what a control of the same type does (a close
        // button's `@IBAction`), or switches tabs or goes back, as the tab bar and back button do.
        if methods.reachesControlAction(from: handler) { return true }
        if !methods.reachedNames(from: handler).isDisjoint(with: Self.systemNavigation) { return true }
        // The handler is also reached another way in its type: a menu or a custom action naming it.
        // The recognizer's own `#selector` is one mention; a storyboard's connection is none in the code.
        return methods.mentions(of: handler) > (candidate.isFromStoryboard ? 0 : 1)
    }

    /// Names in a handler that mean it does what a system control on screen does too: switching tabs
    /// (the tab bar), going back (the back button) or closing a presented screen (its close button).
    static let systemNavigation: Set<String> = ["tabBarController", "selectedIndex", "popViewController", "dismiss"]

    private func handlerMethods(of type: String?) -> GestureHandlers {
        file.facts.gestureHandlers(ofType: type, in: file.tree)
    }
}

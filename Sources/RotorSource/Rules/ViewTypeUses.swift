import SwiftSyntax

/// Some use of the SwiftUI view type may be a separate VoiceOver stop: not every use is inside an
/// element that is named, hidden or made one element by its container, directly or through the
/// view types around it (`ViewTypeUses`).
public struct SeparateStop: IndexCondition {
    public static let name = "separateStop"
    public var viewType: String

    public init(viewType: String) {
        self.viewType = viewType
    }

    public func holds(in index: ProjectIndex) -> Bool {
        let uses = index.fact(ViewTypeUses.self)
        // A view type the project never visibly uses may be used where Rotor cannot see.
        return uses.uses[viewType] == nil || uses.separateStops.contains(viewType)
    }
}

/// Whether one of the app's view types shown in a tapped view holds a control (a Button, a Link, a
/// Menu, directly or through the view types its body shows) is what the finding expects: such a
/// view cannot become a Button or take the button trait without nesting or hiding those controls.
public struct HoldsControls: IndexCondition {
    public static let name = "holdsControls"
    public var viewTypes: [String]
    public var expected: Bool

    public init(viewTypes: [String], expected: Bool) {
        self.viewTypes = viewTypes
        self.expected = expected
    }

    public func holds(in index: ProjectIndex) -> Bool {
        let holders = index.fact(ViewTypeUses.self).holdingControls
        return viewTypes.contains(where: holders.contains) == expected
    }
}

/// Where the project shows its SwiftUI view types, for the images and text they show: whether a
/// view type may be a separate VoiceOver stop depends on every use of it, in any file.
public struct ViewTypeUses: ProjectFact {
    public static let name = "viewTypeUses"

    /// One file's uses and view type bodies.
    public struct FileValue: FileFact {
        /// SwiftUI view types the file shows (`Badge(…)` in a view builder), each with its uses that
        /// may be a separate VoiceOver stop; none when every use here is inside a control, a labelled
        /// or hidden view, or a container made one element.
        public var uses: [String: Set<ViewTypeUse>] = [:]
        /// For each SwiftUI view type whose body the file declares, the view types the body shows
        /// (`Text`, `HStack`, `Badge`), hidden ones left out: a control takes its name from the text
        /// in its label, even when a custom view in the label shows it.
        public var contents: [String: Set<String>] = [:]
        /// For each type, the capitalised types its members construct (its body, helper properties
        /// and functions, hidden views too): whether a view type holds a control.
        public var constructions: [String: Set<String>] = [:]
    }

    public var uses: [String: Set<ViewTypeUse>] = [:]
    /// The view types shown somewhere that may be a separate VoiceOver stop.
    public private(set) var separateStops: Set<String> = []
    /// The view types whose body shows a control, directly or through a view type that does.
    public private(set) var holdingControls: Set<String> = []

    public init(merging values: [FileValue]) {
        var contents: [String: Set<String>] = [:]
        var constructions: [String: Set<String>] = [:]
        for value in values {
            uses.merge(value.uses) { $0.union($1) }
            contents.merge(value.contents) { $0.union($1) }
            constructions.merge(value.constructions) { $0.union($1) }
        }
        // A type shown inside its own body (a comment showing its replies) is first shown from
        // elsewhere: its uses in itself say nothing, and with no other use it is shown where Rotor
        // cannot see.
        for (type, typeUses) in uses where typeUses.contains(where: { $0.host == type }) {
            let outside = typeUses.filter { $0.host != type }
            uses[type] = outside.isEmpty ? nil : outside
        }
        separateStops = Self.separateStops(uses, showingText: Self.typesShowing(["Text", "Label"], contents))
        holdingControls = Self.typesShowing(Collector.controlsNamedByText, constructions).subtracting(
            Collector.controlsNamedByText)
    }

    /// The view types whose body shows one of `shown` (text, controls), directly or through a view
    /// type that does; until nothing changes, as types nest.
    private static func typesShowing(_ shown: Set<String>, _ contents: [String: Set<String>]) -> Set<String> {
        var showing = shown
        var changed = true
        while changed {
            changed = false
            for (type, shown) in contents where !showing.contains(type) && !shown.isDisjoint(with: showing) {
                showing.insert(type)
                changed = true
            }
        }
        return showing
    }

    /// The view types some use of which may be a stop: a use no control named by text holds, shown
    /// outside any view type or in one that is itself a stop or shown nowhere Rotor sees. Grown
    /// until nothing changes, so a type nested in types that are never stops is none either.
    private static func separateStops(_ uses: [String: Set<ViewTypeUse>], showingText: Set<String>) -> Set<String> {
        var stops: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for (type, typeUses) in uses where !stops.contains(type) {
                let mayBeStop = typeUses.contains { use in
                    use.labelTypes.allSatisfy { !showingText.contains($0) }
                        && use.host.map { uses[$0] == nil || stops.contains($0) } ?? true
                }
                if mayBeStop {
                    stops.insert(type)
                    changed = true
                }
            }
        }
        return stops
    }

    public static func collector(file: SourceFile, context: SourceContext) -> FactCollector? {
        Collector(file: file, context: context)
    }

    final class Collector: FactCollector {
        private var uses: [String: Set<ViewTypeUse>] = [:]
        private var contents: [String: Set<String>] = [:]
        private var constructions: [String: Set<String>] = [:]
        /// View types used in a helper, decided when the file's uses of the helper are known.
        private var viewTypesInHelpers: [(type: String, helper: ViewSurroundings.Helper, labelTypes: [String])] = []

        override var value: (any FileFact)? {
            uses.isEmpty && contents.isEmpty && constructions.isEmpty
                ? nil : FileValue(uses: uses, contents: contents, constructions: constructions)
        }

        override var interests: SourceInterests { [.calls, .constructions] }
        override var callNames: Set<String>? { [] }
        /// Capitalised constructions: the view types (and, harmlessly, other types) the file uses.
        override func acceptsConstruction(of name: String) -> Bool { name.startsUppercase }

        override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
            if let type = SwiftUIViews.constructorName(node), type.startsUppercase {
                if let owner = scope.typeName, !Self.isShownElsewhere(node) {
                    constructions[owner, default: []].insert(type)
                }
                recordViewTypeUse(type, at: node)
            }
        }

        override func finish(facts: FileFacts) {
            var helperUses = HelperUses()
            for (type, helper, labelTypes) in viewTypesInHelpers {
                // Nil: every use of the helper in this file names what it shows.
                if let decided = helperUses.decision(for: helper, opaqueIsNamed: false, isNamed: Self.namesWhatItShows)
                {
                    uses[type, default: []].insert(ViewTypeUse(host: decided.host, labelTypes: labelTypes))
                } else if uses[type] == nil {
                    uses[type] = []
                }
            }
        }

        /// A use of a type in a view builder is judged where it stands; any other use (a value
        /// stored, passed to a function) may end up anywhere, so it counts as a separate stop. Only
        /// view-builder statements are walked up from, which keeps the collector cheap.
        private func recordViewTypeUse(_ type: String, at call: FunctionCallExprSyntax) {
            let end = SwiftUIViews.chainEnd(of: call)
            guard end.parent?.is(CodeBlockItemSyntax.self) == true || end.parent?.is(ReturnStmtSyntax.self) == true
            else {
                uses[type, default: []].insert(.separateStop)
                return
            }
            let surroundings = ViewSurroundings.of(call)
            if let owner = surroundings.bodyOwner, !surroundings.isHidden {
                contents[owner, default: []].insert(type)
            }
            if Self.namesWhatItShows(surroundings) || file.facts.isShownOnlyWhileDragging(call, in: file) {
                // Known to be used, and no stop here.
                if uses[type] == nil { uses[type] = [] }
                return
            }
            let labelTypes = Self.labelViewTypes(surroundings)
            switch surroundings.boundary {
            case .preview: return
            case .helper(let helper) where helper.kind != .viewType:
                viewTypesInHelpers.append((type, helper, labelTypes))
            case .helper, .final:
                uses[type, default: []].insert(
                    ViewTypeUse(host: surroundings.bodyOwner, labelTypes: labelTypes))
            case .opaque: uses[type, default: []].insert(ViewTypeUse(host: nil, labelTypes: labelTypes))
            }
        }

        /// Modifiers whose content shows elsewhere (a sheet, a context menu, swipe actions, a toolbar),
        /// not inside the view they modify.
        private static let elsewhereModifiers = ViewSurroundings.presentations.union(["swipeActions", "toolbar"])

        /// Whether the view is built in such a modifier's arguments.
        private static func isShownElsewhere(_ call: FunctionCallExprSyntax) -> Bool {
            var child = Syntax(call)
            while let parent = child.parent, !parent.is(MemberBlockItemSyntax.self) {
                if let modifier = parent.as(FunctionCallExprSyntax.self), modifier.calledExpression.id != child.id,
                    let member = modifier.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
                    elsewhereModifiers.contains(member.declName.baseName.text)
                {
                    return true
                }
                child = parent
            }
            return false
        }

        /// Controls whose name comes from their title or the text in their label.
        static let controlsNamedByText: Set<String> = [
            "Button", "Link", "NavigationLink", "Menu", "Toggle", "ShareLink", "Picker",
        ]

        /// Whether a view standing here is inside one element that has a name of its own: labelled,
        /// hidden, made one element that ignores its children, or in a control that shows a title or
        /// text (a control showing only the view takes its name from it, which the view's rules judge).
        static func namesWhatItShows(_ surroundings: ViewSurroundings) -> Bool {
            if surroundings.hasAccessibilityLabel || surroundings.isHidden || surroundings.isInsideIgnoringContainer {
                return true
            }
            guard let container = surroundings.container(in: ViewSurroundings.namingContainers) else { return false }
            guard controlsNamedByText.contains(container.name), let control = container.call else { return true }
            if ControlContent.titleArgument(of: control) != nil { return true }
            guard let closure = ControlContent.labelClosure(of: control),
                let content = ControlContent.content(of: closure)
            else { return false }
            return content.isLabelled
                || content.views.contains { ["Text", "Label"].contains(SwiftUIViews.constructorName($0)) }
        }

        /// The custom view types in the label of a control named by text around a view standing here
        /// (`Button { ShortcutItem(…) }`): whether one shows text is known once every file is.
        static func labelViewTypes(_ surroundings: ViewSurroundings) -> [String] {
            guard let container = surroundings.container(in: ViewSurroundings.namingContainers),
                controlsNamedByText.contains(container.name), let control = container.call,
                let closure = ControlContent.labelClosure(of: control),
                let content = ControlContent.content(of: closure)
            else { return [] }
            return content.views.compactMap(SwiftUIViews.constructorName).filter { $0.first?.isUppercase == true }
        }
    }
}

/// A use of a view type that nothing around it names, for the images and text the type shows.
public struct ViewTypeUse: Sendable, Hashable, Codable {
    /// The view type whose body shows it there: the use is a stop only where that type is one.
    /// Nil where no other type decides (a screen's content, a value passed on, a use Rotor cannot follow).
    public var host: String?
    /// The custom view types in the label of the control around it, which shows no text of its
    /// own: the control is named by the text one of them shows, if one does.
    public var labelTypes: [String]

    public init(host: String?, labelTypes: [String] = []) {
        self.host = host
        self.labelTypes = labelTypes
    }

    /// A use that may be a stop whatever other files hold.
    public static let separateStop = ViewTypeUse(host: nil)
}

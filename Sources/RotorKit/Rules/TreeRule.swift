/// One thing a tree rule found, before the engine applies configuration and location.
public struct RuleHit: Hashable, Sendable {
    public var path: ElementPath
    /// What to do about it, without blame; the engine appends the WCAG citation.
    public var message: String
    public var certainty: FindingCertainty
    public var fix: Fix?

    public init(path: ElementPath, message: String, certainty: FindingCertainty = .violation, fix: Fix? = nil) {
        self.path = path
        self.message = message
        self.certainty = certainty
        self.fix = fix
    }
}

/// A screen a rule must (or must not) find something on, kept beside the rule it illustrates.
/// The generic rule test runs every example of every rule.
public struct RuleExample: Sendable {
    public var note: String
    public var screen: Screen
    public var triggers: Bool

    /// A screen on which the rule reports at least one finding.
    public static func triggering(_ note: String, _ screen: Screen) -> RuleExample {
        RuleExample(note: note, screen: screen, triggers: true)
    }

    /// A screen on which the rule stays quiet.
    public static func nonTriggering(_ note: String, _ screen: Screen) -> RuleExample {
        RuleExample(note: note, screen: screen, triggers: false)
    }

    /// A 390×844 iOS screen holding `elements`, for short examples.
    public static func screen(_ elements: [Element], title: String? = "Example", platform: Platform = .ios) -> Screen {
        Screen(
            platform: platform, size: Size(width: 390, height: 844), scale: 3, title: title,
            root: Element(type: "UIWindow", frame: Rect(x: 0, y: 0, width: 390, height: 844), children: elements))
    }
}

/// A rule over an element tree: a captured screen or an Interface Builder scene.
public protocol TreeRule: Rule {
    var treeExamples: [RuleExample] { get }
    func check(_ context: AuditContext) -> [RuleHit]
    /// What code can set to change what the rule judges in an Interface Builder file; nil (the
    /// default) for a rule that judges what code rarely changes.
    var membersCodeMayOverride: CodeOverrides? { get }
}

extension TreeRule {
    public var membersCodeMayOverride: CodeOverrides? { nil }
}

/// What tree rules read: the screen, its reading order and its elements, computed once per screen.
public struct AuditContext: Sendable {
    public struct Node: Sendable {
        public var path: ElementPath
        public var element: Element
        /// The nearest ancestors first.
        public var ancestorPaths: [ElementPath]
        /// Inside an accessibility element: a screen reader never lands here.
        public var isInsideAccessibilityElement: Bool
    }

    public var screen: Screen
    public var profile: AuditProfile
    public var words: WordLists
    public var speaker: Speaker
    /// The stops of a swipe through the screen, in order.
    public var readingItems: [ReadingItem]
    /// Every element not in a hidden subtree, in document order.
    public var visibleNodes: [Node]

    public init(screen: Screen, profile: AuditProfile = .wcagAA, words: WordLists = .english, speaker: Speaker? = nil) {
        self.screen = screen
        self.profile = profile
        self.words = words
        self.speaker = speaker ?? Speaker(profile: .default(for: screen.platform))
        readingItems = ReadingOrder.items(in: screen)
        visibleNodes = Self.visibleNodes(of: screen.root)
    }

    /// Depth-first without recursion, skipping hidden subtrees.
    private static func visibleNodes(of root: Element) -> [Node] {
        var nodes: [Node] = []
        var stack: [Node] = [
            Node(path: ElementPath(), element: root, ancestorPaths: [], isInsideAccessibilityElement: false)
        ]
        while let node = stack.popLast() {
            guard !node.element.isHidden else { continue }
            nodes.append(node)
            let inside = node.isInsideAccessibilityElement || node.element.isAccessibilityElement
            for (index, child) in node.element.children.enumerated().reversed() {
                stack.append(
                    Node(
                        path: node.path.appending(index), element: child,
                        ancestorPaths: [node.path] + node.ancestorPaths, isInsideAccessibilityElement: inside))
            }
        }
        return nodes
    }

    public func element(at path: ElementPath) -> Element? {
        screen.root.descendant(at: path)
    }

    /// Points per unit of the capture's frames: 1 on iOS; on Android, pixels per dp.
    public var pointsPerUnit: Double {
        switch screen.platform {
        case .ios: return 1
        case .android:
            if let scale = screen.scale, scale > 0 { return 1 / scale }
            // uiautomator does not record density; phones are about 411 dp wide.
            if let width = screen.size?.width, width > 0 { return 411 / width }
            return 1
        }
    }

    /// What the screen reader says on `element`.
    public func spoken(_ element: Element) -> String {
        speaker.utterance(for: element).text(separator: speaker.profile.separator)
    }
}

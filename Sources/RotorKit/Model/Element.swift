/// Where an element was declared or captured: a file and, where known, a line and column.
public struct SourceLocation: Hashable, Sendable, Codable {
    public var file: String
    public var line: Int?
    public var column: Int?

    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, leaving out what is unknown.
    public var description: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }
}

/// The weight of a font, as Interface Builder and snapshots name it.
public enum FontWeight: String, CaseIterable, Sendable, Codable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// One node of an accessibility hierarchy: a view, a control or a container, from any source.
///
/// Interface Builder scenes, Rotor snapshots and captures from Appium, XCUITest and uiautomator all
/// become trees of `Element`, so reading order, speech and tree rules work the same on all of them.
public struct Element: Hashable, Sendable {
    /// The platform's class or element type without prefixes: `Button`, `StaticText`,
    /// `android.widget.Switch`, `UITableViewCell`.
    public var type: String
    public var label: String?
    public var value: String?
    public var hint: String?
    public var traits: Set<AccessibilityTrait>
    public var identifier: String?
    /// Screen coordinates; nil where the source does not say.
    public var frame: Rect?
    /// True when a screen reader stops on this element and reads nothing inside it.
    public var isAccessibilityElement: Bool
    public var isHidden: Bool
    public var isEnabled: Bool
    /// `isUserInteractionEnabled`: false when the view ignores touches. VoiceOver still reaches an
    /// element that ignores touches and announces it as usable; a double tap then does nothing.
    public var isUserInteractionEnabled: Bool
    public var isSelected: Bool
    /// `accessibilityViewIsModal`: while visible, only this subtree is reachable.
    public var isModal: Bool
    /// `shouldGroupAccessibilityChildren`: the children are read together, in their own order.
    public var groupsChildren: Bool
    /// `accessibilityElements`: indices into `children` in the order they are read.
    public var childOrder: [Int]?
    /// A container read as a unit (a navigation bar, a table, a picker); nil for a plain view.
    public var container: ContainerKind?
    public var customActions: [String]
    /// Text drawn on screen (a button's title, a label's text), which may differ from `label`.
    public var visibleText: String?
    public var placeholder: String?
    /// Android's checkable state: nil when the element cannot be checked.
    public var isChecked: Bool?
    /// Android's `clickable` and `long-clickable`: the element reacts to a tap or a long press.
    public var isClickable: Bool
    public var isLongClickable: Bool
    public var foregroundColor: Color?
    public var backgroundColor: Color?
    /// The colours in the other appearance (dark for a light screen, light for a dark one), where
    /// they differ (an Interface Builder system colour); nil where the source shows one appearance
    /// only or they do not change.
    public var otherAppearanceForegroundColor: Color?
    public var otherAppearanceBackgroundColor: Color?
    public var fontSize: Double?
    public var fontWeight: FontWeight?
    /// Whether the text follows the reader's text size (a text style that adjusts for the content
    /// size category); nil where the source does not say, so rules never guess.
    public var usesDynamicType: Bool?
    /// The text style a font is set to (Interface Builder's `UICTFontTextStyleBody` as `body`): text in a
    /// style opens at the reader's text size even when it does not follow later changes.
    public var textStyle: String?
    /// The SF Symbol drawn as the element's image (`catalog="system"` in Interface Builder), which
    /// the system may name when nothing else does (`SystemNames`).
    public var systemImage: String?
    public var source: SourceLocation?
    public var children: [Element]

    public init(
        type: String,
        label: String? = nil,
        value: String? = nil,
        hint: String? = nil,
        traits: Set<AccessibilityTrait> = [],
        identifier: String? = nil,
        frame: Rect? = nil,
        isAccessibilityElement: Bool = false,
        isHidden: Bool = false,
        isEnabled: Bool = true,
        isUserInteractionEnabled: Bool = true,
        isSelected: Bool = false,
        isModal: Bool = false,
        groupsChildren: Bool = false,
        childOrder: [Int]? = nil,
        container: ContainerKind? = nil,
        customActions: [String] = [],
        visibleText: String? = nil,
        placeholder: String? = nil,
        isChecked: Bool? = nil,
        isClickable: Bool = false,
        isLongClickable: Bool = false,
        foregroundColor: Color? = nil,
        backgroundColor: Color? = nil,
        fontSize: Double? = nil,
        fontWeight: FontWeight? = nil,
        usesDynamicType: Bool? = nil,
        textStyle: String? = nil,
        systemImage: String? = nil,
        source: SourceLocation? = nil,
        children: [Element] = []
    ) {
        self.type = type
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.identifier = identifier
        self.frame = frame
        self.isAccessibilityElement = isAccessibilityElement
        self.isHidden = isHidden
        self.isEnabled = isEnabled
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.isSelected = isSelected
        self.isModal = isModal
        self.groupsChildren = groupsChildren
        self.childOrder = childOrder
        self.container = container
        self.customActions = customActions
        self.visibleText = visibleText
        self.placeholder = placeholder
        self.isChecked = isChecked
        self.isClickable = isClickable
        self.isLongClickable = isLongClickable
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.usesDynamicType = usesDynamicType
        self.textStyle = textStyle
        self.systemImage = systemImage
        self.source = source
        self.children = children
    }

    /// Selected either by state or by trait, as VoiceOver treats both alike.
    public var speaksSelected: Bool { isSelected || traits.contains(.selected) }

    /// Disabled either by state or by trait ("dimmed").
    public var speaksNotEnabled: Bool { !isEnabled || traits.contains(.notEnabled) }

    /// The traits in a stable order, for output.
    public var sortedTraits: [AccessibilityTrait] { traits.sorted() }

    /// The element at an index path below this one, if the path is valid.
    public func descendant(at path: ElementPath) -> Element? {
        var current = self
        for index in path.indices {
            guard current.children.indices.contains(index) else { return nil }
            current = current.children[index]
        }
        return current
    }
}

/// The position of an element in its tree: child indices from the root, printed as `0/3/1`.
public struct ElementPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var indices: [Int]

    public init(_ indices: [Int] = []) {
        self.indices = indices
    }

    public func appending(_ index: Int) -> ElementPath {
        ElementPath(indices + [index])
    }

    public var description: String {
        indices.isEmpty ? "root" : indices.map(String.init).joined(separator: "/")
    }

    /// Document (depth-first, pre-order) order.
    public static func < (lhs: ElementPath, rhs: ElementPath) -> Bool {
        lhs.indices.lexicographicallyPrecedes(rhs.indices)
    }
}

extension Element {
    /// A short description for reports: `Button "Close"` or `Button #closeButton`.
    public var summary: String {
        if let name = spokenName { return "\(type) \"\(name.count > 40 ? String(name.prefix(39)) + "…" : name)\"" }
        if let identifier = identifier?.nonBlank { return "\(type) #\(identifier)" }
        return type
    }

    /// Whether a person can act on it: a role that takes input, or Android's clickable.
    public var isInteractive: Bool {
        !traits.isDisjoint(with: AccessibilityTrait.interactive) || isClickable || isLongClickable
    }
}

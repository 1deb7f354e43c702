import Foundation
import RotorKit

/// One element as XCUITest describes it, through WebDriverAgent's page source or
/// `XCUIApplication().debugDescription`, before Rotor infers what VoiceOver does with it.
struct XCUIElementRecord {
    /// The element type without the `XCUIElementType` prefix: `Button`, `StaticText`, `Other`.
    var type: String
    var identifier: String?
    var label: String?
    var value: String?
    var placeholder: String?
    var frame: Rect?
    var isEnabled = true
    var isSelected = false
    /// The UIAccessibilityTraits the capture lists (WebDriverAgent's `traits`); nil when it does not say.
    var listedTraits: Set<AccessibilityTrait>?
    /// `isAccessibilityElement` as the capture states it (WebDriverAgent's `accessible`); nil when it does not say.
    var statedAccessible: Bool?
    var source: SourceLocation?
}

/// What Rotor knows about XCUITest element types, and how it turns the elements of one snapshot
/// into a `Screen`. Shared by `AppiumIOSImporter` and `DebugDescriptionImporter`.
enum XCUIHierarchy {
    /// How to decide whether VoiceOver stops on an element whose capture does not say.
    enum AccessibilityInference {
        /// Controls and text: UIKit makes them accessibility elements.
        case always
        /// Containers: VoiceOver reads what is inside them.
        case never
        /// Images and cells. A cell's XCUITest label is already its combined label, and an image
        /// is an element only when someone gave it a label.
        case whenLabeled
        /// Static text: an empty label has nothing to read and VoiceOver skips it.
        case whenShowingText
        /// Plain views (`Other`, unknown types): an element when labelled and no descendant is.
        /// XCUITest (and React Native) give a container the combined label of its children, so a
        /// label above other labels is a summary, not something VoiceOver stops on: the React Native
        /// capture states `accessible` for each of its 45 labelled containers, and none is an element.
        case whenLabeledLeaf
    }

    struct Kind {
        var traits: Set<AccessibilityTrait>
        var accessibility: AccessibilityInference
        /// What VoiceOver moves through as a unit (`ReadingOrder`). A cell that is not an element
        /// itself is one too: UIKit makes each cell an accessibility container.
        var container: ContainerKind? = nil
        /// Scrolls: XCUITest lists its scroll indicators as `Other` elements with a percentage value.
        var scrolls = false
    }

    /// XCUIElement types (without the `XCUIElementType` prefix) and what they mean to VoiceOver.
    static let kinds: [String: Kind] = [
        "Button": Kind(traits: [.button], accessibility: .always),
        "Link": Kind(traits: [.link], accessibility: .always),
        "Image": Kind(traits: [.image], accessibility: .whenLabeled),
        // Home screen app icons, which VoiceOver activates like buttons.
        "Icon": Kind(traits: [.button], accessibility: .always),
        "StaticText": Kind(traits: [.staticText], accessibility: .whenShowingText),
        "SearchField": Kind(traits: [.searchField], accessibility: .always),
        "TextField": Kind(traits: [.textField], accessibility: .always),
        "SecureTextField": Kind(traits: [.secureTextField], accessibility: .always),
        "TextView": Kind(traits: [.textArea], accessibility: .always, scrolls: true),
        "Switch": Kind(traits: [.switchButton], accessibility: .always),
        "Toggle": Kind(traits: [.switchButton], accessibility: .always),
        "Slider": Kind(traits: [.adjustable], accessibility: .always),
        "PickerWheel": Kind(traits: [.adjustable], accessibility: .always),
        "PageIndicator": Kind(traits: [.adjustable], accessibility: .always),
        "RatingIndicator": Kind(traits: [.adjustable], accessibility: .always),
        "Key": Kind(traits: [.keyboardKey], accessibility: .always),
        "Tab": Kind(traits: [.tab], accessibility: .always),
        "MenuItem": Kind(traits: [.button], accessibility: .always),
        "MenuBarItem": Kind(traits: [.button], accessibility: .always),
        "ToolbarButton": Kind(traits: [.button], accessibility: .always),
        "DisclosureTriangle": Kind(traits: [.button], accessibility: .always),
        "PopUpButton": Kind(traits: [.popUpButton], accessibility: .always),
        "MenuButton": Kind(traits: [.popUpButton], accessibility: .always),
        "ProgressIndicator": Kind(traits: [.progressBar], accessibility: .always),
        "ActivityIndicator": Kind(traits: [.updatesFrequently], accessibility: .always),
        "CheckBox": Kind(traits: [.checkBox], accessibility: .always),
        "RadioButton": Kind(traits: [.radioButton], accessibility: .always),
        "Cell": Kind(traits: [], accessibility: .whenLabeled, container: .cell),
        "Other": Kind(traits: [], accessibility: .whenLabeledLeaf),
        "TabBar": Kind(traits: [.tabBar], accessibility: .never, container: .tabBar),
        "Application": Kind(traits: [], accessibility: .never),
        "Window": Kind(traits: [], accessibility: .never),
        "NavigationBar": Kind(traits: [], accessibility: .never, container: .navigationBar),
        "Toolbar": Kind(traits: [], accessibility: .never, container: .toolbar),
        "StatusBar": Kind(traits: [], accessibility: .never),
        "Table": Kind(traits: [], accessibility: .never, container: .table, scrolls: true),
        "CollectionView": Kind(traits: [], accessibility: .never, container: .collection, scrolls: true),
        "ScrollView": Kind(traits: [], accessibility: .never, container: .scrollView, scrolls: true),
        "WebView": Kind(traits: [], accessibility: .never, scrolls: true),
        "Map": Kind(traits: [], accessibility: .never),
        "Alert": Kind(traits: [], accessibility: .never),
        "Sheet": Kind(traits: [], accessibility: .never),
        "Dialog": Kind(traits: [], accessibility: .never),
        "Popover": Kind(traits: [], accessibility: .never),
        "Keyboard": Kind(traits: [], accessibility: .never),
        "Group": Kind(traits: [], accessibility: .never),
        "Menu": Kind(traits: [], accessibility: .never),
        "MenuBar": Kind(traits: [], accessibility: .never),
        "Picker": Kind(traits: [], accessibility: .never, container: .picker),
        "DatePicker": Kind(traits: [], accessibility: .never, container: .picker),
        "SegmentedControl": Kind(traits: [], accessibility: .never),
        "Stepper": Kind(traits: [], accessibility: .never),
        "ScrollBar": Kind(traits: [], accessibility: .never),
    ]

    /// Types not in `kinds` are treated as plain views.
    static let unknownKind = Kind(traits: [], accessibility: .whenLabeledLeaf)

    /// WebDriverAgent's `traits` names, lowercased without spaces, as Rotor traits. `None` and names
    /// a newer WebDriverAgent may add are left out: they say nothing Rotor speaks. `ToggleButton` is
    /// WebDriverAgent's own name, for a SwiftUI toggle.
    static let traitNames: [String: AccessibilityTrait] = Dictionary(
        uniqueKeysWithValues: AccessibilityTrait.uiAccessibilityTraits.map { ($0.rawValue.lowercased(), $0) }
    )
    .merging(["togglebutton": .toggle]) { first, _ in first }

    /// Roles no UIAccessibilityTraits value expresses (VoiceOver learns them from the control's
    /// class), so a `traits` list never holds them and they still come from the element type.
    static let rolesWithoutPublicTrait: Set<AccessibilityTrait> = [
        .switchButton, .tab, .textField, .secureTextField, .textArea, .popUpButton, .checkBox,
        .radioButton, .progressBar,
    ]

    /// How far from a navigation bar's leading edge its first button may start and still be taken
    /// for the back button: iPhone layout margins are 8 to 20 pt.
    static let backButtonLeadingMargin = 20.0

    /// Reads a `traits` list such as "Button, Selected", tolerant of case and spacing.
    static func traits(listed text: String) -> Set<AccessibilityTrait> {
        var traits = Set<AccessibilityTrait>()
        for name in text.split(separator: ",") {
            let key = name.lowercased().filter { !$0.isWhitespace && $0 != "_" && $0 != "-" }
            if let trait = traitNames[key] { traits.insert(trait) }
        }
        return traits
    }

    /// The type named by an XCUITest type string: `XCUIElementTypeButton` → `Button`,
    /// `Window (Main)` → `Window`.
    static func typeName(_ text: some StringProtocol) -> String {
        var name = Substring(text.trimmingCharacters(in: .whitespaces))
        if name.hasPrefix("XCUIElementType") { name = name.dropFirst("XCUIElementType".count) }
        if let qualifier = name.range(of: " (") { name = name[..<qualifier.lowerBound] }
        return String(name)
    }

    /// Builds the screen from one record per node of `tree`.
    static func screen(from records: [XCUIElementRecord], tree: FlatElementTree) -> Screen? {
        let count = records.count
        let backButtons = backButtonIndices(records, tree: tree)

        // In pre-order every node comes after its ancestors: forward passes see parents first,
        // backward passes see children first.
        var hasLabeledDescendant = [Bool](repeating: false, count: count)
        for index in stride(from: count - 1, to: 0, by: -1) {
            if let parent = tree.parents[index], hasLabeledDescendant[index] || records[index].label != nil {
                hasLabeledDescendant[parent] = true
            }
        }
        var isInsideTabBar = [Bool](repeating: false, count: count)
        for index in 0..<count {
            if let parent = tree.parents[index] {
                isInsideTabBar[index] = isInsideTabBar[parent] || records[parent].type == "TabBar"
            }
        }

        var elements: [Element] = []
        elements.reserveCapacity(count)
        for (index, record) in records.enumerated() {
            let kind = kinds[record.type] ?? unknownKind
            var traits =
                record.listedTraits.map { $0.union(kind.traits.intersection(rolesWithoutPublicTrait)) } ?? kind.traits
            let parentType = tree.parents[index].map { records[$0].type }
            if record.type == "Button" && isInsideTabBar[index] { traits.insert(.tab) }
            // UIKit gives a navigation bar's title the header trait ("Settings, heading").
            if record.listedTraits == nil && record.type == "StaticText" && parentType == "NavigationBar" {
                traits.insert(.header)
            }
            if backButtons.contains(index) {
                traits.remove(.button)
                traits.insert(.backButton)
            }
            let isAccessibilityElement =
                record.statedAccessible
                ?? {
                    switch kind.accessibility {
                    case .always: return true
                    case .never: return false
                    case .whenLabeled: return record.label != nil
                    case .whenShowingText: return record.label != nil || record.value != nil
                    case .whenLabeledLeaf:
                        return record.label != nil && !hasLabeledDescendant[index]
                            && !looksLikeScrollIndicator(record, parentType: parentType)
                    }
                }()
            let isStaticText = record.type == "StaticText"
            // StaticText shows its value as its text (WebDriverAgent repeats the label there), and an
            // empty text field may report its placeholder as its value.
            let repeatsText = isStaticText && (record.label == nil || record.value == record.label)
            let showsPlaceholder = record.placeholder != nil && record.value == record.placeholder
            elements.append(
                Element(
                    type: record.type,
                    label: record.label,
                    value: repeatsText || showsPlaceholder ? nil : record.value,
                    traits: traits,
                    identifier: record.identifier,
                    frame: record.frame,
                    isAccessibilityElement: isAccessibilityElement,
                    isEnabled: record.isEnabled,
                    isSelected: record.isSelected || traits.contains(.selected),
                    container: kinds[record.type]?.container,
                    visibleText: isStaticText ? record.label ?? record.value : nil,
                    placeholder: record.placeholder,
                    source: record.source))
        }
        guard let root = tree.assemble(elements) else { return nil }
        let application = records.first { $0.type == "Application" && $0.frame != nil }
        let window = records.first { $0.type == "Window" && $0.frame != nil }
        let frame = application?.frame ?? window?.frame ?? records.first?.frame
        // The application's label is the app's name; the screen's title is the navigation bar's.
        let navigationBar = records.first { $0.type == "NavigationBar" && ($0.identifier ?? $0.label) != nil }
        return Screen(
            platform: .ios,
            size: frame.map { Size(width: $0.width, height: $0.height) },
            title: navigationBar.flatMap { $0.identifier ?? $0.label },
            root: root)
    }

    /// Buttons taken for the system back button. XCUITest does not say which button that is, so
    /// Rotor infers it: the first child of a navigation bar that is a button starting at the bar's
    /// leading edge, or a button UIKit itself names `BackButton`.
    private static func backButtonIndices(_ records: [XCUIElementRecord], tree: FlatElementTree) -> Set<Int> {
        var indices = Set<Int>()
        for (index, record) in records.enumerated() {
            if record.type == "Button" && record.identifier == "BackButton" { indices.insert(index) }
            guard record.type == "NavigationBar", let first = tree.children[index].first,
                records[first].type == "Button",
                let bar = record.frame, let button = records[first].frame,
                button.minX - bar.minX <= backButtonLeadingMargin
            else { continue }
            indices.insert(first)
        }
        return indices
    }

    /// A scroll indicator ("Vertical scroll bar, 1 page", value "0%"), which VoiceOver does not
    /// stop on: the React Native capture marks both of its indicators `accessible="false"`.
    /// Recognised by shape, not by its localised label.
    private static func looksLikeScrollIndicator(_ record: XCUIElementRecord, parentType: String?) -> Bool {
        guard record.type == "Other", let parentType, kinds[parentType]?.scrolls == true, let value = record.value,
            value.hasSuffix("%")
        else { return false }
        return CaptureValues.number(String(value.dropLast())) != nil
    }
}

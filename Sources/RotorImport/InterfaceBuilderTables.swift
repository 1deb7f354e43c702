import RotorKit

/// What Rotor knows about one Interface Builder element name (`button`, `label`, …): the UIKit class
/// it stands for and what VoiceOver makes of that class by default.
struct InterfaceBuilderViewKind: Sendable {
    /// The UIKit class, used as the element type when no `customClass` is set.
    var className: String
    var traits: Set<AccessibilityTrait>
    /// UIKit's default `isAccessibilityElement` for the class.
    var isElement: Bool
    /// Draws text whose colour and font Rotor reads (`textColor`/`titleColor`, `fontDescription`).
    var showsText: Bool = false
}

/// The data tables the Interface Builder importer reads: element names, system colours, text styles.
enum InterfaceBuilderTables {
    /// A date picker shown inline (`style="inline"`) is a calendar whose days, month and time
    /// VoiceOver reads one by one: a container of those, not one adjustable element.
    static let inlineDatePicker = InterfaceBuilderViewKind(className: "UIDatePicker", traits: [], isElement: false)

    /// Interface Builder's element names for UIKit classes. Names not listed here are still read as
    /// plain views when they have a frame, with their class name kept as the type.
    static let viewKinds: [String: InterfaceBuilderViewKind] = [
        "view": InterfaceBuilderViewKind(className: "UIView", traits: [], isElement: false),
        "button": InterfaceBuilderViewKind(className: "UIButton", traits: [.button], isElement: true, showsText: true),
        "label": InterfaceBuilderViewKind(
            className: "UILabel", traits: [.staticText], isElement: true, showsText: true),
        "imageView": InterfaceBuilderViewKind(className: "UIImageView", traits: [.image], isElement: false),
        "switch": InterfaceBuilderViewKind(className: "UISwitch", traits: [.switchButton], isElement: true),
        "slider": InterfaceBuilderViewKind(className: "UISlider", traits: [.adjustable], isElement: true),
        "stepper": InterfaceBuilderViewKind(className: "UIStepper", traits: [.adjustable], isElement: true),
        "textField": InterfaceBuilderViewKind(
            className: "UITextField", traits: [.textField], isElement: true, showsText: true),
        "textView": InterfaceBuilderViewKind(
            className: "UITextView", traits: [.textArea], isElement: true, showsText: true),
        "segmentedControl": InterfaceBuilderViewKind(className: "UISegmentedControl", traits: [], isElement: false),
        "pageControl": InterfaceBuilderViewKind(className: "UIPageControl", traits: [.adjustable], isElement: true),
        "activityIndicatorView": InterfaceBuilderViewKind(
            className: "UIActivityIndicatorView", traits: [.updatesFrequently], isElement: true),
        "progressView": InterfaceBuilderViewKind(
            className: "UIProgressView", traits: [.updatesFrequently], isElement: true),
        "datePicker": InterfaceBuilderViewKind(className: "UIDatePicker", traits: [.adjustable], isElement: true),
        "pickerView": InterfaceBuilderViewKind(className: "UIPickerView", traits: [.adjustable], isElement: true),
        "searchBar": InterfaceBuilderViewKind(className: "UISearchBar", traits: [.searchField], isElement: true),
        "tableViewCell": InterfaceBuilderViewKind(className: "UITableViewCell", traits: [], isElement: true),
        // Unlike a table cell, UIKit does not make a collection cell one element: VoiceOver stops on its views.
        "collectionViewCell": InterfaceBuilderViewKind(className: "UICollectionViewCell", traits: [], isElement: false),
        "tableViewCellContentView": InterfaceBuilderViewKind(
            className: "UITableViewCellContentView", traits: [], isElement: false),
        "collectionReusableView": InterfaceBuilderViewKind(
            className: "UICollectionReusableView", traits: [], isElement: false),
        "navigationBar": InterfaceBuilderViewKind(className: "UINavigationBar", traits: [], isElement: false),
        "tabBar": InterfaceBuilderViewKind(className: "UITabBar", traits: [.tabBar], isElement: false),
        "toolbar": InterfaceBuilderViewKind(className: "UIToolbar", traits: [], isElement: false),
        "scrollView": InterfaceBuilderViewKind(className: "UIScrollView", traits: [], isElement: false),
        "tableView": InterfaceBuilderViewKind(className: "UITableView", traits: [], isElement: false),
        "collectionView": InterfaceBuilderViewKind(className: "UICollectionView", traits: [], isElement: false),
        "stackView": InterfaceBuilderViewKind(className: "UIStackView", traits: [], isElement: false),
        "visualEffectView": InterfaceBuilderViewKind(className: "UIVisualEffectView", traits: [], isElement: false),
        "containerView": InterfaceBuilderViewKind(className: "UIView", traits: [], isElement: false),
        "mapView": InterfaceBuilderViewKind(
            className: "MKMapView", traits: [.allowsDirectInteraction], isElement: false),
        "wkWebView": InterfaceBuilderViewKind(className: "WKWebView", traits: [], isElement: false),
    ]

    /// Items drawn by bars and segmented controls: `<segment>`, `<barButtonItem>`, `<tabBarItem>`.
    static let itemKinds: [String: InterfaceBuilderViewKind] = [
        "segment": InterfaceBuilderViewKind(className: "UISegment", traits: [.button], isElement: true),
        "barButtonItem": InterfaceBuilderViewKind(className: "UIBarButtonItem", traits: [.button], isElement: true),
        "tabBarItem": InterfaceBuilderViewKind(className: "UITabBarButton", traits: [.tab], isElement: true),
    ]

    /// `<accessibilityTraits>` attribute names → traits. Interface Builder writes the whole set, so it
    /// replaces the class's public traits (not the roles of system controls, which UIKit keeps).
    static let accessibilityTraits = Dictionary(
        uniqueKeysWithValues: AccessibilityTrait.uiAccessibilityTraits.map { ($0.rawValue, $0) })

    /// iOS system colours in the light appearance, by name without the `Color` suffix
    /// (`systemColor="systemBlueColor"` and `cocoaTouchSystemColor="darkTextColor"` alike).
    static let systemColors: [String: String] = [
        "systemRed": "#FF3B30", "systemOrange": "#FF9500", "systemYellow": "#FFCC00", "systemGreen": "#34C759",
        "systemMint": "#00C7BE", "systemTeal": "#30B0C7", "systemCyan": "#32ADE6", "systemBlue": "#007AFF",
        "systemIndigo": "#5856D6", "systemPurple": "#AF52DE", "systemPink": "#FF2D55", "systemBrown": "#A2845E",
        "systemGray": "#8E8E93", "systemGray2": "#AEAEB2", "systemGray3": "#C7C7CC", "systemGray4": "#D1D1D6",
        "systemGray5": "#E5E5EA", "systemGray6": "#F2F2F7",
        "label": "#000000", "secondaryLabel": "#3C3C4399", "tertiaryLabel": "#3C3C434D", "quaternaryLabel": "#3C3C432E",
        "placeholderText": "#3C3C434D", "link": "#007AFF", "tint": "#007AFF",
        "separator": "#3C3C4349", "opaqueSeparator": "#C6C6C8",
        "systemBackground": "#FFFFFF", "secondarySystemBackground": "#F2F2F7", "tertiarySystemBackground": "#FFFFFF",
        "systemGroupedBackground": "#F2F2F7", "secondarySystemGroupedBackground": "#FFFFFF",
        "tertiarySystemGroupedBackground": "#F2F2F7",
        "systemFill": "#78788033", "secondarySystemFill": "#78788029", "tertiarySystemFill": "#7676801F",
        "quaternarySystemFill": "#74748014",
        "lightText": "#FFFFFF99", "darkText": "#000000", "groupTableViewBackground": "#F2F2F7",
        "tableCellGroupedBackground": "#FFFFFF", "white": "#FFFFFF", "black": "#000000", "clear": "#00000000",
        "lightGray": "#AAAAAA", "darkGray": "#555555", "gray": "#808080",
    ]

    /// The system colours that change in the dark appearance, with Apple's dark values.
    static let darkSystemColors: [String: String] = [
        "systemRed": "#FF453A", "systemOrange": "#FF9F0A", "systemYellow": "#FFD60A", "systemGreen": "#30D158",
        "systemMint": "#63E6E2", "systemTeal": "#40C8E0", "systemCyan": "#64D2FF", "systemBlue": "#0A84FF",
        "systemIndigo": "#5E5CE6", "systemPurple": "#BF5AF2", "systemPink": "#FF375F", "systemBrown": "#AC8E68",
        "systemGray2": "#636366", "systemGray3": "#48484A", "systemGray4": "#3A3A3C", "systemGray5": "#2C2C2E",
        "systemGray6": "#1C1C1E",
        "label": "#FFFFFF", "secondaryLabel": "#EBEBF599", "tertiaryLabel": "#EBEBF54D", "quaternaryLabel": "#EBEBF52E",
        "placeholderText": "#EBEBF54D", "link": "#0984FF", "tint": "#0A84FF",
        "separator": "#54545899", "opaqueSeparator": "#38383A",
        "systemBackground": "#000000", "secondarySystemBackground": "#1C1C1E", "tertiarySystemBackground": "#2C2C2E",
        "systemGroupedBackground": "#000000", "secondarySystemGroupedBackground": "#1C1C1E",
        "tertiarySystemGroupedBackground": "#2C2C2E",
        "systemFill": "#7878805C", "secondarySystemFill": "#78788052", "tertiarySystemFill": "#7676803D",
        "quaternarySystemFill": "#7676802E", "groupTableViewBackground": "#000000",
        "tableCellGroupedBackground": "#1C1C1E",
    ]

    /// Text styles at the default (Large) content size: point size and weight.
    static let textStyles: [String: (size: Double, weight: FontWeight)] = [
        "UICTFontTextStyleLargeTitle": (34, .regular), "UICTFontTextStyleTitle0": (34, .regular),
        "UICTFontTextStyleTitle1": (28, .regular), "UICTFontTextStyleTitle2": (22, .regular),
        "UICTFontTextStyleTitle3": (20, .regular), "UICTFontTextStyleHeadline": (17, .semibold),
        "UICTFontTextStyleBody": (17, .regular), "UICTFontTextStyleCallout": (16, .regular),
        "UICTFontTextStyleSubhead": (15, .regular), "UICTFontTextStyleFootnote": (13, .regular),
        "UICTFontTextStyleCaption1": (12, .regular), "UICTFontTextStyleCaption2": (11, .regular),
    ]

    /// The colour of a system colour name, with or without its `Color` suffix.
    static func systemColor(named name: String, dark: Bool = false) -> Color? {
        let base = name.hasSuffix("Color") ? String(name.dropLast("Color".count)) : name
        return ((dark ? darkSystemColors[base] : nil) ?? systemColors[base]).flatMap(Color.init(hex:))
    }
}

import Foundation
import RotorKit

/// Reads an Android `uiautomator dump` (`<hierarchy><node class="…" bounds="[x1,y1][x2,y2]" …>`) or an
/// Appium UiAutomator2 page source (tags named after the class, with `displayed, a11y-important,
/// heading, hint, pane-title, …` besides).
///
/// Which nodes TalkBack stops on follows TalkBack's own focus rule: an actionable node (clickable,
/// long-clickable, checkable or screen-reader-focusable) takes focus when it has something to say —
/// its own text or description, a checked state, or text in descendants that are not actionable
/// themselves — or when it has no actionable descendants to hand focus to, so that an unlabelled
/// control still takes focus (and is reported). A node that is not actionable takes focus when it
/// has text or a description and no actionable ancestor reads it. `a11y-important="false"` never does.
public enum UIAutomatorImporter {
    /// Widget class names (the last component, so `androidx.appcompat.widget.SwitchCompat` and
    /// `com.google.android.material.button.MaterialButton` match) and the roles TalkBack speaks.
    static let roles: [String: AccessibilityTrait] = [
        "Button": .button, "ImageButton": .button, "MaterialButton": .button, "AppCompatButton": .button,
        "AppCompatImageButton": .button, "FloatingActionButton": .button, "ExtendedFloatingActionButton": .button,
        "EditText": .editBox, "AutoCompleteTextView": .editBox, "MultiAutoCompleteTextView": .editBox,
        "AppCompatEditText": .editBox, "AppCompatAutoCompleteTextView": .editBox, "TextInputEditText": .editBox,
        "MaterialAutoCompleteTextView": .editBox,
        "CheckBox": .checkBox, "CheckedTextView": .checkBox, "AppCompatCheckBox": .checkBox,
        "AppCompatCheckedTextView": .checkBox, "MaterialCheckBox": .checkBox,
        "RadioButton": .radioButton, "AppCompatRadioButton": .radioButton, "MaterialRadioButton": .radioButton,
        "Switch": .toggle, "SwitchCompat": .toggle, "SwitchMaterial": .toggle, "MaterialSwitch": .toggle,
        "ToggleButton": .toggle, "AppCompatToggleButton": .toggle,
        "SeekBar": .seekBar, "RatingBar": .seekBar, "AppCompatSeekBar": .seekBar, "AppCompatRatingBar": .seekBar,
        "Slider": .seekBar,
        "Spinner": .dropDownList, "AppCompatSpinner": .dropDownList,
        "ProgressBar": .progressBar, "LinearProgressIndicator": .progressBar, "CircularProgressIndicator": .progressBar,
        "ImageView": .image, "AppCompatImageView": .image, "ShapeableImageView": .image,
        "TextView": .staticText, "AppCompatTextView": .staticText, "MaterialTextView": .staticText,
        "ListView": .list, "GridView": .grid,
    ]

    /// Widget classes (last component) that hold a unit TalkBack reads through, for explanations;
    /// TalkBack's order is the hierarchy's either way.
    static let containers: [String: ContainerKind] = [
        "ScrollView": .scrollView, "HorizontalScrollView": .scrollView, "NestedScrollView": .scrollView,
        "ListView": .list, "RecyclerView": .list, "GridView": .collection,
        "Toolbar": .toolbar, "ActionBarView": .toolbar, "TabLayout": .tabBar, "TabWidget": .tabBar,
        "BottomNavigationView": .tabBar, "NumberPicker": .picker, "DatePicker": .picker, "TimePicker": .picker,
        "CalendarView": .picker,
    ]

    /// One node's attributes, read and checked.
    private struct NodeRecord {
        var type: String
        var text: String?
        var contentDescription: String?
        var resourceID: String?
        var hint: String?
        var paneTitle: String?
        var bounds: Rect?
        var role: AccessibilityTrait?
        var container: ContainerKind?
        var isCheckable = false
        var isChecked = false
        var isClickable = false
        var isLongClickable = false
        var isScreenReaderFocusable = false
        var isEnabled = true
        var isSelected = false
        var isPassword = false
        var isHeading = false
        var isDisplayed = true
        var isImportant = true
        /// UiAutomator2's `showing-hint`: an empty field reports its hint as its text.
        var isShowingHint = false
        var source: SourceLocation?

        var isEditable: Bool { role == .editBox }
        /// What TalkBack reads as the node's name: the description, else the text.
        var spokenText: String? { contentDescription ?? text }
        var isActionable: Bool { isClickable || isLongClickable || isCheckable || isScreenReaderFocusable }
    }

    public static func importScreen(from input: InputText) throws(ImportError) -> Screen {
        let document = try XMLTree.parse(input)
        let topNodes: [XMLNode]
        if document.name == "hierarchy" {
            topNodes = document.children
        } else if document.name.hasPrefix("android.") {
            topNodes = [document]
        } else {
            throw ImportError(
                file: input.name, position: "\(document.line)",
                message: "not a uiautomator dump: the root element is <\(document.name)>, expected <hierarchy>")
        }
        guard !topNodes.isEmpty else {
            throw ImportError(file: input.name, position: "\(document.line)", message: "<hierarchy> holds no nodes")
        }

        var tree = FlatElementTree()
        var records: [NodeRecord] = []
        // A dump of several windows has several top nodes; they share one container root.
        let sharedRoot: Int? = topNodes.count > 1 ? tree.append(parent: nil) : nil
        if sharedRoot != nil { records.append(NodeRecord(type: "hierarchy")) }
        var pending = topNodes.reversed().map { (node: $0, parent: sharedRoot) }
        while let (node, parent) = pending.popLast() {
            let index = tree.append(parent: parent)
            records.append(try record(for: node, file: input.name))
            pending.append(contentsOf: node.children.reversed().map { ($0, index) })
        }

        let topIndices = sharedRoot.map { tree.children[$0] } ?? [0]
        let size = screenSize(of: document, topFrames: topIndices.compactMap { records[$0].bounds })
        if let sharedRoot, let size {
            records[sharedRoot].bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        }
        guard let root = tree.assemble(elements(from: records, tree: tree)) else {
            throw ImportError(file: input.name, message: "dump holds no nodes")
        }
        return Screen(
            platform: .android,
            size: size,
            title: records.lazy.compactMap(\.paneTitle).first,
            root: root)
    }

    /// The hierarchy's `width` and `height` (UiAutomator2 writes them), else the extent of the top nodes.
    private static func screenSize(of document: XMLNode, topFrames: [Rect]) -> Size? {
        if let width = document["width"].flatMap(CaptureValues.number),
            let height = document["height"].flatMap(CaptureValues.number)
        {
            return Size(width: width, height: height)
        }
        guard let first = topFrames.first else { return nil }
        let extent = topFrames.dropFirst().reduce(first) { $0.union($1) }
        return Size(width: extent.maxX, height: extent.maxY)
    }

    private static func elements(from records: [NodeRecord], tree: FlatElementTree) -> [Element] {
        let count = records.count
        let isImportantActionable = records.map { $0.isImportant && $0.isActionable }

        // In pre-order every node comes after its ancestors: forward passes see parents first,
        // backward passes see children first.
        var actionableAncestor = [Int?](repeating: nil, count: count)
        var spokenDescendantTexts = [[String]](repeating: [], count: count)
        for index in 0..<count {
            guard let parent = tree.parents[index] else { continue }
            actionableAncestor[index] = isImportantActionable[parent] ? parent : actionableAncestor[parent]
            let record = records[index]
            if !isImportantActionable[index], record.isDisplayed, record.isImportant, let text = record.spokenText,
                let reader = actionableAncestor[index]
            {
                spokenDescendantTexts[reader].append(text)
            }
        }
        var hasActionableDescendant = [Bool](repeating: false, count: count)
        for index in stride(from: count - 1, to: 0, by: -1) {
            if let parent = tree.parents[index], hasActionableDescendant[index] || isImportantActionable[index] {
                hasActionableDescendant[parent] = true
            }
        }

        return records.enumerated().map { index, record in
            let isAccessibilityElement: Bool
            if !record.isImportant {
                isAccessibilityElement = false
            } else if record.isActionable {
                // An actionable container with nothing of its own to say hands focus to its
                // actionable descendants (as a pager holding a clickable card does).
                isAccessibilityElement =
                    record.spokenText != nil || record.isCheckable
                    || !spokenDescendantTexts[index].isEmpty || !hasActionableDescendant[index]
            } else {
                isAccessibilityElement = record.spokenText != nil && actionableAncestor[index] == nil
            }
            var traits = Set<AccessibilityTrait>()
            if let role = record.role { traits.insert(role) }
            if record.isHeading { traits.insert(.header) }
            if record.isPassword { traits.insert(.secureTextField) }
            // TalkBack reads the texts inside an actionable node that has none of its own.
            let readText =
                record.isActionable && record.spokenText == nil && !spokenDescendantTexts[index].isEmpty
                ? spokenDescendantTexts[index].joined(separator: ", ") : nil
            let fieldText = record.isShowingHint ? nil : record.text
            return Element(
                type: record.type,
                label: record.isEditable ? record.contentDescription : record.spokenText,
                value: record.isEditable ? fieldText : nil,
                traits: traits,
                identifier: record.resourceID,
                frame: record.bounds,
                isAccessibilityElement: isAccessibilityElement,
                isHidden: !record.isDisplayed,
                isEnabled: record.isEnabled,
                isSelected: record.isSelected,
                container: record.container,
                visibleText: record.isEditable ? nil : record.text ?? readText,
                placeholder: record.isEditable ? record.hint ?? (record.isShowingHint ? record.text : nil) : nil,
                isChecked: record.isCheckable ? record.isChecked : nil,
                isClickable: record.isClickable,
                isLongClickable: record.isLongClickable,
                source: record.source)
        }
    }

    private static func record(for node: XMLNode, file: String) throws(ImportError) -> NodeRecord {
        func flag(_ name: String) -> Bool { node[name] == "true" }
        let type = node["class"].flatMap(CaptureValues.present) ?? node.name
        var record = NodeRecord(type: type)
        record.text = CaptureValues.present(node["text"])
        record.contentDescription = CaptureValues.present(node["content-desc"])
        record.resourceID = CaptureValues.present(node["resource-id"])
        record.hint = CaptureValues.present(node["hint"])
        record.paneTitle = CaptureValues.present(node["pane-title"])
        let className = String(type.split(separator: ".").last ?? Substring(type))
        record.role = roles[className]
        record.container = containers[className]
        // `NAF="true"` (not accessibility friendly) marks a clickable node with no name; it stays
        // an unnamed clickable node, which is exactly what the rules should report.
        record.isCheckable = flag("checkable")
        record.isChecked = flag("checked")
        record.isClickable = flag("clickable")
        record.isLongClickable = flag("long-clickable")
        record.isScreenReaderFocusable = flag("screen-reader-focusable")
        record.isEnabled = node["enabled"] != "false"
        record.isSelected = flag("selected")
        record.isPassword = flag("password")
        record.isHeading = flag("heading")
        record.isDisplayed = node["displayed"] != "false"
        record.isImportant = node["a11y-important"] != "false"
        record.isShowingHint = flag("showing-hint")
        if let text = node["bounds"] {
            guard let bounds = bounds(text) else {
                throw ImportError(
                    file: file, position: "\(node.line):\(node.column)",
                    message: "bounds \"\(text)\" of <\(node.name)> are not in the form [x1,y1][x2,y2]")
            }
            record.bounds = bounds
        }
        record.source = SourceLocation(file: file, line: node.line, column: node.column)
        return record
    }

    /// `[x1,y1][x2,y2]` (corners, in pixels) as a rectangle.
    static func bounds(_ text: String) -> Rect? {
        guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
        let corners = text.dropFirst().dropLast().components(separatedBy: "][")
        let numbers = corners.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .compactMap { CaptureValues.number(String($0)) }
        guard corners.count == 2, numbers.count == 4 else { return nil }
        return Rect(
            x: numbers[0], y: numbers[1], width: max(0, numbers[2] - numbers[0]),
            height: max(0, numbers[3] - numbers[1]))
    }
}

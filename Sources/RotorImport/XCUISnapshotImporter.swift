import Foundation
import RotorKit

/// Reads the JSON form of `XCUIElementSnapshot.dictionaryRepresentation`, which a UI test writes
/// with `JSONSerialization` from `try XCUIApplication().snapshot()`:
///
///     {"elementType": 9, "identifier": "save", "label": "Save", "value": "", "title": "",
///      "placeholderValue": "", "frame": {"X": 16, "Y": 98, "Width": 80, "Height": 44},
///      "enabled": true, "selected": false, "hasFocus": false, "children": [ … ]}
///
/// Keys are Apple's `XCUIElement.AttributeName` raw values; `elementType` is the integer raw value
/// of `XCUIElement.ElementType` and `frame` a `CGRect` dictionary. What VoiceOver does with each
/// element is inferred as for the other XCUITest captures (`XCUIHierarchy`).
public enum XCUISnapshotImporter {
    /// `XCUIElement.ElementType` by raw value, in the order of Apple's enumeration (`any` is 0,
    /// `statusItem` 82), named as XCUITest's `debugDescription` prints them.
    static let elementTypeNames = [
        "Any", "Other", "Application", "Group", "Window", "Sheet", "Drawer", "Alert", "Dialog", "Button",
        "RadioButton", "RadioGroup", "CheckBox", "DisclosureTriangle", "PopUpButton", "ComboBox", "MenuButton",
        "ToolbarButton", "Popover", "Keyboard", "Key", "NavigationBar", "TabBar", "TabGroup", "Toolbar", "StatusBar",
        "Table", "TableRow", "TableColumn", "Outline", "OutlineRow", "Browser", "CollectionView", "Slider",
        "PageIndicator", "ProgressIndicator", "ActivityIndicator", "SegmentedControl", "Picker", "PickerWheel",
        "Switch", "Toggle", "Link", "Image", "Icon", "SearchField", "ScrollView", "ScrollBar", "StaticText",
        "TextField", "SecureTextField", "DatePicker", "TextView", "Menu", "MenuItem", "MenuBar", "MenuBarItem", "Map",
        "WebView", "IncrementArrow", "DecrementArrow", "Timeline", "RatingIndicator", "ValueIndicator", "SplitGroup",
        "Splitter", "RelevanceIndicator", "ColorWell", "HelpTag", "Matte", "DockItem", "Ruler", "RulerMarker", "Grid",
        "LevelIndicator", "Cell", "LayoutArea", "LayoutItem", "Handle", "Stepper", "Tab", "TouchBar", "StatusItem",
    ]

    /// Whether `text` (a JSON object) is a snapshot dictionary: its top level has an `elementType`
    /// key. Read on the bytes, so detection never decodes a document twice.
    static func isSnapshot(_ text: Substring) -> Bool {
        JSONKeys.topLevelKeys(of: text, stoppingAt: "elementType").contains("elementType")
    }

    public static func importScreen(from input: InputText) throws(ImportError) -> Screen {
        try JSONPrecheck.check(input)
        let root: SnapshotNode
        do {
            root = try JSONDecoder().decode(SnapshotNode.self, from: input.data)
        } catch let error as DecodingError {
            throw SnapshotImporter.importError(input.name, error)
        } catch {
            throw ImportError(file: input.name, message: "is not valid JSON")
        }
        var tree = FlatElementTree()
        var records: [XCUIElementRecord] = []
        // Pre-order with an explicit stack: children pushed in reverse come off in document order.
        var pending: [(node: SnapshotNode, parent: Int?, path: String)] = [(root, nil, "$")]
        while let (node, parent, path) = pending.popLast() {
            guard let typeName = elementTypeNames[safe: node.elementType] else {
                throw ImportError(
                    file: input.name, position: "\(path).elementType",
                    message:
                        "unknown element type \(node.elementType) (XCUIElement.ElementType has raw values 0 to \(elementTypeNames.count - 1))"
                )
            }
            records.append(record(of: node, type: typeName))
            let index = tree.append(parent: parent)
            let children = node.children ?? []
            for (offset, child) in children.enumerated().reversed() {
                pending.append((child, index, "\(path).children[\(offset)]"))
            }
        }
        guard let screen = XCUIHierarchy.screen(from: records, tree: tree) else {
            throw ImportError(file: input.name, message: "holds no element")
        }
        return screen
    }

    private static func record(of node: SnapshotNode, type: String) -> XCUIElementRecord {
        var record = XCUIElementRecord(type: type)
        record.identifier = CaptureValues.present(node.identifier)
        // `title` is what macOS windows and buttons carry; on iOS it is empty and the label names the element.
        record.label = CaptureValues.present(node.label) ?? CaptureValues.present(node.title)
        record.value = CaptureValues.present(node.value?.text)
        record.placeholder = CaptureValues.present(node.placeholderValue)
        record.frame = node.frame.map { Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        record.isEnabled = node.enabled ?? true
        record.isSelected = node.selected ?? false
        return record
    }
}

/// One element of `dictionaryRepresentation`. Only `elementType` is required; XCUITest leaves out
/// nothing, but hand-trimmed snapshots often do.
private struct SnapshotNode: Decodable {
    var elementType: Int
    var identifier: String?
    var label: String?
    var value: SnapshotValue?
    var title: String?
    var placeholderValue: String?
    var frame: SnapshotFrame?
    var enabled: Bool?
    var selected: Bool?
    var hasFocus: Bool?
    var children: [SnapshotNode]?
}

/// `CGRect`'s dictionary representation.
private struct SnapshotFrame: Decodable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    enum CodingKeys: String, CodingKey {
        case x = "X"
        case y = "Y"
        case width = "Width"
        case height = "Height"
    }
}

/// `value` is `Any` in XCUITest: a string for most elements, a number for a switch (`1`) or a
/// slider, null when there is none.
private struct SnapshotValue: Decodable {
    var text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self) {
            text = string
        } else if let flag = try? container.decode(Bool.self) {
            text = flag ? "1" : "0"
        } else if let number = try? container.decode(Double.self), number.isFinite {
            text = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        } else {
            text = ""
        }
    }
}

/// The keys of a JSON document's top-level object, read on the bytes without decoding.
enum JSONKeys {
    /// Stops early once `stop` is seen: detection needs one key, not all of them.
    static func topLevelKeys(of text: Substring, stoppingAt stop: String) -> [String] {
        var keys: [String] = []
        var depth = 0
        var inString = false
        var escaped = false
        var current: [UInt8] = []
        var lastString: String?
        for byte in text.utf8 {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    lastString = depth == 1 ? String(decoding: current, as: UTF8.self) : nil
                    continue
                }
                if depth == 1 { current.append(byte) }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                current.removeAll(keepingCapacity: true)
            case UInt8(ascii: ":"):
                if depth == 1, let key = lastString {
                    keys.append(key)
                    if key == stop { return keys }
                }
                lastString = nil
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                lastString = nil
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth <= 0 { return keys }
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                break
            default:
                lastString = nil
            }
        }
        return keys
    }
}

extension Array {
    /// The element at `index`, or nil when the index is out of range.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

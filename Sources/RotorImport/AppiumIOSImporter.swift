import RotorKit

/// Reads an Appium / WebDriverAgent iOS page source: `<AppiumAUT>` around an
/// `XCUIElementTypeApplication`, or WebDriverAgent's own `/source` without the wrapper.
///
/// Elements carry `type, name, label, value, enabled, visible, x, y, width, height`, and depending on
/// the WebDriverAgent version `accessible, index, selected, traits, placeholderValue`.
public enum AppiumIOSImporter {
    private static let typePrefix = "XCUIElementType"

    public static func importScreen(from input: InputText) throws(ImportError) -> Screen {
        let document = try XMLTree.parse(input)
        let top: XMLNode
        if document.name == "AppiumAUT" {
            guard !document.children.isEmpty else {
                throw ImportError(
                    file: input.name, position: "\(document.line)", message: "<AppiumAUT> holds no elements")
            }
            // WebDriverAgent writes one application; should there be more, keep them all under the wrapper.
            top = document.children.count == 1 ? document.children[0] : document
        } else if document.name.hasPrefix(typePrefix) {
            top = document
        } else {
            throw ImportError(
                file: input.name, position: "\(document.line)",
                message:
                    "not an Appium iOS page source: the root element is <\(document.name)>, expected <AppiumAUT> or <\(typePrefix)…>"
            )
        }

        var tree = FlatElementTree()
        var records: [XCUIElementRecord] = []
        var pending: [(node: XMLNode, parent: Int?)] = [(top, nil)]
        while let (node, parent) = pending.popLast() {
            let index = tree.append(parent: parent)
            records.append(try record(for: node, file: input.name))
            pending.append(contentsOf: node.children.reversed().map { ($0, index) })
        }
        guard let screen = XCUIHierarchy.screen(from: records, tree: tree) else {
            throw ImportError(file: input.name, message: "page source holds no elements")
        }
        return screen
    }

    private static func record(for node: XMLNode, file: String) throws(ImportError) -> XCUIElementRecord {
        let label = CaptureValues.present(node["label"])
        let name = CaptureValues.present(node["name"])
        return XCUIElementRecord(
            type: XCUIHierarchy.typeName(node["type"] ?? node.name),
            // WebDriverAgent writes `name` = accessibilityIdentifier, or the label when there is none.
            identifier: name == label ? nil : name,
            label: label,
            value: CaptureValues.present(node["value"]),
            placeholder: CaptureValues.present(node["placeholderValue"]),
            frame: try frame(of: node, file: file),
            isEnabled: node["enabled"] != "false",
            isSelected: node["selected"] == "true",
            listedTraits: node["traits"].map(XCUIHierarchy.traits(listed:)),
            statedAccessible: node["accessible"].map { $0 == "true" },
            // `visible="false"` is deliberately not read as hidden: WebDriverAgent marks some
            // on-screen images invisible, and VoiceOver still reads content scrolled off screen.
            source: SourceLocation(file: file, line: node.line, column: node.column))
    }

    /// The frame from `x, y, width, height`; nil when the element has none (the `<AppiumAUT>`
    /// wrapper), an error when one is present but is not a number.
    private static func frame(of node: XMLNode, file: String) throws(ImportError) -> Rect? {
        var numbers: [Double] = []
        for attribute in ["x", "y", "width", "height"] {
            guard let text = node[attribute] else { return nil }
            guard let number = CaptureValues.number(text) else {
                throw ImportError(
                    file: file, position: "\(node.line)",
                    message: "<\(node.name)> has \(attribute)=\"\(text)\", which is not a number")
            }
            numbers.append(number)
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}

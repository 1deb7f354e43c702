import Foundation
import RotorKit

/// Reads Rotor's own snapshot JSON (`{"format": "rotor-snapshot", "version": 1, ...}`), described
/// by `docs/rotor-snapshot.schema.json`. Errors name the JSON path of the bad field.
public enum SnapshotImporter {
    public static let supportedVersion = 1

    public static func importScreen(from input: InputText) throws(ImportError) -> Screen {
        try JSONPrecheck.check(input)
        let document: SnapshotDocument
        do {
            document = try JSONDecoder().decode(SnapshotDocument.self, from: input.data)
        } catch let error as DecodingError {
            throw importError(input.name, error)
        } catch {
            throw ImportError(file: input.name, message: "is not valid JSON")
        }
        guard document.format == "rotor-snapshot" else {
            throw ImportError(
                file: input.name, position: "$.format",
                message: "expected \"rotor-snapshot\", found \"\(document.format)\"")
        }
        guard document.version == supportedVersion else {
            throw ImportError(
                file: input.name, position: "$.version",
                message:
                    "snapshot version \(document.version) is not supported (this Rotor reads version \(supportedVersion))"
            )
        }
        guard let platform = Platform(rawValue: document.platform ?? "ios") else {
            throw ImportError(
                file: input.name, position: "$.platform",
                message:
                    "unknown platform \"\(document.platform ?? "")\" (expected \(Platform.allCases.map(\.rawValue).joined(separator: " or ")))"
            )
        }
        let root = try element(from: document.root, path: "$.root", file: input.name)
        return Screen(
            platform: platform,
            size: document.size.map { Size(width: $0.width, height: $0.height) },
            scale: document.scale,
            title: document.title,
            root: root)
    }

    private static func element(from node: SnapshotElement, path: String, file: String) throws(ImportError) -> Element {
        func fail(_ field: String, _ message: String) -> ImportError {
            ImportError(file: file, position: "\(path).\(field)", message: message)
        }
        var traits = Set<AccessibilityTrait>()
        for (index, name) in (node.traits ?? []).enumerated() {
            guard let trait = AccessibilityTrait(rawValue: name) else {
                throw fail(
                    "traits[\(index)]", "unknown trait \"\(name)\" (see `docs/rotor-snapshot.schema.json` for the list)"
                )
            }
            traits.insert(trait)
        }
        let children = node.children ?? []
        if let order = node.childOrder {
            for (index, childIndex) in order.enumerated() where !children.indices.contains(childIndex) {
                throw fail(
                    "childOrder[\(index)]",
                    "no child at index \(childIndex) (this element has \(children.count) children)")
            }
        }
        /// The case a field names, or an error that lists the names it may take.
        func known<Value: CaseIterable & RawRepresentable>(_ field: String, _ name: String?, _ what: String)
            throws(ImportError) -> Value?
        where Value.RawValue == String {
            guard let name else { return nil }
            guard let value = Value(rawValue: name) else {
                throw fail(
                    field,
                    "unknown \(what) \"\(name)\" (expected one of \(Value.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            return value
        }
        let container: ContainerKind? =
            try known("container", node.container, "container") ?? node.type.flatMap { UIKitContainers.kinds[$0] }
        let fontWeight: FontWeight? = try known("fontWeight", node.fontWeight, "font weight")
        func color(_ field: String, _ text: String?) throws(ImportError) -> Color? {
            guard let text else { return nil }
            guard let color = Color(hex: text) else {
                throw fail(field, "expected a colour as \"#RRGGBB\" or \"#RRGGBBAA\", found \"\(text)\"")
            }
            return color
        }
        var builtChildren: [Element] = []
        builtChildren.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            builtChildren.append(try element(from: child, path: "\(path).children[\(index)]", file: file))
        }
        let hasName = [node.label, node.value, node.visibleText].contains { !($0 ?? "").isEmpty }
        let isLeafWithMeaning =
            children.isEmpty && (hasName || !traits.isDisjoint(with: AccessibilityTrait.interactive))
        return Element(
            type: node.type ?? "View",
            label: node.label,
            value: node.value,
            hint: node.hint,
            traits: traits,
            identifier: node.identifier,
            frame: node.frame.map { Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) },
            isAccessibilityElement: node.isAccessibilityElement ?? isLeafWithMeaning,
            isHidden: node.hidden ?? false,
            isEnabled: node.enabled ?? true,
            isUserInteractionEnabled: node.userInteractionEnabled ?? true,
            isSelected: node.selected ?? false,
            isModal: node.modal ?? false,
            groupsChildren: node.groupsChildren ?? false,
            childOrder: node.childOrder,
            container: container,
            customActions: node.customActions ?? [],
            visibleText: node.visibleText,
            placeholder: node.placeholder,
            isChecked: node.checked,
            isClickable: node.clickable ?? false,
            isLongClickable: node.longClickable ?? false,
            foregroundColor: try color("foregroundColor", node.foregroundColor),
            backgroundColor: try color("backgroundColor", node.backgroundColor),
            fontSize: node.fontSize,
            fontWeight: fontWeight,
            usesDynamicType: node.usesDynamicType,
            source: node.source.map { SourceLocation(file: $0.file, line: $0.line, column: $0.column) },
            children: builtChildren)
    }

    /// A decoding error as one line naming the JSON path; the XCUITest snapshot importer shares it.
    static func importError(_ file: String, _ error: DecodingError) -> ImportError {
        switch error {
        case .typeMismatch(let expected, let context):
            return ImportError(
                file: file, position: jsonPath(context.codingPath), message: "expected \(describe(expected))")
        case .valueNotFound(let expected, let context):
            return ImportError(
                file: file, position: jsonPath(context.codingPath),
                message: "expected \(describe(expected)), found null")
        case .keyNotFound(let key, let context):
            return ImportError(
                file: file, position: jsonPath(context.codingPath + [key]), message: "required field is missing")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return ImportError(
                    file: file,
                    message:
                        "is not valid JSON (\(context.debugDescription.trimmingCharacters(in: .punctuationCharacters)))"
                )
            }
            return ImportError(file: file, position: jsonPath(context.codingPath), message: context.debugDescription)
        @unknown default:
            return ImportError(file: file, message: "is not the JSON Rotor expected")
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is Double.Type, is Int.Type: return "a number"
        case is [Any].Type: return "an array"
        default:
            let name = String(describing: type)
            return name.hasPrefix("Array")
                ? "an array" : name.hasPrefix("Dictionary") || name.hasPrefix("Snapshot") ? "an object" : name
        }
    }

    /// `$.root.children[2].frame`, the form the JSON Schema and most tools print.
    static func jsonPath(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce("$") { path, key in
            if let index = key.intValue { return path + "[\(index)]" }
            return path + "." + key.stringValue
        }
    }
}

private struct SnapshotDocument: Decodable {
    var format: String
    var version: Int
    var platform: String?
    var title: String?
    var size: SnapshotSize?
    var scale: Double?
    var root: SnapshotElement
}

private struct SnapshotSize: Decodable {
    var width: Double
    var height: Double
}

private struct SnapshotFrame: Decodable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
}

private struct SnapshotSource: Decodable {
    var file: String
    var line: Int?
    var column: Int?
}

private struct SnapshotElement: Decodable {
    var type: String?
    var label: String?
    var value: String?
    var hint: String?
    var traits: [String]?
    var identifier: String?
    var frame: SnapshotFrame?
    var isAccessibilityElement: Bool?
    var hidden: Bool?
    var enabled: Bool?
    var userInteractionEnabled: Bool?
    var selected: Bool?
    var modal: Bool?
    var groupsChildren: Bool?
    var childOrder: [Int]?
    var container: String?
    var customActions: [String]?
    var visibleText: String?
    var placeholder: String?
    var checked: Bool?
    var clickable: Bool?
    var longClickable: Bool?
    var foregroundColor: String?
    var backgroundColor: String?
    var fontSize: Double?
    var fontWeight: String?
    var usesDynamicType: Bool?
    var source: SnapshotSource?
    var children: [SnapshotElement]?
}

/// Reads a JSON document's bytes once before decoding, for what Foundation's readers do not say
/// well: very deep nesting (they fail with a generic message, and decoding deep input recursively
/// could exhaust a thread's stack) and trailing commas (they accept them, but JSON has none, so a
/// file Rotor reads would fail in every other tool).
///
/// The depth limit is in element levels, as `Limits.maxDepth` and the README state it: each element
/// is two levels of brackets (its object and its `children` array), and a document's wrappers a few more.
enum JSONPrecheck {
    static func check(_ input: InputText, elementLevels: Int = Limits.maxDepth) throws(ImportError) {
        let limit = 2 * elementLevels + 8
        var depth = 0
        var line = 1
        var column = 0
        var inString = false
        var escaped = false
        /// Where the last comma outside a string was, while only white space has followed it.
        var pendingComma: (line: Int, column: Int)?
        for byte in input.data {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 0
            } else if byte & 0xC0 != 0x80 {
                // Columns count characters: UTF-8 continuation bytes are part of the one before.
                column += 1
            }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth > limit {
                    throw ImportError(
                        file: input.name, position: "\(line)",
                        message:
                            "JSON elements are nested deeper than \(elementLevels) levels; Rotor reads at most \(elementLevels)"
                    )
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if let comma = pendingComma {
                    let closer = byte == UInt8(ascii: "}") ? "}" : "]"
                    throw ImportError(
                        file: input.name, position: "\(comma.line):\(comma.column)",
                        message:
                            "trailing comma before '\(closer)': JSON allows no comma after the last item; remove it")
                }
                depth -= 1
            default: break
            }
            pendingComma = byte == UInt8(ascii: ",") ? (line, column) : nil
        }
    }
}

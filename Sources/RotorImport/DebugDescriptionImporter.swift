import Foundation
import RotorKit

/// Reads the text `XCUIApplication().debugDescription` (or `po app` in the debugger) prints:
///
///     Attributes: Application, 0x…, pid: 41491, label: 'Test App'
///     Element subtree:
///      →Application, 0x…, pid: 41491, label: 'Test App'
///         Window (Main), 0x…, {{0.0, 0.0}, {393.0, 852.0}}
///           Button, 0x…, {{81.0, 770.0}, {74.0, 48.0}}, label: 'Explore', Selected
///     Path to element:
///     …
///
/// One element per line, two spaces of indentation per level below the root (`→`). The
/// `Path to element:` and `Query chain:` sections that may follow are not elements.
public enum DebugDescriptionImporter {
    /// Flags XCUITest appends after an element's attributes.
    private static let flags: Set<String> = ["Selected", "Disabled", "Focused"]
    private static let sectionEnds = ["Path to element:", "Query chain:"]

    public static func importScreen(from input: InputText) throws(ImportError) -> Screen {
        var tree = FlatElementTree()
        var records: [XCUIElementRecord] = []
        /// The latest element at each depth on the way to the current line (its ancestors, then itself).
        var ancestors: [Int] = []
        var rootIndentation: Int?
        var isInSubtree = false

        for (offset, rawLine) in input.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = offset + 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let content = line.drop { $0 == " " || $0 == "\t" }
            if content.isEmpty { continue }
            if sectionEnds.contains(where: { content.hasPrefix($0) }) { break }
            if !isInSubtree {
                // Skip the `Attributes:` and `Element subtree:` header; the subtree starts at the first `→` line.
                guard content.hasPrefix("→") else { continue }
                isInSubtree = true
            }
            func failure(_ message: String) -> ImportError {
                ImportError(file: input.name, position: "\(lineNumber)", message: message)
            }

            let body = content.hasPrefix("→") ? content.dropFirst() : content
            let indentation = line.count - body.count
            let baseIndentation = rootIndentation ?? indentation
            rootIndentation = baseIndentation
            let offsetFromRoot = indentation - baseIndentation
            guard offsetFromRoot >= 0, offsetFromRoot % 2 == 0 else {
                throw failure(
                    "indentation of \(indentation) characters does not fit the tree (2 spaces per level below the root at \(baseIndentation))"
                )
            }
            let depth = offsetFromRoot / 2
            guard depth <= ancestors.count, !(depth == 0 && !records.isEmpty) else {
                throw failure(
                    depth == 0
                        ? "a second root element; the subtree has one root"
                        : "indented \(depth - ancestors.count + 1) levels below the line before; each level adds 2 spaces"
                )
            }
            guard depth < Limits.maxDepth else {
                throw failure(
                    "elements are nested deeper than \(Limits.maxDepth) levels; Rotor reads at most \(Limits.maxDepth)")
            }
            var record = try parseElement(body, failure: failure)
            record.source = SourceLocation(file: input.name, line: lineNumber, column: indentation + 1)
            ancestors.removeLast(ancestors.count - depth)
            ancestors.append(tree.append(parent: ancestors.last))
            records.append(record)
        }
        guard let screen = XCUIHierarchy.screen(from: records, tree: tree) else {
            throw ImportError(
                file: input.name,
                message: "no element subtree found (expected a line starting with \"→\" after \"Element subtree:\")")
        }
        return screen
    }

    /// Reads one element line without its indentation:
    /// `Type, 0xADDR, {{x, y}, {w, h}}, identifier: '…', label: '…', placeholderValue: '…', value: …, Selected`.
    private static func parseElement(_ text: Substring, failure: (String) -> ImportError) throws(ImportError)
        -> XCUIElementRecord
    {
        var scanner = LineScanner(rest: text)
        let typeText = scanner.take { $0 != "," }
        let type = XCUIHierarchy.typeName(typeText)
        guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " }) else {
            throw failure("cannot read an element type from \"\(typeText)\"")
        }
        var record = XCUIElementRecord(type: type)
        while !scanner.isAtEnd {
            guard scanner.skip(", ") else {
                throw failure("expected \", \" before \"\(scanner.rest.prefix(20))\"")
            }
            if scanner.rest.hasPrefix("{{") {
                record.frame = try scanner.frame(failure: failure)
            } else if scanner.rest.hasPrefix("0x") {
                _ = scanner.take { $0 != "," }
            } else if let key = scanner.key() {
                if scanner.rest.hasPrefix("'") {
                    let text = try scanner.quoted(key: key, failure: failure)
                    switch key {
                    case "identifier": record.identifier = CaptureValues.present(text)
                    case "label": record.label = CaptureValues.present(text)
                    case "placeholderValue": record.placeholder = CaptureValues.present(text)
                    case "value": record.value = CaptureValues.present(text)
                    default: break  // title, … : nothing VoiceOver reads on iOS.
                    }
                } else if key == "value" {
                    record.value = CaptureValues.present(String(scanner.unquotedValue(before: flags)))
                } else {
                    _ = scanner.take { $0 != "," }  // pid: 41491 and other bare numbers.
                }
            } else {
                let flag = String(scanner.take { $0 != "," })
                guard flag.allSatisfy({ $0.isLetter || $0 == " " }), !flag.isEmpty else {
                    throw failure(
                        "cannot read \"\(flag)\" (expected a frame, an address, `key: value` or a flag such as Selected)"
                    )
                }
                if flag == "Selected" { record.isSelected = true }
                if flag == "Disabled" { record.isEnabled = false }
            }
        }
        return record
    }

    /// Reads a line from left to right.
    private struct LineScanner {
        var rest: Substring

        var isAtEnd: Bool { rest.isEmpty }

        mutating func take(while predicate: (Character) -> Bool) -> Substring {
            let taken = rest.prefix(while: predicate)
            rest = rest.dropFirst(taken.count)
            return taken
        }

        mutating func skip(_ text: String) -> Bool {
            guard rest.hasPrefix(text) else { return false }
            rest = rest.dropFirst(text.count)
            return true
        }

        /// `identifier: ` and the like: a word followed by a colon and a space.
        mutating func key() -> String? {
            let word = rest.prefix { $0.isLetter || $0.isNumber }
            guard !word.isEmpty, rest.dropFirst(word.count).hasPrefix(": ") else { return nil }
            rest = rest.dropFirst(word.count + 2)
            return String(word)
        }

        /// `{{x, y}, {w, h}}`.
        mutating func frame(failure: (String) -> ImportError) throws(ImportError) -> Rect? {
            guard let end = rest.range(of: "}}") else {
                throw failure("frame \"\(rest.prefix(40))\" is not closed with \"}}\"")
            }
            let text = rest[..<end.upperBound]
            rest = rest[end.upperBound...]
            let parts = text.split { $0 == "{" || $0 == "}" || $0 == "," }.map {
                $0.trimmingCharacters(in: .whitespaces)
            }.filter { !$0.isEmpty }
            let numbers = parts.compactMap { Double($0) }
            guard parts.count == 4, numbers.count == 4 else {
                throw failure("cannot read frame \"\(text)\" (expected {{x, y}, {width, height}})")
            }
            // XCUITest prints inf for elements it cannot place; such an element has no frame.
            guard numbers.allSatisfy(\.isFinite) else { return nil }
            return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }

        /// A string in single quotes. A quote or backslash inside may be escaped with a backslash; an unescaped
        /// quote ends the string only where a comma or the end of the line follows, because
        /// XCUITest does not always escape them (`label: 'It's here'`).
        mutating func quoted(key: String, failure: (String) -> ImportError) throws(ImportError) -> String {
            var text = ""
            var index = rest.index(after: rest.startIndex)
            while index < rest.endIndex {
                let character = rest[index]
                let next = rest.index(after: index)
                if character == "\\", next < rest.endIndex, rest[next] == "'" || rest[next] == "\\" {
                    text.append(rest[next])
                    index = rest.index(after: next)
                    continue
                }
                if character == "'" && (next == rest.endIndex || rest[next] == ",") {
                    rest = rest[next...]
                    return text
                }
                text.append(character)
                index = next
            }
            throw failure("the quoted \(key) is not closed with '")
        }

        /// An unquoted value, which may itself hold commas: it runs to the end of the line or to
        /// the flags that close it (`value: 1, 2, Selected`).
        mutating func unquotedValue(before flags: Set<String>) -> Substring {
            var end = rest.endIndex
            while let comma = rest[..<end].range(of: ", ", options: .backwards) {
                guard flags.contains(String(rest[comma.upperBound..<end])) else { break }
                end = comma.lowerBound
            }
            let value = rest[..<end]
            rest = rest[end...]
            return value
        }
    }
}

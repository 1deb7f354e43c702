import Foundation
import RotorKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XML element with the position where it starts, as read by `XMLTree.parse`.
public final class XMLNode {
    public let name: String
    public let attributes: [String: String]
    public let line: Int
    public let column: Int
    public internal(set) var children: [XMLNode] = []
    /// Character data directly inside this element, whitespace trimmed.
    public internal(set) var text: String = ""

    init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    public subscript(attribute: String) -> String? { attributes[attribute] }

    public func child(named name: String) -> XMLNode? { children.first { $0.name == name } }
}

/// Reads XML into `XMLNode`s without recursion, never resolving external entities, and refusing
/// documents nested deeper than `Limits.maxDepth`.
public enum XMLTree {
    public static func parse(_ input: InputText, depthLimit: Int = Limits.maxDepth) throws(ImportError) -> XMLNode {
        try XMLPrecheck.check(input)
        let parser = XMLParser(data: input.data)
        // Never read a file or URL because a document asked for it.
        parser.shouldResolveExternalEntities = false
        let builder = Builder(depthLimit: depthLimit)
        parser.delegate = builder
        let finished = parser.parse()
        if let failure = builder.failure {
            throw ImportError(file: input.name, position: failure.position, message: failure.message)
        }
        // A truncated document can make parse() return true while parserError is set.
        if !finished || parser.parserError != nil || !builder.stack.isEmpty {
            let line = parser.lineNumber
            let position = line > 0 ? "\(line):\(max(parser.columnNumber, 1))" : nil
            let code = (parser.parserError as NSError?)?.code
            // On Linux, libxml2 reports its errors at the end of the data (a mismatched tag only as a
            // premature end); the document itself says where the mistake is.
            if let mistake = XMLMistakes.first(in: input.data) {
                throw ImportError(
                    file: input.name, position: "\(mistake.line):\(mistake.column)", message: mistake.message)
            }
            throw ImportError(
                file: input.name, position: position,
                message: describe(code, unclosed: builder.stack.last?.name, hasRoot: builder.root != nil))
        }
        guard let root = builder.root else {
            throw ImportError(file: input.name, message: "XML document is empty: it has no root element")
        }
        return root
    }

    /// The parser's error in words. The codes are libxml2's (`xmlParserErrors`), which Foundation
    /// passes on as they are; a code not listed keeps its number so it can be looked up.
    static func describe(_ code: Int?, unclosed: String?, hasRoot: Bool) -> String {
        switch code {
        case 89?: return "XML entity expansion is too large (refused to expand it)"
        case 26?, 27?, 29?: return "XML refers to an entity Rotor does not resolve (external entities are never read)"
        case 4?:
            return
                "this is not XML: a capture or Interface Builder file starts with '<' (the document is empty or starts with text)"
        case 5?:
            if let unclosed { return "XML ends before <\(unclosed)> is closed (the file may be truncated)" }
            if !hasRoot { return "XML document is empty: it has no root element" }
            return
                "XML ends too early or goes on after its root element: look for an unclosed tag, comment or CDATA section, "
                + "or a second root element"
        case let code?:
            if let words = messages[code] { return "malformed XML: \(words)" }
            return "malformed XML (libxml2 error \(code))"
        case nil:
            if let unclosed { return "XML ends before <\(unclosed)> is closed (the file may be truncated)" }
            return "malformed XML"
        }
    }

    /// libxml2's error codes for the mistakes hand-edited or truncated XML shows.
    private static let messages: [Int: String] = [
        6: "invalid hexadecimal character reference (write &#x41; for 'A')",
        7: "invalid decimal character reference (write &#65; for 'A')",
        8: "invalid character reference",
        9: "invalid character: XML allows no control characters but tab, line feed and carriage return",
        23: "'&' must start an entity such as &amp; and end with ';' (write a literal '&' as &amp;)",
        22: "'&' must be followed by an entity name (write a literal '&' as &amp;)",
        32: "the document's encoding is not supported (write it in UTF-8)",
        38: "'<' is not allowed in an attribute value (write &lt;)",
        39: "an attribute value must be quoted",
        40: "an attribute value's closing quote is missing",
        41: "an attribute has no value (write name=\"value\")",
        42: "an attribute is given twice in one tag",
        45: "a comment is not closed with -->",
        63: "a CDATA section is not closed with ]]>",
        68: "a name is expected after '<' or '&' (write a literal '<' as &lt; and '&' as &amp;)",
        73: "'>' is expected to end the tag",
        74: "'</' is expected to close the tag",
        75: "'=' is expected after an attribute name",
        76: "mismatched tag: a closing tag does not match the element it closes",
        77: "a tag is not finished",
        80: "'--' is not allowed inside a comment",
        81: "the bytes do not match the document's encoding",
        85: "the tags are not balanced",
        86: "there is content after the root element (an XML document has one root element)",
    ]

    private final class Builder: NSObject, XMLParserDelegate {
        let depthLimit: Int
        var stack: [XMLNode] = []
        var root: XMLNode?
        var failure: (position: String, message: String)?

        init(depthLimit: Int) {
            self.depthLimit = depthLimit
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            guard stack.count < depthLimit else {
                failure = (
                    "\(parser.lineNumber)",
                    "XML is nested deeper than \(depthLimit) levels; Rotor reads at most \(depthLimit)"
                )
                parser.abortParsing()
                return
            }
            let node = XMLNode(
                name: elementName, attributes: attributeDict, line: parser.lineNumber, column: parser.columnNumber)
            if let parent = stack.last {
                parent.children.append(node)
            } else if root == nil {
                root = node
            }
            stack.append(node)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            // libxml2 recovers from a mismatched closing tag and reports only a premature end later.
            if let open = stack.last, open.name != elementName, failure == nil {
                failure = (
                    "\(parser.lineNumber):\(max(parser.columnNumber, 1))",
                    "mismatched tag: </\(elementName)> closes <\(open.name)> (opened on line \(open.line))"
                )
                parser.abortParsing()
                return
            }
            if let node = stack.popLast() {
                node.text = node.text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            stack.last?.text += String(decoding: block, as: UTF8.self)
        }
    }
}

/// Refuses, before parsing, what Foundation's `XMLParser` on Linux cannot take and no capture or
/// Interface Builder file holds. Its callbacks read C strings that libxml2 leaves null in notation,
/// attribute-list and unparsed-entity declarations and in processing instructions without data,
/// and crash; libxml2 recovers from errors and finds instructions even inside attribute values.
/// So every processing instruction but the XML declaration is refused, and every document type
/// declaration, which is also what entity expansion (billion laughs) and external entities need.
/// Matches are looked for everywhere, comments included: a refused file is an error, never a crash.
enum XMLPrecheck {
    static func check(_ input: InputText) throws(ImportError) {
        let bytes = input.data
        var index = bytes.startIndex
        var line = 1
        // Only the document's first markup may be the XML declaration.
        var declarationAllowed = true

        func starts(with text: String) -> Bool { bytes.holds(text, at: index) }

        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1 }
            if byte == UInt8(ascii: "<") {
                if starts(with: "<?") {
                    let isDeclaration =
                        declarationAllowed && starts(with: "<?xml")
                        && bytes.index(index, offsetBy: 5) < bytes.endIndex
                        && isSpace(bytes[bytes.index(index, offsetBy: 5)])
                    if !isDeclaration {
                        throw ImportError(
                            file: input.name, position: "\(line)",
                            message:
                                "XML holds a processing instruction (<?…?>), which captures and Interface Builder files never have; "
                                + "Rotor reads none")
                    }
                } else if starts(with: "<!DOCTYPE") {
                    throw ImportError(
                        file: input.name, position: "\(line)",
                        message:
                            "XML has a <!DOCTYPE> declaration, which captures and Interface Builder files never have; "
                            + "Rotor reads no document types (external entities are never read)")
                }
            }
            if !isSpace(byte) && byte != 0xEF && byte != 0xBB && byte != 0xBF { declarationAllowed = false }
            index += 1
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}

/// Finds where a document that failed to parse goes wrong, with its line and column (in
/// characters): libxml2 on Linux reports its errors at the end of the data, or only as a premature
/// end. It reads tags, references and characters alone: comments, CDATA sections and declarations
/// are skipped.
enum XMLMistakes {
    struct Mistake: Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    static func first(in data: Data) -> Mistake? {
        var scanner = Scanner(bytes: [UInt8](data))
        return scanner.firstMistake()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var column = 1
        var open: [(name: String, line: Int)] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        func mistake(_ message: String, at place: (line: Int, column: Int)? = nil) -> Mistake {
            Mistake(line: place?.line ?? line, column: place?.column ?? column, message: message)
        }

        mutating func firstMistake() -> Mistake? {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<") {
                    if let found = tag() { return found }
                } else if let found = character(inAttribute: false) {
                    return found
                }
            }
            guard let innermost = open.last else { return nil }
            return mistake(
                "XML ends before <\(innermost.name)> is closed (opened on line \(innermost.line); the file may be truncated)"
            )
        }

        /// One character of text or of an attribute value: a control character, a bare `&`, or a
        /// `<` in an attribute value is the mistake; anything else moves on.
        mutating func character(inAttribute: Bool) -> Mistake? {
            let byte = bytes[index]
            if byte < 0x20, byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") {
                let hex = String(byte, radix: 16, uppercase: true)
                return mistake(
                    "malformed XML: invalid character U+\(String(repeating: "0", count: 4 - hex.count) + hex): XML allows no "
                        + "control characters but tab, line feed and carriage return")
            }
            if byte == UInt8(ascii: "&"), !isReference() {
                return mistake(
                    "malformed XML: '&' must start an entity such as &amp; and end with ';' (write a literal '&' as &amp;)"
                )
            }
            if inAttribute, byte == UInt8(ascii: "<") {
                return mistake("malformed XML: '<' is not allowed in an attribute value (write &lt;)")
            }
            advance()
            return nil
        }

        /// `&name;`, `&#65;` or `&#x41;` at the current place.
        func isReference() -> Bool {
            var position = index + 1
            var isNumeric = false
            if position < bytes.count, bytes[position] == UInt8(ascii: "#") {
                isNumeric = true
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "x") { position += 1 }
            }
            let start = position
            while position < bytes.count, isNameByte(bytes[position]) || (isNumeric && isHexDigit(bytes[position])) {
                position += 1
            }
            return position > start && position < bytes.count && bytes[position] == UInt8(ascii: ";")
        }

        mutating func tag() -> Mistake? {
            let start = (line: line, column: column)
            if starts(with: "<!--") {
                skip(past: "-->")
            } else if starts(with: "<![CDATA[") {
                skip(past: "]]>")
            } else if starts(with: "<?") {
                skip(past: "?>")
            } else if starts(with: "<!") {
                skip(past: ">")
            } else if starts(with: "</") {
                advance()
                advance()
                let name = readName()
                guard let innermost = open.popLast() else {
                    return mistake("malformed XML: </\(name)> closes no open element", at: start)
                }
                if innermost.name != name {
                    return mistake(
                        "mismatched tag: </\(name)> closes <\(innermost.name)> (opened on line \(innermost.line))",
                        at: start)
                }
                skip(past: ">")
            } else {
                advance()
                let name = readName()
                var quote: UInt8?
                var previous: UInt8 = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    if let open = quote {
                        if byte == open {
                            quote = nil
                        } else {
                            if let found = character(inAttribute: true) { return found }
                            continue
                        }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: ">") {
                        break
                    } else if byte == UInt8(ascii: "<") {
                        return mistake(
                            "malformed XML: the tag <\(name)> is not closed with '>' before the next '<'", at: start)
                    }
                    previous = byte
                    advance()
                }
                guard index < bytes.count else {
                    return mistake("XML ends inside the tag <\(name)> (the file may be truncated)", at: start)
                }
                advance()
                if previous != UInt8(ascii: "/") { open.append((name, start.line)) }
            }
            return nil
        }

        /// Moves past one byte, counting lines and characters (not UTF-8 continuation bytes).
        mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if index + 1 >= bytes.count || bytes[index + 1] & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }

        func starts(with text: String) -> Bool { bytes.holds(text, at: index) }

        mutating func skip(past terminator: String) {
            while index < bytes.count, !starts(with: terminator) { advance() }
            for _ in terminator.utf8 where index < bytes.count { advance() }
        }

        mutating func readName() -> String {
            let start = index
            while index < bytes.count, isNameByte(bytes[index]) || bytes[index] >= 0x80 { advance() }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: ":")
        }

        func isHexDigit(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
        }
    }
}

extension RandomAccessCollection where Element == UInt8, Index == Int {
    /// Whether `text`'s UTF-8 bytes stand here from `index` on: the byte scanners' look-ahead.
    fileprivate func holds(_ text: String, at index: Int) -> Bool {
        var position = index
        for byte in text.utf8 {
            guard position < endIndex, self[position] == byte else { return false }
            position += 1
        }
        return true
    }
}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import RotorKit

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
            throw ImportError(file: input.name, position: "\(failure.line)", message: failure.message)
        }
        // A truncated document can make parse() return true while parserError is set.
        if !finished || parser.parserError != nil || !builder.stack.isEmpty {
            let line = parser.lineNumber
            throw ImportError(file: input.name, position: line > 0 ? "\(line)" : nil, message: describe(parser.parserError, unclosed: builder.stack.last?.name))
        }
        guard let root = builder.root else {
            throw ImportError(file: input.name, message: "XML document has no root element")
        }
        return root
    }

    private static func describe(_ error: Error?, unclosed: String?) -> String {
        let code = (error as NSError?)?.code
        switch code {
        case 89?: return "XML entity expansion is too large (refused to expand it)"
        case 26?, 27?, 29?: return "XML refers to an entity Rotor does not resolve (external entities are never read)"
        default:
            if let unclosed { return "XML ends before <\(unclosed)> is closed (the file may be truncated)" }
            if let code { return "malformed XML (parser error \(code))" }
            return "malformed XML"
        }
    }

    private final class Builder: NSObject, XMLParserDelegate {
        let depthLimit: Int
        var stack: [XMLNode] = []
        var root: XMLNode?
        var failure: (line: Int, message: String)?

        init(depthLimit: Int) {
            self.depthLimit = depthLimit
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            guard stack.count < depthLimit else {
                failure = (parser.lineNumber, "XML is nested deeper than \(depthLimit) levels; Rotor reads at most \(depthLimit)")
                parser.abortParsing()
                return
            }
            let node = XMLNode(name: elementName, attributes: attributeDict, line: parser.lineNumber, column: parser.columnNumber)
            if let parent = stack.last {
                parent.children.append(node)
            } else if root == nil {
                root = node
            }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            if let node = stack.popLast() {
                node.text = node.text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            stack.last?.text += String(decoding: CDATABlock, as: UTF8.self)
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

        func starts(with text: String) -> Bool {
            var position = index
            for byte in text.utf8 {
                guard position < bytes.endIndex, bytes[position] == byte else { return false }
                position += 1
            }
            return true
        }

        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1 }
            if byte == UInt8(ascii: "<") {
                if starts(with: "<?") {
                    let isDeclaration = declarationAllowed && starts(with: "<?xml")
                        && bytes.index(index, offsetBy: 5) < bytes.endIndex && isSpace(bytes[bytes.index(index, offsetBy: 5)])
                    if !isDeclaration {
                        throw ImportError(
                            file: input.name, position: "\(line)",
                            message: "XML holds a processing instruction (<?…?>), which captures and Interface Builder files never have; "
                                + "Rotor reads none")
                    }
                } else if starts(with: "<!DOCTYPE") {
                    throw ImportError(
                        file: input.name, position: "\(line)",
                        message: "XML has a <!DOCTYPE> declaration, which captures and Interface Builder files never have; "
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

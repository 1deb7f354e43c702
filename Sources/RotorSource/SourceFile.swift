import Foundation
import RotorKit
import SwiftParser
import SwiftSyntax

/// A parsed Swift file and the means to turn syntax positions into `line:column`.
public struct SourceFile {
    /// The path as the user named it, used in findings.
    public let path: String
    public let text: String
    public let tree: SourceFileSyntax
    public let converter: SourceLocationConverter

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// The 1-based line and column where `node` starts (after its leading trivia).
    public func position(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let location = node.startLocation(converter: converter)
        return (location.line, location.column)
    }

    /// The 1-based line and column of a byte offset.
    public func position(ofOffset offset: Int) -> SourcePosition {
        let location = converter.location(for: AbsolutePosition(utf8Offset: offset))
        return SourcePosition(line: location.line, column: location.column)
    }

    /// Syntax errors the parser recovered from: a file with any is reported and not linted, since
    /// rules on a broken tree would report nonsense.
    public var hasSyntaxErrors: Bool { tree.hasError }

    /// The first syntax error's line, for the error message.
    public var firstErrorLine: Int? {
        var line: Int?
        var stack: [Syntax] = [Syntax(tree)]
        while let node = stack.popLast(), line == nil {
            if node.is(MissingDeclSyntax.self) || node.is(UnexpectedNodesSyntax.self) || (node.as(TokenSyntax.self)?.presence == .missing) {
                line = position(of: node).line
                break
            }
            stack.append(contentsOf: node.children(viewMode: .all).reversed())
        }
        return line
    }
}

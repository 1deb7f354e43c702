import Foundation
import RotorKit
import SwiftParser
import SwiftSyntax

/// A parsed Swift file, what the rule walk learns about it, and the means to turn syntax positions
/// into `line:column`.
public struct SourceFile {
    /// The path as the user named it, used in findings.
    public let path: String
    public let text: String
    public let tree: SourceFileSyntax
    /// Filled by the one walk of the file; complete when checkers `finish`.
    let facts = FileFacts()
    private let lineTable: LineTable

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        tree = Parser.parse(source: text)
        lineTable = LineTable(fileName: path, tree: tree)
    }

    /// Built on first use: most files have no finding and never need it.
    public var converter: SourceLocationConverter { lineTable.converter }

    private final class LineTable {
        private let fileName: String
        private let tree: SourceFileSyntax
        lazy var converter = SourceLocationConverter(fileName: fileName, tree: tree)

        init(fileName: String, tree: SourceFileSyntax) {
            self.fileName = fileName
            self.tree = tree
        }
    }

    /// The 1-based line and column where `node` starts (after its leading trivia).
    public func position(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let location = node.startLocation(converter: converter)
        return (location.line, location.column)
    }

    /// Where `node` starts (after its leading trivia) and ends (before its trailing trivia).
    func range(of node: some SyntaxProtocol) -> ClosedRange<SourcePosition> {
        let (line, column) = position(of: node)
        let end = node.endLocation(converter: converter)
        let start = SourcePosition(line: line, column: column)
        return start...max(start, SourcePosition(line: end.line, column: end.column))
    }

    /// The 1-based line and column of a byte offset.
    public func position(ofOffset offset: Int) -> SourcePosition {
        let location = converter.location(for: AbsolutePosition(utf8Offset: offset))
        return SourcePosition(line: location.line, column: location.column)
    }

    /// Modules that only test code imports: a file importing one is a test, whose views no one
    /// using the app ever meets.
    static let testModules: Set<String> = ["XCTest", "Testing", "XCUIAutomation", "Quick", "Nimble", "SnapshotTesting"]

    /// Whether the file is test code, by its top-level imports.
    public var isTestCode: Bool {
        tree.statements.contains { statement in
            guard let declaration = statement.item.as(ImportDeclSyntax.self),
                let module = declaration.path.first?.name.text
            else { return false }
            return Self.testModules.contains(module)
        }
    }

    /// Syntax errors the parser recovered from: a file with any is reported and not linted, since
    /// rules on a broken tree would report nonsense.
    public var hasSyntaxErrors: Bool { tree.hasError }

    /// Where the first syntax error is, for the error message.
    public var firstErrorPosition: SourcePosition? {
        var stack: [Syntax] = [Syntax(tree)]
        while let node = stack.popLast() {
            if node.is(MissingDeclSyntax.self) || node.is(UnexpectedNodesSyntax.self)
                || (node.as(TokenSyntax.self)?.presence == .missing)
            {
                let (line, column) = position(of: node)
                return SourcePosition(line: line, column: column)
            }
            stack.append(contentsOf: node.children(viewMode: .all).reversed())
        }
        return nil
    }
}

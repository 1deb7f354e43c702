import Testing

@testable import RotorSource

/// The bracket-depth scan that refuses absurdly nested Swift before parsing: it must count code
/// brackets only, never those in comments or string literals, or it would refuse real files.
struct SwiftNestingTests {
    private func nested(_ levels: Int) -> String {
        "let value = " + String(repeating: "(", count: levels) + "1" + String(repeating: ")", count: levels) + "\n"
    }

    @Test func depthAtTheLimitIsAcceptedAndOneMoreIsRefused() {
        #expect(SwiftNesting.lineExceeding(256, in: nested(256)) == nil)
        #expect(SwiftNesting.lineExceeding(256, in: "// header\n\n" + nested(257)) == 3)
    }

    /// The fuzzer found that 119 nested `[` made the parser's lookahead run for hours.
    @Test func squareBracketsAreLimitedFarSooner() {
        let square = { (levels: Int) in
            "let grid = " + String(repeating: "[", count: levels) + "1" + String(repeating: "]", count: levels) + "\n"
        }
        #expect(SwiftNesting.violation(limit: 256, in: square(SwiftNesting.maxSquareBracketDepth)) == nil)
        #expect(
            SwiftNesting.violation(limit: 256, in: "\n" + square(SwiftNesting.maxSquareBracketDepth + 1))
                == SwiftNesting.Violation(line: 2, squareBrackets: true))
        // Other brackets between do not reset the count; closing square brackets do.
        let mixed = String(repeating: "[(", count: 17) + String(repeating: ")]", count: 17)
        #expect(SwiftNesting.violation(limit: 256, in: mixed)?.squareBrackets == true)
        let siblings = String(repeating: "[[[[[[[[1]]]]]]]], ", count: 40)
        #expect(SwiftNesting.violation(limit: 256, in: "let rows = [" + siblings + "]\n") == nil)
    }

    @Test func hundredThousandLevelsAreRefusedOnTheirLine() {
        #expect(SwiftNesting.lineExceeding(256, in: "import UIKit\n" + nested(100_000)) == 2)
    }

    @Test func bracketsInCommentsAndStringsDoNotCount() {
        let opens = String(repeating: "(", count: 300)
        let sources = [
            "// \(opens)\nlet a = 1\n",
            "/* outer /* nested \(opens) */ still comment \(opens) */\nlet a = 1\n",
            "let a = \"\(opens)\"\n",
            "let a = \"escaped quote \\\" \(opens)\"\n",
            "let a = #\"raw \" \(opens)\"#\n",
            "let a = \"\"\"\n  \(opens)\n  \"\"\"\n",
            "let a = \"\\(name) \(opens)\"\n",
            "let a = \"\\(\"inner \(opens)\") text\"\n",
            "let a = \"unterminated \(opens)\nlet b = 2\n",
            "let a = \"\"\nlet b = [1]\n",
        ]
        for source in sources {
            #expect(SwiftNesting.lineExceeding(256, in: source) == nil, "\(source)")
        }
    }

    @Test func codeInsideInterpolationCounts() {
        let deep = String(repeating: "(", count: 300) + String(repeating: ")", count: 300)
        #expect(SwiftNesting.lineExceeding(256, in: "let a = \"\\(\(deep))\"\n") == 1)
        // After a string and its interpolation close, code brackets count again.
        #expect(SwiftNesting.lineExceeding(256, in: "let a = \"\\(b)\"\nlet c = \(nested(300))") == 2)
    }
}

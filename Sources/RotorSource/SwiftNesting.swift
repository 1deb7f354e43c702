import RotorKit

/// Measures how deeply `(`, `[` and `{` nest in Swift source before it is parsed, skipping
/// comments and string literals. The parser would refuse such a file too, but only after
/// consuming every token of it one nesting level at a time: this scan refuses 100,000 levels at
/// once, with the line where the limit is crossed.
enum SwiftNesting {
    /// Square brackets may nest no deeper than this: SwiftParser's lookahead for collection and
    /// inline-array types takes time exponential in their depth (found by fuzzing: 20 levels took
    /// 22 seconds, 30 would take hours). Real code nests array literals a few levels at most.
    static let maxSquareBracketDepth = 16

    /// Where brackets first nest too deeply: the 1-based line, and whether square brackets did.
    struct Violation: Equatable {
        var line: Int
        var squareBrackets: Bool
    }

    /// The first place where brackets nest deeper than `limit`, or square brackets deeper than
    /// `maxSquareBracketDepth`; nil if none does.
    static func violation(limit: Int, in text: String) -> Violation? {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = Scanner(bytes: bytes)
            return scanner.violation(limit)
        }
    }

    /// The 1-based line where brackets first nest deeper than `limit`, or nil if they never do.
    static func lineExceeding(_ limit: Int, in text: String) -> Int? {
        violation(limit: limit, in: text)?.line
    }

    private struct Scanner {
        /// What encloses the current position: code, or a string literal with its delimiter.
        enum Context {
            /// Code; `openedAt` is the bracket depth at which an interpolation `\(` began, so that
            /// its closing `)` returns to the string.
            case code(openedAt: Int?)
            case string(hashes: Int, multiline: Bool)
        }

        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var line = 1
        var depth = 0
        var squareDepth = 0
        var contexts: [Context] = [.code(openedAt: nil)]

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        private func byte(at offset: Int) -> UInt8? {
            offset < bytes.count ? bytes[offset] : nil
        }

        private func count(of character: UInt8, from start: Int) -> Int {
            var end = start
            while byte(at: end) == character { end += 1 }
            return end - start
        }

        mutating func violation(_ limit: Int) -> Violation? {
            while index < bytes.count {
                // Most bytes of code are none that `scanCode` acts on: skip them in a tight loop
                // (counting lines), instead of one pass through the context switch per byte.
                if case .code? = contexts.last {
                    while index < bytes.count {
                        let byte = bytes[index]
                        if byte == UInt8(ascii: "\n") {
                            line += 1
                        } else if Self.mayStartToken(byte) {
                            break
                        }
                        index += 1
                    }
                    guard index < bytes.count else { break }
                }
                let current = bytes[index]
                if current == UInt8(ascii: "\n") { line += 1 }
                switch contexts.last {
                case .string(let hashes, let multiline)?:
                    scanString(current, hashes: hashes, multiline: multiline)
                default:
                    guard scanCode(current) else { continue }
                    if depth > limit { return Violation(line: line, squareBrackets: false) }
                    if squareDepth > SwiftNesting.maxSquareBracketDepth {
                        return Violation(line: line, squareBrackets: true)
                    }
                }
            }
            return nil
        }

        /// The bytes `scanCode` does more with than step over.
        @inline(__always)
        private static func mayStartToken(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: "#"), UInt8(ascii: "\""), UInt8(ascii: "("), UInt8(ascii: "["),
                UInt8(ascii: "{"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                return true
            default:
                return false
            }
        }

        /// Advances past one token of code; true when it opened a bracket.
        private mutating func scanCode(_ current: UInt8) -> Bool {
            let next = byte(at: index + 1)
            switch current {
            case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                return false
            case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                skipBlockComment()
                return false
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                let hashes = count(of: UInt8(ascii: "#"), from: index)
                guard byte(at: index + hashes) == UInt8(ascii: "\"") else {
                    index += max(hashes, 1)
                    return false
                }
                let quotes = count(of: UInt8(ascii: "\""), from: index + hashes)
                // `""` is an empty string, `"""` opens a multi-line one.
                let multiline = quotes >= 3
                index += hashes + (multiline ? 3 : (quotes == 2 ? 2 : 1))
                if !multiline && quotes == 2 {
                    index += hashes
                    return false
                }
                contexts.append(.string(hashes: hashes, multiline: multiline))
                return false
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if current == UInt8(ascii: "[") { squareDepth += 1 }
                index += 1
                return true
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
                if current == UInt8(ascii: "]") { squareDepth = max(0, squareDepth - 1) }
                index += 1
                if case .code(let openedAt?)? = contexts.last, depth == openedAt, current == UInt8(ascii: ")") {
                    contexts.removeLast()
                }
                return false
            default:
                index += 1
                return false
            }
        }

        /// Advances past one character of a string literal.
        private mutating func scanString(_ current: UInt8, hashes: Int, multiline: Bool) {
            if current == UInt8(ascii: "\\"), count(of: UInt8(ascii: "#"), from: index + 1) == hashes {
                let escaped = index + 1 + hashes
                if byte(at: escaped) == UInt8(ascii: "(") {
                    // An interpolation is code until its own closing parenthesis.
                    contexts.append(.code(openedAt: depth))
                    depth += 1
                    index = escaped + 1
                } else {
                    if byte(at: escaped) == UInt8(ascii: "\n") { line += 1 }
                    index = escaped + 1
                }
                return
            }
            let quotes = multiline ? 3 : 1
            if current == UInt8(ascii: "\""), count(of: UInt8(ascii: "\""), from: index) >= quotes,
                count(of: UInt8(ascii: "#"), from: index + quotes) >= hashes
            {
                index += quotes + hashes
                contexts.removeLast()
                return
            }
            // A single-line string ends at the line's end even when unterminated (a syntax error).
            if current == UInt8(ascii: "\n"), !multiline {
                contexts.removeLast()
            }
            index += 1
        }

        /// Block comments nest in Swift.
        private mutating func skipBlockComment() {
            var open = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "*") {
                    open += 1
                    index += 2
                } else if bytes[index] == UInt8(ascii: "*"), byte(at: index + 1) == UInt8(ascii: "/") {
                    open -= 1
                    index += 2
                    if open == 0 { return }
                } else {
                    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
            }
        }
    }
}

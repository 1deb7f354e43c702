/// Accumulates Swift source with four-space indentation.
final class CodeWriter {
    private(set) var lines: [String] = []
    private var depth = 0

    var lineCount: Int { lines.count }

    var text: String { lines.joined(separator: "\n") + "\n" }

    /// Writes one line at the current depth; a line's own leading spaces add to it.
    func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    func lines(_ texts: [String]) {
        texts.forEach { line($0) }
    }

    /// `opener {`, the body one level deeper, then `closer`.
    func block(_ opener: String, closer: String = "}", _ body: () -> Void) {
        line(opener + " {")
        depth += 1
        body()
        depth -= 1
        line(closer)
    }
}

/// Accumulates Swift source with four-space indentation.
final class CodeWriter {
    private var writtenLines: [String] = []
    private var depth = 0

    var lineCount: Int { writtenLines.count }

    var text: String { writtenLines.joined(separator: "\n") + "\n" }

    /// Writes one line at the current depth; a line's own leading spaces add to it.
    func line(_ text: String = "") {
        writtenLines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    func lines(_ texts: [String]) {
        for text in texts { line(text) }
    }

    /// `opener {`, the body one level deeper, then `}`.
    func block(_ opener: String, _ body: () -> Void) {
        line(opener + " {")
        depth += 1
        body()
        depth -= 1
        line("}")
    }

    /// A closure written from its whole opening line: `items.map { item in` … `}`, or
    /// `let formatter: DateFormatter = {` … `}()` with `closer`.
    func closure(_ opener: String, closer: String = "}", _ body: () -> Void) {
        line(opener)
        depth += 1
        body()
        depth -= 1
        line(closer)
    }

    /// `opener` (a whole line ending in `{`) and its body, then `} continuation {` and its body for
    /// each continuation, then `}`: `Button {` … `} label: {` … `}`, `do {` … `} catch {` … `}`.
    func chain(_ opener: String, _ first: () -> Void, _ continuations: (String, () -> Void)...) {
        line(opener)
        depth += 1
        first()
        depth -= 1
        for (continuation, body) in continuations {
            line("} \(continuation) {")
            depth += 1
            body()
            depth -= 1
        }
        line("}")
    }
}

import Foundation
import SwiftSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `rotor:disable` comments of one file and which findings they silence.
///
/// - `// rotor:disable:next <id>…` silences the next line;
/// - `// rotor:disable:this <id>…` silences its own line;
/// - `// rotor:disable <id>…` … `// rotor:enable <id>…` silences the lines between (to the end of
///   the file without an `enable`).
/// `all` stands for every rule.
struct Suppressions {
    struct Directive {
        var ruleIDs: [String]
        var lines: ClosedRange<Int>
        /// Where the comment is, for the finding when it silences nothing.
        var position: SourcePosition
        var text: String
    }

    private(set) var directives: [Directive] = []
    /// Ids in `rotor:enable` comments that no `disable` opened: they silence nothing, and an id no
    /// rule has is a typo to report.
    private(set) var unopenedEnables: [(id: String, position: SourcePosition)] = []

    static let marker = "rotor:"
    /// The id that stands for every rule.
    static let everyRule = "all"

    init(file: SourceFile) {
        // Most files have no directive: skip the token walk for them.
        guard Self.mentionsMarker(file.text) else { return }
        var openRanges: [String: (line: Int, position: SourcePosition, text: String)] = [:]
        let lastLine = file.position(ofOffset: file.text.utf8.count).line
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in Array(token.leadingTrivia) + [nil] + Array(token.trailingTrivia) {
                guard let piece else {
                    offset = token.endPositionBeforeTrailingTrivia.utf8Offset
                    continue
                }
                defer { offset += piece.sourceLength.utf8Length }
                guard case .lineComment(let comment) = piece, let parsed = Self.parse(comment) else { continue }
                let position = file.position(ofOffset: offset)
                let line = position.line
                switch parsed.command {
                case "disable:next":
                    directives.append(
                        Directive(
                            ruleIDs: parsed.ids, lines: (line + 1)...(line + 1), position: position, text: comment))
                case "disable:this":
                    directives.append(
                        Directive(ruleIDs: parsed.ids, lines: line...line, position: position, text: comment))
                case "disable":
                    for id in parsed.ids { openRanges[id] = (line, position, comment) }
                case "enable":
                    for id in parsed.ids {
                        if let open = openRanges.removeValue(forKey: id) {
                            directives.append(
                                Directive(
                                    ruleIDs: [id], lines: open.line...max(open.line, line), position: open.position,
                                    text: open.text))
                        } else {
                            unopenedEnables.append((id, position))
                        }
                    }
                default:
                    break
                }
            }
        }
        for (id, open) in openRanges.sorted(by: { $0.key < $1.key }) {
            directives.append(
                Directive(
                    ruleIDs: [id], lines: open.line...max(open.line, lastLine), position: open.position, text: open.text
                ))
        }
        directives.sort { $0.position < $1.position }
    }

    /// A byte search: Foundation's `contains` bridges through NSString, and a loop over `utf8`
    /// cost a tenth of the parse. `memchr` finds each ":" and the bytes before it are compared.
    private static func mentionsMarker(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            let prefix = markerBytes.dropLast()
            var start = prefix.count
            while start < bytes.count {
                guard let found = memchr(base + start, Int32(UInt8(ascii: ":")), bytes.count - start) else {
                    return false
                }
                let colon = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if bytes[(colon - prefix.count)..<colon].elementsEqual(prefix) { return true }
                start = colon + 1
            }
            return false
        }
    }

    /// "rotor:", whose last byte is the ":" searched for.
    private static let markerBytes = Array(marker.utf8)

    /// `// rotor:disable:next image-label, icon-button-label` → ("disable:next", ids).
    private static func parse(_ comment: String) -> (command: String, ids: [String])? {
        guard let range = comment.range(of: marker) else { return nil }
        let words = comment[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(
            String.init)
        guard let command = words.first, ["disable", "disable:next", "disable:this", "enable"].contains(command) else {
            return nil
        }
        let ids = Array(words.dropFirst())
        return ids.isEmpty ? nil : (command, ids)
    }

    /// Splits hits into kept ones and the indices of directives that silenced something.
    func apply(to hits: [SourceHit]) -> (kept: [SourceHit], usedDirectives: Set<Int>) {
        guard !directives.isEmpty else { return (hits, []) }
        var kept: [SourceHit] = []
        var used = Set<Int>()
        for hit in hits {
            let silencing = directives.indices.filter { index in
                let directive = directives[index]
                return directive.lines.contains(hit.position.line)
                    && (directive.ruleIDs.contains(hit.ruleID) || directive.ruleIDs.contains(Self.everyRule))
            }
            if silencing.isEmpty { kept.append(hit) } else { used.formUnion(silencing) }
        }
        return (kept, used)
    }
}

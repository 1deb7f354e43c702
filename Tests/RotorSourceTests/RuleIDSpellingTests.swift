import Foundation
import RotorKit
import RotorSource
import RotorTestSupport
import Testing

/// A rule id is spelled only in its rule's files and the catalog: a shared layer that spelled one
/// would silently stop matching when the rule is renamed. Shared code asks the rule instead (what it
/// declares: `membersCodeMayOverride`, `judgesHints`, …). Comments are not code and are left out.
struct RuleIDSpellingTests {
    /// Files that may spell ids besides the rules' own: the catalog, and WCAG's table of W3C
    /// "Understanding" page names, some of which a rule id shares (`label-in-name`).
    static let allowedFiles: Set<String> = ["RuleCatalog.swift", "WCAG.swift"]

    @Test func noRuleIDIsSpelledOutsideItsRulesFilesAndTheCatalog() throws {
        let sources = Repository.root.appendingPathComponent("Sources")
        let places = try Self.spellings(in: sources)
        #expect(places.isEmpty, "rule ids spelled outside their rules' files: \(places)")
    }

    /// The scan finds what it looks for: an id as a string in shared code, in a message, and not in a comment.
    @Test func theScanFindsAnIDInSharedCode() throws {
        let folder = try temporaryFolder(
            "rule-id-spelling",
            files: [
                "Shared.swift": """
                // contrast and missing-name in a comment are prose
                let paths = finding.ruleID == "contrast" ? aroundIt : [path]
                let message = "see missing-name"
                let unrelated = "contrasting missing-names"
                """
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.spellings(in: folder) == ["Shared.swift:2 contrast", "Shared.swift:3 missing-name"])
    }

    /// "File.swift:line id" for each id spelled in a Swift file under `folder` outside the allowed
    /// files. A rule's files are `<Type>.swift` and `<Type>+….swift` of any catalog rule (their
    /// metadata and examples may name another rule, as the docs do). A one-word id (`contrast`) counts
    /// only as a whole string literal; a hyphenated one anywhere in code.
    static func spellings(in folder: URL) throws -> [String] {
        let ruleTypes = RuleCatalog.rules.map { String(describing: type(of: $0)) }
        let ids = RuleCatalog.rules.map(\.metadata.id)
        var places: [String] = []
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files.sorted(by: { $0.path < $1.path }) where file.pathExtension == "swift" {
            let name = file.lastPathComponent
            let isRuleFile = ruleTypes.contains { name == "\($0).swift" || name.hasPrefix("\($0)+") }
            guard !isRuleFile, !allowedFiles.contains(name) else { continue }
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for id in ids where spells(String(line), id) {
                    places.append("\(name):\(number + 1) \(id)")
                }
            }
        }
        return places
    }

    private static func spells(_ line: String, _ id: String) -> Bool {
        guard id.contains("-") else { return line.contains("\"\(id)\"") }
        let idCharacters = CharacterSet.lowercaseLetters.union(.decimalDigits).union(CharacterSet(charactersIn: "-"))
        var searchStart = line.startIndex
        while let range = line.range(of: id, range: searchStart..<line.endIndex) {
            let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
            let after = range.upperBound == line.endIndex ? nil : line[range.upperBound]
            let bounded = [before, after].allSatisfy { character in
                character.map { !$0.unicodeScalars.allSatisfy(idCharacters.contains) } ?? true
            }
            if bounded { return true }
            searchStart = range.upperBound
        }
        return false
    }
}

import Foundation
import RotorKit
import RotorSource
import RotorTestSupport
import Testing

/// `docs/rules` is generated from the catalog: a rule whose metadata or examples change fails here
/// until its page is regenerated with `ROTOR_UPDATE_DOCS=1 swift test` (read the diff before committing).
struct RuleReferenceTests {
    @Test func committedPagesAreTheGeneratedOnes() throws {
        let pages = RuleReference.pages()
        let folder = Repository.root.appendingPathComponent(RuleMetadata.referenceFolder)
        if ProcessInfo.processInfo.environment["ROTOR_UPDATE_DOCS"] == "1" {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (path, text) in pages {
                try text.write(to: Repository.root.appendingPathComponent(path), atomically: true, encoding: .utf8)
            }
            return
        }
        for (path, text) in pages.sorted(by: { $0.key < $1.key }) {
            let committed = try? String(contentsOf: Repository.root.appendingPathComponent(path), encoding: .utf8)
            #expect(
                committed == text,
                "\(path) differs from the catalog; run `ROTOR_UPDATE_DOCS=1 swift test` and read the diff")
        }
        let committedNames = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let generatedNames = Set(pages.keys.map { ($0 as NSString).lastPathComponent })
        #expect(
            Set(committedNames) == generatedNames,
            "pages of no rule: \(Set(committedNames).subtracting(generatedNames).sorted())")
    }

    @Test func everyRuleHasAPageInTheIndex() {
        let pages = RuleReference.pages()
        let index = pages[RuleMetadata.referenceFolder + "/README.md"] ?? ""
        for id in RuleCatalog.rules.map(\.metadata.id) {
            #expect(pages["docs/rules/\(id).md"] != nil)
            #expect(index.contains("](\(id).md)"), "the index does not link \(id)")
        }
    }

    @Test func sourceExamplesLoseTheirMarkersAndPagesSayHowToSilence() throws {
        let entry = RuleCatalog.Entry(try #require(RuleCatalog.resolve("icon-button-label").rule))
        let page = RuleReference.page(entry)
        #expect(!page.contains("↓"))
        #expect(page.contains("// rotor:disable:next icon-button-label"))
        #expect(page.contains("disabled_rules: [icon-button-label]"))
        #expect(page.contains("[4.1.2 Name, Role, Value](https://www.w3.org/WAI/WCAG22/Understanding/name-role-value)"))
    }
}

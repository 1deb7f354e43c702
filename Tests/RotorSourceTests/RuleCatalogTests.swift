import RotorKit
import RotorSource
import Testing

/// The catalog holds every rule once: one type per id, whose tree and source checks share it.
struct RuleCatalogTests {
    @Test func eachIDIsDeclaredByOneRule() {
        let ids = RuleCatalog.rules.map(\.metadata.id)
        #expect(
            Set(ids).count == ids.count, "ids listed twice: \(ids.filter { id in ids.filter { $0 == id }.count > 1 })")
        #expect(RuleCatalog.ids == Set(ids))
    }

    /// The auditor's and the linter's rules are the catalog's own, not twins that borrow an id.
    @Test func treeAndSourceRulesAreTheCatalogsRules() throws {
        let checked: [any Rule] = RuleCatalog.treeRules + RuleCatalog.sourceRules
        for rule in checked {
            let listed = try #require(
                RuleCatalog.resolve(rule.metadata.id).rule, "\(rule.metadata.id) is not in the catalog")
            #expect(
                type(of: listed) == type(of: rule),
                "\(rule.metadata.id) is declared by \(type(of: listed)) and \(type(of: rule))")
            #expect(listed.metadata == rule.metadata)
        }
        let checkedIDs = Set(checked.map(\.metadata.id))
        #expect(
            checkedIDs == RuleCatalog.ids,
            "rules that check nothing: \(RuleCatalog.ids.subtracting(checkedIDs).sorted())")
    }

    /// RotorKit's tree rules (what RotorTesting reaches without Swift syntax) are the catalog's
    /// first rules, in the same order.
    @Test func treeRulesComeFirstFromRotorKit() {
        let treeIDs = TreeRuleCatalog.rules.map(\.metadata.id)
        #expect(Array(RuleCatalog.rules.prefix(treeIDs.count).map(\.metadata.id)) == treeIDs)
        #expect(
            RuleCatalog.rules.compactMap { $0 as? any TreeRule }.map(\.metadata.id) == treeIDs,
            "a tree rule outside RotorKit")
        #expect(TreeRuleCatalog.resolve("missing-nme").suggestions == ["missing-name"])
    }

    /// One lookup for every typed id: exact ids only, a typo answered with the ids meant.
    @Test func resolvesAnIDOrSuggestsTheNearest() {
        #expect(RuleCatalog.resolve("image-label").rule?.metadata.id == "image-label")
        #expect(RuleCatalog.resolve("imag-label").rule == nil)
        #expect(RuleCatalog.resolve("imag-label").suggestions.first == "image-label")
        #expect(RuleCatalog.resolve("Image_Label").suggestions == ["image-label"])
        #expect(RuleCatalog.resolve("imag-label").hint.hasPrefix("did you mean `image-label`"))
        #expect(RuleCatalog.resolve("zzzzzzzz").suggestions.isEmpty)
        #expect(RuleCatalog.resolve("zzzzzzzz").hint == "run `rotor rules` for the list")
        #expect(RuleLookup.normalized(" Missing_Name ") == "missing-name")
    }

    @Test(arguments: RuleCatalog.entries.map(\.metadata.id))
    func hasExamplesForEachCheck(_ id: String) throws {
        let entry = RuleCatalog.Entry(try #require(RuleCatalog.resolve(id).rule))
        #expect(!entry.checks.isEmpty)
        if entry.checks.contains(.tree) {
            #expect(entry.treeExamples.contains { $0.triggers } && entry.treeExamples.contains { !$0.triggers })
        } else {
            #expect(entry.treeExamples.isEmpty)
        }
        if entry.checks.contains(.source) {
            #expect(entry.sourceExamples.contains { $0.triggers } && entry.sourceExamples.contains { !$0.triggers })
        } else {
            #expect(entry.sourceExamples.isEmpty)
        }
    }

    @Test(arguments: RuleCatalog.rules.map(\.metadata.id))
    func idIsKebabCase(_ id: String) {
        let words = id.split(separator: "-", omittingEmptySubsequences: false)
        #expect(words.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isLowercase } })
    }

    /// Rules with a tree check come first, as `rotor rules` has always listed them.
    @Test func listsTreeRulesFirst() {
        let checks = RuleCatalog.entries.map { $0.checks.contains(.tree) }
        #expect(checks == checks.sorted { $0 && !$1 })
    }
}

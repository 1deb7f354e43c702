import Foundation
import RotorTestSupport
import Testing

struct RulesCommandTests {
    @Test func listsEveryRuleAsTableAndJSON() throws {
        let table = try Rotor.run(["rules"])
        #expect(table.status == 0)
        try expectGolden(table.stdout, "rules.txt")
        let json = try Rotor.run(["rules", "--format", "json"])
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(rules.count == table.stdout.split(separator: "\n").count - 2)
        for rule in rules {
            #expect(
                rule["id"] is String && rule["title"] is String && rule["wcag"] is [Any] && rule["severity"] is String)
        }
    }

    @Test func explainsARule() throws {
        let run = try Rotor.run(["explain", "missing-name"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("missing-name: "))
        #expect(run.stdout.contains("WCAG 1.1.1 Non-text Content (level A)"))
        #expect(run.stdout.contains("Examples:"))
        #expect(
            run.stdout.contains("Reference: https://github.com/rotor-a11y/rotor/blob/main/docs/rules/missing-name.md"))
        let unknown = try Rotor.run(["explain", "missing"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean `missing-name`"))
    }

    @Test func explainIgnoresCaseAndSuggestsTheNearestIDOnATypo() throws {
        let shouted = try Rotor.run(["explain", "Missing_Name"])
        #expect(shouted.status == 0, "\(shouted.stderr)")
        #expect(shouted.stdout.hasPrefix("missing-name: "))
        let typo = try Rotor.run(["explain", "mising-nme"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("no rule 'mising-nme'; did you mean `missing-name`?"), "\(typo.stderr)")
        let nothingNear = try Rotor.run(["explain", "zzzzzz"])
        #expect(
            nothingNear.stderr.contains("no rule 'zzzzzz'; run `rotor rules` for the list"), "\(nothingNear.stderr)")
    }
}

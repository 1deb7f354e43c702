import Foundation
import RotorTestSupport
import Testing

/// The example app in `Examples/`: `Checkout` has a defect for every source rule, and its twin
/// `CheckoutFixed`, the same app with each defect fixed, lints clean.
struct ExampleAppTests {
    /// Review items included: some rules find the example's defect only as one.
    private static func lintCheckout() throws -> RotorRun {
        try Rotor.run(["lint", "--no-cache", "--fail-on", "info", "--review", "Examples/Checkout"])
    }

    /// The ids at the end of the finding lines of a text report: `… (WCAG 1.1.1) [image-label]`.
    private static func ruleIDs(in report: String) -> Set<String> {
        var ids: Set<String> = []
        for line in report.split(separator: "\n") where line.hasSuffix("]") {
            guard let open = line.lastIndex(of: "[") else { continue }
            ids.insert(String(line[line.index(after: open)..<line.index(before: line.endIndex)]))
        }
        return ids
    }

    @Test func checkoutReportMatchesGolden() throws {
        let run = try Self.lintCheckout()
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty)
        try expectGolden(run.stdout, "example-checkout.lint.txt")
    }

    @Test func checkoutShowsEverySourceRule() throws {
        let json = try Rotor.run(["rules", "--format", "json"])
        #expect(json.status == 0)
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let sourceRules = Set(
            rules.compactMap { rule -> String? in
                guard let id = rule["id"] as? String, let checks = rule["checks"] as? [String],
                    checks.contains("source"), id != "unused-suppression"
                else { return nil }
                return id
            })
        #expect(sourceRules.count >= 14)
        let optIn = Set(rules.compactMap { $0["optIn"] as? Bool == true ? $0["id"] as? String : nil })

        let shown = Self.ruleIDs(in: try Self.lintCheckout().stdout)
        let missing = sourceRules.subtracting(optIn).subtracting(shown)
        #expect(missing.isEmpty, "no defect in Examples/Checkout for \(missing.sorted())")
        #expect(shown.isDisjoint(with: optIn), "opt-in rules stay off by default")

        // Turned on, the opt-in rules find their defects too.
        let folder = try temporaryFolder(
            "rotor-example-opt-in", files: [".rotor.yml": "opt_in_rules: [\(optIn.sorted().joined(separator: ", "))]\n"]
        )
        defer { try? FileManager.default.removeItem(at: folder) }
        let optedIn = try Rotor.run([
            "lint", "--no-cache", "--fail-on", "info", "--review", "--config",
            folder.appendingPathComponent(".rotor.yml").path,
            "Examples/Checkout",
        ])
        let missingOptIn = optIn.subtracting(Self.ruleIDs(in: optedIn.stdout))
        #expect(missingOptIn.isEmpty, "no defect in Examples/Checkout for \(missingOptIn.sorted())")
    }

    @Test func fixedTwinLintsClean() throws {
        let run = try Rotor.run(["lint", "--no-cache", "--fail-on", "info", "--review", "Examples/CheckoutFixed"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        // Every Swift file and storyboard of the app is linted, and nothing is found.
        let linted = try FileManager.default.subpathsOfDirectory(
            atPath: Repository.examples.appendingPathComponent("CheckoutFixed").path
        )
        .filter { ["swift", "storyboard", "xib"].contains(($0 as NSString).pathExtension) }
        #expect(run.stdout == "No findings in \(linted.count) files\n")
    }
}

import Foundation
import RotorImport
import RotorKit
import RotorSource
import RotorTestSupport
import Testing

/// For every rule, a hand-written capture where it fires and one where it stays quiet, read through
/// the real importer: `Tests/Fixtures/rules/<rule-id>/{fires,quiet}.<ext>`, a Rotor snapshot
/// (`.rotor.json`) or, for rules about what only Interface Builder files record, a `.xib`.
struct RuleFixtureTests {
    static let fixtures = Repository.fixtures.appendingPathComponent("rules")

    static let ruleIDs: [String] = RuleCatalog.treeRules.map(\.metadata.id)

    @Test(arguments: ruleIDs)
    func firesOnItsCaptureAndStaysQuietOnTheCorrectOne(_ id: String) throws {
        let rule = try #require(RuleCatalog.resolve(id).rule as? any TreeRule)
        let auditor = Auditor(rules: [rule], settings: RuleSettings(optedIn: [id]))
        let fires = try CaptureImporter.importScreen(path: try Self.fixture(id, "fires"))
        let quiet = try CaptureImporter.importScreen(path: try Self.fixture(id, "quiet"))
        #expect(!auditor.audit(fires).isEmpty, "\(id) should fire on its fires fixture")
        let quietFindings = auditor.audit(quiet)
        #expect(
            quietFindings.isEmpty, "\(id) should stay quiet on its quiet fixture; got \(quietFindings.map(\.message))")
    }

    /// The one file named `kind.*` in the rule's folder.
    static func fixture(_ id: String, _ kind: String) throws -> String {
        let folder = fixtures.appendingPathComponent(id)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(kind + ".") }
        try #require(names.count == 1, "\(id) needs exactly one \(kind).* fixture, found \(names)")
        return folder.appendingPathComponent(names[0]).path
    }
}

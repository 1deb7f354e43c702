import Foundation
import Testing
import RotorImport
@testable import RotorKit

/// For every rule, a hand-written capture where it fires and one where it stays quiet, read through
/// the real importer: `Tests/Fixtures/rules/<rule-id>/{fires,quiet}.rotor.json`.
struct RuleFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/rules")

    static let ruleIDs: [String] = RuleCatalog.all.map(\.id)

    @Test(arguments: ruleIDs)
    func firesOnItsCaptureAndStaysQuietOnTheCorrectOne(_ id: String) throws {
        let rule = try #require(RuleCatalog.treeRules.first { $0.metadata.id == id })
        let auditor = Auditor(rules: [rule], settings: RuleSettings(optedIn: [id]))
        let fires = try CaptureImporter.importScreen(path: Self.fixtures.appendingPathComponent("\(id)/fires.rotor.json").path)
        let quiet = try CaptureImporter.importScreen(path: Self.fixtures.appendingPathComponent("\(id)/quiet.rotor.json").path)
        #expect(!auditor.audit(fires).isEmpty, "\(id) should fire on fires.rotor.json")
        let quietFindings = auditor.audit(quiet)
        #expect(quietFindings.isEmpty, "\(id) should stay quiet on quiet.rotor.json; got \(quietFindings.map(\.message))")
    }
}

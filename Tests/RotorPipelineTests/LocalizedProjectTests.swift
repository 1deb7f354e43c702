import Foundation
import RotorKit
@testable import RotorPipeline
import RotorTestSupport
import Testing

/// Facts only the whole project holds: where a SwiftUI view type is used (inside one labelled
/// element, or as a stop of its own) and what the app's strings tables translate. The fixture
/// `projects/localized-app` is a small app localized into English and French, with one broken
/// German table.
struct LocalizedProjectTests {
    static let project = Repository.fixtures.appendingPathComponent("projects/localized-app").path

    /// `rule file:line certainty`, paths from the project folder, in report order.
    static func listing(_ result: PipelineResult) -> String {
        result.report(profileID: "wcag-aa", inputErrors: []).findings.map { finding in
            let file = (finding.location.file ?? "").replacingOccurrences(of: project + "/", with: "")
            return "\(finding.ruleID) \(file):\(finding.location.line ?? 0) \(finding.certainty.rawValue)"
        }.joined(separator: "\n") + "\n"
    }

    static func run(readingStringsTables: Bool) -> PipelineResult {
        let found = InputDiscovery(included: [], excluded: []).lintInputs([project])
        return Pipeline(threads: 2).run(found.inputs, stringsTables: readingStringsTables ? found.stringsTables : [])
    }

    @Test func discoveryFindsTheStringsTablesWithoutLintingThem() {
        let found = InputDiscovery(included: ["**/*.swift"], excluded: ["**/Base.lproj"]).lintInputs([Self.project])
        let names = found.stringsTables.map { $0.replacingOccurrences(of: Self.project + "/", with: "") }
        #expect(names == ["App/Resources/de.lproj/Localizable.strings", "App/Resources/en.lproj/Localizable.strings",
                          "App/Resources/fr.lproj/Localizable.strings"])
        #expect(found.inputs.allSatisfy { $0.path.hasSuffix(".swift") })
    }

    @Test func findingsOfALocalizedProject() throws {
        let result = Self.run(readingStringsTables: true)
        try expectGolden(Self.listing(result), "projects/localized-app.findings.txt")
        // The broken German table is named, with its line, and left out.
        let unread = result.unreadStringsTables.map { "\(($0.file as NSString).lastPathComponent):\($0.position ?? "")" }
        #expect(unread == ["Localizable.strings:2"])
    }

    @Test func withoutStringsTablesAssetNamesAreReadAndNothingCallsForLocalization() throws {
        let result = Self.run(readingStringsTables: false)
        try expectGolden(Self.listing(result), "projects/localized-app.no-strings.findings.txt")
        #expect(!result.findings.contains { $0.ruleID == "localized-accessibility-text" })
    }

    @Test func theCacheKeepsConditionsSoStringsTablesStillDecide() throws {
        let directory = try temporaryFolder("rotor-localized-cache")
        defer { try? FileManager.default.removeItem(at: directory) }
        var pipeline = Pipeline(threads: 2)
        pipeline.cacheResults(in: directory)
        let found = InputDiscovery(included: [], excluded: []).lintInputs([Self.project])
        _ = pipeline.run(found.inputs)
        let warm = pipeline.run(found.inputs, stringsTables: found.stringsTables)
        #expect(Self.listing(warm) == Self.listing(Self.run(readingStringsTables: true)))
    }
}

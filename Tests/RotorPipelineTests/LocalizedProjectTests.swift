import Foundation
import RotorKit
import RotorTestSupport
import Testing

@testable import RotorPipeline

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
        #expect(
            names == [
                "App/Resources/de.lproj/Localizable.strings", "App/Resources/en.lproj/Localizable.strings",
                "App/Resources/fr.lproj/Localizable.strings",
            ])
        #expect(found.inputs.allSatisfy { $0.path.hasSuffix(".swift") })
    }

    @Test func findingsOfALocalizedProject() throws {
        let result = Self.run(readingStringsTables: true)
        try expectGolden(Self.listing(result), "projects/localized-app.findings.txt")
        // The broken German table is named, with its line, and left out.
        let unread = result.unreadStringsTables.map {
            "\(($0.file as NSString).lastPathComponent):\($0.position ?? "")"
        }
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

    @Test func anEditedTableChangesTheCachedFindingsAsAnUncachedRunWould() throws {
        let project = try temporaryFolder(
            "rotor-edited-table",
            files: [
                "App/ProfileView.swift": """
                struct ProfileView: View {
                    var body: some View {
                        Image("avatar").accessibilityLabel("profile.avatar").accessibilityHint("profile.avatar.hint")
                    }
                }
                """,
                "App/en.lproj/Localizable.strings":
                    "\"profile.avatar\" = \"Avatar\";\n\"profile.avatar.hint\" = \"Opens your profile.\";\n",
            ])
        let cacheFolder = try temporaryFolder("rotor-edited-table-cache")
        defer {
            try? FileManager.default.removeItem(at: project)
            try? FileManager.default.removeItem(at: cacheFolder)
        }
        var cached = Pipeline(threads: 2)
        cached.cacheResults(in: cacheFolder)
        func findings(_ pipeline: Pipeline) -> [String] {
            let found = InputDiscovery(included: [], excluded: []).lintInputs([project.path])
            return pipeline.run(found.inputs, stringsTables: found.stringsTables).findings.map {
                "\($0.ruleID): \($0.message)"
            }
        }
        #expect(findings(cached).isEmpty)
        try Data(
            "\"profile.avatar\" = \"Avatar image\";\n\"profile.avatar.hint\" = \"tap to open your profile\";\n".utf8
        )
        .write(to: project.appendingPathComponent("App/en.lproj/Localizable.strings"))
        let warm = findings(cached)
        #expect(warm == findings(Pipeline(threads: 1)))
        #expect(Set(warm.map { String($0.prefix { $0 != ":" }) }) == ["hint-style", "role-in-label"])
    }
}

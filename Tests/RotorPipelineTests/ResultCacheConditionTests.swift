import Foundation
import RotorKit
import RotorSource
import Testing

@testable import RotorPipeline

/// Cached findings keep their conditions by the conditions' names: a name Rotor no longer has (a
/// rule renamed or removed since the entry was written) makes the entry a miss, never a crash.
struct ResultCacheConditionTests {
    static let finding = Finding(
        ruleID: "screen-title", severity: .warning, certainty: .needsReview, message: "Give this screen a title",
        criteria: [], location: FindingLocation(file: "Account.swift", line: 1, column: 13))

    func cache() -> ResultCache {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rotor-cache-\(UUID().uuidString)")
        return ResultCache(directory: directory, fingerprint: "test")
    }

    @Test func aConditionComesBackAsTheKindItWas() throws {
        let cache = cache()
        defer { try? FileManager.default.removeItem(at: cache.directory) }
        let condition = AllConditions([
            UntitledScreen(type: "AccountViewController"), UsedTypes(["AccountViewController"]),
        ])
        cache.store(
            ResultCache.Result(findings: [Self.finding], conditions: [Self.finding: condition], index: nil),
            for: "Account.swift", contentHash: "1")
        let cached = try #require(cache.result(for: "Account.swift", contentHash: "1"))
        let parts = AllConditions.parts(of: try #require(cached.conditions[Self.finding]))
        #expect((parts.first as? UntitledScreen)?.type == "AccountViewController")
        #expect((parts.last as? UsedTypes)?.types == ["AccountViewController"])
    }

    @Test func anUnknownConditionNameIsAMiss() throws {
        let cache = cache()
        defer { try? FileManager.default.removeItem(at: cache.directory) }
        cache.store(
            ResultCache.Result(
                findings: [Self.finding], conditions: [Self.finding: UntitledScreen(type: "AccountViewController")],
                index: nil),
            for: "Account.swift", contentHash: "1")
        let entry = try #require(
            try FileManager.default.contentsOfDirectory(at: cache.directory, includingPropertiesForKeys: nil).first)
        let text = try String(contentsOf: entry, encoding: .utf8)
        #expect(text.contains("\"untitledScreen\""))
        try text.replacingOccurrences(of: "\"untitledScreen\"", with: "\"retiredCondition\"").write(
            to: entry, atomically: true, encoding: .utf8)
        #expect(cache.result(for: "Account.swift", contentHash: "1") == nil)
    }
}

import Foundation
import Testing

@testable import RotorPipeline

/// The cache folder stays bounded: entries unused for a month go, then the least recently used while
/// the rest exceed the size cap; a full pass runs at most once a day; nothing but entries is removed.
struct CachePrunerTests {
    static let day: TimeInterval = 24 * 3600
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// A temporary folder with entries of the given sizes, each last used `daysAgo` before `now`.
    func folder(_ entries: [(name: String, size: Int, daysAgo: Double)]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rotor-prune-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for entry in entries {
            let url = directory.appendingPathComponent(entry.name)
            try Data(repeating: 65, count: entry.size).write(to: url)
            try FileManager.default.setAttributes(
                [.modificationDate: now.addingTimeInterval(-entry.daysAgo * Self.day)], ofItemAtPath: url.path)
        }
        return directory
    }

    func names(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix(".") }.sorted()
    }

    static func entry(_ digit: Character) -> String { String(repeating: digit, count: 16) + ".json" }

    @Test func entriesUnusedForAMonthAreRemoved() throws {
        let directory = try folder([
            (Self.entry("a"), 10, 1), (Self.entry("b"), 10, 29), (Self.entry("c"), 10, 31), (Self.entry("d"), 10, 400),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let summary = CachePruner(directory: directory).prune(now: now)
        #expect(try names(in: directory) == [Self.entry("a"), Self.entry("b")])
        #expect(summary == CachePruner.Summary(removed: 2, removedBytes: 20, kept: 2, keptBytes: 20))
    }

    @Test func overTheSizeCapTheLeastRecentlyUsedGoFirst() throws {
        let directory = try folder([
            (Self.entry("a"), 40, 3), (Self.entry("b"), 40, 1), (Self.entry("c"), 40, 2), (Self.entry("d"), 10, 4),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        var pruner = CachePruner(directory: directory)
        pruner.maximumSize = 100
        pruner.prune(now: now)
        // b and c fit (80 bytes); a does not, and d, older still, goes with it though it would fit.
        #expect(try names(in: directory) == [Self.entry("b"), Self.entry("c")])
    }

    @Test func onlyTheCachesOwnEntriesAreEverRemoved() throws {
        let directory = try folder([
            ("notes.json", 10, 400), ("ABCDEFABCDEFABCD.json", 10, 400), ("aaaaaaaaaaaaaaaa.txt", 10, 400),
            (Self.entry("e"), 10, 400),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent(Self.entry("f")), withIntermediateDirectories: true)
        CachePruner(directory: directory).prune(now: now)
        #expect(
            try names(in: directory) == [
                "ABCDEFABCDEFABCD.json", "aaaaaaaaaaaaaaaa.txt", Self.entry("f"), "notes.json",
            ])
    }

    @Test func aFullPassRunsAtMostOnceADay() throws {
        let directory = try folder([(Self.entry("a"), 10, 40)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let pruner = CachePruner(directory: directory)
        #expect(pruner.pruneIfDue(now: now)?.removed == 1, "never pruned: due")
        try Data(count: 10).write(to: directory.appendingPathComponent(Self.entry("b")))
        try FileManager.default.setAttributes(
            [.modificationDate: now.addingTimeInterval(-40 * Self.day)],
            ofItemAtPath: directory.appendingPathComponent(Self.entry("b")).path)
        #expect(pruner.pruneIfDue(now: now.addingTimeInterval(Self.day / 2)) == nil, "pruned half a day ago")
        #expect(try names(in: directory) == [Self.entry("b")])
        #expect(pruner.pruneIfDue(now: now.addingTimeInterval(Self.day + 1))?.removed == 1)
        #expect(
            pruner.pruneIfDue(now: now.addingTimeInterval(-Self.day)) != nil,
            "a marker dated in the future does not stop pruning")
        let missing = directory.appendingPathComponent("no-such-folder")
        #expect(CachePruner(directory: missing).pruneIfDue(now: now) == nil)
        #expect(!FileManager.default.fileExists(atPath: missing.path), "pruning never creates the folder")
    }

    @Test func aCacheHitRecordsItsUseOnceADay() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rotor-prune-use-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var pipeline = Pipeline()
        pipeline.cacheResults(in: directory)
        let inputs = PipelineTests.lintInputs()
        _ = pipeline.run(inputs)
        let entries = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { ResultCache.isEntryName($0.lastPathComponent) }
        #expect(entries.count == inputs.count)
        func date(_ url: URL) throws -> Date {
            try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as! Date
        }
        let old = Date().addingTimeInterval(-10 * Self.day)
        let recent = Date().addingTimeInterval(-3600)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: entries[0].path)
        try FileManager.default.setAttributes([.modificationDate: recent], ofItemAtPath: entries[1].path)
        _ = pipeline.run(inputs)
        #expect(try date(entries[0]) > Date().addingTimeInterval(-60), "an old entry used again is dated now")
        #expect(abs(try date(entries[1]).timeIntervalSince(recent)) < 1, "a recent one is not written")
    }
}

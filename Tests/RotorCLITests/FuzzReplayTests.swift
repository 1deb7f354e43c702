import Foundation
import RotorFuzzInputs
import RotorTestSupport
import Testing

/// Runs every fuzz seed (`Fuzz/Corpus/<target>` and the repository files `Fuzz/seeds.txt` names) and
/// every input that once broke a fuzz target (`Tests/Fixtures/fuzz/<target>`) through `FuzzInput`,
/// the code that target fuzzes, so each crash the fuzzers found stays fixed. A crash here stops the
/// test run; an error is the expected outcome.
struct FuzzReplayTests {
    /// The files below `url`, or `url` itself when it is a file.
    static func files(at url: URL) -> [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [url] }
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
        return (enumerator?.allObjects as? [URL] ?? []).filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
    }

    /// `Fuzz/seeds.txt`: the repository paths that seed `target`.
    static func seedPaths(for target: FuzzInput) throws -> [String] {
        let list = try String(contentsOf: Repository.root.appendingPathComponent("Fuzz/seeds.txt"), encoding: .utf8)
        return list.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard !line.hasPrefix("#"), fields.count == 2, fields[0] == target.rawValue else { return nil }
            return fields[1]
        }
    }

    static func inputs(for target: FuzzInput) throws -> [URL] {
        let root = Repository.root
        let places =
            [
                root.appendingPathComponent("Fuzz/Corpus/\(target.rawValue)"),
                Repository.fixtures.appendingPathComponent("fuzz/\(target.rawValue)"),
            ]
            + (try seedPaths(for: target)).map { root.appendingPathComponent($0) }
        return places.flatMap(files).sorted { $0.path < $1.path }
    }

    @Test func everyTargetHasAnExecutableAndEverySeedPathExists() throws {
        let targets = try FileManager.default.contentsOfDirectory(
            atPath: Repository.root.appendingPathComponent("Fuzz/Targets").path)
        #expect(Set(targets) == Set(FuzzInput.allCases.map(\.rawValue)))
        for target in FuzzInput.allCases {
            for path in try Self.seedPaths(for: target) {
                #expect(
                    FileManager.default.fileExists(atPath: Repository.root.appendingPathComponent(path).path), "\(path)"
                )
            }
        }
    }

    @Test(arguments: FuzzInput.allCases)
    func seedsAndPastCrashesRunCleanly(_ target: FuzzInput) throws {
        let inputs = try Self.inputs(for: target)
        #expect(!inputs.isEmpty, "\(target.rawValue) has seeds")
        var accepted = 0
        for url in inputs where target.run(try Data(contentsOf: url)) {
            accepted += 1
        }
        // The seeds are valid inputs: at least one must get past the parser, or the target
        // would fuzz nothing but the first error.
        #expect(accepted > 0, "\(target.rawValue): no input was accepted")
    }
}

import Foundation
import RotorImport
import RotorKit
import RotorTestSupport
import Testing

@testable import RotorPipeline

/// The one pipeline every command runs: typing, order, threads, the cache, the rules listed,
/// `ignored_elements` and the baseline, on the bundled example app and Interface Builder fixtures.
struct PipelineTests {
    static let example = Repository.examples.appendingPathComponent("Checkout").path
    static let storyboard = Repository.fixtures.appendingPathComponent("interface-builder/Main.storyboard").path
    static let capture = Repository.examples.appendingPathComponent("sign-in.rotor.json").path

    static func lintInputs() -> [Input] {
        InputDiscovery(included: [], excluded: []).lintInputs([Self.example, Self.storyboard]).inputs
    }

    @Test func lintInputsAreTypedByNameAndSorted() {
        let discovered = InputDiscovery(included: [], excluded: []).lintInputs([Self.example, "no/such/folder"])
        let paths: [String] = discovered.inputs.map(\.path)
        #expect(discovered.missing == ["no/such/folder"])
        #expect(paths == paths.sorted())
        let storyboards = discovered.inputs.filter { $0.kind == InputKind.interfaceBuilder }
        #expect(storyboards.map { ($0.path as NSString).lastPathComponent } == ["Receipt.storyboard"])
        #expect(discovered.inputs.filter { $0.kind == InputKind.swift }.allSatisfy { $0.path.hasSuffix(".swift") })
        #expect(
            InputKind(lintPath: "Notes.txt") == .swift, "a file named explicitly is read as Swift, so it gets an answer"
        )
    }

    @Test func outcomesKeepInputOrderWhateverTheThreadCount() {
        let inputs = Self.lintInputs() + [Input(path: Self.capture, kind: .capture(nil))]
        let one = Pipeline(threads: 1).run(inputs)
        let four = Pipeline(threads: 4).run(inputs)
        #expect(one.findings == four.findings)
        #expect(one.checkedPaths == inputs.map(\.path))
        #expect(!one.findings.isEmpty)
        // Each input's findings come together, in input order.
        let order = Dictionary(uniqueKeysWithValues: inputs.enumerated().map { ($1.path, $0) })
        let positions = one.findings.compactMap { $0.location.file.flatMap { order[$0] } }
        #expect(positions.count == one.findings.count)
        #expect(positions == positions.sorted())
    }

    @Test func cachedFindingsEqualFreshOnesInEveryField() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rotor-pipeline-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var pipeline = Pipeline()
        pipeline.cacheResults(in: directory)
        let inputs = Self.lintInputs()
        let fresh = pipeline.run(inputs)
        let cached = pipeline.run(inputs)
        #expect(cached.findings == fresh.findings)
        // The Interface Builder findings carry an element and its path, which the cache must keep.
        let treeFindings = fresh.findings.filter { $0.location.elementPath != nil }
        #expect(!treeFindings.isEmpty)
        #expect(treeFindings.allSatisfy { $0.location.element != nil })
        #expect(fresh.findings.contains { $0.fix != nil && $0.sourceLine != nil })
        let entries = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(entries.count == inputs.count)
    }

    @Test func theFingerprintFollowsEverySettingFindingsDependOn() {
        let base = Pipeline().fingerprint
        #expect(Pipeline().fingerprint == base)
        #expect(Pipeline(configuration: Configuration(disabledRules: ["missing-name"])).fingerprint != base)
        #expect(Pipeline(configuration: Configuration(severities: ["missing-name": .info])).fingerprint != base)
        #expect(Pipeline(configuration: Configuration(ignoredElements: ["SgN-im-001"])).fingerprint != base)
        #expect(Pipeline(profile: .appleHIG).fingerprint != base)
    }

    /// The fingerprint is the settings' own encoding: every stored field of the profile, the word
    /// lists and the rule settings is in it, so a field added later changes the fingerprint without
    /// being listed by hand; and a word list no one listed before does.
    @Test func theFingerprintCoversEveryConfigurableField() throws {
        let pipeline = Pipeline()
        let fields: [(String, Any)] = [
            ("profile", pipeline.profile), ("words", pipeline.words), ("settings", pipeline.settings),
        ]
        let json = Pipeline.canonicalJSON(
            Pipeline.FingerprintedSettings(
                version: "", sourceRules: [], treeRules: [], settings: pipeline.settings, profile: pipeline.profile,
                words: pipeline.words, ignoredElements: []))
        let encoded = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        for (name, value) in fields {
            let keys = Set((encoded[name] as? [String: Any] ?? [:]).keys)
            let stored = Mirror(reflecting: value).children.compactMap(\.label)
            #expect(
                !stored.isEmpty && stored.allSatisfy(keys.contains),
                "\(name) fields not encoded: \(stored.filter { !keys.contains($0) })")
        }
        var changed = pipeline
        changed.words.vaguePrefixes.append("go to")
        #expect(changed.fingerprint != pipeline.fingerprint)
        changed = pipeline
        changed.profile.largeTextSize += 1
        #expect(changed.fingerprint != pipeline.fingerprint)
        #expect(Pipeline().fingerprint == pipeline.fingerprint)
    }

    @Test func theRulesListedAreTheRulesThatCouldRun() {
        let pipeline = Pipeline()
        let sourceIDs = pipeline.enabledSourceRules.map(\.id)
        let swiftOnly = pipeline.run([]).rules.map(\.id)
        #expect(swiftOnly == sourceIDs, "a lint lists the source rules even with nothing to read")
        let withStoryboard = pipeline.run([Input(path: Self.storyboard, kind: .interfaceBuilder)]).rules.map(\.id)
        #expect(Array(withStoryboard.prefix(sourceIDs.count)) == sourceIDs)
        #expect(withStoryboard.contains("missing-name"))
        #expect(Set(withStoryboard).count == withStoryboard.count, "a rule with both checks is listed once")
        let captures = pipeline.run([Input(path: Self.capture, kind: .capture(nil))]).rules.map(\.id)
        #expect(captures == pipeline.enabledTreeRules.map(\.id))
    }

    @Test func anInputThatCannotBeReadFailsAloneInItsPlace() {
        let inputs = [
            Input(path: Self.capture, kind: .capture(nil)), Input(path: "missing.json", kind: .capture(nil)),
            Input(path: Self.storyboard, kind: .interfaceBuilder),
        ]
        let result = Pipeline().run(inputs)
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.description.hasPrefix("missing.json") == true)
        #expect(result.checkedPaths == [Self.capture, Self.storyboard])
        guard case .failed = result.outcomes[1] else {
            Issue.record("the missing capture should fail in its own place")
            return
        }
    }

    @Test func ignoredElementsAndTheirDescendantsAreNotReported() throws {
        let input = [Input(path: Self.storyboard, kind: .interfaceBuilder)]
        let all = Pipeline().run(input)
        let finding = try #require(
            all.findings.first { $0.location.elementPath != nil && !($0.location.elementPath?.indices.isEmpty ?? true) }
        )
        let screens = all.screens
        let path = try #require(finding.location.elementPath)
        let objectID = try #require(screens.lazy.compactMap { $0.objectIDs[path] }.first)
        let ignoring = Pipeline(configuration: Configuration(ignoredElements: [objectID])).run(input)
        #expect(!ignoring.findings.contains { $0.location.elementPath == path })
        #expect(ignoring.findings.count < all.findings.count)
    }

    @Test func theBaselineLeavesOnlyNewFindings() {
        let result = Pipeline().run(Self.lintInputs())
        let accepted = Baseline(findings: result.findings)
        #expect(result.report(profileID: "wcag-aa", baseline: accepted, inputErrors: []).findings.isEmpty)
        #expect(result.report(profileID: "wcag-aa", inputErrors: []).findings.count == result.findings.count)
    }

    @Test func withoutTreeRulesCapturesAreOnlyRead() {
        let result = Pipeline(treeRules: []).run([Input(path: Self.capture, kind: .capture(nil))])
        #expect(result.findings.isEmpty)
        #expect(result.screens.count == 1)
    }

    @Test func theWorkerPoolReturnsResultsInItemOrderWhateverOrderItStartsThem() {
        let items = Array(0..<500)
        for threads in [1, 2, 5] {
            let started = StartOrder()
            let results = WorkerPool(threads: threads).map(
                items, cost: { $0 % 7 },
                { item in
                    started.append(item)
                    return item * 2
                })
            #expect(results == items.map { $0 * 2 })
            if threads == 1 {
                #expect(started.items.prefix(3) == [6, 13, 20], "largest cost first, ties in item order")
            }
        }
    }
}

private final class StartOrder: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var items: [Int] = []

    func append(_ item: Int) {
        lock.lock()
        defer { lock.unlock() }
        items.append(item)
    }
}

import Foundation
import RotorImport
import RotorKit
import RotorSource

/// One run of Rotor over its inputs, the same for every command that reads files:
///
/// 1. inputs are found and typed once (`InputDiscovery` for a lint, `Input`s as given for captures);
/// 2. each input is read within its limits and parsed: Swift into a `SourceFile`, Interface Builder
///    files and captures into `ImportedScreen`s;
/// 3. the rules that apply check it: the source rules in one walk of the file (`Linter`), the tree
///    rules on each screen (`Auditor`);
/// 4. its findings take one path: suppressions (`// rotor:disable` in Swift, `ignored_elements` in
///    trees), severity and certainty from the configuration (`RuleSettings.finding`), the cache;
/// 5. the run's findings are kept in input order; `PipelineResult.report` applies the baseline and
///    sorts them for the report.
///
/// Inputs are checked on worker threads and their results kept in input order, so the output never
/// depends on the thread count. Findings that depend on other files carry an `IndexCondition`; once
/// every input has been checked, the `ProjectIndex` built from every input's index (Swift and
/// Interface Builder files) and the app's strings tables keeps or drops them.
public struct Pipeline: Sendable {
    public var settings: RuleSettings
    public var profile: AuditProfile
    public var words: WordLists
    public var sourceRules: [any SourceRule]
    public var treeRules: [any TreeRule]
    public var ignoredElements: Set<String>
    public var scenes: SceneFilter
    public var threads: Int
    /// Whether the inputs are the whole project (`LintInputs.areWholeProjects`): only then may a
    /// finding in code the project never uses be dropped.
    public var knowsEveryUse = false
    /// Whether the inputs may be a library that other projects use (`LintInputs.mayBeLibraries`):
    /// then their public and open types count as used.
    public var mayBeLibrary = true
    /// Findings of Swift and Interface Builder inputs kept between runs; captures are never cached.
    public private(set) var cache: ResultCache?

    public init(
        configuration: Configuration = Configuration(), profile: AuditProfile = .wcagAA,
        sourceRules: [any SourceRule] = RuleCatalog.sourceRules, treeRules: [any TreeRule] = RuleCatalog.treeRules,
        scenes: SceneFilter = SceneFilter(name: nil), threads: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        settings = configuration.ruleSettings
        self.profile = profile
        words = configuration.words
        self.sourceRules = sourceRules
        self.treeRules = treeRules
        ignoredElements = configuration.ignoredElements
        self.scenes = scenes
        self.threads = threads
    }

    /// Keeps results in `directory`, under a fingerprint of everything findings depend on besides
    /// an input's content, and of the running binary.
    public mutating func cacheResults(in directory: URL) {
        cache = ResultCache(directory: directory, fingerprint: fingerprint + "-" + ResultCache.executableStamp)
    }

    func linter(localizations: Localizations = Localizations()) -> Linter {
        Linter(
            rules: sourceRules, settings: settings,
            context: SourceContext(profile: profile, words: words, localizations: localizations))
    }

    var auditor: Auditor {
        Auditor(rules: treeRules, settings: settings, profile: profile, words: words)
    }

    /// The rules that check Swift and element trees under the settings, in catalog order.
    public var enabledSourceRules: [RuleMetadata] { sourceRules.map(\.metadata).filter(settings.isEnabled) }
    public var enabledTreeRules: [RuleMetadata] { treeRules.map(\.metadata).filter(settings.isEnabled) }

    /// Everything the findings depend on besides an input's content: Rotor's version, the rules that
    /// run, and the settings, profile, word lists and ignored elements as they encode themselves, so
    /// that a field added to any of them is in the fingerprint without being listed here.
    public var fingerprint: String {
        let settings = FingerprintedSettings(
            version: Report.toolVersion, sourceRules: enabledSourceRules.map(\.id),
            treeRules: enabledTreeRules.map(\.id),
            settings: settings, profile: profile, words: words, ignoredElements: ignoredElements)
        return ResultCache.digest(Self.canonicalJSON(settings))
    }

    struct FingerprintedSettings: Encodable {
        var version: String
        var sourceRules: [String]
        var treeRules: [String]
        var settings: RuleSettings
        var profile: AuditProfile
        var words: WordLists
        var ignoredElements: Set<String>
    }

    /// `value` as JSON that is the same bytes in every process: keys sorted, and lists of strings
    /// sorted, since a `Set` encodes in its per-process hash order. No list the configuration fills
    /// has an order that matters to the findings.
    static func canonicalJSON(_ value: some Encodable) -> String {
        func sorted(_ object: Any) -> Any {
            if let strings = object as? [String] { return strings.sorted() }
            if let array = object as? [Any] { return array.map(sorted) }
            if let dictionary = object as? [String: Any] { return dictionary.mapValues(sorted) }
            return object
        }
        // Plain structs of strings, numbers and flags always encode; the fallback is unreachable.
        guard let data = try? JSONEncoder().encode(value), let object = try? JSONSerialization.jsonObject(with: data),
            let canonical = try? JSONSerialization.data(
                withJSONObject: sorted(object), options: [.sortedKeys, .fragmentsAllowed])
        else { return "" }
        return String(decoding: canonical, as: UTF8.self)
    }

    /// Checks every input; `progress` is called after each with the count done. `stringsTables`
    /// (`LintInputs.stringsTables`), read first, give the source rules the text each key stands
    /// for and tell the project index what the app localizes; `projectFiles`
    /// (`LintInputs.projectFiles`) which targets build each input: one that no iOS app target
    /// builds is left out (`ProjectTargets`), unless it is among the `named` inputs.
    public func run(
        _ inputs: [Input], stringsTables: [String] = [], projectFiles: [String] = [], named: Set<String> = [],
        progress: (@Sendable (Int) -> Void)? = nil
    ) -> PipelineResult {
        let (tables, unreadTables) = Self.readStringsTables(stringsTables)
        let localizations = Localizations(tables)
        let linter = linter(localizations: localizations)
        let auditor = auditor
        // A Swift file's findings quote the texts its keys stand for, so its cached findings hold
        // only while the tables say the same; other facts of the tables are index conditions.
        let sourceCache = cache.map {
            ResultCache(directory: $0.directory, fingerprint: $0.fingerprint + "-strings " + localizations.textDigest)
        }
        // Decided before the cache, which keeps what a file's content alone gives: a project
        // change moves files in or out without touching their entries.
        let targets = ProjectTargets.read(projectFiles)
        let checked = WorkerPool(threads: threads).map(inputs, cost: Self.size, progress: progress) { input in
            if !input.kind.isCapture, !named.contains(input.path),
                let note = targets.skipNote(for: input.path, wholeProject: knowsEveryUse)
            {
                return CheckedInput(outcome: .notInIOSApp(note: note))
            }
            return check(
                input, linter: linter, auditor: auditor, cache: input.kind == .swift ? sourceCache : cache,
                deploymentTarget: targets.iOSDeploymentTarget(for: input.path),
                release: targets.releaseConditions(for: input.path))
        }
        // Every input has told the index what it knows before any finding that depends on another
        // file is kept or dropped.
        let index = ProjectIndex(
            checked.compactMap(\.index), knowsEveryUse: knowsEveryUse, mayBeLibrary: mayBeLibrary,
            localizations: localizations, systemStoryboards: targets.systemStoryboards)
        let outcomes = checked.map { $0.outcome(keepingWhat: index) }
        return PipelineResult(
            inputs: inputs, outcomes: outcomes, rules: rulesThatRan(on: inputs), unreadStringsTables: unreadTables,
            unreadProjectFiles: targets.unreadable)
    }

    /// The tables that parse, and an error for each that does not: a broken table is left out
    /// with a warning, as the app's build would complain of it anyway.
    static func readStringsTables(_ paths: [String]) -> (tables: [StringsTable], errors: [ImportError]) {
        var tables: [StringsTable] = []
        var errors: [ImportError] = []
        for path in paths {
            do throws(ImportError) {
                guard let status = FileStatus(path: path, followingLinks: true), status.kind == .regular,
                    status.size <= Limits.maxFileSize, let data = FileManager.default.contents(atPath: path)
                else {
                    throw ImportError(
                        file: path, message: "cannot be read as a strings table; its strings are not read")
                }
                tables.append(try StringsTable.parse(path: path, data: data))
            } catch {
                errors.append(error)
            }
        }
        return (tables, errors)
    }

    /// One input after stages 2–6, before the project index decides its conditional findings.
    private struct CheckedInput: Sendable {
        var outcome: InputOutcome
        var conditions: [Finding: any IndexCondition] = [:]
        var index: SourceFileIndex?

        func outcome(keepingWhat index: ProjectIndex) -> InputOutcome {
            guard case .checked(let findings, let screens) = outcome, !conditions.isEmpty else { return outcome }
            let decided = findings.compactMap { finding in
                conditions[finding].map { $0.decide(finding, in: index) } ?? finding
            }
            return .checked(findings: decided, screens: screens)
        }
    }

    /// An input's size in bytes, 0 when unknown: what it costs to check, roughly.
    private static func size(_ input: Input) -> Int {
        FileStatus(path: input.path, followingLinks: true)?.size ?? 0
    }

    /// Source rules run on a lint (whose inputs are never captures) and on any Swift input; tree
    /// rules on any Interface Builder file or capture. Source rules are listed first.
    private func rulesThatRan(on inputs: [Input]) -> [RuleMetadata] {
        let kinds = inputs.map(\.kind)
        let readsSource = kinds.contains(.swift) || !kinds.contains(where: \.isCapture)
        var rules = readsSource ? enabledSourceRules : []
        if kinds.contains(where: { $0 != .swift }) {
            let sourceIDs = Set(rules.map(\.id))
            rules += enabledTreeRules.filter { !sourceIDs.contains($0.id) }
        }
        return rules
    }

    // MARK: One input

    /// `deploymentTarget` and `release` decide what Swift code runs and ships, so they are part of the cache's key.
    private func check(
        _ input: Input, linter: Linter, auditor: Auditor, cache: ResultCache?, deploymentTarget: OSVersion?,
        release: ReleaseConditions
    ) -> CheckedInput {
        do {
            let text = try InputText.read(
                path: input.path, sizeLimit: input.kind == .swift ? Limits.maxSourceFileSize : Limits.maxFileSize)
            // Hashed only for a cache: a run without one has no use for the hash.
            let cacheable = !input.kind.isCapture && cache != nil
            let contentHash =
                cacheable
                ? ResultCache.contentHash(text.data) + (deploymentTarget.map { "-iOS\($0)" } ?? "")
                    + Self.cacheKey(of: release) : ""
            if cacheable, let cached = cache?.result(for: input.path, contentHash: contentHash) {
                return CheckedInput(
                    outcome: .checked(findings: cached.findings, screens: []), conditions: cached.conditions,
                    index: cached.index)
            }
            let checked = try WorkerPool.gated(size: text.data.count) { () throws(ImportError) -> CheckedInput in
                switch input.kind {
                case .swift:
                    return try lintSwift(text, linter: linter, deploymentTarget: deploymentTarget, release: release)
                case .interfaceBuilder: return try auditInterfaceBuilder(text, auditor: auditor)
                case .capture(let format):
                    return CheckedInput(outcome: try auditCapture(text, format: format, auditor: auditor))
                }
            }
            if cacheable, case .checked(let findings, _) = checked.outcome {
                cache?.store(
                    ResultCache.Result(findings: findings, conditions: checked.conditions, index: checked.index),
                    for: input.path, contentHash: contentHash)
            }
            return checked
        } catch {
            return CheckedInput(outcome: .failed(error))
        }
    }

    /// The part of a cache key `release` makes: none when only `DEBUG` is known, as most files are.
    private static func cacheKey(of release: ReleaseConditions) -> String {
        guard release != .unknownProject else { return "" }
        let flags = [
            release.release.map { $0.sorted().joined(separator: ",") } ?? "?",
            release.others.sorted().joined(separator: ","),
        ]
        return "-release " + ResultCache.digest(flags.joined(separator: ";"))
    }

    private func lintSwift(
        _ text: InputText, linter: Linter, deploymentTarget: OSVersion?, release: ReleaseConditions
    ) throws(ImportError) -> CheckedInput {
        let linted = linter.lintIndexed(
            path: text.name, text: text.text, deploymentTarget: deploymentTarget, release: release)
        switch linted.outcome {
        case .linted(let findings):
            return CheckedInput(
                outcome: .checked(findings: findings, screens: []), conditions: linted.conditions, index: linted.index)
        case .failed(let error):
            // `rotor lint` reads any file it is given as Swift; a capture is not a syntax error.
            if let format = CaptureFormat.detect(text), format != .interfaceBuilder {
                throw ImportError(
                    file: text.name,
                    message: "this is a \(format.displayName) capture, not Swift source: "
                        + "check it with `rotor audit \(text.name)`")
            }
            throw error
        }
    }

    /// Each scene's findings, anchored to its element's XML line, which holds the object id: a
    /// baseline matches on that line's text, not its number.
    private func auditInterfaceBuilder(_ text: InputText, auditor: Auditor) throws(ImportError) -> CheckedInput {
        let file = try CaptureImporter.importFile(from: text, format: .interfaceBuilder)
        if let note = file.skipNote { return CheckedInput(outcome: .skipped(note: note)) }
        let lines = text.text.split(separator: "\n", omittingEmptySubsequences: false)
        var findings: [Finding] = []
        var conditions: [Finding: any IndexCondition] = [:]
        // A xib nothing loads shows no one anything.
        let (index, loadCondition) = InterfaceBuilderCode.facts(of: text.text, path: text.name, file: file)
        let overrides = Dictionary(
            auditor.rules.compactMap { rule in rule.membersCodeMayOverride.map { (rule.metadata.id, $0) } },
            uniquingKeysWith: { first, _ in first })
        for imported in file.screens {
            let sceneCondition = InterfaceBuilderCode.sceneCondition(of: imported, path: text.name, file: file)
            for finding in audit([imported], auditor: auditor) {
                var anchored = finding
                if let line = finding.location.line, lines.indices.contains(line - 1) {
                    anchored.sourceLine = lines[line - 1].trimmingCharacters(in: .whitespaces)
                }
                // What the file shows may be changed, or hidden, by the code that owns it.
                let codeConditions = InterfaceBuilderCode.conditions(
                    for: finding, overrides: overrides[finding.ruleID], on: imported)
                if let condition = AllConditions.combining(
                    codeConditions + [loadCondition as (any IndexCondition)?, sceneCondition].compactMap { $0 })
                {
                    conditions[anchored] = condition
                }
                findings.append(anchored)
            }
        }
        return CheckedInput(
            outcome: .checked(findings: findings, screens: file.screens), conditions: conditions, index: index)
    }

    private func auditCapture(_ text: InputText, format: CaptureFormat?, auditor: Auditor) throws(ImportError)
        -> InputOutcome
    {
        if format == nil, (text.name as NSString).pathExtension == "swift", CaptureFormat.detect(text) == nil {
            throw ImportError(
                file: text.name,
                message: "this is Swift source, not a captured screen: check it with `rotor lint \(text.name)`")
        }
        let file = try CaptureImporter.importFile(from: text, format: format)
        if let note = file.skipNote { return .skipped(note: note) }
        let screens = try scenes.select(file, path: text.name)
        return .checked(findings: audit(screens, auditor: auditor), screens: screens)
    }

    /// Tree rules on each screen, less the findings on ignored elements; no tree rule enabled (as
    /// for `rotor speak`) means the screens are only read.
    private func audit(_ screens: [ImportedScreen], auditor: Auditor) -> [Finding] {
        guard !enabledTreeRules.isEmpty else { return [] }
        let ignored = IgnoredElements(names: ignoredElements)
        return screens.flatMap { imported in auditor.audit(imported.screen).filter { ignored.keeps($0, on: imported) } }
    }
}

/// What became of one input.
public enum InputOutcome: Sendable {
    /// Read and checked: its findings and, for Interface Builder files and captures read this
    /// run (not from the cache), its screens.
    case checked(findings: [Finding], screens: [ImportedScreen])
    /// Not for Rotor, on purpose (a macOS Interface Builder file): a note says why.
    case skipped(note: String)
    /// Left out because the project builds it into no iOS app: only for other platforms, only
    /// for tests, or (in a whole-project lint) in no target at all. A note says why.
    case notInIOSApp(note: String)
    case failed(ImportError)
}

/// Everything one run found, in input order.
public struct PipelineResult: Sendable {
    public var inputs: [Input]
    public var outcomes: [InputOutcome]
    /// The rules that ran, in catalog order.
    public var rules: [RuleMetadata]
    /// Strings tables that could not be read, in path order: the index went on without them.
    public var unreadStringsTables: [ImportError] = []
    /// Project files that could not be read, in path order: no input was judged by them.
    public var unreadProjectFiles: [ImportError] = []

    public var findings: [Finding] {
        outcomes.flatMap { outcome -> [Finding] in
            if case .checked(let findings, _) = outcome { return findings }
            return []
        }
    }

    /// The inputs that were read and checked.
    public var checkedPaths: [String] {
        zip(inputs, outcomes).compactMap { input, outcome in
            if case .checked = outcome { return input.path }
            return nil
        }
    }

    public var errors: [ImportError] {
        outcomes.compactMap { outcome in
            if case .failed(let error) = outcome { return error }
            return nil
        }
    }

    /// Every screen read this run, in input order.
    public var screens: [ImportedScreen] {
        outcomes.flatMap { outcome -> [ImportedScreen] in
            if case .checked(_, let screens) = outcome { return screens }
            return []
        }
    }

    /// The scenes of the Interface Builder inputs that were checked, for a report to draw. Those
    /// whose findings came from the cache are read again; one that no longer imports is left out.
    public func interfaceBuilderScreens() -> [ImportedScreen] {
        zip(inputs, outcomes).flatMap { input, outcome -> [ImportedScreen] in
            guard input.kind == .interfaceBuilder, case .checked(_, let screens) = outcome else { return [] }
            if !screens.isEmpty { return screens }
            return (try? CaptureImporter.importFile(path: input.path, format: .interfaceBuilder))?.screens ?? []
        }
    }

    /// The report of the run: findings not in `baseline`, sorted; input errors as given. Review
    /// items only when `includingReview`: they are always found and cached, so asking for them
    /// later needs no new run.
    public func report(
        profileID: String, baseline: Baseline? = nil, inputErrors: [String], includingReview: Bool = true
    ) -> Report {
        let reported = baseline.map { $0.newFindings(findings) } ?? findings
        let report = Report(
            inputs: checkedPaths, findings: reported, rules: rules, inputErrors: inputErrors, profileID: profileID)
        return includingReview ? report : report.leavingOutReview()
    }
}

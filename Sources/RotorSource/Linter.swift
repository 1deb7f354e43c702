import Foundation
import RotorKit

/// The result of linting one file: its findings, or why it could not be linted.
public enum FileOutcome: Sendable {
    case linted([Finding])
    case failed(ImportError)
}

/// One file's lint before the project index decides: findings, the conditions some depend on, and
/// the file's contribution to the index.
public struct IndexedLint: Sendable {
    public var outcome: FileOutcome
    public var conditions: [Finding: any IndexCondition]
    public var index: SourceFileIndex
}

/// A fact kind a lint gathers, as a value the linter's settings can hold.
struct FactKind: @unchecked Sendable {
    // Unchecked: a metatype, which nothing mutates.
    var type: any ProjectFact.Type
}

/// Lints one Swift file with every enabled source rule in one walk of its tree; `Pipeline` runs it
/// on every Swift input of a run.
public struct Linter: Sendable {
    public var rules: [any SourceRule] {
        didSet { prepared = Prepared(rules: rules, settings: settings) }
    }
    public var settings: RuleSettings {
        didSet { prepared = Prepared(rules: rules, settings: settings) }
    }
    /// The profile, words and strings tables the rules read; `lint(path:text:)`, which decides a
    /// file alone, also gives the tables to its project index.
    public var context: SourceContext
    /// What every file's lint needs from the rules and settings, worked out once, not per file.
    private var prepared: Prepared

    public init(
        rules: [any SourceRule] = RuleCatalog.sourceRules, settings: RuleSettings = RuleSettings(),
        context: SourceContext = SourceContext()
    ) {
        self.rules = rules
        self.settings = settings
        self.context = context
        prepared = Prepared(rules: rules, settings: settings)
    }

    /// The rules that run under the settings, in catalog order.
    public var enabledRules: [any SourceRule] { prepared.active }

    private struct Prepared: Sendable {
        var active: [any SourceRule]
        var ranIDs: Set<String>
        var metadata: [String: RuleMetadata]
        var checkerRules: LiteralLabelChecker.Rules
        /// The fact kinds the active rules declare and the shared ones, each once.
        var factKinds: [FactKind]

        init(rules: [any SourceRule], settings: RuleSettings) {
            active = rules.filter { settings.isEnabled($0.metadata) }
            var seen: Set<String> = []
            let declared = ProjectIndex.sharedFacts + active.flatMap(\.projectFacts)
            factKinds = declared.filter { seen.insert($0.name).inserted }.map(FactKind.init)
            ranIDs = Set(active.map(\.metadata.id))
            metadata = Dictionary(active.map { ($0.metadata.id, $0.metadata) }, uniquingKeysWith: { first, _ in first })
            checkerRules = LiteralLabelChecker.Rules(active)
        }
    }

    /// Lints source text that was read already (`Pipeline` reads it, within the size limits).
    /// Findings that depend on other files are kept only when their condition holds in this file
    /// alone; `lintIndexed` hands them to a project index instead.
    public func lint(
        path: String, text: String, deploymentTarget: OSVersion? = nil, release: ReleaseConditions = .unknownProject
    ) -> FileOutcome {
        let indexed = lintIndexed(path: path, text: text, deploymentTarget: deploymentTarget, release: release)
        guard case .linted(let findings) = indexed.outcome else { return indexed.outcome }
        let index = ProjectIndex([indexed.index], localizations: context.localizations)
        return .linted(
            findings.compactMap { finding in
                indexed.conditions[finding].map { $0.decide(finding, in: index) } ?? finding
            })
    }

    /// The file's findings, the conditions some of them depend on, and what the file tells the
    /// project index. `deploymentTarget`: the lowest iOS the app runs on, when the project says
    /// (`ProjectTargets`); code only older versions run is not judged. `release`: the shipped
    /// build's compilation conditions, which tell debug-only code.
    public func lintIndexed(
        path: String, text: String, deploymentTarget: OSVersion? = nil, release: ReleaseConditions = .unknownProject
    ) -> IndexedLint {
        var index = SourceFileIndex()
        var conditions: [Finding: any IndexCondition] = [:]
        let outcome = lint(
            path: path, text: text, deploymentTarget: deploymentTarget, release: release, index: &index,
            conditions: &conditions)
        return IndexedLint(outcome: outcome, conditions: conditions, index: index)
    }

    private func lint(
        path: String, text: String, deploymentTarget: OSVersion?, release: ReleaseConditions,
        index: inout SourceFileIndex, conditions: inout [Finding: any IndexCondition]
    ) -> FileOutcome {
        if let violation = SwiftNesting.violation(limit: Limits.maxDepth, in: text) {
            let message =
                violation.squareBrackets
                ? "square brackets are nested deeper than \(SwiftNesting.maxSquareBracketDepth) levels, "
                    + "which the Swift parser takes exponential time to read; Rotor reads at most \(SwiftNesting.maxSquareBracketDepth)"
                : "brackets are nested deeper than \(Limits.maxDepth) levels; Rotor reads at most \(Limits.maxDepth)"
            return .failed(ImportError(file: path, position: "\(violation.line)", message: message))
        }
        let file = SourceFile(path: path, text: text)
        if file.hasSyntaxErrors {
            let position = file.firstErrorPosition.map { "\($0.line):\($0.column)" }
            let message =
                file.tree.hasMaximumNestingLevelOverflow
                ? "code is nested deeper than the Swift parser reads; the file is not linted"
                : "Swift syntax error; the file is not linted until it parses"
            return .failed(ImportError(file: path, position: position, message: message))
        }
        // Test code builds views to test them; what it shows, no one using the app meets. A macOS
        // or watchOS file is not checked with iOS rules.
        guard !file.isTestCode, !CodeReach.isOtherPlatformFile(file.tree) else { return .linted([]) }
        let collector = IndexCollector(file: file, context: context)
        let factCollectors = prepared.factKinds.compactMap { kind in
            kind.type.collector(file: file, context: context).map { (kind.type, $0) }
        }
        for (_, factCollector) in factCollectors { factCollector.shared = collector }
        let checkers =
            LiteralLabelChecker.makeCheckers(for: prepared.checkerRules, file: file, context: context) + [collector]
            + factCollectors.map(\.1)
        file.facts.reach.release = release
        file.facts.reach.debugOnly.isOn = DebugOnlyCode.mayHaveDebugCode(file)
        let walker = RuleWalker(checkers: checkers, facts: file.facts)
        walker.walk(file.tree)
        var hits: [SourceHit] = []
        for checker in checkers {
            checker.finish(facts: walker.facts)
            hits += checker.hits
        }
        index = collector.index
        for (kind, factCollector) in factCollectors {
            if let value = factCollector.value { index.facts.record(value, of: kind) }
        }
        let suppressions = Suppressions(file: file)
        let (kept, used) = suppressions.apply(to: hits)
        hits = Self.placedInReach(
            kept + unusedSuppressionHits(suppressions, used: used, ranIDs: prepared.ranIDs), file: file,
            deploymentTarget: deploymentTarget)
        let metadata = prepared.metadata
        // Only the lines that carry a finding are needed (for baselines): most files have none.
        let lines = Self.lines(Set(hits.map(\.position.line)), of: text)
        let debugOnly = file.facts.reach.debugOnlyCode.map { file.range(of: $0) }
        let findings = hits.compactMap { hit -> Finding? in
            guard let rule = metadata[hit.ruleID] else { return nil }
            let line = lines[hit.position.line] ?? ""
            var finding = settings.finding(
                of: rule, message: hit.message, certainty: hit.certainty,
                location: FindingLocation(file: path, line: hit.position.line, column: hit.position.column),
                fix: hit.fix, sourceLine: line.trimmingCharacters(in: .whitespaces))
            if debugOnly.contains(where: { $0.contains(hit.position) }) { finding = finding.inDebugOnlyCode() }
            if let condition = hit.condition { conditions[finding] = condition }
            return finding
        }
        return .linted(findings.sorted(by: Finding.reportOrder))
    }

    /// The hits outside code an iOS app never runs on `deploymentTarget` or later (`CodeReach.unreachedCode`), each inside a type
    /// with the condition that the project uses every type around it (`UsedTypes`) and may call
    /// every member around it that runs only when named (`CalledMember`) or set (`SetMember`), and each inside a branch
    /// a member may keep off iPhone and iPad with the condition that none does (`RunsOnIOS`).
    static func placedInReach(_ hits: [SourceHit], file: SourceFile, deploymentTarget: OSVersion? = nil) -> [SourceHit]
    {
        guard !hits.isEmpty else { return hits }
        let reach = file.facts.reach
        let unreached = reach.unreachedCode(deploymentTarget: deploymentTarget).map { file.range(of: $0) }
        let owners =
            reach.typeDeclarations.map { ([$0.name], file.range(of: $0.node)) }
            + reach.extensions.map { ($0.names, file.range(of: $0.node)) }
        let members = reach.membersRunByName.map { ($0.member, file.range(of: $0.node)) }
        let observers = reach.observers.map { ($0.property, file.range(of: $0.node)) }
        let deviceBranches = reach.offIOSBranches.map { ($0.checks, file.range(of: $0.node)) }
        return hits.compactMap { hit in
            guard !unreached.contains(where: { $0.contains(hit.position) }) else { return nil }
            let checks = Set(deviceBranches.filter { $0.1.contains(hit.position) }.flatMap { $0.0 }).sorted()
            let onIOS = checks.isEmpty ? nil : RunsOnIOS(checks: checks)
            // Outermost first (declarations start in nesting order), each name once.
            var types: [String] = []
            for name in owners.filter({ $0.1.contains(hit.position) }).sorted(by: { $0.1.lowerBound < $1.1.lowerBound })
                .flatMap(\.0)
            where !types.contains(name) {
                types.append(name)
            }
            let used = types.isEmpty ? nil : UsedTypes(types)
            let called: [any IndexCondition] =
                members.filter { $0.1.contains(hit.position) }.map {
                    CalledMember(owner: $0.0.owner, name: $0.0.name, isPublic: $0.0.isPublic)
                }
                + observers.filter { $0.1.contains(hit.position) }.map {
                    SetMember(owner: $0.0.owner, name: $0.0.name, isPublic: $0.0.isPublic)
                }
            var placed = hit
            let around: [(any IndexCondition)?] = [hit.condition, onIOS, used]
            placed.condition = AllConditions.combining(around.compactMap { $0 } + called)
            return placed
        }
    }

    /// The 1-based lines `numbers` of `text`, as `text.split(separator: "\n")` numbers them, found on
    /// the bytes. A "\n" byte ends a line unless it follows "\r": "\r\n" is one `Character`, which is
    /// not "\n", so the split never cut there.
    static func lines(_ numbers: Set<Int>, of text: String) -> [Int: Substring] {
        guard let last = numbers.max() else { return [:] }
        var lines: [Int: Substring] = [:]
        let bytes = text.utf8
        var line = 1
        var lineStart = bytes.startIndex
        var previous: UInt8 = 0
        var index = bytes.startIndex
        while index < bytes.endIndex, line <= last {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") {
                if numbers.contains(line) { lines[line] = text[lineStart..<index] }
                line += 1
                lineStart = bytes.index(after: index)
            }
            previous = byte
            bytes.formIndex(after: &index)
        }
        if line <= last, numbers.contains(line) { lines[line] = text[lineStart..<bytes.endIndex] }
        return lines
    }

    /// A directive that silenced nothing is itself a finding, when the rule it names ran; so is each
    /// id in it, or in an `enable` no `disable` opened, that no rule has (a typo silences nothing,
    /// wherever it is), with the id meant.
    private func unusedSuppressionHits(_ suppressions: Suppressions, used: Set<Int>, ranIDs: Set<String>) -> [SourceHit]
    {
        guard ranIDs.contains(UnusedSuppressionRule.id) else { return [] }
        func unknownID(_ id: String, at position: SourcePosition) -> SourceHit? {
            guard id != Suppressions.everyRule else { return nil }
            let lookup = RuleCatalog.resolve(id)
            guard lookup.rule == nil else { return nil }
            return SourceHit(
                ruleID: UnusedSuppressionRule.id, position: position,
                message: "Correct or remove '\(id)' in this suppression: Rotor has no rule by that id, so it silences "
                    + "nothing; \(lookup.hint)")
        }
        let strayEnables = suppressions.unopenedEnables.compactMap { unknownID($0.id, at: $0.position) }
        return strayEnables
            + suppressions.directives.indices.flatMap { index -> [SourceHit] in
                let directive = suppressions.directives[index]
                let unknown = directive.ruleIDs.compactMap { unknownID($0, at: directive.position) }
                guard !used.contains(index) else { return unknown }
                let named = directive.ruleIDs.filter { $0 == Suppressions.everyRule || ranIDs.contains($0) }
                guard !named.isEmpty else { return unknown }
                return unknown + [
                    SourceHit(
                        ruleID: UnusedSuppressionRule.id, position: directive.position,
                        message:
                            "Remove this suppression of \(named.joined(separator: ", ")): nothing here is reported by "
                            + "\(named.count == 1 ? "that rule" : "those rules"), and a stale suppression would hide a future finding"
                    )
                ]
            }
    }
}

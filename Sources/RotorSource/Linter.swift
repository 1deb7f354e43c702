import Foundation
import RotorKit

/// The result of linting one file: its findings, or why it could not be linted.
public enum FileOutcome: Sendable {
    case linted([Finding])
    case failed(ImportError)
}

/// Lints Swift files with every enabled source rule in one walk per file, files in parallel.
public struct Linter: Sendable {
    public var rules: [any SourceRule]
    public var settings: RuleSettings
    public var context: SourceContext

    public init(rules: [any SourceRule] = RuleCatalog.sourceRules, settings: RuleSettings = RuleSettings(),
                context: SourceContext = SourceContext()) {
        self.rules = rules
        self.settings = settings
        self.context = context
    }

    /// The rules that run under the settings, in catalog order.
    public var enabledRules: [any SourceRule] {
        rules.filter { settings.isEnabled($0.metadata) }
    }

    /// Reads and lints one file.
    public func lint(path: String) -> FileOutcome {
        do {
            return lint(path: path, input: try InputText.read(path: path, sizeLimit: Limits.maxSourceFileSize))
        } catch {
            return .failed(error)
        }
    }

    /// Files larger than this are parsed one at a time, so that memory stays bounded whatever the
    /// thread count: about 75 times the size of the one large file plus 75 MB per other worker.
    public static let largeFileSize = 1 << 20
    private static let largeFileGate = NSLock()

    private func lint(path: String, input: InputText) -> FileOutcome {
        guard input.data.count > Self.largeFileSize else { return lint(path: path, text: input.text) }
        Self.largeFileGate.lock()
        defer { Self.largeFileGate.unlock() }
        return lint(path: path, text: input.text)
    }

    /// Lints source text that was read already.
    public func lint(path: String, text: String) -> FileOutcome {
        if let violation = SwiftNesting.violation(limit: Limits.maxDepth, in: text) {
            let message = violation.squareBrackets
                ? "square brackets are nested deeper than \(SwiftNesting.maxSquareBracketDepth) levels, "
                    + "which the Swift parser takes exponential time to read; Rotor reads at most \(SwiftNesting.maxSquareBracketDepth)"
                : "brackets are nested deeper than \(Limits.maxDepth) levels; Rotor reads at most \(Limits.maxDepth)"
            return .failed(ImportError(file: path, position: "\(violation.line)", message: message))
        }
        let file = SourceFile(path: path, text: text)
        if file.hasSyntaxErrors {
            let line = file.firstErrorLine.map { ":\($0)" } ?? ""
            let message = file.tree.hasMaximumNestingLevelOverflow
                ? "code is nested deeper than the Swift parser reads; the file is not linted"
                : "Swift syntax error; the file is not linted until it parses"
            return .failed(ImportError(file: path + line, message: message))
        }
        let active = enabledRules
        let checkers = LiteralLabelChecker.makeCheckers(for: active, file: file, context: context)
        let walker = RuleWalker(checkers: checkers, facts: file.facts)
        walker.walk(file.tree)
        var hits: [SourceHit] = []
        for checker in checkers {
            checker.finish(facts: walker.facts)
            hits += checker.hits
        }
        let suppressions = Suppressions(file: file)
        let (kept, used) = suppressions.apply(to: hits)
        hits = kept + unusedSuppressionHits(suppressions, used: used, ranIDs: Set(active.map(\.metadata.id)))
        let metadata = Dictionary(active.map { ($0.metadata.id, $0.metadata) }, uniquingKeysWith: { first, _ in first })
        // Only the lines that carry a finding are needed (for baselines): most files have none.
        let lines = Self.lines(Set(hits.map(\.position.line)), of: text)
        let findings = hits.compactMap { hit -> Finding? in
            guard let rule = metadata[hit.ruleID] else { return nil }
            let line = lines[hit.position.line] ?? ""
            return Finding(
                ruleID: hit.ruleID,
                severity: settings.severity(for: rule, certainty: hit.certainty),
                certainty: hit.certainty,
                message: hit.message + " (\(rule.citation))",
                criteria: rule.criteria,
                location: FindingLocation(file: path, line: hit.position.line, column: hit.position.column),
                fix: hit.fix,
                sourceLine: line.trimmingCharacters(in: .whitespaces))
        }
        return .linted(findings.sorted(by: Finding.reportOrder))
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

    /// A directive that silenced nothing is itself a finding, when the rule it names ran.
    private func unusedSuppressionHits(_ suppressions: Suppressions, used: Set<Int>, ranIDs: Set<String>) -> [SourceHit] {
        guard ranIDs.contains(UnusedSuppressionRule.id) else { return [] }
        return suppressions.directives.indices.compactMap { index in
            guard !used.contains(index) else { return nil }
            let directive = suppressions.directives[index]
            let named = directive.ruleIDs.filter { $0 == "all" || ranIDs.contains($0) }
            guard !named.isEmpty else { return nil }
            return SourceHit(
                ruleID: UnusedSuppressionRule.id, position: directive.position,
                message: "Remove this suppression of \(named.joined(separator: ", ")): nothing here is reported by "
                    + "\(named.count == 1 ? "that rule" : "those rules"), and a stale suppression would hide a future finding")
        }
    }

    /// Everything the findings depend on besides a file's content, in a stable form: Rotor's
    /// version, the rules that run and their severities, thresholds and word lists.
    public var fingerprint: String {
        let profile = context.profile
        let words = context.words
        var parts = ["rotor \(Report.toolVersion)", "profile \(profile.id)"]
        parts.append("rules " + enabledRules.map { "\($0.metadata.id)=\(settings.severities[$0.metadata.id]?.rawValue ?? "default")" }.joined(separator: ","))
        parts.append("thresholds \(profile.minimumTargetSize) \(profile.appliesSpacingException) \(profile.minimumTextContrast) "
            + "\(profile.minimumLargeTextContrast) \(profile.minimumNonTextContrast) \(profile.largeTextSize) "
            + "\(profile.largeBoldTextSize) \(profile.maximumLabelLength)")
        parts.append("role " + words.roleWords.keys.sorted().joined(separator: ","))
        parts.append("vague " + words.vagueLabels.sorted().joined(separator: ","))
        parts.append("placeholders " + words.placeholderTitles.sorted().joined(separator: ","))
        parts.append("verbs " + words.hintVerbs.sorted().joined(separator: ","))
        return Hashing.hex(Hashing.fnv1a(Data(parts.joined(separator: "\n").utf8)))
    }

    /// Reads and lints one file, through the cache when one is given.
    public func lint(path: String, cache: LintCache?) -> FileOutcome {
        guard let cache else { return lint(path: path) }
        let input: InputText
        do {
            input = try InputText.read(path: path, sizeLimit: Limits.maxSourceFileSize)
        } catch {
            return .failed(error)
        }
        let hash = LintCache.contentHash(input.data)
        if let findings = cache.findings(for: path, contentHash: hash) { return .linted(findings) }
        let outcome = lint(path: path, input: input)
        if case let .linted(findings) = outcome { cache.store(findings, for: path, contentHash: hash) }
        return outcome
    }

    /// Lints files on `threads` workers. Outcomes come back in the order of `paths`, so output does
    /// not depend on the thread count. `progress` is called after each file with the count done.
    public func lint(paths: [String], threads: Int, cache: LintCache? = nil, progress: (@Sendable (Int) -> Void)? = nil) -> [FileOutcome] {
        let results = ResultSlots(count: paths.count)
        let workerCount = max(1, min(threads, paths.count))
        let group = DispatchGroup()
        for _ in 0..<workerCount {
            group.enter()
            // SwiftSyntax walks recursively: give workers the main thread's stack size, not the
            // small default of secondary threads.
            let thread = Thread {
                while let index = results.claimNext() {
                    let done = results.store(lint(path: paths[index], cache: cache), at: index)
                    progress?(done)
                }
                group.leave()
            }
            thread.stackSize = 64 << 20
            thread.start()
        }
        group.wait()
        return results.values
    }
}

/// Work distribution and result storage shared by the lint workers.
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [FileOutcome?]
    private var next = 0
    private var completed = 0

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func claimNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    /// Stores an outcome and returns how many files are done.
    func store(_ outcome: FileOutcome, at index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = outcome
        completed += 1
        return completed
    }

    var values: [FileOutcome] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0 ?? .failed(ImportError(file: "?", message: "was not linted")) }
    }
}

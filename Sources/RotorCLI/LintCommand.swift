import ArgumentParser
import Foundation
import RotorKit
import RotorSource

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check Swift source (UIKit and SwiftUI) and Interface Builder files for accessibility.",
        discussion: """
            Example: rotor lint Sources --format sarif -o rotor.sarif
            Suppress one finding with `// rotor:disable:next <rule-id>` (or :this, or a disable/enable range); in
            .storyboard and .xib files, list object ids or accessibility identifiers under `ignored_elements` in .rotor.yml.
            Exit codes: 0 no finding at the fail level, 1 findings at or above it, 2 usage or input error.
            """
    )

    @Argument(help: "Files and folders to lint (default: the current folder).")
    var paths: [String] = []

    @OptionGroup var rules: RuleOptions
    @OptionGroup var report: ReportOptions

    @Option(help: "Worker threads (default: one per core).")
    var threads: Int?

    @Option(help: "Report only findings that are not in this baseline file.")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Write every finding to this baseline file, to accept them for now.")
    var writeBaseline: String?

    @Option(name: .customLong("cache-path"), help: "Folder for cached results (default: ~/.cache/rotor).")
    var cachePath: String?

    @Flag(name: .customLong("no-cache"), help: "Lint every file again, ignoring and not writing the cache.")
    var noCache = false

    @Flag(name: .customLong("no-progress"), help: "Never print the progress line.")
    var noProgress = false

    /// The running binary's size and date: a rebuilt Rotor with the same version number (a
    /// development build) must not reuse results its predecessor cached.
    static var executableStamp: String {
        let path = Bundle.main.executablePath ?? CommandLine.arguments[0]
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "unknown" }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)-\(Int(date))"
    }

    func validate() throws {
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1") }
    }

    func run() throws {
        let resolved = try rules.resolve()
        let configuration = resolved.configuration
        let finder = SourceFiles(extensions: InterfaceBuilderLinter.extensions.union(["swift"]),
                                 included: configuration.included, excluded: configuration.excluded)
        let (found, missing) = finder.collect(paths.isEmpty ? ["."] : paths)
        let isInterfaceBuilder = { (path: String) in InterfaceBuilderLinter.extensions.contains((path as NSString).pathExtension) }
        let files = found.filter { !isInterfaceBuilder($0) }
        let interfaceFiles = found.filter(isInterfaceBuilder)
        var errors: [String] = missing.map { "\($0): no such file or folder" }
        errors.forEach(Console.error)

        let linter = Linter(settings: configuration.ruleSettings,
                            context: SourceContext(profile: resolved.profile, words: configuration.words))
        let cache = noCache ? nil : LintCache(
            directory: cachePath.map { URL(fileURLWithPath: $0) } ?? LintCache.defaultDirectory,
            fingerprint: linter.fingerprint + "-" + Self.executableStamp)
        let progress = ProgressLine(total: found.count, enabled: !noProgress)
        var onFileDone: (@Sendable (Int) -> Void)?
        if let progress { onFileDone = { done in progress.update(done) } }
        let outcomes = linter.lint(paths: files, threads: threads ?? ProcessInfo.processInfo.activeProcessorCount,
                                   cache: cache, progress: onFileDone)
        let auditor = Auditor(rules: RuleCatalog.treeRules, settings: configuration.ruleSettings, profile: resolved.profile, words: configuration.words)
        var interfaceLinter = InterfaceBuilderLinter(auditor: auditor, ignored: configuration.ignoredElements)
        interfaceLinter.cache = cache.map {
            LintCache(directory: $0.directory, fingerprint: $0.fingerprint + "-" + LintCache.digest(interfaceLinter.settingsDescription))
        }
        let interfaceOutcomes = interfaceLinter.lint(paths: interfaceFiles)
        onFileDone?(found.count)
        progress?.finish()

        var findings: [Finding] = []
        var linted: [String] = []
        for (path, outcome) in zip(files, outcomes) {
            switch outcome {
            case let .linted(fileFindings):
                findings += fileFindings
                linted.append(path)
            case let .failed(error):
                Console.error(error.description)
                errors.append(error.description)
            }
        }
        for (path, outcome) in zip(interfaceFiles, interfaceOutcomes) {
            switch outcome {
            case let .audited(fileFindings):
                findings += fileFindings
                linted.append(path)
            case let .skipped(note):
                Console.info(note)
            case let .failed(error):
                Console.error(error.description)
                errors.append(error.description)
            }
        }
        if let writeBaseline {
            do {
                try Baseline(findings: findings).encoded().write(to: URL(fileURLWithPath: writeBaseline))
            } catch {
                Console.error("\(writeBaseline): cannot write the baseline")
                throw ExitCode(2)
            }
        }
        if let baseline {
            do {
                findings = try Baseline.load(path: baseline).newFindings(findings)
            } catch {
                Console.error(error.description)
                throw ExitCode(2)
            }
        }
        var ranRules = linter.enabledRules.map(\.metadata)
        if !interfaceFiles.isEmpty {
            let sourceIDs = Set(ranRules.map(\.id))
            ranRules += auditor.rules.map(\.metadata).filter { auditor.settings.isEnabled($0) && !sourceIDs.contains($0.id) }
        }
        let result = Report(inputs: linted, findings: findings, rules: ranRules, inputErrors: errors, profileID: resolved.profile.id)
        if report.format == .html {
            let lintedFiles = Set(linted)
            let drawn = HTMLScreens.interfaceBuilderScreens(interfaceFiles.filter(lintedFiles.contains))
            try report.emit(HTMLReport.write(HTMLReportContent(command: .lint, report: result, screens: HTMLScreens.make(drawn))))
        } else {
            try report.emit(ReportWriter.write(result, as: report.format))
        }
        if !errors.isEmpty { throw ExitCode(2) }
        if !result.failingFindings(at: resolved.failOn).isEmpty { throw ExitCode(1) }
    }
}

/// "Linting 120/2000 files…" on standard error, redrawn in place, only on a terminal and only for
/// runs long enough to need it.
final class ProgressLine: @unchecked Sendable {
    private let total: Int
    private let lock = NSLock()
    private var lastShown = -1

    init?(total: Int, enabled: Bool) {
        guard enabled, total >= 100, isatty(STDERR_FILENO) == 1 else { return nil }
        self.total = total
    }

    func update(_ done: Int) {
        lock.lock()
        defer { lock.unlock() }
        // Redraw about a hundred times per run, not once per file.
        let step = max(1, total / 100)
        guard done == total || done / step != lastShown / step else { return }
        lastShown = done
        FileHandle.standardError.write(Data("\rLinting \(done)/\(total) files…".utf8))
    }

    func finish() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}

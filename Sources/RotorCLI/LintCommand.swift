import ArgumentParser
import Foundation
import RotorKit
import RotorPipeline

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check Swift source (UIKit and SwiftUI) and Interface Builder files for accessibility.",
        discussion: """
            Example: rotor lint Sources --format sarif -o rotor.sarif
            Suppress one finding with `// rotor:disable:next <rule-id>` (or :this, or a disable/enable range);
            in .storyboard and .xib files, list object ids or accessibility identifiers under `ignored_elements` in .rotor.yml.
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

    func validate() throws {
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1") }
    }

    func run() throws {
        let resolved = try rules.resolve()
        let configuration = resolved.configuration
        let discovery = InputDiscovery(included: configuration.included, excluded: configuration.excluded)
        let (inputs, missing) = discovery.lintInputs(paths.isEmpty ? ["."] : paths)
        var errors: [String] = missing.map { "\($0): no such file or folder" }
        errors.forEach(Console.error)

        var pipeline = Pipeline(configuration: configuration, profile: resolved.profile,
                                threads: threads ?? ProcessInfo.processInfo.activeProcessorCount)
        if !noCache { pipeline.cacheResults(in: cachePath.map { URL(fileURLWithPath: $0) } ?? ResultCache.defaultDirectory) }
        let progress = ProgressLine(total: inputs.count, enabled: !noProgress)
        var onInputDone: (@Sendable (Int) -> Void)?
        if let progress { onInputDone = { done in progress.update(done) } }
        let result = pipeline.run(inputs, progress: onInputDone)
        progress?.finish()
        for outcome in result.outcomes {
            switch outcome {
            case .checked: break
            case let .skipped(note): Console.info(note)
            case let .failed(error):
                Console.error(error.description)
                errors.append(error.description)
            }
        }

        if let writeBaseline {
            do {
                try Baseline(findings: result.findings).encoded().write(to: URL(fileURLWithPath: writeBaseline))
            } catch {
                Console.error("\(writeBaseline): cannot write the baseline")
                throw ExitCode(2)
            }
        }
        var accepted: Baseline?
        if let baseline {
            do {
                accepted = try Baseline.load(path: baseline)
            } catch Baseline.LoadError.notABaseline {
                Console.error("\(baseline): is not a Rotor baseline (write one with --write-baseline)")
                throw ExitCode(2)
            } catch {
                Console.error(error.description)
                throw ExitCode(2)
            }
        }
        let report = result.report(profileID: resolved.profile.id, baseline: accepted, inputErrors: errors)
        if self.report.format == .html {
            let drawn = result.interfaceBuilderScreens().map(\.namedScreen)
            try self.report.emit(HTMLReport.write(HTMLReportContent(title: "Rotor lint report", report: report, screens: drawn.map { HTMLScreen(speaking: $0) })))
        } else {
            try self.report.emit(ReportWriter.write(report, as: self.report.format))
        }
        if !errors.isEmpty { throw ExitCode(2) }
        if !report.failingFindings(at: resolved.failOn).isEmpty { throw ExitCode(1) }
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

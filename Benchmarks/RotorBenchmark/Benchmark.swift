import Foundation
import RotorKit
import RotorPipeline
import RotorSource
import SwiftParser
import SwiftSyntax

/// Generates the project, times each measurement `runs` times on the same files, and prints the
/// medians as a Markdown table.
struct Benchmark {
    let options: Options

    enum Failure: Error, CustomStringConvertible {
        case generatedFilesDoNotLint([String])
        case memoryProbeFailed(Int32)

        var description: String {
            switch self {
            case .generatedFilesDoNotLint(let errors):
                "generated files that do not lint (a generator bug):\n" + errors.prefix(10).joined(separator: "\n")
            case .memoryProbeFailed(let status):
                "the peak-memory lint run exited with status \(status)"
            }
        }
    }

    /// The timings of one whole benchmark.
    private struct Results {
        var parseOnly = Series()
        var parseAndEmptyWalk = Series()
        var lintInMemory = Series()
        var lintNoRules = Series()
        var lintOneThread = Series()
        var lintAllCores = Series()
        var coldCache = Series()
        var warmCache = Series()
        /// Runs whose findings differed from the reference run, by measurement name.
        var inconsistent: [String] = []
        /// The first in-memory run's findings: each file linted alone, with no project index, so
        /// later in-memory runs are compared with it rather than with the pipeline's reference.
        var fileAloneFindings: [[Finding]?]?
    }

    func run() throws {
        let fileManager = FileManager.default
        let workDirectory = fileManager.temporaryDirectory.appendingPathComponent(
            "rotor-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
        try fileManager.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: workDirectory) }
        let projectRoot =
            options.projectDirectory.map { URL(fileURLWithPath: $0) }
            ?? workDirectory.appendingPathComponent("GeneratedApp")

        var files: [GeneratedFile]
        var paths: [String]
        if options.corpora.isEmpty {
            log(
                "Generating at least \(grouped(options.minimumLines)) lines with seed \(options.seed) in \(projectRoot.path)…"
            )
            files = ProjectGenerator(seed: options.seed).generate(minimumLines: options.minimumLines)
            paths = try ProjectGenerator.write(files, under: projectRoot)
        } else {
            log("Reading the Swift files under \(options.corpora.joined(separator: ", "))…")
            (files, paths) = try Self.corpusFiles(options.corpora)
        }

        // Every rule, opt-in ones included: the benchmark measures the most work a lint can do.
        let linter = Linter(settings: RuleSettings(optedIn: Set(RuleCatalog.sourceRules.map(\.metadata.id))))

        // A file that fails to parse is skipped by the linter and would make it look fast: a
        // generated one is a generator bug; a corpus file is left out of every measurement alike.
        var reference = Self.lint(paths, threads: 1)
        let failures: [String] = reference.compactMap { outcome in
            if case .failed(let error) = outcome { return error.description }
            return nil
        }
        if options.corpora.isEmpty {
            guard failures.isEmpty else { throw Failure.generatedFilesDoNotLint(failures) }
        } else if !failures.isEmpty {
            let kept = reference.indices.filter { index in
                if case .failed = reference[index] { return false }
                return true
            }
            files = kept.map { files[$0] }
            paths = kept.map { paths[$0] }
            reference = kept.map { reference[$0] }
            log("Leaving out \(failures.count) files that do not lint:\n" + failures.joined(separator: "\n"))
        }
        let excludedCount = failures.count
        let referenceFindings = Self.findings(reference)
        let lineCount = files.reduce(0) { $0 + $1.lineCount }
        let byteCount = files.reduce(0) { $0 + $1.text.utf8.count }

        var results = Results()
        for run in 1...options.runs {
            log("Run \(run) of \(options.runs)…")
            measureRun(
                run, files: files, paths: paths, linter: linter, reference: referenceFindings,
                cacheDirectory: workDirectory.appendingPathComponent("cache-\(run)"), into: &results)
        }
        log("Measuring peak memory of a lint in a fresh process…")
        let lintPeakMemory = try peakMemoryOfLint(
            paths: paths, listFile: workDirectory.appendingPathComponent("files.txt"))

        print(
            report(
                results, files: files, excludedCount: excludedCount, lineCount: lineCount, byteCount: byteCount,
                linter: linter,
                findings: referenceFindings.compactMap { $0 }.flatMap { $0 }, lintPeakMemory: lintPeakMemory))
    }

    /// One round of every measurement, on the same files.
    private func measureRun(
        _ run: Int, files: [GeneratedFile], paths: [String], linter: Linter, reference: [[Finding]?],
        cacheDirectory: URL, into results: inout Results
    ) {
        var parsedBytes = 0
        results.parseOnly.measure {
            for file in files { parsedBytes += Parser.parse(source: file.text).totalLength.utf8Length }
        }
        var walkedBytes = 0
        results.parseAndEmptyWalk.measure {
            for file in files {
                let tree = Parser.parse(source: file.text)
                EmptyWalker(viewMode: .sourceAccurate).walk(tree)
                walkedBytes += tree.totalLength.utf8Length
            }
        }
        let noRules = Linter(rules: [])
        results.lintNoRules.measure {
            for (file, path) in zip(files, paths) { _ = noRules.lint(path: path, text: file.text) }
        }
        var inMemory: [FileOutcome] = []
        results.lintInMemory.measure {
            inMemory = zip(files, paths).map { file, path in linter.lint(path: path, text: file.text) }
        }
        var oneThread: [FileOutcome] = []
        results.lintOneThread.measure { oneThread = Self.lint(paths, threads: 1) }
        var allCores: [FileOutcome] = []
        results.lintAllCores.measure { allCores = Self.lint(paths, threads: Self.allCores) }

        try? FileManager.default.removeItem(at: cacheDirectory)
        var cold: [FileOutcome] = []
        results.coldCache.measure { cold = Self.lint(paths, threads: Self.allCores, cacheDirectory: cacheDirectory) }
        var warm: [FileOutcome] = []
        results.warmCache.measure { warm = Self.lint(paths, threads: Self.allCores, cacheDirectory: cacheDirectory) }
        try? FileManager.default.removeItem(at: cacheDirectory)

        let expectedBytes = files.reduce(0) { $0 + $1.text.utf8.count }
        if parsedBytes != expectedBytes { results.inconsistent.append("parse-only (run \(run))") }
        if walkedBytes != expectedBytes { results.inconsistent.append("parse and empty walk (run \(run))") }
        for (name, outcomes) in [
            ("1 thread", oneThread), ("all cores", allCores), ("cold cache", cold), ("warm cache", warm),
        ] where Self.findings(outcomes) != reference {
            results.inconsistent.append("\(name) (run \(run))")
        }
        let fileAlone = Self.findings(inMemory)
        if let first = results.fileAloneFindings {
            if fileAlone != first { results.inconsistent.append("in memory (run \(run))") }
        } else {
            results.fileAloneFindings = fileAlone
        }
    }

    /// Every `.swift` file under the folders, in path order, read as `rotor lint` reads it.
    static func corpusFiles(_ folders: [String]) throws -> (files: [GeneratedFile], paths: [String]) {
        var files: [GeneratedFile] = []
        var paths: [String] = []
        for folder in folders {
            let root = URL(fileURLWithPath: folder).standardizedFileURL
            let relativePaths = (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".swift") }
                .sorted()
            for relativePath in relativePaths {
                let path = root.appendingPathComponent(relativePath).path
                let text = try InputText.read(path: path, allowingEmpty: true, sizeLimit: Limits.maxSourceFileSize).text
                let lineCount = text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
                // The kind is the subfolder (one app of a folder of corpora), or the folder itself.
                let components = relativePath.split(separator: "/")
                let kind = components.count > 1 ? String(components[0]) : root.lastPathComponent
                files.append(GeneratedFile(kind: kind, relativePath: relativePath, text: text, lineCount: lineCount))
                paths.append(path)
            }
        }
        return (files, paths)
    }

    /// Threads for the "all cores" runs: what `rotor lint` uses by default, at least 2.
    static let allCores = max(2, ProcessInfo.processInfo.activeProcessorCount)

    /// Lints Swift files through the pipeline `rotor lint` uses, every rule enabled.
    static func lint(_ paths: [String], threads: Int, cacheDirectory: URL? = nil) -> [FileOutcome] {
        let allRules = Set(RuleCatalog.sourceRules.map(\.metadata.id))
        var pipeline = Pipeline(configuration: Configuration(optInRules: allRules), treeRules: [], threads: threads)
        if let cacheDirectory { pipeline.cacheResults(in: cacheDirectory) }
        return pipeline.run(paths.map { Input(path: $0, kind: .swift) }).outcomes.map { outcome in
            switch outcome {
            case .checked(let findings, _): .linted(findings)
            case .skipped, .notInIOSApp: .linted([])
            case .failed(let error): .failed(error)
            }
        }
    }

    private static func findings(_ outcomes: [FileOutcome]) -> [[Finding]?] {
        outcomes.map { outcome in
            if case .linted(let findings) = outcome { return findings }
            return nil
        }
    }

    /// Peak memory is a high-water mark for the whole process, so a lint's own peak is read from a
    /// child process that does nothing else and prints its peak in bytes.
    private func peakMemoryOfLint(paths: [String], listFile: URL) throws -> Int {
        try paths.joined(separator: "\n").write(to: listFile, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0])
        process.arguments = ["--lint-file-list", listFile.path, "--threads", "2"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let bytes = Int(String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        else { throw Failure.memoryProbeFailed(process.terminationStatus) }
        return bytes
    }

    /// The child side of `peakMemoryOfLint`: lints the listed files and prints its peak memory;
    /// false if any file failed.
    static func lintListedFiles(listFile: String, threads: Int) throws -> Bool {
        let paths = try String(contentsOfFile: listFile, encoding: .utf8).split(separator: "\n").map(String.init)
        let allLinted = lint(paths, threads: threads).allSatisfy { outcome in
            if case .linted = outcome { return true }
            return false
        }
        print(ProcessResources.ownPeakMemoryBytes)
        return allLinted
    }

    // MARK: - Report

    private func report(
        _ results: Results, files: [GeneratedFile], excludedCount: Int, lineCount: Int, byteCount: Int, linter: Linter,
        findings: [Finding], lintPeakMemory: Int
    ) -> String {
        let lintRatio = results.lintInMemory.medianWall / results.parseOnly.medianWall
        let walkRatio = results.parseAndEmptyWalk.medianWall / results.parseOnly.medianWall
        let speedup = results.lintOneThread.medianWall / results.lintAllCores.medianWall
        // The goal of "one walk per file": lint CPU against the floor of any one-walk linter, and
        // the wall time `rotor lint` takes on every core against that floor on one thread.
        let cpuGoal = results.lintInMemory.medianCPU / results.parseAndEmptyWalk.medianCPU
        let wallGoal = results.lintAllCores.medianWall / results.parseAndEmptyWalk.medianWall
        let cacheRatio = results.coldCache.medianWall / results.warmCache.medianWall
        var perRule: [String: Int] = [:]
        for finding in findings { perRule[finding.ruleID, default: 0] += 1 }
        var linesPerKind: [String: (files: Int, lines: Int)] = [:]
        for file in files {
            let sums = linesPerKind[file.kind] ?? (0, 0)
            linesPerKind[file.kind] = (sums.files + 1, sums.lines + file.lineCount)
        }

        func row(_ name: String, _ series: Series) -> String {
            "| \(name) | \(format(series.medianWall)) s | \(format(series.fastest))–\(format(series.slowest)) s "
                + "| \(format(series.medianCPU)) s | \(grouped(Int(Double(lineCount) / series.medianWall))) | | |"
        }
        func ratioRow(_ name: String, _ value: Double, target: String, met: Bool) -> String {
            "| **\(name)** | **\(String(format: "%.2f", value))×** | | | | \(target) | \(met ? "met" : "**missed**") |"
        }
        func referenceRatioRow(_ name: String, _ value: Double) -> String {
            "| \(name) | \(String(format: "%.2f", value))× | | | | | |"
        }

        var lines = [
            "## Rotor lint benchmark",
            "",
            "- Project: \(grouped(files.count)) files, \(grouped(lineCount)) lines, \(String(format: "%.1f", Double(byteCount) / 1_048_576)) MB "
                + (options.corpora.isEmpty
                    ? "(generated, seed \(options.seed))"
                    : "(corpus: \(options.corpora.joined(separator: ", ")); \(excludedCount) files that do not lint left out)"),
            "- Mix: "
                + linesPerKind.sorted { $0.value.lines > $1.value.lines }
                .map { "\($0.key) \($0.value.files) files / \(grouped($0.value.lines)) lines" }.joined(separator: ", "),
            "- Rules: \(linter.enabledRules.count), all enabled: \(linter.enabledRules.map(\.metadata.id).joined(separator: ", "))",
            "- Findings: \(grouped(findings.count)) ("
                + perRule.sorted { $0.key < $1.key }.map { "\($0.key) \(grouped($0.value))" }.joined(separator: ", ")
                + ")",
            "- Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores; 1-minute load average at the end \(ProcessResources.loadAverage)",
            "- \(options.runs) runs of each timing, median shown; CPU is user + system time of all threads",
            "- Output identical in every run and mode: "
                + (results.inconsistent.isEmpty ? "yes" : "**no**: " + results.inconsistent.joined(separator: ", ")),
            "",
            "| Measurement | Median | Fastest–slowest | CPU | Lines/s | Target | |",
            "|---|---:|---:|---:|---:|---|---|",
            row("SwiftSyntax parse only, in memory, 1 thread", results.parseOnly),
            row("Parse + a SyntaxVisitor walk that does nothing, 1 thread", results.parseAndEmptyWalk),
            referenceRatioRow("Parse + empty walk ÷ parse only (the floor of a one-walk linter)", walkRatio),
            row("Lint, all rules, in memory, 1 thread", results.lintInMemory),
            referenceRatioRow("Lint ÷ parse only (wall)", lintRatio),
            ratioRow("Lint CPU ÷ parse + empty walk CPU, 1 thread", cpuGoal, target: "≤ 1.5×", met: cpuGoal <= 1.5),
            row(
                "Lint with no rules (parse, the walk and the facts every rule reads), in memory, 1 thread",
                results.lintNoRules),
            referenceRatioRow(
                "Lint with no rules ÷ parse only", results.lintNoRules.medianWall / results.parseOnly.medianWall),
            row("Lint from disk, 1 thread", results.lintOneThread),
            row("Lint from disk, all \(Self.allCores) cores", results.lintAllCores),
            ratioRow("Speedup 1 thread → all cores", speedup, target: "≥ 1.7×", met: speedup >= 1.7),
            ratioRow(
                "Lint wall, all cores ÷ parse + empty walk wall, 1 thread", wallGoal, target: "≤ 0.8×",
                met: wallGoal <= 0.8),
            row("Cold run, empty cache, all cores", results.coldCache),
            row("Warm rerun, unchanged tree, all cores", results.warmCache),
            ratioRow("Cold ÷ warm", cacheRatio, target: "≥ 10×", met: cacheRatio >= 10),
            "| Peak memory, lint from disk on 2 threads in a fresh process | \(megabytes(lintPeakMemory)) | | | | | |",
            "| Peak memory, this benchmark process (holds all sources) | \(megabytes(ProcessResources.peakMemoryBytes)) | | | | | |",
        ]
        lines.append("")
        return lines.joined(separator: "\n")
    }

    private func format(_ seconds: Double) -> String {
        String(format: seconds < 10 ? "%.3f" : "%.1f", seconds)
    }

    private func megabytes(_ bytes: Int) -> String {
        "\(grouped(bytes / 1_048_576)) MB"
    }

    private func log(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

/// Visits every node and does nothing: parsing plus this walk is the least any linter built on
/// one `SyntaxVisitor` pass can cost.
private final class EmptyWalker: SyntaxVisitor {}

/// `210000` → `210,000`.
func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
        result.append(digit)
    }
    return (number < 0 ? "-" : "") + result
}

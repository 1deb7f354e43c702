import ArgumentParser
import Foundation
import RotorImport
import RotorKit
import RotorPipeline
import RotorSource

extension ReportFormat: ExpressibleByArgument {}
extension Severity: ExpressibleByArgument {}

/// `--config`, `--profile`, `--fail-on`, `--max-severity` and `--review`, resolved against `.rotor.yml`.
struct RuleOptions: ParsableArguments {
    @Option(help: "Configuration file (default: the nearest .rotor.yml in this folder or above).")
    var config: String?

    @Option(
        help:
            "Thresholds: \(AuditProfile.all.map(\.id).joined(separator: ", ")) (default: wcag-aa, or the configuration's)."
    )
    var profile: String?

    @Option(
        name: .customLong("fail-on"),
        help: "Exit 1 when a finding is at least this severe: error, warning or info (default: error).")
    var failOn: Severity?

    // The build-tool plugin passes `warning`: an `error:` line fails an Xcode build whatever the
    // exit code, and a finding should show in the editor without stopping the build.
    @Option(
        name: .customLong("max-severity"),
        help: "Report no finding above this severity: error, warning or info (default: as configured).")
    var maxSeverity: Severity?

    @Flag(
        help:
            "Also report review items (findings Rotor cannot be sure of), listed apart (default: as configured, else left out)."
    )
    var review = false

    struct Resolved {
        var configuration: Configuration
        var profile: AuditProfile
        var failOn: Severity
        /// Whether reports (and the exit code) include review items.
        var review: Bool
    }

    func resolve() throws -> Resolved {
        var configuration = Configuration()
        let path =
            config
            ?? ConfigurationLoader.find(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))?.path
        if let path {
            if config != nil, !FileManager.default.fileExists(atPath: path) {
                Console.error("\(path): no such configuration file")
                throw ExitCode(2)
            }
            do {
                let (loaded, warnings) = try ConfigurationLoader.load(path: path)
                warnings.forEach(Console.warning)
                configuration = loaded
            } catch {
                Console.error(error.description)
                throw ExitCode(2)
            }
        }
        let profileID = profile ?? configuration.profileID ?? AuditProfile.wcagAA.id
        guard let base = AuditProfile.named(profileID) else {
            throw ValidationError(
                "unknown profile '\(profileID)'; choose one of \(AuditProfile.all.map(\.id).joined(separator: ", "))")
        }
        if let maxSeverity {
            let settings = configuration.ruleSettings
            for rule in RuleCatalog.rules where settings.severity(for: rule.metadata) > maxSeverity {
                configuration.severities[rule.metadata.id] = maxSeverity
            }
        }
        return Resolved(
            configuration: configuration, profile: configuration.profile(base: base),
            failOn: failOn ?? configuration.failOn ?? .error, review: review || configuration.review == true)
    }
}

/// `--format` and `--output` for reports.
struct ReportOptions: ParsableArguments {
    @Option(help: "Report format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .text

    @Option(name: .shortAndLong, help: "Write the report to this file instead of standard output.")
    var output: String?

    func emit(_ text: String) throws {
        try writeOutput(text, to: output)
    }
}

struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check captured screens against Rotor's tree rules.",
        discussion: """
            Example: rotor audit --format sarif -o rotor.sarif login.xml settings.json
            Exit codes: 0 no finding at the fail level, 1 findings at or above it, 2 usage or input error.
            """
    )

    @OptionGroup var input: CaptureOptions
    @OptionGroup var rules: RuleOptions
    @OptionGroup var report: ReportOptions

    func run() throws {
        let resolved = try rules.resolve()
        let pipeline = Pipeline(
            configuration: resolved.configuration, profile: resolved.profile, scenes: SceneFilter(name: input.scene))
        let result = input.check(with: pipeline)
        let report = result.report(
            profileID: resolved.profile.id, inputErrors: result.errors.map(\.description),
            includingReview: resolved.review)
        try self.report.emit(
            ReportWriter.write(report, as: self.report.format, title: "Rotor audit report") {
                result.screens.map { HTMLScreen(speaking: $0.namedScreen) }
            })
        if !result.errors.isEmpty { throw ExitCode(2) }
        if !report.failingFindings(at: resolved.failOn).isEmpty { throw ExitCode(1) }
    }
}

import Foundation

/// SARIF 2.1.0, as GitHub code scanning reads it: one run, the rules that ran, one result per
/// finding, and input errors as tool execution notifications.
///
/// Fixes are left out: a SARIF fix must replace an exact region, and a finding knows only where it
/// starts (source rules) or which element field to change (tree rules).
enum SARIFReport {
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    static func write(_ report: Report) -> String {
        let ruleIndices = Dictionary(
            report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let reviewedRuleIDs = Set(report.findings.filter { $0.certainty == .needsReview }.map(\.ruleID))
        var seenInputs = Set<String>()
        let run = Run(
            tool: Tool(
                driver: Driver(
                    name: Report.toolName,
                    version: Report.toolVersion,
                    semanticVersion: Report.toolVersion,
                    informationUri: ReportWriter.informationURI,
                    rules: report.rules.map { ReportingDescriptor($0, asksForReview: reviewedRuleIDs.contains($0.id)) })
            ),
            // SARIF wants artifacts unique; the same file given twice is one artifact.
            artifacts: report.inputs.filter { seenInputs.insert($0).inserted }.map {
                Artifact(location: ArtifactLocation(uri: artifactURI(for: $0)))
            },
            invocations: [
                Invocation(
                    executionSuccessful: report.inputErrors.isEmpty,
                    toolExecutionNotifications: report.inputErrors.map {
                        Notification(level: "error", message: Message(text: $0))
                    })
            ],
            results: report.findings.map { SARIFResult($0, ruleIndex: ruleIndices[$0.ruleID]) })
        return ReportWriter.encodeJSON(Log(schema: schemaURI, version: "2.1.0", runs: [run]))
    }

    /// A relative path stays relative (GitHub resolves it against the repository root); an
    /// absolute path becomes a `file:` URI. Everything but RFC 3986 path characters is
    /// percent-encoded, `:` included, so that `a:b/c.json` cannot read as a URI with a scheme.
    static func artifactURI(for path: String) -> String {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: uriPathCharacters) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// Spelled out rather than `.urlPathAllowed`, whose members differ between Foundation versions.
    private static let uriPathCharacters = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=@/")

    /// Matches a finding across runs for GitHub's alert tracking: the rule, the file, the element
    /// (or the line when there is no element) and the message, hashed with 64-bit FNV-1a.
    static func fingerprint(of finding: Finding) -> String {
        let location = finding.location
        let place = location.elementPath?.description ?? location.line.map(String.init) ?? ""
        let key = [finding.ruleID, location.file ?? "", place, finding.message].joined(separator: "\u{1F}")
        return FNV1a.hex(key.utf8)
    }

    private static func level(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    // MARK: - The SARIF objects Rotor writes

    private struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    private struct Run: Encodable {
        var tool: Tool
        var artifacts: [Artifact]
        var invocations: [Invocation]
        var results: [SARIFResult]
    }

    private struct Tool: Encodable {
        var driver: Driver
    }

    private struct Driver: Encodable {
        var name: String
        var version: String
        var semanticVersion: String
        var informationUri: String
        var rules: [ReportingDescriptor]
    }

    private struct Message: Encodable {
        var text: String
        var markdown: String?
    }

    private struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var helpUri: String
        var defaultConfiguration: Configuration
        var properties: RuleProperties

        init(_ rule: RuleMetadata, asksForReview: Bool) {
            id = rule.id
            name = rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            shortDescription = Message(text: rule.title)
            fullDescription = Message(text: rule.success + " " + rule.failure)
            let limitations = rule.limitations.map { ["Limitations: " + $0] } ?? []
            let citations =
                rule.criteria.isEmpty
                ? ["Best practice (no WCAG criterion)."] : rule.criteria.map { "\($0.citation): \($0.helpURL)" }
            let markdownCitations = rule.criteria.map { "- [\($0.citation)](\($0.helpURL))" }
            help = Message(
                text: ([rule.title, rule.success, rule.failure] + limitations + citations).joined(separator: "\n\n"),
                markdown: (["**\(rule.title)**", rule.success, rule.failure] + limitations
                    + [
                        markdownCitations.isEmpty
                            ? "Best practice (no WCAG criterion)." : markdownCitations.joined(separator: "\n")
                    ])
                    .joined(separator: "\n\n"))
            helpUri = rule.referenceURL
            defaultConfiguration = Configuration(level: SARIFReport.level(for: rule.defaultSeverity))
            // RuleMetadata does not say whether a rule is a heuristic; one that asked for a person's
            // review in this run is at best of medium precision.
            properties = RuleProperties(
                tags: rule.tags + ["accessibility"], precision: asksForReview ? "medium" : "high")
        }
    }

    private struct Configuration: Encodable {
        var level: String
    }

    private struct RuleProperties: Encodable {
        var tags: [String]
        var precision: String
    }

    private struct Artifact: Encodable {
        var location: ArtifactLocation
    }

    private struct ArtifactLocation: Encodable {
        var uri: String
    }

    private struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]
    }

    private struct Notification: Encodable {
        var level: String
        var message: Message
    }

    private struct SARIFResult: Encodable {
        var ruleId: String
        /// Absent for a finding whose rule is not among the rules that ran.
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
        var properties: ResultProperties

        init(_ finding: Finding, ruleIndex: Int?) {
            ruleId = finding.ruleID
            self.ruleIndex = ruleIndex
            level = SARIFReport.level(for: finding.severity)
            message = Message(text: finding.displayMessage)
            let location = Location(finding.location)
            locations = location.isEmpty ? [] : [location]
            partialFingerprints = ["rotorFindingHash/v1": SARIFReport.fingerprint(of: finding)]
            properties = ResultProperties(certainty: finding.certainty.rawValue)
        }
    }

    private struct ResultProperties: Encodable {
        var certainty: String
    }

    /// A file position where known; an element path as a logical location, beside the file it
    /// came from (without a region, since there is no line to point at).
    private struct Location: Encodable {
        var physicalLocation: PhysicalLocation?
        var logicalLocations: [LogicalLocation]?

        init(_ location: FindingLocation) {
            physicalLocation = location.file.map { file in
                // SARIF lines and columns start at 1; anything else is not a real position.
                let region = location.line.flatMap { line in
                    line >= 1
                        ? Region(startLine: line, startColumn: location.column.flatMap { $0 >= 1 ? $0 : nil }) : nil
                }
                return PhysicalLocation(
                    artifactLocation: ArtifactLocation(uri: SARIFReport.artifactURI(for: file)), region: region)
            }
            logicalLocations = location.elementPath.map { path in
                [LogicalLocation(name: location.element, fullyQualifiedName: path.description, kind: "element")]
            }
        }

        var isEmpty: Bool { physicalLocation == nil && logicalLocations == nil }
    }

    private struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    private struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }

    private struct LogicalLocation: Encodable {
        /// A short description of the element, such as `Button "Close"`.
        var name: String?
        var fullyQualifiedName: String
        var kind: String
    }
}

/// Rotor's own versioned JSON report, described by `docs/rotor-report.schema.json`. Optional
/// fields are left out rather than written as null.
enum JSONReport {
    /// Raise when a field changes meaning or disappears; adding a field keeps the version.
    static let formatVersion = 1

    static func write(_ report: Report) -> String {
        let counts = SeverityCounts(report.findings)
        let document = Document(
            tool: Tool(name: Report.toolName, version: Report.toolVersion, informationUri: ReportWriter.informationURI),
            profile: report.profileID,
            inputs: report.inputs,
            inputErrors: report.inputErrors,
            summary: Summary(
                total: counts.total, error: counts.errors, warning: counts.warnings, info: counts.infos,
                needsReview: counts.needsReview),
            findings: report.findings.map(Entry.init))
        return ReportWriter.encodeJSON(document)
    }

    private struct Document: Encodable {
        var format = "rotor-report"
        var version = JSONReport.formatVersion
        var tool: Tool
        var profile: String
        var inputs: [String]
        var inputErrors: [String]
        var summary: Summary
        var findings: [Entry]
    }

    private struct Tool: Encodable {
        var name: String
        var version: String
        var informationUri: String
    }

    /// Finding counts by severity, and how many of them need a person to confirm them.
    private struct Summary: Encodable {
        var total: Int
        var error: Int
        var warning: Int
        var info: Int
        var needsReview: Int
    }

    private struct Entry: Encodable {
        var ruleId: String
        var severity: Severity
        var certainty: FindingCertainty
        var message: String
        /// Criterion numbers, such as "1.1.1".
        var wcag: [String]
        var tags: [String]
        var location: Location
        var fix: FixEntry?

        init(_ finding: Finding) {
            ruleId = finding.ruleID
            severity = finding.severity
            certainty = finding.certainty
            message = finding.message
            wcag = finding.criteria.map(\.number)
            tags = finding.axeTags
            location = Location(finding.location)
            fix = finding.fix.map { FixEntry(description: $0.description, replacement: $0.replacement) }
        }
    }

    private struct Location: Encodable {
        var file: String?
        var line: Int?
        var column: Int?
        /// Child indices from the root, `0/3/1`; `root` for the root itself.
        var elementPath: String?
        var element: String?

        init(_ location: FindingLocation) {
            file = location.file
            line = location.line
            column = location.column
            elementPath = location.elementPath?.description
            element = location.element
        }
    }

    private struct FixEntry: Encodable {
        var description: String
        var replacement: String
    }
}

/// GitHub-flavoured Markdown for pull request comments: a summary by severity, then a table per
/// file with findings. Input errors are listed too, since a comment's reader never sees stderr.
enum MarkdownReport {
    static func write(_ report: Report) -> String {
        let files = ReportText.counted(report.inputs.count, "file")
        let counts = SeverityCounts(report.findings)
        var blocks: [String] = []
        if counts.total == 0 {
            blocks.append("No accessibility findings in \(files).")
        } else {
            let review =
                counts.needsReview == 0
                ? "" : " \(counts.needsReview) \(counts.needsReview == 1 ? "needs" : "need") review by a person."
            blocks.append("## \(Report.toolName) accessibility report")
            blocks.append(
                "\(ReportText.counted(counts.total, "finding")) in \(files), profile \(escape(report.profileID)).\(review)"
            )
            blocks.append(
                """
                | Severity | Findings |
                | --- | ---: |
                | error | \(counts.errors) |
                | warning | \(counts.warnings) |
                | info | \(counts.infos) |
                """)
            let (toFix, forReview) = report.findingsToFixAndReview
            blocks += tables(of: toFix, in: report)
            if !forReview.isEmpty {
                blocks.append("## For review")
                blocks.append(
                    "Rotor cannot be sure of these from what it can see: check each by hand. "
                        + "They never fail the build at the default `--fail-on error`.")
                blocks += tables(of: forReview, in: report)
            }
        }
        if let note = report.reviewItemsLeftOutNote {
            blocks.append(note.replacingOccurrences(of: "--review", with: "`--review`") + ".")
        }
        if !report.inputErrors.isEmpty {
            blocks.append("### Files that could not be read")
            blocks.append(report.inputErrors.map { "- " + escape($0) }.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// A heading and a table for each file with any of `findings`, in the report's file order.
    private static func tables(of findings: [Finding], in report: Report) -> [String] {
        var subset = report
        subset.findings = findings
        return subset.findingsByFile.filter { !$0.findings.isEmpty }.flatMap { group in
            ["### " + escape(group.file ?? "(no file)"), table(group.findings)]
        }
    }

    private static func table(_ findings: [Finding]) -> String {
        let rows = findings.map { finding in
            let cells = [
                finding.severity.rawValue, finding.ruleID, place(of: finding.location), finding.displayMessage,
            ]
            return "| " + cells.map(escape).joined(separator: " | ") + " |"
        }
        return (["| Severity | Rule | Location | Message |", "| --- | --- | --- | --- |"] + rows).joined(
            separator: "\n")
    }

    private static func place(of location: FindingLocation) -> String {
        if let line = location.line {
            return location.column.map { "line \(line), column \($0)" } ?? "line \(line)"
        }
        return location.elementDescription ?? ""
    }

    /// Makes untrusted text inert inside a table cell or heading: one line, HTML characters as
    /// entities (no tags, no entity tricks), pipes escaped so they cannot split a cell, and the
    /// characters that start emphasis, code, links or strikethrough backslash-escaped.
    static func escape(_ text: String) -> String {
        // Scalar by scalar: a pipe followed by a combining mark is one Character but still a pipe
        // to a Markdown parser.
        var result = ""
        for scalar in ReportText.printable(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "|", "~", "#", "!":
                result += "\\"
                result.unicodeScalars.append(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

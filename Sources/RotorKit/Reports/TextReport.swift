/// Compiler style, one line per finding, which Xcode and editors turn into clickable issues:
/// `path:line:col: warning: message [rule-id]`, then a summary line. Findings a team must fix come
/// first; those for review follow under a line of their own, so nobody mistakes one for the other.
/// Without `--review` they are left out, and a last line says how many.
/// Input errors are left to the caller, which prints them on standard error.
enum TextReport {
    static func write(_ report: Report) -> String {
        let (certain, review) = report.findingsToFixAndReview
        var lines = certain.map(line(for:))
        if !review.isEmpty {
            lines.append(reviewHeading(count: review.count))
            lines += review.map(line(for:))
        }
        lines.append(summary(of: report))
        if let note = report.reviewItemsLeftOutNote { lines.append(note) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Not in the `path: severity:` shape, so editors show it as plain output.
    static func reviewHeading(count: Int) -> String {
        "For review (\(ReportText.counted(count, "finding"))): Rotor cannot be sure of these from what it can see; "
            + "check each by hand. They never fail the build at the default --fail-on error."
    }

    /// One finding on one line. A finding without a line number says which element it is about.
    static func line(for finding: Finding) -> String {
        let location = finding.location
        // Compilers name themselves where there is no file ("clang: error: …").
        var position = location.file ?? "rotor"
        if let line = location.line {
            position += ":\(line)"
            if let column = location.column { position += ":\(column)" }
        }
        var text = "\(position): \(word(for: finding.severity)): \(finding.displayMessage) [\(finding.ruleID)]"
        if location.line == nil, let element = location.elementDescription {
            text += " (at \(element))"
        }
        return ReportText.printable(text)
    }

    /// `3 findings (1 error, 2 warnings) in 2 files`, or `No findings in 2 files`.
    static func summary(of report: Report) -> String {
        let files = ReportText.counted(report.inputs.count, "file")
        let counts = SeverityCounts(report.findings)
        guard counts.total > 0 else { return "No findings in \(files)" }
        var breakdown = [(counts.errors, "error"), (counts.warnings, "warning"), (counts.infos, "note")]
            .filter { $0.0 > 0 }
            .map { ReportText.counted($0.0, $0.1) }
            .joined(separator: ", ")
        if counts.needsReview > 0 {
            breakdown += "; \(counts.needsReview) \(counts.needsReview == 1 ? "needs" : "need") review"
        }
        return "\(ReportText.counted(counts.total, "finding")) (\(breakdown)) in \(files)"
    }

    /// The words Xcode recognises: an info finding is a note.
    private static func word(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}

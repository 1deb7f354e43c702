/// GitHub Actions workflow commands, which the runner turns into annotations on the pull request:
/// `::warning file=F,line=L,col=C,title=rule-id::message`. Input errors become error annotations.
enum GitHubReport {
    static func write(_ report: Report) -> String {
        let findings = report.findings.map(command(for:))
        let inputErrors = report.inputErrors.map { "::error title=\(property("Rotor input error"))::\(data($0))" }
        return (findings + inputErrors).map { $0 + "\n" }.joined()
    }

    private static func command(for finding: Finding) -> String {
        let location = finding.location
        var properties: [String] = []
        if let file = location.file { properties.append("file=" + property(file)) }
        if let line = location.line {
            properties.append("line=\(line)")
            if let column = location.column { properties.append("col=\(column)") }
        }
        properties.append("title=" + property(finding.ruleID))
        var message = finding.displayMessage
        if location.line == nil, let element = location.elementDescription { message += " (at \(element))" }
        return "::\(name(for: finding.severity)) \(properties.joined(separator: ","))::\(data(message))"
    }

    private static func name(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    /// A command's message, escaped as the runner expects: `%`, CR and LF. Line breaks survive
    /// (annotations show them); other control and bidi characters become visible escapes.
    static func data(_ text: String) -> String {
        percentEscaped(
            ReportText.printable(text, keepingLineBreaks: true), [("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
    }

    /// A property value: on one line, escaped like data and also for the `:` and `,` that end a
    /// property.
    static func property(_ text: String) -> String {
        percentEscaped(
            ReportText.printable(text), [("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
    }

    /// Works on Unicode scalars: a `%` followed by a combining mark, or CR LF, is one Character,
    /// and a Character-wise replacement would miss it.
    private static func percentEscaped(_ text: String, _ escapes: [(Unicode.Scalar, String)]) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let escape = escapes.first(where: { $0.0 == scalar }) {
                result += escape.1
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

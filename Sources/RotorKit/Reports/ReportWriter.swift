import Foundation

/// Writes a report in one of the formats. Each format is a small type in its own file; what they
/// share (counts, locations, making untrusted text printable) lives here.
///
/// Every writer is a pure function of the report, so the same report always gives the same bytes.
public enum ReportWriter {
    /// The HTML page is titled `title` (each front end names its own) and draws `screens`, which
    /// are drawn only for it.
    public static func write(
        _ report: Report, as format: ReportFormat, title: String = "Rotor accessibility report",
        screens: () -> [HTMLScreen] = { [] }
    ) -> String {
        switch format {
        case .text: TextReport.write(report)
        case .json: JSONReport.write(report)
        case .sarif: SARIFReport.write(report)
        case .junit: JUnitReport.write(report)
        case .markdown: MarkdownReport.write(report)
        case .github: GitHubReport.write(report)
        case .html: HTMLReport.write(HTMLReportContent(title: title, report: report, screens: screens()))
        }
    }

    /// Where people learn about the tool (SARIF `informationUri`, the JSON report's `tool`).
    static let informationURI = "https://github.com/rotor-a11y/rotor"

    /// Every JSON document Rotor writes (reports, baselines, transcripts, the rule catalog) shares
    /// one encoder setup, so its bytes never depend on dictionary order or on escaping slashes in
    /// paths. Nil only if encoding fails, which plain strings, numbers and arrays never do.
    public static func jsonData(_ value: some Encodable) -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try? encoder.encode(value)
    }

    /// A report format's JSON, with characters that could disguise it escaped.
    static func encodeJSON(_ value: some Encodable) -> String {
        // The documents hold only strings, integers, booleans and arrays, which always encode.
        guard let data = jsonData(value) else { return "{}\n" }
        // JSONEncoder escapes C0 controls but leaves bidi overrides, line separators and C1
        // controls raw: legal, but a label could then reorder what an editor or a diff of a
        // checked-in report shows. Outside ASCII they can only occur inside strings, where
        // `\uXXXX` means the same thing (ASCII is left alone: the layout's own newlines are there).
        var json = ""
        for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
            if !scalar.isASCII, ReportText.isUnsafeToShow(scalar) {
                json += "\\u" + ReportText.hexadecimal(scalar)
            } else {
                json.unicodeScalars.append(scalar)
            }
        }
        return json + "\n"
    }
}

/// How many findings a report has at each severity.
struct SeverityCounts {
    var errors = 0
    var warnings = 0
    var infos = 0
    var needsReview = 0

    init(_ findings: [Finding]) {
        for finding in findings {
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .info: infos += 1
            }
            if finding.certainty == .needsReview { needsReview += 1 }
        }
    }

    var total: Int { errors + warnings + infos }
}

/// The findings of one file, for the formats that group by file (JUnit, Markdown).
struct FileFindings {
    /// Nil for findings that name no file, such as a live capture taken inside an app.
    var file: String?
    var findings: [Finding]
}

extension Report {
    /// "3 review items not shown; --review lists them", or nil when none was left out.
    var reviewItemsLeftOutNote: String? {
        guard reviewItemsLeftOut > 0 else { return nil }
        return "\(ReportText.counted(reviewItemsLeftOut, "review item")) not shown; --review lists them"
    }

    /// The findings a team must fix, then those a person should check, each in report order.
    var findingsToFixAndReview: (fix: [Finding], review: [Finding]) {
        (findings.filter { $0.certainty == .violation }, findings.filter { $0.certainty == .needsReview })
    }

    /// Every input in the order given (with or without findings), then files that only findings
    /// name (an Interface Builder file a snapshot points into), then findings with no file.
    var findingsByFile: [FileFindings] {
        // Grouping keeps each file's findings in report order.
        let byFile = Dictionary(grouping: findings, by: \.location.file)
        var seen = Set<String>()
        let inputFiles = inputs.filter { seen.insert($0).inserted }
        let otherFiles = byFile.keys.compactMap { $0 }.filter { !seen.contains($0) }.sorted()
        var groups = (inputFiles + otherFiles).map { FileFindings(file: $0, findings: byFile[$0] ?? []) }
        if let withoutFile = byFile[nil] { groups.append(FileFindings(file: nil, findings: withoutFile)) }
        return groups
    }
}

extension Finding {
    /// The message as people read it: a heuristic hit says that a person must confirm it.
    var displayMessage: String {
        certainty == .needsReview ? "Needs review: " + message : message
    }

    /// axe-style tags for the finding's own criteria, built the way `RuleMetadata.tags` builds them.
    var axeTags: [String] {
        guard let level = criteria.map(\.level).min() else { return ["best-practice"] }
        return ["wcag2" + level.rawValue.lowercased()] + criteria.map(\.tag)
    }
}

extension FindingLocation {
    /// `Button "Close", element 0/3/1`: where a finding is when there is no line to point at.
    public var elementDescription: String? {
        let parts = [element, elementPath.map { "element \($0)" }].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

/// Text helpers for the formats people read.
enum ReportText {
    /// Labels come from the app under test and may hold anything. Control characters, line
    /// separators and the bidirectional embeddings, overrides and isolates (which can make a line
    /// display in a misleading order) become visible escapes such as `\n` or `\u{202E}`. Line
    /// breaks stay when the format has its own way of carrying them.
    static func printable(_ text: String, keepingLineBreaks: Bool = false) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let isLineBreak = scalar == "\n" || scalar == "\r"
            if (isLineBreak && keepingLineBreaks) || !isUnsafeToShow(scalar) {
                result.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result.append(contentsOf: #"\n"#.unicodeScalars)
            case "\r": result.append(contentsOf: #"\r"#.unicodeScalars)
            case "\t": result.append(contentsOf: #"\t"#.unicodeScalars)
            default: result.append(contentsOf: "\\u{\(hexadecimal(scalar))}".unicodeScalars)
            }
        }
        return String(result)
    }

    /// Control characters, line and paragraph separators, and the bidi embeddings, overrides and
    /// isolates. Marks that only set a direction (U+200E, U+200F) are left alone: right-to-left
    /// labels need them.
    static func isUnsafeToShow(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }

    /// Makes untrusted text inert in HTML element content and in quoted attribute values: controls
    /// and bidi overrides become visible escapes (as in `printable`), and `&`, `<`, `>`, `"` and `'`
    /// become character references, so no input can open a tag, end an attribute or form an entity.
    static func html(_ text: String) -> String {
        var result = ""
        for scalar in printable(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// At least four upper-case hex digits, as in `U+202E`.
    static func hexadecimal(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// "1 error", "2 warnings".
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

import Foundation

/// One screen the HTML report draws, with what the screen reader says on it.
public struct HTMLScreen: Sendable {
    public var screen: Screen
    public var transcript: Transcript
    /// For `rotor verify`: the spec screen this capture was checked against.
    public var verification: ScreenVerification?

    public init(screen: Screen, transcript: Transcript, verification: ScreenVerification? = nil) {
        self.screen = screen
        self.transcript = transcript
        self.verification = verification
    }

    /// `screen` with what its platform's screen reader says on it, as `rotor speak` prints it.
    public init(speaking screen: Screen, listening: Listening = Listening()) {
        self.init(screen: screen, transcript: listening.transcript(of: screen))
    }
}

/// Everything one HTML report shows. Findings that belong to a drawn screen (same file, an element
/// at their path) are shown on it; the others are grouped by source file.
public struct HTMLReportContent: Sendable {
    /// The page's title and heading, such as "Rotor lint report"; each front end names its own.
    public var title: String
    /// Findings and rules (`lint`, `audit`); nil for `speak` and `verify`.
    public var report: Report?
    public var screens: [HTMLScreen]
    public var verification: Verification?

    public init(title: String, report: Report? = nil, screens: [HTMLScreen] = [], verification: Verification? = nil) {
        self.title = title
        self.report = report
        self.screens = screens
        self.verification = verification
    }
}

/// A self-contained HTML page, written so it is also well-formed XML: inline CSS and script allowed by hash in a Content-Security-Policy
/// that forbids everything else, so the page loads nothing and no text from the input can run.
/// Every input string goes through `ReportText.html`; user text in content is wrapped in `<bdi>`
/// so a right-to-left label cannot reorder the text around it. The page is a pure function of
/// its content: the same run gives the same bytes.
public enum HTMLReport {
    public static func write(_ content: HTMLReportContent) -> String {
        HTMLPage(content: content).render()
    }
}

/// A finding, or a spec mismatch, as the page shows it.
struct HTMLIssue {
    /// Unique in the page; the element id is `issue-<number>`.
    var number: Int
    var severity: Severity
    var needsReview: Bool
    /// The rule id, or the kind of spec mismatch.
    var category: String
    var criteria: [WCAGCriterion]
    var message: String
    var fix: String?
    /// Line and column, element, or spec frame.
    var place: String?
    /// The swipe stop it is about on its screen.
    var stop: Int?
    /// The element it is about when that element is not a stop (a container, something hidden).
    var elementPath: ElementPath?
    var file: String?
    var line: Int?
    var sourceLine: String?
}

struct HTMLPage {
    var content: HTMLReportContent
    var screenIssues: [[HTMLIssue]]
    var fileIssues: [(file: String?, issues: [HTMLIssue])]
    var ruleTitles: [String: String]

    init(content: HTMLReportContent) {
        self.content = content
        ruleTitles = Dictionary(
            (content.report?.rules ?? []).map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        var onScreens = [[HTMLIssue]](repeating: [], count: content.screens.count)
        var elsewhere: [HTMLIssue] = []
        var number = 0
        // Each screen's stops by element path, so placing a finding walks its path, not every stop.
        let stopsByPath = content.screens.map { drawn in
            Dictionary(drawn.transcript.entries.map { ($0.path, $0.position) }, uniquingKeysWith: min)
        }
        for finding in content.report?.findings ?? [] {
            number += 1
            var issue = HTMLIssue(
                number: number, severity: finding.severity, needsReview: finding.certainty == .needsReview,
                category: finding.ruleID, criteria: finding.criteria, message: finding.message,
                fix: finding.fix?.description, place: Self.place(of: finding.location),
                file: finding.location.file, line: finding.location.line, sourceLine: finding.sourceLine)
            if let (screenIndex, stop) = Self.screenPlace(of: finding, in: content.screens, stopsByPath: stopsByPath) {
                issue.stop = stop
                if stop == nil { issue.elementPath = finding.location.elementPath }
                onScreens[screenIndex].append(issue)
            } else {
                elsewhere.append(issue)
            }
        }
        for (index, drawn) in content.screens.enumerated() {
            for mismatch in drawn.verification?.mismatches ?? [] {
                number += 1
                onScreens[index].append(Self.issue(for: mismatch, number: number))
            }
        }
        screenIssues = onScreens
        // Findings keep report order (file, line), so grouping keeps each file's lines in order.
        var files: [(file: String?, issues: [HTMLIssue])] = []
        var fileIndex: [String?: Int] = [:]
        for issue in elsewhere {
            if let index = fileIndex[issue.file] {
                files[index].issues.append(issue)
            } else {
                fileIndex[issue.file] = files.count
                files.append((issue.file, [issue]))
            }
        }
        fileIssues = files
    }

    /// The screen a finding is about and its swipe stop there (nil when the element is not a stop):
    /// the finding names the screen's file, or the element's own source position, and a path to an
    /// element that exists; a line, when given, must be that element's (scenes of one storyboard
    /// share the file and differ by line).
    static func screenPlace(of finding: Finding, in screens: [HTMLScreen], stopsByPath: [[ElementPath: Int]]) -> (
        Int, Int?
    )? {
        guard let path = finding.location.elementPath else { return nil }
        for (index, drawn) in screens.enumerated() {
            guard let element = drawn.screen.root.descendant(at: path) else { continue }
            let sameFile =
                finding.location.file == drawn.screen.sourceFile
                && (finding.location.line == nil || finding.location.line == element.source?.line)
            let ownSource =
                element.source.map { $0.file == finding.location.file && $0.line == finding.location.line } ?? false
            guard sameFile || ownSource else { continue }
            // The stop that holds the element: the deepest stop whose path starts the element's.
            let stop = (0...path.indices.count).reversed().lazy
                .compactMap { stopsByPath[index][ElementPath(Array(path.indices.prefix($0)))] }
                .first
            return (index, stop)
        }
        return nil
    }

    static func issue(for mismatch: FrameMismatch, number: Int) -> HTMLIssue {
        var place: [String] = []
        if let frame = mismatch.frame {
            place.append("spec frame \(frame)" + (mismatch.specLine.map { " (line \($0))" } ?? ""))
        }
        if let heard = mismatch.heardPosition { place.append("heard at stop \(heard)") }
        return HTMLIssue(
            number: number, severity: .error, needsReview: false, category: mismatch.kind.rawValue, criteria: [],
            message: "Expected: \(mismatch.expected)\nHeard: \(mismatch.heard)", fix: nil,
            place: place.joined(separator: ", "), stop: mismatch.heardPosition)
    }

    static func place(of location: FindingLocation) -> String? {
        if let line = location.line {
            let position = location.column.map { "line \(line), column \($0)" } ?? "line \(line)"
            return location.elementDescription.map { "\(position) (\($0))" } ?? position
        }
        return location.elementDescription
    }

    var allIssues: [HTMLIssue] { screenIssues.flatMap { $0 } + fileIssues.flatMap(\.issues) }

    var pageTitle: String { content.title }

    // MARK: Page

    func render() -> String {
        let style = HTMLAssets.style
        let script = HTMLAssets.script
        let policy =
            "default-src 'none'; style-src \(SHA256.cspSource(for: style)); script-src \(SHA256.cspSource(for: script)); "
            + "img-src 'none'; base-uri 'none'; form-action 'none'"
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta http-equiv="Content-Security-Policy" content="\(policy)"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <meta name="generator" content="\(Report.toolName) \(Report.toolVersion)"/>
            <title>\(pageTitle)</title>
            <style>\(style)</style>
            </head>
            <body>
            <a class="skip-link" href="#main">Skip to the report</a>
            <header>
            <h1>\(pageTitle)</h1>
            <p>\(ReportText.html(headline))</p>
            </header>

            """
        html += navigation()
        html += "<main id=\"main\" tabindex=\"-1\">\n"
        html += summary()
        for index in content.screens.indices { html += screenSection(index) }
        html += fileSections()
        html +=
            "</main>\n<footer>\n<p>Made by \(Report.toolName) \(Report.toolVersion). This page loads nothing from the network.</p>\n</footer>\n"
        html += "<script>\(script)</script>\n</body>\n</html>\n"
        return html
    }

    var headline: String {
        var sentences: [String] = []
        if let report = content.report {
            let counts = SeverityCounts(report.findings)
            let found = counts.total == 0 ? "No findings" : ReportText.counted(counts.total, "finding")
            sentences.append(
                "\(found) in \(ReportText.counted(report.inputs.count, "file")), profile \(report.profileID).")
        }
        if let verification = content.verification {
            sentences.append(
                "Spec \(verification.specFile): "
                    + (verification.passed ? "every checked screen matches." : "some screens do not match."))
        }
        if !content.screens.isEmpty {
            sentences.append(ReportText.counted(content.screens.count, "screen") + " drawn.")
        }
        return sentences.joined(separator: " ")
    }

    func navigation() -> String {
        var links: [String] = []
        if content.report != nil || content.verification != nil { links.append(link("summary", "Summary")) }
        for (index, drawn) in content.screens.enumerated() {
            links.append(link("screen-\(index + 1)", "Screen \(index + 1): " + screenName(drawn)))
        }
        if !fileIssues.isEmpty { links.append(link("files", "Findings by source file")) }
        guard !links.isEmpty else { return "" }
        return "<nav aria-label=\"Contents\">\n<h2>Contents</h2>\n<ul>\n" + links.map { "<li>\($0)</li>\n" }.joined()
            + "</ul>\n</nav>\n"
    }

    private func link(_ id: String, _ text: String) -> String {
        "<a href=\"#\(id)\">\(userText(text))</a>"
    }

    func screenName(_ drawn: HTMLScreen) -> String {
        var name = drawn.screen.sourceFile ?? "screen"
        if let title = drawn.screen.title?.nonBlank { name += " \u{2014} \u{201C}\(title)\u{201D}" }
        return name
    }

    // MARK: Summary

    func summary() -> String {
        guard content.report != nil || content.verification != nil else { return "" }
        var html =
            "<section id=\"summary\" aria-labelledby=\"summary-heading\">\n<h2 id=\"summary-heading\">Summary</h2>\n"
        if let verification = content.verification { html += verificationTable(verification) }
        let issues = allIssues
        if let report = content.report {
            let counts = SeverityCounts(report.findings)
            let rows = [("Error", counts.errors), ("Warning", counts.warnings), ("Note", counts.infos)].map {
                [$0.0, String($0.1)]
            }
            html += table(
                caption: "Findings by severity", headers: ["Severity", "Findings"], rows: rows, numericColumns: [1])
            if counts.needsReview > 0 {
                html +=
                    "<p>\(ReportText.counted(counts.needsReview, "finding")) \(counts.needsReview == 1 ? "needs" : "need") review by a person.</p>\n"
            }
            if let note = report.reviewItemsLeftOutNote { html += "<p>\(ReportText.html(note)).</p>\n" }
        }
        if !issues.isEmpty {
            let categories = categoryCounts(issues)
            if content.report != nil {
                let rows = categories.map {
                    [
                        code($0.category), ReportText.html(ruleTitles[$0.category] ?? ""),
                        ReportText.html(citation(of: $0.category)), String($0.count),
                    ]
                }
                html += table(
                    caption: "Findings by rule", headers: ["Rule", "What it checks", "WCAG", "Findings"], rows: rows,
                    numericColumns: [3], escaped: true)
                html += table(
                    caption: "Findings by WCAG criterion", headers: ["Criterion", "Level", "Findings"],
                    rows: criterionRows(issues), numericColumns: [2])
            } else {
                let rows = categories.map { [code($0.category), String($0.count)] }
                html += table(
                    caption: "Mismatches by kind", headers: ["Kind", "Mismatches"], rows: rows, numericColumns: [1],
                    escaped: true)
            }
            html += filters(categories.map(\.category))
        }
        let errors = (content.report?.inputErrors ?? []) + (content.verification?.inputErrors ?? [])
        if !errors.isEmpty {
            html +=
                "<h3>Inputs that could not be read</h3>\n<ul>\n" + errors.map { "<li>\(userText($0))</li>\n" }.joined()
                + "</ul>\n"
        }
        return html + "</section>\n"
    }

    func verificationTable(_ verification: Verification) -> String {
        let rows = verification.screens.map { screen in
            [
                ReportText.html(screen.title), ReportText.html(screen.capture ?? "none"), screen.status.rawValue,
                String(screen.mismatches.count),
            ]
        }
        return table(
            caption: "Screens of \(verification.specFile)",
            headers: ["Spec screen", "Capture", "Result", "Mismatches"],
            rows: rows, numericColumns: [3], escaped: true)
    }

    func categoryCounts(_ issues: [HTMLIssue]) -> [(category: String, count: Int)] {
        Dictionary(grouping: issues, by: \.category).map { ($0.key, $0.value.count) }.sorted {
            $0.category < $1.category
        }
    }

    func citation(of ruleID: String) -> String {
        guard let rule = content.report?.rules.first(where: { $0.id == ruleID }) else { return "" }
        return rule.criteria.isEmpty ? "best practice" : rule.criteria.map(\.number).joined(separator: ", ")
    }

    func criterionRows(_ issues: [HTMLIssue]) -> [[String]] {
        var counts: [String: Int] = [:]
        var criteria: [String: WCAGCriterion] = [:]
        var bestPractice = 0
        for issue in issues {
            if issue.criteria.isEmpty { bestPractice += 1 }
            for criterion in Set(issue.criteria) {
                counts[criterion.number, default: 0] += 1
                criteria[criterion.number] = criterion
            }
        }
        // Numerically, so 1.4.11 comes after 1.4.3.
        let numbers = counts.keys.sorted {
            $0.split(separator: ".").compactMap { Int($0) }.lexicographicallyPrecedes(
                $1.split(separator: ".").compactMap { Int($0) })
        }
        var rows = numbers.compactMap { number in
            criteria[number].map { ["\($0.number) \($0.name)", $0.level.rawValue, String(counts[number] ?? 0)] }
        }
        if bestPractice > 0 { rows.append(["Best practice (no criterion)", "", String(bestPractice)]) }
        return rows
    }

    /// Rows are escaped here unless `escaped` says the cells are HTML already.
    func table(caption: String, headers: [String], rows: [[String]], numericColumns: Set<Int>, escaped: Bool = false)
        -> String
    {
        var html = "<table>\n<caption>\(ReportText.html(caption))</caption>\n<thead><tr>"
        html += headers.map { "<th scope=\"col\">\($0)</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for row in rows {
            html += "<tr>"
            for (column, cell) in row.enumerated() {
                let text = escaped ? cell : ReportText.html(cell)
                let tag = column == 0 ? "th scope=\"row\"" : "td"
                let end = column == 0 ? "th" : "td"
                html +=
                    numericColumns.contains(column)
                    ? "<\(tag) class=\"count\">\(text)</\(end)>" : "<\(tag)>\(text)</\(end)>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// Hidden until the script shows them: without a script they could not work.
    func filters(_ categories: [String]) -> String {
        var html = "<form id=\"filters\" class=\"filters\" aria-labelledby=\"filters-heading\" hidden=\"hidden\">\n"
        html += "<h3 id=\"filters-heading\">Show \(content.report != nil ? "findings" : "mismatches")</h3>\n"
        if content.report != nil {
            html += "<fieldset>\n<legend>Severity</legend>\n"
            for (value, label) in [("error", "Errors"), ("warning", "Warnings"), ("info", "Notes")] {
                html += checkbox(name: "severity", value: value, label: label)
            }
            html += "</fieldset>\n"
        }
        html += "<fieldset>\n<legend>\(content.report != nil ? "Rule" : "Kind of mismatch")</legend>\n"
        for category in categories {
            html += checkbox(name: "category", value: category, label: category, isCode: true)
        }
        html += "</fieldset>\n<p id=\"filter-status\" role=\"status\"></p>\n</form>\n"
        return html
    }

    private func checkbox(name: String, value: String, label: String, isCode: Bool = false) -> String {
        let id = "filter-\(name)-\(Self.identifier(value))"
        let text = isCode ? code(label) : ReportText.html(label)
        return
            "<div class=\"choice\"><input type=\"checkbox\" id=\"\(id)\" name=\"\(name)\" value=\"\(ReportText.html(value))\" checked=\"checked\"/>"
            + "<label for=\"\(id)\">\(text)</label></div>\n"
    }

    /// Letters, digits and hyphens only, for ids built from rule ids.
    static func identifier(_ text: String) -> String {
        String(
            text.unicodeScalars.map { scalar in
                (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
                    ? Character(scalar) : "-"
            })
    }

    // MARK: Screens

    func screenSection(_ index: Int) -> String {
        let drawn = content.screens[index]
        let id = "screen-\(index + 1)"
        let issues = screenIssues[index]
        let entries = drawn.transcript.entries
        var html =
            "<section id=\"\(id)\" class=\"screen\" aria-labelledby=\"\(id)-heading\" data-screen=\"\(index + 1)\">\n"
        html += "<h2 id=\"\(id)-heading\">Screen \(index + 1): \(userText(screenName(drawn)))</h2>\n"
        var facts = [drawn.screen.platform == .ios ? "iOS" : "Android"]
        if let size = drawn.screen.size {
            facts.append(
                "\(SVGNumber.format(size.width)) × \(SVGNumber.format(size.height)) \(drawn.screen.platform == .ios ? "points" : "pixels")"
            )
        }
        facts.append(drawn.transcript.profileID)
        facts.append(ReportText.counted(entries.count, "swipe stop"))
        if content.report != nil { facts.append(ReportText.counted(issues.count, "finding")) }
        if let verification = drawn.verification {
            let count = verification.mismatches.count
            facts.append(
                "spec screen \(verification.title): \(verification.status.rawValue), \(count) \(count == 1 ? "mismatch" : "mismatches")"
            )
        }
        html += "<p>\(ReportText.html(facts.joined(separator: ", ")))</p>\n"
        html += "<div class=\"screen-body\">\n"
        html += ScreenDrawing(
            id: id, screen: drawn.screen, entries: entries, issues: issues, isVerification: content.report == nil
        ).render()
        html += transcriptList(id: id, entries: entries, issues: issues)
        html += "</div>\n"
        if !issues.isEmpty {
            html += "<h3 id=\"\(id)-issues\">\(content.report != nil ? "Findings" : "Mismatches") on this screen</h3>\n"
            html +=
                "<ul class=\"issues\" aria-labelledby=\"\(id)-issues\">\n" + issues.map { issueItem($0) }.joined()
                + "</ul>\n"
        }
        return html + "</section>\n"
    }

    func transcriptList(id: String, entries: [Transcript.Entry], issues: [HTMLIssue]) -> String {
        var html = "<div class=\"transcript\">\n<h3 id=\"\(id)-transcript\">Transcript, in swipe order</h3>\n"
        guard !entries.isEmpty else { return html + "<p>Nothing is spoken on this screen.</p>\n</div>\n" }
        html +=
            "<p class=\"hint\">Choose a stop to outline it in the picture. In the picture, arrow keys move between stops.</p>\n"
        html += "<p class=\"selection\" id=\"\(id)-selection\">No stop selected.</p>\n"
        html += "<ol class=\"stops\" aria-labelledby=\"\(id)-transcript\">\n"
        let issuesByStop = Dictionary(grouping: issues.filter { $0.stop != nil }, by: { $0.stop ?? 0 })
        for entry in entries {
            let stopIssues = issuesByStop[entry.position] ?? []
            var badges = ""
            for severity in Severity.allCases.reversed() {
                let ofSeverity = stopIssues.filter { $0.severity == severity }
                if !ofSeverity.isEmpty {
                    let text = ScreenDrawing.counts(of: ofSeverity, isVerification: content.report == nil)
                    let numbers = ofSeverity.map { String($0.number) }.joined(separator: " ")
                    badges +=
                        " <span class=\"badge sev-\(severity.rawValue)\" data-issues=\"\(numbers)\">\(text)</span>"
                }
            }
            let noFrame = entry.frame == nil ? " <span class=\"badge\">not drawn: no frame</span>" : ""
            html +=
                "<li id=\"\(id)-item-\(entry.position)\"><button type=\"button\" class=\"stop-button\" data-stop=\"\(entry.position)\""
                + " aria-pressed=\"false\"\(entry.frame == nil ? "" : " data-drawn=\"true\"")><span class=\"num\">\(entry.position).</span> "
                + "<span class=\"words\"><span class=\"spoken\">\(userText(spoken(entry)))</span>\(badges)\(noFrame)</span></button></li>\n"
        }
        return html + "</ol>\n</div>\n"
    }

    func spoken(_ entry: Transcript.Entry) -> String {
        entry.text.replacingOccurrences(of: "\n", with: " ")
    }

    func severityWord(_ severity: Severity) -> String {
        switch severity {
        case .error: "Error"
        case .warning: "Warning"
        case .info: "Note"
        }
    }

    func issueItem(_ issue: HTMLIssue, showingSource: Bool = false) -> String {
        var attributes =
            "id=\"issue-\(issue.number)\" class=\"issue sev-\(issue.severity.rawValue)\" data-category=\"\(ReportText.html(issue.category))\""
        if content.report != nil { attributes += " data-severity=\"\(issue.severity.rawValue)\"" }
        if let stop = issue.stop { attributes += " data-stop=\"\(stop)\"" }
        var head =
            content.report != nil
            ? "<span class=\"severity\">\(severityWord(issue.severity))</span>"
            : "<span class=\"severity\">Mismatch</span>"
        if issue.needsReview { head += " <span class=\"review\">needs review</span>" }
        if showingSource {
            // The rule is the group's heading; the place leads instead.
            if let place = issue.place { head += " <span class=\"place\">\(userText(place))</span>" }
        } else {
            head += " " + code(issue.category)
            if let title = ruleTitles[issue.category] {
                head += " <span class=\"rule-title\">\(ReportText.html(title))</span>"
            }
        }
        var html = "<li \(attributes)>\n<p class=\"issue-head\">\(head)</p>\n"
        let lines = issue.message.split(separator: "\n", omittingEmptySubsequences: false).map { userText(String($0)) }
        html += "<p>\(lines.joined(separator: "<br/>"))</p>\n"
        if !issue.criteria.isEmpty {
            let links = issue.criteria.map {
                "<a href=\"\(ReportText.html($0.helpURL))\">\(ReportText.html($0.citation))</a>"
            }
            html += "<p class=\"criteria\">" + links.joined(separator: ", ") + "</p>\n"
        } else if content.report != nil {
            html += "<p class=\"criteria\">Best practice (no WCAG criterion)</p>\n"
        }
        if let fix = issue.fix { html += "<p class=\"fix\"><strong>Fix:</strong> \(userText(fix))</p>\n" }
        var places: [String] = []
        if let place = issue.place, !showingSource { places.append(userText(place)) }
        if issue.elementPath != nil { places.append("not a swipe stop; drawn with a dotted outline") }
        if !places.isEmpty || issue.stop != nil {
            let link =
                issue.stop.map {
                    "<button type=\"button\" class=\"stop-link\" data-stop=\"\($0)\">Show stop \($0)</button> "
                } ?? ""
            html += "<p class=\"place\">" + link + places.joined(separator: "; ") + "</p>\n"
        }
        if showingSource, let line = issue.line, let source = issue.sourceLine {
            html +=
                "<pre class=\"code\"><code><span class=\"line-number\">\(line)</span> \(userText(source))</code></pre>\n"
        }
        return html + "</li>\n"
    }

    // MARK: Source files

    func fileSections() -> String {
        guard !fileIssues.isEmpty else { return "" }
        var html =
            "<section id=\"files\" aria-labelledby=\"files-heading\">\n<h2 id=\"files-heading\">Findings by source file</h2>\n"
        for (fileNumber, group) in fileIssues.enumerated() {
            let id = "file-\(fileNumber + 1)"
            html += "<section class=\"file\" aria-labelledby=\"\(id)-heading\" data-issue-group=\"true\">\n"
            html +=
                "<h3 id=\"\(id)-heading\">\(userText(group.file ?? "(no file)")) "
                + "<span class=\"count-note\">(\(ReportText.counted(group.issues.count, "finding")))</span></h3>\n"
            for (category, issues) in Dictionary(grouping: group.issues, by: \.category).sorted(by: { $0.key < $1.key })
            {
                let ruleID = "\(id)-\(Self.identifier(category))"
                let title = ruleTitles[category].map { " " + ReportText.html($0) } ?? ""
                let cited = citation(of: category)
                html +=
                    "<div class=\"rule-group\" data-issue-group=\"true\">\n<h4 id=\"\(ruleID)\">\(code(category))\(title)"
                    + (cited.isEmpty
                        ? ""
                        : " <span class=\"count-note\">(\(ReportText.html(cited == "best practice" ? cited : "WCAG " + cited)))</span>")
                    + "</h4>\n"
                html +=
                    "<ul class=\"issues\" aria-labelledby=\"\(ruleID)\">\n"
                    + issues.map { issueItem($0, showingSource: true) }.joined() + "</ul>\n</div>\n"
            }
            html += "</section>\n"
        }
        return html + "</section>\n"
    }

    // MARK: Text

    /// Input text in element content: escaped, and isolated so its direction cannot leak.
    func userText(_ text: String) -> String {
        "<bdi>" + ReportText.html(text) + "</bdi>"
    }

    func code(_ text: String) -> String {
        "<code>" + ReportText.html(text) + "</code>"
    }
}

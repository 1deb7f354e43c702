import RotorKit

/// The rule reference, `docs/rules/<id>.md` for every rule and `docs/rules/README.md` as its index,
/// written from the catalog alone so that the pages cannot drift from the rules. A test compares
/// the committed pages with these, byte for byte; `ROTOR_UPDATE_DOCS=1 swift test` rewrites them.
public enum RuleReference {
    /// Every page, keyed by its path relative to the repository root, index included.
    public static func pages(_ entries: [RuleCatalog.Entry] = RuleCatalog.entries) -> [String: String] {
        var pages = [RuleMetadata.referenceFolder + "/README.md": index(entries)]
        for entry in entries {
            pages[entry.metadata.referencePath] = page(entry)
        }
        return pages
    }

    static let generatedNotice = "<!-- Generated from Rotor's rule catalog; edit the rule's metadata and examples, "
        + "then run `ROTOR_UPDATE_DOCS=1 swift test`. -->"

    /// The table of every rule, in catalog order.
    public static func index(_ entries: [RuleCatalog.Entry]) -> String {
        var lines = [generatedNotice, "", "# Rotor's rules", ""]
        lines.append("Every rule Rotor has, in the order `rotor rules` lists them. Each page says what the rule wants, "
            + "the WCAG criterion it serves, what fails, what it cannot see, examples, and how to silence it.")
        lines += ["", "| rule | what it wants | WCAG | severity | checks |", "|---|---|---|---|---|"]
        for entry in entries {
            let metadata = entry.metadata
            let name = "[`\(metadata.id)`](\(metadata.id).md)" + (metadata.isOptIn ? " (opt-in)" : "")
            let criteria = metadata.criteria.isEmpty ? "best practice" : metadata.criteria.map(\.number).joined(separator: ", ")
            let checks = entry.checks.map(\.rawValue).joined(separator: " + ")
            lines.append("| \(name) | \(escaped(metadata.title)) | \(criteria) | \(metadata.defaultSeverity.rawValue) | \(checks) |")
        }
        lines += ["", "\(entries.count) rules. `rotor explain <rule-id>` prints a rule's page in short."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One rule's page.
    public static func page(_ entry: RuleCatalog.Entry) -> String {
        let metadata = entry.metadata
        var lines = [generatedNotice, "", "# `\(metadata.id)`: \(escaped(metadata.title))", ""]
        lines += summary(entry)
        // The metadata has no field written for screen reader users; the failure is what they meet.
        lines += ["", "## Why it matters", "", escaped(metadata.failure)]
        lines += ["", "## What works", "", escaped(metadata.success)]
        if let limitations = metadata.limitations {
            lines += ["", "## What it cannot see", "", escaped(limitations)]
        }
        if !entry.treeExamples.isEmpty {
            lines += ["", "## Examples on screens", "",
                      "What VoiceOver says on each example screen, in swipe order (the rule reads the whole element tree, "
                      + "including what is not spoken)."]
            for example in entry.treeExamples {
                lines += ["", "### \(example.triggers ? "Fails" : "Passes"): \(escaped(example.note))", ""]
                lines += transcript(of: example.screen)
            }
        }
        if !entry.sourceExamples.isEmpty {
            lines += ["", "## Examples in Swift"]
            for example in entry.sourceExamples {
                lines += ["", "### \(example.triggers ? "Fails" : "Passes"): \(escaped(example.note))", ""]
                lines += codeBlock(example.markedPositions.code)
            }
        }
        lines += ["", "## Silence it", ""]
        lines += suppression(entry)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func summary(_ entry: RuleCatalog.Entry) -> [String] {
        let metadata = entry.metadata
        let criteria = metadata.criteria.isEmpty
            ? ["best practice (no WCAG criterion)"]
            : metadata.criteria.map { "[\($0.number) \($0.name)](\($0.helpURL)) (level \($0.level.rawValue))" }
        let places = entry.checks.map { kind in
            switch kind {
            case .tree: "captured screens (`rotor audit`) and Interface Builder files (`rotor lint`)"
            case .source: "Swift source (`rotor lint`)"
            }
        }
        let platforms = metadata.platforms.map { platform in
            switch platform {
            case .ios: "iOS"
            case .android: "Android"
            }
        }
        let enabled = metadata.isOptIn ? "no: opt-in, add it to `opt_in_rules` in `.rotor.yml`" : "yes"
        return ["| | |", "|---|---|",
                "| WCAG | \(criteria.joined(separator: ", ")) |",
                "| Default severity | \(metadata.defaultSeverity.rawValue) |",
                "| On by default | \(enabled) |",
                "| Checks | \(places.joined(separator: "; ")) |",
                "| Platforms | \(platforms.joined(separator: ", ")) |"]
    }

    /// The stops VoiceOver (TalkBack on an Android example) makes, with each element's type and frame.
    private static func transcript(of screen: Screen) -> [String] {
        let transcript = Listening().transcript(of: screen)
        guard !transcript.entries.isEmpty else { return ["Nothing is spoken on this screen."] }
        return transcript.entries.map { entry in
            let spoken = entry.text.replacingOccurrences(of: "\n", with: " ")
            let frame = entry.frame.map { ", \(number($0.width))×\(number($0.height)) at (\(number($0.x)), \(number($0.y)))" } ?? ""
            return "\(entry.position). \u{201C}\(escaped(spoken, keepingCode: false))\u{201D} — `\(entry.type.filter { $0 != "`" })`\(frame)"
        }
    }

    private static func suppression(_ entry: RuleCatalog.Entry) -> [String] {
        let id = entry.metadata.id
        var lines: [String] = []
        if id == UnusedSuppressionRule.id {
            lines += ["Delete the comment that silences nothing. Its findings cannot be silenced by another comment.", ""]
        } else if entry.checks.contains(.source) {
            lines += ["In Swift, after reviewing a finding, silence it on the next line, on its own line, or over a range:", ""]
            lines += codeBlock("""
                // rotor:disable:next \(id)
                // rotor:disable:this \(id)
                // rotor:disable \(id)
                // rotor:enable \(id)
                """, language: "swift")
            lines += ["", "A comment that silences nothing is reported (`unused-suppression`).", ""]
        }
        if entry.checks.contains(.tree) {
            lines += ["On a captured screen or an Interface Builder file, silence an element and what is inside it by "
                      + "accessibility identifier or Interface Builder object id in `.rotor.yml`:", ""]
            lines += codeBlock("ignored_elements: [debugMenuButton, Kx3-aB-9Qz]", language: "yaml")
            lines.append("")
        }
        lines += ["Turn the rule off, or change its severity, for the whole project in `.rotor.yml`:", ""]
        lines += codeBlock("""
            disabled_rules: [\(id)]
            \(id): \(entry.metadata.defaultSeverity == .error ? "warning" : "error")
            """, language: "yaml")
        return lines
    }

    /// A fenced block whose fence is longer than any run of backticks in `code`.
    private static func codeBlock(_ code: String, language: String = "swift") -> [String] {
        var longestRun = 0
        var run = 0
        for character in code {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: max(3, longestRun + 1))
        return [fence + language, code, fence]
    }

    /// Text as Markdown shows it literally: labels in examples may hold `*`, `_` or `<`. The
    /// metadata's prose keeps its backtick code spans (`keepingCode`); spoken text has none.
    private static func escaped(_ text: String, keepingCode: Bool = true) -> String {
        var result = ""
        var insideCode = false
        let special = keepingCode ? "\\*_[]<>|#" : "\\`*_[]<>|#"
        for character in text {
            if keepingCode, character == "`" { insideCode.toggle() }
            if !insideCode, special.contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// A coordinate without needless decimals: "20", "16.5".
    private static func number(_ value: Double) -> String {
        AuditProfile.formatted(value)
    }
}

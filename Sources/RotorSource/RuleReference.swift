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

    static let generatedNotice =
        "<!-- Generated from Rotor's rule catalog; edit the rule's metadata and examples, "
        + "then run `ROTOR_UPDATE_DOCS=1 swift test`. -->"

    /// The table of every rule, in catalog order.
    public static func index(_ entries: [RuleCatalog.Entry]) -> String {
        var lines = [generatedNotice, "", "# Rotor's rules", ""]
        lines.append(
            "Every rule Rotor has, in the order `rotor rules` lists them. Each page says what the rule wants, "
                + "the WCAG criterion it serves, what fails, what it cannot see, examples, and how to silence it.")
        lines += ["", "| rule | what it wants | WCAG | severity | checks |", "|---|---|---|---|---|"]
        for entry in entries {
            let metadata = entry.metadata
            let name = "[`\(metadata.id)`](\(metadata.id).md)" + (metadata.isOptIn ? " (opt-in)" : "")
            let criteria =
                metadata.criteria.isEmpty ? "best practice" : metadata.criteria.map(\.number).joined(separator: ", ")
            let checks = entry.checks.map(\.rawValue).joined(separator: " + ")
            lines.append(
                "| \(name) | \(escaped(metadata.title)) | \(criteria) | \(metadata.defaultSeverity.rawValue) | \(checks) |"
            )
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
            lines += [
                "", "## Examples on screens", "",
                "Each example screen's elements, as the rule reads them, and what the screen reader says in swipe order.",
            ]
            for example in entry.treeExamples {
                lines += ["", "### \(example.triggers ? "Fails" : "Passes"): \(escaped(example.note))", ""]
                lines += screenDescription(example.screen)
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
        let criteria =
            metadata.criteria.isEmpty
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
        return [
            "| | |", "|---|---|",
            "| WCAG | \(criteria.joined(separator: ", ")) |",
            "| Default severity | \(metadata.defaultSeverity.rawValue) |",
            "| On by default | \(enabled) |",
            "| Checks | \(places.joined(separator: "; ")) |",
            "| Platforms | \(platforms.joined(separator: ", ")) |",
            "| Seed guideline | \(seedGuideline(metadata)) |",
        ]
    }

    /// The team's seed guideline the rule makes executable, named in words: the seeds live outside
    /// the repository, so there is nothing to link to.
    static func seedGuideline(_ metadata: RuleMetadata) -> String {
        metadata.guideline.map { escaped($0) } ?? "none of the team's seed documents covers this rule"
    }

    /// The screen, its elements as a nested list (what each has that differs from a plain view),
    /// then the transcript.
    private static func screenDescription(_ screen: Screen) -> [String] {
        let platform = screen.platform == .ios ? "iOS" : "Android"
        let size = screen.size.map { ", \(number($0.width))×\(number($0.height))" } ?? ""
        let title =
            screen.title.map { "Screen \u{201C}\(escaped($0, keepingCode: false))\u{201D}" } ?? "Screen without a title"
        var lines = ["\(title) (\(platform)\(size)):", ""]
        var stack = screen.root.children.reversed().map { (element: $0, depth: 0) }
        while let (element, depth) = stack.popLast() {
            lines.append(String(repeating: "  ", count: depth) + "- " + describe(element))
            stack += element.children.reversed().map { ($0, depth + 1) }
        }
        if screen.root.children.isEmpty { lines.append("- (no elements)") }
        let transcript = Listening().transcript(of: screen)
        lines += ["", "\(screen.platform == .ios ? "VoiceOver" : "TalkBack") says:", ""]
        if transcript.entries.isEmpty {
            lines.append("Nothing.")
        } else {
            lines += transcript.entries.map {
                "\($0.position). \(quoted($0.text.replacingOccurrences(of: "\n", with: " ")))"
            }
        }
        return lines
    }

    /// `UIButton`: label “Close”; traits button; 20×20 at (20, 60); …: the facts rules read, defaults left out.
    private static func describe(_ element: Element) -> String {
        let type = "`\(element.type.filter { $0 != "`" })`"
        var facts: [String] = []
        let texts: [(String, String?)] = [
            ("label", element.label), ("value", element.value), ("hint", element.hint),
            ("text", element.visibleText), ("placeholder", element.placeholder),
            ("identifier", element.identifier),
        ]
        facts += texts.compactMap { name, text in text.map { "\(name) \(quoted($0))" } }
        if !element.traits.isEmpty {
            facts.append("traits " + element.sortedTraits.map(\.rawValue).joined(separator: ", "))
        }
        if let frame = element.frame {
            facts.append("\(number(frame.width))×\(number(frame.height)) at (\(number(frame.x)), \(number(frame.y)))")
        }
        let flags: [(Bool, String)] = [
            (element.isAccessibilityElement, "accessibility element"), (element.isHidden, "hidden"),
            (!element.isEnabled, "not enabled"), (!element.isUserInteractionEnabled, "ignores touches"),
            (element.isSelected, "selected"), (element.isModal, "modal"),
            (element.groupsChildren, "groups its children"),
            (element.isChecked == true, "checked"), (element.isChecked == false, "not checked"),
            (element.isClickable, "clickable"), (element.isLongClickable, "long-clickable"),
            (element.usesDynamicType == true, "Dynamic Type"), (element.usesDynamicType == false, "fixed text size"),
        ]
        facts += flags.filter(\.0).map(\.1)
        if let order = element.childOrder {
            facts.append("reads its children in the order \(order.map(String.init).joined(separator: ", "))")
        }
        if !element.customActions.isEmpty {
            facts.append("actions " + element.customActions.map(quoted).joined(separator: ", "))
        }
        if let color = element.foregroundColor { facts.append("text colour \(color.hexString)") }
        if let color = element.backgroundColor { facts.append("background \(color.hexString)") }
        if let size = element.fontSize {
            facts.append("font size \(number(size))" + (element.fontWeight.map { " \($0.rawValue)" } ?? ""))
        }
        return facts.isEmpty ? type : type + ": " + facts.joined(separator: "; ")
    }

    /// Text from an example, in curly quotes, with Markdown's special characters escaped.
    private static func quoted(_ text: String) -> String {
        "\u{201C}\(escaped(text, keepingCode: false))\u{201D}"
    }

    private static func suppression(_ entry: RuleCatalog.Entry) -> [String] {
        let id = entry.metadata.id
        var lines: [String] = []
        if id == UnusedSuppressionRule.id {
            lines += [
                "Delete the comment that silences nothing. Its findings cannot be silenced by another comment.", "",
            ]
        } else if entry.checks.contains(.source) {
            lines += [
                "In Swift, after reviewing a finding, silence it on the next line, on its own line, or over a range:",
                "",
            ]
            lines += codeBlock(
                """
                // rotor:disable:next \(id)
                // rotor:disable:this \(id)
                // rotor:disable \(id)
                // rotor:enable \(id)
                """, language: "swift")
            lines += ["", "A comment that silences nothing is reported (`\(UnusedSuppressionRule.id)`).", ""]
        }
        if entry.checks.contains(.tree) {
            lines += [
                "On a captured screen or an Interface Builder file, silence an element and what is inside it by "
                    + "accessibility identifier or Interface Builder object id in `.rotor.yml`:", "",
            ]
            lines += codeBlock("ignored_elements: [debugMenuButton, Kx3-aB-9Qz]", language: "yaml")
            lines.append("")
        }
        lines += ["Turn the rule off, or change its severity, for the whole project in `.rotor.yml`:", ""]
        lines += codeBlock(
            """
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

import RotorKit
import RotorSource

/// The `.rotor.yml` that `rotor init` writes: every key `ConfigurationLoader` reads, with the
/// catalog's rules and the profile's numbers filled in from where they live, so that the file
/// stays true as rules and defaults change. Everything but `excluded` and the empty rule lists is
/// commented out: the file changes nothing until someone edits it.
public enum ConfigurationTemplate {
    public static func text(rules: [any Rule] = RuleCatalog.rules, profile: AuditProfile = .wcagAA) -> String {
        let optIn = rules.map(\.metadata).filter(\.isOptIn)
        var lines = [
            "# Rotor configuration, written by `rotor init`. Every key is optional.",
            "# `rotor rules` lists the rules; `rotor explain <rule-id>` explains one (docs/rules/<rule-id>.md).",
            "",
            "# Paths not linted (globs: `*` within a folder, `**` across folders). These dependency and build",
            "# folders are skipped even without a configuration; add your own generated or vendored code.",
            "excluded:",
        ]
        lines += InputDiscovery.defaultExcludedFolders.sorted().map { "  - \"**/\($0)\"" }
        lines += [
            "",
            "# included:                 # only these paths are linted",
            "#   - Sources",
            "",
            "# Rules turned off, by id, e.g. [\(rules.first?.metadata.id ?? "rule-id")].",
            "disabled_rules: []",
            "",
        ]
        if optIn.isEmpty {
            lines += [
                "# Rules that run only when listed here (none yet: every rule runs by default).", "opt_in_rules: []",
            ]
        } else {
            // Commented out as a whole, so that uncommenting it gives every opt-in rule.
            lines += [
                "# Rules that run only when listed here (see each rule's page for why it is off by default).",
                "# opt_in_rules: [\(optIn.map(\.id).joined(separator: ", "))]",
            ]
        }
        lines += [
            "",
            "# Every rule with its default severity. Uncomment a line to change it (error, warning or info).",
        ]
        lines += aligned(rules.map(\.metadata).map { ("# \($0.id): \($0.defaultSeverity.rawValue)", $0.title) })
        lines += [
            "",
            "# Thresholds come from a profile: \(AuditProfile.all.map(\.id).joined(separator: ", ")); \(profile.id) by default.",
            "# profile: \(profile.id)",
            "# Findings at or above this severity fail the run (exit 1).",
            "# fail_on: \(Severity.error.rawValue)",
            "# Also report review items (findings Rotor cannot be sure of), listed apart, as --review does.",
            "# review: false",
            "# thresholds:                # override the profile's numbers (\(profile.id)'s shown)",
            "#   minimum_target_size: \(AuditProfile.formatted(profile.minimumTargetSize))",
            "#   minimum_text_contrast: \(AuditProfile.formatted(profile.minimumTextContrast))",
            "#   minimum_large_text_contrast: \(AuditProfile.formatted(profile.minimumLargeTextContrast))",
            "#   minimum_non_text_contrast: \(AuditProfile.formatted(profile.minimumNonTextContrast))",
            "#   maximum_label_length: \(profile.maximumLabelLength)",
            "",
            "# words:                     # extend the English word lists, e.g. for another language",
            "#   role_words: [bouton]",
            "#   vague_labels: [cliquez ici]",
            "#   placeholder_titles: [sans titre]",
            "#   hint_verbs: [ouvre]",
            "",
            "# Elements (and what is inside them) whose findings are not reported: accessibility",
            "# identifiers or Interface Builder object ids.",
            "# ignored_elements: [debugMenuButton]",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `code  # comment` lines with the comments in one column.
    private static func aligned(_ rows: [(code: String, comment: String)]) -> [String] {
        let width = rows.map(\.code.count).max() ?? 0
        return rows.map { $0.code.padding(toLength: width, withPad: " ", startingAt: 0) + "  # " + $0.comment }
    }
}

import ArgumentParser
import Foundation
import RotorKit
import RotorSource

enum RulesFormat: String, ExpressibleByArgument, CaseIterable {
    case table
    case json
}

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule with its WCAG criteria and default severity."
    )

    @Option(help: "table or json.")
    var format: RulesFormat = .table

    func run() throws {
        let rules = RuleCatalog.entries
        switch format {
        case .table: Console.out(RuleListing.table(rules))
        case .json: Console.out(RuleListing.json(rules))
        }
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain one rule: what it checks, why, how to fix it, and what it cannot see."
    )

    @Argument(help: "A rule id, as `rotor rules` lists them.")
    var ruleID: String

    func run() throws {
        let written = RuleIDMatch.normalized(ruleID)
        guard let rule = RuleCatalog.rule(id: written) else {
            let suggestions = RuleIDMatch.nearest(to: written, among: RuleCatalog.rules.map(\.metadata.id)).map { "`\($0)`" }
            let hint = suggestions.isEmpty ? "run `rotor rules` for the list" : "did you mean \(suggestions.joined(separator: " or "))?"
            throw ValidationError("no rule '\(ruleID)'; \(hint)")
        }
        Console.out(RuleListing.explanation(RuleCatalog.Entry(rule)))
    }
}

/// Finds the rule a person meant: ids are kebab-case, so case and `_` or spaces for `-` do not
/// matter, and a typo is answered with the nearest ids.
enum RuleIDMatch {
    /// At most this many suggestions, nearest first.
    static let maxSuggestions = 3

    /// "Image_Label" → "image-label".
    static func normalized(_ written: String) -> String {
        String(written.trimmingCharacters(in: .whitespaces).lowercased().map { $0 == "_" || $0 == " " ? "-" : $0 })
    }

    /// Ids that contain what was written or are contained in it, then ids within a few edits (a
    /// third of the word's length, at least two), nearest first and alphabetical among equals.
    static func nearest(to written: String, among ids: [String]) -> [String] {
        let allowed = max(2, written.count / 3)
        let scored = ids.compactMap { id -> (id: String, distance: Int)? in
            if id.contains(written) || written.contains(id) { return (id, 0) }
            let distance = editDistance(written, id)
            return distance <= allowed ? (id, distance) : nil
        }
        return scored.sorted { ($0.distance, $0.id) < ($1.distance, $1.id) }.prefix(maxSuggestions).map(\.id)
    }

    /// Levenshtein distance: insertions, deletions and substitutions of one character each.
    static func editDistance(_ first: String, _ second: String) -> Int {
        let first = Array(first), second = Array(second)
        var previous = Array(0...second.count)
        for (row, character) in first.enumerated() {
            var current = [row + 1] + Array(repeating: 0, count: second.count)
            for column in second.indices {
                let substitution = previous[column] + (character == second[column] ? 0 : 1)
                current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
            }
            previous = current
        }
        return previous[second.count]
    }
}

/// How rules print for people and programs.
enum RuleListing {
    static func table(_ entries: [RuleCatalog.Entry]) -> String {
        let header = ["ID", "SEVERITY", "WCAG", "LEVEL", "CHECKS", "TITLE"]
        let rows = entries.map { entry in
            let rule = entry.metadata
            return [rule.id + (rule.isOptIn ? " (opt-in)" : ""), rule.defaultSeverity.rawValue,
                    rule.criteria.isEmpty ? "-" : rule.criteria.map(\.number).joined(separator: ","),
                    rule.level?.rawValue ?? "-", entry.checks.map(\.rawValue).joined(separator: "+"), rule.title]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                column == cells.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n\(entries.count) rules\n"
    }

    struct RuleDocument: Encodable {
        struct Criterion: Encodable {
            var number: String
            var name: String
            var level: String
            var url: String
        }
        var id: String
        var title: String
        var wcag: [Criterion]
        var tags: [String]
        var level: String?
        var platforms: [String]
        var severity: String
        var checks: [String]
        var optIn: Bool
        var success: String
        var failure: String
        var limitations: String?
    }

    static func document(_ entry: RuleCatalog.Entry) -> RuleDocument {
        let rule = entry.metadata
        return RuleDocument(
            id: rule.id, title: rule.title,
            wcag: rule.criteria.map { .init(number: $0.number, name: $0.name, level: $0.level.rawValue, url: $0.helpURL) },
            tags: rule.tags, level: rule.level?.rawValue, platforms: rule.platforms.map(\.rawValue),
            severity: rule.defaultSeverity.rawValue, checks: entry.checks.map(\.rawValue), optIn: rule.isOptIn,
            success: rule.success, failure: rule.failure, limitations: rule.limitations)
    }

    static func json(_ rules: [RuleCatalog.Entry]) -> String {
        // Plain strings and arrays always encode; the empty list is the unreachable fallback.
        guard let data = ReportWriter.jsonData(rules.map(document)) else { return "[]\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func explanation(_ entry: RuleCatalog.Entry) -> String {
        let metadata = entry.metadata
        var lines = ["\(metadata.id): \(metadata.title)", ""]
        if metadata.criteria.isEmpty {
            lines.append("WCAG: none (best practice)")
        } else {
            lines += metadata.criteria.map { "WCAG \($0.number) \($0.name) (level \($0.level.rawValue)): \($0.helpURL)" }
        }
        lines.append("Default severity: \(metadata.defaultSeverity.rawValue)\(metadata.isOptIn ? " (opt-in: add it to opt_in_rules)" : "")")
        let places = entry.checks.map { $0 == .tree ? "captured screens (rotor audit) and Interface Builder files (rotor lint)" : "Swift source (rotor lint)" }
        lines.append("Checks: \(places.joined(separator: " and ")); platforms: \(metadata.platforms.map(\.rawValue).joined(separator: ", "))")
        lines.append("Reference: \(metadata.referenceURL)")
        lines.append("Seed guideline: \(metadata.guideline ?? "none of the team's seed documents covers this rule")")
        lines += ["", "What works:", "  " + metadata.success, "", "What fails:", "  " + metadata.failure]
        if let limitations = metadata.limitations {
            lines += ["", "What it cannot see:", "  " + limitations]
        }
        lines += ["", "Examples:"]
        lines += entry.treeExamples.map { "  \($0.triggers ? "fires" : "quiet"): \($0.note)" }
        for example in entry.sourceExamples {
            lines.append("  \(example.triggers ? "fires" : "quiet"): \(example.note)")
            lines += example.markedPositions.code.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

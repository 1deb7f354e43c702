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
        // A person at the prompt: case and `_` for `-` are forgiven.
        let lookup = RuleCatalog.resolve(RuleLookup.normalized(ruleID))
        guard let rule = lookup.rule else { throw ValidationError("no rule '\(ruleID)'; \(lookup.hint)") }
        Console.out(RuleListing.explanation(RuleCatalog.Entry(rule)))
    }
}

/// How rules print for people and programs.
enum RuleListing {
    static func table(_ entries: [RuleCatalog.Entry]) -> String {
        let header = ["ID", "SEVERITY", "WCAG", "LEVEL", "CHECKS", "TITLE"]
        let rows = entries.map { entry in
            let rule = entry.metadata
            return [
                rule.id + (rule.isOptIn ? " (opt-in)" : ""), rule.defaultSeverity.rawValue,
                rule.criteria.isEmpty ? "-" : rule.criteria.map(\.number).joined(separator: ","),
                rule.level?.rawValue ?? "-", entry.checks.map(\.rawValue).joined(separator: "+"), rule.title,
            ]
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
            wcag: rule.criteria.map {
                .init(number: $0.number, name: $0.name, level: $0.level.rawValue, url: $0.helpURL)
            },
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
            lines += metadata.criteria.map {
                "WCAG \($0.number) \($0.name) (level \($0.level.rawValue)): \($0.helpURL)"
            }
        }
        lines.append(
            "Default severity: \(metadata.defaultSeverity.rawValue)\(metadata.isOptIn ? " (opt-in: add it to opt_in_rules)" : "")"
        )
        let places = entry.checks.map {
            $0 == .tree
                ? "captured screens (rotor audit) and Interface Builder files (rotor lint)"
                : "Swift source (rotor lint)"
        }
        lines.append(
            "Checks: \(places.joined(separator: " and ")); platforms: \(metadata.platforms.map(\.rawValue).joined(separator: ", "))"
        )
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
            lines += example.markedPositions.code.split(separator: "\n", omittingEmptySubsequences: false).map {
                "      " + $0
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

import Foundation
import RotorKit
import RotorSource
import Yams

/// A `.rotor.yml` that cannot be used: one line naming the file and line.
public struct ConfigurationError: Error, CustomStringConvertible {
    public var description: String
}

/// Reads `.rotor.yml`, close to `.swiftlint.yml` habits: `included`, `excluded`, `disabled_rules`,
/// `opt_in_rules`, `<rule-id>: warning` or `<rule-id>: { severity: error }`, `profile`,
/// `fail_on`, `review`, `thresholds`, `words`, `ignored_elements`.
public enum ConfigurationLoader {
    public static let fileName = ".rotor.yml"

    /// The nearest `.rotor.yml` in `directory` or above it.
    public static func find(from directory: URL) -> URL? {
        var current = directory.standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// Loads a configuration; unknown keys come back as warnings, invalid values as an error.
    public static func load(path: String) throws(ConfigurationError) -> (Configuration, warnings: [String]) {
        let input: InputText
        do {
            // The checks every input gets: size limit, regular file, readable, UTF-8 text.
            input = try InputText.read(path: path, allowingEmpty: true)
        } catch {
            throw ConfigurationError(description: error.description)
        }
        return try parse(text: input.text, path: path)
    }

    /// Reads configuration text already in memory; `path` names it in messages.
    public static func parse(text: String, path: String) throws(ConfigurationError) -> (
        Configuration, warnings: [String]
    ) {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw ConfigurationError(description: "\(path): invalid YAML: \(describe(error))")
        } catch {
            throw ConfigurationError(description: "\(path): invalid YAML")
        }
        guard let root else { return (Configuration(), []) }
        guard let mapping = root.mapping else {
            throw ConfigurationError(
                description: "\(path):\(root.mark?.line ?? 1): the configuration must be a mapping of keys to values")
        }
        var reader = Reader(path: path)
        let configuration = try reader.read(mapping)
        return (configuration, reader.warnings)
    }

    private static func describe(_ error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return "\(problem) at line \(mark.line), column \(mark.column)"
        default:
            return String(describing: error).split(separator: "\n").first.map(String.init) ?? "unreadable"
        }
    }

    private struct Reader {
        let path: String
        var warnings: [String] = []

        private func error(_ node: Node, _ message: String) -> ConfigurationError {
            ConfigurationError(description: "\(path):\(node.mark?.line ?? 1): \(message)")
        }

        mutating func read(_ mapping: Node.Mapping) throws(ConfigurationError) -> Configuration {
            var configuration = Configuration()
            for (keyNode, value) in mapping {
                guard let key = keyNode.string else { throw error(keyNode, "keys must be text") }
                switch key {
                case "included": configuration.included = try strings(value, key)
                case "excluded": configuration.excluded = try strings(value, key)
                case "disabled_rules": configuration.disabledRules = Set(try ruleIDs(value, key))
                case "opt_in_rules": configuration.optInRules = Set(try ruleIDs(value, key))
                case "profile":
                    guard let id = value.string, AuditProfile.named(id) != nil else {
                        throw error(
                            value,
                            "'profile' must be one of \(AuditProfile.all.map(\.id).joined(separator: ", ")) (found '\(value.string ?? "")')"
                        )
                    }
                    configuration.profileID = id
                case "fail_on": configuration.failOn = try severity(value, key)
                case "review":
                    guard let review = value.bool else {
                        throw error(value, "'review' must be true or false (found '\(value.string ?? "")')")
                    }
                    configuration.review = review
                case "thresholds": configuration.thresholds = try thresholds(value)
                case "words": configuration.extraWords = try words(value)
                case "ignored_elements": configuration.ignoredElements = Set(try strings(value, key))
                default:
                    let lookup = RuleCatalog.resolve(key)
                    if lookup.rule != nil {
                        configuration.severities[key] = try ruleSeverity(value, key)
                    } else {
                        // A key near a rule id is most likely that rule's severity, misspelt.
                        let suggestion = lookup.suggestions.isEmpty ? "" : "; \(lookup.hint)"
                        warnings.append(
                            "\(path):\(keyNode.mark?.line ?? 1): unknown key '\(key)' is ignored\(suggestion)")
                    }
                }
            }
            return configuration
        }

        private func strings(_ node: Node, _ key: String) throws(ConfigurationError) -> [String] {
            if let single = node.scalar?.string { return [single] }
            guard let sequence = node.sequence else { throw error(node, "'\(key)' must be a list of text") }
            var result: [String] = []
            for item in sequence {
                guard let text = item.scalar?.string else { throw error(item, "'\(key)' must be a list of text") }
                result.append(text)
            }
            return result
        }

        private mutating func ruleIDs(_ node: Node, _ key: String) throws(ConfigurationError) -> [String] {
            let ids = try strings(node, key)
            for id in ids {
                let lookup = RuleCatalog.resolve(id)
                if lookup.rule == nil {
                    warnings.append(
                        "\(path):\(node.mark?.line ?? 1): '\(key)' names unknown rule '\(id)'; \(lookup.hint)")
                }
            }
            return ids
        }

        private func severity(_ node: Node, _ key: String) throws(ConfigurationError) -> Severity {
            guard let name = node.string, let severity = Severity(rawValue: name) else {
                throw error(node, "'\(key)' must be one of error, warning, info (found '\(node.string ?? "")')")
            }
            return severity
        }

        private func ruleSeverity(_ node: Node, _ key: String) throws(ConfigurationError) -> Severity {
            if node.scalar != nil { return try severity(node, key) }
            guard let mapping = node.mapping, let value = mapping["severity"] else {
                throw error(node, "'\(key)' must be a severity (error, warning, info) or { severity: … }")
            }
            return try severity(value, key)
        }

        private mutating func thresholds(_ node: Node) throws(ConfigurationError) -> Configuration.Thresholds {
            guard let mapping = node.mapping else { throw error(node, "'thresholds' must be a mapping") }
            var thresholds = Configuration.Thresholds()
            for (keyNode, value) in mapping {
                let key = keyNode.string ?? ""
                func positive() throws(ConfigurationError) -> Double {
                    guard let number = value.float, number > 0, number.isFinite else {
                        throw error(value, "'thresholds.\(key)' must be a positive number")
                    }
                    return number
                }
                switch key {
                case "minimum_target_size": thresholds.minimumTargetSize = try positive()
                case "minimum_text_contrast": thresholds.minimumTextContrast = try positive()
                case "minimum_large_text_contrast": thresholds.minimumLargeTextContrast = try positive()
                case "minimum_non_text_contrast": thresholds.minimumNonTextContrast = try positive()
                case "maximum_label_length":
                    guard let count = value.int, count > 0 else {
                        throw error(value, "'thresholds.maximum_label_length' must be a positive whole number")
                    }
                    thresholds.maximumLabelLength = count
                default:
                    warnings.append("\(path):\(keyNode.mark?.line ?? 1): unknown key 'thresholds.\(key)' is ignored")
                }
            }
            return thresholds
        }

        private mutating func words(_ node: Node) throws(ConfigurationError) -> Configuration.ExtraWords {
            guard let mapping = node.mapping else { throw error(node, "'words' must be a mapping") }
            var words = Configuration.ExtraWords()
            for (keyNode, value) in mapping {
                let key = keyNode.string ?? ""
                switch key {
                case "role_words": words.roleWords = try strings(value, "words.\(key)")
                case "vague_labels": words.vagueLabels = try strings(value, "words.\(key)")
                case "placeholder_titles": words.placeholderTitles = try strings(value, "words.\(key)")
                case "hint_verbs": words.hintVerbs = try strings(value, "words.\(key)")
                default: warnings.append("\(path):\(keyNode.mark?.line ?? 1): unknown key 'words.\(key)' is ignored")
                }
            }
            return words
        }
    }
}

import Foundation

/// What a rule id typed by a person names: the rule, or the ids they most likely meant. Every place
/// a rule id is typed (`rotor explain`, `.rotor.yml`, suppression comments, RotorTesting) resolves it
/// here, through its catalog's `resolve(_:)`, so a typo is answered the same way everywhere.
public enum RuleLookup: Sendable {
    case rule(any Rule)
    /// Nearest first; empty when nothing is close.
    case unknown(suggestions: [String])

    /// The rule whose id is exactly `written`, else the nearest ids among `rules`.
    public static func resolve(_ written: String, among rules: [any Rule]) -> RuleLookup {
        if let rule = rules.first(where: { $0.metadata.id == written }) { return .rule(rule) }
        return .unknown(suggestions: nearest(to: normalized(written), among: rules.map(\.metadata.id)))
    }

    /// The rule found, nil for an unknown id.
    public var rule: (any Rule)? {
        if case .rule(let rule) = self { return rule }
        return nil
    }

    /// The ids suggested for an unknown id; empty for a rule found.
    public var suggestions: [String] {
        if case .unknown(let suggestions) = self { return suggestions }
        return []
    }

    /// What to say after "no rule 'x'": "did you mean `a` or `b`?", or where the list is.
    public var hint: String {
        guard !suggestions.isEmpty else { return "run `rotor rules` for the list" }
        return "did you mean \(suggestions.map { "`\($0)`" }.joined(separator: " or "))?"
    }

    /// At most this many suggestions, nearest first.
    static let maxSuggestions = 3

    /// Ids are kebab-case, so case and `_` or spaces for `-` do not matter: "Image_Label" → "image-label".
    public static func normalized(_ written: String) -> String {
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
        let first = Array(first)
        let second = Array(second)
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

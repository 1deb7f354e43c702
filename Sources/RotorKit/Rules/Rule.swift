/// How much a finding matters to the build; `--fail-on` compares against it.
public enum Severity: String, CaseIterable, Sendable, Codable, Comparable {
    case info
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// axe-core's useful split: a violation is certain; a heuristic hit needs a person to confirm it.
public enum FindingCertainty: String, Sendable, Codable {
    case violation
    case needsReview = "needs-review"
}

/// One rule, under one id: a type that holds its metadata and its checks. A rule checks element trees
/// (`TreeRule`), Swift source (`SourceRule`, in RotorSource) or both, and every finding of either
/// check is reported under its metadata.
public protocol Rule: Sendable {
    var metadata: RuleMetadata { get }
}

/// What a rule is, as data kept apart from the code that checks it (as axe-core keeps its rule
/// metadata): `rotor rules`, `rotor explain` and every report read it from here.
public struct RuleMetadata: Sendable, Hashable {
    /// Stable kebab-case id, used in configuration, suppressions and reports.
    public var id: String
    /// One line: what the rule wants.
    public var title: String
    public var criteria: [WCAGCriterion]
    public var platforms: [Platform]
    public var defaultSeverity: Severity
    /// Off unless a configuration lists it in `opt_in_rules`.
    public var isOptIn: Bool
    /// What a correct screen does (the success technique), in Rotor's words.
    public var success: String
    /// The failure the rule catches.
    public var failure: String
    /// What the rule cannot see, so a user knows when silence is not proof.
    public var limitations: String?
    /// The seed guideline the rule makes executable: the team's agreed guideline document (the
    /// "seeds", kept outside this repository) and its section, in words, as "VoiceOver Guidelines ›
    /// Labels". The rule reference names it so a reader can trace a finding back to the guideline the
    /// team agreed on. Nil when no seed covers the rule; never filled with a near miss.
    public var guideline: String?

    public init(
        id: String, title: String, criteria: [String], platforms: [Platform] = [.ios, .android],
        defaultSeverity: Severity, isOptIn: Bool = false, success: String, failure: String,
        limitations: String? = nil, guideline: String? = nil
    ) {
        self.id = id
        self.title = title
        self.criteria = criteria.compactMap(WCAGCriterion.numbered)
        self.platforms = platforms
        self.defaultSeverity = defaultSeverity
        self.isOptIn = isOptIn
        self.success = success
        self.failure = failure
        self.limitations = limitations
        self.guideline = guideline
    }

    /// The strictest level among the rule's criteria; rules with none (best practice) have none.
    public var level: WCAGLevel? { criteria.map(\.level).min() }

    /// axe-style tags: the level ("wcag2a", "wcag21aa"…) and each criterion ("wcag111"), or
    /// "best-practice" for a rule that cites no criterion.
    public var tags: [String] {
        guard let level else { return ["best-practice"] }
        return ["wcag2" + level.rawValue.lowercased()] + criteria.map(\.tag)
    }

    /// "WCAG 1.1.1, 4.1.2" for messages, or "best practice".
    public var citation: String {
        criteria.isEmpty ? "best practice" : "WCAG " + criteria.map(\.number).joined(separator: ", ")
    }
}

/// A suggested edit that fixes a finding for certain.
public struct Fix: Hashable, Sendable {
    public var description: String
    /// The text to put in place of the finding's range (source rules) or the new value of the
    /// field (tree rules).
    public var replacement: String

    public init(description: String, replacement: String) {
        self.description = description
        self.replacement = replacement
    }
}

/// Where a finding is: a file position where known, and for element trees the element's path.
public struct FindingLocation: Hashable, Sendable, Comparable {
    public var file: String?
    public var line: Int?
    public var column: Int?
    public var elementPath: ElementPath?
    /// A short description of the element, such as `Button "Close"`.
    public var element: String?

    public init(
        file: String? = nil, line: Int? = nil, column: Int? = nil, elementPath: ElementPath? = nil,
        element: String? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.elementPath = elementPath
        self.element = element
    }

    public static func < (lhs: FindingLocation, rhs: FindingLocation) -> Bool {
        if lhs.file != rhs.file { return (lhs.file ?? "") < (rhs.file ?? "") }
        if lhs.line != rhs.line { return (lhs.line ?? 0) < (rhs.line ?? 0) }
        if lhs.column != rhs.column { return (lhs.column ?? 0) < (rhs.column ?? 0) }
        return (lhs.elementPath ?? ElementPath()) < (rhs.elementPath ?? ElementPath())
    }
}

/// One problem found by one rule.
public struct Finding: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var certainty: FindingCertainty
    /// Says what to do, names the criterion, and never blames.
    public var message: String
    public var criteria: [WCAGCriterion]
    public var location: FindingLocation
    public var fix: Fix?
    /// The trimmed source line a source finding is on: baselines match on it, so findings keep
    /// matching when code moves up or down a file.
    public var sourceLine: String?

    public init(
        ruleID: String, severity: Severity, certainty: FindingCertainty, message: String,
        criteria: [WCAGCriterion], location: FindingLocation, fix: Fix? = nil, sourceLine: String? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.certainty = certainty
        self.message = message
        self.criteria = criteria
        self.location = location
        self.fix = fix
        self.sourceLine = sourceLine
    }

    /// Reports list findings by place, then rule, then message: the same bytes on every run.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}

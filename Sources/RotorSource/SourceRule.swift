import RotorKit
import SwiftSyntax

/// A code sample kept beside the rule it illustrates. In triggering samples, `↓` marks where each
/// finding must be reported (as SwiftLint marks its examples); the generic test checks that the
/// rule reports exactly there, and nothing on the non-triggering samples.
public struct SourceExample: Sendable {
    public var note: String
    public var code: String
    public var triggers: Bool

    public static func triggering(_ note: String, _ code: String) -> SourceExample {
        SourceExample(note: note, code: code, triggers: true)
    }

    public static func nonTriggering(_ note: String, _ code: String) -> SourceExample {
        SourceExample(note: note, code: code, triggers: false)
    }

    /// The code without markers, and the 1-based line:column of each marker in it.
    public var markedPositions: (code: String, positions: [SourcePosition]) {
        var clean = ""
        var positions: [SourcePosition] = []
        var line = 1
        var column = 1
        for character in code {
            if character == "↓" {
                positions.append(SourcePosition(line: line, column: column))
                continue
            }
            clean.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return (clean, positions)
    }
}

public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// One thing a source rule found.
public struct SourceHit: Sendable {
    public var ruleID: String
    public var position: SourcePosition
    /// What to do, without blame; the linter appends the WCAG citation.
    public var message: String
    public var certainty: FindingCertainty
    public var fix: Fix?
    /// What must hold across the project for the hit to stand; nil when the file alone decides.
    public var condition: (any IndexCondition)?

    public init(
        ruleID: String, position: SourcePosition, message: String, certainty: FindingCertainty = .violation,
        fix: Fix? = nil, condition: (any IndexCondition)? = nil
    ) {
        self.ruleID = ruleID
        self.position = position
        self.message = message
        self.certainty = certainty
        self.fix = fix
        self.condition = condition
    }
}

/// A rule over Swift source. Each file gets a fresh checker, fed by one shared walk of the tree
/// (all rules in one pass), then asked for its hits once the walk and the file's facts are done.
public protocol SourceRule: Rule {
    var sourceExamples: [SourceExample] { get }
    func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker
    /// The kinds of cross-file fact the rule's conditions read: the linter gathers them in the
    /// same walk while the rule runs, and the project index merges them.
    var projectFacts: [any ProjectFact.Type] { get }
    /// The kinds of condition the rule's findings carry besides the shared ones, so that cached
    /// findings decode with them (`IndexRegistry`).
    var indexConditions: [any IndexCondition.Type] { get }
}

extension SourceRule {
    public var projectFacts: [any ProjectFact.Type] { [] }
    public var indexConditions: [any IndexCondition.Type] { [] }
}

/// What every checker of a run shares: thresholds and words from the configuration.
public struct SourceContext: Sendable {
    public var profile: AuditProfile
    public var words: WordLists
    /// What the app's strings tables say: rules judge the text VoiceOver speaks for a key (`texts`).
    public var localizations: Localizations

    public init(
        profile: AuditProfile = .wcagAA, words: WordLists = .english, localizations: Localizations = Localizations()
    ) {
        self.profile = profile
        self.words = words
        self.localizations = localizations
    }

    /// What VoiceOver says for a text expression, keys looked up in `localizations`.
    var texts: TextResolver { TextResolver(localizations: localizations) }
}

/// The kinds of node a checker visits. The walker hands each node only to the checkers that name
/// its kind, so a call is not offered to two dozen checkers whose visit would return at once.
struct SourceInterests: OptionSet {
    let rawValue: Int
    static let calls = SourceInterests(rawValue: 1 << 0)
    static let assignments = SourceInterests(rawValue: 1 << 1)
    static let classes = SourceInterests(rawValue: 1 << 2)
    static let structs = SourceInterests(rawValue: 1 << 3)
    static let functions = SourceInterests(rawValue: 1 << 4)
    static let variables = SourceInterests(rawValue: 1 << 5)
    /// Besides the calls `callNames` selects, every call with a `SwiftUIViews.constructorName`:
    /// `Name(…)`, `name(…)` and `Name.init(…)`, for checkers that look at any type created.
    static let constructions = SourceInterests(rawValue: 1 << 6)
}

/// The per-file half of a source rule. Override the visits a rule needs and name them in
/// `interests`; the walker calls them in document order. `facts` is complete only in `finish()`,
/// so rules that correlate statements (an image set here, a label set there) record candidates
/// while walking and decide at the end.
public class SourceChecker {
    let file: SourceFile
    /// The rule `report(_:_:)` reports for; nil for a checker that reports under several rules'
    /// ids (`LiteralLabelChecker`) or none (`IndexCollector`).
    let ruleID: String?
    let context: SourceContext
    private(set) var hits: [SourceHit] = []

    init(file: SourceFile, metadata: RuleMetadata, context: SourceContext) {
        self.file = file
        self.ruleID = metadata.id
        self.context = context
    }

    /// A checker that is no one rule's: it reports with `report(_:_:ruleID:)` or not at all.
    init(file: SourceFile, context: SourceContext) {
        self.file = file
        self.ruleID = nil
        self.context = context
    }

    /// The visits this checker overrides: the walker calls no other. A visit overridden but not
    /// named here would never run; `SourceCheckerRegistrationTests` fails for one.
    var interests: SourceInterests { [] }

    /// The calls whose visit can do anything, by callee name (`name` in `x.name(…)`, `.name(…)`
    /// and `name(…)`, or `Name` in `Name.init(…)`): the walker offers this checker only calls with
    /// one of these names. Nil for every call.
    var callNames: Set<String>? { nil }

    /// Whether a construction of `name` (see `SourceInterests.constructions`) can matter to the
    /// call visit. Asked once per name and file, so that the walker, not each checker, looks the
    /// name up at every call. Must depend on the name alone.
    func acceptsConstruction(of name: String) -> Bool { true }

    /// The properties whose assignment the visit can act on; nil for every assignment.
    var assignedProperties: Set<String>? { nil }

    /// The types whose creation the variable and assignment visits act on (`let tap =
    /// UITapGestureRecognizer(…)`, `view.layer.add(CABasicAnimation(…))` aside): the walker
    /// offers a variable only when one of its bindings creates such a type, and an assignment when
    /// its value does or its property is one of `assignedProperties`. Nil: no selection by type.
    var createdTypes: Set<String>? { nil }

    /// Further variables the variable visit acts on: those that declare one of these names
    /// (`var accessibilityLabel: String { … }`) or carry one of these attributes
    /// (`@ScaledMetric`). A checker naming none of `createdTypes`, `declaredNames` and
    /// `variableAttributes` sees every variable.
    var declaredNames: Set<String>? { nil }
    var variableAttributes: Set<String>? { nil }

    /// The walker's count of nodes when it last handed this checker one, so that a checker that
    /// several of a node's names select sees it once.
    var lastVisit = 0

    /// The visits that reached these do-nothing base versions, that is visits this checker does not
    /// override. `SourceCheckerRegistrationTests` calls every visit missing from `interests` and
    /// fails for one not noted here: overridden but never run.
    private(set) var visitsNotOverridden: SourceInterests = []

    func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) { visitsNotOverridden.insert(.calls) }
    func visit(_ assignment: Assignment, scope: ScopeChain) { visitsNotOverridden.insert(.assignments) }
    func visit(_ node: ClassDeclSyntax, scope: ScopeChain) { visitsNotOverridden.insert(.classes) }
    func visit(_ node: StructDeclSyntax, scope: ScopeChain) { visitsNotOverridden.insert(.structs) }
    func visit(_ node: FunctionDeclSyntax, scope: ScopeChain) { visitsNotOverridden.insert(.functions) }
    func visit(_ node: VariableDeclSyntax, scope: ScopeChain) { visitsNotOverridden.insert(.variables) }

    /// Called once after the walk, with every fact of the file known.
    func finish(facts: FileFacts) {}

    func report(
        _ node: some SyntaxProtocol, _ message: String, certainty: FindingCertainty = .violation,
        fix: Fix? = nil, condition: (any IndexCondition)? = nil
    ) {
        guard let ruleID else {
            assertionFailure("a checker that is no one rule's must name the rule it reports for")
            return
        }
        report(node, message, ruleID: ruleID, certainty: certainty, fix: fix, condition: condition)
    }

    /// For a checker that runs several rules at once (`LiteralLabelChecker`).
    func report(
        _ node: some SyntaxProtocol, _ message: String, ruleID: String, certainty: FindingCertainty = .violation,
        fix: Fix? = nil, condition: (any IndexCondition)? = nil
    ) {
        let (line, column) = file.position(of: node)
        hits.append(
            SourceHit(
                ruleID: ruleID, position: SourcePosition(line: line, column: column), message: message,
                certainty: certainty, fix: fix, condition: condition))
    }
}

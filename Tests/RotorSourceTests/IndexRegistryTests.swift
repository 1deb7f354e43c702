import Foundation
import RotorKit
import SwiftSyntax
import Testing

@testable import RotorSource

/// A cross-file rule brings its own fact and condition: registered here, in the test alone, it
/// runs through the linter and the project index, which know nothing of it, and its findings'
/// conditions survive the cache's encoding only where its registry is known.
struct IndexRegistryTests {
    /// A toast VoiceOver never hears: `showToast(_:)` called where the project's `showToast` (in
    /// any file) posts no announcement.
    struct ToastAnnouncementRule: SourceRule {
        let metadata = RuleMetadata(
            id: "toast-announcement", title: "Toasts are announced", criteria: ["4.1.3"], platforms: [.ios],
            defaultSeverity: .warning, success: "Every toast is announced.",
            failure: "A toast shows a status message VoiceOver does not read unless it is announced.")
        var sourceExamples: [SourceExample] { [] }

        func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
            Checker(file: file, metadata: metadata, context: context)
        }

        var projectFacts: [any ProjectFact.Type] { [AnnouncingFunctions.self] }
        var indexConditions: [any IndexCondition.Type] { [UnannouncedFunction.self] }

        final class Checker: SourceChecker {
            override var interests: SourceInterests { [.calls] }
            override var callNames: Set<String>? { ["showToast"] }

            override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {
                report(
                    node, "Announce the toast with UIAccessibility.post(notification: .announcement, argument:)",
                    condition: UnannouncedFunction(function: "showToast"))
            }
        }
    }

    /// The functions whose body posts an announcement, by name, in any file.
    struct AnnouncingFunctions: ProjectFact {
        static let name = "test.announcingFunctions"
        var names: Set<String>

        init(merging values: [Set<String>]) {
            names = values.reduce(into: []) { $0.formUnion($1) }
        }

        static func collector(file: SourceFile, context: SourceContext) -> FactCollector? {
            file.text.contains("UIAccessibility.post") ? Collector(file: file, context: context) : nil
        }

        final class Collector: FactCollector {
            private var names: Set<String> = []
            override var interests: SourceInterests { [.functions] }
            override var value: (any FileFact)? { names.isEmpty ? nil : names }

            override func visit(_ node: FunctionDeclSyntax, scope: ScopeChain) {
                if node.body?.description.contains("UIAccessibility.post") == true { names.insert(node.name.text) }
            }
        }
    }

    struct UnannouncedFunction: IndexCondition {
        static let name = "test.unannouncedFunction"
        var function: String

        func holds(in index: ProjectIndex) -> Bool {
            !index.fact(AnnouncingFunctions.self).names.contains(function)
        }
    }

    static let caller = """
        final class SettingsViewController: UIViewController {
            func save() { showToast("Saved") }
        }
        """
    static let announcer = """
        extension UIViewController {
            func showToast(_ text: String) {
                ToastView.show(text, in: view)
                UIAccessibility.post(notification: .announcement, argument: text)
            }
        }
        """

    @Test func aRuleRegisteredInATestWorksThroughTheIndex() throws {
        let linter = Linter(rules: [ToastAnnouncementRule()])
        let caller = linter.lintIndexed(path: "Settings.swift", text: Self.caller)
        let announcer = linter.lintIndexed(path: "Toast.swift", text: Self.announcer)
        guard case .linted(let findings) = caller.outcome else {
            Issue.record("does not parse")
            return
        }
        let finding = try #require(findings.first)
        let condition = try #require(caller.conditions[finding])
        #expect(announcer.index.facts[AnnouncingFunctions.self] == ["showToast"])
        #expect(ProjectIndex([caller.index]).holds(condition), "no file announces: the finding stands")
        #expect(!ProjectIndex([caller.index, announcer.index]).holds(condition), "the toast is announced")
        #expect(
            ProjectIndex([
                caller.index, linter.lintIndexed(path: "Quiet.swift", text: "func showToast(_ t: String) {}").index,
            ])
            .holds(condition))
    }

    /// The condition (with the shared ones around it) and the file's fact values decode with the
    /// rule's registry; with one that lacks the rule, decoding fails, which the cache takes as a miss.
    @Test func conditionsAndFactsDecodeByName() throws {
        let linter = Linter(rules: [ToastAnnouncementRule()])
        let caller = linter.lintIndexed(path: "Settings.swift", text: Self.caller)
        let announcer = linter.lintIndexed(path: "Toast.swift", text: Self.announcer)
        let condition = try #require(caller.conditions.values.first)
        let encoded = try JSONEncoder().encode(AnyIndexCondition(condition))
        let index = try JSONEncoder().encode(announcer.index)

        let decoder = JSONDecoder()
        decoder.userInfo[IndexRegistry.userInfoKey] = IndexRegistry(rules: [ToastAnnouncementRule()])
        let decoded = try decoder.decode(AnyIndexCondition.self, from: encoded).condition
        let decodedIndex = try decoder.decode(SourceFileIndex.self, from: index)
        #expect(decodedIndex == announcer.index)
        #expect(
            AllConditions.parts(of: decoded).map { type(of: $0).name } == [
                "test.unannouncedFunction", "usedTypes", "calledMember",
            ])
        #expect(!ProjectIndex([caller.index, decodedIndex]).holds(decoded))

        #expect(throws: DecodingError.self) { try JSONDecoder().decode(AnyIndexCondition.self, from: encoded) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SourceFileIndex.self, from: index) }
    }

    /// Every condition and fact kind the catalog's rules declare has a name of its own.
    @Test func catalogNamesAreUnique() {
        let conditions = ProjectIndex.sharedConditions + RuleCatalog.sourceRules.flatMap { $0.indexConditions }
        let facts = ProjectIndex.sharedFacts + RuleCatalog.sourceRules.flatMap { $0.projectFacts }
        var conditionKinds: [String: Set<ObjectIdentifier>] = [:]
        for kind in conditions { conditionKinds[kind.name, default: []].insert(ObjectIdentifier(kind)) }
        var factKinds: [String: Set<ObjectIdentifier>] = [:]
        for kind in facts { factKinds[kind.name, default: []].insert(ObjectIdentifier(kind)) }
        let shared = (conditionKinds.merging(factKinds) { $0.union($1) }).filter { $0.value.count > 1 }.keys
        #expect(shared.isEmpty, "kinds sharing a name: \(shared.sorted())")
        let registered = RuleCatalog.indexRegistry.conditions.count + RuleCatalog.indexRegistry.facts.count
        #expect(registered == conditionKinds.count + factKinds.count)
    }
}

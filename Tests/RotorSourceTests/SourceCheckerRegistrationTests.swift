import RotorKit
import SwiftParser
import SwiftSyntax
import Testing

@testable import RotorSource

/// The walker calls only the visits a checker names in `interests`: a visit overridden but not
/// named never runs, with no error. Every checker's unnamed visits are called here; each must reach
/// the base class's empty version (`SourceChecker.visitsNotOverridden`).
struct SourceCheckerRegistrationTests {
    static var file: SourceFile {
        SourceFile(
            path: "Sample.swift",
            text: """
                class Panel: UIView {
                    var title = UILabel()
                    func configure() {
                        title.accessibilityLabel = "Total"
                        addSubview(title)
                    }
                }
                struct Row: View {
                    var body: some View { Text("Total") }
                }
                """)
    }

    /// Every checker the linter makes: one per source rule, the literal-label rules' shared one
    /// (`makeChecker` of each), the index collector and every fact kind's collector (made for a
    /// file that names what each looks for).
    static var checkers: [SourceChecker] {
        let file = file
        let factFile = SourceFile(
            path: "Facts.swift",
            text: file.text + "\nlet s = UIFontMetrics.default.scaledValue(for: 1)\n"
                + "var isTV: Bool { UIDevice.current.userInterfaceIdiom == .tv }\n#if DEBUG\nlet debug = true\n#endif")
        let factKinds = ProjectIndex.sharedFacts + RuleCatalog.sourceRules.flatMap(\.projectFacts)
        return RuleCatalog.sourceRules.map { $0.makeChecker(for: file, context: SourceContext()) }
            + [IndexCollector(file: file, context: SourceContext())]
            + factKinds.compactMap { $0.collector(file: factFile, context: SourceContext()) }
    }

    @Test func everyFactKindHasACollector() {
        let kinds = ProjectIndex.sharedFacts + RuleCatalog.sourceRules.flatMap(\.projectFacts)
        #expect(Self.checkers.count == RuleCatalog.sourceRules.count + 1 + kinds.count)
    }

    @Test func everyOverriddenVisitIsNamedInInterests() {
        for checker in Self.checkers {
            #expect(
                Self.visitsNeverRun(by: checker).isEmpty,
                "\(type(of: checker)) overrides a visit it does not name in `interests`, so it never runs")
        }
    }

    /// A checker that forgot to name its call visit is caught.
    @Test func aForgottenInterestIsCaught() {
        final class ForgetfulChecker: SourceChecker {
            override var interests: SourceInterests { [.assignments] }
            override func visit(_ assignment: Assignment, scope: ScopeChain) {}
            override func visit(_ node: FunctionCallExprSyntax, scope: ScopeChain) {}
        }
        let checker = ForgetfulChecker(
            file: Self.file, metadata: RuleCatalog.sourceRules[0].metadata, context: SourceContext())
        #expect(Self.visitsNeverRun(by: checker) == .calls)
    }

    /// The visits `checker` overrides but does not name in `interests`: each one not named is called
    /// on a node of its kind from the sample file.
    static func visitsNeverRun(by checker: SourceChecker) -> SourceInterests {
        let interests = checker.interests
        let scope = ScopeChain()
        let nodes = Array(
            checker.file.tree.tokens(viewMode: .sourceAccurate).lazy.flatMap { token in
                sequence(first: Syntax(token), next: \.parent)
            })
        // A call reaches the call visit through `.calls` or `.constructions`.
        if interests.isDisjoint(with: [.calls, .constructions]),
            let call = nodes.lazy.compactMap({ $0.as(FunctionCallExprSyntax.self) }).first
        {
            checker.visit(call, scope: scope)
        }
        if !interests.contains(.assignments), let assignment = sampleAssignment(in: nodes) {
            checker.visit(assignment, scope: scope)
        }
        if !interests.contains(.classes), let node = nodes.lazy.compactMap({ $0.as(ClassDeclSyntax.self) }).first {
            checker.visit(node, scope: scope)
        }
        if !interests.contains(.structs), let node = nodes.lazy.compactMap({ $0.as(StructDeclSyntax.self) }).first {
            checker.visit(node, scope: scope)
        }
        if !interests.contains(.functions), let node = nodes.lazy.compactMap({ $0.as(FunctionDeclSyntax.self) }).first {
            checker.visit(node, scope: scope)
        }
        if !interests.contains(.variables), let node = nodes.lazy.compactMap({ $0.as(VariableDeclSyntax.self) }).first {
            checker.visit(node, scope: scope)
        }
        let all: SourceInterests = [.calls, .assignments, .classes, .structs, .functions, .variables]
        var unnamed = all.subtracting(interests)
        if interests.contains(.constructions) { unnamed.remove(.calls) }
        return unnamed.subtracting(checker.visitsNotOverridden)
    }

    /// `title.accessibilityLabel = "Total"` as the walker files it.
    static func sampleAssignment(in nodes: [Syntax]) -> Assignment? {
        guard let sequence = nodes.lazy.compactMap({ $0.as(SequenceExprSyntax.self) }).first,
            let target = sequence.elements.first, let value = sequence.elements.last,
            let member = target.as(MemberAccessExprSyntax.self)
        else { return nil }
        return Assignment(
            node: Syntax(sequence), target: target, receiver: member.base, property: member.declName.baseName.text,
            value: value, operation: .assign)
    }
}

import SwiftSyntax

/// Properties whose value is a run-time check that the app runs on tvOS or a Mac
/// (`static var isTV: Bool { current.userInterfaceIdiom == .tv }` in `extension UIDevice`), named
/// after the type that declares them (`UIDevice.isTV`): code only they let run is no iPhone or
/// iPad code (`RunsOnIOS`).
public struct OffIOSChecks: ProjectFact {
    public static let name = "offIOSChecks"
    public var checks: Set<String>

    public init(merging values: [Set<String>]) {
        checks = values.reduce(into: []) { $0.formUnion($1) }
    }

    /// None for a file that names no idiom or Mac check, as most do not.
    public static func collector(file: SourceFile, context: SourceContext) -> FactCollector? {
        let mayCheck = ["userInterfaceIdiom", "MacCatalystApp", "iOSAppOnMac"].contains { file.text.containsBytes($0) }
        return mayCheck ? Collector(file: file, context: context) : nil
    }

    final class Collector: FactCollector {
        private var checks: Set<String> = []
        override var interests: SourceInterests { [.variables] }
        override var value: (any FileFact)? { checks.isEmpty ? nil : checks }

        override func visit(_ node: VariableDeclSyntax, scope: ScopeChain) {
            guard !node.attributes.contains(where: { UIKitReceivers.isAttribute($0, named: "ScaledMetric") }) else {
                return
            }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let code = ScalingMembers.valueCode(of: binding), Self.isOffIOSCheck(code, owner: scope.typeName)
                else { continue }
                checks.insert(scope.typeName.map { $0 + "." + name } ?? name)
            }
        }

        /// A property's value that is one device check written out, true only off iPhone and iPad:
        /// `current.userInterfaceIdiom == .tv`, or `return ProcessInfo.processInfo.isiOSAppOnMac`.
        private static func isOffIOSCheck(_ code: Syntax, owner: String?) -> Bool {
            var expression = code.as(ExprSyntax.self)
            // A getter's statements, bare or in `get { … }`.
            if let items = code.as(CodeBlockItemListSyntax.self) ?? code.as(CodeBlockSyntax.self)?.statements,
                items.count == 1,
                let item = items.first?.item
            {
                expression =
                    item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
                    ?? item.as(ExpressionStmtSyntax.self)?.expression
            }
            guard let expression, let check = CodeReach.deviceCheck([expression], owner: owner) else { return false }
            return check.checks.isEmpty && check.offIOSWhenTrue
        }
    }
}

import Foundation
import Testing
import RotorImport
@testable import RotorKit

struct ZZRulesCScratch {
    @Test func myRulesOnEveryCapture() throws {
        let rules: [any TreeRule] = [SpokenOrderRule(), FocusObscuredRule(), ModalContainmentRule(), BypassBlocksRule(), EmptyContainerElementRule()]
        var paths: [String] = []
        let roots = ["/work/shared/fixtures/real-captures", "/work/main/Tests/Fixtures", "/work/main/Examples"]
        for root in roots {
            let enumerator = FileManager.default.enumerator(atPath: root)
            while let file = enumerator?.nextObject() as? String {
                if file.hasSuffix(".json") || file.hasSuffix(".xml") || file.hasSuffix(".txt") { paths.append(root + "/" + file) }
            }
        }
        for path in paths.sorted() {
            guard let screen = try? CaptureImporter.importScreen(path: path) else { continue }
            let findings = Auditor(rules: rules).audit(screen)
            print("FILE \(path): \(ReadingOrder.items(in: screen).count) items")
            for finding in findings { print("  [\(finding.ruleID)] \(finding.certainty) \(finding.location.element ?? "") \(finding.message)") }
        }
    }
}

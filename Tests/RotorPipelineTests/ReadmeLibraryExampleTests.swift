import Foundation
import RotorKit
import RotorPipeline
import RotorTestSupport
import Testing

/// The README's "In your app" snippet, as written there, on the bundled example app: a tool that
/// links RotorPipeline gets every finding of the run in its SARIF.
struct ReadmeLibraryExampleTests {
    @Test func readmeSnippetLintsTheExampleApp() throws {
        let checkout = Repository.examples.appendingPathComponent("Checkout").path
        let found = InputDiscovery(included: [], excluded: []).lintInputs([checkout])
        let result = Pipeline().run(found.inputs)
        let sarif = ReportWriter.write(result.report(profileID: "wcag-aa", inputErrors: []), as: .sarif)
        #expect(found.missing.isEmpty)
        #expect(!result.findings.isEmpty, "the example app's defects are deliberate")
        #expect(result.errors.isEmpty)
        #expect(sarif.components(separatedBy: "\"ruleId\" : ").count - 1 == result.findings.count)
    }
}

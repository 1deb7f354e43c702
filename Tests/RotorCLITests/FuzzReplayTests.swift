import Foundation
import Testing
@testable import RotorCLI
import RotorImport
import RotorKit
import RotorSource

/// Runs every committed fuzz seed (`Fuzz/Corpus/<target>`) and every input that once broke a fuzz
/// target (`Tests/Fixtures/fuzz/<target>`) through the code that target fuzzes, so each crash the
/// fuzzers found stays fixed. A crash here stops the test run; an error is the expected outcome.
struct FuzzReplayTests {
    static let targets = [
        "FuzzSnapshot", "FuzzAppiumIOS", "FuzzDebugDescription", "FuzzUIAutomator", "FuzzInterfaceBuilder",
        "FuzzSpecYAML", "FuzzSpecMarkdown", "FuzzConfiguration", "FuzzSwiftLint",
    ]

    static func inputs(for target: String) throws -> [URL] {
        let folders = [
            Rotor.repositoryRoot.appendingPathComponent("Fuzz/Corpus/\(target)"),
            Rotor.fixtures.appendingPathComponent("fuzz/\(target)"),
        ]
        return try folders.flatMap { folder -> [URL] in
            guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
            return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        }.sorted { $0.path < $1.path }
    }

    /// What `Fuzz/Targets/<target>/main.swift` does with one input. True when the input was accepted.
    static func run(_ target: String, on data: Data) -> Bool {
        let formats: [String: CaptureFormat] = [
            "FuzzSnapshot": .rotorSnapshot, "FuzzAppiumIOS": .appiumIOS, "FuzzDebugDescription": .xcuiDebugDescription,
            "FuzzUIAutomator": .uiautomator, "FuzzInterfaceBuilder": .interfaceBuilder,
        ]
        if target == "FuzzConfiguration" {
            guard let text = String(data: data, encoding: .utf8),
                  let (configuration, _) = try? ConfigurationLoader.parse(text: text, path: ".rotor.yml", knownRuleIDs: CatalogEntry.ids)
            else { return false }
            _ = configuration.profile(base: .wcagAA)
            return true
        }
        guard let input = try? InputText.checked(name: target, data: data) else { return false }
        switch target {
        case "FuzzSpecYAML": return (try? YAMLSpecReader.read(input)) != nil
        case "FuzzSpecMarkdown": return (try? MarkdownSpecReader.read(input)) != nil
        case "FuzzSwiftLint":
            if case .linted = Linter().lint(path: "Fuzz.swift", text: input.text) { return true }
            return false
        default:
            guard let format = formats[target], let file = try? CaptureImporter.importFile(from: input, format: format) else { return false }
            let auditor = Auditor()
            for imported in file.screens { _ = auditor.audit(imported.screen) }
            return true
        }
    }

    @Test(arguments: targets)
    func seedsAndPastCrashesRunCleanly(_ target: String) throws {
        let inputs = try Self.inputs(for: target)
        #expect(!inputs.isEmpty, "\(target) has a seed corpus")
        var accepted = 0
        for url in inputs where Self.run(target, on: try Data(contentsOf: url)) {
            accepted += 1
        }
        // The seeds are valid inputs: at least one must get past the parser, or the target
        // would fuzz nothing but the first error.
        #expect(accepted > 0, "\(target): no input was accepted")
    }
}

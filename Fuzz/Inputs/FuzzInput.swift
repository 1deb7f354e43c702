import Foundation
import RotorImport
import RotorKit
import RotorPipeline
import RotorSource

/// What each libFuzzer target in `Fuzz/Targets` does with one input. `FuzzReplayTests` runs the seeds
/// and every input that once broke a target through the same code, so a fixed crash stays fixed.
/// Errors are the expected outcome for most inputs; only a crash, hang or runaway memory is a finding.
public enum FuzzInput: String, CaseIterable, Sendable {
    case snapshot = "FuzzSnapshot"
    case appiumIOS = "FuzzAppiumIOS"
    case debugDescription = "FuzzDebugDescription"
    case xcuiSnapshot = "FuzzXCUISnapshot"
    case uiautomator = "FuzzUIAutomator"
    case interfaceBuilder = "FuzzInterfaceBuilder"
    case specYAML = "FuzzSpecYAML"
    case specMarkdown = "FuzzSpecMarkdown"
    case configuration = "FuzzConfiguration"
    case swiftLint = "FuzzSwiftLint"

    /// Reads `data` the way this target's parser does, then audits, lints or applies what it
    /// accepted. True when the input got past the parser.
    @discardableResult
    public func run(_ data: Data) -> Bool {
        switch self {
        case .snapshot: Self.audit(data, as: .rotorSnapshot)
        case .appiumIOS: Self.audit(data, as: .appiumIOS)
        case .debugDescription: Self.audit(data, as: .xcuiDebugDescription)
        case .xcuiSnapshot: Self.audit(data, as: .xcuiSnapshot)
        case .uiautomator: Self.audit(data, as: .uiautomator)
        case .interfaceBuilder: Self.audit(data, as: .interfaceBuilder)
        case .specYAML:
            Self.input(data, named: "fuzz.spec.yml").flatMap { try? YAMLSpecReader.read($0) } != nil
        case .specMarkdown:
            Self.input(data, named: "fuzz.spec.md").flatMap { try? MarkdownSpecReader.read($0) } != nil
        case .configuration:
            Self.applyConfiguration(data)
        case .swiftLint:
            // libFuzzer runs this on the main thread, whose 8 MB stack is what the CLI's workers get at least.
            Self.input(data, named: "Fuzz.swift").map { input in
                if case .linted = Linter().lint(path: input.name, text: input.text) { return true }
                return false
            } ?? false
        }
    }

    private static func input(_ data: Data, named name: String) -> InputText? {
        try? InputText.checked(name: name, data: data)
    }

    private static func audit(_ data: Data, as format: CaptureFormat) -> Bool {
        guard let input = input(data, named: "fuzz-input"),
            let file = try? CaptureImporter.importFile(from: input, format: format)
        else { return false }
        let auditor = Auditor(rules: RuleCatalog.treeRules)
        for imported in file.screens { _ = auditor.audit(imported.screen) }
        return true
    }

    /// Reads the bytes as a `.rotor.yml` and applies it to the default profile.
    private static func applyConfiguration(_ data: Data) -> Bool {
        guard let text = String(data: data, encoding: .utf8),
            let (configuration, _) = try? ConfigurationLoader.parse(text: text, path: ".rotor.yml")
        else { return false }
        _ = configuration.profile(base: .wcagAA)
        return true
    }
}

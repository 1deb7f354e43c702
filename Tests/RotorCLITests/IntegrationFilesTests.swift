import Foundation
import RotorTestSupport
import Testing
import Yams

/// The files other tools read to run Rotor (the GitHub action, the pre-commit hook, the SwiftPM
/// plugins and their fixture) name things that exist: inputs, products, verbs and `rotor lint` options.
struct IntegrationFilesTests {
    private func text(_ path: String) throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent(path), encoding: .utf8)
    }

    private func mapping(_ path: String) throws -> [String: Any] {
        try #require(try Yams.load(yaml: text(path)) as? [String: Any], "\(path) is not a YAML mapping")
    }

    /// Every `--option` `rotor lint --help` lists.
    private func lintOptions() throws -> Set<String> {
        let help = try Rotor.run(["lint", "--help"])
        #expect(help.status == 0)
        return Set(matches(of: #"--[a-z][a-z-]*"#, in: help.stdout))
    }

    private func matches(of pattern: String, in text: String, group: Int = 0) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: group), in: text).map { String(text[$0]) }
        }
    }

    @Test func actionStepsUseOnlyDeclaredInputsAndUploadTheSARIFTheyWrite() throws {
        let action = try mapping("action.yml")
        let inputs = try #require(action["inputs"] as? [String: Any])
        let source = try text("action.yml")
        let referenced = Set(matches(of: #"inputs\.([a-z][a-z-]*)"#, in: source, group: 1))
        #expect(!referenced.isEmpty)
        #expect(
            referenced.subtracting(inputs.keys).isEmpty,
            "undeclared inputs: \(referenced.subtracting(inputs.keys).sorted())")

        let runs = try #require(action["runs"] as? [String: Any])
        #expect(runs["using"] as? String == "composite")
        let steps = try #require(runs["steps"] as? [[String: Any]])

        let build = try #require(
            steps.first { ($0["run"] as? String)?.contains("swift build -c release --product rotor") == true })
        #expect((build["env"] as? [String: String])?["ACTION_PATH"] == "${{ github.action_path }}")
        #expect(try text("Package.swift").contains(#".executable(name: "rotor""#))

        let lint = try #require(steps.first { $0["id"] as? String == "lint" })
        let script = try #require(lint["run"] as? String)
        #expect(script.contains(#"(lint --no-progress --format sarif -o "$SARIF_FILE")"#))
        let lintEnvironment = try #require(lint["env"] as? [String: String])
        #expect(lintEnvironment["SARIF_FILE"] == "${{ inputs.sarif-file }}")
        let options = try lintOptions()
        for option in Set(matches(of: #"--[a-z][a-z-]*"#, in: script)) {
            #expect(options.contains(option), "the action passes \(option), which rotor lint does not know")
        }

        let upload = try #require(
            steps.first { ($0["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif@") == true })
        #expect((upload["with"] as? [String: Any])?["sarif_file"] as? String == "${{ inputs.sarif-file }}")
        let uploadIndex = try #require(steps.firstIndex { $0["uses"] != nil })
        let failIndex = try #require(steps.firstIndex { ($0["run"] as? String)?.contains(#"exit "$STATUS""#) == true })
        #expect(uploadIndex < failIndex, "findings must be uploaded before the action fails on them")
    }

    @Test func preCommitHookRunsRotorLintOnSwiftAndInterfaceBuilderFiles() throws {
        let hooks = try #require(try Yams.load(yaml: text(".pre-commit-hooks.yaml")) as? [[String: Any]])
        let hook = try #require(hooks.first { $0["id"] as? String == "rotor-lint" })
        #expect(hook["language"] as? String == "swift")
        let entry = try #require(hook["entry"] as? String)
        #expect(entry.hasPrefix("rotor lint"))
        let options = try lintOptions()
        for option in entry.split(separator: " ").filter({ $0.hasPrefix("--") }) {
            #expect(options.contains(String(option)), "the hook passes \(option), which rotor lint does not know")
        }
        let files = try #require(hook["files"] as? String)
        let pattern = try NSRegularExpression(pattern: files)
        for (name, linted) in [
            ("App/Login.swift", true), ("Main.storyboard", true), ("Cell.xib", true), ("README.md", false),
        ] {
            let found = pattern.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
            #expect(found == linted, "\(name)")
        }
    }

    @Test func pluginNamesAgreeAcrossManifestFixtureScriptAndREADME() throws {
        let manifest = try text("Package.swift")
        let pluginProducts = Set(matches(of: #"\.plugin\(name: "([A-Za-z]+)", targets:"#, in: manifest, group: 1))
        #expect(pluginProducts == ["RotorLintBuildTool", "RotorLintCommand"])
        #expect(manifest.contains(#"name: "Rotor","#))
        let verb = try #require(matches(of: #"\.custom\(\s*verb: "([a-z-]+)""#, in: manifest, group: 1).first)

        let fixture = try text("Tests/Fixtures/plugin-package/Package.swift")
        for used in matches(of: #"\.plugin\(name: "([A-Za-z]+)", package: "Rotor"\)"#, in: fixture, group: 1) {
            #expect(pluginProducts.contains(used), "the fixture uses \(used), which Rotor does not offer")
        }
        #expect(fixture.contains(#".package(name: "Rotor", path: "../../..")"#))
        #expect(try text("Tests/Plugins/run.sh").contains(" \(verb)"))
        #expect(try text("README.md").contains("swift package \(verb)"))

        // The plugins are compiled only in a package that uses them, so check their options here.
        let options = try lintOptions()
        for plugin in ["RotorLintBuildTool", "RotorLintCommand"] {
            let source = try text("Plugins/\(plugin)/\(plugin).swift")
            for option in Set(matches(of: #""(--[a-z][a-z-]*)""#, in: source, group: 1)) {
                #expect(options.contains(option), "\(plugin) passes \(option), which rotor lint does not know")
            }
        }
    }
}

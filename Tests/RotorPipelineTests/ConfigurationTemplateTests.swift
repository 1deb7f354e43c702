import Foundation
import RotorKit
import RotorSource
import Testing

@testable import RotorPipeline

/// What `rotor init` writes must load with Rotor's own loader, as written and with every example
/// line uncommented, and must name every rule.
struct ConfigurationTemplateTests {

    @Test func loadsWithoutWarningsAndChangesNothingButTheExcludedFolders() throws {
        let (configuration, warnings) = try ConfigurationLoader.parse(
            text: ConfigurationTemplate.text(), path: ".rotor.yml")
        #expect(warnings.isEmpty, "\(warnings)")
        let excluded = InputDiscovery.defaultExcludedFolders.sorted().map { "**/\($0)" }
        #expect(configuration == Configuration(excluded: excluded))
        for name in ["Pods", "Carthage", ".build", "DerivedData"] {
            #expect(configuration.excluded.contains("**/\(name)"))
        }
        // Like the folders skipped by default, at any depth.
        let pods = GlobPattern("**/Pods")
        #expect(pods.matches("App/Pods/Alamofire/Session.swift") && pods.matches("Pods/Alamofire/Session.swift"))
        #expect(!pods.matches("App/Sources/Session.swift"))
    }

    @Test func listsEveryRuleWithItsTitle() {
        let text = ConfigurationTemplate.text()
        for rule in RuleCatalog.rules {
            let line = text.split(separator: "\n").first {
                $0.hasPrefix("# \(rule.metadata.id): ") || $0.hasPrefix("#   \(rule.metadata.id) ")
            }
            #expect(
                line?.hasSuffix("# " + rule.metadata.title) == true, "\(rule.metadata.id) is not listed with its title")
        }
    }

    /// Every commented key line, uncommented, is valid, says what the defaults are and turns on the opt-in rules.
    @Test func uncommentedExamplesLoadAsTheDefaults() throws {
        let uncommented = ConfigurationTemplate.text().split(separator: "\n", omittingEmptySubsequences: false).map {
            line -> String in
            if line.hasPrefix("#   ") { return String(line.dropFirst()) }
            if line.wholeMatch(of: /# [a-z_-]+:.*/) != nil { return String(line.dropFirst(2)) }
            return String(line)
        }.joined(separator: "\n")
        let (configuration, warnings) = try ConfigurationLoader.parse(text: uncommented, path: ".rotor.yml")
        #expect(warnings.isEmpty, "\(warnings)")
        let rules = RuleCatalog.rules.map(\.metadata)
        #expect(configuration.severities == Dictionary(uniqueKeysWithValues: rules.map { ($0.id, $0.defaultSeverity) }))
        #expect(
            configuration.optInRules == Set(rules.filter(\.isOptIn).map(\.id)), "uncommented, every opt-in rule runs")
        #expect(configuration.profileID == AuditProfile.wcagAA.id)
        #expect(configuration.failOn == .error)
        #expect(configuration.review == false)
        #expect(configuration.thresholds.minimumTargetSize != nil && configuration.thresholds.maximumLabelLength != nil)
        #expect(configuration.profile(base: .wcagAA) == .wcagAA)
        #expect(configuration.included == ["Sources"])
    }
}

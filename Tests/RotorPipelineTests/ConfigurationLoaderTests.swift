import RotorPipeline
import Testing

/// Rule ids typed in `.rotor.yml` are resolved by the catalog: a typo warns with the id meant.
struct ConfigurationLoaderTests {
    @Test func aMisspeltRuleIDWarnsWithTheIDMeant() throws {
        let (configuration, warnings) = try ConfigurationLoader.parse(
            text: """
                disabled_rules: [imag-label, image-label]
                missing-nmae: warning
                role-in-label: info
                hovercraft: full
                """, path: ".rotor.yml")
        #expect(configuration.disabledRules == ["imag-label", "image-label"])
        #expect(configuration.severities == ["role-in-label": .info])
        #expect(
            warnings == [
                ".rotor.yml:1: 'disabled_rules' names unknown rule 'imag-label'; did you mean `image-label`?",
                ".rotor.yml:2: unknown key 'missing-nmae' is ignored; did you mean `missing-name`?",
                ".rotor.yml:4: unknown key 'hovercraft' is ignored",
            ])
    }
}

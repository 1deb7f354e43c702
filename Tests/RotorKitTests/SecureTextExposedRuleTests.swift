import RotorTestSupport
import Testing

@testable import RotorKit

struct SecureTextExposedRuleTests {
    private let rule = SecureTextExposedRule()

    private func secureField(value: String?, label: String? = "Password", placeholder: String? = nil) -> Element {
        Element(
            type: "SecureTextField", label: label, value: value, traits: [.secureTextField],
            frame: Rect(x: 16, y: 200, width: 358, height: 44), isAccessibilityElement: true, placeholder: placeholder)
    }

    @Test func aReadableValueIsReportedWithoutRepeatingIt() {
        let found = hits(of: rule, in: [secureField(value: "hunter22")])
        #expect(
            found.map(\.message) == [
                "Mask this password field's value: it exposes the 8 characters typed as readable text, which VoiceOver speaks and "
                    + "a braille display shows. Keep the field secure (isSecureTextEntry, inputType textPassword) and leave its "
                    + "accessibility value to the system"
            ])
        #expect(found.first?.path == ElementPath([0]))
        #expect(found.first?.certainty == .violation)
        #expect(found.first?.message.contains("hunter22") == false)
    }

    @Test func maskedEmptyAndPlaceholderValuesAreNotReported() {
        let quiet = [
            secureField(value: "••••"), secureField(value: "●●●"), secureField(value: "****"),
            secureField(value: "• • •"),
            secureField(value: nil), secureField(value: "  "),
            secureField(value: "Password", label: nil, placeholder: "Password"),
            secureField(value: "Password", label: "Password"),
        ]
        #expect(hits(of: rule, in: quiet).isEmpty)
    }

    @Test func plainTextFieldsAreNotThisRulesConcern() {
        let email = Element(
            type: "TextField", label: "Email", value: "ada@example.com", traits: [.textField],
            frame: Rect(x: 16, y: 140, width: 358, height: 44), isAccessibilityElement: true)
        #expect(hits(of: rule, in: [email]).isEmpty)
    }

    @Test func aHeardFrameKeepsTheLengthNeverTheText() {
        let screen = RuleExample.screen([secureField(value: "hunter22")])
        let heard = HeardFrame.frames(of: screen, speaker: Speaker(profile: .voiceOverEnglish))
        #expect(heard.map(\.exposedSecretLength) == [8])
        #expect(!heard.contains { $0.speech.contains("hunter22") })
    }
}

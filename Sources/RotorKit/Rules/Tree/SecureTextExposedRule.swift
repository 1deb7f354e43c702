/// A password field whose accessibility value is the password itself: VoiceOver speaks it and a
/// braille display shows it, to the user and to anyone within earshot, where a secure field should
/// give only bullets (or nothing).
public struct SecureTextExposedRule: TreeRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "secure-text-exposed",
        title: "Password fields do not expose what was typed",
        // The value a secure field exposes to assistive technology is part of its Name, Role, Value:
        // the role promises masked text, and the value given breaks that promise.
        criteria: ["4.1.2"],
        platforms: [.ios, .android],
        defaultSeverity: .error,
        success: "A password field is a secure text field (`isSecureTextEntry = true`, SwiftUI `SecureField`, Android "
            + "`inputType=\"textPassword\"`), and its accessibility value is masked (\"••••\") or empty, so VoiceOver says "
            + "how many characters were typed and TalkBack says \"dots\", never the characters themselves.",
        failure:
            "A secure text field (XCUIElementTypeSecureTextField, or an Android node with `password=\"true\"`) whose "
            + "captured value is readable text: a custom field that draws bullets but keeps the real text as its "
            + "accessibility value, or an `accessibilityValue` set to the password. VoiceOver reads the password aloud and "
            + "a braille display shows it, so anyone nearby learns it. WCAG 4.1.2 is the nearest criterion: the value the "
            + "field exposes does not match its role.",
        limitations:
            "Only captures record a field's value; a field that is secure on screen but not marked secure in the "
            + "accessibility tree is not seen. A value equal to the field's placeholder or label is taken for the empty "
            + "field's placeholder (XCUITest reports it as the value).")

    public let treeExamples: [RuleExample] = [
        .triggering(
            "a secure field whose value is the typed password",
            RuleExample.screen([
                Element(
                    type: "SecureTextField", label: "Password", value: "hunter2", traits: [.secureTextField],
                    frame: Rect(x: 16, y: 300, width: 358, height: 44), isAccessibilityElement: true,
                    placeholder: "Password")
            ])),
        .triggering(
            "an Android password field whose text is readable",
            RuleExample.screen(
                [
                    Element(
                        type: "android.widget.EditText", value: "correct horse", traits: [.editBox, .secureTextField],
                        frame: Rect(x: 16, y: 300, width: 358, height: 44), isAccessibilityElement: true,
                        placeholder: "Password")
                ], platform: .android)),
        .nonTriggering(
            "masked values, an empty field and one showing its placeholder",
            RuleExample.screen([
                Element(
                    type: "SecureTextField", label: "Password", value: "•••••••", traits: [.secureTextField],
                    frame: Rect(x: 16, y: 300, width: 358, height: 44), isAccessibilityElement: true),
                Element(
                    type: "android.widget.EditText", value: "********", traits: [.editBox, .secureTextField],
                    frame: Rect(x: 16, y: 360, width: 358, height: 44), isAccessibilityElement: true),
                Element(
                    type: "SecureTextField", label: "PIN", traits: [.secureTextField],
                    frame: Rect(x: 16, y: 420, width: 358, height: 44), isAccessibilityElement: true),
                Element(
                    type: "SecureTextField", value: "Enter password", traits: [.secureTextField],
                    frame: Rect(x: 16, y: 480, width: 358, height: 44), isAccessibilityElement: true,
                    placeholder: "Enter password"),
            ])),
    ]

    /// Characters platforms draw in place of a secret: bullets, black circles, dots and asterisks.
    static let maskCharacters: Set<Character> = ["•", "●", "∙", "·", "⦁", "*", "\u{2024}"]

    public func check(_ context: AuditContext) -> [RuleHit] {
        context.visibleNodes.compactMap { node in
            guard let value = Self.readableSecret(of: node.element) else { return nil }
            return RuleHit(
                path: node.path,
                message:
                    "Mask this password field's value: it exposes the \(value.count) characters typed as readable text, "
                    + "which VoiceOver speaks and a braille display shows. Keep the field secure (isSecureTextEntry, "
                    + "inputType textPassword) and leave its accessibility value to the system",
                certainty: .violation)
        }
    }

    /// A secure text field's value when it is readable text: not masked, not empty, and not the
    /// placeholder or label an empty field reports. `rotor verify` fails on the same fields.
    public static func readableSecret(of element: Element) -> String? {
        guard element.traits.contains(.secureTextField), let value = element.value?.nonBlank,
            !isMasked(value), value != element.placeholder, value != element.label
        else { return nil }
        return value
    }

    static func isMasked(_ value: String) -> Bool {
        value.allSatisfy { maskCharacters.contains($0) || $0.isWhitespace }
    }
}

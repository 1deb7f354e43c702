import RotorTestSupport
import Testing

@testable import RotorKit

struct AdjustableValueRuleTests {
    private let rule = AdjustableValueRule()

    private func control(
        _ label: String?, value: String? = nil, _ traits: Set<AccessibilityTrait>, checked: Bool? = nil
    ) -> Element {
        Element(
            type: "Control", label: label, value: value, traits: traits,
            frame: Rect(x: 20, y: 300, width: 350, height: 44),
            isAccessibilityElement: true, isChecked: checked)
    }

    private func setting(_ label: String, twoState: Bool) -> AdjustableValueRule.SettingInLabel? {
        AdjustableValueRule.settingInLabel(label, isTwoState: twoState, words: .english)
    }

    @Test func settingsAtTheEndOfLabelsAreFound() {
        #expect(setting("Volume 50%", twoState: false) == .init(name: "Volume", setting: "50%", isCertain: true))
        #expect(setting("Volume - 50 %", twoState: false) == .init(name: "Volume", setting: "50 %", isCertain: true))
        #expect(setting("Dark Theme On", twoState: true) == .init(name: "Dark Theme", setting: "On", isCertain: true))
        #expect(
            setting("Remember me, off", twoState: true) == .init(name: "Remember me", setting: "off", isCertain: true))
        #expect(
            setting("Remember me not checked", twoState: true)
                == .init(name: "Remember me", setting: "not checked", isCertain: true))
        #expect(setting("Brightness 7", twoState: false) == .init(name: "Brightness", setting: "7", isCertain: false))
        #expect(
            setting("Battery saver at 20%", twoState: true)
                == .init(name: "Battery saver at", setting: "20%", isCertain: true))
    }

    @Test func namesThatOnlyLookLikeSettingsAreLeftAlone() {
        #expect(setting("Alarm 2", twoState: true) == nil, "a number ends many switch names")
        #expect(setting("Add-on", twoState: true) == nil)
        #expect(setting("Hands-on mode", twoState: true) == nil)
        #expect(setting("Button", twoState: true) == nil)
        #expect(setting("On", twoState: true) == nil, "nothing is left for a name")
        #expect(setting("50%", twoState: false) == nil)
        #expect(setting("Volume", twoState: false) == nil)
        #expect(setting("MP3", twoState: false) == nil)
    }

    @Test func sliderWithoutValue() {
        let found = hits(of: rule, in: [control("Volume", [.adjustable])])
        #expect(
            found.map(\.message) == [
                "Give \"Volume\" an accessibilityValue with its current setting, such as \"50%\", and update it on every "
                    + "change, so VoiceOver says it and announces each change"
            ])
        #expect(found.first?.certainty == .violation)
    }

    @Test func switchStateInLabelWithValueGetsAFix() {
        let found = hits(of: rule, in: [control("Dark Theme On", value: "1", [.switchButton])])
        #expect(
            found.first?.message == "Remove \"On\" from the label \"Dark Theme On\": its accessibilityValue already "
                + "says it, and a label is not re-read when the setting changes")
        #expect(found.first?.fix == Fix(description: "Set the label to \"Dark Theme\"", replacement: "Dark Theme"))
    }

    @Test func settingInLabelWithoutValueIsMoved() {
        let found = hits(of: rule, in: [control("Volume 50%", [.adjustable])])
        #expect(
            found.map(\.message) == [
                "Move \"50%\" out of the label \"Volume 50%\" into accessibilityValue, leaving the label \"Volume\", so "
                    + "VoiceOver announces each change"
            ])
        #expect(found.first?.fix == nil, "the value must be set too, so replacing the label alone is not the whole fix")
    }

    @Test func bareNumberIsForReviewWithoutFix() {
        let found = hits(of: rule, in: [control("Brightness 7", value: "7", [.adjustable])])
        #expect(found.first?.certainty == .needsReview)
        #expect(found.first?.fix == nil)
        #expect(
            found.first?.message == "If \"7\" in the label \"Brightness 7\" is the current setting, remove it: "
                + "its accessibilityValue already says it, and a label is not re-read when the setting changes")
    }

    @Test func androidWordingNamesCheckedStateAndStateDescription() {
        let toggle = hits(of: rule, in: [control("Wi-Fi", [.toggle])], platform: .android)
        #expect(
            toggle.first?.message == "Make \"Wi-Fi\" checkable and keep its checked state current (as Switch and "
                + "CheckBox do, or Modifier.toggleable in Compose), so TalkBack says whether it is on")
        let seekBar = hits(of: rule, in: [control("Volume", [.seekBar])], platform: .android)
        #expect(seekBar.first?.message.hasPrefix("Expose the current setting of \"Volume\"") == true)
        #expect(hits(of: rule, in: [control("Wi-Fi", [.toggle], checked: false)], platform: .android).isEmpty)
    }

    @Test func uiautomatorSlidersAreNotJudgedOnAValueTheDumpCannotHold() {
        #expect(
            hits(of: rule, in: [control("Volume", [.seekBar])], platform: .android, sourceFormat: .uiautomator).isEmpty)
        // A value in the label is still seen, and switches still have their checked state.
        #expect(
            hits(of: rule, in: [control("Volume 50%", [.seekBar])], platform: .android, sourceFormat: .uiautomator)
                .count == 1)
        #expect(
            hits(of: rule, in: [control("Wi-Fi", [.toggle])], platform: .android, sourceFormat: .uiautomator).count == 1
        )
    }

    @Test func otherElementsAndUnreachedControlsAreLeftAlone() {
        #expect(hits(of: rule, in: [control("Share", [.button])]).isEmpty)
        // sign-in.rotor.json: the row is the element; the UISwitch inside it is never reached.
        var row = control("Remember Me", value: "0", [.switchButton])
        row.children = [control("Remember Me", [.switchButton])]
        #expect(hits(of: rule, in: [row]).isEmpty)
    }

    // MARK: Steppers read as two buttons

    private func stepper(label: String?, value: String?, buttonLabels: [String] = ["Decrement", "Increment"]) -> Element
    {
        Element(
            type: "Stepper", label: label, value: value, frame: Rect(x: 276, y: 300, width: 94, height: 32),
            children: buttonLabels.enumerated().map { index, text in
                Element(
                    type: "Button", label: text, traits: [.button],
                    frame: Rect(x: 276 + Double(index) * 47, y: 300, width: 47, height: 32),
                    isAccessibilityElement: true)
            })
    }

    @Test func stepperWithoutNameOrValue() {
        let found = hits(of: rule, in: [stepper(label: nil, value: nil)])
        #expect(
            found.map(\.message) == [
                "Give this stepper an accessibilityLabel that says what it changes (\"Quantity\"): VoiceOver reads its buttons "
                    + "only as \"Increment\" and \"Decrement\"",
                "Give this stepper an accessibilityValue with its current setting (\"3\") and keep it current, so VoiceOver says "
                    + "it with the buttons and after each press",
            ])
        #expect(found.map(\.certainty) == [.violation, .needsReview])
    }

    @Test func stepperWhoseButtonsCarryItsNameAndValue() {
        var named = stepper(label: nil, value: nil, buttonLabels: ["Quantity, Decrement", "Quantity, Increment"])
        named.children[0].value = "3"
        named.children[1].value = "3"
        #expect(hits(of: rule, in: [named]).isEmpty)
        #expect(hits(of: rule, in: [stepper(label: "Quantity", value: "3")]).isEmpty)
        #expect(
            hits(of: rule, in: [stepper(label: nil, value: nil, buttonLabels: ["Previous", "Next"])]).isEmpty,
            "not a stepper")
    }

    @Test func partsOfSystemPickersAreTheSystems() {
        let month = Element(
            type: "Button", label: "November 2026", traits: [.button, .adjustable],
            frame: Rect(x: 28, y: 248, width: 150, height: 44), isAccessibilityElement: true)
        let picker = Element(
            type: "DatePicker", frame: Rect(x: 16, y: 238, width: 358, height: 346), container: .picker,
            children: [month])
        #expect(hits(of: rule, in: [picker]).isEmpty)
        #expect(hits(of: ConflictingTraitsRule(), in: [picker]).isEmpty)
        #expect(!hits(of: rule, in: [month]).isEmpty, "the same button outside a system picker is the app's")
        let field = Element(
            type: "android.widget.EditText", value: "2", traits: [.editBox],
            identifier: "android:id/numberpicker_input",
            frame: Rect(x: 390, y: 1160, width: 300, height: 120), isAccessibilityElement: true, isClickable: true)
        let numberPicker = Element(
            type: "android.widget.NumberPicker", frame: Rect(x: 390, y: 1010, width: 300, height: 420),
            container: .picker, children: [field])
        #expect(hits(of: MissingNameRule(), in: [numberPicker], platform: .android).isEmpty)
        #expect(!hits(of: MissingNameRule(), in: [field], platform: .android).isEmpty)
    }
}

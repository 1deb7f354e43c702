import Foundation

/// A control whose setting changes (a slider, a switch, a check box) exposes that setting as its
/// value, not in its label: the screen reader announces a new value as soon as it changes, but
/// does not re-read the label.
public struct AdjustableValueRule: TreeRule {
    /// Code that sets these on the element changes what this rule judges in an Interface Builder file.
    public let membersCodeMayOverride: CodeOverrides? = CodeOverrides(
        CodeOverrides.names.union(["accessibilityValue", CodeOverrides.shownInline]))

    public init() {}

    public let metadata = RuleMetadata(
        id: "adjustable-value",
        title: "Adjustable controls expose their value",
        criteria: ["4.1.2"],
        defaultSeverity: .error,
        success: "Every adjustable element, slider, switch and check box has a value or a checked state that says its "
            + "current setting (\"50%\", on or off), kept apart from its label (\"Volume\"), so the screen reader says "
            + "it and announces each change.",
        failure: "A control that can be set has no value and no checked state, so a screen reader user cannot tell "
            + "its setting; or its setting is written into its label (\"Volume 50%\", \"Dark Theme On\"), where it "
            + "is not announced when it changes and goes stale.",
        limitations: "Android uiautomator dumps do not record a slider's value, so sliders in them are checked only "
            + "for a value written into the label. A number at the end of a slider's label may be part of its name "
            + "and is reported for review; a number at the end of a switch's label (\"Alarm 2\") is taken as a name. "
            + "Whether the value is updated when the setting changes cannot be seen in one capture. A stepper read as "
            + "two buttons is recognised by their words (\"Increment\", \"Decrement\"); its missing value is for "
            + "review, as the count may be spoken another way. Parts of the platforms' own pickers (a calendar's month "
            + "button, a NumberPicker's values) and the pickers themselves (a UIDatePicker or UIPickerView, which an Interface "
            + "Builder file shows without the setting it will hold) are left alone: the system speaks their settings.",
        guideline: "iOS Accessibility Properties: How They Relate to WCAG, and How to Correctly Use Them › Value")

    public let treeExamples: [RuleExample] = [
        .triggering(
            "a slider with no value",
            RuleExample.screen([
                Element(
                    type: "UISlider", label: "Volume", traits: [.adjustable],
                    frame: Rect(x: 20, y: 300, width: 350, height: 44), isAccessibilityElement: true)
            ])),
        .triggering(
            "a switch with its state in the label",
            RuleExample.screen([
                Element(
                    type: "UISwitch", label: "Dark Theme On", value: "1", traits: [.switchButton],
                    frame: Rect(x: 20, y: 300, width: 350, height: 44), isAccessibilityElement: true)
            ])),
        .triggering(
            "a grouped switch row saying its state in the label, with no value",
            RuleExample.screen([
                Element(
                    type: "UIView", label: "Remember me, off", traits: [.switchButton],
                    frame: Rect(x: 20, y: 300, width: 350, height: 44), isAccessibilityElement: true)
            ])),
        .triggering(
            "a slider with its percentage in the label",
            RuleExample.screen([
                Element(
                    type: "UISlider", label: "Volume 50%", traits: [.adjustable],
                    frame: Rect(x: 20, y: 300, width: 350, height: 44), isAccessibilityElement: true)
            ])),
        .triggering(
            "an Android switch that is not checkable",
            RuleExample.screen(
                [
                    Element(
                        type: "android.widget.Switch", label: "Wi-Fi", traits: [.toggle],
                        frame: Rect(x: 48, y: 400, width: 984, height: 144), isAccessibilityElement: true,
                        isClickable: true)
                ], platform: .android)),
        .triggering(
            "a stepper whose buttons say only \"Increment\" and \"Decrement\", with no value",
            RuleExample.screen([
                Self.stepper(label: nil, value: nil)
            ])),
        .nonTriggering(
            "the stepper with a name and its count as its value",
            RuleExample.screen([
                Self.stepper(label: "Quantity", value: "3")
            ])),
        .nonTriggering(
            "a system date picker, whose setting the system speaks",
            RuleExample.screen([
                Element(
                    type: "UIDatePicker", traits: [.adjustable], frame: Rect(x: 20, y: 300, width: 350, height: 216),
                    isAccessibilityElement: true, container: .picker)
            ])),
        .nonTriggering(
            "the slider with its value apart from its label",
            RuleExample.screen([
                Element(
                    type: "UISlider", label: "Volume", value: "50%", traits: [.adjustable],
                    frame: Rect(x: 20, y: 300, width: 350, height: 44), isAccessibilityElement: true)
            ])),
        .nonTriggering(
            "the switches with their state as their value",
            RuleExample.screen([
                Element(
                    type: "UISwitch", label: "Dark Theme", value: "1", traits: [.switchButton],
                    frame: Rect(x: 20, y: 300, width: 350, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIView", label: "Remember me", value: "0", traits: [.switchButton],
                    frame: Rect(x: 20, y: 360, width: 350, height: 44), isAccessibilityElement: true),
            ])),
        .nonTriggering(
            "an Android switch with its checked state, and a numbered alarm switch",
            RuleExample.screen(
                [
                    Element(
                        type: "android.widget.Switch", label: "Wi-Fi", traits: [.toggle],
                        frame: Rect(x: 48, y: 400, width: 984, height: 144), isAccessibilityElement: true,
                        isChecked: true,
                        isClickable: true),
                    Element(
                        type: "android.widget.Switch", label: "Alarm 2", traits: [.toggle],
                        frame: Rect(x: 48, y: 560, width: 984, height: 144), isAccessibilityElement: true,
                        isChecked: false,
                        isClickable: true),
                ], platform: .android)),
    ]

    /// A stepper as XCUITest captures show UIStepper: a container holding two buttons.
    private static func stepper(label: String?, value: String?) -> Element {
        Element(
            type: "Stepper", label: label, value: value, frame: Rect(x: 276, y: 300, width: 94, height: 32),
            children: [
                Element(
                    type: "Button", label: "Decrement", traits: [.button],
                    frame: Rect(x: 276, y: 300, width: 47, height: 32),
                    isAccessibilityElement: true),
                Element(
                    type: "Button", label: "Increment", traits: [.button],
                    frame: Rect(x: 323, y: 300, width: 47, height: 32),
                    isAccessibilityElement: true),
            ])
    }

    /// Roles whose element has a setting a person changes.
    static let settableRoles: Set<AccessibilityTrait> = [.adjustable, .seekBar, .switchButton, .toggle, .checkBox]
    /// Roles whose setting is on or off.
    static let twoStateRoles: Set<AccessibilityTrait> = [.switchButton, .toggle, .checkBox]
    /// Capture formats that never record a slider's value (uiautomator dumps hold no RangeInfo).
    static let formatsWithoutRangeValues: Set<CaptureFormat> = [.uiautomator]

    public func check(_ context: AuditContext) -> [RuleHit] {
        var hits: [RuleHit] = []
        for item in context.readingItems where !context.isInsideSystemPicker(item.path) {
            let element = item.element
            guard !element.traits.isDisjoint(with: Self.settableRoles) else { continue }
            let isTwoState = !element.traits.isDisjoint(with: Self.twoStateRoles)
            let hasSetting = element.value?.nonBlank != nil || element.isChecked != nil
            let wording = Wording(platform: context.screen.platform, isTwoState: isTwoState)

            if let label = element.label?.nonBlank,
                let baked = Self.settingInLabel(label, isTwoState: isTwoState, words: context.words)
            {
                hits.append(hit(for: baked, label: label, hasSetting: hasSetting, path: item.path, wording: wording))
            } else if !hasSetting {
                // The system's own pickers speak the setting they show; the app gives them no value.
                if SystemPickers.isPicker(element) { continue }
                let capturesValues =
                    !(context.screen.sourceFormat.map { Self.formatsWithoutRangeValues.contains($0) } ?? false)
                guard isTwoState || capturesValues else { continue }
                let subject = element.spokenName.map { "\"\($0)\"" } ?? "this \(element.type)"
                hits.append(RuleHit(path: item.path, message: wording.missingSetting(subject: subject)))
            }
        }
        return hits + stepperHits(context)
    }

    /// A stepper that VoiceOver reads as two buttons (UIKit's UIStepper, as captures show it): the
    /// buttons say only "Increment" and "Decrement", so the stepper needs a name that says what they
    /// change, and a value, which VoiceOver reads with them after each press.
    private func stepperHits(_ context: AuditContext) -> [RuleHit] {
        var hits: [RuleHit] = []
        for node in context.visibleNodes
        where !node.isInsideAccessibilityElement && !node.element.isAccessibilityElement {
            let stepper = node.element
            let buttons = stepper.children.filter {
                !$0.isHidden && $0.isAccessibilityElement && $0.traits.contains(.button)
            }
            let stepWords = buttons.compactMap { $0.label.flatMap { Self.stepWord(in: $0, words: context.words) } }
            guard buttons.count == 2, Set(stepWords).count == 2 else { continue }
            let isUnnamed =
                stepper.label?.nonBlank == nil
                && buttons.allSatisfy {
                    LabelText.comparable($0.label ?? "") == Self.stepWord(in: $0.label ?? "", words: context.words)
                }
            if isUnnamed {
                hits.append(
                    RuleHit(
                        path: node.path,
                        message: "Give this stepper an accessibilityLabel that says what it "
                            + "changes (\"Quantity\"): VoiceOver reads its buttons only as \"Increment\" and \"Decrement\""
                    ))
            }
            if stepper.value?.nonBlank == nil, buttons.allSatisfy({ $0.value?.nonBlank == nil }) {
                hits.append(
                    RuleHit(
                        path: node.path,
                        message: "Give this stepper an accessibilityValue with its current "
                            + "setting (\"3\") and keep it current, so VoiceOver says it with the buttons and after each press",
                        certainty: .needsReview))
            }
        }
        return hits
    }

    /// "increment" from "Increment" or "Quantity, Increment": the word a stepper's button ends with.
    private static func stepWord(in label: String, words: WordLists) -> String? {
        let last = label.lowercased().split { !$0.isLetter }.last.map(String.init)
        return last.flatMap { words.stepperButtonWords.contains($0) ? $0 : nil }
    }

    private func hit(for baked: SettingInLabel, label: String, hasSetting: Bool, path: ElementPath, wording: Wording)
        -> RuleHit
    {
        // A bare number may belong to the name, so the request is conditional and offers no fix.
        let removed = baked.isCertain ? "\"\(baked.setting)\" from the label \"\(label)\"" : "it"
        let opening =
            baked.isCertain ? "" : "If \"\(baked.setting)\" in the label \"\(label)\" is the current setting, "
        if hasSetting {
            let fix =
                baked.isCertain ? Fix(description: "Set the label to \"\(baked.name)\"", replacement: baked.name) : nil
            return RuleHit(
                path: path,
                message: opening + (baked.isCertain ? "Remove " : "remove ") + removed + ": \(wording.settingHolder) "
                    + "already says it, and a label is not re-read when the setting changes",
                certainty: baked.isCertain ? .violation : .needsReview,
                fix: fix)
        }
        let moved = baked.isCertain ? "\"\(baked.setting)\" out of the label \"\(label)\"" : "it"
        return RuleHit(
            path: path,
            message: opening + (baked.isCertain ? "Move " : "move ") + moved + " \(wording.settingHome), leaving the "
                + "label \"\(baked.name)\", so \(wording.screenReader) announces each change",
            certainty: baked.isCertain ? .violation : .needsReview)
    }

    /// A setting written at the end of a label: "Volume 50%" is the name "Volume" and the setting "50%".
    struct SettingInLabel: Equatable {
        var name: String
        var setting: String
        /// False for a bare number, which may be part of the name ("Channel 5").
        var isCertain: Bool
    }

    static func settingInLabel(_ label: String, isTwoState: Bool, words: WordLists) -> SettingInLabel? {
        let text = label.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasSuffix("%"), let number = trailingNumber(in: text.dropLast().trimmingTrailingWhitespace()) {
            return split(text, settingStart: number.startIndex, isCertain: true)
        }
        if isTwoState {
            // Longest first, so that "not checked" wins over "checked".
            let stateWords = words.stateWords.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
            for word in stateWords where text.count > word.count {
                let start = text.index(text.endIndex, offsetBy: -word.count)
                guard text[start...].lowercased() == word else { continue }
                return split(text, settingStart: start, isCertain: true)
            }
            return nil
        }
        guard let number = trailingNumber(in: text[...]) else { return nil }
        return split(text, settingStart: number.startIndex, isCertain: false)
    }

    /// Splits `text` into a name and the setting that starts at `settingStart`, if the setting is a
    /// separate word and a name is left.
    private static func split(_ text: String, settingStart: String.Index, isCertain: Bool) -> SettingInLabel? {
        let head = text[..<settingStart]
        guard let last = head.last, isSeparator(last) else { return nil }
        let name = head.trimmingCharacters(in: nameTrailer)
        guard !name.isEmpty else { return nil }
        return SettingInLabel(name: name, setting: String(text[settingStart...]), isCertain: isCertain)
    }

    /// The number ("50", "7.5") that ends `text`.
    private static func trailingNumber(in text: Substring) -> Substring? {
        var start = text.endIndex
        while start > text.startIndex {
            let previous = text.index(before: start)
            guard text[previous].isASCII, text[previous].isNumber || text[previous] == "." || text[previous] == ","
            else { break }
            start = previous
        }
        let number = text[start...].drop { !$0.isNumber }
        return number.isEmpty ? nil : number
    }

    /// What may stand between a name and its setting. A hyphen alone does not ("Add-on", "Hands-on").
    private static let separatorPunctuation = CharacterSet(charactersIn: ",:;")
    /// What is trimmed from the end of the name ("Volume - 50%" → "Volume").
    private static let nameTrailer = CharacterSet.whitespaces.union(CharacterSet(charactersIn: ",:;-–—"))

    private static func isSeparator(_ character: Character) -> Bool {
        character.isWhitespace || character.unicodeScalars.allSatisfy(separatorPunctuation.contains)
    }

    /// Where a platform keeps a control's setting, in the words its developers know.
    struct Wording {
        var platform: Platform
        var isTwoState: Bool

        var screenReader: String { platform == .ios ? "VoiceOver" : "TalkBack" }

        var settingHolder: String {
            switch (platform, isTwoState) {
            case (.ios, _): return "its accessibilityValue"
            case (.android, true): return "its checked state"
            case (.android, false): return "its state description"
            }
        }

        var settingHome: String {
            switch (platform, isTwoState) {
            case (.ios, _): return "into accessibilityValue"
            case (.android, true): return "into its checked state"
            case (.android, false): return "into its state description"
            }
        }

        func missingSetting(subject: String) -> String {
            switch (platform, isTwoState) {
            case (.ios, true):
                return "Give \(subject) an accessibilityValue that says its state (\"1\" for on, \"0\" for off, as "
                    + "UISwitch reports it), so VoiceOver says whether it is on"
            case (.ios, false):
                return "Give \(subject) an accessibilityValue with its current setting, such as \"50%\", and update it "
                    + "on every change, so VoiceOver says it and announces each change"
            case (.android, true):
                return "Make \(subject) checkable and keep its checked state current (as Switch and CheckBox do, or "
                    + "Modifier.toggleable in Compose), so TalkBack says whether it is on"
            case (.android, false):
                return "Expose the current setting of \(subject) (as SeekBar does, or with a state description), so "
                    + "TalkBack says it and announces each change"
            }
        }
    }
}

extension Substring {
    fileprivate func trimmingTrailingWhitespace() -> Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[..<end]
    }
}

/// Every control and every image a screen reader stops on has a name; a role alone ("button",
/// "image", "text field") tells a person nothing about what it is for.
public struct MissingNameRule: TreeRule {
    /// Code that sets these on the element changes what this rule judges in an Interface Builder file.
    public let membersCodeMayOverride: CodeOverrides? = CodeOverrides(
        CodeOverrides.names.union(CodeOverrides.images).union([CodeOverrides.shownInline]))

    public init() {}

    public let metadata = RuleMetadata(
        id: "missing-name",
        title: "Controls and images have a name",
        criteria: ["1.1.1", "4.1.2"],
        defaultSeverity: .error,
        success: "Every control a screen reader reaches, and every image it stops on, has a name: an accessibility "
            + "label (a content description on Android) or visible text that says what the control does or what "
            + "the image shows. A text field is named by a label, not by its placeholder or by what was typed in it.",
        failure: "A control or an image is announced by its role alone (\"button\", \"image\", \"text field\"), by "
            + "its placeholder or by its value, or carries a label of only spaces, so a person cannot tell what it is for.",
        limitations: "Only elements the screen reader reaches are checked. A cell counts as named by the text inside "
            + "it, as UIKit names it. On Android a field's hint is its name, and a visible label that points at a "
            + "field with labelFor is not in uiautomator dumps, so an Android edit box without a description or hint "
            + "is reported for review, and so is a clickable layout read only by the text inside it. An SF Symbol "
            + "(`catalog=\"system\"`) names its element with the words VoiceOver reads for it where Rotor knows them "
            + "(`SystemNames`); any other symbol is likely read by its own name in words, but not always, so such an element "
            + "is reported for review, naming what VoiceOver likely reads. Whether a name is a good one is for uninformative-label. Parts of the platforms' own pickers (the field "
            + "inside a NumberPicker) are the system's, so they are not checked, nor is a UIDatePicker shown inline (Interface "
            + "Builder's Style Inline, or `preferredDatePickerStyle = .inline` set in code): a calendar whose days and time "
            + "VoiceOver reads one by one.",
        guideline: "iOS Accessibility Properties: How They Relate to WCAG, and How to Correctly Use Them › Name")

    public let treeExamples: [RuleExample] = [
        .triggering(
            "an icon button with no label",
            RuleExample.screen([
                Element(
                    type: "UIButton", traits: [.button], frame: Rect(x: 330, y: 50, width: 44, height: 44),
                    isAccessibilityElement: true)
            ])),
        .triggering(
            "a navigation bar back button with no name",
            RuleExample.screen([
                Element(
                    type: "Button", traits: [.backButton], frame: Rect(x: 8, y: 20, width: 39, height: 44),
                    isAccessibilityElement: true)
            ])),
        .triggering(
            "an image VoiceOver stops on that has no description",
            RuleExample.screen([
                Element(
                    type: "UIImageView", traits: [.image], frame: Rect(x: 0, y: 100, width: 390, height: 200),
                    isAccessibilityElement: true)
            ])),
        .triggering(
            "a text field named only by its placeholder",
            RuleExample.screen([
                Element(
                    type: "UITextField", traits: [.textField], frame: Rect(x: 20, y: 200, width: 350, height: 44),
                    isAccessibilityElement: true, placeholder: "Enter your email")
            ])),
        .triggering(
            "a text field named only by what was typed in it",
            RuleExample.screen([
                Element(
                    type: "UITextField", value: "hoge@example.com", traits: [.textField],
                    frame: Rect(x: 20, y: 200, width: 350, height: 44), isAccessibilityElement: true)
            ])),
        .triggering(
            "a button whose label is only spaces",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "  ", traits: [.button],
                    frame: Rect(x: 20, y: 400, width: 350, height: 50),
                    isAccessibilityElement: true, visibleText: "Continue")
            ])),
        .triggering(
            "an Android clickable layout with no text or description",
            RuleExample.screen(
                [
                    Element(
                        type: "android.widget.LinearLayout", frame: Rect(x: 77, y: 84, width: 968, height: 253),
                        isAccessibilityElement: true, isClickable: true)
                ], platform: .android)),
        .triggering(
            "an Android clickable layout read only by the text inside it (needs review)",
            RuleExample.screen(
                [
                    Element(
                        type: "android.widget.LinearLayout", frame: Rect(x: 77, y: 84, width: 968, height: 253),
                        isAccessibilityElement: true, visibleText: "Fri, Apr 21", isClickable: true,
                        children: [
                            Element(
                                type: "android.widget.TextView", label: "Fri, Apr 21", traits: [.staticText],
                                frame: Rect(x: 77, y: 123, width: 968, height: 57))
                        ])
                ], platform: .android)),
        .nonTriggering(
            "the same controls with names",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Share", traits: [.button],
                    frame: Rect(x: 330, y: 50, width: 44, height: 44),
                    isAccessibilityElement: true),
                Element(
                    type: "Button", label: "Settings", traits: [.backButton],
                    frame: Rect(x: 8, y: 50, width: 90, height: 44),
                    isAccessibilityElement: true),
                Element(
                    type: "UIImageView", label: "Golden Gate Bridge at dusk", traits: [.image],
                    frame: Rect(x: 0, y: 100, width: 390, height: 200), isAccessibilityElement: true),
                Element(
                    type: "UITextField", label: "Email", traits: [.textField],
                    frame: Rect(x: 20, y: 320, width: 350, height: 44),
                    isAccessibilityElement: true, placeholder: "Enter your email"),
                Element(
                    type: "UIButton", traits: [.button], frame: Rect(x: 20, y: 400, width: 350, height: 50),
                    isAccessibilityElement: true, visibleText: "Continue"),
            ])),
        .triggering(
            "a button whose SF Symbol has no name Rotor knows (needs review)",
            RuleExample.screen([
                Element(
                    type: "UIButton", traits: [.button], frame: Rect(x: 330, y: 50, width: 44, height: 44),
                    isAccessibilityElement: true, systemImage: "clock.arrow.circlepath")
            ])),
        .nonTriggering(
            "a button and a bar button item whose SF Symbols the system names",
            RuleExample.screen([
                Element(
                    type: "UIButton", traits: [.button], frame: Rect(x: 330, y: 50, width: 44, height: 44),
                    isAccessibilityElement: true, systemImage: "plus"),
                Element(
                    type: "UIBarButtonItem", traits: [.button], frame: Rect(x: 280, y: 50, width: 44, height: 44),
                    isAccessibilityElement: true, systemImage: "magnifyingglass"),
            ])),
        .nonTriggering(
            "a cell named by its content, and a decorative image hidden from VoiceOver",
            RuleExample.screen([
                Element(
                    type: "UITableViewCell", traits: [.button], frame: Rect(x: 0, y: 100, width: 390, height: 60),
                    isAccessibilityElement: true,
                    children: [
                        Element(
                            type: "UILabel", traits: [.staticText], frame: Rect(x: 20, y: 110, width: 300, height: 20),
                            visibleText: "Wi-Fi"),
                        Element(
                            type: "UILabel", traits: [.staticText], frame: Rect(x: 20, y: 132, width: 300, height: 18),
                            visibleText: "Home Network"),
                    ]),
                Element(type: "UIImageView", traits: [.image], frame: Rect(x: 0, y: 0, width: 390, height: 90)),
            ])),
        .nonTriggering(
            "an Android field named by its hint",
            RuleExample.screen(
                [
                    Element(
                        type: "android.widget.EditText", traits: [.editBox],
                        frame: Rect(x: 48, y: 400, width: 984, height: 140),
                        isAccessibilityElement: true, placeholder: "Email", isClickable: true)
                ], platform: .android)),
    ]

    public func check(_ context: AuditContext) -> [RuleHit] {
        var hits: [RuleHit] = []
        // The field inside a NumberPicker is the system's; the app names the picker, not its parts.
        for (index, item) in context.readingItems.enumerated() where !context.isInsideSystemPicker(item.path) {
            let element = item.element
            guard element.isInteractive || element.traits.contains(.image) else { continue }
            if let label = element.label, !label.isEmpty, label.nonBlank == nil {
                hits.append(blankLabelHit(element, at: item.path, context: context))
                continue
            }
            // A placeholder is spoken when nothing else is, but it is not a name.
            var withoutPlaceholder = element
            withoutPlaceholder.placeholder = nil
            if let hit = contentNamedLayoutHit(element, at: item.path, context: context) {
                hits.append(hit)
                continue
            }
            guard withoutPlaceholder.spokenName == nil else { continue }
            let textBefore = index > 0 ? Self.nearbyText(context.readingItems[index - 1].element) : nil
            if let hit = unnamedHit(element, at: item.path, textBefore: textBefore, context: context) {
                hits.append(hit)
            }
        }
        return hits
    }

    private func blankLabelHit(_ element: Element, at path: ElementPath, context: AuditContext) -> RuleHit {
        let property = LabelText.labelProperty(context)
        let subject = Self.subject(element, context: context)
        guard let text = element.visibleText?.nonBlank else {
            return RuleHit(
                path: path,
                message: "Replace the blank \(property) of \(subject) with a name that says "
                    + "\(Self.purpose(of: element)): a label of only spaces is read as nothing")
        }
        return RuleHit(
            path: path,
            message: "Replace the blank \(property) of \(subject) with its visible text \"\(text)\": a label of only "
                + "spaces hides the text from \(LabelText.screenReaderName(context))",
            fix: Fix(description: "Use the visible text as the label", replacement: text))
    }

    private func unnamedHit(_ element: Element, at path: ElementPath, textBefore: String?, context: AuditContext)
        -> RuleHit?
    {
        let addLabel =
            "Add \(LabelText.labelPropertyWithArticle(context)) to \(Self.subject(element, context: context))"
        let isField = !element.traits.isDisjoint(with: Self.textInputTraits)
        let placeholder = element.placeholder?.nonBlank
        let suggestion =
            Self.isNamedByNearbyText(element)
            ? textBefore.map { ", such as \"\($0)\", the text just before it" } ?? "" : ""

        if context.screen.platform == .android && isField {
            // On Android the hint names a field, and a labelFor link from a visible label is not captured.
            guard placeholder == nil else { return nil }
            return RuleHit(
                path: path,
                message:
                    "Check that a visible label names \(Self.subject(element, context: context)) through labelFor; "
                    + "if none does, add an android:hint that says what to enter\(suggestion)",
                certainty: .needsReview)
        }
        if let placeholder {
            return RuleHit(
                path: path,
                message: "\(addLabel) that says what it is for\(suggestion): its placeholder "
                    + "\"\(placeholder)\" is not a name, and it is no longer read once something is typed")
        }
        if let value = element.value?.nonBlank {
            // Captures report an empty field's placeholder as its value.
            let content =
                isField ? "its content \"\(value)\" (what was typed, or a placeholder)" : "its value \"\(value)\""
            return RuleHit(
                path: path,
                message: "\(addLabel) that says what it is for\(suggestion): "
                    + "\(LabelText.screenReaderName(context)) reads only \(content), which does not name it")
        }
        if let symbol = element.systemImage?.nonBlank {
            // VoiceOver reads a symbol Rotor has no name for by some name, likely made from the
            // symbol's own ("clock arrow circlepath"): not silence, and perhaps not a purpose.
            let purpose = element.isInteractive ? Self.purpose(of: element) : "what it shows"
            return RuleHit(
                path: path,
                message: "\(SystemNames.unknownSymbolPhrase(symbol)): if that name does not say \(purpose), "
                    + "add \(LabelText.labelPropertyWithArticle(context)) to \(Self.subject(element, context: context)) that does",
                certainty: .needsReview)
        }
        if element.traits.contains(.image) && !element.isInteractive {
            let hiding =
                context.screen.platform == .android
                ? "mark it not important for accessibility" : "set isAccessibilityElement to false"
            return RuleHit(
                path: path, message: "\(addLabel) that describes what it shows, or \(hiding) if it is only decoration")
        }
        if element.traits.contains(.backButton) {
            return RuleHit(
                path: path, message: "\(addLabel), such as the title of the screen it returns to or \"Back\"")
        }
        let purpose = Self.isNamedByNearbyText(element) ? "what it is for" : Self.purpose(of: element)
        return RuleHit(path: path, message: "\(addLabel) that says \(purpose)\(suggestion)")
    }

    /// A clickable Android layout with no name of its own is read by the text inside it, which
    /// names what it shows (a date, a title) rather than what a tap does: a person should check it.
    private func contentNamedLayoutHit(_ element: Element, at path: ElementPath, context: AuditContext) -> RuleHit? {
        guard context.screen.platform == .android, element.isClickable, element.label?.nonBlank == nil,
            !element.children.isEmpty, let content = element.visibleText?.nonBlank,
            let className = element.type.split(separator: ".").last, Self.genericLayouts.contains(String(className))
        else { return nil }
        return RuleHit(
            path: path,
            message: "Check that the text TalkBack reads for this clickable \(className), \"\(content)\", says what a "
                + "tap does: the layout has no name of its own (no contentDescription or text); if it does not, add a "
                + "contentDescription that names the action",
            certainty: .needsReview)
    }

    /// Layout classes that carry no meaning of their own, unlike a Button or a TextView.
    private static let genericLayouts: Set<String> = [
        "LinearLayout", "FrameLayout", "RelativeLayout", "ConstraintLayout", "ViewGroup", "View", "CardView",
        "MaterialCardView", "GridLayout", "TableLayout", "TableRow", "CoordinatorLayout",
    ]

    /// Fields and settings are usually named by the text beside them; buttons say what they do.
    private static func isNamedByNearbyText(_ element: Element) -> Bool {
        !element.traits.isDisjoint(
            with: textInputTraits.union([
                .switchButton, .toggle, .adjustable, .seekBar, .checkBox,
                .radioButton, .popUpButton, .dropDownList,
            ]))
    }

    static let textInputTraits: Set<AccessibilityTrait> = [
        .textField, .secureTextField, .searchField, .textArea, .editBox,
    ]

    /// A short text read just before an unnamed control, offered as a likely name.
    private static func nearbyText(_ element: Element) -> String? {
        guard !element.isInteractive, let text = element.spokenName, text.count <= 40,
            let first = text.first, first.isLetter
        else { return nil }
        return text
    }

    private static func purpose(of element: Element) -> String {
        element.traits.contains(.link) ? "where it leads" : "what it does"
    }

    /// "this button", "this text field", "this control": the role as the screen reader says it.
    static func subject(_ element: Element, context: AuditContext) -> String {
        let profile = context.speaker.profile
        let spoken = context.speaker.roles(of: element).lazy.compactMap { profile.roles[$0]?.words }.first {
            !$0.isEmpty
        }
        // TalkBack's back button is "navigate up, button": name the role by its last phrase.
        let role = spoken?.components(separatedBy: ", ").last ?? "control"
        // VoiceOver's word for a slider is an adjective.
        return role == "adjustable" ? "this adjustable control" : "this \(role)"
    }
}

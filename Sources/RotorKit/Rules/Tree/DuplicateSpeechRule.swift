/// A name is read once and belongs to one control: the text beside a switch should not be read
/// again by the switch, and two controls that do different things should not sound the same.
public struct DuplicateSpeechRule: TreeRule {
    /// Code that sets these on the element changes what this rule judges in an Interface Builder file.
    public let membersCodeMayOverride: CodeOverrides? = CodeOverrides(CodeOverrides.names)

    public init() {}

    public let metadata = RuleMetadata(
        id: "duplicate-speech",
        title: "Names are read once and tell controls apart",
        criteria: ["1.3.1"],
        defaultSeverity: .warning,
        success: "A control and the visible text that names it are one element, such as a \"Dark Theme\" row that "
            + "is the switch, so the screen reader reads the name once, together with the control it belongs to; a "
            + "text field's visible label is hidden from the screen reader when the field carries the same name. "
            + "Controls that do different things have names that tell them apart.",
        failure: "The text beside a control is read, then the control repeats it (\"Dark Theme\", then \"Dark Theme, "
            + "switch button, off\"), and the relation between the two is only visual; or two controls with the same "
            + "name do different things, such as two \"Edit\" buttons.",
        limitations: "Only text read just before or just after a control is compared with it (past a text that shows "
            + "the control's value, as \"Volume\", \"0%\", then the slider). Text that repeats the screen's title, tabs "
            + "and keyboard keys are left out. Controls with the same name are only reported when the capture shows "
            + "they differ (identifiers, hints or values), and then for review.",
        guideline:
            "iOS Accessibility Properties: How They Relate to WCAG, and How to Correctly Use Them › Name › Example 2: Switch"
    )

    public let treeExamples: [RuleExample] = [
        .triggering(
            "a \"Dark Theme\" text followed by a switch with the same label",
            RuleExample.screen([
                Element(
                    type: "UILabel", label: "Dark Theme", traits: [.staticText],
                    frame: Rect(x: 20, y: 200, width: 200, height: 20),
                    isAccessibilityElement: true, visibleText: "Dark Theme"),
                Element(
                    type: "UISwitch", label: "Dark Theme", value: "0", traits: [.switchButton],
                    frame: Rect(x: 320, y: 194, width: 51, height: 31), isAccessibilityElement: true),
            ])),
        .triggering(
            "a \"Volume\" text and its value read before a slider with the same label",
            RuleExample.screen([
                Element(
                    type: "UILabel", label: "Volume", traits: [.staticText],
                    frame: Rect(x: 20, y: 300, width: 100, height: 20),
                    isAccessibilityElement: true, visibleText: "Volume"),
                Element(
                    type: "UILabel", label: "0%", traits: [.staticText],
                    frame: Rect(x: 320, y: 300, width: 50, height: 20),
                    isAccessibilityElement: true, visibleText: "0%"),
                Element(
                    type: "UISlider", label: "Volume", value: "0%", traits: [.adjustable],
                    frame: Rect(x: 20, y: 330, width: 350, height: 30), isAccessibilityElement: true),
            ])),
        .triggering(
            "two \"Edit\" buttons that edit different things (for review)",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Edit", traits: [.button], identifier: "editShippingAddress",
                    frame: Rect(x: 320, y: 200, width: 50, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Edit", traits: [.button], identifier: "editPaymentMethod",
                    frame: Rect(x: 320, y: 400, width: 50, height: 44), isAccessibilityElement: true),
            ])),
        .nonTriggering(
            "the switch grouped with its text into one element",
            RuleExample.screen([
                Element(
                    type: "UIView", label: "Dark Theme", value: "0", traits: [.switchButton],
                    frame: Rect(x: 0, y: 190, width: 390, height: 44), isAccessibilityElement: true,
                    children: [
                        Element(
                            type: "UILabel", label: "Dark Theme", traits: [.staticText],
                            frame: Rect(x: 20, y: 200, width: 200, height: 20), visibleText: "Dark Theme"),
                        Element(
                            type: "UISwitch", label: "Dark Theme", value: "0", traits: [.switchButton],
                            frame: Rect(x: 320, y: 194, width: 51, height: 31)),
                    ]),
                Element(
                    type: "UIButton", label: "Edit shipping address", traits: [.button],
                    identifier: "editShippingAddress",
                    frame: Rect(x: 20, y: 300, width: 350, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Edit payment method", traits: [.button], identifier: "editPaymentMethod",
                    frame: Rect(x: 20, y: 400, width: 350, height: 44), isAccessibilityElement: true),
            ])),
        .nonTriggering(
            "a title that repeats the navigation bar, and the selected tab with the same name",
            RuleExample.screen(
                [
                    Element(
                        type: "UILabel", label: "Settings", traits: [.staticText, .header],
                        frame: Rect(x: 20, y: 100, width: 350, height: 40), isAccessibilityElement: true,
                        visibleText: "Settings"),
                    Element(
                        type: "UIButton", label: "Settings", traits: [.button],
                        frame: Rect(x: 20, y: 150, width: 350, height: 44), isAccessibilityElement: true),
                    Element(
                        type: "UILabel", label: "Home", traits: [.staticText],
                        frame: Rect(x: 20, y: 700, width: 350, height: 20),
                        isAccessibilityElement: true, visibleText: "Home"),
                    Element(
                        type: "UIButton", label: "Home", traits: [.tab, .selected],
                        frame: Rect(x: 0, y: 780, width: 98, height: 49), isAccessibilityElement: true),
                ], title: "Settings")),
        .nonTriggering(
            "rows of \"Delete\" buttons that do the same thing",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Delete", traits: [.button], identifier: "delete-0",
                    frame: Rect(x: 300, y: 200, width: 70, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Delete", traits: [.button], identifier: "delete-1",
                    frame: Rect(x: 300, y: 260, width: 70, height: 44), isAccessibilityElement: true),
            ])),
    ]

    public func check(_ context: AuditContext) -> [RuleHit] {
        repeatedTextHits(context) + sameNameHits(context)
    }

    /// Controls whose name was just read, or is read next, as a separate text.
    private func repeatedTextHits(_ context: AuditContext) -> [RuleHit] {
        let items = context.readingItems
        let title = context.screen.title.map(LabelText.comparable)
        var hits: [RuleHit] = []
        for (index, item) in items.enumerated() {
            let control = item.element
            guard Self.isComparableControl(control), let name = control.spokenName else { continue }
            let wanted = LabelText.comparable(name)
            guard wanted != title else { continue }
            let value = control.value?.nonBlank.map(LabelText.comparable)
            let repeats = [-1, 1].contains { step in
                var neighbour = index + step
                if let value, Self.text(at: neighbour, in: items) == value { neighbour += step }
                return Self.text(at: neighbour, in: items) == wanted
            }
            guard repeats else { continue }
            let subject = MissingNameRule.subject(control, context: context)
            let reader = LabelText.screenReaderName(context)
            // A field cannot be folded into a container that acts for it, so its visible label is hidden instead.
            let message =
                control.traits.isDisjoint(with: MissingNameRule.textInputTraits)
                ? "Group the text \"\(name)\" and \(subject) into one element named \"\(name)\", so \(reader) reads the "
                    + "name once, with the control it belongs to"
                : "Hide the text \"\(name)\" from \(reader) (\(Self.hidingProperty(context))), as \(subject) already says "
                    + "\"\(name)\""
            hits.append(RuleHit(path: item.path, message: message))
        }
        return hits
    }

    /// Controls that share a name although the capture shows they do different things.
    private func sameNameHits(_ context: AuditContext) -> [RuleHit] {
        var groups: [String: [ReadingItem]] = [:]
        var order: [String] = []
        for item in context.readingItems where Self.isComparableControl(item.element) {
            guard let name = item.element.label?.nonBlank ?? item.element.visibleText?.nonBlank else { continue }
            let key = LabelText.comparable(name)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(item)
        }
        var hits: [RuleHit] = []
        for key in order {
            guard let members = groups[key], members.count > 1, Self.differ(members.map(\.element)) else { continue }
            let name = members[0].element.label?.nonBlank ?? members[0].element.visibleText?.nonBlank ?? key
            for member in members {
                hits.append(
                    RuleHit(
                        path: member.path,
                        message:
                            "Give each of the \(members.count) controls named \"\(name)\" a name that says what it "
                            + "does, such as \"\(name)\" followed by what it acts on: they do different things but sound the same",
                        certainty: .needsReview))
            }
        }
        return hits
    }

    private static func hidingProperty(_ context: AuditContext) -> String {
        context.screen.platform == .android ? "importantForAccessibility=\"no\"" : "isAccessibilityElement = false"
    }

    /// Tabs repeat the screen they show, and keyboard keys repeat by design.
    private static func isComparableControl(_ element: Element) -> Bool {
        element.isInteractive && element.traits.isDisjoint(with: [.tab, .keyboardKey])
    }

    /// The comparable name of a text (not a control) at `index`, if there is one.
    private static func text(at index: Int, in items: [ReadingItem]) -> String? {
        guard items.indices.contains(index), !items[index].element.isInteractive else { return nil }
        return items[index].element.spokenName.map(LabelText.comparable)
    }

    /// Different identifiers (ignoring the numbers of repeated rows), hints or values.
    private static func differ(_ elements: [Element]) -> Bool {
        let identifiers = Set(elements.compactMap { $0.identifier?.nonBlank?.filter { !$0.isNumber } })
        let hints = Set(elements.map { $0.hint?.nonBlank ?? "" })
        let values = Set(elements.map { $0.value?.nonBlank ?? "" })
        return identifiers.count > 1 || hints.count > 1 || values.count > 1
    }
}

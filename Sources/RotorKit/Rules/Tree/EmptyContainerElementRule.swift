/// Making a view an accessibility element hides everything inside it: without a label of its own,
/// the text its children show is never spoken.
public struct EmptyContainerElementRule: TreeRule {
    /// Code that sets these on the element changes what this rule judges in an Interface Builder file.
    public let membersCodeMayOverride: CodeOverrides? = CodeOverrides(CodeOverrides.names)

    public init() {}

    public let metadata = RuleMetadata(
        id: "empty-container-element",
        title: "Elements that hide their children's text speak it themselves",
        criteria: ["4.1.2", "1.1.1"],
        defaultSeverity: .error,
        success: "A view made into one accessibility element, such as a card or a custom control, has a label "
            + "(or value) that says what its children show, often their texts joined: \"Pay, $12.00\". Otherwise it "
            + "is left as a container, so the screen reader reaches each child.",
        failure: "A view is an accessibility element with no label, value or text of its own, so the screen reader "
            + "stops on it and says nothing of the text inside, which it no longer visits.",
        limitations: "Cells are not reported: UIKit names a cell after the text it contains. Children are taken to "
            + "show text when they have a label or visible text; an image drawn without either is not seen.",
        guideline: "VoiceOver Guidelines › Grouping Elements")

    public let treeExamples: [RuleExample] = [
        .triggering(
            "a pay button made of two labels, with no label of its own",
            RuleExample.screen([
                Self.payButton(label: nil)
            ])),
        .triggering(
            "an account summary card made one element without a label",
            RuleExample.screen([
                Self.accountCard(label: nil, value: nil)
            ])),
        .nonTriggering(
            "the pay button labelled with what its children show",
            RuleExample.screen([
                Self.payButton(label: "Pay, $12.00")
            ])),
        .nonTriggering(
            "the card with a label and a value",
            RuleExample.screen([
                Self.accountCard(label: "Checking account", value: "$2,340.18")
            ])),
        .nonTriggering(
            "a table cell, which UIKit names after its content",
            RuleExample.screen([
                Element(
                    type: "UITableViewCell", traits: [.button], frame: Rect(x: 0, y: 200, width: 390, height: 60),
                    isAccessibilityElement: true,
                    children: [
                        Element(
                            type: "UILabel", label: "Notifications", traits: [.staticText],
                            frame: Rect(x: 20, y: 219, width: 200, height: 22), visibleText: "Notifications")
                    ])
            ])),
        .nonTriggering(
            "a container that is not an accessibility element, whose children are read one by one",
            RuleExample.screen([
                {
                    var card = Self.accountCard(label: nil, value: nil)
                    card.isAccessibilityElement = false
                    return card
                }()
            ])),
    ]

    public func check(_ context: AuditContext) -> [RuleHit] {
        var hits: [RuleHit] = []
        for item in context.readingItems {
            let element = item.element
            guard !element.children.isEmpty, !element.type.hasSuffix("Cell"), element.spokenName == nil,
                element.value?.nonBlank == nil
            else { continue }
            let texts = Self.childTexts(of: element)
            guard !texts.isEmpty else { continue }
            let suggestion = texts.prefix(3).joined(separator: ", ")
            hits.append(
                RuleHit(
                    path: item.path,
                    message:
                        "Give this \(element.type) a label that says what it shows, such as \"\(suggestion)\": as one "
                        + "accessibility element it keeps the screen reader from reading the text inside it. Otherwise stop making "
                        + "it an accessibility element, so that each child is read"))
        }
        return hits
    }

    /// The texts shown inside the element, in document order, without walking into a named child.
    static func childTexts(of element: Element) -> [String] {
        var texts: [String] = []
        var stack = Array(element.children.reversed())
        while let child = stack.popLast() {
            guard !child.isHidden else { continue }
            if let text = child.label?.nonBlank ?? child.visibleText?.nonBlank {
                texts.append(text)
            } else {
                stack.append(contentsOf: child.children.reversed())
            }
        }
        return texts
    }

    // MARK: Example screens

    private static func payButton(label: String?) -> Element {
        Element(
            type: "PayButton", label: label, traits: [.button], frame: Rect(x: 24, y: 740, width: 342, height: 56),
            isAccessibilityElement: true,
            children: [
                Element(
                    type: "UILabel", label: "Pay", traits: [.staticText],
                    frame: Rect(x: 40, y: 757, width: 60, height: 22), visibleText: "Pay"),
                Element(
                    type: "UILabel", label: "$12.00", traits: [.staticText],
                    frame: Rect(x: 290, y: 757, width: 60, height: 22), visibleText: "$12.00"),
            ])
    }

    private static func accountCard(label: String?, value: String?) -> Element {
        Element(
            type: "AccountSummaryView", label: label, value: value, frame: Rect(x: 16, y: 120, width: 358, height: 96),
            isAccessibilityElement: true,
            children: [
                Element(
                    type: "UILabel", label: "Checking account", traits: [.staticText],
                    frame: Rect(x: 32, y: 136, width: 200, height: 22), isAccessibilityElement: true,
                    visibleText: "Checking account"),
                Element(
                    type: "UILabel", label: "$2,340.18", traits: [.staticText],
                    frame: Rect(x: 32, y: 168, width: 200, height: 34), isAccessibilityElement: true,
                    visibleText: "$2,340.18"),
            ])
    }
}

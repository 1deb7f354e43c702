/// A control the screen reader moves to must stay at least partly visible: a sticky footer or a
/// floating button drawn over it hides where focus is.
public struct FocusObscuredRule: TreeRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "focus-obscured",
        title: "Focused controls are not hidden under other content",
        criteria: ["2.4.11"],
        defaultSeverity: .error,
        success: "Every control a person can move to stays at least partly visible when it has focus: nothing "
            + "opaque is drawn over it, and scrolling content makes room for sticky headers, footers and floating "
            + "buttons (for example through the scroll view's content inset).",
        failure: "A control the screen reader reaches is completely covered by an element drawn after it, such as "
            + "a sticky footer, a banner or a floating button, so a sighted keyboard or switch user cannot see "
            + "where focus is.",
        limitations: "Only covers that surely hide a control are counted: a view with an opaque background colour, "
            + "or one smaller than half the screen that is itself a control or an accessibility element other than "
            + "text (larger ones are often transparent overlays). Views without a recorded colour, "
            + "translucent views and partly covered controls are not reported, nor are elements without a frame. "
            + "Inside a scroll view the screen reader may scroll the control clear of a cover outside it, so such "
            + "findings need review. Drawing order is taken to be document order.",
        guideline: "Operable › Focus Not Obscured (Minimum) (WCAG 2.4.11 - Level AA)")

    public let treeExamples: [RuleExample] = [
        .triggering(
            "a sticky footer with an opaque background drawn over the last button",
            RuleExample.screen([
                Self.checkoutContent(),
                Self.footer(),
            ])),
        .triggering(
            "a floating chat button drawn over a small info button",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Delivery details", traits: [.button],
                    frame: Rect(x: 330, y: 700, width: 24, height: 24), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Chat with us", traits: [.button],
                    frame: Rect(x: 318, y: 690, width: 56, height: 56), isAccessibilityElement: true),
            ])),
        .triggering(
            "scrolling content under a footer outside the scroll view (for review)",
            RuleExample.screen([
                Element(
                    type: "UIScrollView", frame: Rect(x: 0, y: 0, width: 390, height: 844),
                    children: [Self.checkoutContent()]),
                Self.footer(),
            ])),
        .nonTriggering(
            "a full-screen container without a background colour drawn over the content",
            RuleExample.screen([
                Self.checkoutContent(),
                Element(
                    type: "UIView", frame: Rect(x: 0, y: 0, width: 390, height: 844),
                    children: [
                        Element(
                            type: "UILabel", label: "Free delivery over $50", traits: [.staticText],
                            frame: Rect(x: 24, y: 60, width: 342, height: 22), isAccessibilityElement: true)
                    ]),
            ])),
        .nonTriggering(
            "the footer placed below the content, which ends above it",
            RuleExample.screen([
                Element(
                    type: "UIView", frame: Rect(x: 0, y: 0, width: 390, height: 744),
                    children: [
                        Element(
                            type: "UIButton", label: "Place order", traits: [.button],
                            frame: Rect(x: 24, y: 660, width: 342, height: 50), isAccessibilityElement: true)
                    ]),
                Self.footer(),
            ])),
        .nonTriggering(
            "a translucent footer, a partly covered button and a cover drawn before the control",
            RuleExample.screen([
                Element(
                    type: "UIView", frame: Rect(x: 0, y: 600, width: 390, height: 100), backgroundColor: Self.white),
                Element(
                    type: "UIButton", label: "Apply coupon", traits: [.button],
                    frame: Rect(x: 24, y: 620, width: 342, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Place order", traits: [.button],
                    frame: Rect(x: 24, y: 740, width: 342, height: 50), isAccessibilityElement: true),
                Element(
                    type: "UIView", frame: Rect(x: 0, y: 730, width: 390, height: 114),
                    backgroundColor: Color(red: 1, green: 1, blue: 1, alpha: 0.6)),
                Element(type: "UIView", frame: Rect(x: 0, y: 770, width: 390, height: 74), backgroundColor: Self.white),
            ])),
        .nonTriggering(
            "a button inside a card: the card is its ancestor, not a cover",
            RuleExample.screen([
                Element(
                    type: "UIView", frame: Rect(x: 16, y: 200, width: 358, height: 120), backgroundColor: Self.white,
                    children: [
                        Element(
                            type: "UIButton", label: "Track parcel", traits: [.button],
                            frame: Rect(x: 32, y: 260, width: 140, height: 44), isAccessibilityElement: true)
                    ])
            ])),
    ]

    public func check(_ context: AuditContext) -> [RuleHit] {
        let screenArea =
            context.screen.size.map { $0.width * $0.height } ?? context.screen.root.frame.map { $0.width * $0.height }
        // Possible covers, in drawing order.
        let covers: [Cover] = context.visibleNodes.compactMap { node in
            guard let frame = node.element.frame, !frame.isEmpty else { return nil }
            let cover = Cover(path: node.path, frame: frame, element: node.element)
            if (node.element.backgroundColor?.alpha ?? 0) >= 1 { return cover }
            // Without a colour, an element over half the screen or more is taken for a transparent
            // overlay (a launcher's "Home" page, a popover's dismiss region), not for a cover.
            if let screenArea, frame.width * frame.height >= screenArea / 2 { return nil }
            if node.element.isInteractive { return cover }
            // Text is drawn without a background of its own: a label over a control does not hide it.
            return node.element.isAccessibilityElement && !node.element.traits.contains(.staticText) ? cover : nil
        }
        // An Interface Builder file places a view controller's navigation item in a bar at the top of
        // its view; UIKit draws that bar above the view, where nothing of the scene covers it.
        let barItems: Set<ElementPath> =
            context.screen.sourceFormat == .interfaceBuilder
            ? Set(
                context.visibleNodes.filter { node in
                    node.ancestorPaths.contains { context.screen.root.descendant(at: $0)?.container == .navigationBar }
                }.map(\.path))
            : []
        var hits: [RuleHit] = []
        for item in context.readingItems where item.element.isInteractive && !barItems.contains(item.path) {
            guard let frame = item.element.frame, !frame.isEmpty,
                let cover = Self.frontmostCover(of: item.path, frame: frame, in: covers)
            else { continue }
            let control = Self.quoted(item.element)
            let coverName = cover.element.summary
            if Self.scrollsAwayFrom(cover.path, item: item.path, root: context.screen.root) {
                hits.append(
                    RuleHit(
                        path: item.path,
                        message:
                            "Check that \(control) scrolls clear of \(coverName) when it has focus: in this capture it is "
                            + "covered completely. If it stays hidden, add the cover's size to the scroll view's content inset",
                        certainty: .needsReview))
            } else {
                hits.append(
                    RuleHit(
                        path: item.path,
                        message:
                            "Move \(control) out from under \(coverName), which is drawn on top of it and covers it "
                            + "completely, so that it stays at least partly visible when it has focus"))
            }
        }
        return hits
    }

    /// An element that hides whatever is drawn before it within its frame.
    struct Cover {
        var path: ElementPath
        var frame: Rect
        var element: Element
    }

    /// The last cover drawn after the control, neither inside it nor holding it, whose frame holds it.
    static func frontmostCover(of path: ElementPath, frame: Rect, in covers: [Cover]) -> Cover? {
        for cover in covers.reversed() where cover.frame.contains(frame) {
            // Covers are in document order: from here on, every one is drawn before the control.
            guard path < cover.path else { return nil }
            if !cover.path.indices.starts(with: path.indices) { return cover }
        }
        return nil
    }

    /// Whether the control sits in a scroll view that the cover is outside of, so scrolling may reveal it.
    static func scrollsAwayFrom(_ coverPath: ElementPath, item: ElementPath, root: Element) -> Bool {
        var element = root
        for (depth, index) in item.indices.dropLast().enumerated() {
            guard element.children.indices.contains(index) else { return false }
            element = element.children[index]
            let containerPath = Array(item.indices.prefix(depth + 1))
            if isScrollContainer(element.type) && !coverPath.indices.starts(with: containerPath) { return true }
        }
        return false
    }

    /// Scroll views, tables, collection and list views of UIKit, SwiftUI captures and Android.
    static func isScrollContainer(_ type: String) -> Bool {
        let name = type.lowercased()
        return ["scroll", "tableview", "collectionview", "recyclerview", "listview", "webview", "pager"]
            .contains { name.contains($0) } || ["table", "list"].contains(name)
    }

    static func quoted(_ element: Element) -> String {
        element.spokenName.map { "\"\($0)\"" } ?? "this \(element.type)"
    }

    // MARK: Example screens

    private static let white = Color(red: 1, green: 1, blue: 1)

    private static func checkoutContent() -> Element {
        Element(
            type: "UIView", frame: Rect(x: 0, y: 0, width: 390, height: 844),
            children: [
                Element(
                    type: "UILabel", label: "Checkout", traits: [.staticText, .header],
                    frame: Rect(x: 24, y: 100, width: 342, height: 34), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Place order", traits: [.button],
                    frame: Rect(x: 24, y: 760, width: 342, height: 50), isAccessibilityElement: true),
            ])
    }

    private static func footer() -> Element {
        Element(
            type: "UIView", identifier: "stickyFooter", frame: Rect(x: 0, y: 744, width: 390, height: 100),
            backgroundColor: white,
            children: [
                Element(
                    type: "UILabel", label: "Total $42.00", traits: [.staticText],
                    frame: Rect(x: 24, y: 760, width: 200, height: 22), isAccessibilityElement: true)
            ])
    }
}

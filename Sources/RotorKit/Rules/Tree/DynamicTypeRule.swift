import Foundation

/// Text drawn in a font of fixed size stays that size when a person raises their text size. In an
/// Interface Builder file this is a font without a text style, or a text style that does not adjust;
/// in Swift source (`DynamicTypeRule+Source.swift`), a font of a fixed point size not scaled from a
/// text style.
public struct DynamicTypeRule: TreeRule {
    /// Code that sets these on the element changes what this rule judges in an Interface Builder file.
    public let membersCodeMayOverride: CodeOverrides? = CodeOverrides(CodeOverrides.fonts)

    public init() {}

    /// Twice Body's 17 pt at the default text size: a fixed font this large already shows its text at
    /// the 200 % WCAG 1.4.4 asks for (the largest text style, Large Title, reaches 40 pt before the
    /// accessibility sizes), so it is not reported.
    public static let largeEnoughSize: Double = 34

    public let metadata = RuleMetadata(
        id: "dynamic-type",
        title: "Text scales with the user's text size",
        criteria: ["1.4.4"],
        platforms: [.ios],
        defaultSeverity: .warning,
        success:
            "Text uses a text style (Body, Headline…) that adjusts for the content size category: in Interface Builder "
            + "a Text Styles font with Automatically Adjusts Font turned on; in code a text style (`.font(.body)`, "
            + "`UIFont.preferredFont(forTextStyle:)`), or a custom size scaled from one (`.custom(_:size:relativeTo:)`, "
            + "`@ScaledMetric`, `UIFontMetrics(forTextStyle:).scaledFont(for:)`) with `adjustsFontForContentSizeCategory`, "
            + "so text can be enlarged to 200% and more without a zoom.",
        failure:
            "A font of a fixed point size (`.system(size: 17)`, `UIFont.systemFont(ofSize: 17)`, `UIFont(name:size:)`, "
            + "or an Interface Builder font without a text style), or a text style that is not set to adjust, stays the "
            + "size it was drawn at whatever text size the person chose, so text they need larger is not.",
        limitations:
            "On screens, runs only where the input says how the font was chosen (Interface Builder files; captures "
            + "do not record it), and fonts changed in code after the view loads are not seen. In Swift source, only fonts "
            + "written where they are used are seen: a fixed font kept in a constant or built by a helper in another file "
            + "is not. A size UIFontMetrics scales (`scaledValue(for:)`), a text style's, an `@ScaledMetric` one, or one "
            + "from a property or function of any file that returns such a size is taken to scale; other sizes computed "
            + "at run time, and `.custom(_:fixedSize:)`, which opts out on purpose, are reported for review. Interface "
            + "Builder has no Automatically Adjusts Font for a button, so the advice for one says what to set in code. Fixed sizes on SF Symbols images (alone, or "
            + "all a stack, group or button label shows, with Labels made icon-only by `.labelStyle(.iconOnly)` on them or "
            + "around them), and on one letter shown in place of a picture (a site's "
            + "initial where its icon is missing: `Text(name.first…)`, `Text(name.prefix(1))`), are not reported, nor sizes "
            + "shared code picks for tvOS or a Mac at run time (`UIDevice.current.userInterfaceIdiom == .tv ? … : …`, or "
            + "through a property of the project that is such a check). A fixed font in an attribute dictionary is not reported "
            + "where the text is drawn or measured (`draw(at:withAttributes:)`, `size(withAttributes:)`) or set as a bar's "
            + "title attributes, which the Large Content Viewer enlarges. A text style's font with no "
            + "`adjustsFontForContentSizeCategory` is reported only on a `UILabel`, `UITextView` or `UITextField` kept "
            + "as a property, in a file with no code that follows the text size setting (`traitCollectionDidChange`, the "
            + "size-category notification); a subclass may adjust its font in code Rotor does not read. A fixed size of "
            + "34 pt or more (twice Body's default size) already shows text at 200 % and is not reported.")

    public let treeExamples: [RuleExample] = [
        .triggering(
            "a label in a fixed 15 pt system font",
            RuleExample.screen([
                Element(
                    type: "UILabel", traits: [.staticText], frame: Rect(x: 24, y: 120, width: 342, height: 20),
                    isAccessibilityElement: true, visibleText: "Your balance", fontSize: 15, fontWeight: .regular,
                    usesDynamicType: false)
            ])),
        .triggering(
            "a button title in a fixed bold font",
            RuleExample.screen([
                Element(
                    type: "UIButton", traits: [.button], frame: Rect(x: 24, y: 700, width: 342, height: 50),
                    isAccessibilityElement: true, visibleText: "Continue", fontSize: 17, fontWeight: .bold,
                    usesDynamicType: false)
            ])),
        .nonTriggering(
            "a label in the Body text style that adjusts",
            RuleExample.screen([
                Element(
                    type: "UILabel", traits: [.staticText], frame: Rect(x: 24, y: 120, width: 342, height: 20),
                    isAccessibilityElement: true, visibleText: "Your balance", fontSize: 17, usesDynamicType: true)
            ])),
        .nonTriggering(
            "a fixed 40 pt font, already twice Body's size",
            RuleExample.screen([
                Element(
                    type: "UILabel", traits: [.staticText], frame: Rect(x: 24, y: 120, width: 342, height: 48),
                    isAccessibilityElement: true, visibleText: "12:45", fontSize: 40, usesDynamicType: false)
            ])),
        .nonTriggering(
            "a capture that does not say how the font was chosen",
            RuleExample.screen([
                Element(
                    type: "UILabel", traits: [.staticText], frame: Rect(x: 24, y: 120, width: 342, height: 20),
                    isAccessibilityElement: true, visibleText: "Your balance", fontSize: 15)
            ])),
        .nonTriggering(
            "a fixed font on a view that shows no text",
            RuleExample.screen([
                Element(
                    type: "UILabel", traits: [.staticText], frame: Rect(x: 24, y: 120, width: 342, height: 20),
                    fontSize: 15, usesDynamicType: false)
            ])),
    ]

    public func check(_ context: AuditContext) -> [RuleHit] {
        context.visibleNodes.compactMap { node in
            let element = node.element
            guard element.usesDynamicType == false,
                element.textStyle != nil || (element.fontSize ?? 0) < Self.largeEnoughSize,
                let text = element.visibleText?.nonBlank ?? element.value?.nonBlank ?? element.placeholder?.nonBlank
            else { return nil }
            let shown = text.count > 40 ? String(text.prefix(39)) + "…" : text
            let size = element.fontSize.map { " at \(String(format: "%g", $0)) pt" } ?? ""
            // Interface Builder has no Automatically Adjusts Font for a button: its title label is set in code.
            if element.traits.contains(.button) {
                let advice =
                    "set button.titleLabel?.adjustsFontForContentSizeCategory = true in code (Interface Builder has "
                    + "no Automatically Adjusts Font for a button)"
                let message =
                    element.textStyle.map { style in
                        "For the button \"\(shown)\", \(advice): its \(style) text style opens at the reader's text size, but "
                            + "the title keeps that size when the reader changes it while the screen is open"
                    }
                    ?? "For the button \"\(shown)\", choose a text style (such as Body) as its font and \(advice): its title "
                    + "stays\(size) whatever text size the reader chose"
                return RuleHit(path: node.path, message: message)
            }
            if let style = element.textStyle {
                return RuleHit(
                    path: node.path,
                    message:
                        "Turn on Automatically Adjusts Font (adjustsFontForContentSizeCategory) for \"\(shown)\": its "
                        + "\(style) text style opens at the reader's text size, but the text keeps that size when the reader "
                        + "changes it while the screen is open")
            }
            return RuleHit(
                path: node.path,
                message:
                    "Set the font of \"\(shown)\" to a text style (such as Body) and turn on Automatically Adjusts Font "
                    + "(adjustsFontForContentSizeCategory): its text stays\(size) whatever text size the reader chose")
        }
    }
}

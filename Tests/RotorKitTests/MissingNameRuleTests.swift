import RotorTestSupport
import Testing

@testable import RotorKit

struct MissingNameRuleTests {
    private let rule = MissingNameRule()

    private func field(label: String? = nil, value: String? = nil, placeholder: String? = nil, y: Double = 200)
        -> Element
    {
        Element(
            type: "UITextField", label: label, value: value, traits: [.textField],
            frame: Rect(x: 20, y: y, width: 350, height: 44), isAccessibilityElement: true, placeholder: placeholder)
    }

    private func text(_ words: String, y: Double) -> Element {
        Element(
            type: "UILabel", label: words, traits: [.staticText], frame: Rect(x: 20, y: y, width: 350, height: 20),
            isAccessibilityElement: true, visibleText: words)
    }

    @Test func aSymbolTheSystemNamesIsANameAndAnyOtherIsForReview() throws {
        let named = Element(
            type: "UIButton", traits: [.button], frame: Rect(x: 330, y: 50, width: 44, height: 44),
            isAccessibilityElement: true, systemImage: "plus")
        #expect(hits(of: rule, in: [named]).isEmpty)
        var unknown = named
        unknown.systemImage = "clock.arrow.circlepath"
        let hit = try #require(hits(of: rule, in: [unknown]).first)
        #expect(hit.certainty == .needsReview)
        #expect(
            hit.message
                == "VoiceOver likely reads SF Symbol \"clock.arrow.circlepath\" as \"clock arrow circlepath\" (Rotor "
                + "does not know the system's name for it): if that name does not say what it does, add an accessibilityLabel to "
                + "this button that does")
        var labelled = unknown
        labelled.label = "History"
        #expect(hits(of: rule, in: [labelled]).isEmpty)
    }

    /// As the Appium capture `ios_appium_pagesource_shirates_iOS1.xml` shows it: a navigation bar
    /// whose first button has neither a name nor a label.
    @Test func unnamedBackButtonInANavigationBar() {
        let bar = Element(
            type: "NavigationBar", frame: Rect(x: 0, y: 20, width: 375, height: 44),
            children: [
                Element(
                    type: "Button", traits: [.backButton], frame: Rect(x: 8, y: 20, width: 39, height: 44),
                    isAccessibilityElement: true),
                Element(
                    type: "Other", label: "Text2", frame: Rect(x: 140, y: 32, width: 96, height: 21),
                    isAccessibilityElement: true),
                Element(
                    type: "Button", label: "Skip", traits: [.button], frame: Rect(x: 303, y: 20, width: 64, height: 44),
                    isAccessibilityElement: true),
            ])
        let found = hits(of: rule, in: [bar])
        #expect(found.map(\.path) == [ElementPath([0, 0])])
        #expect(
            found.first?.message
                == "Add an accessibilityLabel to this back button, such as the title of the screen it returns to or \"Back\""
        )
        #expect(found.first?.certainty == .violation)
    }

    @Test func iconButtonWithoutALabel() {
        let found = hits(
            of: rule,
            in: [
                Element(
                    type: "UIButton", traits: [.button], frame: Rect(x: 330, y: 50, width: 44, height: 44),
                    isAccessibilityElement: true)
            ])
        #expect(found.map(\.message) == ["Add an accessibilityLabel to this button that says what it does"])
    }

    @Test func linkSaysWhereItLeads() {
        let found = hits(
            of: rule,
            in: [
                Element(
                    type: "UIButton", traits: [.link], frame: Rect(x: 20, y: 50, width: 44, height: 44),
                    isAccessibilityElement: true)
            ])
        #expect(found.map(\.message) == ["Add an accessibilityLabel to this link that says where it leads"])
    }

    @Test func placeholderIsNotAName() {
        let found = hits(of: rule, in: [field(placeholder: "Enter your email")])
        #expect(
            found.map(\.message) == [
                "Add an accessibilityLabel to this text field that says what it is for: its placeholder \"Enter your email\" "
                    + "is not a name, and it is no longer read once something is typed"
            ])
    }

    @Test func valueIsNotAName() {
        let found = hits(of: rule, in: [field(value: "hoge@example.com")])
        #expect(
            found.map(\.message) == [
                "Add an accessibilityLabel to this text field that says what it is for: VoiceOver reads only its content "
                    + "\"hoge@example.com\" (what was typed, or a placeholder), which does not name it"
            ])
    }

    @Test func sliderWithOnlyAValue() {
        let slider = Element(
            type: "UISlider", value: "50%", traits: [.adjustable], frame: Rect(x: 20, y: 300, width: 350, height: 30),
            isAccessibilityElement: true)
        #expect(
            hits(of: rule, in: [slider]).map(\.message) == [
                "Add an accessibilityLabel to this adjustable control that says what it is for: VoiceOver reads only its value "
                    + "\"50%\", which does not name it"
            ])
    }

    @Test func suggestsTheTextReadJustBefore() {
        let found = hits(of: rule, in: [text("Phone", y: 100), field(y: 130)])
        #expect(
            found.map(\.message) == [
                "Add an accessibilityLabel to this text field that says what it is for, such as \"Phone\", the text just before it"
            ])
        // A button says what it does; the text before it is not its name.
        let button = Element(
            type: "UIButton", traits: [.button], frame: Rect(x: 20, y: 130, width: 44, height: 44),
            isAccessibilityElement: true)
        #expect(
            hits(of: rule, in: [text("Phone", y: 100), button]).map(\.message) == [
                "Add an accessibilityLabel to this button that says what it does"
            ])
    }

    @Test func imageWithoutDescription() {
        let image = Element(
            type: "UIImageView", traits: [.image], frame: Rect(x: 0, y: 100, width: 390, height: 200),
            isAccessibilityElement: true)
        #expect(
            hits(of: rule, in: [image]).map(\.message) == [
                "Add an accessibilityLabel to this image that describes what it shows, or set isAccessibilityElement to "
                    + "false if it is only decoration"
            ])
        var androidImage = image
        androidImage.type = "android.widget.ImageView"
        #expect(
            hits(of: rule, in: [androidImage], platform: .android).map(\.message) == [
                "Add a contentDescription to this image that describes what it shows, or mark it not important for "
                    + "accessibility if it is only decoration"
            ])
    }

    @Test func blankLabelOverVisibleTextOffersTheText() throws {
        let button = Element(
            type: "UIButton", label: "   ", traits: [.button], frame: Rect(x: 20, y: 400, width: 350, height: 50),
            isAccessibilityElement: true, visibleText: "Continue")
        let hit = try #require(hits(of: rule, in: [button]).first)
        #expect(
            hit.message == "Replace the blank accessibilityLabel of this button with its visible text \"Continue\": "
                + "a label of only spaces hides the text from VoiceOver")
        #expect(hit.fix == Fix(description: "Use the visible text as the label", replacement: "Continue"))
    }

    @Test func blankLabelWithNothingElse() {
        let button = Element(
            type: "UIButton", label: "\n ", traits: [.button], frame: Rect(x: 20, y: 400, width: 44, height: 44),
            isAccessibilityElement: true)
        let found = hits(of: rule, in: [button])
        #expect(
            found.map(\.message) == [
                "Replace the blank accessibilityLabel of this button with a name that says what it does: a label of only "
                    + "spaces is read as nothing"
            ])
        #expect(found.first?.fix == nil)
    }

    @Test func cellNamedByItsContentIsNamed() {
        let cell = Element(
            type: "UITableViewCell", traits: [.button], frame: Rect(x: 0, y: 100, width: 390, height: 60),
            isAccessibilityElement: true,
            children: [
                Element(
                    type: "UILabel", traits: [.staticText], frame: Rect(x: 20, y: 110, width: 300, height: 20),
                    visibleText: "Wi-Fi")
            ])
        #expect(hits(of: rule, in: [cell]).isEmpty)
    }

    @Test func onlyWhatTheScreenReaderReachesIsChecked() {
        let grouped = Element(
            type: "UIView", label: "Remember Me", value: "0", traits: [.switchButton],
            frame: Rect(x: 20, y: 100, width: 350, height: 44), isAccessibilityElement: true,
            children: [
                Element(
                    type: "UISwitch", traits: [.switchButton], frame: Rect(x: 320, y: 106, width: 51, height: 31),
                    isAccessibilityElement: true)
            ])
        let hidden = Element(
            type: "UIButton", traits: [.button], frame: Rect(x: 20, y: 200, width: 44, height: 44),
            isAccessibilityElement: true, isHidden: true)
        let decorative = Element(
            type: "UIImageView", traits: [.image], frame: Rect(x: 0, y: 300, width: 390, height: 200))
        let staticText = text("Welcome", y: 600)
        #expect(hits(of: rule, in: [grouped, hidden, decorative, staticText]).isEmpty)
    }

    @Test func androidFieldsAreNamedByTheirHint() {
        let named = Element(
            type: "android.widget.EditText", traits: [.editBox], frame: Rect(x: 48, y: 400, width: 984, height: 140),
            isAccessibilityElement: true, placeholder: "Email", isClickable: true)
        #expect(hits(of: rule, in: [named], platform: .android).isEmpty)

        var unnamed = named
        unnamed.placeholder = nil
        let found = hits(of: rule, in: [unnamed], platform: .android)
        #expect(found.map(\.certainty) == [.needsReview])
        #expect(
            found.first?.message == "Check that a visible label names this edit box through labelFor; if none does, "
                + "add an android:hint that says what to enter")
    }

    @Test func androidClickableLayoutWithoutText() {
        let layout = Element(
            type: "android.widget.LinearLayout", frame: Rect(x: 77, y: 84, width: 968, height: 253),
            isAccessibilityElement: true, isClickable: true)
        let found = hits(of: rule, in: [layout], platform: .android)
        #expect(found.map(\.message) == ["Add a contentDescription to this control that says what it does"])
        #expect(found.first?.certainty == .violation)
    }

    @Test func findingsCiteBothCriteria() {
        let auditor = Auditor(rules: [MissingNameRule()])
        let findings = auditor.audit(RuleExample.screen([field(placeholder: "Email")]))
        #expect(findings.count == 1)
        #expect(findings.first?.message.hasSuffix("(WCAG 1.1.1, 4.1.2)") == true)
        #expect(findings.first?.severity == .error)
    }
}

import RotorTestSupport
import Testing

@testable import RotorKit

struct ScreenTitleRuleTests {
    private let rule = ScreenTitleRule()

    private func text(_ label: String, y: Double, traits: Set<AccessibilityTrait> = [.staticText]) -> Element {
        Element(
            type: "UILabel", label: label, traits: traits, frame: Rect(x: 20, y: y, width: 350, height: 22),
            isAccessibilityElement: true)
    }

    @Test func missingTitleIsReportedOnTheRoot() {
        let found = hits(of: rule, in: [text("Choose a plan to continue", y: 120)], title: nil)
        #expect(found.map(\.path) == [ElementPath()])
        #expect(found.map(\.certainty) == [.violation])
        #expect(
            found.first?.message == "Give this screen a title that VoiceOver reads first: set the view controller's "
                + "title (navigationItem.title), or give the text that names the screen the header trait and place it first"
        )
        #expect(hits(of: rule, in: [], title: "   ").count == 1, "a blank title is no title")
    }

    @Test func missingTitleInACaptureThatMayNotRecordHeadingsIsForReview() {
        #expect(
            hits(of: rule, in: [text("Choose a plan", y: 120)], title: nil, sourceFormat: .appiumIOS).map(\.certainty)
                == [.needsReview])
        #expect(
            hits(of: rule, in: [text("Choose a plan", y: 120)], title: nil, sourceFormat: .rotorSnapshot).map(
                \.certainty) == [.violation])
        let android = hits(
            of: rule, in: [text("Choose a plan", y: 120)], title: nil, platform: .android, sourceFormat: .uiautomator)
        #expect(android.first?.certainty == .needsReview)
        #expect(android.first?.message.hasPrefix("Give this screen a title that TalkBack reads first") == true)
    }

    @Test func headingCountsOnlyAmongTheFirstThreeStops() {
        let early = [text("One", y: 100), text("Two", y: 140), text("Plans", y: 180, traits: [.header])]
        #expect(hits(of: rule, in: early, title: nil).isEmpty)
        let late = [
            text("One", y: 100), text("Two", y: 140), text("Three", y: 180), text("Plans", y: 220, traits: [.header]),
        ]
        #expect(hits(of: rule, in: late, title: nil).count == 1)
    }

    @Test func navigationBarTextIsATitleEvenWithoutTheHeaderTrait() {
        // Older WebDriverAgent page sources list no traits; the bar's text is still its title.
        let bar = Element(
            type: "NavigationBar", frame: Rect(x: 0, y: 47, width: 390, height: 44),
            children: [
                text("Wallet", y: 58)
            ])
        #expect(hits(of: rule, in: [bar], title: nil).isEmpty)
        let toolbar = Element(
            type: "androidx.appcompat.widget.Toolbar", frame: Rect(x: 0, y: 63, width: 1080, height: 147),
            children: [
                Element(
                    type: "android.widget.TextView", label: "Wallet", traits: [.staticText],
                    frame: Rect(x: 189, y: 100, width: 200, height: 70),
                    isAccessibilityElement: true)
            ])
        #expect(hits(of: rule, in: [toolbar], title: nil, platform: .android).isEmpty)
    }

    @Test func placeholderTitleIsReportedWhereItIsRead() {
        let found = hits(
            of: rule, in: [text("Untitled Document", y: 58, traits: [.staticText, .header]), text("Body", y: 120)],
            title: "Untitled Document")
        #expect(found.map(\.path) == [ElementPath([0])])
        #expect(
            found.first?.message == "Replace the placeholder title \"Untitled Document\" with one that names this "
                + "screen's topic or purpose, such as the document's name")
        #expect(hits(of: rule, in: [text("Body", y: 120)], title: "Enter title…").map(\.path) == [ElementPath()])
        #expect(hits(of: rule, in: [text("Body", y: 120)], title: "Search...").count == 1)
    }

    @Test func fileNameTitles() {
        let found = hits(of: rule, in: [], title: "report.pdf")
        #expect(
            found.first?.message == "Replace the file name \"report.pdf\" in the title with words that say what "
                + "the document or screen is, such as \"Quarterly report\"")
        #expect(hits(of: rule, in: [], title: "DSC_0123.JPEG").count == 1)
        #expect(hits(of: rule, in: [], title: "Version 2.0").isEmpty)
        #expect(hits(of: rule, in: [], title: "Dr. Smith").isEmpty)
        #expect(hits(of: rule, in: [], title: ".pdf").isEmpty)
        #expect(hits(of: rule, in: [], title: "Quarterly Report").isEmpty)
    }
}

/// A missing title is judged only where its absence is known: on a whole screen, as the app shows it.
struct ScreenTitleWhereKnownTests {
    private let untitled = [
        Element(
            type: "UILabel", label: "Recently viewed", traits: [.staticText],
            frame: Rect(x: 20, y: 120, width: 300, height: 22), isAccessibilityElement: true)
    ]

    private func hits(embedded: Bool, format: CaptureFormat?) -> [String] {
        var screen = RuleExample.screen(untitled, title: nil)
        screen.isEmbedded = embedded
        screen.sourceFormat = format
        let context = AuditContext(screen: screen)
        return (ScreenTitleRule().check(context) + HeadingPresentRule().check(context)).map(\.message)
    }

    @Test func onlyWholeScreensAsShownAreJudged() {
        #expect(hits(embedded: false, format: .rotorSnapshot).count == 2)
        #expect(hits(embedded: false, format: .appiumIOS).count == 2)
        #expect(hits(embedded: true, format: .rotorSnapshot).isEmpty, "an embedded child shows its container's title")
        #expect(
            hits(embedded: false, format: .interfaceBuilder).isEmpty,
            "code commonly sets the title of a storyboard scene")
    }

    @Test func aPlaceholderTitleIsReportedWhereverItIs() {
        var screen = RuleExample.screen(untitled, title: "Untitled Document")
        screen.isEmbedded = true
        screen.sourceFormat = .interfaceBuilder
        #expect(ScreenTitleRule().check(AuditContext(screen: screen)).count == 1)
    }
}

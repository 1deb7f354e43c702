import RotorTestSupport
import Testing

@testable import RotorKit

struct LabelStyleRuleTests {
    private let rule = LabelStyleRule()

    private func button(_ label: String, type: String = "UIButton") -> Element {
        Element(
            type: type, label: label, traits: [.button], frame: Rect(x: 20, y: 100, width: 350, height: 44),
            isAccessibilityElement: true)
    }

    @Test func lowerCaseFirstLetter() throws {
        let hit = try #require(hits(of: rule, in: [button("add to cart")]).first)
        #expect(
            hit.message
                == "Start the label \"add to cart\" with a capital letter (\"Add to cart\"), so VoiceOver reads "
                + "it with the inflection of a name")
        #expect(hit.fix == Fix(description: "Capitalise the label", replacement: "Add to cart"))
        #expect(hit.certainty == .violation)
    }

    @Test func finalPeriod() throws {
        let hit = try #require(hits(of: rule, in: [button("Close.")]).first)
        #expect(
            hit.message
                == "Drop the final period from the label \"Close.\" (\"Close\"), so VoiceOver reads it with the "
                + "inflection of a name")
        #expect(hit.fix == Fix(description: "Drop the final period", replacement: "Close"))
    }

    @Test func bothAtOnceMakeOneFix() {
        let found = hits(of: rule, in: [button("close.")])
        #expect(found.count == 1)
        #expect(
            found.first?.message.hasPrefix(
                "Start the label \"close.\" with a capital letter and drop its final period (\"Close\")") == true)
        #expect(found.first?.fix?.replacement == "Close")
    }

    @Test func brandsDigitsAndSymbolsKeepTheirFirstCharacter() {
        let labels = [
            "iPhone 15 Pro", "eBay", "macOS Sonoma", "app.st", "x2 speed", "3 items", "$999.99", "#hashtag", "@mention",
        ]
        #expect(hits(of: rule, in: labels.map { button($0) }).isEmpty)
    }

    @Test func periodsThatBelongToTheLastWord() {
        let labels = ["Acme Inc.", "Fruit, nuts, etc.", "Made in the U.S.", "Loading...", "More…", "Call Dr."]
        #expect(hits(of: rule, in: labels.map { button($0) }).isEmpty)
    }

    @Test func groupedCellSentencesKeepTheirPeriods() {
        let cell = button(
            "Post by Carolyn Wells, from Discover. 6 days ago. Following. Around the World with WordPress: Jamaica. "
                + "Excerpt. Today, we’re highlighting five sites from the island paradise of Jamaica.",
            type: "UITableViewCell")
        #expect(hits(of: rule, in: [cell]).isEmpty)
        #expect(hits(of: rule, in: [button("Delivered. Tap for details.")]).isEmpty)
    }

    @Test func longLabelIsForReview() {
        let long = String(repeating: "Very long name ", count: 6) + "indeed"
        let found = hits(of: rule, in: [button(long)])
        #expect(found.map(\.certainty) == [.needsReview])
        #expect(
            found.first?.message
                == "Shorten the label (\(long.count) characters, over 80) to a few words that name the "
                + "element, and move details to the accessibilityHint or the accessibilityValue")
        #expect(hits(of: rule, in: [button(String(long.prefix(80)))]).isEmpty)
    }

    @Test func textTheScreenShowsIsNotRestyled() {
        let visible = Element(
            type: "UIButton", label: "learn more.", traits: [.button],
            frame: Rect(x: 20, y: 100, width: 350, height: 44),
            isAccessibilityElement: true, visibleText: "learn more.")
        let staticText = Element(
            type: "UILabel", label: "terms apply.", traits: [.staticText],
            frame: Rect(x: 20, y: 200, width: 350, height: 20), isAccessibilityElement: true)
        // A captured cell's label is the text of its content, joined.
        let cell = Element(
            type: "Cell", label: "app.st, version 2.", traits: [.button],
            frame: Rect(x: 0, y: 300, width: 390, height: 44),
            isAccessibilityElement: true,
            children: [
                Element(
                    type: "StaticText", traits: [.staticText], frame: Rect(x: 20, y: 310, width: 100, height: 20),
                    visibleText: "app.st"),
                Element(
                    type: "StaticText", traits: [.staticText], frame: Rect(x: 200, y: 310, width: 100, height: 20),
                    visibleText: "version 2."),
            ])
        #expect(hits(of: rule, in: [visible, staticText, cell]).isEmpty)
    }

    @Test func runsOnIOSOnly() {
        let screen = RuleExample.screen([button("close.")], platform: .android)
        #expect(Auditor(rules: [LabelStyleRule()]).audit(screen).isEmpty)
        let findings = Auditor(rules: [LabelStyleRule()]).audit(RuleExample.screen([button("close.")]))
        #expect(findings.map(\.severity) == [.info])
        #expect(findings.first?.message.hasSuffix("(best practice)") == true)
    }
}

import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

struct LabelPausesRuleTests {
    private let rule = LabelPausesRule()

    @Test func messageSaysHowToPauseAndCitesBestPractice() {
        let found = findings(of: rule, in: #"cell.accessibilityLabel = "\(a) \(b) \(c)""#)
        #expect(
            found.map(\.message) == [
                "Separate the parts of this label with commas or periods (\"\\(name), \\(price), \\(status)\") so VoiceOver "
                    + "pauses between them; joined by spaces they run together as one phrase (best practice)"
            ])
        #expect(found.first?.severity == .warning)
        #expect(found.first?.criteria.isEmpty == true)
    }

    @Test func anyPauseAnywhereKeepsItQuiet() {
        #expect(
            findings(
                of: rule,
                in: #"""
                    a.accessibilityLabel = "\(title) \(price) \(status)."
                    b.accessibilityLabel = "\(title): \(price) \(status)"
                    c.accessibilityLabel = title + ", " + price + " " + status
                    d.accessibilityLabel = String(format: "%@ %@. %@", title, price, status)
                    """#
            ).isEmpty)
    }

    @Test func twoPartsReadAsOnePhrase() {
        #expect(
            findings(
                of: rule,
                in: #"""
                    a.accessibilityLabel = "\(first) \(last)"
                    b.accessibilityLabel = first + " " + last
                    c.accessibilityLabel = [first, last].joined(separator: " ")
                    """#
            ).isEmpty)
    }

    @Test func partsGluedWithoutSpacesAreNotJoinedBySpaces() {
        #expect(findings(of: rule, in: #"a.accessibilityLabel = "\(currency)\(amount)\(suffix)""#).isEmpty)
    }

    @Test func otherPropertiesAndNonLiteralJoinsAreNotRead() {
        #expect(
            findings(
                of: rule,
                in: #"""
                    a.text = "\(title) \(price) \(status)"
                    b.accessibilityLabel = words.joined(separator: " ")
                    Text(title).accessibilityHint("\(a) \(b) \(c)")
                    """#
            ).isEmpty)
    }

    @Test func formatsWithPositionalSpecifiersAreCounted() {
        let found = findings(
            of: rule, in: #"a.accessibilityLabel = String(format: "%1$@ %2$@ %3$d", title, price, count)"#)
        #expect(found.count == 1)
        #expect(found.first?.location.column == 39)
    }

    @Test func aSwiftUITextLabelIsRead() {
        #expect(findings(of: rule, in: #"Text(t).accessibilityLabel(Text("\(a) \(b) \(c)"))"#).count == 1)
    }
}

import Testing
import RotorKit
@testable import RotorSource

struct LabelPausesRuleTests {
    private func findings(_ code: String) -> [Finding] {
        guard case let .linted(findings) = Linter(rules: [LabelPausesRule()]).lint(path: "T.swift", text: code) else {
            Issue.record("the code does not parse")
            return []
        }
        return findings
    }

    @Test func messageSaysHowToPauseAndCitesBestPractice() {
        let found = findings(#"cell.accessibilityLabel = "\(a) \(b) \(c)""#)
        #expect(found.map(\.message) == [
            "Separate the parts of this label with commas or periods (\"\\(name), \\(price), \\(status)\") so VoiceOver "
                + "pauses between them; joined by spaces they run together as one phrase (best practice)",
        ])
        #expect(found.first?.severity == .warning)
        #expect(found.first?.criteria.isEmpty == true)
    }

    @Test func anyPauseAnywhereKeepsItQuiet() {
        #expect(findings(#"""
            a.accessibilityLabel = "\(title) \(price) \(status)."
            b.accessibilityLabel = "\(title): \(price) \(status)"
            c.accessibilityLabel = title + ", " + price + " " + status
            d.accessibilityLabel = String(format: "%@ %@. %@", title, price, status)
            """#).isEmpty)
    }

    @Test func twoPartsReadAsOnePhrase() {
        #expect(findings(#"""
            a.accessibilityLabel = "\(first) \(last)"
            b.accessibilityLabel = first + " " + last
            c.accessibilityLabel = [first, last].joined(separator: " ")
            """#).isEmpty)
    }

    @Test func partsGluedWithoutSpacesAreNotJoinedBySpaces() {
        #expect(findings(#"a.accessibilityLabel = "\(currency)\(amount)\(suffix)""#).isEmpty)
    }

    @Test func otherPropertiesAndNonLiteralJoinsAreNotRead() {
        #expect(findings(#"""
            a.text = "\(title) \(price) \(status)"
            b.accessibilityLabel = words.joined(separator: " ")
            Text(title).accessibilityHint("\(a) \(b) \(c)")
            """#).isEmpty)
    }

    @Test func formatsWithPositionalSpecifiersAreCounted() {
        let found = findings(#"a.accessibilityLabel = String(format: "%1$@ %2$@ %3$d", title, price, count)"#)
        #expect(found.count == 1)
        #expect(found.first?.location.column == 39)
    }

    @Test func aSwiftUITextLabelIsRead() {
        #expect(findings(#"Text(t).accessibilityLabel(Text("\(a) \(b) \(c)"))"#).count == 1)
    }
}

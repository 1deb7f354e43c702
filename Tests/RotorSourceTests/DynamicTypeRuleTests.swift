import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

struct DynamicTypeRuleTests {
    private let rule = DynamicTypeRule()

    @Test func swiftUIMessageOffersTheScalingAPIs() {
        let found = findings(of: rule, in: "Text(\"Hi\").font(.system(size: 17))")
        #expect(
            found.map(\.message) == [
                "Use a text style (.font(.body), .font(.title2)), .custom(name, size:, relativeTo:) or a size from "
                    + "@ScaledMetric instead of .system(size:), so this text grows with the user's text size setting (WCAG 1.4.4)"
            ])
        #expect(found.first?.severity == .warning)
    }

    @Test func uiKitMessageNamesTheReceiver() {
        let found = findings(of: rule, in: "titleLabel.font = .systemFont(ofSize: 17)")
        #expect(
            found.map(\.message) == [
                "Wrap this font in UIFontMetrics(forTextStyle: .body).scaledFont(for:) and set "
                    + "titleLabel.adjustsFontForContentSizeCategory = true, or use UIFont.preferredFont(forTextStyle:), so this "
                    + "text grows with the user's text size setting (WCAG 1.4.4)"
            ])
    }

    @Test func adjustingAFixedFontIsExplained() {
        let found = findings(
            of: rule,
            in: """
                final class PriceView: UIView {
                    let priceLabel = UILabel()

                    func setUp() {
                        priceLabel.adjustsFontForContentSizeCategory = true
                    }

                    func style() {
                        self.priceLabel.font = UIFont(name: "Avenir", size: 15)!
                    }
                }
                """)
        #expect(
            found.map(\.message) == [
                "Wrap this font in UIFontMetrics(forTextStyle: .body).scaledFont(for:): "
                    + "self.priceLabel.adjustsFontForContentSizeCategory resizes only fonts from UIFontMetrics or "
                    + "preferredFont(forTextStyle:), so this text keeps its size whatever the user's text size setting (WCAG 1.4.4)"
            ])
    }

    @Test func computedSizesAreForReview() {
        let found = findings(
            of: rule,
            in: """
                Text("Hi").font(.system(size: baseSize * 1.2))
                noteLabel.font = .systemFont(ofSize: UIFont.labelFontSize)
                """)
        #expect(found.map(\.certainty) == [.needsReview, .needsReview])
    }

    @Test func customFontsWithoutRelativeToScaleLikeBody() {
        #expect(
            findings(
                of: rule,
                in: """
                    Text("Hi").font(.custom("Avenir", size: 17))
                    Text("Hi").font(Font.custom("Avenir", size: 17, relativeTo: .caption))
                    """
            ).isEmpty)
    }

    @Test func fontsKeptAsValuesAreNotAssignedToText() {
        #expect(
            findings(
                of: rule,
                in: """
                    let fallback = UIFont.systemFont(ofSize: 17)
                    attributes[.font] = UIFont.boldSystemFont(ofSize: 12)
                    """
            ).isEmpty)
    }

    @Test func symbolSizesAreNotText() {
        #expect(
            findings(
                of: rule,
                in: """
                    Image(systemName: "star").font(.system(size: 24).weight(.bold))
                    Image(systemName: "star").resizable().font(Font.system(size: 24))
                    """
            ).isEmpty)
    }

    /// A size from UIFontMetrics, a text style or `@ScaledMetric` grows with the reader's text
    /// size, written in place or returned by a member of this file or another.
    @Test func scaledSizesAreNoFindings() throws {
        #expect(
            findings(
                of: rule,
                in: """
                    Text("Hi").font(.system(size: UIFontMetrics.default.scaledValue(for: 12)))
                    Text("Hi").font(.system(size: UIFont.preferredFont(forTextStyle: .body).pointSize))
                    badgeLabel.font = .systemFont(ofSize: UIFontMetrics(forTextStyle: .caption1).scaledValue(for: 11))
                    """
            ).isEmpty)

        let linter = Linter(rules: [rule])
        let view = linter.lintIndexed(
            path: "Badge.swift",
            text: """
                struct Badge: View {
                    var body: some View { Text(count).font(.system(size: Layout.badgeSize, weight: .bold)) }
                }
                """)
        guard case .linted(let candidates) = view.outcome else {
            Issue.record("does not parse")
            return
        }
        let finding = try #require(candidates.first)
        #expect(finding.certainty == .needsReview)
        let condition = try #require(view.conditions[finding])
        func index(_ other: String) -> ProjectIndex {
            ProjectIndex([view.index, linter.lintIndexed(path: "Layout.swift", text: other).index])
        }
        #expect(
            !index(
                """
                enum Layout {
                    static var badgeSize: CGFloat { scaled(11) }
                    private static func scaled(_ size: CGFloat) -> CGFloat { UIFontMetrics.default.scaledValue(for: size) }
                }
                """
            ).holds(condition), "scaled through a helper in another file")
        #expect(index("enum Layout { static let badgeSize: CGFloat = 11 }").holds(condition))
        #expect(
            index("enum Other { static var badgeSize: CGFloat { UIFontMetrics.default.scaledValue(for: 11) } }").holds(
                condition),
            "another type's member of the same name")
    }
}

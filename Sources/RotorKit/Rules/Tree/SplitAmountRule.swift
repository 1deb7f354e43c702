import Foundation

/// An amount is one value: read as separate stops ("$", then "1,234", then ".56") it becomes
/// "dollar", "one thousand two hundred thirty-four", "point five six", and the amount is never heard.
public struct SplitAmountRule: TreeRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "split-amount",
        title: "Amounts are read in one stop",
        // 1.3.1 rather than 1.3.2: the pieces come in the right order, but the relationship the
        // layout shows (one value) is lost when each is its own element.
        criteria: ["1.3.1"],
        defaultSeverity: .warning,
        success: "A currency amount drawn in several pieces (a large symbol, the whole units, raised cents) is one "
            + "accessibility element whose label reads the whole amount, such as \"$1,234.56\" or \"one thousand two "
            + "hundred thirty-four dollars and fifty-six cents\"; a count drawn beside the icon that says what it counts "
            + "is one element that says both, such as \"12 upvotes\".",
        failure: "The pieces of an amount are separate stops in swipe order (\"$\", \"1,234\", \".56\"), so the screen "
            + "reader reads a symbol and two numbers, and a person has to put the amount together from three swipes. A "
            + "count beside an icon is read alone, \"12\", and the icon that says what it counts apart or not at all.",
        limitations: "Only amounts whose symbol comes first, as in \"$1,234.56\", \"€5\" or \"£0.99\", are recognised, "
            + "and only pieces that join into exactly such an amount: cents drawn without their decimal point "
            + "(\"$1,234\" then \"56\") are not, as they could be a separate number. Pieces must be consecutive stops "
            + "on one line. In Swift source, a SwiftUI `HStack` of exactly an image and a text that shows only a "
            + "number (`Text(String(count))`, `Text(count.description)`, `Text(count, format: .number)`) is reported "
            + "when it is not made one element, labelled, hidden or inside a control, and (for a view type's body) "
            + "when some use of the type is a stop of its own; UIKit views and other layouts are not read.",
        guideline:
            "iOS Accessibility - Best Practices for the VoiceOver User Experience › Development Best Practices, point 3"
    )

    public let treeExamples: [RuleExample] = [
        .triggering(
            "a balance drawn as a symbol, the dollars and the cents",
            RuleExample.screen([
                Self.piece("$", x: 20), Self.piece("1,234", x: 36, width: 90), Self.piece(".56", x: 126, width: 30),
            ])),
        .triggering(
            "an Android price whose cents are a separate view",
            RuleExample.screen(
                [
                    Element(
                        type: "android.widget.TextView", label: "€24", traits: [.staticText],
                        frame: Rect(x: 48, y: 600, width: 120, height: 96), isAccessibilityElement: true,
                        visibleText: "€24"),
                    Element(
                        type: "android.widget.TextView", label: ".99", traits: [.staticText],
                        frame: Rect(x: 168, y: 600, width: 60, height: 48), isAccessibilityElement: true,
                        visibleText: ".99"),
                ], platform: .android)),
        .nonTriggering(
            "the balance joined into one element",
            RuleExample.screen([
                Element(
                    type: "UIView", label: "$1,234.56", frame: Rect(x: 20, y: 200, width: 136, height: 40),
                    isAccessibilityElement: true,
                    children: [
                        Self.piece("$", x: 20), Self.piece("1,234", x: 36, width: 90),
                        Self.piece(".56", x: 126, width: 30),
                    ])
            ])),
        .nonTriggering(
            "a price followed by a quantity, and numbers on different lines",
            RuleExample.screen([
                Self.piece("$5", x: 20, width: 40),
                Self.piece("10", x: 80, width: 30),
                Self.piece("$", x: 20, y: 300),
                Self.piece("12", x: 20, y: 360, width: 30),
            ])),
    ]

    public func check(_ context: AuditContext) -> [RuleHit] {
        let items = context.readingItems
        var hits: [RuleHit] = []
        var index = 0
        while index < items.count {
            guard let run = Self.splitAmount(startingAt: index, in: items) else {
                index += 1
                continue
            }
            let pieces = run.texts.map { "\"\($0)\"" }
            let listed =
                pieces.count == 2
                ? pieces.joined(separator: " and ")
                : pieces.dropLast().joined(separator: ", ") + " and " + (pieces.last ?? "")
            let reader = LabelText.screenReaderName(context)
            hits.append(
                RuleHit(
                    path: items[index].path,
                    message:
                        "Make \(listed) one accessibility element whose \(LabelText.labelProperty(context)) reads the "
                        + "whole amount (\"\(run.joined)\", or \"\(run.words)\"): \(reader) reads each piece as a stop of "
                        + "its own, so the amount is never heard as one phrase"))
            index += run.texts.count
        }
        return hits
    }

    /// Pieces of one amount in consecutive stops: the texts, the amount they make, and its words.
    struct SplitAmount: Equatable {
        var texts: [String]
        var joined: String
        var words: String
    }

    /// What one stop can hold of an amount drawn in pieces.
    enum Piece: Equatable {
        /// A currency symbol alone, perhaps with a minus sign: "$", "-€".
        case symbol
        /// Whole units, with or without the symbol: "1,234", "$1,234".
        case whole(hasSymbol: Bool)
        /// A decimal point and one or two digits: ".56".
        case fraction

        init?(_ text: String, currencies: [CurrencyWords] = CurrencyWords.common) {
            let unsigned = text.trimmingCharacters(in: Self.minusSigns)
            let symbol = currencies.map(\.symbol).filter { !$0.isEmpty && unsigned.hasPrefix($0) }.max {
                $0.count < $1.count
            }
            if let symbol, unsigned == symbol {
                self = .symbol
                return
            }
            if text.first == ".", text.count <= 3, text.dropFirst().allSatisfy(Self.isDigit), text.count > 1 {
                self = .fraction
                return
            }
            let number = unsigned.dropFirst(symbol?.count ?? 0).drop { $0 == " " }
            guard let first = number.first, Self.isDigit(first), number.allSatisfy({ Self.isDigit($0) || $0 == "," })
            else { return nil }
            self = .whole(hasSymbol: symbol != nil)
        }

        private static let minusSigns = CharacterSet(charactersIn: "-\u{2212}").union(.whitespaces)

        private static func isDigit(_ character: Character) -> Bool {
            character.isASCII && character.isWholeNumber
        }
    }

    /// The shapes an amount takes across stops: symbol + whole (+ fraction), or whole with its symbol + fraction.
    static func splitAmount(startingAt start: Int, in items: [ReadingItem]) -> SplitAmount? {
        func text(_ offset: Int) -> String? {
            guard items.indices.contains(start + offset) else { return nil }
            let element = items[start + offset].element
            return (element.label?.nonBlank ?? element.visibleText?.nonBlank)?.trimmingCharacters(
                in: .whitespacesAndNewlines)
        }
        guard let first = text(0), let firstPiece = Piece(first), let second = text(1), let secondPiece = Piece(second)
        else { return nil }
        var texts: [String]
        switch (firstPiece, secondPiece) {
        case (.symbol, .whole(hasSymbol: false)):
            texts = [first, second]
            if let third = text(2), Piece(third) == .fraction { texts.append(third) }
        case (.whole(hasSymbol: true), .fraction):
            texts = [first, second]
        default:
            return nil
        }
        guard onOneLine(items[start..<(start + texts.count)].map(\.element)) else { return nil }
        let joined = texts.joined()
        guard let words = SpokenAmount.words(for: joined) else { return nil }
        return SplitAmount(texts: texts, joined: joined, words: words)
    }

    /// Every frame overlaps the first one vertically; pieces without frames are taken as one line.
    private static func onOneLine(_ elements: [Element]) -> Bool {
        let frames = elements.compactMap(\.frame)
        guard let first = frames.first else { return true }
        return frames.allSatisfy { $0.minY < first.maxY && first.minY < $0.maxY }
    }

    // MARK: Example screens

    private static func piece(_ text: String, x: Double, y: Double = 200, width: Double = 16) -> Element {
        Element(
            type: "UILabel", label: text, traits: [.staticText], frame: Rect(x: x, y: y, width: width, height: 40),
            isAccessibilityElement: true, visibleText: text)
    }
}

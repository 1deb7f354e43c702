import RotorKit
import Testing

/// Int.max written out; the largest whole amount an Int can hold.
private let intMaxWords =
    "nine quintillion two hundred twenty-three quadrillion three hundred seventy-two trillion "
    + "thirty-six billion eight hundred fifty-four million seven hundred seventy-five thousand eight hundred seven"

@Suite("NumberWords")
struct NumberWordsTests {
    @Test(arguments: [
        (0, "zero"),
        (7, "seven"),
        (13, "thirteen"),
        (20, "twenty"),
        (21, "twenty-one"),
        (99, "ninety-nine"),
        (100, "one hundred"),
        (101, "one hundred one"),
        (110, "one hundred ten"),
        (999, "nine hundred ninety-nine"),
        (1_000, "one thousand"),
        (1_001, "one thousand one"),
        (12_300, "twelve thousand three hundred"),
        (1_000_000, "one million"),
        (1_000_001, "one million one"),
        (1_234_567, "one million two hundred thirty-four thousand five hundred sixty-seven"),
        (2_000_000_000, "two billion"),
        (5_000_000_000_000, "five trillion"),
        (Int.max, intMaxWords),
    ])
    func positiveAndZero(value: Int, expected: String) {
        #expect(NumberWords.english(value) == expected)
    }

    @Test(arguments: [
        (-1, "minus one"),
        (-601, "minus six hundred one"),
        // Int.min has no positive Int, so it is the case most likely to trap.
        (Int.min, "minus " + intMaxWords.dropLast("seven".count) + "eight"),
    ])
    func negative(value: Int, expected: String) {
        #expect(NumberWords.english(value) == expected)
    }
}

@Suite("SpokenAmount.words(for:)")
struct SpokenAmountWordsTests {
    @Test(arguments: [
        ("$999.99", "nine hundred ninety-nine dollars and ninety-nine cents"),
        ("$333.33", "three hundred thirty-three dollars and thirty-three cents"),
        (
            "$1,234,567.89",
            "one million two hundred thirty-four thousand five hundred sixty-seven dollars and eighty-nine cents"
        ),
        ("$12.30", "twelve dollars and thirty cents"),
        ("$ 12.30", "twelve dollars and thirty cents"),
        ("$\u{00A0}12.30", "twelve dollars and thirty cents"),
        ("  $2  ", "two dollars"),
        ("$05.00", "five dollars"),
    ])
    func dollarsAndCents(text: String, expected: String) {
        #expect(SpokenAmount.words(for: text) == expected)
    }

    @Test(arguments: [
        ("$1.00", "one dollar"),
        ("$2", "two dollars"),
        ("$0.01", "one cent"),
        ("$0.02", "two cents"),
        ("$1.01", "one dollar and one cent"),
        ("$2.01", "two dollars and one cent"),
        ("$1.02", "one dollar and two cents"),
        ("$0.00", "zero dollars"),
        ("$0", "zero dollars"),
    ])
    func singularAndPlural(text: String, expected: String) {
        #expect(SpokenAmount.words(for: text) == expected)
    }

    @Test(arguments: [
        ("$601.00", "six hundred one dollars"),
        ("$601.0", "six hundred one dollars"),
        ("$.5", "fifty cents"),
        ("$0.5", "fifty cents"),
        ("$0.50", "fifty cents"),
        ("$0.05", "five cents"),
    ])
    func zeroPartsAreNotSpoken(text: String, expected: String) {
        #expect(SpokenAmount.words(for: text) == expected)
    }

    @Test(arguments: [
        ("-$601.00", "minus six hundred one dollars"),
        ("$-601.00", "minus six hundred one dollars"),
        ("\u{2212}$601.00", "minus six hundred one dollars"),
        ("$\u{2212}601.00", "minus six hundred one dollars"),
        ("$ -601", "minus six hundred one dollars"),
        ("-$0.50", "minus fifty cents"),
        ("-$1.01", "minus one dollar and one cent"),
        // Negative zero is just zero.
        ("-$0.00", "zero dollars"),
    ])
    func negatives(text: String, expected: String) {
        #expect(SpokenAmount.words(for: text) == expected)
    }

    @Test(arguments: [
        ("$1,000,000,000,000.00", "one trillion dollars"),
        ("$2,500,000,000,000.01", "two trillion five hundred billion dollars and one cent"),
        ("$9,223,372,036,854,775,807.99", intMaxWords + " dollars and ninety-nine cents"),
        ("-$9223372036854775807", "minus " + intMaxWords + " dollars"),
    ])
    func large(text: String, expected: String) {
        #expect(SpokenAmount.words(for: text) == expected)
    }

    @Test(arguments: [
        "$9,223,372,036,854,775,808",
        "$99999999999999999999999.99",
        "-$9223372036854775808",
    ])
    func tooLargeForIntIsNil(text: String) {
        #expect(SpokenAmount.words(for: text) == nil)
    }

    @Test(arguments: [
        "", "   ", "abc", "$", "-$", "$-", "\u{2212}", "$.", "$1.", "$1.2.3", "$1.234", "$0.001",
        "$1,23", "$1,2345", "$1234,567", "$,123", "1.00", "12$", "$5 apples", "$5M", "US$5",
        "--$5", "-$-5", "$--5", "- $5", "$\n5", "$$5", "$1 $2", "$\u{0301}5", "💵5", "$٣",
    ])
    func malformedIsNil(text: String) {
        #expect(SpokenAmount.words(for: text) == nil)
    }
}

@Suite("SpokenAmount currencies")
struct SpokenAmountCurrencyTests {
    @Test(arguments: [
        ("€12.50", "twelve euros and fifty cents"),
        ("€1.01", "one euro and one cent"),
        ("£1.01", "one pound and one penny"),
        ("£0.50", "fifty pence"),
        ("-£3", "minus three pounds"),
    ])
    func symbolIsRecognisedWithoutATable(text: String, expected: String) {
        #expect(SpokenAmount.words(for: text) == expected)
    }

    @Test func givenTableReadsItsSymbol() {
        #expect(SpokenAmount.words(for: "€12.50", currencies: [.euros]) == "twelve euros and fifty cents")
    }

    @Test func givenTableIgnoresOtherSymbols() {
        #expect(SpokenAmount.words(for: "$12.50", currencies: [.euros]) == nil)
    }

    @Test func customTableRenamesASharedSymbol() {
        let canadianDollars = CurrencyWords(
            symbol: "$",
            major: CurrencyWords.Unit(singular: "Canadian dollar", plural: "Canadian dollars"),
            minor: CurrencyWords.Unit(singular: "cent", plural: "cents")
        )
        #expect(
            SpokenAmount.words(for: "$1.25", currencies: [canadianDollars])
                == "one Canadian dollar and twenty-five cents")
        // When two tables share a symbol the first listed wins.
        #expect(SpokenAmount.words(for: "$1", currencies: [canadianDollars, .usDollars]) == "one Canadian dollar")
    }

    @Test func longestSymbolWins() {
        let swissFrancs = CurrencyWords(
            symbol: "CHF",
            major: CurrencyWords.Unit(singular: "franc", plural: "francs"),
            minor: CurrencyWords.Unit(singular: "centime", plural: "centimes")
        )
        let usDollarsPrefixed = CurrencyWords(
            symbol: "US$", major: CurrencyWords.usDollars.major, minor: CurrencyWords.usDollars.minor
        )
        let currencies = [swissFrancs, .usDollars, usDollarsPrefixed]
        #expect(SpokenAmount.words(for: "CHF 2.05", currencies: currencies) == "two francs and five centimes")
        #expect(SpokenAmount.words(for: "US$5", currencies: currencies) == "five dollars")
    }

    @Test func emptySymbolReadsBareNumbers() {
        let bareDollars = CurrencyWords(
            symbol: "", major: CurrencyWords.usDollars.major, minor: CurrencyWords.usDollars.minor
        )
        #expect(SpokenAmount.words(for: "-12.50", currencies: [bareDollars]) == "minus twelve dollars and fifty cents")
    }

    @Test func noCurrenciesMeansNoAmounts() {
        #expect(SpokenAmount.words(for: "$1", currencies: []) == nil)
    }

    @Test func unitNameIsSingularOnlyForOne() {
        let unit = CurrencyWords.usDollars.major
        #expect(unit.name(for: 1) == "dollar")
        #expect(unit.name(for: 0) == "dollars")
        #expect(unit.name(for: 2) == "dollars")
    }
}

@Suite("SpokenAmount.replacingAmounts(in:)")
struct SpokenAmountReplacingTests {
    @Test(arguments: [
        (
            "Subtotal $999.99, discount -$601.00",
            "Subtotal nine hundred ninety-nine dollars and ninety-nine cents, discount minus six hundred one dollars"
        ),
        ("It costs $5.", "It costs five dollars."),
        ("$1,234, then $2", "one thousand two hundred thirty-four dollars, then two dollars"),
        ("€3 or £2 (or $0.01)", "three euros or two pounds (or one cent)"),
        ("Balance: \u{2212}$20.00", "Balance: minus twenty dollars"),
        ("Total:$7", "Total:seven dollars"),
    ])
    func amountsAreReplaced(text: String, expected: String) {
        #expect(SpokenAmount.replacingAmounts(in: text) == expected)
    }

    @Test(arguments: [
        "",
        "No amounts here",
        "Version 1.2.3 costs 5",
        "US$5 and $5M",
        "$1.2.3",
        "$1.234",
        "$99999999999999999999999",
        "$",
    ])
    func textWithoutReadableAmountsIsUnchanged(text: String) {
        #expect(SpokenAmount.replacingAmounts(in: text) == text)
    }

    @Test func dashSetApartFromTheSymbolIsPunctuationNotASign() {
        #expect(SpokenAmount.replacingAmounts(in: "Fee - $5") == "Fee - five dollars")
    }

    @Test func givenTableOnlyReplacesItsOwnAmounts() {
        #expect(SpokenAmount.replacingAmounts(in: "€2 or $2", currencies: [.euros]) == "two euros or $2")
    }
}

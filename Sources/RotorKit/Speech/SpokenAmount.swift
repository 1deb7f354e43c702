/// English words for whole numbers, written out the way VoiceOver should say them.
///
/// American style, with no "and" inside a number ("one hundred one"), so that in a spoken amount
/// "and" only ever joins the major unit to the minor one.
public enum NumberWords {
    /// `english(1_234_567)` is "one million two hundred thirty-four thousand five hundred
    /// sixty-seven"; `english(0)` is "zero"; negatives start with "minus".
    public static func english(_ value: Int) -> String {
        // The magnitude is unsigned so that Int.min, which has no positive Int, still works.
        let words = english(magnitude: value.magnitude)
        return value < 0 ? "minus \(words)" : words
    }

    private static let belowTwenty = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen",
    ]

    private static let tens = [
        "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
    ]

    /// One name per group of three digits, lowest first; an Int's magnitude stays below ten
    /// quintillion, so these cover every value.
    private static let scales = [
        "", " thousand", " million", " billion", " trillion", " quadrillion", " quintillion",
    ]

    private static func english(magnitude: UInt) -> String {
        guard magnitude > 0 else { return "zero" }
        var groups: [String] = []
        var remaining = magnitude
        for scale in scales where remaining > 0 {
            let group = Int(remaining % 1000)
            // Empty groups are silent: 1,000,001 is "one million one".
            if group > 0 { groups.append(wordsBelowThousand(group) + scale) }
            remaining /= 1000
        }
        return groups.reversed().joined(separator: " ")
    }

    /// Words for 1 through 999.
    private static func wordsBelowThousand(_ number: Int) -> String {
        var parts: [String] = []
        if number >= 100 { parts.append("\(belowTwenty[number / 100]) hundred") }
        let belowHundred = number % 100
        if belowHundred >= 20 {
            let ones = belowHundred % 10
            parts.append(ones == 0 ? tens[belowHundred / 10] : "\(tens[belowHundred / 10])-\(belowTwenty[ones])")
        } else if belowHundred > 0 {
            parts.append(belowTwenty[belowHundred])
        }
        return parts.joined(separator: " ")
    }
}

/// How one currency is written and spoken: its symbol and the names of its units.
///
/// This is data rather than code so that an app can read its own currency (or translate the unit
/// names) without changing how amounts are found.
public struct CurrencyWords: Hashable, Sendable {
    /// A unit's name, such as "dollar" and "dollars".
    public struct Unit: Hashable, Sendable {
        public var singular: String
        public var plural: String

        public init(singular: String, plural: String) {
            self.singular = singular
            self.plural = plural
        }

        /// English uses the singular for exactly one and the plural otherwise, zero included.
        public func name(for count: Int) -> String {
            count == 1 ? singular : plural
        }
    }

    /// What the amount is written after, such as "$", "€" or "CHF". An empty symbol matches bare
    /// numbers, for an app whose amounts carry no symbol.
    public var symbol: String
    /// The whole unit, such as dollars.
    public var major: Unit
    /// The hundredth unit, such as cents; amounts are written with at most two decimals.
    public var minor: Unit

    public init(symbol: String, major: Unit, minor: Unit) {
        self.symbol = symbol
        self.major = major
        self.minor = minor
    }

    public static let usDollars = CurrencyWords(
        symbol: "$",
        major: Unit(singular: "dollar", plural: "dollars"),
        minor: Unit(singular: "cent", plural: "cents")
    )

    public static let euros = CurrencyWords(
        symbol: "€",
        major: Unit(singular: "euro", plural: "euros"),
        minor: Unit(singular: "cent", plural: "cents")
    )

    public static let poundsSterling = CurrencyWords(
        symbol: "£",
        major: Unit(singular: "pound", plural: "pounds"),
        minor: Unit(singular: "penny", plural: "pence")
    )

    /// The currencies recognised when a caller names none; "$" is read as US dollars.
    public static let common: [CurrencyWords] = [.usDollars, .euros, .poundsSterling]
}

/// Currency amounts as words VoiceOver reads in one go.
///
/// VoiceOver reads "$999.99" inconsistently and can split an attributed amount across several
/// swipes; an accessibility label of "nine hundred ninety-nine dollars and ninety-nine cents" is
/// read the same way every time.
///
/// An amount is a currency symbol, optionally a minus sign ("-" or "−") before or after it, and a
/// number with optional thousands commas and up to two decimals: "$1,234.50", "-$601.00",
/// "$-601.00", "$ 12.30", "$.5". Zero cents are not spoken, and neither is the sign of zero.
public enum SpokenAmount {
    /// The words for `text` when the whole of it (ignoring surrounding whitespace) is one amount
    /// in one of `currencies`, else nil. When two currencies share a symbol the first listed wins.
    ///
    ///     SpokenAmount.words(for: "$1.01")  // "one dollar and one cent"
    ///     SpokenAmount.words(for: "$1.234") // nil: more than two decimals
    public static func words(for text: String, currencies: [CurrencyWords] = CurrencyWords.common) -> String? {
        let characters = Array(text)
        guard let start = characters.firstIndex(where: { !$0.isWhitespace }),
            let last = characters.lastIndex(where: { !$0.isWhitespace })
        else { return nil }
        let scanner = AmountScanner(characters: characters, currencies: currencies)
        guard let amount = scanner.amount(at: start), amount.end == last + 1 else { return nil }
        return amount.words
    }

    /// `text` with every amount in it replaced by its words; everything else is kept as written.
    ///
    ///     SpokenAmount.replacingAmounts(in: "Subtotal $999.99, discount -$601.00")
    ///     // "Subtotal nine hundred ninety-nine dollars and ninety-nine cents,
    ///     //  discount minus six hundred one dollars"
    ///
    /// Amounts joined to a word ("US$5", "$5M") or malformed ("$1.2.3") are left alone, since
    /// reading part of them would change what they say.
    public static func replacingAmounts(
        in text: String,
        currencies: [CurrencyWords] = CurrencyWords.common
    ) -> String {
        let characters = Array(text)
        let scanner = AmountScanner(characters: characters, currencies: currencies)
        var result = ""
        var index = 0
        while index < characters.count {
            if !scanner.isWordCharacter(at: index - 1), let amount = scanner.amount(at: index) {
                result += amount.words
                index = amount.end
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }
}

/// An amount found in text, split into whole and hundredth units so that no amount that fits
/// an Int overflows by being counted in cents.
private struct ScannedAmount {
    var isNegative: Bool
    var major: Int
    var minor: Int
    var currency: CurrencyWords
    /// The index just past the amount's last character.
    var end: Int

    var words: String {
        var parts: [String] = []
        // "$0.50" is "fifty cents", not "zero dollars and fifty cents"; "$0.00" still needs a unit.
        if major > 0 || minor == 0 {
            parts.append("\(NumberWords.english(major)) \(currency.major.name(for: major))")
        }
        if minor > 0 {
            parts.append("\(NumberWords.english(minor)) \(currency.minor.name(for: minor))")
        }
        let unsigned = parts.joined(separator: " and ")
        let isZero = major == 0 && minor == 0
        return isNegative && !isZero ? "minus \(unsigned)" : unsigned
    }
}

/// Finds amounts in a string's characters; works on whole characters so that a symbol never
/// matches half of a grapheme.
private struct AmountScanner {
    let characters: [Character]
    let currencies: [CurrencyWords]

    /// The amount starting exactly at `start`, if one does and it is not run into a following
    /// word or number.
    func amount(at start: Int) -> ScannedAmount? {
        var index = start
        var isNegative = isMinusSign(at: index)
        if isNegative { index += 1 }
        guard let currency = currency(at: index) else { return nil }
        index += currency.symbol.count
        while index < characters.count, characters[index].isWhitespace, !characters[index].isNewline {
            index += 1
        }
        if !isNegative, isMinusSign(at: index) {
            isNegative = true
            index += 1
        }
        guard let number = number(at: index), !continuesNumberOrWord(at: number.end) else { return nil }
        return ScannedAmount(
            isNegative: isNegative, major: number.major, minor: number.minor, currency: currency, end: number.end
        )
    }

    func isWordCharacter(at index: Int) -> Bool {
        characters.indices.contains(index) && (characters[index].isLetter || characters[index].isNumber)
    }

    /// The longest symbol that starts at `index`, so that a table holding both "$" and "US$"
    /// reads "US$5" with the latter.
    private func currency(at index: Int) -> CurrencyWords? {
        guard index <= characters.count else { return nil }
        let rest = characters[index...]
        return
            currencies
            .filter { rest.starts(with: $0.symbol) }
            .max { $0.symbol.count < $1.symbol.count }
    }

    /// Digits with optional thousands commas, then optionally "." and one or two decimals.
    private func number(at start: Int) -> (major: Int, minor: Int, end: Int)? {
        var index = start
        let leadingLength = digitRunLength(at: index)
        var wholeDigits = Array(characters[index..<(index + leadingLength)])
        index += leadingLength
        // Commas group exactly three digits after a lead of one to three; "1,23" or "1234,567"
        // is not an amount we can be sure of.
        while isCharacter(",", at: index), digitRunLength(at: index + 1) > 0 {
            guard (1...3).contains(leadingLength), digitRunLength(at: index + 1) == 3 else { return nil }
            wholeDigits += characters[(index + 1)..<(index + 4)]
            index += 4
        }
        var minor = 0
        if isCharacter(".", at: index), digitRunLength(at: index + 1) > 0 {
            let decimalsLength = digitRunLength(at: index + 1)
            guard decimalsLength <= 2 else { return nil }
            let decimals = Array(characters[(index + 1)..<(index + 1 + decimalsLength)])
            // One decimal is tenths: "$.5" is fifty cents.
            guard let value = Self.value(of: decimals) else { return nil }
            minor = decimalsLength == 1 ? value * 10 : value
            index += 1 + decimalsLength
        } else if wholeDigits.isEmpty {
            return nil
        }
        guard let major = Self.value(of: wholeDigits) else { return nil }
        return (major, minor, index)
    }

    /// Whether the text goes on after `index` in a way that makes the amount part of something
    /// larger: a letter or digit ("$5M"), or a separator before a digit ("$1.2.3", "$1.234").
    private func continuesNumberOrWord(at index: Int) -> Bool {
        if isWordCharacter(at: index) { return true }
        return (isCharacter(".", at: index) || isCharacter(",", at: index)) && digitRunLength(at: index + 1) > 0
    }

    private func isMinusSign(at index: Int) -> Bool {
        // U+2212 is the typographic minus that number formatters and designers often use.
        isCharacter("-", at: index) || isCharacter("\u{2212}", at: index)
    }

    private func isCharacter(_ character: Character, at index: Int) -> Bool {
        characters.indices.contains(index) && characters[index] == character
    }

    /// How many ASCII digits start at `index`; other scripts' digits are not read as amounts.
    private func digitRunLength(at index: Int) -> Int {
        guard characters.indices.contains(index) else { return 0 }
        return characters[index...].prefix { $0.isASCII && $0.isWholeNumber }.count
    }

    /// The value of ASCII digits, or nil when it is too large for an Int.
    private static func value(of digits: [Character]) -> Int? {
        var total = 0
        for digit in digits {
            guard let digitValue = digit.wholeNumberValue else { return nil }
            let (shifted, shiftOverflow) = total.multipliedReportingOverflow(by: 10)
            let (sum, sumOverflow) = shifted.addingReportingOverflow(digitValue)
            if shiftOverflow || sumOverflow { return nil }
            total = sum
        }
        return total
    }
}

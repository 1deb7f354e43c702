import Foundation

/// How spec text is compared with what a screen reader says. The defaults compare what a listener
/// hears: words and their order, not case, punctuation or how a number is written.
public struct SpecComparisonOptions: Hashable, Sendable {
    /// Compare letter case too (otherwise "Sign in" matches "Sign In").
    public var matchesCase: Bool
    /// Compare punctuation and symbols too (otherwise "Need help?" matches "Need help").
    public var matchesPunctuation: Bool
    /// Compare numbers and amounts as spoken, so "$999.99" matches "nine hundred ninety-nine
    /// dollars and ninety-nine cents" and "360" matches "three hundred sixty".
    public var comparesNumbersAsSpoken: Bool

    public init(matchesCase: Bool = false, matchesPunctuation: Bool = false, comparesNumbersAsSpoken: Bool = true) {
        self.matchesCase = matchesCase
        self.matchesPunctuation = matchesPunctuation
        self.comparesNumbersAsSpoken = comparesNumbersAsSpoken
    }
}

/// The small language of spec text: words, `<…>` placeholders standing for any words, and `\`
/// escaping the next character.
public enum SpecText {
    /// `text` written so that it reads back as exactly itself: `\` and `<` are escaped.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "\\" || character == "<" { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// A problem with a regular expression, or nil when it compiles.
    public static func problem(inRegularExpression source: String) -> String? {
        do {
            _ = try NSRegularExpression(pattern: wholeTextPattern(source))
            return nil
        } catch {
            return "'/\(source)/' is not a valid regular expression"
        }
    }

    /// The expression made to match the whole text, as comparison uses it.
    static func wholeTextPattern(_ source: String) -> String {
        "\\A(?:\(source))\\z"
    }

    enum Piece: Equatable {
        case text(String)
        case placeholder
    }

    /// Splits spec text into literal text and placeholders. A `<` with no closing `>` is literal.
    static func pieces(of spoken: String) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        var characters = spoken[...]
        while let character = characters.popFirst() {
            if character == "\\", let escaped = characters.popFirst() {
                literal.append(escaped)
            } else if character == "<", let close = characters.firstIndex(of: ">") {
                if !literal.isEmpty { pieces.append(.text(literal)) }
                literal = ""
                pieces.append(.placeholder)
                characters = characters[characters.index(after: close)...]
            } else {
                literal.append(character)
            }
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        return pieces
    }

    /// The words a listener tells apart in `text`: amounts and whole numbers become words, and
    /// case and punctuation are dropped unless the options keep them.
    static func words(in text: String, options: SpecComparisonOptions) -> [String] {
        let spoken = options.comparesNumbersAsSpoken ? SpokenAmount.replacingAmounts(in: text) : text
        var words: [String] = []
        for token in tokens(in: spoken, keepingPunctuation: options.matchesPunctuation) {
            if options.comparesNumbersAsSpoken, let number = wholeNumber(token) {
                words += tokens(in: NumberWords.english(number), keepingPunctuation: options.matchesPunctuation)
            } else {
                words.append(token)
            }
        }
        return options.matchesCase ? words : words.map { $0.lowercased() }
    }

    /// Runs of letters and digits (as `SpokenText.normalized` splits them), or whitespace-separated
    /// chunks when punctuation counts.
    private static func tokens(in text: String, keepingPunctuation: Bool) -> [String] {
        if keepingPunctuation {
            return text.split(whereSeparator: \.isWhitespace).map(String.init)
        }
        return text.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// ASCII digits read as one number. Leading zeros ("007") are read digit by digit by a screen
    /// reader, so such tokens stay as written; so do numbers too long to be read as one.
    private static func wholeNumber(_ token: String) -> Int? {
        guard token.count <= 18, token.allSatisfy({ $0.isASCII && $0.isWholeNumber }),
            token.count == 1 || token.first != "0"
        else { return nil }
        return Int(token)
    }
}

/// Spec text compiled for matching heard text many times.
struct TextMatcher {
    private enum Alternative {
        case words([Token])
        case regularExpression(NSRegularExpression?)
    }

    private enum Token: Equatable {
        case word(String)
        /// One or more words.
        case placeholder
    }

    private let alternatives: [Alternative]

    init(_ expected: ExpectedText, options: SpecComparisonOptions) {
        alternatives = expected.alternatives.map { alternative in
            switch alternative {
            case .spoken(let text):
                return .words(
                    SpecText.pieces(of: text).flatMap { piece -> [Token] in
                        switch piece {
                        case .text(let literal): SpecText.words(in: literal, options: options).map(Token.word)
                        case .placeholder: [.placeholder]
                        }
                    })
            case .regularExpression(let source):
                // Readers reject invalid expressions; one that still fails matches nothing.
                return .regularExpression(
                    try? NSRegularExpression(
                        pattern: SpecText.wholeTextPattern(source),
                        options: options.matchesCase ? [] : [.caseInsensitive]))
            }
        }
    }

    /// When every alternative is plain words (no placeholder, no regular expression), the word
    /// lists it matches exactly, so callers can look matches up instead of trying each text.
    var exactWordLists: [[String]]? {
        var lists: [[String]] = []
        for alternative in alternatives {
            guard case .words(let tokens) = alternative else { return nil }
            var words: [String] = []
            for token in tokens {
                guard case .word(let word) = token else { return nil }
                words.append(word)
            }
            lists.append(words)
        }
        return lists
    }

    /// Whether any alternative matches: spoken text against `words` (from `SpecText.words`),
    /// regular expressions against `raw`, the text as captured.
    func matches(words: [String], raw: String) -> Bool {
        alternatives.contains { alternative in
            switch alternative {
            case .words(let tokens): Self.matches(tokens, words)
            case .regularExpression(let expression?):
                expression.firstMatch(in: raw, range: NSRange(raw.startIndex..., in: raw)) != nil
            case .regularExpression(nil): false
            }
        }
    }

    /// Placeholders take one or more words ("Version <x.y.z>" needs a version); text that is only
    /// placeholders also matches nothing at all, as the value of an empty field.
    private static func matches(_ tokens: [Token], _ words: [String]) -> Bool {
        if !tokens.isEmpty, tokens.allSatisfy({ $0 == .placeholder }) { return true }
        // matched[j]: the tokens so far match the first j words (one row of the usual table).
        var matched = [true] + Array(repeating: false, count: words.count)
        for token in tokens {
            var next = Array(repeating: false, count: words.count + 1)
            for index in words.indices {
                switch token {
                case .word(let word): next[index + 1] = matched[index] && words[index] == word
                case .placeholder: next[index + 1] = matched[index] || next[index]
                }
            }
            matched = next
        }
        return matched[words.count]
    }
}

import Foundation

/// One app strings table: an old-style `.strings` file in a `<language>.lproj` folder (UTF-8 or
/// UTF-16) or a string catalog (`.xcstrings`, JSON). Rotor reads them for two facts only: which
/// keys the `Localizable` table translates (SwiftUI reads `Image("close")`'s name as such a key for
/// its accessibility label) and which languages the app is localized into.
public struct StringsTable: Sendable, Equatable {
    /// `Localizable` for `Localizable.strings` and `Localizable.xcstrings`.
    public var name: String
    /// Keys that have a value in some language.
    public var keys: Set<String>
    /// The languages the table has values for, `Base` left out.
    public var languages: Set<String>

    public init(name: String, keys: Set<String>, languages: Set<String>) {
        self.name = name
        self.keys = keys
        self.languages = languages
    }

    /// The extensions of the files read as strings tables.
    public static let fileExtensions: Set<String> = ["strings", "xcstrings"]

    /// Reads a table from its path (which names the table and, for `.strings`, its language) and
    /// its bytes. A file that does not parse throws an `ImportError` naming what is wrong.
    public static func parse(path: String, data: Data) throws(ImportError) -> StringsTable {
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent
        if url.pathExtension == "xcstrings" { return try parseCatalog(path: path, name: name, data: data) }
        let folder = url.deletingLastPathComponent().lastPathComponent
        let language = folder.hasSuffix(".lproj") ? String(folder.dropLast(".lproj".count)) : nil
        guard let text = decode(data) else {
            throw ImportError(file: path, message: "is not UTF-8 or UTF-16 text; its strings are not read")
        }
        var parser = OldStyleStringsParser(text: text)
        let pairs: [String: String]
        do throws(OldStyleStringsParser.Failure) {
            pairs = try parser.parse()
        } catch {
            throw ImportError(file: path, position: "\(error.line)", message: "\(error.reason); its strings are not read")
        }
        let languages: Set<String> = language.map { $0 == "Base" ? [] : [$0] } ?? []
        return StringsTable(name: name, keys: Set(pairs.keys), languages: languages)
    }

    /// UTF-16 when the bytes start with a byte-order mark (as Xcode long wrote `.strings`), else UTF-8.
    private static func decode(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(2))
        if bytes == [0xFF, 0xFE] || bytes == [0xFE, 0xFF] { return String(data: data, encoding: .utf16) }
        return String(data: data, encoding: .utf8)
    }

    /// `{"sourceLanguage": "en", "strings": {"key": {"localizations": {"fr": {…}}}}}`. A key with no
    /// localization is shown as itself, so it names nothing beyond the key.
    private static func parseCatalog(path: String, name: String, data: Data) throws(ImportError) -> StringsTable {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else {
            throw ImportError(file: path, message: "is not a string catalog (JSON with a \"strings\" object); its strings are not read")
        }
        var keys: Set<String> = []
        var languages: Set<String> = []
        if let source = root["sourceLanguage"] as? String { languages.insert(source) }
        for (key, entry) in strings {
            guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any], !localizations.isEmpty else { continue }
            keys.insert(key)
            languages.formUnion(localizations.keys)
        }
        return StringsTable(name: name, keys: keys, languages: languages)
    }
}

/// What every strings table of a project says together.
public struct Localizations: Sendable, Equatable {
    /// Keys the `Localizable` tables translate.
    public var localizableKeys: Set<String>
    /// Every language any table has values for.
    public var languages: Set<String>

    public init(localizableKeys: Set<String> = [], languages: Set<String> = []) {
        self.localizableKeys = localizableKeys
        self.languages = languages
    }

    public init(_ tables: some Sequence<StringsTable>) {
        self.init()
        for table in tables {
            if table.name == "Localizable" { localizableKeys.formUnion(table.keys) }
            languages.formUnion(table.languages)
        }
    }

    /// The app speaks more than one language, so text in code must be localized too.
    public var isMultilingual: Bool { languages.count > 1 }
}

/// The old-style property list a `.strings` file holds: `"key" = "value";` pairs, `/* */` and `//`
/// comments, quoted or bare words. Read with a cursor over the characters: no recursion, and any
/// malformed input ends in an error, never a crash.
struct OldStyleStringsParser {
    struct Failure: Error {
        var line: Int
        var reason: String
    }

    private let characters: [Character]
    private var index = 0
    private var line = 1

    init(text: String) {
        characters = Array(text)
    }

    mutating func parse() throws(Failure) -> [String: String] {
        var pairs: [String: String] = [:]
        skipSpaceAndComments()
        // A `.strings` file may be wrapped in braces, as a dictionary.
        let braced = peek == "{"
        if braced { advance(); skipSpaceAndComments() }
        while let next = peek, !(braced && next == "}") {
            let key = try word()
            skipSpaceAndComments()
            var value = key
            if peek == "=" {
                advance()
                skipSpaceAndComments()
                value = try word()
                skipSpaceAndComments()
            }
            guard peek == ";" else { throw Failure(line: line, reason: "expected \";\" after the entry \"\(key)\"") }
            advance()
            pairs[key] = value
            skipSpaceAndComments()
        }
        if braced {
            guard peek == "}" else { throw Failure(line: line, reason: "the opening \"{\" is never closed") }
            advance()
            skipSpaceAndComments()
            guard peek == nil else { throw Failure(line: line, reason: "text after the closing \"}\"") }
        }
        return pairs
    }

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private mutating func advance() {
        if characters[index] == "\n" { line += 1 }
        index += 1
    }

    private mutating func skipSpaceAndComments() {
        while let character = peek {
            if character.isWhitespace || character == "\u{FEFF}" {
                advance()
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while let inner = peek, inner != "\n" { advance() }
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                advance(); advance()
                while peek != nil, !(peek == "*" && index + 1 < characters.count && characters[index + 1] == "/") { advance() }
                if peek != nil { advance(); advance() }
            } else {
                return
            }
        }
    }

    /// A quoted string (with `\"`, `\\`, `\n`, `\t`, `\U` escapes) or a bare word.
    private mutating func word() throws(Failure) -> String {
        guard let first = peek else { throw Failure(line: line, reason: "the file ends where an entry was expected") }
        guard first == "\"" else {
            var bare = ""
            while let character = peek, character.isLetter || character.isNumber || "_.$:/-".contains(character) {
                bare.append(character)
                advance()
            }
            guard !bare.isEmpty else { throw Failure(line: line, reason: "unexpected \"\(first)\"") }
            return bare
        }
        let start = line
        advance()
        var text = ""
        while let character = peek {
            advance()
            switch character {
            case "\"": return text
            case "\\":
                guard let escaped = peek else { break }
                advance()
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "U", "u": text.append(unicodeEscape())
                default: text.append(escaped)
                }
            default: text.append(character)
            }
        }
        throw Failure(line: start, reason: "a quoted string is never closed")
    }

    /// Up to four hex digits after `\U`; an invalid code point reads as U+FFFD.
    private mutating func unicodeEscape() -> Character {
        var digits = ""
        while digits.count < 4, let character = peek, character.isHexDigit {
            digits.append(character)
            advance()
        }
        return UInt32(digits, radix: 16).flatMap { Unicode.Scalar($0) }.map { Character($0) } ?? "\u{FFFD}"
    }
}

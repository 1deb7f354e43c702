import Foundation

/// One app strings table: a `.strings` file in a `<language>.lproj` folder (old-style text in
/// UTF-8 or UTF-16, or an XML or binary property list) or a string catalog (`.xcstrings`, JSON).
/// Rotor reads which keys the table translates (SwiftUI reads `Image("close")`'s name as such a key
/// for its accessibility label), which languages the app is localized into, and each language's
/// values, so that rules judge the text VoiceOver speaks for `Text("profile.title")` rather than the key.
public struct StringsTable: Sendable, Equatable {
    /// `Localizable` for `Localizable.strings` and `Localizable.xcstrings`.
    public var name: String
    /// Keys that have a value in some language.
    public var keys: Set<String>
    /// The languages the table has values for, `Base` left out.
    public var languages: Set<String>
    /// Each language's values (`Base` included): language → key → value.
    public var values: [String: [String: String]]
    /// Keys whose value varies by count or device in a language (a catalog's `variations`): no one
    /// text to judge.
    public var variedKeys: [String: Set<String>]
    /// A catalog's `sourceLanguage`, the language its keys are written in; nil for a `.strings` file.
    public var sourceLanguage: String?

    public init(
        name: String, keys: Set<String>, languages: Set<String>, values: [String: [String: String]] = [:],
        variedKeys: [String: Set<String>] = [:], sourceLanguage: String? = nil
    ) {
        self.name = name
        self.keys = keys
        self.languages = languages
        self.values = values
        self.variedKeys = variedKeys
        self.sourceLanguage = sourceLanguage
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
        let pairs =
            try isPropertyList(data) ? parsePropertyList(path: path, data: data) : parseOldStyle(path: path, data: data)
        let languages: Set<String> = language.map { $0 == "Base" ? [] : [$0] } ?? []
        // A table outside a `.lproj` folder has keys but no language its values could be said in.
        let values = language.map { [$0: pairs] } ?? [:]
        return StringsTable(name: name, keys: Set(pairs.keys), languages: languages, values: values)
    }

    private static func parseOldStyle(path: String, data: Data) throws(ImportError) -> [String: String] {
        guard let text = decode(data) else {
            throw ImportError(file: path, message: "is not UTF-8 or UTF-16 text; its strings are not read")
        }
        var parser = OldStyleStringsParser(text: text)
        do throws(OldStyleStringsParser.Failure) {
            return try parser.parse()
        } catch {
            throw ImportError(
                file: path, position: "\(error.line)", message: "\(error.reason); its strings are not read")
        }
    }

    /// A binary property list, or an XML one (`<?xml`, `<!DOCTYPE plist`, `<plist`, after any
    /// byte-order mark and space), as Xcode's "Copy Strings Files" can write `.strings`.
    private static func isPropertyList(_ data: Data) -> Bool {
        if data.starts(with: Array("bplist".utf8)) { return true }
        let head = data.prefix(256)
        let text =
            isUTF16(head)
            ? String(data: head.prefix(head.count / 2 * 2), encoding: .utf16) ?? ""
            : String(decoding: head, as: UTF8.self)
        let start = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        return ["<?xml", "<!DOCTYPE plist", "<plist"].contains { start.hasPrefix($0) }
    }

    /// The string values of a property list's top-level dictionary; other values are left out.
    private static func parsePropertyList(path: String, data: Data) throws(ImportError) -> [String: String] {
        guard let dictionary = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any]
        else {
            throw ImportError(
                file: path,
                message: "is not a property list of strings (a dictionary at the top); its strings are not read")
        }
        return dictionary.compactMapValues { $0 as? String }
    }

    /// UTF-16 when the bytes start with a byte-order mark (as Xcode long wrote `.strings`), else UTF-8.
    private static func decode(_ data: Data) -> String? {
        isUTF16(data) ? String(data: data, encoding: .utf16) : String(data: data, encoding: .utf8)
    }

    private static func isUTF16(_ data: Data) -> Bool {
        let bytes = [UInt8](data.prefix(2))
        return bytes == [0xFF, 0xFE] || bytes == [0xFE, 0xFF]
    }

    /// `{"sourceLanguage": "en", "strings": {"key": {"localizations": {"fr": {"stringUnit": {"value": …}}}}}}`.
    /// A key with no localization is shown as itself, so it names nothing beyond the key; in the
    /// source language, a key with no value of its own is its own text.
    private static func parseCatalog(path: String, name: String, data: Data) throws(ImportError) -> StringsTable {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            let strings = root["strings"] as? [String: Any]
        else {
            throw ImportError(
                file: path,
                message: "is not a string catalog (JSON with a \"strings\" object); its strings are not read")
        }
        var keys: Set<String> = []
        var languages: Set<String> = []
        var values: [String: [String: String]] = [:]
        var variedKeys: [String: Set<String>] = [:]
        let source = root["sourceLanguage"] as? String
        if let source { languages.insert(source) }
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            if let source, localizations[source] == nil { values[source, default: [:]][key] = key }
            guard !localizations.isEmpty else { continue }
            keys.insert(key)
            languages.formUnion(localizations.keys)
            for (language, localization) in localizations {
                let localization = localization as? [String: Any]
                if let value = (localization?["stringUnit"] as? [String: Any])?["value"] as? String {
                    values[language, default: [:]][key] = value
                } else if localization?["variations"] != nil {
                    variedKeys[language, default: []].insert(key)
                }
            }
        }
        return StringsTable(
            name: name, keys: keys, languages: languages, values: values, variedKeys: variedKeys, sourceLanguage: source
        )
    }
}

/// What every strings table of a project says together.
public struct Localizations: Sendable, Equatable {
    /// Keys the `Localizable` tables translate.
    public var localizableKeys: Set<String>
    /// Every language any table has values for.
    public var languages: Set<String>
    /// The language the app is written in (`developmentLanguage(of:)`); nil when the tables do not say.
    public private(set) var developmentLanguage: String?
    /// What each table says in the development language, else in `Base`: table → key → text.
    public private(set) var developmentTexts: [String: [String: String]] = [:]
    /// Keys with a value in some language but no one text in the development language (only other
    /// languages have it, or it varies by count or device): table → keys.
    public private(set) var undecidedKeys: [String: Set<String>] = [:]

    public init(localizableKeys: Set<String> = [], languages: Set<String> = []) {
        self.localizableKeys = localizableKeys
        self.languages = languages
    }

    /// Tables of the same name (an app's and its extension's `Localizable`) are read as one; where
    /// they disagree on a key, the first in order says it, so give them in a stable order.
    public init(_ tables: some Sequence<StringsTable>) {
        self.init()
        let tables = Array(tables)
        var values: [String: [String: [String: String]]] = [:]
        var varied: [String: [String: Set<String>]] = [:]
        for table in tables {
            if table.name == "Localizable" { localizableKeys.formUnion(table.keys) }
            languages.formUnion(table.languages)
            for (language, pairs) in table.values {
                values[table.name, default: [:]][language, default: [:]].merge(pairs) { first, _ in first }
            }
            for (language, keys) in table.variedKeys {
                varied[table.name, default: [:]][language, default: []].formUnion(keys)
            }
        }
        let development = Self.developmentLanguage(of: tables)
        developmentLanguage = development
        for name in Set(values.keys).union(varied.keys) {
            let byLanguage = values[name] ?? [:]
            let variedByLanguage = varied[name] ?? [:]
            let own = development.flatMap { byLanguage[$0] } ?? [:]
            let base = development == "Base" ? [:] : byLanguage["Base"] ?? [:]
            let ownVaried = development.flatMap { variedByLanguage[$0] } ?? []
            var texts: [String: String] = [:]
            var undecided: Set<String> = []
            let keys = byLanguage.values.reduce(into: Set<String>()) { $0.formUnion($1.keys) }.union(
                variedByLanguage.values.joined())
            for key in keys {
                if let text = own[key] {
                    texts[key] = text
                } else if !ownVaried.contains(key), let text = base[key] {
                    texts[key] = text
                } else {
                    undecided.insert(key)
                }
            }
            if !texts.isEmpty { developmentTexts[name] = texts }
            if !undecided.isEmpty { undecidedKeys[name] = undecided }
        }
    }

    /// The language the app is developed in, whose values VoiceOver speaks where Rotor judges text: a
    /// string catalog's `sourceLanguage` (the most common, if they differ), else `en`, else `Base`,
    /// else the only language the tables have values in.
    static func developmentLanguage(of tables: [StringsTable]) -> String? {
        let sources = tables.compactMap(\.sourceLanguage)
        if !sources.isEmpty {
            let counts = Dictionary(sources.map { ($0, 1) }, uniquingKeysWith: +)
            return counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first?.key
        }
        let languages = tables.reduce(into: Set<String>()) { $0.formUnion($1.values.keys) }
        if languages.contains("en") { return "en" }
        if languages.contains("Base") { return "Base" }
        return languages.count == 1 ? languages.first : nil
    }

    /// What a key looks up to in the development language.
    public enum Lookup: Equatable, Sendable {
        case text(String)
        /// The key has values, but not one Rotor can say is spoken: leave it unjudged.
        case undecided
        /// No table has the key: the app shows the key itself (or the code's default value).
        case absent
    }

    /// The development language's text for `key` in the table named `table` (`Localizable` when
    /// code names none).
    public func lookup(key: String, table: String = "Localizable") -> Lookup {
        if let text = developmentTexts[table]?[key] { return .text(text) }
        return undecidedKeys[table]?.contains(key) == true ? .undecided : .absent
    }

    /// No table gave a text or key: the lint read none (a file linted alone), so a key says nothing
    /// of the text the app shows.
    public var isEmpty: Bool { developmentTexts.isEmpty && undecidedKeys.isEmpty }

    /// A stable digest of everything `lookup` answers: the result cache keys a Swift file's findings
    /// by it, as they quote these texts.
    public var textDigest: String {
        var entries: [String] = []
        for (table, texts) in developmentTexts {
            for (key, text) in texts { entries.append("\(table)\u{1}\(key)\u{1}\(text)") }
        }
        for (table, keys) in undecidedKeys { for key in keys { entries.append("\(table)\u{1}\(key)\u{2}") } }
        return FNV1a.hex(entries.sorted().joined(separator: "\u{0}").utf8)
    }

    /// The app speaks more than one language, so text in code must be localized too.
    public var isMultilingual: Bool { languages.count > 1 }
}

/// The old-style property list a `.strings` file holds: `"key" = "value";` pairs, `/* */` and `//`
/// comments, quoted or bare words. Read with a cursor over Unicode scalars, not characters: a value
/// that opens with a combining mark (`"ّ…"` in Arabic or Pashto) would otherwise fuse with its quote.
/// No recursion, and any malformed input ends in an error, never a crash.
struct OldStyleStringsParser {
    struct Failure: Error {
        var line: Int
        var reason: String
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1

    init(text: String) {
        scalars = Array(text.unicodeScalars)
    }

    mutating func parse() throws(Failure) -> [String: String] {
        var pairs: [String: String] = [:]
        skipSpaceAndComments()
        // A `.strings` file may be wrapped in braces, as a dictionary.
        let braced = peek == "{"
        if braced {
            advance()
            skipSpaceAndComments()
        }
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

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func peek(after offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        if scalars[index] == "\n" { line += 1 }
        index += 1
    }

    private mutating func skipSpaceAndComments() {
        while let scalar = peek {
            if Self.isWhitespace(scalar) || scalar == "\u{FEFF}" {
                advance()
            } else if scalar == "/", peek(after: 1) == "/" {
                while let inner = peek, inner != "\n" { advance() }
            } else if scalar == "/", peek(after: 1) == "*" {
                advance()
                advance()
                while peek != nil, !(peek == "*" && peek(after: 1) == "/") { advance() }
                if peek != nil {
                    advance()
                    advance()
                }
            } else {
                return
            }
        }
    }

    /// `properties.isWhitespace`, answered for ASCII without the Unicode lookup, which was most of
    /// reading a table.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.properties.isWhitespace }
        return (0x09...0x0D).contains(scalar.value) || scalar.value == 0x20
    }

    /// A quoted string (with `\"`, `\\`, `\n`, `\t`, `\U` escapes) or a bare word.
    private mutating func word() throws(Failure) -> String {
        guard let first = peek else { throw Failure(line: line, reason: "the file ends where an entry was expected") }
        guard first == "\"" else {
            var bare = String.UnicodeScalarView()
            while let scalar = peek,
                scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                    || "_.$:/-".unicodeScalars.contains(scalar)
            {
                bare.append(scalar)
                advance()
            }
            guard !bare.isEmpty else { throw Failure(line: line, reason: "unexpected \"\(first)\"") }
            return String(bare)
        }
        let start = line
        advance()
        var text = String.UnicodeScalarView()
        while let scalar = peek {
            advance()
            switch scalar {
            case "\"": return String(text)
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
            default: text.append(scalar)
            }
        }
        throw Failure(line: start, reason: "a quoted string is never closed")
    }

    /// Up to four hex digits after `\U`; an invalid code point reads as U+FFFD.
    private mutating func unicodeEscape() -> Unicode.Scalar {
        var digits = ""
        while digits.count < 4, let scalar = peek, scalar.properties.isASCIIHexDigit {
            digits.unicodeScalars.append(scalar)
            advance()
        }
        return UInt32(digits, radix: 16).flatMap { Unicode.Scalar($0) } ?? "\u{FFFD}"
    }
}

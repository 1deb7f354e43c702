import Foundation
import RotorKit
import Testing

/// Reading strings tables: old-style `.strings` in UTF-8 and UTF-16, string catalogs, and
/// malformed files, which are refused with a message and a line, never a crash.
struct StringsTableTests {
    static func table(_ path: String, _ text: String, encoding: String.Encoding = .utf8) throws -> StringsTable {
        let data = try #require(text.data(using: encoding))
        return try StringsTable.parse(path: path, data: data)
    }

    @Test func oldStyleEntriesCommentsEscapesAndBareWords() throws {
        let table = try Self.table(
            "App/en.lproj/Localizable.strings",
            """
            /* The close icon. */
            "icn_close" = "Close";
            // A line comment.
            player.play = "Play \\"now\\"\\n";
            "alone";
            "caf\\U00e9" = "Café";
            """)
        #expect(table.name == "Localizable")
        #expect(table.languages == ["en"])
        #expect(table.keys == ["icn_close", "player.play", "alone", "café"])
    }

    @Test func utf16WithByteOrderMark() throws {
        let table = try Self.table("fr.lproj/Localizable.strings", "\"icn_close\" = \"Fermer\";\n", encoding: .utf16)
        #expect(table.keys == ["icn_close"])
        #expect(table.languages == ["fr"])
    }

    @Test func baseIsNoLanguage() throws {
        let table = try Self.table("Base.lproj/Main.strings", "\"title\" = \"Main\";")
        #expect(table.languages.isEmpty)
        #expect(table.name == "Main")
    }

    @Test(arguments: [
        ("\"a\" = \"b\"\n\"c\" = \"d\";", "2", "expected \";\""),
        ("\"a\" = \"b;\n", "1", "never closed"),
        ("= \"b\";", "1", "unexpected \"=\""),
        ("{ \"a\" = \"b\";", "1", "never closed"),
        ("\"a\" = ", "1", "the file ends"),
    ])
    func malformedFilesNameTheLine(text: String, line: String, reason: String) {
        #expect {
            _ = try Self.table("en.lproj/Localizable.strings", text)
        } throws: { error in
            guard let error = error as? ImportError else { return false }
            return error.position == line && error.message.contains(reason) && error.message.contains("not read")
        }
    }

    @Test func bytesThatAreNoTextAreRefused() {
        #expect(throws: ImportError.self) {
            try StringsTable.parse(path: "en.lproj/Localizable.strings", data: Data([0xC3, 0x28, 0xFF]))
        }
    }

    @Test func stringCatalogKeysAndLanguages() throws {
        let table = try Self.table(
            "App/Localizable.xcstrings",
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "icn_close" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Schließen" } } } },
                "untranslated" : { },
                "Share" : { "localizations" : { } }
              },
              "version" : "1.0"
            }
            """)
        #expect(table.keys == ["icn_close"], "a key with no localization is shown as itself")
        #expect(table.languages == ["en", "de"])
    }

    @Test(arguments: ["[1, 2]", "{\"strings\": 3}", "{ not json"])
    func malformedCatalogsAreRefused(text: String) {
        #expect(throws: ImportError.self) { try Self.table("Localizable.xcstrings", text) }
    }

    @Test func localizationsMergeOnlyLocalizableKeys() {
        let localizations = Localizations([
            StringsTable(name: "Localizable", keys: ["icn_close"], languages: ["en"]),
            StringsTable(name: "InfoPlist", keys: ["CFBundleName"], languages: ["fr"]),
        ])
        #expect(localizations.localizableKeys == ["icn_close"])
        #expect(localizations.isMultilingual)
        #expect(!Localizations([StringsTable(name: "Localizable", keys: [], languages: ["en"])]).isMultilingual)
    }

    @Test func valuesAreReadByLanguage() throws {
        let table = try Self.table(
            "App/en.lproj/Localizable.strings", "\"share\" = \"Share \\\"now\\\"\";\r\n\"close\" = \"Close\";")
        #expect(table.values == ["en": ["share": "Share \"now\"", "close": "Close"]])
    }

    @Test func aValueOpeningWithACombiningMarkParses() throws {
        // U+0651 ARABIC SHADDA right after the quote forms one Character with it.
        let table = try Self.table("ps.lproj/Localizable.strings", "\"key\" = \"\u{0651}\u{0627}\";\n\"next\" = \"b\";")
        #expect(table.values["ps"] == ["key": "\u{0651}\u{0627}", "next": "b"])
    }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func propertyListStringsFilesAreRead(format: PropertyListSerialization.PropertyListFormat) throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["share": "Share", "count": 3], format: format, options: 0)
        let table = try StringsTable.parse(path: "App/en.lproj/Localizable.strings", data: data)
        #expect(table.values == ["en": ["share": "Share"]])
        #expect(table.keys == ["share"])
    }

    @Test func aPropertyListThatIsNoDictionaryIsRefused() {
        #expect(throws: ImportError.self) {
            try Self.table(
                "en.lproj/Localizable.strings", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><array/></plist>")
        }
    }

    @Test func catalogValuesInTheSourceLanguage() throws {
        let table = try Self.table(
            "Localizable.xcstrings",
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Share" : { },
                "profile.hint" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Opens your profile." } },
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Öffnet dein Profil." } } } },
                "%lld items" : { "localizations" : { "en" : { "variations" : { "plural" : { } } } } }
              }
            }
            """)
        #expect(table.sourceLanguage == "en")
        #expect(table.values["en"] == ["Share": "Share", "profile.hint": "Opens your profile."])
        #expect(table.variedKeys == ["en": ["%lld items"]])
        let localizations = Localizations([table])
        #expect(localizations.developmentLanguage == "en")
        #expect(localizations.lookup(key: "profile.hint") == .text("Opens your profile."))
        #expect(localizations.lookup(key: "%lld items") == .undecided)
        #expect(localizations.lookup(key: "missing") == .absent)
    }

    @Test func theDevelopmentLanguageIsEnglishElseBaseElseTheOnlyOne() {
        func development(_ languages: [String]) -> String? {
            Localizations(
                languages.map {
                    StringsTable(name: "Localizable", keys: ["k"], languages: [$0], values: [$0: ["k": $0]])
                }
            )
            .developmentLanguage
        }
        #expect(development(["de", "en", "Base"]) == "en")
        #expect(development(["de", "Base"]) == "Base")
        #expect(development(["de"]) == "de")
        #expect(development(["de", "fr"]) == nil)
        let catalog = StringsTable(
            name: "Localizable", keys: [], languages: ["de"], values: ["de": ["k": "K"]], sourceLanguage: "de")
        #expect(
            Localizations([catalog, StringsTable(name: "Other", keys: [], languages: ["en"], values: ["en": [:]])])
                .developmentLanguage == "de")
    }

    @Test func baseSpeaksWhereTheDevelopmentLanguageIsSilentAndTheFirstTableWins() {
        let localizations = Localizations([
            StringsTable(name: "Localizable", keys: [], languages: ["en"], values: ["en": ["a": "A", "c": "C"]]),
            StringsTable(name: "Localizable", keys: [], languages: [], values: ["Base": ["b": "B", "c": "other C"]]),
            StringsTable(name: "Localizable", keys: [], languages: ["en"], values: ["en": ["a": "not A"]]),
        ])
        #expect(localizations.lookup(key: "a") == .text("A"))
        #expect(localizations.lookup(key: "b") == .text("B"))
        #expect(localizations.lookup(key: "c") == .text("C"))
        #expect(localizations.lookup(key: "a", table: "Other") == .absent)
        #expect(localizations.textDigest != Localizations().textDigest)
    }
}

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
        let table = try Self.table("App/en.lproj/Localizable.strings", """
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
        let table = try Self.table("App/Localizable.xcstrings", """
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
}

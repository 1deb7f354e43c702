import Foundation
import RotorKit
import RotorTestSupport
import SwiftSyntax
import Testing

@testable import RotorSource

/// Rules judge the text VoiceOver speaks: a SwiftUI key's or `NSLocalizedString`'s value in the
/// app's development language, not the key.
struct LocalizedTextTests {
    /// An app developed in English, translated into German, with a `Localizable` table and a
    /// `Settings` table.
    static let localizations = Localizations([
        StringsTable(
            name: "Localizable", keys: [], languages: ["en"],
            values: [
                "en": [
                    "accessibility.profile.avatar.hint": "Opens your profile.",
                    "accessibility.share.hint": "Tap to share the photo.",
                    "share": "Share button",
                    "close": "Close",
                ]
            ]),
        StringsTable(
            name: "Localizable", keys: [], languages: ["de"],
            values: [
                "de": [
                    "share": "Teilen", "only.german": "Nur Deutsch",
                ]
            ]),
        StringsTable(
            name: "Settings", keys: [], languages: ["en"], values: ["en": ["settings.reset.hint": "tap here to reset"]]),
    ])
    static let context = SourceContext(localizations: localizations)

    static func messages(of rule: any SourceRule, in code: String) -> [String] {
        findings(of: rule, in: code, context: context).map(\.message)
    }

    @Test func aHintKeyIsJudgedByItsEnglishValue() throws {
        let code = """
            struct Profile: View {
                var body: some View {
                    Image("avatar").accessibilityHint("accessibility.profile.avatar.hint")
                    Button("Share", action: share).accessibilityHint("accessibility.share.hint")
                }
            }
            """
        let found = findings(of: HintStyleRule(), in: code, context: Self.context)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.location.line == 4)
        #expect(finding.message.contains("\"Tap to share the photo.\""))
        #expect(finding.fix == nil, "the fix belongs in the strings table, not the key")
        // Without the tables (a file linted alone), a literal shaped like a key says nothing of the
        // text the app shows; plain text is still judged as SwiftUI shows it.
        #expect(findings(of: HintStyleRule(), in: code).isEmpty)
        let plain =
            "struct V: View { var body: some View { Button(\"Share\", action: share).accessibilityHint(\"Double tap to share.\") } }"
        #expect(findings(of: HintStyleRule(), in: plain).count == 1)
        #expect(TextResolver.isShapedLikeKey("accessibility.profile.avatar.hint"))
        #expect(TextResolver.isShapedLikeKey("share_button_title"))
        #expect(!TextResolver.isShapedLikeKey("report.pdf"), "a file's name is text")
        #expect(!TextResolver.isShapedLikeKey("Cancel order?"))
    }

    @Test func aRoleWordInATranslatedLabelIsFound() throws {
        let messages = Self.messages(
            of: RoleInLabelRule(),
            in: """
                struct Toolbar: View {
                    var body: some View {
                        Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibilityLabel("share")
                    }
                }
                final class ShareViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        shareButton.accessibilityLabel = NSLocalizedString("share", comment: "Share")
                    }
                }
                """)
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("\"Share button\"") })
    }

    @Test func aKeyNoTableHasIsJudgedAsItself() {
        #expect(
            Self.messages(
                of: RoleInLabelRule(),
                in: """
                    struct Toolbar: View {
                        var body: some View {
                            Button(action: play) { Image(systemName: "play") }.accessibilityLabel("Play button")
                        }
                    }
                    """
            ).count == 1)
    }

    @Test func verbatimTextAndPlainUIKitStringsAreNotLookedUp() {
        #expect(
            Self.messages(
                of: RoleInLabelRule(),
                in: """
                    struct Toolbar: View {
                        var body: some View {
                            Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibilityLabel(Text(verbatim: "share"))
                        }
                    }
                    final class ShareViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            shareButton.accessibilityLabel = "share"
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func aKeyOnlyAnotherLanguageHasIsLeftUnjudged() {
        let resolver = TextResolver(localizations: Self.localizations)
        #expect(Self.localizations.lookup(key: "only.german") == .undecided)
        #expect(resolver.localizedKey("\"only.german\"") == nil)
        #expect(resolver.localizedKey("\"missing.key\"")?.text == "missing.key")
    }

    @Test func namedTablesAndDefaultValues() {
        let resolver = TextResolver(localizations: Self.localizations)
        #expect(
            resolver.string("NSLocalizedString(\"settings.reset.hint\", tableName: \"Settings\", comment: \"\")")?.text
                == "tap here to reset")
        #expect(
            resolver.string("NSLocalizedString(\"settings.reset.hint\", comment: \"\")")?.text == "settings.reset.hint",
            "the key is not in Localizable")
        #expect(
            resolver.string("String(localized: \"settings.reset.hint\", table: \"Settings\")")?.text
                == "tap here to reset")
        #expect(
            resolver.string("NSLocalizedString(\"new.key\", value: \"Reset all\", comment: \"\")")?.text == "Reset all")
        #expect(resolver.string("String(localized: \"new.key\", defaultValue: \"Reset all\")")?.isLiteral == false)
        #expect(resolver.string("NSLocalizedString(\"close\", tableName: tableName, comment: \"\")") == nil)
        #expect(resolver.localizedKey("LocalizedStringResource(\"close\")")?.text == "Close")
        #expect(resolver.localizedKey("Text(\"close\", tableName: nil)")?.text == "Close")
        #expect(resolver.localizedKey("Text(title)") == nil)
        #expect(resolver.string("\"close\"")?.text == "close")
        #expect(resolver.localizedKey("Text(\"\\(count) items\")") == nil)
    }

    @Test func aHintFromANamedTableIsJudged() throws {
        let finding = try #require(
            findings(
                of: HintStyleRule(),
                in: """
                    final class SettingsViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            resetButton.accessibilityHint = NSLocalizedString("settings.reset.hint", tableName: "Settings", comment: "")
                        }
                    }
                    """, context: Self.context
            ).first)
        #expect(finding.location.line == 4 && finding.location.column == 59)
        #expect(finding.message.contains("\"tap here to reset\""))
    }
}

extension TextResolver {
    /// Reads `source` as one expression.
    func localizedKey(_ source: String) -> SpokenLiteral? { localizedKey(Self.expression(source)) }
    func string(_ source: String) -> SpokenLiteral? { string(Self.expression(source)) }

    private static func expression(_ source: String) -> ExprSyntax? {
        SourceFile(path: "T.swift", text: "_ = " + source).tree.statements.first?.item
            .as(SequenceExprSyntax.self)?.elements.last
    }
}

import RotorKit
import SwiftSyntax

/// In an app localized into several languages, what VoiceOver says is localized too: a UIKit
/// `accessibilityLabel` or `accessibilityHint` set to a plain string literal is spoken in that one
/// language to everyone.
public struct LocalizedAccessibilityTextRule: SourceRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "localized-accessibility-text",
        title: "Accessibility text is localized in a localized app",
        criteria: [],
        platforms: [.ios],
        defaultSeverity: .warning,
        success: "In an app with strings tables for more than one language, labels and hints set in UIKit code come "
            + "from the strings tables (`NSLocalizedString(\"share.label\", comment: …)`, `String(localized: …)`), as "
            + "the visible text does. SwiftUI's `.accessibilityLabel(\"Share\")` takes a `LocalizedStringKey` and is "
            + "localized already.",
        failure: "`shareButton.accessibilityLabel = \"Share\"` in an app localized into French and German: VoiceOver "
            + "users of those languages hear English while everyone else reads their own language.",
        limitations: "Reported only when the folders linted hold strings tables (`*.lproj/*.strings`, `.xcstrings`) "
            + "for more than one language, `Base` aside; linting a single file never reports it. Only literals "
            + "assigned directly are read; a string passed through a variable or a function is not followed. "
            + "Literals without letters outside escapes and format specifiers (\"•\", \"\\(count)\", "
            + "\"\\(title)\\n\\(detail)\", \"%@ %@\") are left alone. The examples are linted as in an app localized into "
            + "English and French.")

    public let sourceExamples: [SourceExample] = [
        .triggering(
            "UIKit labels and hints set to plain literals",
            """
            final class PlayerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    closeButton.accessibilityLabel = ↓"Close"
                    playButton.accessibilityHint = ↓"Plays the episode"
                    cell.accessibilityLabel = ↓"\\(episode.title), new"
                }
            }
            """),
        .nonTriggering(
            "localized UIKit text, SwiftUI keys, and literals with no words",
            """
            final class PlayerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    closeButton.accessibilityLabel = NSLocalizedString("player.close", comment: "Close button")
                    playButton.accessibilityHint = String(localized: "player.play.hint")
                    cell.accessibilityLabel = "\\(episode.title), \\(episode.duration)"
                    separatorView.accessibilityLabel = "•"
                    riskLabel.accessibilityLabel = "\\(AppStrings.Risk.high)\\n\\(AppStrings.Risk.colorName)"
                    scoreLabel.accessibilityLabel = String(format: "%@ %@", AppStrings.Risk.high, AppStrings.Risk.colorName)
                }
            }
            struct PlayerControls: View {
                var body: some View {
                    Button(action: close) { Image(systemName: "xmark") }
                        .accessibilityLabel("Close")
                        .accessibilityHint("Returns to the episode list")
                }
            }
            """),
    ]

    /// The properties whose text VoiceOver speaks, set by UIKit code.
    static let spokenProperties: Set<String> = ["accessibilityLabel", "accessibilityHint"]

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        LocalizedAccessibilityTextChecker(file: file, metadata: metadata, context: context)
    }

    public var indexConditions: [any IndexCondition.Type] { [MultilingualProject.self] }
}

final class LocalizedAccessibilityTextChecker: SourceChecker {
    override var interests: SourceInterests { [.assignments] }
    override var assignedProperties: Set<String>? { LocalizedAccessibilityTextRule.spokenProperties }

    override func visit(_ assignment: Assignment, scope: ScopeChain) {
        guard assignment.operation == .assign,
            LocalizedAccessibilityTextRule.spokenProperties.contains(assignment.property),
            let literal = assignment.value.as(StringLiteralExprSyntax.self), Self.hasWords(literal)
        else { return }
        let localize = assignment.property == "accessibilityHint" ? "hint" : "label"
        report(
            literal,
            "Localize this \(localize) with NSLocalizedString(…, comment:) or String(localized:), as the "
                + "app's visible text is: the app has strings tables for several languages, and VoiceOver would speak this "
                + "text in one language to everyone", condition: MultilingualProject())
    }

    /// Whether the literal's own text (not what it interpolates) has a letter a person reads: escapes
    /// (`\n`) and format specifiers (`%@`, `%1$ld`) around localized parts are no words.
    private static func hasWords(_ literal: StringLiteralExprSyntax) -> Bool {
        literal.segments.contains { segment in
            segment.as(StringSegmentSyntax.self).map { readableText($0.content.text).contains(where: \.isLetter) }
                == true
        }
    }

    /// A segment's source text without its escapes and format specifiers.
    private static func readableText(_ source: String) -> String {
        var text = ""
        var characters = source[...]
        while let character = characters.popFirst() {
            switch character {
            case "\\":
                // `\u{00A0}` or a one-letter escape.
                if characters.first == "u", let close = characters.firstIndex(of: "}") {
                    characters = characters[characters.index(after: close)...]
                } else {
                    characters = characters.dropFirst()
                }
            case "%":
                // Position (`1$`), flags, width, precision and length, then the conversion letter.
                characters = characters.drop { "0123456789$.-+ #'hlqLzjt".contains($0) }
                if characters.first.map({ "@dDiuUxXoOfFeEgGcCsSpaA%".contains($0) }) == true {
                    characters = characters.dropFirst()
                }
            default:
                text.append(character)
            }
        }
        return text
    }
}

/// The app is localized into more than one language.
public struct MultilingualProject: IndexCondition {
    public static let name = "multilingualProject"

    public init() {}

    public func holds(in index: ProjectIndex) -> Bool {
        index.localizations.isMultilingual
    }
}

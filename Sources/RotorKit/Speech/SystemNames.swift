/// Names the system gives without any label: what VoiceOver reads for an SF Symbol and for a
/// system bar button item. Rules stay quiet where the system already names an element, and
/// speech speaks these words; anything not listed here is left to the rules as before.
///
/// Where the names come from (checked November 2026; Rotor cannot run VoiceOver, so only names a
/// public report states are listed, by exact symbol name: variants such as `.fill` are not
/// assumed to read the same, since unlisted symbols are read by their own name, "star fill"):
/// - `plus` → "Add": realm/SwiftLint issue #5165 ("`plus` has the default label \"Add\"", 2023),
///   which also notes that most symbols fall back to their name (`clock.arrow.circlepath`).
/// - `ellipsis.circle` → "More": emkey1/ish-AOK pull request #586, from the iOS 26.5 runtime's
///   symbol table (the author did not confirm it under VoiceOver).
/// - `magnifyingglass` → "Search": kiwix/kiwix-apple issue #1686, VoiceOver's output captured as
///   text ("Search, image"), macOS 26.5, which shares the symbols' names with iOS.
/// - Bar button system items: the names UIKit gives `UIBarButtonItem.SystemItem` (`.action` is
///   read "Share", `.trash` "Delete"), as Interface Builder files and `rotor speak` already used.
public enum SystemNames {
    /// SF Symbols whose spoken name a public source states.
    static let symbols: [String: String] = [
        "plus": "Add",
        "ellipsis.circle": "More",
        "magnifyingglass": "Search",
    ]

    /// What VoiceOver reads for `UIBarButtonItem.SystemItem` cases (`systemItem="add"` in
    /// Interface Builder, `.add` in code), by their Swift case name.
    static let barButtonItems: [String: String] = [
        "add": "Add", "bookmarks": "Bookmarks", "camera": "Camera", "cancel": "Cancel", "close": "Close",
        "compose": "Compose", "done": "Done", "edit": "Edit", "fastForward": "Fast Forward", "organize": "Organize",
        "pause": "Pause", "play": "Play", "redo": "Redo", "refresh": "Refresh", "reply": "Reply", "rewind": "Rewind",
        "save": "Save", "search": "Search", "stop": "Stop", "trash": "Delete", "undo": "Undo", "action": "Share",
    ]

    /// What VoiceOver reads for an unlabelled image of this SF Symbol; nil when Rotor does not know.
    public static func spokenName(ofSymbol name: String) -> String? {
        symbols[name]
    }

    /// How a finding speaks of a symbol the table does not hold, in the same words in every rule:
    /// VoiceOver reads most such symbols by their own name in words ("clock.arrow.circlepath" is
    /// read "clock arrow circlepath", SwiftLint issue #5165), but some get a word of their own that
    /// no public source lists, so a rule asks a person to check rather than reports it. `name` is
    /// nil when the code computes it.
    public static func unknownSymbolPhrase(_ name: String?) -> String {
        guard let name else {
            return "VoiceOver reads this SF Symbol by the name the system gives it, which Rotor does not know"
        }
        let words = name.split(separator: ".").joined(separator: " ")
        guard words != name else {
            return "VoiceOver reads SF Symbol \"\(name)\" by the name the system gives it, which Rotor does not know"
        }
        return
            "VoiceOver likely reads SF Symbol \"\(name)\" as \"\(words)\" (Rotor does not know the system's name for it)"
    }

    /// What VoiceOver reads for a system bar button item (`add`, `action`…); nil for spaces and
    /// items Rotor does not know.
    public static func spokenName(ofBarButtonItem item: String) -> String? {
        barButtonItems[item]
    }
}

/// The English words rules look for, kept as data so a configuration can add words for other
/// languages (`.rotor.yml`: `words: { role_words: [...], ... }`).
public struct WordLists: Sendable, Hashable, Encodable {
    /// Words that name a role; a label holding one repeats what VoiceOver already says. Each maps
    /// to the trait that makes the word redundant (nil: redundant on any element).
    public var roleWords: [String: AccessibilityTrait?] {
        didSet { roleWordsLongestFirst = Self.longestFirst(roleWords.keys) }
    }
    /// The role words, longest first ("text field" before "text"), then alphabetical for stable
    /// output: sorted once here, since rules match them against every label.
    public private(set) var roleWordsLongestFirst: [String]
    /// Labels that say nothing about where an action leads.
    public var vagueLabels: Set<String>
    /// Prefixes that make a label vague however it ends ("tap here to visit our site").
    public var vaguePrefixes: [String]
    /// Titles a template leaves behind.
    public var placeholderTitles: Set<String>
    /// File extensions that show a label is a file name.
    public var fileExtensions: Set<String>
    /// Prefixes of asset names ("icn_close", "img-logo").
    public var assetPrefixes: [String]
    /// Prefixes cameras and screenshot tools give files ("IMG_2041", "PXL_20240101"), lower-cased.
    public var cameraFilePrefixes: Set<String> = [
        "img", "dsc", "dscn", "dscf", "dcim", "pxl", "mvimg", "vid", "photo", "pic", "screenshot", "scan",
    ]
    /// Verbs a hint may start with besides any word ending in "s" ("Opens", "Plays").
    public var hintVerbs: Set<String>
    /// Words that state a switch's or check box's state; at the end of its label they belong in the
    /// value ("Dark Theme On").
    public var stateWords: Set<String> = ["on", "off", "checked", "unchecked", "not checked"]
    /// Words that, together or with role words, show a label was never written ("content
    /// description", "dummy image", "alt image"); alone, only on an image ("None" may be an option).
    public var placeholderWords: Set<String> = [
        "null", "nil", "undefined", "nan", "none", "unknown", "default", "placeholder", "dummy", "sample", "test",
        "todo", "tbd", "lorem", "ipsum", "text", "label", "title", "untitled", "description", "desc", "content",
        "contentdescription", "hint", "alt",
    ]
    /// Labels that are values left over from code, never a name, on any element.
    public var leftoverLabels: Set<String> = [
        "null", "(null)", "<null>", "nil", "undefined", "nan", "placeholder", "contentdescription",
        "content description",
        "desc", "todo", "tbd", "lorem ipsum",
    ]
    /// Gestures a hint should not describe: the screen reader already says how to act.
    public var gesturePrefixes: [String] = ["double tap", "double-tap", "tap", "click", "touch", "press", "swipe"]
    /// Hints the screen reader or the system control speaks by itself, lower-cased, with hyphens as
    /// spaces and no final period: a capture records them as the element's hint, but the app did not
    /// write them.
    public var systemHints: Set<String> = [
        "double tap to activate", "double tap to open", "double tap to edit", "double tap to toggle",
        "double tap to toggle switch", "double tap and hold to long press", "double tap to toggle setting",
        "double tap to change month and year", "double tap to dismiss pop up window", "double tap to select",
        "swipe up or down with one finger to adjust the value", "swipe up or swipe down to adjust",
        "actions available", "actions available, use tap with 3 fingers to view",
    ]
    /// The words VoiceOver reads for a stepper's buttons.
    public var stepperButtonWords: Set<String> = ["increment", "decrement"]
    /// Words ending in "s" that do not start a hint the way "Opens" or "Plays" does.
    public var nonVerbsEndingInS: Set<String> = [
        "this", "his", "its", "is", "was", "as", "us", "yes", "settings", "details", "options", "news", "always",
    ]
    /// Abbreviations whose period belongs to the word ("etc.", "Inc."), not to a sentence.
    public var abbreviations: Set<String> = [
        "etc", "inc", "ltd", "co", "corp", "jr", "sr", "dr", "st", "mr", "mrs", "ms", "vs", "no", "approx", "dept",
        "ave", "blvd", "mt",
    ]

    public init(
        roleWords: [String: AccessibilityTrait?], vagueLabels: Set<String>, vaguePrefixes: [String],
        placeholderTitles: Set<String>,
        fileExtensions: Set<String>, assetPrefixes: [String], hintVerbs: Set<String>
    ) {
        self.roleWords = roleWords
        roleWordsLongestFirst = Self.longestFirst(roleWords.keys)
        self.vagueLabels = vagueLabels
        self.vaguePrefixes = vaguePrefixes
        self.placeholderTitles = placeholderTitles
        self.fileExtensions = fileExtensions
        self.assetPrefixes = assetPrefixes
        self.hintVerbs = hintVerbs
    }

    public static let english = WordLists(
        roleWords: [
            "button": .button, "btn": .button, "link": .link, "image": .image, "img": .image, "icon": nil,
            "picture": .image, "tab": .tab, "switch": .switchButton, "toggle": .switchButton, "slider": .adjustable,
            "checkbox": .checkBox, "heading": .header, "text field": .textField, "textfield": .textField,
        ],
        vagueLabels: [
            "click here", "tap here", "here", "more", "read more", "learn more", "click", "tap", "link", "button",
            "image", "icon", "details", "go", "this", "info",
        ],
        vaguePrefixes: ["click here", "tap here", "press here"],
        placeholderTitles: [
            "untitled", "untitled document", "no title", "title", "enter title", "enter title…", "enter title...",
            "search…", "search...", "placeholder", "lorem ipsum", "label", "text", "new document", "default",
            "button", "view controller", "item",
        ],
        fileExtensions: [
            "png", "jpg", "jpeg", "gif", "heic", "webp", "svg", "pdf", "tiff", "bmp", "mp3", "mp4", "mov",
            "m4a", "wav", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "txt", "csv", "json", "zip",
        ],
        assetPrefixes: [
            "icn_", "icn-", "ic_", "ic-", "icon_", "icon-", "img_", "img-", "image_", "btn_", "btn-", "bg_", "bg-",
            "asset_", "a11y_",
        ],
        hintVerbs: [
            "add", "adjust", "open", "close", "play", "pause", "show", "hide", "go", "select", "delete", "remove",
            "save", "share", "send", "edit", "change", "view", "toggle", "start", "stop", "create", "call",
            "navigate", "expand", "collapse", "dismiss", "double", "swipe", "enter", "choose", "sign", "log",
            "reveal", "display", "return", "move", "skip", "load", "refresh", "copy", "download", "upload",
        ])

    private static func longestFirst(_ words: some Sequence<String>) -> [String] {
        words.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
    }

    /// Adds words (lower-cased) from a configuration.
    public mutating func extend(
        roleWords extraRoleWords: [String] = [], vagueLabels extraVague: [String] = [],
        placeholderTitles extraPlaceholders: [String] = [], hintVerbs extraVerbs: [String] = []
    ) {
        for word in extraRoleWords { roleWords[word.lowercased()] = .some(nil) }
        vagueLabels.formUnion(extraVague.map { $0.lowercased() })
        placeholderTitles.formUnion(extraPlaceholders.map { $0.lowercased() })
        hintVerbs.formUnion(extraVerbs.map { $0.lowercased() })
    }
}

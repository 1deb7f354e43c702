/// The platform a hierarchy comes from; it picks the default screen reader and its wording.
public enum Platform: String, CaseIterable, Sendable, Codable {
    case ios
    case android
}

/// One captured or designed screen: the root of an element tree and what is known about it.
public struct Screen: Hashable, Sendable {
    public var platform: Platform
    /// In points on iOS, in pixels on Android.
    public var size: Size?
    public var scale: Double?
    public var title: String?
    /// The file the screen was read from, as the user named it.
    public var sourceFile: String?
    /// The format the screen was read from; nil for a screen built in code.
    public var sourceFormat: CaptureFormat?
    /// Part of another screen, whose title and headings it shows: a child view controller embedded
    /// in a container, a container controller's own scene, a cell, a reusable or custom view. Only
    /// Interface Builder files tell; a capture shows a whole screen.
    public var isEmbedded: Bool
    public var root: Element

    public init(
        platform: Platform,
        size: Size? = nil,
        scale: Double? = nil,
        title: String? = nil,
        sourceFile: String? = nil,
        sourceFormat: CaptureFormat? = nil,
        isEmbedded: Bool = false,
        root: Element
    ) {
        self.platform = platform
        self.size = size
        self.scale = scale
        self.title = title
        self.sourceFile = sourceFile
        self.sourceFormat = sourceFormat
        self.isEmbedded = isEmbedded
        self.root = root
    }
}

extension Screen {
    /// Whether the source lists every trait of every element. Rotor snapshots and screens built in
    /// code do; page sources and dumps may leave out the header trait (older WebDriverAgent,
    /// XCUITest's debugDescription and plain uiautomator dumps never list it), so rules that
    /// look for a missing trait report for review there. Interface Builder files list every trait
    /// set in Interface Builder, but apps commonly add headings and titles in code at run time, so
    /// a missing one there is also for review rather than a certain failure.
    public var listsEveryTrait: Bool { sourceFormat == nil || sourceFormat == .rotorSnapshot }

    /// Whether what is missing from the screen is missing for the person using the app: true for a
    /// capture of a running app or a screen built in code, false for an Interface Builder file,
    /// whose titles, headings and labels the app's code commonly sets before it is shown.
    public var showsWhatThePersonSees: Bool { sourceFormat != .interfaceBuilder }

    /// Whether a missing title or heading can be judged: only on a whole screen, as it is shown (see
    /// `isEmbedded` and `showsWhatThePersonSees`).
    public var absenceOfTitleIsKnown: Bool { !isEmbedded && showsWhatThePersonSees }
}

/// Limits that keep every reader and walker safe on hostile input.
public enum Limits {
    /// Deepest element tree accepted. Real hierarchies stay far below it (WebDriverAgent cuts its
    /// page source at 50 levels); deeper input is refused with an error instead of risking the
    /// stack of a worker thread in the recursive walkers.
    public static let maxDepth = 256
    /// Largest input file read, in bytes.
    public static let maxFileSize = 64 * 1024 * 1024
    /// Largest Swift file linted, in bytes: SwiftSyntax's tree takes about 75 bytes of memory per
    /// byte of source, so a larger file would need gigabytes. Generated code this large is
    /// better excluded in `.rotor.yml`.
    public static let maxSourceFileSize = 8 * 1024 * 1024
    /// Most elements in one screen. Real screens hold a few thousand at most; some rules compare
    /// elements pairwise, so a capture of hundreds of thousands would take hours instead of failing.
    public static let maxElements = 20_000
}

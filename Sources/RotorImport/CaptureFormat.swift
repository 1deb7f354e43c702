import Foundation
import RotorKit

extension CaptureFormat {
    /// Recognises a format from the content alone, so file names and extensions do not matter.
    public static func detect(_ input: InputText) -> CaptureFormat? {
        let text = input.text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if text.hasPrefix("{") { return XCUISnapshotImporter.isSnapshot(text) ? .xcuiSnapshot : .rotorSnapshot }
        if text.hasPrefix("<") {
            if InterfaceBuilderImporter.isDocument(text) { return .interfaceBuilder }
            switch rootElementName(of: text) {
            case "AppiumAUT"?: return .appiumIOS
            case let name? where name.hasPrefix("XCUIElementType"): return .appiumIOS
            case "hierarchy"?: return .uiautomator
            case let name? where name.hasPrefix("android."): return .uiautomator
            default: return nil
            }
        }
        if text.hasPrefix("Attributes:") || text.hasPrefix("Element subtree:") || text.hasPrefix("→") {
            return .xcuiDebugDescription
        }
        return nil
    }

    /// The name of the first element, skipping the XML declaration, comments and a doctype.
    static func rootElementName(of text: Substring) -> String? {
        var rest = text
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            if rest.hasPrefix("?") || rest.hasPrefix("!") {
                let end = rest.hasPrefix("!--") ? rest.range(of: "-->")?.upperBound : rest.firstIndex(of: ">")
                guard let end else { return nil }
                rest = rest[end...]
                continue
            }
            let name = rest.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
            return name.isEmpty ? nil : String(name)
        }
        return nil
    }
}

/// One screen read from a file, with the names a user can pick it by and the Interface Builder
/// object ids of its elements (both empty for captures).
public struct ImportedScreen: Sendable {
    public var screen: Screen
    /// For a storyboard scene: its title, storyboard identifier, custom class, object and scene ids.
    public var names: [String]
    /// Interface Builder object ids by element path, for `ignored_elements`.
    public var objectIDs: [ElementPath: String]
    /// The outlets of the scene's objects, which join its elements to the app's code.
    public var outlets: [InterfaceBuilderOutlet]
    /// A storyboard scene's view controller class, whose `view` is the screen's root.
    public var controllerClass: String?
    /// A storyboard scene's view controller object id, its key in the file's `StoryboardMap`.
    public var controllerID: String?

    /// Outlets and the controller class are set by the Interface Builder importer once it has read them.
    public init(screen: Screen, names: [String] = [], objectIDs: [ElementPath: String] = [:]) {
        self.screen = screen
        self.names = names
        self.objectIDs = objectIDs
        self.outlets = []
    }
}

/// What one file gave: its screens, or a note saying why Rotor skipped it (a macOS storyboard).
public struct ImportedFile: Sendable {
    public var screens: [ImportedScreen]
    public var skipNote: String?
    /// A xib's File's Owner class: the object that loads it.
    public var filesOwnerClass: String?
    /// A storyboard's scenes and how they lead to one another.
    public var storyboard: StoryboardMap?

    public init(
        screens: [ImportedScreen], skipNote: String? = nil, filesOwnerClass: String? = nil,
        storyboard: StoryboardMap? = nil
    ) {
        self.screens = screens
        self.skipNote = skipNote
        self.filesOwnerClass = filesOwnerClass
        self.storyboard = storyboard
    }
}

/// Reads any supported capture into a `Screen`.
public enum CaptureImporter {
    /// Every screen in the file: one for a capture, one per scene or top-level view for Interface Builder.
    public static func importScreens(path: String, format: CaptureFormat? = nil) throws(ImportError) -> [Screen] {
        try importFile(path: path, format: format).screens.map(\.screen)
    }

    public static func importFile(path: String, format: CaptureFormat? = nil) throws(ImportError) -> ImportedFile {
        try importFile(from: InputText.read(path: path), format: format)
    }

    public static func importFile(from input: InputText, format: CaptureFormat? = nil) throws(ImportError)
        -> ImportedFile
    {
        if (format ?? CaptureFormat.detect(input)) == .interfaceBuilder {
            let file = try InterfaceBuilderImporter.importFile(from: input)
            for imported in file.screens { try checkElementCount(imported.screen, file: input.name) }
            return file
        }
        return ImportedFile(screens: [ImportedScreen(screen: try importScreen(from: input, format: format))])
    }

    private static func checkElementCount(_ screen: Screen, file: String) throws(ImportError) {
        var count = 0
        var pending = [screen.root]
        while let element = pending.popLast() {
            count += 1
            if count > Limits.maxElements {
                throw ImportError(
                    file: file,
                    message:
                        "a screen holds more than \(Limits.maxElements) elements; Rotor reads at most \(Limits.maxElements) (capture a smaller part of the app)"
                )
            }
            pending += element.children
        }
    }

    /// Reads the file at `path`, detecting its format unless `format` is given.
    public static func importScreen(path: String, format: CaptureFormat? = nil) throws(ImportError) -> Screen {
        try importScreen(from: InputText.read(path: path), format: format)
    }

    public static func importScreen(from input: InputText, format: CaptureFormat? = nil) throws(ImportError) -> Screen {
        guard let format = format ?? CaptureFormat.detect(input) else {
            throw ImportError(
                file: input.name,
                message:
                    "unknown capture format (expected \(CaptureFormat.allCases.map(\.displayName).joined(separator: ", ")))"
            )
        }
        var screen: Screen
        switch format {
        case .interfaceBuilder:
            let screens = try InterfaceBuilderImporter.importFile(from: input).screens
            // One screen is asked for: an Interface Builder file gives it only when it holds exactly one.
            guard screens.count == 1 else {
                throw ImportError(
                    file: input.name,
                    message: "holds \(screens.count) Interface Builder scenes or views; read it with importScreens")
            }
            screen = screens[0].screen
        case .rotorSnapshot: screen = try SnapshotImporter.importScreen(from: input)
        case .appiumIOS: screen = try AppiumIOSImporter.importScreen(from: input)
        case .xcuiDebugDescription: screen = try DebugDescriptionImporter.importScreen(from: input)
        case .xcuiSnapshot: screen = try XCUISnapshotImporter.importScreen(from: input)
        case .uiautomator: screen = try UIAutomatorImporter.importScreen(from: input)
        }
        try checkElementCount(screen, file: input.name)
        screen.sourceFile = input.name
        screen.sourceFormat = format
        return screen
    }
}

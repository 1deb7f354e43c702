import Foundation
import RotorImport
import RotorKit

/// What an input is, decided once: by its name when `rotor lint` finds it, by its content when a
/// capture command reads it. Each kind goes to the reader and the rules that apply to it.
public enum InputKind: Sendable, Hashable {
    /// Swift source, checked by the source rules.
    case swift
    /// A `.storyboard` or `.xib` found by `rotor lint`, imported into screens for the tree rules.
    case interfaceBuilder
    /// A captured screen (or an Interface Builder file given to a capture command) in this format,
    /// or in the format its content shows when nil.
    case capture(CaptureFormat?)

    var isCapture: Bool {
        if case .capture = self { return true }
        return false
    }

    /// The file extensions `rotor lint` reads as Interface Builder files.
    public static let interfaceBuilderExtensions: Set<String> = ["storyboard", "xib"]

    /// How `rotor lint` reads a file: Interface Builder files by extension, and everything else as
    /// Swift, so that a file named explicitly gets an answer whatever its name.
    public init(lintPath path: String) {
        self = Self.interfaceBuilderExtensions.contains((path as NSString).pathExtension) ? .interfaceBuilder : .swift
    }
}

/// One file a run reads, typed once.
public struct Input: Sendable, Hashable {
    public var path: String
    public var kind: InputKind

    public init(path: String, kind: InputKind) {
        self.path = path
        self.kind = kind
    }
}

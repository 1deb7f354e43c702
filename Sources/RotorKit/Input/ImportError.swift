/// Why an input (a capture, a source file, a spec) could not be read. Its description is one line that names the file and, where
/// known, the line or JSON path, so a user can go straight to the problem.
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// A line number, or a JSON path such as `$.root.children[2].frame`.
    public var position: String?
    public var message: String

    public init(file: String, position: String? = nil, message: String) {
        self.file = file
        self.position = position
        self.message = message
    }

    public var description: String {
        if let position { return "\(file):\(position): \(message)" }
        return "\(file): \(message)"
    }
}

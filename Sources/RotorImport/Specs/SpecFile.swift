import Foundation
import RotorKit

/// Reads a spec in the form its file extension names.
public enum SpecFile {
    public static func load(path: String) throws(ImportError) -> AccessibilitySpec {
        let input = try InputText.read(path: path)
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "md", "markdown": return try MarkdownSpecReader.read(input)
        case "yml", "yaml": return try YAMLSpecReader.read(input)
        default:
            throw ImportError(
                file: path, message: "unknown spec format: name the file .yml or .yaml (YAML) or .md (Markdown)")
        }
    }
}

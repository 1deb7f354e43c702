import Foundation

/// The text of one input file, checked to be a readable, non-empty, UTF-8 text file.
public struct InputText: Sendable {
    /// The name used in messages: the path as the user gave it.
    public var name: String
    public var data: Data
    public var text: String

    /// Reads and checks a file. Every failure becomes an `ImportError` naming the file.
    public static func read(path: String) throws(ImportError) -> InputText {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ImportError(file: path, message: "no such file")
        }
        if isDirectory.boolValue {
            throw ImportError(file: path, message: "is a directory, not a capture file")
        }
        let url = URL(fileURLWithPath: path)
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber,
           size.intValue > Limits.maxFileSize {
            throw ImportError(
                file: path,
                message: "file is \(size.intValue / 1_048_576) MB; the largest input read is \(Limits.maxFileSize / 1_048_576) MB")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ImportError(file: path, message: "cannot be read (check that it exists and is readable)")
        }
        return try checked(name: path, data: data)
    }

    /// Checks bytes already in memory, as `read(path:)` does for a file.
    public static func checked(name: String, data: Data) throws(ImportError) -> InputText {
        if data.count > Limits.maxFileSize {
            throw ImportError(file: name, message: "input is larger than \(Limits.maxFileSize / 1_048_576) MB")
        }
        guard data.contains(where: { !isWhitespace($0) }) else {
            throw ImportError(file: name, message: "file is empty")
        }
        if data.prefix(8192).contains(0) {
            throw ImportError(file: name, message: "is a binary file, not text")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ImportError(file: name, message: "is not valid UTF-8 text")
        }
        return InputText(name: name, data: data, text: text)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0xEF || byte == 0xBB || byte == 0xBF
    }
}

import Foundation

/// The text of one input file, checked to be a readable, non-empty, UTF-8 text file.
public struct InputText: Sendable {
    /// The name used in messages: the path as the user gave it.
    public var name: String
    public var data: Data
    public var text: String

    /// Reads and checks a file. Every failure becomes an `ImportError` naming the file. An empty
    /// file is an error unless `allowingEmpty` (an empty `.rotor.yml` means the defaults); a file
    /// larger than `sizeLimit` bytes is refused before it is read.
    public static func read(path: String, allowingEmpty: Bool = false, sizeLimit: Int = Limits.maxFileSize)
        throws(ImportError) -> InputText
    {
        // One `stat` answers for the usual readable file; the checks below name what is wrong
        // otherwise. (FileManager's `fileExists` and a URL cost more than reading a small file.)
        let status = FileStatus(path: path, followingLinks: true)
        if let status, status.kind == .regular, status.size <= sizeLimit,
            FileManager.default.isReadableFile(atPath: path)
        {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ImportError(file: path, message: "cannot be read (check that it exists and is readable)")
            }
            return try checked(name: path, data: data, allowingEmpty: allowingEmpty)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            // fileExists follows links, so a link to nothing or a loop of links lands here too.
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
                throw ImportError(
                    file: path, message: "is a symbolic link that leads to no file (a broken link or a loop of links)")
            }
            throw ImportError(file: path, message: "no such file")
        }
        if isDirectory.boolValue {
            throw ImportError(file: path, message: "is a directory, not a capture file")
        }
        let url = URL(fileURLWithPath: path)
        // The status follows links, so a link to a capture is read like the capture itself.
        guard let status else {
            throw ImportError(file: path, message: "cannot be read (check that it exists and is readable)")
        }
        // A pipe or device could block forever or never end: only regular files are read.
        guard status.kind == .regular else {
            throw ImportError(file: path, message: "is not a regular file (a pipe, socket or device is never read)")
        }
        if status.size > sizeLimit {
            throw ImportError(
                file: path,
                message: "file is \(status.size / 1_048_576) MB; the largest input read is \(sizeLimit / 1_048_576) MB")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw ImportError(file: path, message: "cannot be read (permission denied; check the file's permissions)")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ImportError(file: path, message: "cannot be read (check that it exists and is readable)")
        }
        return try checked(name: path, data: data, allowingEmpty: allowingEmpty)
    }

    /// Checks bytes already in memory, as `read(path:)` does for a file.
    public static func checked(name: String, data: Data, allowingEmpty: Bool = false) throws(ImportError) -> InputText {
        if data.count > Limits.maxFileSize {
            throw ImportError(file: name, message: "input is larger than \(Limits.maxFileSize / 1_048_576) MB")
        }
        guard allowingEmpty || data.contains(where: { !isWhitespace($0) }) else {
            throw ImportError(file: name, message: "file is empty")
        }
        // On the bytes in place: Data's iterator costs more than the rest of reading a file.
        let hasNullByte = data.prefix(8192).withUnsafeBytes { $0.contains(0) }
        if hasNullByte {
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

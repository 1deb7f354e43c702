import Foundation
import RotorKit
import RotorSource

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Findings per file, reused while the file's content, the configuration and Rotor's version stay
/// the same. One small JSON file per input path, so workers never contend for the cache.
public struct ResultCache: Sendable {
    public let directory: URL
    /// Everything besides the file's content that the findings depend on.
    public let fingerprint: String

    public init(directory: URL, fingerprint: String) {
        self.directory = directory
        self.fingerprint = fingerprint
    }

    /// `$XDG_CACHE_HOME/rotor`, else `~/.cache/rotor`.
    public static var defaultDirectory: URL {
        if let xdg = ProcessInfo.processInfo.environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg).appendingPathComponent("rotor")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/rotor")
    }

    private struct Entry: Codable {
        var fingerprint: String
        var contentHash: String
        var findings: [CachedFinding]
        /// What the file (Swift or Interface Builder) told the project index, so that a cached file still feeds it.
        var index: SourceFileIndex?
    }

    /// A file's checked result as the cache keeps it: its findings before the project index
    /// decided (each with the condition it depends on) and its part of the index.
    struct Result: Sendable {
        var findings: [Finding]
        var conditions: [Finding: any IndexCondition]
        var index: SourceFileIndex?
    }

    private func entryURL(for path: String) -> URL {
        directory.appendingPathComponent(FNV1a.hex(path.utf8) + Self.entrySuffix)
    }

    private static let entrySuffix = ".json"

    /// Whether `name` is a cache entry's: 16 lowercase hexadecimal digits (the FNV-1a of its input's
    /// path) and `.json`. `CachePruner` removes nothing else from the folder.
    static func isEntryName(_ name: String) -> Bool {
        let utf8 = Array(name.utf8)
        guard utf8.count == 16 + entrySuffix.utf8.count, name.hasSuffix(entrySuffix) else { return false }
        return utf8.prefix(16).allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// A short stable digest of settings text, for building fingerprints.
    static func digest(_ text: String) -> String {
        FNV1a.hex(text.utf8)
    }

    /// The running binary's size and date: a rebuilt Rotor with the same version number (a
    /// development build) must not reuse results its predecessor cached.
    public static var executableStamp: String {
        let path = Bundle.main.executablePath ?? CommandLine.arguments[0]
        guard let status = FileStatus(path: path, followingLinks: true) else { return "unknown" }
        return "\(status.size)-\(Int(status.modified))"
    }

    static func contentHash(_ data: Data) -> String {
        // On the bytes in place: Data's own iterator costs several times the hash.
        data.withUnsafeBytes { FNV1a.hex($0) } + "-" + String(data.count)
    }

    /// A hit refreshes its entry's date when it is older than this, so that the date says when a
    /// run last used the entry (which `CachePruner` goes by) at a cost of one write a day.
    static let useRecordInterval: TimeInterval = 24 * 3600

    func result(for path: String, contentHash: String) -> Result? {
        guard let data = EntryFile.read(entryURL(for: path).path, refreshingIfOlderThan: Self.useRecordInterval),
            let entry = try? JSONDecoder().decode(Entry.self, from: data),
            entry.fingerprint == fingerprint, entry.contentHash == contentHash
        else { return nil }
        var conditions: [Finding: any IndexCondition] = [:]
        for cached in entry.findings {
            if let condition = cached.condition { conditions[cached.finding] = condition.condition }
        }
        return Result(findings: entry.findings.map(\.finding), conditions: conditions, index: entry.index)
    }

    /// Best effort: a cache that cannot be written only costs time.
    func store(_ result: Result, for path: String, contentHash: String) {
        let findings = result.findings.map { CachedFinding($0, condition: result.conditions[$0]) }
        let entry = Entry(fingerprint: fingerprint, contentHash: contentHash, findings: findings, index: result.index)
        guard let data = try? JSONEncoder().encode(entry) else { return }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? data.write(to: entryURL(for: path), options: .atomic)
    }
}

/// An entry's bytes, read through one descriptor that also gives its date and, when that is old,
/// sets it to now: the cost of recording a use is the `fstat` alone.
enum EntryFile {
    #if canImport(Glibc)
        private static let readBytes = Glibc.read
    #else
        private static let readBytes = Darwin.read
    #endif

    static func read(_ path: String, refreshingIfOlderThan age: TimeInterval) -> Data? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard let status = FileStatus(descriptor: descriptor), status.size > 0 else { return nil }
        let size = status.size
        var data = Data(count: size)
        let complete = data.withUnsafeMutableBytes { buffer -> Bool in
            var done = 0
            while done < size {
                let count = readBytes(descriptor, buffer.baseAddress! + done, size - done)
                if count <= 0 { return false }
                done += count
            }
            return true
        }
        guard complete else { return nil }
        if Date().timeIntervalSince1970 - status.modified > age {
            // Best effort: an entry whose date cannot be set is only pruned sooner.
            _ = futimens(descriptor, nil)
        }
        return data
    }
}

/// A finding as the cache stores it: every field, so that a cached finding equals a fresh one.
private struct CachedFinding: Codable {
    var ruleID: String
    var severity: Severity
    var certainty: FindingCertainty
    var message: String
    var criteria: [String]
    var file: String?
    var line: Int?
    var column: Int?
    var elementPath: [Int]?
    var element: String?
    var fixDescription: String?
    var fixReplacement: String?
    var sourceLine: String?
    /// Decoded by its kind's name: an entry naming a kind Rotor no longer has is a miss.
    var condition: AnyIndexCondition?

    init(_ finding: Finding, condition: (any IndexCondition)?) {
        self.condition = condition.map(AnyIndexCondition.init)
        ruleID = finding.ruleID
        severity = finding.severity
        certainty = finding.certainty
        message = finding.message
        criteria = finding.criteria.map(\.number)
        file = finding.location.file
        line = finding.location.line
        column = finding.location.column
        elementPath = finding.location.elementPath?.indices
        element = finding.location.element
        fixDescription = finding.fix?.description
        fixReplacement = finding.fix?.replacement
        sourceLine = finding.sourceLine
    }

    var finding: Finding {
        let fix = fixDescription.flatMap { description in
            fixReplacement.map { Fix(description: description, replacement: $0) }
        }
        return Finding(
            ruleID: ruleID, severity: severity, certainty: certainty, message: message,
            criteria: criteria.compactMap(WCAGCriterion.numbered),
            location: FindingLocation(
                file: file, line: line, column: column, elementPath: elementPath.map { ElementPath($0) },
                element: element),
            fix: fix, sourceLine: sourceLine)
    }
}

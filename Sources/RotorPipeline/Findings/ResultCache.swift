import Foundation
import RotorKit

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
    }

    private func entryURL(for path: String) -> URL {
        directory.appendingPathComponent(Hashing.hex(Hashing.fnv1a(Data(path.utf8))) + ".json")
    }

    /// A short stable digest of settings text, for building fingerprints.
    static func digest(_ text: String) -> String {
        Hashing.hex(Hashing.fnv1a(Data(text.utf8)))
    }

    /// The running binary's size and date: a rebuilt Rotor with the same version number (a
    /// development build) must not reuse results its predecessor cached.
    public static var executableStamp: String {
        let path = Bundle.main.executablePath ?? CommandLine.arguments[0]
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "unknown" }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)-\(Int(date))"
    }

    static func contentHash(_ data: Data) -> String {
        Hashing.hex(Hashing.fnv1a(data)) + "-" + String(data.count)
    }

    func findings(for path: String, contentHash: String) -> [Finding]? {
        guard let data = FileManager.default.contents(atPath: entryURL(for: path).path),
              let entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.fingerprint == fingerprint, entry.contentHash == contentHash else { return nil }
        return entry.findings.map(\.finding)
    }

    /// Best effort: a cache that cannot be written only costs time.
    func store(_ findings: [Finding], for path: String, contentHash: String) {
        let entry = Entry(fingerprint: fingerprint, contentHash: contentHash, findings: findings.map(CachedFinding.init))
        guard let data = try? JSONEncoder().encode(entry) else { return }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? data.write(to: entryURL(for: path), options: .atomic)
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

    init(_ finding: Finding) {
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
        let fix = fixDescription.flatMap { description in fixReplacement.map { Fix(description: description, replacement: $0) } }
        return Finding(ruleID: ruleID, severity: severity, certainty: certainty, message: message,
                       criteria: criteria.compactMap(WCAGCriterion.numbered),
                       location: FindingLocation(file: file, line: line, column: column, elementPath: elementPath.map { ElementPath($0) },
                                                 element: element),
                       fix: fix, sourceLine: sourceLine)
    }
}

/// FNV-1a: fast, dependency-free and stable across runs and platforms (Swift's Hasher is seeded
/// per process, so it cannot key a cache).
enum Hashing {
    static func fnv1a(_ data: Data) -> UInt64 {
        // On the bytes in place: Data's iterator is several times slower than the hash itself.
        data.withUnsafeBytes { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            return hash
        }
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }
}

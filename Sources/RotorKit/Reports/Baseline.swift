import Foundation

/// Findings accepted as they are, so a build fails only on new ones (`--write-baseline`,
/// `--baseline`). A finding is matched by rule, file, message and the text of its source line (or
/// its element path), never by line number, so moving code up or down a file keeps it matched.
public struct Baseline: Sendable, Hashable {
    public struct Entry: Sendable, Hashable, Codable, Comparable {
        public var rule: String
        public var file: String
        public var message: String
        /// The trimmed source line, or the element path for findings in element trees.
        public var anchor: String

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.anchor, lhs.message) < (rhs.file, rhs.rule, rhs.anchor, rhs.message)
        }
    }

    public var entries: [Entry]

    public init(findings: [Finding]) {
        entries = findings.map(Self.entry).sorted()
    }

    static func entry(_ finding: Finding) -> Entry {
        Entry(
            rule: finding.ruleID, file: finding.location.file ?? "", message: finding.message,
            anchor: finding.sourceLine ?? finding.location.elementPath?.description ?? "")
    }

    /// The findings not in the baseline. Each entry absorbs one finding, so a second copy of an
    /// accepted problem still counts as new.
    public func newFindings(_ findings: [Finding]) -> [Finding] {
        var remaining = Dictionary(entries.map { ($0, 1) }, uniquingKeysWith: +)
        return findings.filter { finding in
            let key = Self.entry(finding)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }

    private struct Document: Codable {
        var format = "rotor-baseline"
        var version = 1
        var findings: [Entry]
    }

    public func encoded() -> Data {
        // Strings only: encoding cannot fail; an empty document is the unreachable fallback.
        return ReportWriter.jsonData(Document(findings: entries)) ?? Data("{}".utf8)
    }

    /// Why a baseline could not be read; each front end says how to make one in its own words.
    public enum LoadError: Error, Sendable, CustomStringConvertible {
        case unreadable(ImportError)
        case notABaseline(path: String)
        case unsupportedVersion(path: String, version: Int)

        public var description: String {
            switch self {
            case .unreadable(let error): error.description
            case .notABaseline(let path): "\(path): is not a Rotor baseline"
            case .unsupportedVersion(let path, let version): "\(path): baseline version \(version) is not supported"
            }
        }
    }

    /// Reads a baseline file; the error names the file.
    public static func load(path: String) throws(LoadError) -> Baseline {
        let input: InputText
        do {
            input = try InputText.read(path: path)
        } catch {
            throw .unreadable(error)
        }
        guard let document = try? JSONDecoder().decode(Document.self, from: input.data),
            document.format == "rotor-baseline"
        else {
            throw .notABaseline(path: path)
        }
        guard document.version == 1 else {
            throw .unsupportedVersion(path: path, version: document.version)
        }
        var baseline = Baseline(findings: [])
        baseline.entries = document.findings.sorted()
        return baseline
    }
}

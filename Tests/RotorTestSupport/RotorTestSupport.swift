// RotorTestSupport: what more than one test target needs. Repository paths, golden files, JSON
// Schema checks, throwaway folders, and one rule run on a snippet of Swift or a few elements.
// Every test target depends on it (Package.swift); it uses only Rotor's public API. Add a helper
// here once a second test file would copy it; one file's helper, or one that builds something
// particular to one rule (ContrastRuleTests' page background), stays there and calls these.
import Foundation
import RotorKit
import RotorSource
import Testing

/// The repository's folders, found from this file's path, so that tests read fixtures wherever the
/// checkout is and whatever the working directory.
public enum Repository {
    /// The checkout's root: this file is `<root>/Tests/RotorTestSupport/RotorTestSupport.swift`.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/Fixtures`: captures, Interface Builder files, specs and goldens the tests own.
    public static let fixtures = root.appendingPathComponent("Tests/Fixtures")

    /// `Examples`: the example captures, specs and apps the documentation also uses.
    public static let examples = root.appendingPathComponent("Examples")

    /// `Tests/Fixtures/reading-order`: hand-written captures in the shape of real ones, for swipe order
    /// through containers and date pickers (`Tests/Fixtures/PROVENANCE.md`).
    public static let readingOrder = fixtures.appendingPathComponent("reading-order")

    /// `Tests/Fixtures/real-shaped`: captures written by hand in the shape of real dumps, for screens no
    /// published capture shows (a calendar's date picker, a split amount, a dialog in the activity's window).
    public static let realShapedCaptures = fixtures.appendingPathComponent("real-shaped")

    /// `url` as `rotor` run from the root names it on the command line and in its output
    /// (`Tests/…`), for tests whose goldens hold the path as typed.
    public static func relativePath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let inside = root.standardizedFileURL.path + "/"
        return path.hasPrefix(inside) ? String(path.dropFirst(inside.count)) : path
    }
}

/// The team's shared folder beside the checkout (`<root>/../shared`), holding other projects' data
/// the tests read but the repository never copies (`Tests/Fixtures/PROVENANCE.md`). CI puts a copy
/// there; in a fresh clone with nothing beside it the tests that need it are skipped, saying so.
public enum Shared {
    public static let root = Repository.root.deletingLastPathComponent().appendingPathComponent("shared")

    /// `fixtures/real-captures`: accessibility trees other people captured from real apps.
    public static let realCaptures = root.appendingPathComponent(Item.realCaptures.rawValue)

    /// `schemas/sarif-schema-2.1.0.json`: OASIS's SARIF 2.1.0 schema, which SARIF reports are validated against.
    public static let sarifSchema = root.appendingPathComponent(Item.sarifSchema.rawValue)

    /// `data/labeldroid_uninformative_labels.txt`: labels people judged uninformative (LabelDroid).
    public static let labelDroidLabels = root.appendingPathComponent(Item.labelDroidLabels.rawValue)

    /// What a test may need from the shared folder, by its path there.
    public enum Item: String, Sendable {
        case realCaptures = "fixtures/real-captures"
        case sarifSchema = "schemas/sarif-schema-2.1.0.json"
        case labelDroidLabels = "data/labeldroid_uninformative_labels.txt"
    }

    public static func holds(_ item: Item) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(item.rawValue).path)
    }

    /// The real captures' file names (not the folder's notes), sorted; none when the folder is absent.
    public static var realCaptureNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: realCaptures.path)) ?? []
        return names.filter { !$0.hasSuffix(".md") }.sorted()
    }

    /// The real capture `name`'s path.
    public static func realCapture(_ name: String) -> String {
        realCaptures.appendingPathComponent(name).path
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only when the shared folder holds `item`; otherwise it is skipped with the reason.
    public static func needsShared(_ item: Shared.Item, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        -> Self
    {
        .enabled(
            if: Shared.holds(item), "needs ../shared/\(item.rawValue) (the team's shared folder), absent here",
            sourceLocation: sourceLocation)
    }
}

/// Compares `actual` with the golden file `Tests/Fixtures/golden/<name>`, so that a change in
/// output shows as a diff of a file that was read by hand. With `ROTOR_UPDATE_GOLDEN=1` in the
/// environment it writes `actual` to the file instead, to be read by hand before committing.
public func expectGolden(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    throws
{
    let url = Repository.fixtures.appendingPathComponent("golden/\(name)")
    if ProcessInfo.processInfo.environment["ROTOR_UPDATE_GOLDEN"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(actual == expected, "output differs from golden/\(name)", sourceLocation: sourceLocation)
}

/// A new folder `<prefix>-<UUID>` under the system's temporary directory holding `files` (path
/// relative to the folder → contents, intermediate folders made), so that tests running in
/// parallel never share one. The caller removes it: `defer { try? FileManager.default.removeItem(at: folder) }`.
public func temporaryFolder(_ prefix: String, files: [String: Data] = [:]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (path, contents) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: url)
    }
    return folder
}

/// `temporaryFolder(_:files:)` for text files, written as UTF-8.
public func temporaryFolder(_ prefix: String, files: [String: String]) throws -> URL {
    try temporaryFolder(prefix, files: files.mapValues { Data($0.utf8) })
}

/// What one source rule reports on `code`, linted as a file `T.swift` with no other rule on, so
/// that a rule's test sees its own findings only. Code that does not parse is a test failure,
/// recorded at the caller, and no findings.
public func findings(
    of rule: any SourceRule, in code: String, context: SourceContext = SourceContext(),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> [Finding] {
    // The rule under test runs even when users must opt in to it.
    let settings = RuleSettings(optedIn: [rule.metadata.id])
    guard
        case .linted(let findings) = Linter(rules: [rule], settings: settings, context: context).lint(
            path: "T.swift", text: code)
    else {
        Issue.record("the code does not parse", sourceLocation: sourceLocation)
        return []
    }
    return findings
}

/// The lines of `findings(of:in:)`, for tests that check where a rule reports.
public func findingLines(
    of rule: any SourceRule, in code: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> [Int] {
    findings(of: rule, in: code, sourceLocation: sourceLocation).compactMap(\.location.line)
}

/// What one tree rule reports on a 390×844 screen (`RuleExample.screen`) holding `elements`, so
/// that a rule's test states only the elements and what differs from the usual screen.
public func hits(
    of rule: any TreeRule, in elements: [Element], title: String? = "Example", platform: Platform = .ios,
    sourceFormat: CaptureFormat? = nil, profile: AuditProfile = .wcagAA
) -> [RuleHit] {
    var screen = RuleExample.screen(elements, title: title, platform: platform)
    screen.sourceFormat = sourceFormat
    return hits(of: rule, on: screen, profile: profile)
}

/// What one tree rule reports on `screen`, for tests that need a screen `RuleExample.screen` does not make.
public func hits(of rule: any TreeRule, on screen: Screen, profile: AuditProfile = .wcagAA) -> [RuleHit] {
    rule.check(AuditContext(screen: screen, profile: profile))
}

/// Validates a JSON document against a JSON Schema with Python's `jsonschema` (the reference
/// implementation, and what the SARIF schema's authors test with), checking the schema and the
/// formats too. A missing Python or package fails the test: silence would look like a pass.
public func expectValid(
    _ document: String, against schema: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    let script = """
        import json, sys
        document = json.load(sys.stdin)
        try:
            import jsonschema
        except ImportError as error:
            print("python3 cannot import jsonschema (pip install jsonschema): %s" % error)
            sys.exit(3)
        with open(sys.argv[1], encoding="utf-8") as file:
            schema = json.load(file)
        validator_class = jsonschema.validators.validator_for(schema)
        validator_class.check_schema(schema)
        validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
        errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
        for error in errors:
            print("/".join(str(part) for part in error.absolute_path) + ": " + error.message)
        sys.exit(1 if errors else 0)
        """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, schema.path]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    // Python reads all of stdin before anything else, so writing first cannot deadlock. Should it
    // exit before reading (no python3), the write fails instead of SIGPIPE killing every test, and
    // its status and output below say why.
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    try? input.fileHandleForWriting.write(contentsOf: Data(document.utf8))
    try? input.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(
        process.terminationStatus == 0,
        "\(schema.lastPathComponent) validation failed (status \(process.terminationStatus)):\n\(text)",
        sourceLocation: sourceLocation)
}

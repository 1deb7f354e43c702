import Foundation
import RotorTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Same answer on every path (issue 20): `rotor lint` run on the same project in different ways —
/// cold or warm cache, one thread or all, paths in another order, relative or absolute, any report
/// format, through a baseline — must report the same findings. Each corpus is linted with the
/// plain uncached JSON report as the reference, and every other way is compared with it; review
/// items included (`--review`), so every finding is compared.
struct DifferentialTests {
    /// A project to lint: the folder `rotor` runs in, and the paths it is given there.
    struct Corpus: CustomTestStringConvertible, Sendable {
        var name: String
        var folder: URL
        var paths: [String]
        var testDescription: String { name }

        static let bundled: [Corpus] = [
            Corpus(name: "Checkout", folder: Repository.root, paths: ["Examples/Checkout"]),
            Corpus(name: "CheckoutFixed", folder: Repository.root, paths: ["Examples/CheckoutFixed"]),
            Corpus(name: "interface-builder", folder: Repository.root, paths: ["Tests/Fixtures/interface-builder"]),
        ]
    }

    enum Source: String, CaseIterable, Sendable {
        case checkout, checkoutFixed, interfaceBuilder, generated
    }

    /// The corpus for `source`; the generated project is written to a new temporary folder,
    /// which the caller removes (`cleanUp`).
    static func corpus(_ source: Source) throws -> Corpus {
        switch source {
        case .checkout: return Corpus.bundled[0]
        case .checkoutFixed: return Corpus.bundled[1]
        case .interfaceBuilder: return Corpus.bundled[2]
        case .generated:
            let folder = try temporaryFolder("rotor-differential", files: GeneratedProject.files())
            return Corpus(name: "generated", folder: folder, paths: ["."])
        }
    }

    static func cleanUp(_ corpus: Corpus) {
        if corpus.name == "generated" { try? FileManager.default.removeItem(at: corpus.folder) }
    }

    // MARK: 1, 2, 7 — the cache and the thread count change nothing

    @Test(arguments: Source.allCases)
    func coldWarmAndThreadCountsGiveTheSameBytes(_ source: Source) throws {
        let corpus = try Self.corpus(source)
        defer { Self.cleanUp(corpus) }
        let cache = try temporaryFolder("rotor-differential-cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        let json = ["lint", "--no-progress", "--review", "--format", "json"]
        let reference = try Rotor.run(json + ["--no-cache"] + corpus.paths, in: corpus.folder)
        try #require(!reference.stdout.isEmpty, "\(reference.stderr)")
        let cold = try Rotor.run(json + ["--cache-path", cache.path] + corpus.paths, in: corpus.folder)
        #expect(
            try !FileManager.default.contentsOfDirectory(atPath: cache.path).isEmpty, "the cold run fills the cache")
        let warm = try Rotor.run(json + ["--cache-path", cache.path] + corpus.paths, in: corpus.folder)
        let warmOneThread = try Rotor.run(
            json + ["--cache-path", cache.path, "--threads", "1"] + corpus.paths, in: corpus.folder)
        let oneThread = try Rotor.run(json + ["--no-cache", "--threads", "1"] + corpus.paths, in: corpus.folder)
        let manyThreads = try Rotor.run(json + ["--no-cache", "--threads", "7"] + corpus.paths, in: corpus.folder)
        for (name, run) in [
            ("cold", cold), ("warm", warm), ("warm, 1 thread", warmOneThread), ("1 thread", oneThread),
            ("7 threads", manyThreads),
        ] {
            #expect(run.stdout == reference.stdout, "\(corpus.name): \(name) differs from the uncached run")
            #expect(run.status == reference.status, "\(corpus.name): \(name) exit status")
            #expect(run.stderr == reference.stderr, "\(corpus.name): \(name) messages")
        }
        if source == .generated {
            // The suppressed finding stays suppressed on every path, the unsuppressed one stays.
            let all = try Self.findings(in: reference.stdout)
            let suppressions = all.filter { $0.file?.hasSuffix("Suppressions.swift") == true }
            #expect(
                suppressions.map { "\($0.line ?? 0) \($0.rule)" }.sorted()
                    == GeneratedProject.reportedInSuppressionsFile)
            // The screens titled where another file presents them are not reported; the rest are.
            let untitled = Set(
                all.filter { $0.rule == "screen-title" }.compactMap(\.file).map { ($0 as NSString).lastPathComponent })
            #expect(untitled == GeneratedProject.untitledScreens)
            #expect(
                Set(all.map(\.rule)).count >= 6,
                "the generated project shows several rules: \(Set(all.map(\.rule)).sorted())")
        }
    }

    // MARK: 3, 4 — how the paths are spelt changes nothing

    @Test(arguments: Source.allCases)
    func pathOrderAndSpellingGiveTheSameFindings(_ source: Source) throws {
        let corpus = try Self.corpus(source)
        defer { Self.cleanUp(corpus) }
        let json = ["lint", "--no-progress", "--review", "--no-cache", "--format", "json"]
        let reference = try Rotor.run(json + corpus.paths, in: corpus.folder)
        let expected = try Self.findings(in: reference.stdout)
        #expect(!expected.isEmpty || source == .checkoutFixed)

        // The corpus's top-level entries, named one by one, forwards and backwards.
        let root = corpus.folder.appendingPathComponent(corpus.paths[0]).standardizedFileURL
        let entries = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { !$0.hasPrefix(".") }
            .sorted()
        try #require(entries.count >= 2, "\(corpus.name) needs two entries to reorder")
        let prefix = corpus.paths[0] == "." ? "" : corpus.paths[0] + "/"
        let named = entries.map { prefix + $0 }
        let forwards = try Rotor.run(json + named, in: corpus.folder)
        let backwards = try Rotor.run(json + named.reversed(), in: corpus.folder)
        #expect(try Self.findings(in: forwards.stdout) == expected, "\(corpus.name): entries named one by one")
        #expect(try Self.findings(in: backwards.stdout) == expected, "\(corpus.name): entries named in reverse")
        #expect(try Set(Self.inputs(in: backwards.stdout)) == Set(Self.inputs(in: reference.stdout)))
        #expect(forwards.status == backwards.status)

        // The same files named again under other spellings, and a folder inside the folder: each
        // file is linted once, under its shortest spelling, so nothing changes.
        var isDirectory: ObjCBool = false
        let folderEntry = try #require(
            named.first {
                FileManager.default.fileExists(
                    atPath: corpus.folder.appendingPathComponent($0).path, isDirectory: &isDirectory)
                    && isDirectory.boolValue
            })
        let overlapping =
            corpus.paths + [
                "./" + named[0], folderEntry.replacingOccurrences(of: "/", with: "//") + "/", folderEntry,
                root.path + "/" + entries[1],
            ]
        let overlapped = try Rotor.run(json + overlapping, in: corpus.folder)
        #expect(
            try Self.findings(in: overlapped.stdout) == expected, "\(corpus.name): overlapping paths \(overlapping)")
        #expect(try Self.inputs(in: overlapped.stdout) == Self.inputs(in: reference.stdout))

        // Absolute paths: the same findings once the folder's path is taken off.
        let absolute = try Rotor.run(json + [root.path], in: corpus.folder)
        let absolutePrefix = root.path + "/"
        let stripped = try Self.findings(in: absolute.stdout).map {
            $0.withFile($0.file.map { Self.dropping(absolutePrefix, from: $0) })
        }
        #expect(
            stripped == expected.map { $0.withFile($0.file.map { Self.dropping(prefix, from: $0) }) },
            "\(corpus.name): absolute paths")
        #expect(absolute.status == reference.status)

        // Run inside the folder, on `.`: paths relative to it.
        let inside = try Rotor.run(json + ["."], in: root)
        let insideFindings = try Self.findings(in: inside.stdout).map {
            $0.withFile($0.file.map { Self.dropping("./", from: $0) })
        }
        #expect(
            insideFindings == expected.map { $0.withFile($0.file.map { Self.dropping(prefix, from: $0) }) },
            "\(corpus.name): run inside the folder")
    }

    // MARK: 5 — every report format carries the same findings

    @Test(arguments: Source.allCases)
    func everyFormatCarriesTheFindingsOfTheJSONReport(_ source: Source) throws {
        let corpus = try Self.corpus(source)
        defer { Self.cleanUp(corpus) }
        func report(_ format: String) throws -> String {
            try Rotor.run(
                ["lint", "--no-progress", "--review", "--no-cache", "--format", format] + corpus.paths,
                in: corpus.folder
            ).stdout
        }
        let expected = try Self.findings(in: report("json"))
        #expect(!expected.isEmpty || source == .checkoutFixed)
        let located = expected.map(\.located)
        let perFile = Self.rulesPerFile(expected)

        let sarif = try Self.sarifFindings(in: report("sarif"))
        #expect(sarif == expected, "\(corpus.name): SARIF")

        // The text report lists findings for review after the others (ReportTests checks the order).
        let text = Self.textFindings(in: try report("text"))
        #expect(text.sorted() == located.sorted(), "\(corpus.name): text")

        let github = Self.githubFindings(in: try report("github"))
        #expect(github == located, "\(corpus.name): GitHub annotations")

        let junit = try Self.junitFindings(in: report("junit"))
        #expect(junit.sorted() == located.sorted(), "\(corpus.name): JUnit")

        let markdown = Self.markdownFindings(in: try report("markdown"))
        #expect(Self.rulesPerFile(markdown) == perFile, "\(corpus.name): Markdown")
        #expect(markdown.sorted() == located.sorted(), "\(corpus.name): Markdown locations")
    }

    // MARK: 6 — a baseline of everything leaves nothing

    @Test(arguments: Source.allCases)
    func aBaselineOfEveryFindingLeavesNone(_ source: Source) throws {
        let corpus = try Self.corpus(source)
        defer { Self.cleanUp(corpus) }
        let scratch = try temporaryFolder("rotor-differential-baseline")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let baseline = scratch.appendingPathComponent("baseline.json").path
        let cache = scratch.appendingPathComponent("cache").path
        let written = try Rotor.run(
            ["lint", "--no-progress", "--review", "--no-cache", "--format", "json", "--write-baseline", baseline]
                + corpus.paths,
            in: corpus.folder)
        #expect(FileManager.default.fileExists(atPath: baseline))
        for extra in [["--no-cache"], ["--cache-path", cache], ["--cache-path", cache, "--threads", "1"]] {
            let run = try Rotor.run(
                ["lint", "--no-progress", "--review", "--format", "json", "--baseline", baseline] + extra
                    + corpus.paths,
                in: corpus.folder)
            #expect(try Self.findings(in: run.stdout).isEmpty, "\(corpus.name) \(extra): \(run.stdout.prefix(2_000))")
            // Files that cannot be read still fail a run named on them; here they are found in a folder, so 0.
            #expect(run.status == 0, "\(corpus.name) \(extra): \(run.stderr)")
        }
        #expect(try Self.inputs(in: written.stdout).count > 0)
    }

    // MARK: 8 — facts from other files, with and without the cache

    /// Lints `folder` with the cache and without, and checks that both give the same bytes.
    private static func cachedEqualsUncached(
        in folder: URL, cache: URL, step: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [ReportedFinding] {
        let cached = try Rotor.run(
            ["lint", "--no-progress", "--review", "--format", "json", "--cache-path", cache.path, "."], in: folder)
        let uncached = try Rotor.run(
            ["lint", "--no-progress", "--review", "--format", "json", "--no-cache", "."], in: folder)
        #expect(
            cached.stdout == uncached.stdout, "\(step): cached and uncached reports differ",
            sourceLocation: sourceLocation)
        #expect(cached.status == uncached.status, "\(step)", sourceLocation: sourceLocation)
        return try findings(in: cached.stdout)
    }

    @Test func aTitleSetWhereTheScreenIsPresentedReachesTheCachedFinding() throws {
        let account = """
            import UIKit

            final class AccountViewController: UIViewController {
                let form = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(form)
                }
            }

            """
        let presenter = """
            import UIKit

            final class HomeViewController: UIViewController {
                func showAccount() {
                    navigationController?.pushViewController(AccountViewController(), animated: true)
                }
            }

            """
        let titled = """
            import UIKit

            final class HomeViewController: UIViewController {
                func showAccount() {
                    let controller = AccountViewController()
                    controller.title = "Account"
                    navigationController?.pushViewController(controller, animated: true)
                }
            }

            """
        let folder = try temporaryFolder(
            "rotor-differential-index",
            files: ["AccountViewController.swift": account, "HomeViewController.swift": presenter])
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent(".cache")
        let presenterFile = folder.appendingPathComponent("HomeViewController.swift")
        func titleFindings(_ findings: [ReportedFinding]) -> [ReportedFinding] {
            findings.filter { $0.rule == "screen-title" && $0.file == "AccountViewController.swift" }
        }

        let before = try Self.cachedEqualsUncached(in: folder, cache: cache, step: "untitled, cold")
        #expect(titleFindings(before).count == 1, "\(before)")
        #expect(
            titleFindings(try Self.cachedEqualsUncached(in: folder, cache: cache, step: "untitled, warm")).count == 1)

        try titled.write(to: presenterFile, atomically: true, encoding: .utf8)
        let after = try Self.cachedEqualsUncached(in: folder, cache: cache, step: "titled where presented")
        #expect(titleFindings(after).isEmpty, "the title set in HomeViewController names the screen: \(after)")

        try presenter.write(to: presenterFile, atomically: true, encoding: .utf8)
        let again = try Self.cachedEqualsUncached(in: folder, cache: cache, step: "untitled again")
        #expect(titleFindings(again) == titleFindings(before))
    }

    @Test func aColourSetInTheOwnersCodeReachesTheCachedStoryboardFinding() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Prf-vc-001">
                <scenes>
                    <scene sceneID="Prf-sc-001">
                        <objects>
                            <viewController id="Prf-vc-001" customClass="ProfileViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Prf-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Your name" adjustsFontForContentSizeCategory="YES" id="Prf-lb-001">
                                            <rect key="frame" x="24" y="140" width="345" height="21"/>
                                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                            <color key="textColor" white="0.8" alpha="1" colorSpace="calibratedWhite"/>
                                        </label>
                                    </subviews>
                                    <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                </view>
                                <navigationItem key="navigationItem" title="Profile" id="Prf-ni-001"/>
                                <connections>
                                    <outlet property="nameLabel" destination="Prf-lb-001" id="Prf-ot-001"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
        let plain = """
            import UIKit

            final class ProfileViewController: UIViewController {
                @IBOutlet weak var nameLabel: UILabel!
            }

            """
        let coloured = """
            import UIKit

            final class ProfileViewController: UIViewController {
                @IBOutlet weak var nameLabel: UILabel!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameLabel.textColor = .label
                }
            }

            """
        let folder = try temporaryFolder(
            "rotor-differential-outlet",
            files: ["Profile.storyboard": storyboard, "ProfileViewController.swift": plain])
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent(".cache")
        let swiftFile = folder.appendingPathComponent("ProfileViewController.swift")
        func contrast(_ findings: [ReportedFinding]) -> [ReportedFinding] {
            findings.filter { $0.rule == "contrast" && $0.file == "Profile.storyboard" }
        }

        let before = try Self.cachedEqualsUncached(in: folder, cache: cache, step: "grey label, cold")
        #expect(contrast(before).count == 1, "\(before)")
        #expect(contrast(try Self.cachedEqualsUncached(in: folder, cache: cache, step: "grey label, warm")).count == 1)

        try coloured.write(to: swiftFile, atomically: true, encoding: .utf8)
        let after = try Self.cachedEqualsUncached(in: folder, cache: cache, step: "colour set in code")
        #expect(contrast(after).isEmpty, "the colour the owner sets is the one people see: \(after)")

        try plain.write(to: swiftFile, atomically: true, encoding: .utf8)
        let again = try Self.cachedEqualsUncached(in: folder, cache: cache, step: "colour removed again")
        #expect(contrast(again) == contrast(before))

        // The background behind the label set in an extension in a third file, which then goes away.
        let style = folder.appendingPathComponent("ProfileViewController+Style.swift")
        try """
        import UIKit

        extension ProfileViewController {
            func applyStyle() {
                view.backgroundColor = .black
            }
        }

        """.write(to: style, atomically: true, encoding: .utf8)
        let styled = try Self.cachedEqualsUncached(in: folder, cache: cache, step: "background set in an extension")
        #expect(contrast(styled).isEmpty, "\(styled)")
        try FileManager.default.removeItem(at: style)
        let unstyled = try Self.cachedEqualsUncached(in: folder, cache: cache, step: "extension removed")
        #expect(contrast(unstyled) == contrast(before))
    }
}

// MARK: - What a report says, format by format

/// One finding as a report gives it: enough to tell findings apart across formats.
struct ReportedFinding: Hashable, Comparable, CustomStringConvertible {
    var file: String?
    var line: Int?
    var column: Int?
    var rule: String
    /// The element's description and path, where the format carries them (JSON, SARIF).
    var element: String? = nil
    var elementPath: String? = nil

    /// Without the element, for formats that name it only in free text.
    var located: ReportedFinding { ReportedFinding(file: file, line: line, column: column, rule: rule) }

    func withFile(_ file: String?) -> ReportedFinding {
        var copy = self
        copy.file = file
        return copy
    }

    var description: String { "\(file ?? "-"):\(line ?? 0):\(column ?? 0) [\(rule)] \(elementPath ?? "")" }

    static func < (a: ReportedFinding, b: ReportedFinding) -> Bool {
        (a.file ?? "", a.line ?? 0, a.column ?? 0, a.rule, a.elementPath ?? "") < (
            b.file ?? "", b.line ?? 0, b.column ?? 0, b.rule, b.elementPath ?? ""
        )
    }
}

extension DifferentialTests {
    static func dropping(_ prefix: String, from path: String) -> String {
        path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    static func rulesPerFile(_ findings: [ReportedFinding]) -> [String: [String]] {
        Dictionary(grouping: findings, by: { $0.file ?? "" }).mapValues { $0.map(\.rule).sorted() }
    }

    private static func object(_ text: String) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            "not a JSON object: \(text.prefix(500))")
    }

    static func findings(in json: String) throws -> [ReportedFinding] {
        let entries = try #require(try object(json)["findings"] as? [[String: Any]])
        return entries.map { entry in
            let location = entry["location"] as? [String: Any] ?? [:]
            return ReportedFinding(
                file: location["file"] as? String, line: location["line"] as? Int, column: location["column"] as? Int,
                rule: entry["ruleId"] as? String ?? "?", element: location["element"] as? String,
                elementPath: location["elementPath"] as? String)
        }
    }

    static func inputs(in json: String) throws -> [String] {
        try #require(try object(json)["inputs"] as? [String])
    }

    static func sarifFindings(in sarif: String) throws -> [ReportedFinding] {
        let runs = try #require(try object(sarif)["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        return results.map { result in
            let location = (result["locations"] as? [[String: Any]])?.first ?? [:]
            let physical = location["physicalLocation"] as? [String: Any]
            let artifact = physical?["artifactLocation"] as? [String: Any]
            let region = physical?["region"] as? [String: Any]
            let logical = (location["logicalLocations"] as? [[String: Any]])?.first
            var file = (artifact?["uri"] as? String)?.removingPercentEncoding
            if let uri = file, uri.hasPrefix("file://") { file = String(uri.dropFirst("file://".count)) }
            return ReportedFinding(
                file: file, line: region?["startLine"] as? Int, column: region?["startColumn"] as? Int,
                rule: result["ruleId"] as? String ?? "?", element: logical?["name"] as? String,
                elementPath: logical?["fullyQualifiedName"] as? String)
        }
    }

    /// `file:line:col: severity: message [rule]`, `file: severity: … [rule] (at …)`, or `rotor: …`
    /// where there is no file. Lines that are not findings (the summary) give nil.
    static func textFinding(_ line: Substring) -> ReportedFinding? {
        guard let severity = line.firstRange(of: #/: (error|warning|note): /#) else { return nil }
        let position = line[..<severity.lowerBound]
        // `[rule]` ends the line, or comes before ` (at element)` where there is no line number.
        guard let match = line[severity.upperBound...].firstMatch(of: /\[([a-z][a-z0-9-]*)\]( \(at .*\))?$/) else {
            return nil
        }
        let rule = String(match.1)
        // The position is `file`, `file:line` or `file:line:column`; a file name may hold colons.
        var parts = position.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var numbers: [Int] = []
        while numbers.count < 2, parts.count > 1, let number = Int(parts.last!) {
            numbers.insert(number, at: 0)
            parts.removeLast()
        }
        let file = parts.joined(separator: ":")
        return ReportedFinding(
            file: file == "rotor" ? nil : file, line: numbers.first, column: numbers.count > 1 ? numbers[1] : nil,
            rule: rule)
    }

    static func textFindings(in text: String) -> [ReportedFinding] {
        text.split(separator: "\n").compactMap(textFinding)
    }

    static func githubFindings(in text: String) -> [ReportedFinding] {
        text.split(separator: "\n").compactMap { line -> ReportedFinding? in
            guard line.hasPrefix("::"), let end = line.dropFirst(2).range(of: "::") else { return nil }
            let head = line[line.index(line.startIndex, offsetBy: 2)..<end.lowerBound]
            guard let space = head.firstIndex(of: " ") else { return nil }
            var properties: [String: String] = [:]
            for pair in head[head.index(after: space)...].split(separator: ",") {
                guard let equals = pair.firstIndex(of: "=") else { continue }
                properties[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
                    .replacingOccurrences(of: "%2C", with: ",").replacingOccurrences(of: "%3A", with: ":")
                    .replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%0D", with: "\r")
                    .replacingOccurrences(of: "%25", with: "%")
            }
            guard let rule = properties["title"], rule != "Rotor input error" else { return nil }
            return ReportedFinding(
                file: properties["file"], line: properties["line"].flatMap { Int($0) },
                column: properties["col"].flatMap { Int($0) }, rule: rule)
        }
    }

    /// A `<testcase>` per rule and file; its `<failure>` (errors, warnings) or `<system-out>`
    /// (notes) holds one text-report line per finding.
    static func junitFindings(in xml: String) throws -> [ReportedFinding] {
        let reader = JUnitReader()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        try #require(parser.parse(), "the JUnit report does not parse: \(String(describing: parser.parserError))")
        #expect(
            reader.mismatchedTypes.isEmpty,
            "failure types that are not their test case's rule: \(reader.mismatchedTypes)")
        return reader.bodies.flatMap { body -> [ReportedFinding] in
            let found = textFindings(in: body.text)
            for finding in found where finding.rule != body.testcase {
                Issue.record("\(finding) listed under the test case \(body.testcase)")
            }
            return found
        }
    }

    /// `### file` then a table `| severity | rule | location | message |`; the location is
    /// `line N, column M` or the element.
    static func markdownFindings(in markdown: String) -> [ReportedFinding] {
        var file: String?? = nil
        var found: [ReportedFinding] = []
        for line in markdown.split(separator: "\n") {
            if line.hasPrefix("### ") {
                let heading = String(line.dropFirst(4))
                file = heading == "Files that could not be read" ? nil : .some(heading == "(no file)" ? nil : heading)
                continue
            }
            guard let current = file, line.hasPrefix("| "), !line.hasPrefix("| ---"), !line.hasPrefix("| Severity")
            else { continue }
            let cells = line.dropFirst(2).components(separatedBy: " | ")
            guard cells.count >= 4 else { continue }
            var number: Int? = nil
            var column: Int? = nil
            if let match = cells[2].firstMatch(of: /^line (\d+)(, column (\d+))?$/) {
                number = Int(match.1)
                column = match.3.flatMap { Int($0) }
            }
            found.append(ReportedFinding(file: current, line: number, column: column, rule: cells[1]))
        }
        return found
    }
}

private final class JUnitReader: NSObject, XMLParserDelegate {
    struct Body {
        var testcase: String
        var text: String
    }
    private(set) var bodies: [Body] = []
    private(set) var mismatchedTypes: [String] = []
    private var testcase = ""
    private var text: String?

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch name {
        case "testcase": testcase = attributes["name"] ?? ""
        case "failure", "system-out":
            if name == "failure", attributes["type"] != testcase {
                mismatchedTypes.append("\(attributes["type"] ?? "-") in \(testcase)")
            }
            text = ""
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text? += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "failure" || name == "system-out", let body = text {
            bodies.append(Body(testcase: testcase, text: body))
            text = nil
        }
    }
}

// MARK: - A generated project

/// A made-up app of UIKit and SwiftUI files with defects, the same every time: screens pushed
/// from other files (a cross-file fact), images without labels, fixed font sizes, icon buttons,
/// tap gestures, a file of suppressions, and the Interface Builder fixtures beside them.
enum GeneratedProject {
    static let featureCount = 12

    /// What `Suppressions.swift` still reports (line and rule): the image whose comment names
    /// another rule, and that comment, which suppresses nothing.
    static let reportedInSuppressionsFile = ["10 image-label", "9 unused-suppression"]

    /// The screens with no title: not set in their own `viewDidLoad` (every third one is), nor by
    /// the host that pushes them (`Host<i>` titles `Screen<i+1>` when `i % 4 == 1`).
    static let untitledScreens = Set(
        (0..<featureCount).filter { $0 % 3 != 0 && ($0 + featureCount - 1) % featureCount % 4 != 1 }
            .map { "Screen\($0)ViewController.swift" })

    static func files() throws -> [String: Data] {
        var files: [String: String] = [:]
        for index in 0..<featureCount {
            let folder = "Feature\(index)"
            files["\(folder)/Row\(index).swift"] = row(index)
            files["\(folder)/Screen\(index)ViewController.swift"] = screen(index)
            files["\(folder)/Host\(index)ViewController.swift"] = host(index)
            files["\(folder)/Detail\(index)View.swift"] = detail(index)
        }
        files["Shared/Suppressions.swift"] = suppressions
        files["Shared/Clean.swift"] = """
            import SwiftUI

            struct CleanView: View {
                var body: some View {
                    Text("Hello").font(.body)
                }
            }

            """
        var data = files.mapValues { Data($0.utf8) }
        let fixtures = Repository.fixtures.appendingPathComponent("interface-builder")
        for name in ["Main.storyboard", "CardCell.xib", "flow/Flow.storyboard"] {
            data["Storyboards/\((name as NSString).lastPathComponent)"] = try Data(
                contentsOf: fixtures.appendingPathComponent(name))
        }
        return data
    }

    private static func row(_ index: Int) -> String {
        """
        import SwiftUI

        struct Row\(index): View {
            let title: String

            var body: some View {
                HStack {
                    Image("icon\(index)")
                    Text(title)
                        .font(.system(size: \(12 + index % 5)))
                    Spacer()
                    Button(action: {}) {
                        Image(systemName: "trash")
                    }
                }
            }
        }

        """
    }

    private static func screen(_ index: Int) -> String {
        let title = index % 3 == 0 ? "        title = \"Screen \(index)\"\n" : ""
        return """
            import UIKit

            final class Screen\(index)ViewController: UIViewController {
                let closeButton = UIButton(type: .system)
                let form = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
            \(title)        closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
                    view.addSubview(form)
                    view.addSubview(closeButton)
                }
            }

            """
    }

    private static func host(_ index: Int) -> String {
        let presented = "Screen\((index + 1) % featureCount)ViewController"
        let push =
            index % 4 == 1
            ? "        let controller = \(presented)()\n        controller.title = \"Next\"\n        navigationController?.pushViewController(controller, animated: true)\n"
            : "        navigationController?.pushViewController(\(presented)(), animated: true)\n"
        return """
            import UIKit

            final class Host\(index)ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Host \(index)"
                }

                func showNext() {
            \(push)    }
            }

            """
    }

    private static func detail(_ index: Int) -> String {
        """
        import SwiftUI

        struct Detail\(index)View: View {
            @State private var count = \(index)

            var body: some View {
                VStack {
                    Text("Detail \(index)")
                        .font(.title)
                    Text("Tap to add")
                        .onTapGesture { count += 1 }
                    Image("banner\(index)")
                        .accessibilityLabel("Banner \(index)")
                }
            }
        }

        """
    }

    private static let suppressions = """
        import SwiftUI

        struct SuppressedView: View {
            var body: some View {
                VStack {
                    // rotor:disable:next image-label
                    Image("suppressed_one")
                    Image("suppressed_two") // rotor:disable:this image-label
                    // rotor:disable:next dynamic-type
                    Image("reported_three")
                }
            }
        }

        """
}

import Foundation
import RotorKit
import RotorTestSupport
import Testing

/// Hostile and broken inputs given to `rotor lint`, `speak`, `verify` and `.rotor.yml`, as a user
/// (or an attacker's pull request) would give them: each must end in exactly one error line naming
/// the file, exit code 2, every other file still checked and reported, and memory bounded.
/// The large inputs are made here at test time; the 100 MB files are sparse, so they cost no disk.
struct HostileInputTests {
    /// Peak memory any `rotor` run of this suite may use. A run reads at most one 64 MB file per
    /// worker thread; none of these inputs is read whole except the small ones.
    static let memoryBoundMB = 256

    static let goodSwift = """
        import UIKit

        final class ShareViewController: UIViewController {
            let shareButton = UIButton(type: .system)

            override func viewDidLoad() {
                super.viewDidLoad()
                shareButton.accessibilityLabel = "Share button"
            }
        }
        """

    /// A file that must never be read, and the text that would show that it was.
    static let secret = "TOPSECRET-ROTOR-7731"
    /// An external DTD that would define `&leak;` as the secret, were it ever loaded.
    static let secretDTD = "<!ENTITY leak \"\(secret)\">\n"

    static func storyboard(doctype: String = "", title: String = "Sign In", body: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        \(doctype)
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="Hst-sc-001">
                    <objects>
                        <viewController title="\(title)" id="Hst-vc-001" sceneMemberID="viewController">
                            <view key="view" id="Hst-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                \(body)
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func billionLaughs(root: String) -> String {
        var entities = #"<!ENTITY lol0 "lol">"#
        for level in 1...9 {
            entities += "\n<!ENTITY lol\(level) \"\(String(repeating: "&lol\(level - 1);", count: 10))\">"
        }
        return "<!DOCTYPE \(root) [\n\(entities)\n]>"
    }

    static let invalidUTF8 = Data("let name = \"caf".utf8) + Data([0xC3, 0x28, 0xA0, 0xA1]) + Data("\"\n".utf8)

    /// A sparse file of `size` bytes: as large as a real one to every reader, free on disk.
    static func sparseFile(_ url: URL, size: UInt64) throws {
        try Data("// large\n".utf8).write(to: url)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: size)
        try handle.close()
    }

    /// The largest resident size of any finished child process, in MB.
    static func childPeakMemoryMB() -> Int {
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_CHILDREN.rawValue, &usage)
            return usage.ru_maxrss / 1024
        #else
            getrusage(RUSAGE_CHILDREN, &usage)
            return usage.ru_maxrss / 1_048_576
        #endif
    }

    /// Error lines that name `file` (as the report names it).
    /// One constant is the limit; the README and ROBUSTNESS.md state the same number.
    @Test func theDepthLimitIsStatedAsItIsEnforced() throws {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("element trees up to \(Limits.maxDepth) levels deep"))
        let robustness = try String(
            contentsOf: Repository.root.appendingPathComponent("docs/ROBUSTNESS.md"), encoding: .utf8)
        #expect(robustness.contains("| element nesting | \(Limits.maxDepth) levels in every format"))
    }

    static func errors(in stderr: String, naming file: String) -> [Substring] {
        stderr.split(separator: "\n").filter { $0.hasPrefix("error: \(file):") }
    }

    // MARK: - rotor lint

    @Test func lintReportsEachHostileFileOnceAndStillLintsTheGoodOnes() throws {
        let hundredThousand = 100_000
        let root = try temporaryFolder(
            "rotor-hostile",
            files: [
                "Good.swift": Data(Self.goodSwift.utf8),
                "Sources/AlsoGood.swift": Data(Self.goodSwift.replacingOccurrences(of: "Share", with: "Send").utf8),
                "Deep.swift": Data(
                    ("let total = " + String(repeating: "(", count: hundredThousand) + "1"
                        + String(repeating: ")", count: hundredThousand) + "\n").utf8),
                "Truncated.swift": Data(Self.goodSwift.prefix(Self.goodSwift.count / 2).utf8),
                "InvalidUTF8.swift": Self.invalidUTF8,
                "Binary.swift": Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00]),
                "Empty.swift": Data(),
                "Binary.xib": Data([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0x00, 0xD4]),
                "Empty.xib": Data("\n\n".utf8),
                "Truncated.storyboard": Data(Self.storyboard().prefix(400).utf8),
                "Laughs.storyboard": Data(
                    Self.storyboard(doctype: Self.billionLaughs(root: "document"), title: "&lol9;").utf8),
                "Deep.storyboard": Data(
                    Self.storyboard(
                        body: "<subviews>" + String(repeating: "<view><subviews>\n", count: hundredThousand)
                    ).utf8),
                "secret.txt": Data(Self.secret.utf8),
                "secret.dtd": Data(Self.secretDTD.utf8),
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let secretPath = root.appendingPathComponent("secret.txt").path
        let secretDTDPath = root.appendingPathComponent("secret.dtd").path
        try Data(
            Self.storyboard(
                doctype: "<!DOCTYPE document [<!ENTITY secret SYSTEM \"file://\(secretPath)\">]>", title: "&secret;"
            ).utf8
        )
        .write(to: root.appendingPathComponent("External.storyboard"))
        // Loaded, the DTD would define &leak; and the storyboard would import with the secret as its title.
        try Data(
            Self.storyboard(doctype: "<!DOCTYPE document SYSTEM \"file://\(secretDTDPath)\">", title: "&leak;").utf8
        )
        .write(to: root.appendingPathComponent("ExternalDTD.storyboard"))
        try Self.sparseFile(root.appendingPathComponent("Huge.swift"), size: 100 * 1_048_576)
        try Self.sparseFile(root.appendingPathComponent("Huge.xib"), size: 100 * 1_048_576)
        // A folder with a Swift name, holding a link back to the project: neither is followed.
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Folder.swift"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Folder.swift/up").path, withDestinationPath: root.path)
        // A link to itself: a loop that ends in no file.
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Loop.swift").path, withDestinationPath: "Loop.swift")

        // Found in a folder, each hostile file is a warning: the run exits by the good files' findings.
        let run = try Rotor.run(["lint", "--no-cache", "--no-progress", "--format", "json"], in: root)
        #expect(run.status == 0)
        let expected: [(file: String, message: String)] = [
            ("Binary.swift", "is a binary file, not text"),
            ("Binary.xib", "is a binary file, not text"),
            ("Deep.storyboard", "XML is nested deeper than 256 levels; Rotor reads at most 256"),
            ("Deep.swift", "brackets are nested deeper than 256 levels; Rotor reads at most 256"),
            ("Empty.swift", "file is empty"),
            ("Empty.xib", "file is empty"),
            ("External.storyboard", "external entities are never read"),
            ("ExternalDTD.storyboard", "external entities are never read"),
            ("Huge.swift", "file is 100 MB; the largest input read is 8 MB"),
            ("Huge.xib", "file is 100 MB; the largest input read is 64 MB"),
            ("InvalidUTF8.swift", "is not valid UTF-8 text"),
            ("Laughs.storyboard", "XML"),
            ("Loop.swift", "is a symbolic link that leads to no file"),
            ("Truncated.storyboard", "XML ends before"),
            ("Truncated.swift", "Swift syntax error"),
        ]
        let warningLines = run.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
        #expect(warningLines.count == expected.count, "one warning per hostile file:\n\(run.stderr)")
        for (file, message) in expected {
            let lines = run.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: \(file):") }
            #expect(lines.count == 1, "\(file): \(run.stderr)")
            #expect(lines.first?.contains(message) == true, "\(file): \(lines)")
        }
        #expect(!run.stderr.contains(Self.secret) && !run.stdout.contains(Self.secret), "the secret file is never read")

        // The report still covers the good files, and names the failed ones as input errors.
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        let files = Set(findings.compactMap { ($0["location"] as? [String: Any])?["file"] as? String })
        #expect(files == ["Good.swift", "Sources/AlsoGood.swift"])
        #expect(run.stdout.contains("is a binary file, not text"), "input errors are in the report too")
        #expect(Self.childPeakMemoryMB() < Self.memoryBoundMB)
    }

    @Test func namedPipeAndUnreadableFileAreRefusedNotWaitedOn() throws {
        let root = try temporaryFolder(
            "rotor-hostile",
            files: ["Good.swift": Data(Self.goodSwift.utf8), "Locked.swift": Data(Self.goodSwift.utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let pipe = root.appendingPathComponent("Pipe.swift").path
        #expect(mkfifo(pipe, 0o644) == 0)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o000], ofItemAtPath: root.appendingPathComponent("Locked.swift").path)

        // Root reads any file whatever its permissions: drop to an unprivileged user to see the refusal.
        let launcher = geteuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        try #require(launcher.isEmpty || FileManager.default.isExecutableFile(atPath: launcher[0]))
        let run = try Rotor.run(
            ["lint", "--no-cache", "--no-progress", "Good.swift", "Pipe.swift", "Locked.swift"], in: root,
            launcher: launcher)
        #expect(run.status == 2)
        #expect(
            run.stderr == """
                error: Locked.swift: cannot be read (permission denied; check the file's permissions)
                error: Pipe.swift: is not a regular file (a pipe, socket or device is never read)

                """)
        #expect(run.stdout.contains("Good.swift:8:42: warning:"))
        // Found in a folder rather than named, a pipe is not a source file at all.
        let folderRun = try Rotor.run(["lint", "--no-cache", "--no-progress", "."], in: root, launcher: launcher)
        #expect(
            folderRun.stderr
                == "warning: Locked.swift: cannot be read (permission denied; check the file's permissions)\n")
        #expect(folderRun.status == 0, "found in a folder, an unreadable file is a warning")
    }

    // MARK: - captures: rotor speak

    @Test func hostileCapturesAreEachOneErrorBesideGoodOnes() throws {
        let deepJSON =
            "{\"format\":\"rotor-snapshot\",\"version\":1,\"root\":"
            + String(repeating: "{\"children\":[", count: 100_000)
            + "{}" + String(repeating: "]}", count: 100_000) + "}"
        let root = try temporaryFolder(
            "rotor-hostile",
            files: [
                "truncated.json": Data(#"{"format": "rotor-snapshot", "version": 1, "root": {"label": "Sign"#.utf8),
                "malformed.json": Data(
                    #"{"format": "rotor-snapshot", "version": 1, "root": {"label": 'Sign in'}}"#.utf8),
                "deep.json": Data(deepJSON.utf8),
                "invalid-utf8.json": Data(#"{"format": "rotor-snapshot", "version": 1, "root": {"label": ""#.utf8)
                    + Data([0xFF, 0xFE]) + Data("\"}}".utf8),
                "laughs.xml": Data(
                    (Self.billionLaughs(root: "hierarchy")
                        + #"<hierarchy><node class="android.widget.TextView" text="&lol9;" bounds="[0,0][1,1]"/></hierarchy>"#)
                        .utf8),
                "deep.xml": Data(
                    ("<hierarchy>" + String(repeating: "<node>", count: 100_000)
                        + String(repeating: "</node>", count: 100_000) + "</hierarchy>").utf8),
                "secret.dtd": Data(Self.secretDTD.utf8),
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let secretDTDPath = root.appendingPathComponent("secret.dtd").path
        // Loaded, the parameter entity would define &leak; as the secret.
        try Data(
            """
            <?xml version="1.0"?>
            <!DOCTYPE hierarchy [<!ENTITY % external SYSTEM "file://\(secretDTDPath)"> %external;]>
            <hierarchy><node class="android.widget.TextView" text="&leak;" bounds="[0,0][100,100]"/></hierarchy>
            """.utf8
        ).write(to: root.appendingPathComponent("parameter-entity.xml"))
        try Self.sparseFile(root.appendingPathComponent("huge.json"), size: 100 * 1_048_576)
        // 100,000 elements in 1.6 MB: within the size limit, but pairwise rules would take hours.
        let many = (0..<100_000).map { #"{"label":"Item \#($0)"}"# }.joined(separator: ",")
        try Data((#"{"format":"rotor-snapshot","version":1,"root":{"children":["# + many + "]}}").utf8)
            .write(to: root.appendingPathComponent("many.json"))
        let good = Repository.examples.appendingPathComponent("sign-in.rotor.json").path
        let hostile = [
            "truncated.json", "malformed.json", "deep.json", "invalid-utf8.json", "laughs.xml", "deep.xml",
            "parameter-entity.xml", "huge.json", "many.json",
        ]

        let run = try Rotor.run(["speak", good] + hostile + [good], in: root)
        #expect(run.status == 2)
        #expect(run.stderr.split(separator: "\n").count == hostile.count, "\(run.stderr)")
        for file in hostile {
            #expect(Self.errors(in: run.stderr, naming: file).count == 1, "\(file): \(run.stderr)")
        }
        // The limit is stated in element levels, as the README states it, whatever the format.
        #expect(
            run.stderr.contains(
                "error: deep.json:1: JSON elements are nested deeper than \(Limits.maxDepth) levels; "
                    + "Rotor reads at most \(Limits.maxDepth)"))
        #expect(run.stderr.contains("error: huge.json: file is 100 MB; the largest input read is 64 MB"))
        #expect(run.stderr.contains("error: invalid-utf8.json: is not valid UTF-8 text"))
        #expect(run.stderr.contains("error: many.json: a screen holds more than 20000 elements"))
        #expect(!run.stderr.contains(Self.secret) && !run.stdout.contains(Self.secret))
        #expect(
            run.stdout.components(separatedBy: "Capital One 360 PIN Sign in").count == 3,
            "both good captures are spoken")
        #expect(Self.childPeakMemoryMB() < Self.memoryBoundMB)
    }

    // MARK: - specs: rotor verify

    static let hostileSpecs: [(name: String, contents: String, message: String)] = [
        ("truncated.spec.yml", "name: Sign In\nframes:\n  - text: \"Capital", "invalid YAML"),
        ("malformed.spec.yml", "name: Sign In\nframes: [\n  - text: A\n", "invalid YAML"),
        (
            "deep.spec.yml",
            "name: Sign In\nframes: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
                + "\n",
            "nested more than 1,000 levels deep"
        ),
        (
            "laughs.spec.yml",
            ["name: Sign In", "frames: &l0 [{text: lol}, {text: lol}]"].joined(separator: "\n") + "\n"
                + (1...9).map {
                    "x\($0): &l\($0) [" + Array(repeating: "*l\($0 - 1)", count: 10).joined(separator: ", ") + "]"
                }.joined(separator: "\n") + "\n",
            "unknown key 'x1'"
        ),
        (
            "deep.spec.md",
            "# Sign In\n\n1. " + String(repeating: "*", count: 100_000) + "Sign in"
                + String(repeating: "*", count: 100_000) + ", button\n",
            "frame 1 must start with its VoiceOver text"
        ),
        (
            "truncated.spec.md", "# Sign In\n\n1. Capital One, heading\n2. \"Sign",
            "frame 1 must start with its VoiceOver text"
        ),
    ]

    @Test(arguments: hostileSpecs.map(\.name))
    func hostileSpecIsOneErrorNamingTheFile(_ name: String) throws {
        let spec = try #require(Self.hostileSpecs.first { $0.name == name })
        let root = try temporaryFolder("rotor-hostile", files: [name: Data(spec.contents.utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let capture = Repository.examples.appendingPathComponent("sign-in.rotor.json").path
        let run = try Rotor.run(["verify", "--spec", name, capture], in: root)
        #expect(run.status == 2)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("error: \(name):"), "\(run.stderr)")
        #expect(lines.first?.contains(spec.message) == true, "\(run.stderr)")
    }

    @Test func unreadableSpecsAreRefused() throws {
        let root = try temporaryFolder(
            "rotor-hostile",
            files: [
                "invalid.spec.yml": Data("name: Sign In\nframes:\n  - text: ".utf8) + Data([0xC0, 0xAF])
                    + Data("\n".utf8),
                "empty.spec.md": Data(),
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.sparseFile(root.appendingPathComponent("huge.spec.yml"), size: 100 * 1_048_576)
        let capture = Repository.examples.appendingPathComponent("sign-in.rotor.json").path
        for (name, message) in [
            ("invalid.spec.yml", "is not valid UTF-8 text"), ("empty.spec.md", "file is empty"),
            ("huge.spec.yml", "file is 100 MB; the largest input read is 64 MB"),
        ] {
            let run = try Rotor.run(["verify", "--spec", name, capture], in: root)
            #expect(run.status == 2)
            #expect(run.stderr == "error: \(name): \(message)\n")
        }
    }

    // MARK: - .rotor.yml

    static let hostileConfigurations: [(name: String, contents: Data, message: String)] = [
        ("truncated", Data("disabled_rules: [label-style\nprofile: wcag".utf8), "invalid YAML"),
        (
            "deep",
            Data(
                ("included: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n")
                    .utf8),
            "invalid YAML"
        ),
        (
            "laughs",
            Data(
                ("a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
                    + (1...9).map {
                        "a\($0): &a\($0) [" + Array(repeating: "*a\($0 - 1)", count: 10).joined(separator: ", ") + "]"
                    }.joined(separator: "\n")
                    + "\nincluded: *a9\n").utf8), "'included' must be a list of text"
        ),
        (
            "invalid-utf8", Data("profile: ".utf8) + Data([0xE2, 0x28, 0xA1]) + Data("\n".utf8),
            "is not valid UTF-8 text"
        ),
        ("binary", Data([0x00, 0x01, 0x02, 0x03]), "is a binary file, not text"),
    ]

    @Test(arguments: hostileConfigurations.map(\.name))
    func hostileConfigurationIsOneErrorNamingTheFile(_ name: String) throws {
        let configuration = try #require(Self.hostileConfigurations.first { $0.name == name })
        let root = try temporaryFolder(
            "rotor-hostile", files: [".rotor.yml": configuration.contents, "Good.swift": Data(Self.goodSwift.utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Rotor.run(["lint", "--no-cache", "--no-progress"], in: root)
        #expect(run.status == 2)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(run.stderr)")
        #expect(
            lines.first?.hasPrefix("error: ") == true && lines.first?.contains(".rotor.yml") == true, "\(run.stderr)")
        #expect(lines.first?.contains(configuration.message) == true, "\(run.stderr)")
    }

    @Test func hugeConfigurationIsRefusedUnread() throws {
        let root = try temporaryFolder("rotor-hostile", files: ["Good.swift": Data(Self.goodSwift.utf8)])
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.sparseFile(root.appendingPathComponent(".rotor.yml"), size: 100 * 1_048_576)
        let run = try Rotor.run(["lint", "--no-cache", "--no-progress"], in: root)
        #expect(run.status == 2)
        #expect(run.stderr.hasSuffix(".rotor.yml: file is 100 MB; the largest input read is 64 MB\n"), "\(run.stderr)")
    }
}

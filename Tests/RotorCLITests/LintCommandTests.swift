import Foundation
import RotorTestSupport
import Testing

/// `rotor lint` end to end: discovery, bad files, suppression, baseline, cache, determinism.
struct LintCommandTests {
    private static let labelled = """
        import UIKit

        final class ShareViewController: UIViewController {
            let shareButton = UIButton(type: .system)

            override func viewDidLoad() {
                super.viewDidLoad()
                shareButton.accessibilityLabel = "Share button"
                title = "Share"
            }
        }
        """

    @Test func lintsFoldersSkippingToolFoldersAndExcludedGlobs() throws {
        let root = try temporaryFolder(
            "rotor-lint",
            files: [
                "App/Share.swift": Self.labelled,
                "App/Generated/Strings.swift": Self.labelled,
                "Pods/Lib/Lib.swift": Self.labelled,
                ".build/checkouts/Dep.swift": Self.labelled,
                "App/notes.txt": "Share button",
                ".rotor.yml": "excluded: [\"App/Generated\"]\n",
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Rotor.run(["lint", "--no-cache", "--fail-on", "warning"], in: root)
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                App/Share.swift:8:42: warning: Drop "button" from the label "Share button" and keep "Share": VoiceOver already says "button" (WCAG 4.1.2) [role-in-label]
                1 finding (1 warning) in 1 file

                """)
    }

    @Test func badFilesAreReportedAndTheOthersStillLinted() throws {
        let root = try temporaryFolder(
            "rotor-lint",
            files: [
                "Good.swift": Self.labelled,
                "Broken.swift": "let total = (1 + \n",
                "Empty.swift": "",
                "Binary.swift": "",
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        try Data([0xCA, 0xFE, 0xBA, 0xBE, 0x00, 0x01]).write(to: root.appendingPathComponent("Binary.swift"))
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Folder.swift"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Folder.swift/loop").path, withDestinationPath: root.path)

        // Found in a folder, each is named once as a warning; the run exits by its findings.
        let run = try Rotor.run(["lint", "--no-cache"], in: root)
        #expect(run.status == 0)
        #expect(
            run.stderr == """
                warning: Binary.swift: is a binary file, not text
                warning: Broken.swift:1:18: Swift syntax error; the file is not linted until it parses
                warning: Empty.swift: file is empty

                """)
        #expect(run.stdout.contains("Good.swift:8:42: warning:"))
    }

    @Test func suppressionsSilenceAndStaleOnesAreReported() throws {
        let root = try temporaryFolder(
            "rotor-lint",
            files: [
                "Share.swift": """
                import UIKit

                func configure(_ shareButton: UIButton) {
                    // rotor:disable:next role-in-label
                    shareButton.accessibilityLabel = "Share button"
                    shareButton.accessibilityLabel = "Share button" // rotor:disable:this role-in-label
                    // rotor:disable role-in-label
                    shareButton.accessibilityLabel = "Send button"
                    // rotor:enable role-in-label
                    shareButton.accessibilityLabel = "Close button"
                    // rotor:disable:next role-in-label
                    let total = 42
                }
                """
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Rotor.run(["lint", "--no-cache", "--fail-on", "info"], in: root)
        #expect(
            run.stdout == """
                Share.swift:10:38: warning: Drop "button" from the label "Close button" and keep "Close": VoiceOver already says "button" (WCAG 4.1.2) [role-in-label]
                Share.swift:11:5: note: Remove this suppression of role-in-label: nothing here is reported by that rule, and a stale suppression would hide a future finding (best practice) [unused-suppression]
                2 findings (1 warning, 1 note) in 1 file

                """)
    }

    @Test func baselineAcceptsOldFindingsEvenWhenCodeMoves() throws {
        let root = try temporaryFolder("rotor-lint", files: ["Share.swift": Self.labelled])
        defer { try? FileManager.default.removeItem(at: root) }
        let written = try Rotor.run(["lint", "--no-cache", "--write-baseline", "baseline.json"], in: root)
        #expect(written.stdout.contains("1 finding"))
        // Move the code down and add a new problem: only the new one is reported.
        let moved =
            "// A header comment.\n\n"
            + Self.labelled.replacingOccurrences(
                of: "    }\n}", with: "        closeButton.accessibilityLabel = \"Close button\"\n    }\n}")
        try moved.write(to: root.appendingPathComponent("Share.swift"), atomically: true, encoding: .utf8)
        let run = try Rotor.run(["lint", "--no-cache", "--baseline", "baseline.json"], in: root)
        #expect(run.stdout.contains("\"Close button\""))
        #expect(!run.stdout.contains("\"Share button\""))
        #expect(run.stdout.hasSuffix("1 finding (1 warning) in 1 file\n"))
        let bad = try Rotor.run(["lint", "--no-cache", "--baseline", "Share.swift"], in: root)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("Share.swift: is not a Rotor baseline"))
    }

    @Test func cachedRunsGiveTheSameReportAndNoticeChanges() throws {
        let root = try temporaryFolder("rotor-lint", files: ["A.swift": Self.labelled, "B.swift": "let answer = 42\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let arguments = ["lint", "--cache-path", root.appendingPathComponent(".cache").path, "--format", "json"]
        let cold = try Rotor.run(arguments, in: root)
        let warm = try Rotor.run(arguments, in: root)
        #expect(cold.stdout == warm.stdout)
        let cached = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(".cache").path)
            .filter { !$0.hasPrefix(".") }  // less the pruner's marker
        #expect(cached.count == 2)
        try Self.labelled.replacingOccurrences(of: "Share button", with: "Send button")
            .write(to: root.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let changed = try Rotor.run(arguments, in: root)
        #expect(changed.stdout.contains("Send button"))
    }

    /// A fixed permutation (SplitMix64 from a constant seed), so a failure can be replayed.
    private static func shuffled<T>(_ items: [T], seed: UInt64) -> [T] {
        var state = seed
        var result = items
        for index in result.indices.reversed() where index > 0 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            mixed ^= mixed >> 31
            result.swapAt(index, Int(mixed % UInt64(index + 1)))
        }
        return result
    }

    @Test func reportsAreIdenticalAcrossThreadCountsAndFileOrder() throws {
        var files: [String: String] = [:]
        for index in 0..<24 {
            files["Module\(index % 4)/Screen\(index).swift"] = Self.labelled.replacingOccurrences(
                of: "Share", with: "Item\(index)")
        }
        // Input errors and Interface Builder files are part of every report too.
        files["Module1/Broken.swift"] = "let total = (1 + \n"
        let interfaceBuilder = Repository.fixtures.appendingPathComponent("interface-builder")
        files["Module2/CardCell.xib"] = try String(
            contentsOf: interfaceBuilder.appendingPathComponent("CardCell.xib"), encoding: .utf8)
        files["Module3/Main.storyboard"] = try String(
            contentsOf: interfaceBuilder.appendingPathComponent("Main.storyboard"), encoding: .utf8)
        let root = try temporaryFolder("rotor-lint", files: files)
        defer { try? FileManager.default.removeItem(at: root) }
        let paths = files.keys.sorted()
        #expect(Self.shuffled(paths, seed: 2026) != paths)
        let orders: [(label: String, arguments: [String])] = [
            ("2 threads", ["--threads", "2"]),
            ("8 threads", ["--threads", "8"]),
            ("1 thread, files named in reverse", ["--threads", "1"] + paths.reversed()),
            ("8 threads, files named shuffled", ["--threads", "8"] + Self.shuffled(paths, seed: 2026)),
        ]
        for format in ["text", "json", "sarif", "junit", "markdown", "github", "html"] {
            let reference = try Rotor.run(
                ["lint", "--no-cache", "--no-progress", "--threads", "1", "--format", format], in: root)
            #expect(
                reference.status == 1, "\(format): by the findings; Broken.swift, found in the folder, is a warning")
            #expect(reference.stdout.contains("Item23") && reference.stdout.contains("CardCell.xib"), "\(format)")
            for order in orders {
                let run = try Rotor.run(
                    ["lint", "--no-cache", "--no-progress", "--format", format] + order.arguments, in: root)
                // Named on the command line, Broken.swift is an input error rather than a warning.
                let named = order.arguments.count > 2
                #expect(run.stdout == reference.stdout, "\(format): \(order.label) differs from 1 thread")
                #expect(
                    run.stderr
                        == (named
                            ? reference.stderr.replacingOccurrences(of: "warning: ", with: "error: ")
                            : reference.stderr),
                    "\(format): \(order.label)")
                #expect(run.status == (named ? 2 : reference.status), "\(format): \(order.label)")
            }
        }
    }
}

/// A capture given to `lint`, or Swift given to `audit`, is answered with the command that reads it.
struct WrongCommandTests {
    @Test func lintNamesAuditForACapture() throws {
        let run = try Rotor.run(["lint", "--no-cache", "--no-progress", "Examples/sign-in.rotor.json"])
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: Examples/sign-in.rotor.json: this is a Rotor snapshot JSON capture, not Swift source: "
                + "check it with `rotor audit Examples/sign-in.rotor.json`\n", "\(run.stderr)")
    }

    @Test func auditNamesLintForSwift() throws {
        let directory = try temporaryFolder(
            "rotor-wrong-command", files: ["Login.swift": "import UIKit\nlet title = \"Sign in\"\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Rotor.run(["audit", "Login.swift"], in: directory)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: Login.swift: this is Swift source, not a captured screen: check it with `rotor lint Login.swift`\n",
            "\(run.stderr)")
    }
}

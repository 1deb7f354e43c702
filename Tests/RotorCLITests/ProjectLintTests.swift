import Foundation
import RotorTestSupport
import Testing

/// `rotor lint` on a whole project stays quiet and predictable: generated code is left out, a file
/// that does not parse is named once and does not fail the run, and skipped files are counted on
/// one line. Files named on the command line are answered for one by one.
struct ProjectLintTests {
    /// One `role-in-label` warning on line 4.
    private static let labelled = """
        import UIKit

        func configure(_ shareButton: UIButton) {
            shareButton.accessibilityLabel = "Share button"
        }

        """
    private static let broken = "let total = (1 + \n"

    private static var macWindow: String {
        get throws {
            try String(
                contentsOf: Repository.fixtures.appendingPathComponent("interface-builder/MacWindow.storyboard"),
                encoding: .utf8)
        }
    }

    @Test func generatedCodeIsSkippedUnlessNamed() throws {
        let root = try temporaryFolder(
            "rotor-project",
            files: [
                "App/Clean.swift": "let answer = 42\n",
                "App/AutoMockable.generated.swift": Self.broken,
                "App/Mocks.swift":
                    "// Generated using Sourcery 2.1.7 — https://github.com/krzysztofzablocki/Sourcery\n// DO NOT EDIT\n"
                    + Self.labelled,
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try Rotor.run(["lint", "--no-cache", "--fail-on", "warning"], in: root)
        #expect(folder.status == 0, "\(folder.stdout)\(folder.stderr)")
        #expect(folder.stderr == "info: skipped 2 generated files (--verbose lists them)\n")
        let verbose = try Rotor.run(["lint", "--no-cache", "--verbose", "."], in: root)
        #expect(
            verbose.stderr == """
                info: App/AutoMockable.generated.swift: skipped: generated code (name it to lint it)
                info: App/Mocks.swift: skipped: generated code (name it to lint it)

                """)
        let named = try Rotor.run(["lint", "--no-cache", "--fail-on", "warning", "App/Mocks.swift"], in: root)
        #expect(named.status == 1)
        #expect(named.stdout.contains("App/Mocks.swift:6:38: warning:"), "\(named.stdout)")
        #expect(named.stderr.isEmpty, "\(named.stderr)")
    }

    @Test func aFileThatDoesNotParseIsNamedOnceAndTheRunExitsByItsFindings() throws {
        let root = try temporaryFolder(
            "rotor-project", files: ["Share.swift": Self.labelled, "Broken.swift": Self.broken])
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try Rotor.run(["lint", "--no-cache", "--fail-on", "warning", "--format", "json"], in: root)
        #expect(folder.status == 1, "exit by the finding in Share.swift, not 2")
        #expect(
            folder.stderr == "warning: Broken.swift:1:18: Swift syntax error; the file is not linted until it parses\n")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(folder.stdout.utf8)) as? [String: Any])
        #expect(
            report["inputErrors"] as? [String] == [
                "Broken.swift:1:18: Swift syntax error; the file is not linted until it parses"
            ])

        let clean = try Rotor.run(["lint", "--no-cache"], in: root)
        #expect(clean.status == 0, "warnings are below the default fail level")

        let named = try Rotor.run(["lint", "--no-cache", "Share.swift", "Broken.swift"], in: root)
        #expect(named.status == 2, "a file the user named cannot be checked")
        #expect(
            named.stderr == "error: Broken.swift:1:18: Swift syntax error; the file is not linted until it parses\n")
    }

    @Test func macOSInterfaceBuilderFilesAreCountedOnOneLine() throws {
        let window = try Self.macWindow
        let root = try temporaryFolder(
            "rotor-project",
            files: [
                "Mac/Main.storyboard": window, "Mac/Preferences.xib": window, "Mac/About.storyboard": window,
                "App.swift": "let answer = 42\n",
            ])
        defer { try? FileManager.default.removeItem(at: root) }
        let quiet = try Rotor.run(["lint", "--no-cache"], in: root)
        #expect(quiet.status == 0)
        #expect(quiet.stderr == "info: skipped 3 Interface Builder files not for iOS (--verbose lists them)\n")
        let verbose = try Rotor.run(["lint", "--no-cache", "--verbose"], in: root)
        let lines = verbose.stderr.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(
            lines.allSatisfy {
                $0.hasPrefix("info: Mac/") && $0.contains(": skipped: an Interface Builder file for MacOSX.Cocoa")
            },
            "\(verbose.stderr)")
        #expect(lines.first?.hasPrefix("info: Mac/About.storyboard:") == true, "in path order")
    }

    /// `projects/multi-platform-app`: seven files that no iOS app target builds (watchOS, macOS, a
    /// macOS package, tests only, no target) and a malformed project, which is named once.
    @Test func filesNoIOSTargetBuildsAreCountedOnOneLine() throws {
        let folder = try temporaryFolder("rotor-targets")
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = folder.appendingPathComponent("app")
        try FileManager.default.copyItem(
            at: Repository.fixtures.appendingPathComponent("projects/multi-platform-app"), to: root)
        let quiet = try Rotor.run(["lint", "--no-cache"], in: root)
        // `Garden/Onboarding.storyboard`'s finding: the malformed project may hold an app whose main storyboard it is.
        #expect(quiet.status == 1)
        #expect(
            quiet.stderr == """
                warning: Legacy/Legacy.xcodeproj/project.pbxproj: cannot be read as an Xcode project; no file is judged by its targets
                info: skipped 7 files the project builds into no iOS app (--verbose lists them)

                """)
        let verbose = try Rotor.run(["lint", "--no-cache", "--verbose"], in: root)
        #expect(
            verbose.stderr.contains(
                """
                info: Watch/WateringView.swift: skipped: built only for watchOS (target Garden Watch App of Garden.xcodeproj); \
                Rotor checks iOS code (name it to lint it)
                """), "\(verbose.stderr)")
        #expect(
            verbose.stderr.contains(
                "info: Garden/Drafts/UnusedBanner.swift: skipped: in no target of Garden.xcodeproj, so not part of the app"
            ))
        let named = try Rotor.run(["lint", "--no-cache", "--format", "json", "Watch/WateringView.swift"], in: root)
        #expect(named.stdout.contains("Watch/WateringView.swift"), "a named file is linted: \(named.stdout)")
    }
}

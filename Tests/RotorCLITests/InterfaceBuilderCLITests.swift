import Foundation
import RotorTestSupport
import Testing

/// `rotor speak`, `audit` and `lint` on the storyboards and xibs in `Tests/Fixtures/interface-builder`.
struct InterfaceBuilderCLITests {
    static let folder = Repository.fixtures.appendingPathComponent("interface-builder")

    @Test func speaksEverySceneHeadedByFileAndScene() throws {
        let run = try Rotor.run(["speak", "Main.storyboard", "CardCell.xib"], in: Self.folder)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        try expectGolden(run.stdout, "interface-builder/speak.txt")
    }

    @Test func speaksTheNamesTheSystemGivesSymbolsAndItems() throws {
        let run = try Rotor.run(["speak", "flow/SystemNames.xib"], in: Self.folder)
        #expect(run.status == 0)
        try expectGolden(run.stdout, "interface-builder/speak-system-names.txt")
    }

    @Test func speaksOneSceneByName() throws {
        let byTitle = try Rotor.run(["speak", "Main.storyboard", "--scene", "Settings"], in: Self.folder)
        #expect(byTitle.status == 0)
        #expect(byTitle.stdout == "Main.storyboard \u{2014} \"Settings\" (voiceover-en, 1 stop)\n1. Notifications\n")
        let byClass = try Rotor.run(["speak", "Main.storyboard", "--scene", "ControlsViewController"], in: Self.folder)
        #expect(
            byClass.stdout.hasPrefix("Main.storyboard \u{2014} \"ControlsViewController\" (voiceover-en, 11 stops)"))
        let unknown = try Rotor.run(["speak", "Main.storyboard", "--scene", "Checkout"], in: Self.folder)
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr
                == "error: Main.storyboard: no scene named 'Checkout' (scenes: Sign In, Settings, ControlsViewController)\n"
        )
    }

    @Test func auditsEverySceneWithFindingsAtTheirXMLPosition() throws {
        let run = try Rotor.run(["audit", "Main.storyboard", "CardCell.xib", "MacWindow.storyboard"], in: Self.folder)
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "info: MacWindow.storyboard: skipped: an Interface Builder file for MacOSX.Cocoa (Rotor checks iOS files, targetRuntime=\"iOS.CocoaTouch\")\n"
        )
        try expectGolden(run.stdout, "interface-builder/audit.txt")
        for rule in ["missing-name", "contrast", "dynamic-type", "accessibility-disabled"] {
            #expect(run.stdout.contains("[\(rule)]"), "\(rule) fires on the fixtures")
        }
        let hig = try Rotor.run(["audit", "--profile", "apple-hig", "Main.storyboard"], in: Self.folder)
        #expect(hig.stdout.contains("Main.storyboard:40:29: warning:") && hig.stdout.contains("[target-size]"))
    }

    @Test func lintChecksInterfaceBuilderFilesBesideSwiftAndReportsBadOnes() throws {
        let run = try Rotor.run(["lint", "--no-cache", "--no-progress", "."], in: Self.folder)
        #expect(run.status == 1, "by the findings: bad files found in a folder are warnings")
        let warnings = run.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
        #expect(
            warnings == [
                "warning: bad/ExternalEntity.storyboard:2: XML has a <!DOCTYPE> declaration, which captures and Interface Builder files never have; Rotor reads no document types (external entities are never read)",
                "warning: bad/MissingAttribute.storyboard:11: the frame of <button> has no width",
                "warning: bad/NotInterfaceBuilder.storyboard:2: not an Interface Builder document: the root element is <catalog>, expected <document type=\"com.apple.InterfaceBuilder3.…\">",
                "warning: bad/Truncated.storyboard:15:7: XML ends before <imageView> is closed (opened on line 12; the file may be truncated)",
            ])
        #expect(run.stderr.contains("info: MacWindow.storyboard: skipped"))
        try expectGolden(run.stdout, "interface-builder/lint.txt")
    }

    @Test func ignoredElementsByObjectIDOrIdentifierAndBaseline() throws {
        let directory = try temporaryFolder("rotor-ib")
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["Main.storyboard", "CardCell.xib"] {
            try FileManager.default.copyItem(
                at: Self.folder.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        let all = try Rotor.run(["lint", "--no-cache", "."], in: directory)
        #expect(all.stdout.contains("Main.storyboard:68:37: error:"))
        #expect(all.stdout.contains("CardCell.xib:9:17: error:"))
        // A container's object id silences everything inside it; an accessibility identifier, that element.
        try "ignored_elements: [SgN-vw-002, emailField, Crd-vw-001]\n".write(
            to: directory.appendingPathComponent(".rotor.yml"), atomically: true, encoding: .utf8)
        let ignored = try Rotor.run(["lint", "--no-cache", "."], in: directory)
        #expect(ignored.stderr.isEmpty, "\(ignored.stderr)")
        #expect(!ignored.stdout.contains("Main.storyboard:68:37:"))
        #expect(!ignored.stdout.contains("Main.storyboard:24:29:"))
        #expect(!ignored.stdout.contains("CardCell.xib:9:17:"))
        #expect(ignored.stdout.contains("Main.storyboard:40:29:"))

        let baseline = try Rotor.run(["lint", "--no-cache", "--write-baseline", "baseline.json", "."], in: directory)
        #expect(baseline.status == 1)
        let clean = try Rotor.run(["lint", "--no-cache", "--baseline", "baseline.json", "."], in: directory)
        #expect(clean.status == 0, "\(clean.stdout)")
    }

    @Test func interfaceBuilderFindingsAreCachedUnderTheirSettings() throws {
        let directory = try temporaryFolder("rotor-ib-cache")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            at: Self.folder.appendingPathComponent("CardCell.xib"), to: directory.appendingPathComponent("CardCell.xib")
        )
        let cacheFolder = directory.appendingPathComponent(".cache")
        let arguments = ["lint", "--no-progress", "--cache-path", cacheFolder.path, "CardCell.xib"]
        let cold = try Rotor.run(arguments, in: directory)
        #expect(cold.stdout.contains("CardCell.xib:9:17: error:"))
        let entries = try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path).filter {
            !$0.hasPrefix(".")
        }  // less the pruner's marker
        try #require(entries.count == 1)
        // Mark the cached findings: a warm run must report them as stored, without importing the file again.
        let entry = cacheFolder.appendingPathComponent(entries[0])
        let stored = try String(contentsOf: entry, encoding: .utf8)
        try stored.replacingOccurrences(of: "\"message\":\"", with: "\"message\":\"(cached) ")
            .write(to: entry, atomically: true, encoding: .utf8)
        let warm = try Rotor.run(arguments, in: directory)
        #expect(warm.stdout.contains("(cached)"))
        #expect(warm.stdout.replacingOccurrences(of: "(cached) ", with: "") == cold.stdout)
        // Ignored elements are part of the cache's fingerprint, so a changed configuration is seen.
        try "ignored_elements: [Crd-vw-001]\n".write(
            to: directory.appendingPathComponent(".rotor.yml"), atomically: true, encoding: .utf8)
        let ignored = try Rotor.run(arguments, in: directory)
        #expect(!ignored.stdout.contains("(cached)"))
        #expect(!ignored.stdout.contains("CardCell.xib:9:17:"))
    }

    @Test func reportsAreByteIdentical() throws {
        let first = try Rotor.run(
            ["lint", "--no-cache", "--format", "json", "Main.storyboard", "CardCell.xib"], in: Self.folder)
        let second = try Rotor.run(
            ["lint", "--no-cache", "--threads", "1", "--format", "json", "Main.storyboard", "CardCell.xib"],
            in: Self.folder)
        #expect(first.stdout == second.stdout && !first.stdout.isEmpty)
    }
}

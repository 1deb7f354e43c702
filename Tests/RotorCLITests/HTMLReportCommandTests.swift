import Foundation
import RotorTestSupport
import Testing

/// `--format html` on every command that writes one: golden pages for a hand-written capture in the
/// shape of a real one and for the example app's lint run (read by hand, then viewed in Chromium by
/// `Tests/Browser`), and the screens each command draws.
struct HTMLReportCommandTests {
    private static let transfer = "ios_appium_bank_transfer.xml"
    private static let iOS1 = "ios_appium_pagesource_shirates_iOS1.xml"
    private static let storyboard = "Tests/Fixtures/interface-builder/Main.storyboard"

    private static func count(_ needle: String, in page: String) -> Int {
        page.components(separatedBy: needle).count - 1
    }

    @Test func captureAuditMatchesGolden() throws {
        let run = try Rotor.run(
            ["audit", "--format", "html", "--fail-on", "info", "--review", Self.transfer],
            in: Repository.realShapedCaptures)
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty, "stderr: \(run.stderr)")
        try expectGolden(run.stdout, "real-shaped/\(Self.transfer).audit.html")
        try expectPageDrawsEveryStop(run.stdout, of: Self.transfer, in: Repository.realShapedCaptures)
    }

    @Test(.needsShared(.realCaptures))
    func realCaptureAuditDrawsEveryStop() throws {
        let run = try Rotor.run(["audit", "--format", "html", "--fail-on", "info", Self.iOS1], in: Shared.realCaptures)
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty, "stderr: \(run.stderr)")
        try expectPageDrawsEveryStop(run.stdout, of: Self.iOS1, in: Shared.realCaptures)
    }

    /// The page draws as many stops as `rotor speak` prints.
    private func expectPageDrawsEveryStop(
        _ page: String, of capture: String, in folder: URL,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let transcript = try Rotor.run(["speak", capture], in: folder)
        let stops = transcript.stdout.split(separator: "\n").count - 1
        #expect(stops > 0, sourceLocation: sourceLocation)
        #expect(Self.count("class=\"stop-button\"", in: page) == stops, sourceLocation: sourceLocation)
        #expect(Self.count("<g class=\"stop", in: page) == stops, sourceLocation: sourceLocation)
    }

    @Test func checkoutLintMatchesGolden() throws {
        let run = try Rotor.run([
            "lint", "--no-cache", "--fail-on", "info", "--review", "--format", "html", "Examples/Checkout",
        ])
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty, "stderr: \(run.stderr)")
        try expectGolden(run.stdout, "example-checkout.lint.html")
        // Every finding of the text report is on the page; Swift findings show their source line,
        // storyboard findings sit on their drawn scene.
        let text = try Rotor.run(["lint", "--no-cache", "--fail-on", "info", "--review", "Examples/Checkout"])
        let findings = text.stdout.split(separator: "\n").dropLast().filter { !$0.hasPrefix("For review (") }
        let swiftFindings = findings.filter { $0.contains(".swift:") }
        #expect(swiftFindings.count < findings.count, "the example app has a storyboard")
        #expect(Self.count("<li id=\"issue-", in: run.stdout) == findings.count)
        #expect(Self.count("<pre class=\"code\">", in: run.stdout) == swiftFindings.count)
    }

    @Test func sameRunGivesSameBytes() throws {
        let first = try Rotor.run([
            "lint", "--no-cache", "--threads", "1", "--format", "html", Self.storyboard, "Examples/Checkout",
        ])
        let second = try Rotor.run([
            "lint", "--no-cache", "--threads", "2", "--format", "html", Self.storyboard, "Examples/Checkout",
        ])
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.hasPrefix("<!DOCTYPE html>"))
    }

    @Test func lintDrawsEachStoryboardSceneWithItsFindings() throws {
        let run = try Rotor.run(["lint", "--no-cache", "--format", "html", Self.storyboard])
        let scenes = try Rotor.run(["speak", Self.storyboard]).stdout.split(separator: "\n").filter {
            $0.hasPrefix(Self.storyboard)
        }.count
        #expect(scenes == 3)
        #expect(Self.count("<section id=\"screen-", in: run.stdout) == scenes)
        // Every finding of the storyboard is about an element of a scene, so it is drawn, not listed by file.
        #expect(!run.stdout.contains("id=\"files\""))
        #expect(run.stdout.contains("data-stop=\"3\">\n<p class=\"issue-head\">"))
    }

    @Test func auditDrawsOneScene() throws {
        let run = try Rotor.run(["audit", "--format", "html", Self.storyboard, "--scene", "Sign In"])
        #expect(run.status == 1)
        #expect(Self.count("<section id=\"screen-", in: run.stdout) == 1)
        #expect(run.stdout.contains("Main.storyboard \u{2014} \u{201C}Sign In\u{201D}"))
        #expect(Self.count("class=\"stop-button\"", in: run.stdout) == 10)
    }

    @Test func speakWritesTheTranscriptPageToOutput() throws {
        let folder = try temporaryFolder("rotor-html")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("speak.html")
        let run = try Rotor.run(["speak", "--format", "html", "--output", output.path, "Examples/sign-in.rotor.json"])
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        let page = try String(contentsOf: output, encoding: .utf8)
        #expect(page.contains("<title>Rotor transcript</title>"))
        let transcript = try Rotor.run(["speak", "Examples/sign-in.rotor.json"])
        for line in transcript.stdout.split(separator: "\n").dropFirst() {
            // "  3. Email, text field" → the page shows the same words for stop 3.
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
            let words = String(parts[1]).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(
                of: "\"", with: "&quot;"
            )
            .replacingOccurrences(of: "'", with: "&#39;")
            #expect(
                page.contains(
                    "<span class=\"num\">\(parts[0])</span> <span class=\"words\"><span class=\"spoken\"><bdi>\(words)</bdi>"
                ))
        }
    }

    @Test func verifyDrawsTheCaptureWithItsMismatches() throws {
        let passed = try Rotor.run([
            "verify", "--spec", "Examples/sign-in.spec.md", "--format", "html", "Examples/sign-in.rotor.json",
        ])
        #expect(passed.status == 0)
        #expect(passed.stdout.contains("<caption>Screens of Examples/sign-in.spec.md</caption>"))
        #expect(passed.stdout.contains("<td>passed</td>"))
        #expect(Self.count("<section id=\"screen-", in: passed.stdout) == 1)

        let folder = Repository.fixtures.appendingPathComponent("verify")
        let captures = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
            .sorted()
        let failing = try #require(captures.first)
        let failed = try Rotor.run([
            "verify", "--spec", "Examples/sign-in.spec.md", "--format", "html",
            folder.appendingPathComponent(failing).path,
        ])
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("<td>failed</td>"))
        #expect(failed.stdout.contains("<span class=\"severity\">Mismatch</span>"))
    }
}

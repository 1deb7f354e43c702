import Foundation
import RotorTestSupport
import Testing

/// Review items (findings Rotor cannot be sure of) are left out of every report and of the exit
/// code unless asked for with `--review` or `review: true`; they are still found and cached.
struct ReviewItemsTests {
    private static let checkout = "Examples/Checkout"

    private static func lines(_ text: String, containing needle: String) -> Int {
        text.split(separator: "\n").filter { $0.contains(needle) }.count
    }

    @Test func defaultLeavesThemOutAndSaysHowMany() throws {
        let shown = try Rotor.run(["lint", "--no-cache", "--fail-on", "info", "--review", Self.checkout])
        let hidden = try Rotor.run(["lint", "--no-cache", "--fail-on", "info", Self.checkout])
        let review = Self.lines(shown.stdout, containing: ": warning: Needs review: ")
        #expect(review > 0)
        #expect(shown.stdout.contains("For review (\(review) findings)"))
        #expect(!shown.stdout.contains("not shown"))

        #expect(!hidden.stdout.contains("Needs review") && !hidden.stdout.contains("For review"))
        #expect(
            hidden.stdout.hasSuffix("\n\(review) review items not shown; --review lists them\n"),
            "\(hidden.stdout.suffix(300))")
        let findingLines = { (text: String) in text.split(separator: "\n").filter { $0.hasSuffix("]") }.count }
        #expect(findingLines(hidden.stdout) == findingLines(shown.stdout) - review)
        #expect(!hidden.stdout.contains("need review"), "the summary counts only what is shown")
        #expect(hidden.stderr.isEmpty)
    }

    @Test func configurationKeyShowsThemAsTheFlagDoes() throws {
        let folder = try temporaryFolder(
            "rotor-review",
            files: ["on.yml": "review: true\n", "off.yml": "review: false\n", "bad.yml": "review: sometimes\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let flag = try Rotor.run(["lint", "--no-cache", "--review", Self.checkout])
        let on = try Rotor.run([
            "lint", "--no-cache", "--config", folder.appendingPathComponent("on.yml").path, Self.checkout,
        ])
        let off = try Rotor.run([
            "lint", "--no-cache", "--config", folder.appendingPathComponent("off.yml").path, Self.checkout,
        ])
        let plain = try Rotor.run(["lint", "--no-cache", Self.checkout])
        #expect(on.stdout == flag.stdout)
        #expect(off.stdout == plain.stdout)
        #expect(on.stdout != off.stdout)
        let bad = try Rotor.run([
            "lint", "--no-cache", "--config", folder.appendingPathComponent("bad.yml").path, Self.checkout,
        ])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("bad.yml:1: 'review' must be true or false (found 'sometimes')"), "\(bad.stderr)")
    }

    @Test func exitCodeFollowsOnlyWhatIsReported() throws {
        // The cart's violations made notes, so that only its review items (warnings) reach --fail-on warning.
        let folder = try temporaryFolder(
            "rotor-review",
            files: [".rotor.yml": "uninformative-label: info\nsplit-amount: info\nlabel-in-name: info\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let cart = Repository.realShapedCaptures.appendingPathComponent("android_uiautomator_cart_quantity_dialog.xml")
            .path
        let withReview = try Rotor.run(["audit", "--fail-on", "warning", "--review", cart], in: folder)
        #expect(withReview.status == 1, "\(withReview.stdout)")
        #expect(withReview.stdout.contains("For review (3 findings)"))
        let plain = try Rotor.run(["audit", "--fail-on", "warning", cart], in: folder)
        #expect(plain.status == 0, "review items alone never fail a run that did not ask for them: \(plain.stdout)")
        #expect(
            plain.stdout.hasSuffix("3 findings (3 notes) in 1 file\n3 review items not shown; --review lists them\n"),
            "\(plain.stdout)")
        // The checkout fails on its violations either way.
        #expect(try Rotor.run(["lint", "--no-cache", Self.checkout]).status == 1)
        #expect(try Rotor.run(["lint", "--no-cache", "--review", Self.checkout]).status == 1)
    }

    @Test func machineFormatsCarryThemOnlyWithTheFlag() throws {
        func findings(_ extra: [String]) throws -> [[String: Any]] {
            let run = try Rotor.run(["lint", "--no-cache", "--format", "json"] + extra + [Self.checkout])
            let document = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            return try #require(document["findings"] as? [[String: Any]])
        }
        let plain = try findings([])
        let all = try findings(["--review"])
        #expect(plain.allSatisfy { $0["certainty"] as? String == "violation" })
        #expect(all.contains { $0["certainty"] as? String == "needs-review" })
        #expect(plain.count == all.filter { $0["certainty"] as? String == "violation" }.count)

        func sarifResults(_ extra: [String]) throws -> Int {
            let run = try Rotor.run(["lint", "--no-cache", "--format", "sarif"] + extra + [Self.checkout])
            let document = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let runs = try #require(document["runs"] as? [[String: Any]])
            return try #require(runs.first?["results"] as? [Any]).count
        }
        #expect(try sarifResults([]) == plain.count)
        #expect(try sarifResults(["--review"]) == all.count)

        for format in ["github", "junit"] {
            let run = try Rotor.run(["lint", "--no-cache", "--format", format, Self.checkout])
            #expect(!run.stdout.contains("Needs review"), "\(format)")
        }
        let markdown = try Rotor.run(["lint", "--no-cache", "--format", "markdown", Self.checkout])
        #expect(!markdown.stdout.contains("## For review"))
        #expect(markdown.stdout.contains("review items not shown; `--review` lists them."))
        let html = try Rotor.run(["lint", "--no-cache", "--format", "html", Self.checkout])
        #expect(!html.stdout.contains("<span class=\"review\">"))
        #expect(html.stdout.contains("review items not shown; --review lists them.</p>"))
    }

    /// The cache holds review items, so asking for them after a cached run gives what a fresh run with the flag gives.
    @Test func cachedRunShowsThemWhenAskedLater() throws {
        let cache = try temporaryFolder("rotor-review-cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        let first = try Rotor.run(["lint", "--no-progress", "--cache-path", cache.path, Self.checkout])
        #expect(!first.stdout.contains("Needs review"))
        let cached = try Rotor.run(["lint", "--no-progress", "--cache-path", cache.path, "--review", Self.checkout])
        let fresh = try Rotor.run(["lint", "--no-progress", "--no-cache", "--review", Self.checkout])
        #expect(cached.stdout == fresh.stdout)
        #expect(cached.stdout.contains("Needs review"))
    }

    /// `--write-baseline` records what the run reports: without `--review` the review items stay
    /// out, so a later `--review` run against the baseline lists exactly them as new.
    @Test func baselineRecordsWhatWasReported() throws {
        let folder = try temporaryFolder("rotor-review-baseline")
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline.json").path
        let written = try Rotor.run(["lint", "--no-cache", "--write-baseline", baseline, Self.checkout])
        #expect(written.status == 1)
        let plain = try Rotor.run(["lint", "--no-cache", "--baseline", baseline, Self.checkout])
        #expect(plain.status == 0, "\(plain.stdout)")
        let review = try Rotor.run([
            "lint", "--no-cache", "--fail-on", "info", "--baseline", baseline, "--review", Self.checkout,
        ])
        let findingLines = review.stdout.split(separator: "\n").filter { $0.hasSuffix("]") }
        #expect(!findingLines.isEmpty)
        #expect(findingLines.allSatisfy { $0.contains(": Needs review: ") }, "\(review.stdout)")

        let withReview = folder.appendingPathComponent("with-review.json").path
        _ = try Rotor.run(["lint", "--no-cache", "--review", "--write-baseline", withReview, Self.checkout])
        let none = try Rotor.run([
            "lint", "--no-cache", "--fail-on", "info", "--review", "--baseline", withReview, Self.checkout,
        ])
        #expect(none.stdout.hasPrefix("No findings"), "\(none.stdout)")
    }
}

import Foundation
import RotorTestSupport
import Testing

/// `rotor verify` and `rotor speak --emit-spec`, run as a user runs them. The Capital One Sign In
/// criteria from the seed are `Examples/sign-in.spec.md`; `Tests/Fixtures/verify/` holds the
/// sign-in capture changed in one way per kind of mismatch, a two-screen YAML spec and malformed
/// specs. Text output is kept in `Tests/Fixtures/golden/verify/`.
struct VerifyCommandTests {
    static let example = "Examples/sign-in.rotor.json"
    static let exampleSpec = "Examples/sign-in.spec.md"

    @Test func theCapitalOneExamplePasses() throws {
        let run = try Rotor.run(["verify", "--spec", Self.exampleSpec, Self.example])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        try expectGolden(run.stdout, "verify/sign-in.pass.txt")
    }

    static let mismatchKinds = [
        "missing", "unexpected", "out-of-order", "wrong-text", "wrong-trait", "wrong-hint", "wrong-value",
        "wrong-state",
    ]

    @Test(arguments: mismatchKinds)
    func eachKindOfMismatchIsReportedPrecisely(_ kind: String) throws {
        let run = try Rotor.run([
            "verify", "--spec", Self.exampleSpec, "Tests/Fixtures/verify/sign-in.\(kind).rotor.json",
        ])
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.contains("  \(kind.replacingOccurrences(of: "-", with: " ")): "))
        #expect(run.stdout.contains(": 1 mismatch ("), "one change, one mismatch")
        try expectGolden(run.stdout, "verify/sign-in.\(kind).txt")
    }

    @Test func jsonIsVersionedAndStable() throws {
        let arguments = [
            "verify", "--spec", Self.exampleSpec, "--format", "json",
            "Tests/Fixtures/verify/sign-in.out-of-order.rotor.json",
        ]
        let first = try Rotor.run(arguments)
        let second = try Rotor.run(arguments)
        #expect(first.status == 1)
        #expect(first.stdout == second.stdout)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        #expect(document["format"] as? String == "rotor-verification")
        #expect(document["version"] as? Int == 2)
        #expect(document["passed"] as? Bool == false)
        let screen = try #require((document["screens"] as? [[String: Any]])?.first)
        let mismatch = try #require((screen["mismatches"] as? [[String: Any]])?.first)
        #expect(mismatch["kind"] as? String == "out-of-order")
        #expect(mismatch["frame"] as? Int == 4)
        #expect(mismatch["heardPosition"] as? Int == 3)
        #expect(mismatch["specLine"] as? Int == 11)
        try expectGolden(first.stdout, "verify/sign-in.out-of-order.json")
    }

    @Test func junitHasATestCasePerFrame() throws {
        let run = try Rotor.run([
            "verify", "--spec", Self.exampleSpec, "--format", "junit",
            "Tests/Fixtures/verify/sign-in.unexpected.rotor.json",
        ])
        #expect(run.status == 1)
        // Ten expected frames and the unexpected one.
        #expect(run.stdout.components(separatedBy: "<testcase ").count - 1 == 11)
        #expect(run.stdout.contains(#"tests="11" failures="1" errors="0" skipped="0""#))
        #expect(run.stdout.contains(#"<failure message="unexpected: "#))
        try expectGolden(run.stdout, "verify/sign-in.unexpected.junit.xml")
    }

    @Test func emittedSpecOfTheExampleIsReadableAndPasses() throws {
        let emitted = try Rotor.run(["speak", "--emit-spec", Self.example])
        #expect(emitted.status == 0)
        try expectGolden(emitted.stdout, "verify/sign-in.emitted.spec.yml")
        let directory = try temporaryFolder("rotor-verify")
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("sign-in.spec.yml")
        try emitted.stdout.write(to: spec, atomically: true, encoding: .utf8)
        let run = try Rotor.run(["verify", "--spec", spec.path, Self.example])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    @Test(.needsShared(.realCaptures), arguments: Shared.realCaptureNames)
    func specEmittedFromARealCaptureVerifiesIt(_ name: String) throws {
        let capture = Shared.realCapture(name)
        let emitted = try Rotor.run(["speak", "--emit-spec", capture])
        #expect(emitted.status == 0)
        let directory = try temporaryFolder("rotor-verify")
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("recorded.yml")
        try emitted.stdout.write(to: spec, atomically: true, encoding: .utf8)
        let run = try Rotor.run(["verify", "--spec", spec.path, capture])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasPrefix("PASS "))
    }

    @Test func severalScreensPickTheirCapturesByFileAndByName() throws {
        let newEvent = Repository.relativePath(
            Repository.readingOrder.appendingPathComponent("ios_appium_new_event_date_picker.xml"))
        let run = try Rotor.run(["verify", "--spec", "Tests/Fixtures/verify/screens.spec.yml", newEvent, Self.example])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        try expectGolden(run.stdout, "verify/screens.pass.txt")

        let oneCapture = try Rotor.run(["verify", "--spec", "Tests/Fixtures/verify/screens.spec.yml", Self.example])
        #expect(oneCapture.status == 1, "a spec screen that no capture matched was never checked, so it fails")
        #expect(oneCapture.stdout.contains("FAIL \"New Event\""))
        #expect(oneCapture.stdout.contains("no capture matched this screen (captures given: \(Self.example))"))
        #expect(
            oneCapture.stdout.hasSuffix(
                "2 screens against Tests/Fixtures/verify/screens.spec.yml: 1 passed, 1 without a capture\n"))
    }

    @Test func aCaptureNoScreenTakesIsAnInputError() throws {
        let run = try Rotor.run([
            "verify", "--spec", Self.exampleSpec, Self.example, "Tests/Fixtures/verify/sign-in.missing.rotor.json",
        ])
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: Tests/Fixtures/verify/sign-in.missing.rotor.json: no screen of Examples/sign-in.spec.md is left "
                + "for this capture (name it in a screen's 'capture', give the screen the capture's title as its name, "
                + "or list captures in the spec's screen order)\n")
        #expect(run.stdout.hasPrefix("PASS \"Sign In\""), "the capture that has a screen is still verified")
    }

    @Test func anUnreadableCaptureIsAnInputErrorAndTheOthersAreVerified() throws {
        let run = try Rotor.run([
            "verify", "--spec", "Tests/Fixtures/verify/screens.spec.yml", "Tests/Fixtures/verify/no-such.xml",
            Self.example,
        ])
        #expect(run.status == 2)
        #expect(run.stderr == "error: Tests/Fixtures/verify/no-such.xml: no such file\n")
        #expect(run.stdout.contains("PASS \"Sign In\""))
    }

    static let malformedSpecs: [(file: String, error: String)] = [
        (
            "bad-yaml.spec.yml",
            "4: invalid YAML: found unexpected end of stream (line 6, column 1) while scanning a quoted scalar"
        ),
        ("unknown-trait.spec.yml", "6: unknown trait 'haeding'"),
        ("missing-text.spec.yml", "5: frame 2 is missing its text"),
        ("unknown-trait.spec.md", "6: unknown trait 'Headline'"),
        ("missing-text.spec.md", "5: frame 2 is missing its text"),
        ("not-a-frame.spec.md", "5: 'VO Text = “Sign In”' is not a frame"),
    ]

    @Test(arguments: malformedSpecs)
    func aMalformedSpecIsOneErrorNamingFileAndLine(_ file: String, _ error: String) throws {
        let path = "Tests/Fixtures/verify/malformed/\(file)"
        let run = try Rotor.run(["verify", "--spec", path, Self.example])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(run.stderr)")
        #expect(run.stderr.hasPrefix("error: \(path):\(error)"), "stderr: \(run.stderr)")
    }

    @Test func deeplyNestedYAMLIsRefusedWithoutCrashing() throws {
        let directory = try temporaryFolder("rotor-verify")
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("deep.spec.yml")
        try ("frames: " + String(repeating: "[", count: 100_000)).write(to: spec, atomically: true, encoding: .utf8)
        let run = try Rotor.run(
            ["verify", "--spec", "deep.spec.yml", Repository.root.appendingPathComponent(Self.example).path],
            in: directory)
        #expect(run.status == 2)
        #expect(run.stderr == "error: deep.spec.yml:1: invalid YAML: nested more than 1,000 levels deep\n")
    }

    @Test func aSpecOfUnknownFormatIsAnInputError() throws {
        let run = try Rotor.run(["verify", "--spec", Self.example, Self.example])
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: \(Self.example): unknown spec format: name the file .yml or .yaml (YAML) or .md (Markdown)\n"
        )
    }

    @Test func comparisonOptionsTightenMatching() throws {
        let directory = try temporaryFolder("rotor-verify")
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("loose.spec.yml")
        try """
        frames:
          - { text: capital one, traits: [heading] }
          - { text: sign in!, traits: [heading] }
          - { text: Username, traits: [text field] }
          - { text: Password, traits: [text field] }
          - { text: Remember Me, traits: [switch button], value: off }
          - { text: Sign In, traits: [button], state: [not enabled] }
          - { text: Need help?, traits: [button] }
          - { text: Security & Privacy, traits: [button] }
          - { text: Version <number>, traits: [label] }
          - { text: Capital One three hundred sixty PIN Sign in, traits: [button] }
        """.write(to: spec, atomically: true, encoding: .utf8)
        #expect(try Rotor.run(["verify", "--spec", spec.path, Self.example]).status == 0)
        let matchCase = try Rotor.run(["verify", "--spec", spec.path, "--match-case", Self.example])
        #expect(matchCase.status == 1)
        #expect(matchCase.stdout.contains("wrong text: frame 1"))
        let punctuation = try Rotor.run(["verify", "--spec", spec.path, "--match-punctuation", Self.example])
        #expect(punctuation.stdout.contains("wrong text: frame 2"))
        let numbers = try Rotor.run(["verify", "--spec", spec.path, "--numbers-as-written", Self.example])
        #expect(numbers.stdout.contains("wrong text: frame 10"))
    }

    @Test func emitSpecRefusesOptionsItWouldIgnore() throws {
        let run = try Rotor.run(["speak", "--emit-spec", "--format", "json", Self.example])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--emit-spec writes a YAML spec"))
        #expect(try Rotor.run(["speak", "--emit-spec", "--no-hints", Self.example]).status == 2)
    }

    @Test func usageErrorsExitWithTwo() throws {
        #expect(try Rotor.run(["verify", Self.example]).status == 2)
        #expect(try Rotor.run(["verify", "--spec", Self.exampleSpec]).status == 2)
        #expect(try Rotor.run(["verify", "--spec", Self.exampleSpec, "--format", "sarif", Self.example]).status == 2)
    }
}

/// `State = selected` (and `selected or unselected`) holds for every element that can be selected:
/// segments, tabs and toggle buttons, as each importer records them.
struct SelectedStateVerifyTests {
    static let folder = "Tests/Fixtures/verify/selected"

    @Test func segmentsTabsAndToggleButtonsAreSelectedOnBothPlatforms() throws {
        let run = try Rotor.run([
            "verify", "--spec", "\(Self.folder)/filters.spec.md",
            "\(Self.folder)/filters.appium.xml", "\(Self.folder)/filters.uiautomator.xml",
        ])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(
            run.stdout.hasSuffix("Verified 2 screens against \(Self.folder)/filters.spec.md: 2 passed\n"),
            "\(run.stdout)")
    }

    @Test func aSelectedElementSpecifiedAsNotSelectedIsAWrongState() throws {
        let directory = try temporaryFolder(
            "rotor-selected",
            files: [
                "wrong.spec.md": """
                # Orders
                1. VO Text = “Orders”
                   * Trait = any
                2. VO Text = “Open”
                   * Trait = any
                   * State = not selected
                3. VO Text = “Closed”
                   * Trait = any
                4. VO Text = “Favourites only”
                   * Trait = any
                   * Value = <any> (if applicable)

                """
            ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Rotor.run([
            "verify", "--spec", directory.appendingPathComponent("wrong.spec.md").path,
            "\(Self.folder)/filters.uiautomator.xml",
        ])
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        // The tab is selected; the checked toggle button counts as selected too.
        #expect(run.stdout.contains("wrong state: frame 2 (line 4), heard 2"), "\(run.stdout)")
        #expect(run.stdout.contains("wrong state: frame 4 (line 9), heard 4"), "\(run.stdout)")
    }
}

import Foundation
import RotorTestSupport
import Testing

struct ConfigurationTests {
    /// A screen titled with a placeholder, with a back button that has no name, 39 points wide (enough
    /// for WCAG AA's 24, short of Apple's 44), and two 30-point buttons 10 points apart, one labelled
    /// in lower case.
    private static let screen = """
        {"format": "rotor-snapshot", "version": 1, "platform": "ios", "title": "Text2", "size": {"width": 375, "height": 667},
         "root": {"type": "UIWindow", "frame": {"x": 0, "y": 0, "width": 375, "height": 667}, "children": [
           {"type": "UINavigationBar", "traits": [], "frame": {"x": 0, "y": 20, "width": 375, "height": 44}, "children": [
             {"type": "UIButton", "traits": ["button", "backButton"], "frame": {"x": 8, "y": 20, "width": 39, "height": 44}},
             {"type": "UILabel", "label": "Text2", "traits": ["header", "staticText"], "frame": {"x": 150, "y": 30, "width": 75, "height": 24}}]},
           {"type": "UIButton", "label": "debug", "traits": ["button"], "frame": {"x": 20, "y": 100, "width": 30, "height": 30}},
           {"type": "UIButton", "label": "Skip", "traits": ["button"], "frame": {"x": 60, "y": 100, "width": 30, "height": 30}}]}}
        """
    private let capture = "screen.rotor.json"

    /// A folder holding `configuration` as `.rotor.yml`, the screen, and an empty `nested/deeper`.
    private func directory(with configuration: String) throws -> URL {
        let directory = try temporaryFolder("rotor-config", files: [".rotor.yml": configuration, capture: Self.screen])
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("nested/deeper"), withIntermediateDirectories: true)
        return directory
    }

    @Test func configurationIsFoundByWalkingUpAndApplied() throws {
        let root = try directory(
            with: """
                disabled_rules:
                  - missing-name
                label-style: error
                profile: apple-hig
                """)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Rotor.run(["audit", "../../\(capture)"], in: root.appendingPathComponent("nested/deeper"))
        #expect(!run.stdout.contains("[missing-name]"))
        #expect(run.stdout.contains("error: Start the label"), "per-rule severity applies")
        #expect(run.stdout.contains("[target-size]"), "the profile applies")
        #expect(run.stderr.isEmpty)
    }

    @Test func unknownKeysWarnAndInvalidValuesFail() throws {
        let root = try directory(
            with: """
                disabled_rule: [missing-name]
                opt_in_rules: [no-such-rule]
                """)
        defer { try? FileManager.default.removeItem(at: root) }
        let warned = try Rotor.run(["audit", capture], in: root)
        #expect(
            warned.stderr.contains("warning: \(root.path)/.rotor.yml:1: unknown key 'disabled_rule' is ignored"),
            "\(warned.stderr)")
        #expect(warned.stderr.contains("unknown rule 'no-such-rule'"))
        #expect(warned.status == 1)

        try "profile: wcag\n".write(to: root.appendingPathComponent("bad.yml"), atomically: true, encoding: .utf8)
        let invalid = try Rotor.run(["audit", "--config", "bad.yml", capture], in: root)
        #expect(invalid.status == 2)
        #expect(
            invalid.stderr == "error: bad.yml:1: 'profile' must be one of wcag-aa, apple-hig, android (found 'wcag')\n")

        try "thresholds: {minimum_target_size: -4}\n".write(
            to: root.appendingPathComponent("negative.yml"), atomically: true, encoding: .utf8)
        let negative = try Rotor.run(["audit", "--config", "negative.yml", capture], in: root)
        #expect(negative.status == 2)
        #expect(negative.stderr.contains("must be a positive number"))

        try "rules: [unclosed\n".write(to: root.appendingPathComponent("broken.yml"), atomically: true, encoding: .utf8)
        let broken = try Rotor.run(["audit", "--config", "broken.yml", capture], in: root)
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("error: broken.yml: invalid YAML"))

        let missing = try Rotor.run(["audit", "--config", "nowhere.yml", capture], in: root)
        #expect(missing.status == 2)
    }

    @Test func thresholdsAndWordsExtendTheProfile() throws {
        let root = try directory(
            with: """
                thresholds:
                  minimum_target_size: 60
                words:
                  placeholder_titles: ["Text2"]
                """)
        defer { try? FileManager.default.removeItem(at: root) }
        // Under WCAG AA a small target may pass by its spacing, so target-size is a review item.
        let run = try Rotor.run(["audit", "--fail-on", "info", "--review", capture], in: root)
        #expect(run.stdout.contains("[target-size]"))
        #expect(run.stdout.contains("[screen-title]"), "a configured placeholder title is reported: \(run.stdout)")
    }
}

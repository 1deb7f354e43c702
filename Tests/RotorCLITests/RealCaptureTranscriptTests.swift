import Foundation
import RotorTestSupport
import Testing

/// What `rotor speak` must say of the real captures in the team's shared folder (`Shared.realCaptures`).
/// The repository keeps no copy of them nor of Rotor's output over them (their labels are other
/// people's), so these tests check what matters without one:
/// - the number of stops, counted by hand against each capture: every element a screen reader would
///   stop on (labelled static texts, controls, labelled images and cells; not containers, empty
///   texts or anything inside a stop) once;
/// - the order where it matters: VoiceOver reads a navigation bar's back button before the title,
///   and a large title before the table; TalkBack follows the hierarchy (the launcher's clock card,
///   in the workspace, before the "Home" description view); nested React Native texts are read top
///   to bottom by their frames (L35 first, L0 last);
/// - the defect iOS1 records: its back button has no name, so it is spoken as just "back button";
/// - the same bytes on every run.
@Suite(.needsShared(.realCaptures))
struct RealCaptureTranscriptTests {
    static let captures: [(file: String, stops: Int)] = [
        ("ios_appium_pagesource_shirates_SettingsTopScreen.xml", 16),
        ("ios_appium_pagesource_shirates_AccessibilityScreen.xml", 12),
        ("ios_appium_pagesource_shirates_iOS1.xml", 35),
        ("ios_xcuielement_debugDescription_workco_testpilot.txt", 9),
        ("android_uiautomator_dump_Matth33w_js-adb_launcher.xml", 6),
        ("ios_appium_pagesource_NicolasMassart_rn_ios16.2.xml", 40),
    ]

    /// The stops `rotor speak` prints for `capture`, without their numbers.
    static func stops(_ capture: String) throws -> [String] {
        let run = try Rotor.run(["speak", capture], in: Shared.realCaptures)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        return run.stdout.split(separator: "\n").dropFirst().map {
            String($0.drop { $0 == " " }.drop { $0.isNumber }.dropFirst(2))
        }
    }

    @Test(arguments: captures.map(\.file))
    func transcriptHasTheHandCountedStopsAndIsStable(_ capture: String) throws {
        let expected = try #require(Self.captures.first { $0.file == capture }).stops
        let first = try Rotor.run(["speak", capture], in: Shared.realCaptures)
        #expect(first.status == 0, "stderr: \(first.stderr)")
        #expect(first.stdout.split(separator: "\n").first?.hasSuffix(", \(expected) stops)") == true, "\(first.stdout)")
        #expect(first.stdout.split(separator: "\n").count == expected + 1)
        #expect(try Rotor.run(["speak", capture], in: Shared.realCaptures).stdout == first.stdout)
    }

    @Test func readingOrderFollowsEachScreenReader() throws {
        let iOS1 = try Self.stops("ios_appium_pagesource_shirates_iOS1.xml")
        let back = try #require(
            iOS1.firstIndex(of: "back button"), "the unnamed back button is spoken by its trait alone")
        #expect(iOS1.firstIndex(of: "Text2").map { back < $0 } == true, "the back button before the title")

        let settings = try Self.stops("ios_appium_pagesource_shirates_SettingsTopScreen.xml")
        #expect(settings.first == "Settings, heading")

        let launcher = try Self.stops("android_uiautomator_dump_Matth33w_js-adb_launcher.xml")
        #expect(launcher.first?.hasPrefix("Fri, Apr 21") == true && launcher.dropFirst().first == "Home", "\(launcher)")

        let nested = try Self.stops("ios_appium_pagesource_NicolasMassart_rn_ios16.2.xml")
        let levels = nested.compactMap { $0.hasPrefix("L") ? Int($0.dropFirst()) : nil }
        #expect(levels == Array((0...35).reversed()), "\(levels)")
    }
}

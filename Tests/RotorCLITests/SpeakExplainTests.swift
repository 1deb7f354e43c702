import Foundation
import RotorTestSupport
import Testing

/// `rotor speak --explain`: each stop followed by why it comes where it does.
///
/// The goldens were checked by hand:
/// - New Event (hand-written Appium page source): the navigation bar (Cancel, the title, Add) comes
///   first although the table's first rows lie above the screen and behind the bar; the table is
///   then read in content order, row by row, and the date picker's wheels left to right: month,
///   day, year, each with its value.
/// - Date picker spinners (hand-written uiautomator dump): TalkBack reads the three months shown,
///   then the three days, then the three years (date-picker-ios-android.md: "Swipe order in the
///   picker goes through the three months shown, the three days shown and the three years shown"),
///   then Cancel and OK.
struct SpeakExplainTests {
    @Test(arguments: ["ios_appium_new_event_date_picker.xml", "android_uiautomator_date_picker_spinner.xml"])
    func explanationMatchesTheHandCheckedGolden(_ file: String) throws {
        // Run from the capture's folder so the golden holds the bare file name.
        let run = try Rotor.run(["speak", "--explain", file], in: Repository.readingOrder)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        try expectGolden(run.stdout, "reading-order/\(file).explain.txt")
    }

    /// On a real capture (SettingsTopScreen, in the shared folder): the same stops in the same order
    /// as without `--explain`, each followed by one reason, the large title first on screen.
    @Test(.needsShared(.realCaptures))
    func realCaptureExplainsEveryStopInOrder() throws {
        let file = "ios_appium_pagesource_shirates_SettingsTopScreen.xml"
        let plain = try Rotor.run(["speak", file], in: Shared.realCaptures).stdout.split(separator: "\n")
        let explained = try Rotor.run(["speak", "--explain", file], in: Shared.realCaptures).stdout.split(
            separator: "\n")
        let reasons = explained.filter { $0.hasPrefix("    \u{21B3} ") }
        #expect(explained.filter { !$0.hasPrefix("    \u{21B3} ") } == plain)
        #expect(reasons.count == plain.count - 1)
        #expect(reasons.first?.contains("on screen, 1st of") == true, "\(reasons.first ?? "")")
    }

    @Test func jsonCarriesTheReasonOnlyWhenAsked() throws {
        let file = "ios_appium_new_event_date_picker.xml"
        let plain = try Rotor.run(["speak", "--format", "json", file], in: Repository.readingOrder)
        let explained = try Rotor.run(["speak", "--format", "json", "--explain", file], in: Repository.readingOrder)
        #expect(!plain.stdout.contains("\"reason\""))
        #expect(
            explained.stdout.contains(
                "\"reason\" : \"on screen, 1st of 2 by position \u{203A} in Navigation bar \\\"New Event\\\", 1st of 3\""
            ))
    }

    @Test func explainRefusesOutputsWithoutReasons() throws {
        let file = Repository.readingOrder.appendingPathComponent("ios_appium_new_event_date_picker.xml").path
        let html = try Rotor.run(["speak", "--explain", "--format", "html", file])
        #expect(html.status == 2)
        #expect(html.stderr.contains("--explain adds reasons"))
        #expect(try Rotor.run(["speak", "--explain", "--emit-spec", file]).status == 2)
    }
}

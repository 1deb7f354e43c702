import Foundation
import Testing
import RotorTestSupport

/// Golden transcripts of the real captures in `Repository.realCaptures`.
///
/// Each golden was checked by hand against the capture: every element a screen reader would stop
/// on (labelled static texts, controls, labelled images and cells; not containers, empty texts or
/// anything inside a stop) appears once, with the capture's label and value, in
/// VoiceOver's order (containers read whole, each level top-to-bottom and leading-to-trailing by
/// the capture's frames) or TalkBack's (the hierarchy's order):
/// - SettingsTopScreen: the large "Settings" title, then the 15 cells in table order, each with
///   its label (and the sign-in cell with its value "Set up iCloud, the App Store, and more.").
/// - AccessibilityScreen: back button "Settings", the title, the table header text, then section
///   headers and cells in table order; identifiers such as DISPLAY_AND_TEXT are not spoken.
/// - iOS1: status bar items, the unnamed back button (spoken as just "back button": the defect the
///   capture records), title, Skip, then the form fields in order; the eight empty error texts
///   are not spoken, the two password fields' values are not spoken.
/// - testpilot debugDescription: Menu, the two texts of the sponsor line (their container has a
///   label that only summarises them), See more, then the five tabs with Explore selected.
/// - uiautomator launcher: TalkBack reads the clock widget through its clickable layout (in the
///   workspace, which comes before the "Home" description view in the tree), "Home", the two
///   hotseat icons, the search bar and the voice-search button inside it.
/// - React Native: the texts L35…L0 of the nested views, top to bottom by their frames.
struct RealCaptureTranscriptTests {
    static let captures: [String] = [
        "ios_appium_pagesource_shirates_SettingsTopScreen.xml",
        "ios_appium_pagesource_shirates_AccessibilityScreen.xml",
        "ios_appium_pagesource_shirates_iOS1.xml",
        "ios_xcuielement_debugDescription_workco_testpilot.txt",
        "android_uiautomator_dump_Matth33w_js-adb_launcher.xml",
        "ios_appium_pagesource_NicolasMassart_rn_ios16.2.xml",
    ]

    @Test(arguments: captures)
    func transcriptMatchesTheHandCheckedGolden(_ capture: String) throws {
        // Run from the captures' folder so the golden holds the bare file name.
        let run = try Rotor.run(["speak", capture], in: Repository.realCaptures)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        try expectGolden(run.stdout, "real-captures/\(capture).transcript.txt")
    }
}

// A UI test target of an iOS app that checks its screens with Rotor. Add the Rotor package to the
// app's project and the `RotorTesting` library to the UI test target (and to the unit test target
// for the `UIWindow` check). Not built by this package: XCUITest exists only on Apple platforms.
import RotorTesting
import XCTest

final class CheckoutAccessibilityUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = true
        app.launch()
    }

    /// Fails with one message per finding, at this line: "UIButton, element 0/0/3: Add an
    /// accessibilityLabel to this icon button… (WCAG 1.1.1, 4.1.2) [missing-name]".
    func testCartIsAccessible() {
        app.tabBars.buttons["Cart"].tap()
        app.assertAccessible()
    }

    /// VoiceOver must read the sign-in screen as the acceptance criteria say.
    func testSignInIsSpokenAsSpecified() throws {
        app.buttons["Sign In"].tap()
        let specPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("sign-in.spec.md").path
        assertSpeech(try app.rotorScreen(), matches: .file(specPath))
    }

    /// Records `__Transcripts__/CheckoutAccessibilityUITests/testOrderHistoryTranscript.txt` on the
    /// first run; later runs fail when what VoiceOver says changes.
    func testOrderHistoryTranscript() throws {
        app.tabBars.buttons["Orders"].tap()
        assertTranscript(try app.rotorScreen())
    }
}

import RotorTestSupport
import Testing

/// Audits of the hand-written, real-shaped captures (`Tests/Fixtures/real-shaped`), each finding read
/// against the capture:
/// - calendar: the month arrows the date picker keeps from VoiceOver are the system's design, not
///   controls hidden by mistake, so nothing is reported on them.
/// - bank transfer: the balance split into "$", "1,234" and ".56" (split-amount), the stepper whose
///   buttons say only "Increment" and "Decrement" with no value (adjustable-value), and an image
///   labelled with a camera's file name (uninformative-label).
/// - cart dialog: the dialog drawn in the activity's window while the cart behind stays focusable
///   (modal-containment), the back button described as "ic_back" (uninformative-label), the Checkout
///   button described as "Go to payment" (label-in-name) and the price split into "€24" and ".99"
///   (split-amount); the NumberPicker's neighbouring values need no value of their own.
struct RealShapedCaptureTests {
    @Test(arguments: [
        "ios_appium_calendar_new_event.xml",
        "ios_appium_bank_transfer.xml",
        "android_uiautomator_cart_quantity_dialog.xml",
    ])
    func auditMatchesTheHandCheckedGolden(_ capture: String) throws {
        let run = try Rotor.run(["audit", "--fail-on", "info", "--review", capture], in: Repository.realShapedCaptures)
        #expect(run.stderr.isEmpty, "stderr: \(run.stderr)")
        try expectGolden(run.stdout, "real-shaped/\(capture).audit.text")
    }
}

import Foundation
import RotorKit
import RotorTestSupport
import Testing

@testable import RotorPipeline

/// The gesture rules ask the project index about what other files do: a tapped view's class that
/// gives itself the button trait, custom actions set in an extension or a superclass.
struct GestureIndexTests {
    static func findings(of ruleID: String, in files: [String: String]) throws -> [String] {
        let folder = try temporaryFolder("rotor-gestures", files: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputs = InputDiscovery(included: [], excluded: []).lintInputs([folder.path]).inputs
        return Pipeline(threads: 1).run(inputs).findings.filter { $0.ruleID == ruleID }
            .compactMap { finding in
                finding.location.file.map { ($0 as NSString).lastPathComponent + ":\(finding.location.line ?? 0)" }
            }
    }

    static let scanner = """
        final class ScannerViewController: UIViewController {
            let flashButton = FlashButton()

            override func viewDidLoad() {
                super.viewDidLoad()
                flashButton.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggleFlash)))
            }
        }
        """

    @Test func aTappedViewWhoseClassGivesItselfTheButtonTraitElsewhereIsNotReported() throws {
        #expect(try Self.findings(of: "tap-gesture-trait", in: ["Scanner.swift": Self.scanner]) == ["Scanner.swift:6"])
        let flashButton = """
            final class FlashButton: UIView {
                private func configureAccessibility() {
                    isAccessibilityElement = true
                    accessibilityTraits.insert(.button)
                }
            }
            """
        #expect(
            try Self.findings(
                of: "tap-gesture-trait", in: ["Scanner.swift": Self.scanner, "FlashButton.swift": flashButton]
            ).isEmpty)
        let overridden =
            "class RoundButton: UIView { override var accessibilityTraits: UIAccessibilityTraits { get { .button } set {} } }"
        let subclass = "final class FlashButton: RoundButton {}"
        #expect(
            try Self.findings(
                of: "tap-gesture-trait",
                in: [
                    "Scanner.swift": Self.scanner, "RoundButton.swift": overridden,
                    "FlashButton.swift": subclass,
                ]
            ).isEmpty, "a superclass's override counts")
        let unrelated =
            "final class FlashButton: UIView {}\nfinal class OtherView: UIView { func a() { accessibilityTraits = .button } }"
        #expect(
            try Self.findings(of: "tap-gesture-trait", in: ["Scanner.swift": Self.scanner, "Views.swift": unrelated])
                == ["Scanner.swift:6"], "another class's traits do not count")
    }

    static let board = """
        final class BoardViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                pinView.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(movePin(_:))))
            }

            @objc func movePin(_ sender: UIPanGestureRecognizer) { pin.center = sender.location(in: view) }
        }
        """

    @Test func customActionsSetInAnotherFileAreAnAlternative() throws {
        #expect(try Self.findings(of: "gesture-alternative", in: ["Board.swift": Self.board]) == ["Board.swift:4"])
        let extensionFile = """
            extension BoardViewController {
                func configureAccessibility() {
                    pinView.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Move pin to my location") { _ in true }]
                }
            }
            """
        #expect(
            try Self.findings(
                of: "gesture-alternative", in: ["Board.swift": Self.board, "Board+A11y.swift": extensionFile]
            ).isEmpty)
        let superclass =
            "class BaseBoardViewController: UIViewController { override func accessibilityPerformEscape() -> Bool { true } }"
        let board = Self.board.replacingOccurrences(of: ": UIViewController", with: ": BaseBoardViewController")
        #expect(
            try Self.findings(of: "gesture-alternative", in: ["Board.swift": board, "Base.swift": superclass]).isEmpty)
        let otherType = """
            extension MapViewController {
                func configureAccessibility() { pinView.accessibilityCustomActions = [] }
                @objc func movePin(_ sender: Any) {}
            }
            """
        #expect(
            try Self.findings(of: "gesture-alternative", in: ["Board.swift": Self.board, "Map.swift": otherType])
                == ["Board.swift:4"], "another type's view and method of the same names are no alternative")
    }

    static let viewer = """
        final class ViewerViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swipedDown))
                swipe.direction = .down
                view.addGestureRecognizer(swipe)
            }

            @objc private func swipedDown() { coordinator?.closeViewer() }
        }
        """

    /// A swipe doing what a button in another file does (the same method on a receiver of the same
    /// name) has that button as its alternative; a button doing something else is none.
    @Test func aHandlerDoingWhatAControlInAnotherFileDoesHasAnAlternative() throws {
        #expect(try Self.findings(of: "gesture-alternative", in: ["Viewer.swift": Self.viewer]) == ["Viewer.swift:6"])
        let toolbar = """
            extension ViewerViewController {
                @IBAction func closeTapped(_ sender: UIButton) { coordinator?.closeViewer() }
            }
            """
        #expect(
            try Self.findings(of: "gesture-alternative", in: ["Viewer.swift": Self.viewer, "Toolbar.swift": toolbar])
                .isEmpty)
        let swiftUI = """
            struct ViewerOverlay: View {
                var body: some View {
                    Button("Close") { coordinator?.closeViewer() }
                }
            }
            """
        #expect(
            try Self.findings(of: "gesture-alternative", in: ["Viewer.swift": Self.viewer, "Overlay.swift": swiftUI])
                .isEmpty)
        let unrelated = """
            extension ViewerViewController {
                @IBAction func shareTapped(_ sender: UIButton) { coordinator?.share() }
                func closeAll() { coordinator?.closeViewer() }
            }
            """
        #expect(
            try Self.findings(of: "gesture-alternative", in: ["Viewer.swift": Self.viewer, "Other.swift": unrelated])
                == ["Viewer.swift:6"], "a method no control triggers is no alternative")
        let haptics = Self.viewer.replacingOccurrences(
            of: "coordinator?.closeViewer()", with: "hapticManager.play(.light); coordinator?.closeViewer()")
        let likeButton =
            "struct LikeButton: View { var body: some View { Button(\"Like\") { hapticManager.play(.light); like() } } }"
        #expect(
            try Self.findings(of: "gesture-alternative", in: ["Viewer.swift": haptics, "Like.swift": likeButton])
                == ["Viewer.swift:6"], "feedback both give is not what they do")
    }

    /// An opt-in shake that does what a bar button item elsewhere does is offered by that button.
    @Test func aShakeDoingWhatAControlInAnotherFileDoesHasAnAlternative() throws {
        let reader = """
            final class ReaderViewController: UIViewController {
                override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                    guard motion == .motionShake, settings.shakeToReport else { return }
                    router.showReportProblem()
                }
            }
            """
        #expect(try Self.findings(of: "motion-alternative", in: ["Reader.swift": reader]) == ["Reader.swift:2"])
        let menu = """
            final class MenuViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Report", style: .plain, target: self, action: #selector(report))
                }

                @objc private func report() { router.showReportProblem() }
            }
            """
        #expect(try Self.findings(of: "motion-alternative", in: ["Reader.swift": reader, "Menu.swift": menu]).isEmpty)
    }
}

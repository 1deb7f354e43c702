import UIKit

/// Created only by another debug-only screen.
final class LogViewerViewController: UIViewController {
    private let shareButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Logs"
        shareButton.accessibilityLabel = "Share button"
        view.addSubview(shareButton)
    }
}

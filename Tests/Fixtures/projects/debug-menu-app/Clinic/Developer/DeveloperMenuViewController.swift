import UIKit

/// Not wrapped in `#if`: only debug-only code creates it.
final class DeveloperMenuViewController: UIViewController {
    private let logsButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Developer"
        logsButton.accessibilityLabel = "Logs button"
        logsButton.addTarget(self, action: #selector(showLogs), for: .touchUpInside)
        view.addSubview(logsButton)
    }

    @objc private func showLogs() {
        navigationController?.pushViewController(LogViewerViewController(), animated: true)
        present(FeatureFlagsViewController(), animated: true)
    }
}

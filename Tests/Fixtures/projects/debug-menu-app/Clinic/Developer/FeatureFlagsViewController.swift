#if !RELEASE
    import UIKit

    final class FeatureFlagsViewController: UIViewController {
        private let resetButton = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Feature flags"
            resetButton.accessibilityLabel = "Reset flags button"
            view.addSubview(resetButton)
        }
    }
#endif

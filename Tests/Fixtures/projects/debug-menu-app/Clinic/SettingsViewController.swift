import UIKit

final class SettingsViewController: UIViewController {
    private let signOutButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        signOutButton.accessibilityLabel = "Sign out button"
        view.addSubview(signOutButton)
    }
}

import UIKit

final class HomeViewController: UIViewController {
    private let bookButton = UIButton(type: .system)
    private let simulatorBadge = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Appointments"
        bookButton.accessibilityLabel = "Book button"
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Settings", style: .plain, target: self, action: #selector(showSettings))
        #if !RELEASE
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Developer", style: .plain, target: self, action: #selector(showDeveloperMenu))
        #endif
        #if DEVELOPER_MENU
            let resetButton = UIButton(type: .system)
            resetButton.accessibilityLabel = "Reset button"
            view.addSubview(resetButton)
        #endif
        #if targetEnvironment(simulator)
            simulatorBadge.accessibilityLabel = "Simulator button"
        #endif
        view.addSubview(bookButton)
        view.addSubview(simulatorBadge)
    }

    @objc private func showSettings() {
        navigationController?.pushViewController(SettingsViewController(), animated: true)
    }

    #if !RELEASE
        @objc private func showDeveloperMenu() {
            navigationController?.pushViewController(DeveloperMenuViewController(), animated: true)
        }
    #endif
}

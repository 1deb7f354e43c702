import UIKit

/// Signs the shopper out after 15 minutes without a touch, so that a shared device does not stay
/// signed in to their account. A minute before, it asks whether they are still shopping and lets them
/// stay signed in.
@MainActor
final class SessionTimeoutMonitor {
    static let inactivityLimit: TimeInterval = 15 * 60
    static let warningTime: TimeInterval = 60

    private let signOut: () -> Void
    private weak var presenter: UIViewController?
    private var timer: Timer?

    init(presenter: UIViewController, signOut: @escaping () -> Void) {
        self.presenter = presenter
        self.signOut = signOut
    }

    /// Called on every touch: the limit counts from the last one.
    func userDidInteract() {
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: Self.inactivityLimit - Self.warningTime, repeats: false) { [weak self] _ in
            Task { @MainActor in self?.warnBeforeSigningOut() }
        }
    }

    private func warnBeforeSigningOut() {
        let alert = UIAlertController(title: "Still Shopping?",
                                      message: "For your security, you will be signed out in 1 minute.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Stay Signed In", style: .default) { [weak self] _ in
            self?.userDidInteract()
        })
        alert.addAction(UIAlertAction(title: "Sign Out Now", style: .destructive) { [weak self] _ in
            self?.signOut()
        })
        presenter?.present(alert, animated: true)
        timer = Timer.scheduledTimer(withTimeInterval: Self.warningTime, repeats: false) { [weak self] _ in
            Task { @MainActor in
                self?.presenter?.dismiss(animated: true)
                self?.signOut()
            }
        }
    }
}

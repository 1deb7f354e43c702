import Foundation

/// Signs the shopper out after 15 minutes without a touch, so that a shared device does not stay
/// signed in to their account.
@MainActor
final class SessionTimeoutMonitor {
    static let inactivityLimit: TimeInterval = 15 * 60

    private let signOut: () -> Void
    private var timer: Timer?

    init(signOut: @escaping () -> Void) {
        self.signOut = signOut
    }

    /// Called on every touch: the limit counts from the last one.
    func userDidInteract() {
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: Self.inactivityLimit, repeats: false) { [weak self] _ in
            Task { @MainActor in self?.signOut() }
        }
    }
}

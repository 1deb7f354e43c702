import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}

func configure(_ shareButton: UIButton) {
    shareButton.accessibilityLabel = "Share button"
}

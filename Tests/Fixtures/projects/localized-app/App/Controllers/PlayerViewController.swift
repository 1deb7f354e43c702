import UIKit

final class PlayerViewController: UIViewController {
    private let closeButton = UIButton(type: .close)
    private let playButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        closeButton.accessibilityLabel = "Close player"
        playButton.accessibilityLabel = NSLocalizedString("player.play", comment: "Play button")
        playButton.accessibilityHint = "Plays the episode"
    }
}

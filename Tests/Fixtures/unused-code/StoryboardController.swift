import UIKit

/// Named only by the storyboard, which creates it.
final class StoryboardController: UIViewController {
    private let closeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
        view.addSubview(closeButton)
    }
}

import UIKit

/// A "− 1 +" control for how many of a product to add to the bag.
final class QuantityControl: UIControl {
    private(set) var quantity = 1 {
        didSet {
            countLabel.text = "\(quantity)"
            sendActions(for: .valueChanged)
        }
    }

    private let minusButton = UIButton(type: .system)
    private let plusButton = UIButton(type: .system)
    private let countLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        minusButton.setImage(UIImage(systemName: "minus.circle"), for: .normal)
        minusButton.accessibilityLabel = "Decrease quantity"
        minusButton.addTarget(self, action: #selector(decrease), for: .touchUpInside)
        plusButton.setImage(UIImage(systemName: "plus.circle"), for: .normal)
        plusButton.accessibilityLabel = "Increase quantity"
        plusButton.addTarget(self, action: #selector(increase), for: .touchUpInside)
        countLabel.text = "\(quantity)"
        countLabel.font = .preferredFont(forTextStyle: .body)
        countLabel.adjustsFontForContentSizeCategory = true

        let stack = UIStackView(arrangedSubviews: [minusButton, countLabel, plusButton])
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor),
            stack.topAnchor.constraint(equalTo: topAnchor),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])

        // One element that VoiceOver users swipe up and down on.
        isAccessibilityElement = true
        accessibilityLabel = "Quantity"
        accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var accessibilityValue: String? {
        get { "\(quantity)" }
        set {}
    }

    @objc private func decrease() {
        quantity = max(1, quantity - 1)
    }

    @objc private func increase() {
        quantity = min(10, quantity + 1)
    }
}

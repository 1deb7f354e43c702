import UIKit

/// Saved offers, one card each. Swipe a card to the left to remove it; shake the phone to bring back
/// the last one removed.
final class WishlistViewController: UIViewController {
    private let stackView = UIStackView()
    private var offers: [Promotion]
    private var lastRemoved: (offer: Promotion, index: Int)?

    init(offers: [Promotion]) {
        self.offers = offers
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Saved Offers"
        view.backgroundColor = .systemBackground

        stackView.axis = .vertical
        stackView.spacing = 12
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        reloadCards()
    }

    private func reloadCards() {
        stackView.arrangedSubviews.forEach { $0.removeFromSuperview() }
        for offer in offers {
            let card = OfferCardView(offer: offer)
            let swipe = UISwipeGestureRecognizer(target: self, action: #selector(removeCard(_:)))
            swipe.direction = .left
            card.addGestureRecognizer(swipe)
            stackView.addArrangedSubview(card)
        }
    }

    @objc private func removeCard(_ gesture: UISwipeGestureRecognizer) {
        guard let card = gesture.view as? OfferCardView else { return }
        remove(card.offer)
    }

    private func remove(_ offer: Promotion) {
        guard let index = offers.firstIndex(of: offer) else { return }
        lastRemoved = (offer, index)
        offers.remove(at: index)
        reloadCards()
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        guard motion == .motionShake else { return }
        restoreLastRemoved()
    }

    private func restoreLastRemoved() {
        guard let lastRemoved else { return }
        offers.insert(lastRemoved.offer, at: min(lastRemoved.index, offers.count))
        self.lastRemoved = nil
        reloadCards()
    }
}

/// A saved offer's card: its title and detail, read by VoiceOver as one element.
final class OfferCardView: UIView {
    let offer: Promotion
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()

    init(offer: Promotion) {
        self.offer = offer
        super.init(frame: .zero)
        titleLabel.text = offer.title
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        detailLabel.text = offer.detail
        detailLabel.font = .preferredFont(forTextStyle: .footnote)
        detailLabel.adjustsFontForContentSizeCategory = true
        detailLabel.numberOfLines = 0

        let stack = UIStackView(arrangedSubviews: [titleLabel, detailLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
        ])
        layer.cornerRadius = 12
        backgroundColor = .secondarySystemBackground

        isAccessibilityElement = true
        accessibilityLabel = "\(offer.title), \(offer.detail)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

import UIKit

/// One product: its photo, description and the Add to Bag button.
final class ProductDetailViewController: UIViewController {
    private let product: Product
    private let cart: Cart

    private let photoView = UIImageView()
    private let titleLabel = UILabel()
    private let priceLabel = UILabel()
    private let summaryLabel = UILabel()
    private let quantityControl = QuantityControl()
    private let favouriteButton = UIButton(type: .system)
    private let addButton = UIButton(configuration: .filled())

    init(product: Product, cart: Cart) {
        self.product = product
        self.cart = cart
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never

        let shareItem = UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(share))
        shareItem.accessibilityLabel = "Share button"
        navigationItem.rightBarButtonItem = shareItem

        photoView.image = UIImage(named: product.imageName)
        photoView.contentMode = .scaleAspectFit
        photoView.isAccessibilityElement = true

        titleLabel.text = product.name
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0

        priceLabel.text = product.formattedPrice
        priceLabel.font = .preferredFont(forTextStyle: .title3)
        priceLabel.adjustsFontForContentSizeCategory = true

        summaryLabel.text = product.summary
        summaryLabel.font = .preferredFont(forTextStyle: .body)
        summaryLabel.adjustsFontForContentSizeCategory = true
        summaryLabel.numberOfLines = 0

        favouriteButton.setImage(UIImage(systemName: "heart"), for: .normal)
        favouriteButton.addTarget(self, action: #selector(toggleFavourite), for: .touchUpInside)

        addButton.setTitle("Add to Bag", for: .normal)
        addButton.accessibilityLabel = "Purchase"
        addButton.accessibilityHint = "Tap to add this item to your bag."
        addButton.addTarget(self, action: #selector(addToBag), for: .touchUpInside)

        let header = UIStackView(arrangedSubviews: [titleLabel, favouriteButton])
        header.alignment = .firstBaseline
        let stack = UIStackView(arrangedSubviews: [photoView, header, priceLabel, summaryLabel, quantityControl, addButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            photoView.heightAnchor.constraint(equalTo: photoView.widthAnchor, multiplier: 0.75),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
    }

    @objc private func toggleFavourite() {
        favouriteButton.isSelected.toggle()
        let symbol = favouriteButton.isSelected ? "heart.fill" : "heart"
        favouriteButton.setImage(UIImage(systemName: symbol), for: .normal)
    }

    @objc private func addToBag() {
        cart.add(product, quantity: quantityControl.quantity)
        navigationController?.popViewController(animated: true)
    }

    @objc private func share() {
        let sheet = UIActivityViewController(activityItems: [product.name], applicationActivities: nil)
        present(sheet, animated: true)
    }
}

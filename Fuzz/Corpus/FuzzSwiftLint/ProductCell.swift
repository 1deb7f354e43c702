import UIKit

/// A row of the product list: thumbnail, name, price and rating.
final class ProductCell: UITableViewCell {
    static let reuseIdentifier = "ProductCell"

    private let thumbnailView = UIImageView()
    private let nameLabel = UILabel()
    private let priceLabel = UILabel()
    private let ratingLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        thumbnailView.contentMode = .scaleAspectFill
        thumbnailView.clipsToBounds = true
        thumbnailView.layer.cornerRadius = 8

        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        priceLabel.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        ratingLabel.font = .preferredFont(forTextStyle: .footnote)
        ratingLabel.adjustsFontForContentSizeCategory = true
        ratingLabel.textColor = .secondaryLabel

        let text = UIStackView(arrangedSubviews: [nameLabel, priceLabel, ratingLabel])
        text.axis = .vertical
        text.spacing = 2
        let row = UIStackView(arrangedSubviews: [thumbnailView, text])
        row.spacing = 12
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        NSLayoutConstraint.activate([
            thumbnailView.widthAnchor.constraint(equalToConstant: 64),
            thumbnailView.heightAnchor.constraint(equalToConstant: 64),
            row.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            row.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])

        // Read the row in one swipe.
        isAccessibilityElement = true
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with product: Product) {
        thumbnailView.image = UIImage(named: product.imageName)
        nameLabel.text = product.name
        priceLabel.text = product.formattedPrice
        ratingLabel.text = "\(product.formattedRating) ★ (\(product.reviewCount))"
    }
}

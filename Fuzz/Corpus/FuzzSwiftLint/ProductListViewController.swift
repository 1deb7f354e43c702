import SwiftUI
import UIKit

/// The shop's front page: a promotion banner and the list of products.
final class ProductListViewController: UITableViewController {
    private let catalogue: Catalogue
    private let cart: Cart
    private let bannerView = UIImageView(image: UIImage(named: "banner_summer_sale"))

    init(catalogue: Catalogue, cart: Cart) {
        self.catalogue = catalogue
        self.cart = cart
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shop"
        navigationItem.titleView = UIImageView(image: UIImage(named: "logo_wordmark"))

        let bagItem = UIBarButtonItem(image: UIImage(systemName: "bag"), style: .plain, target: self, action: #selector(showBag))
        let filterItem = UIBarButtonItem(image: UIImage(named: "icn_filter"), style: .plain, target: self, action: #selector(showFilters))
        filterItem.accessibilityLabel = "icn_filter"
        navigationItem.rightBarButtonItems = [bagItem, filterItem]

        tableView.register(ProductCell.self, forCellReuseIdentifier: ProductCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 88

        bannerView.contentMode = .scaleAspectFill
        bannerView.clipsToBounds = true
        bannerView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 140)
        bannerView.isUserInteractionEnabled = true
        bannerView.isAccessibilityElement = true
        bannerView.accessibilityLabel = "Summer sale: 20% off teaware"
        bannerView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openSale)))
        tableView.tableHeaderView = bannerView
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        catalogue.products.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ProductCell.reuseIdentifier, for: indexPath)
        (cell as? ProductCell)?.configure(with: catalogue.products[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = ProductDetailViewController(product: catalogue.products[indexPath.row], cart: cart)
        navigationController?.pushViewController(detail, animated: true)
    }

    @objc private func showBag() {
        let bag = UIHostingController(rootView: CartView().environmentObject(cart))
        navigationController?.pushViewController(bag, animated: true)
    }

    @objc private func showFilters() {
        // Filters are not part of this example.
    }

    @objc private func openSale() {
        let onSale = Catalogue(products: catalogue.products.filter(\.isOnSale))
        navigationController?.pushViewController(ProductListViewController(catalogue: onSale, cart: cart), animated: true)
    }
}

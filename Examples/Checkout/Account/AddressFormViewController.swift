import UIKit

/// The delivery address: street, city and postcode, saved with the Save button in the navigation bar.
final class AddressFormViewController: UIViewController, UITextFieldDelegate {
    private let store: AccountStore

    private let streetField = UITextField()
    private let cityField = UITextField()
    private let postcodeField = UITextField()

    init(store: AccountStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Delivery Address"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: self,
                                                            action: #selector(saveAddress))

        let address = store.deliveryAddress
        streetField.text = address.street
        streetField.placeholder = "Street"
        streetField.accessibilityLabel = "Street"
        streetField.textContentType = .streetAddressLine1
        cityField.text = address.city
        cityField.placeholder = "City"
        cityField.accessibilityLabel = "City"
        cityField.textContentType = .addressCity
        postcodeField.text = address.postcode
        postcodeField.placeholder = "Postcode"
        postcodeField.accessibilityLabel = "Postcode"
        postcodeField.textContentType = .postalCode
        for field in [streetField, cityField, postcodeField] {
            field.borderStyle = .roundedRect
            field.returnKeyType = .next
            field.delegate = self
        }

        let stack = UIStackView(arrangedSubviews: [streetField, cityField, postcodeField])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
        ])
    }

    // Return moves to the next field.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        switch textField {
        case streetField:
            cityField.becomeFirstResponder()
        case cityField:
            postcodeField.becomeFirstResponder()
        default:
            streetField.becomeFirstResponder()
        }
        return true
    }

    @objc private func saveAddress() {
        store.deliveryAddress = Address(street: streetField.text ?? "", city: cityField.text ?? "",
                                        postcode: postcodeField.text ?? "")
        navigationController?.popViewController(animated: true)
    }
}

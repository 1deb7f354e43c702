import UIKit

/// Account settings: name, email, marketing emails, the Teaware Club membership, and Save.
final class AccountViewController: UIViewController {
    private let store: AccountStore

    private let nameField = UITextField()
    private let emailField = UITextField()
    private let newsletterLabel = UILabel()
    private let newsletterSwitch = UISwitch()
    private let membershipLabel = UILabel()
    private let membershipButton = UIButton(type: .system)
    private let saveButton = UIButton(configuration: .filled())
    private let savedToastView = ToastView()

    init(store: AccountStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        nameField.text = store.account.name
        nameField.accessibilityLabel = "Name"
        nameField.textContentType = .name
        nameField.borderStyle = .roundedRect
        nameField.addTarget(self, action: #selector(fieldChanged), for: .editingChanged)

        emailField.text = store.account.email
        emailField.accessibilityLabel = "Email"
        emailField.textContentType = .emailAddress
        emailField.keyboardType = .emailAddress
        emailField.borderStyle = .roundedRect
        emailField.addTarget(self, action: #selector(fieldChanged), for: .editingChanged)

        newsletterLabel.text = "Marketing emails"
        newsletterLabel.font = .preferredFont(forTextStyle: .body)
        newsletterLabel.adjustsFontForContentSizeCategory = true
        newsletterSwitch.isOn = store.account.receivesNewsletter
        newsletterSwitch.accessibilityLabel = "Marketing emails"
        newsletterSwitch.addTarget(self, action: #selector(fieldChanged), for: .valueChanged)

        if let membership = store.membership {
            membershipLabel.text = "Teaware Club: \(membership.planName)\n\(membership.formattedPrice) · \(membership.renewalText)"
            membershipLabel.numberOfLines = 0
            membershipLabel.font = .preferredFont(forTextStyle: .subheadline)
            membershipLabel.adjustsFontForContentSizeCategory = true
            // The two lines of the label are read as one.
            membershipLabel.accessibilityLabel = "\(membership.planName) \(membership.formattedPrice) \(membership.renewalText)"
        }
        membershipButton.setTitle("Cancel Membership", for: .normal)
        membershipButton.addTarget(self, action: #selector(confirmCancelMembership), for: .touchUpInside)

        saveButton.setTitle("Save", for: .normal)
        // Nothing to save until something changes.
        saveButton.isHidden = true
        saveButton.addTarget(self, action: #selector(save), for: .touchUpInside)

        let newsletterRow = UIStackView(arrangedSubviews: [newsletterLabel, newsletterSwitch])
        let stack = UIStackView(arrangedSubviews: [
            nameField, emailField, newsletterRow, membershipLabel, membershipButton, saveButton,
        ])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
        ])
    }

    private var edited: Account {
        Account(name: nameField.text ?? "", email: emailField.text ?? "", receivesNewsletter: newsletterSwitch.isOn)
    }

    @objc private func fieldChanged() {
        let account = store.account
        let changed = edited.name != account.name || edited.email != account.email
            || edited.receivesNewsletter != account.receivesNewsletter
        saveButton.isHidden = !changed
    }

    @objc private func save() {
        let account = edited
        Task {
            try? await store.save(account)
            fieldChanged()
            showSavedToast()
        }
    }

    private func showSavedToast() {
        savedToastView.text = "Changes saved"
        savedToastView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(savedToastView)
        NSLayoutConstraint.activate([
            savedToastView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            savedToastView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
    }

    @objc private func confirmCancelMembership() {
        let alert = UIAlertController(
            title: "Cancel your membership?",
            message: "Free delivery ends with this month.",
            preferredStyle: .alert
        )
        alert.addAction(UIAlertAction(title: "Yes", style: .destructive) { [store] _ in
            Task { try? await store.cancelMembership() }
        })
        alert.addAction(UIAlertAction(title: "No", style: .cancel))
        present(alert, animated: true)
    }
}

import UIKit

/// Email and password sign-in, laid out as the accessibility acceptance criteria describe it:
/// logo, title, email, password, Remember Me, Sign In, Need help?, Security & Privacy, version.
final class SignInViewController: UIViewController {
    private let session: Session

    private let logoView = UIImageView(image: UIImage(named: "logo_mark"))
    private let titleLabel = UILabel()
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let rememberLabel = UILabel()
    private let rememberSwitch = UISwitch()
    private let signInButton = UIButton(configuration: .filled())
    private let helpLabel = UILabel()
    private let privacyButton = UIButton(type: .system)
    private let versionLabel = UILabel()

    init(session: Session) {
        self.session = session
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        logoView.contentMode = .scaleAspectFit
        logoView.isAccessibilityElement = true
        logoView.accessibilityLabel = "Teaware & Co."
        logoView.accessibilityTraits = [.image, .header]

        titleLabel.text = "Sign In"
        titleLabel.font = UIFont(name: "Avenir-Heavy", size: 28)
        titleLabel.accessibilityTraits.insert(.header)

        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .username
        emailField.autocapitalizationType = .none
        emailField.borderStyle = .roundedRect

        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password
        passwordField.borderStyle = .roundedRect
        passwordField.accessibilityLabel = "password."

        rememberLabel.text = "Remember Me"
        rememberLabel.font = .preferredFont(forTextStyle: .body)
        rememberLabel.adjustsFontForContentSizeCategory = true
        rememberSwitch.isOn = UserDefaults.standard.string(forKey: "rememberedEmail") != nil

        signInButton.setTitle("Sign In", for: .normal)
        signInButton.addTarget(self, action: #selector(signIn), for: .touchUpInside)

        helpLabel.text = "Need help?"
        helpLabel.textColor = .link
        helpLabel.font = .preferredFont(forTextStyle: .callout)
        helpLabel.adjustsFontForContentSizeCategory = true
        helpLabel.isUserInteractionEnabled = true
        helpLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showHelp)))

        privacyButton.setTitle("Security & Privacy", for: .normal)
        privacyButton.accessibilityTraits = [.button, .link]
        privacyButton.addTarget(self, action: #selector(openPrivacyPolicy), for: .touchUpInside)

        let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "1.0"
        versionLabel.text = "Version \(version)"
        versionLabel.font = .preferredFont(forTextStyle: .caption1)
        versionLabel.adjustsFontForContentSizeCategory = true

        let rememberRow = UIStackView(arrangedSubviews: [rememberLabel, rememberSwitch])
        let stack = UIStackView(arrangedSubviews: [
            logoView, titleLabel, emailField, passwordField, rememberRow, signInButton, helpLabel, privacyButton, versionLabel,
        ])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            logoView.heightAnchor.constraint(equalToConstant: 56),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])

        // Tapping outside the fields puts the keyboard away.
        let backgroundTap = UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:)))
        backgroundTap.cancelsTouchesInView = false
        view.addGestureRecognizer(backgroundTap)
    }

    @objc private func signIn() {
        let email = emailField.text ?? ""
        let password = passwordField.text ?? ""
        let remember = rememberSwitch.isOn
        signInButton.isEnabled = false
        Task {
            defer { signInButton.isEnabled = true }
            try? await session.signIn(email: email, password: password, remember: remember)
        }
    }

    @objc private func showHelp() {
        UIApplication.shared.open(URL(string: "https://example.com/help")!)
    }

    @objc private func openPrivacyPolicy() {
        UIApplication.shared.open(URL(string: "https://example.com/privacy")!)
    }
}

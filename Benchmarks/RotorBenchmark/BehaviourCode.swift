/// Behaviour code the behaviour rules read: gestures, timers, toasts, animations and confirmation
/// alerts in UIKit screens, long presses and repeating animations in SwiftUI. Most of it is
/// written the accessible way; a minority (`defectRate`) leaves out the alternative, the warning or
/// the announcement.
extension ProjectGenerator {
    /// Share of behaviour snippets written without their accessible counterpart.
    private static let defectRate = 0.3

    /// What one behaviour adds to a view controller: stored properties, a call in `viewDidLoad`
    /// (if it starts there), and its methods.
    struct UIKitBehaviour {
        var properties: [String]
        var setupCall: String?
        var members: [String]
    }

    /// None, one or two behaviours for a screen; about a third of screens have any.
    func makeUIKitBehaviours(names: NameBook, entity: String) -> [UIKitBehaviour] {
        guard random.chance(0.35) else { return [] }
        let makers: [(NameBook, String, Bool) -> UIKitBehaviour] = [
            swipeToRemove, sessionTimeout, savedToast, pulsingBadge, deleteConfirmation,
        ]
        return (0..<random.int(in: 1...2)).map { _ in
            random.pick(makers)(names, entity, random.chance(Self.defectRate))
        }
    }

    private func swipeToRemove(names: NameBook, entity: String, defective: Bool) -> UIKitBehaviour {
        let card = names.unique("pinned\(entity)Card")
        let remove = names.unique("removePinned\(entity)")
        var setup = [
            "private func setup\(card.capitalizedFirst)Swipe() {",
            "    let swipe = UISwipeGestureRecognizer(target: self, action: #selector(\(card)Swiped(_:)))",
            "    swipe.direction = .left",
            "    \(card).addGestureRecognizer(swipe)",
        ]
        if !defective {
            setup += [
                "    \(card).accessibilityCustomActions = [",
                "        UIAccessibilityCustomAction(name: NSLocalizedString(\"Remove\", comment: \"\")) { [weak self] _ in",
                "            self?.\(remove)()",
                "            return true",
                "        },",
                "    ]",
            ]
        }
        return UIKitBehaviour(
            properties: ["private let \(card) = UIView()"],
            setupCall: "setup\(card.capitalizedFirst)Swipe()",
            members: setup + [
                "}",
                "",
                "@objc private func \(card)Swiped(_ gesture: UISwipeGestureRecognizer) {",
                "    \(remove)()",
                "}",
                "",
                "private func \(remove)() {",
                "    \(card).removeFromSuperview()",
                "}",
            ])
    }

    private func sessionTimeout(names: NameBook, entity: String, defective: Bool) -> UIKitBehaviour {
        let timer = names.unique("sessionTimer")
        let start = names.unique("startSessionTimer")
        let signOut = names.unique("signOut")
        let minutes = random.pick([5, 10, 15, 30])
        var members = [
            "private func \(start)() {",
            "    \(timer)?.invalidate()",
        ]
        if defective {
            members += [
                "    \(timer) = Timer.scheduledTimer(withTimeInterval: \(minutes * 60), repeats: false) { [weak self] _ in",
                "        self?.\(signOut)()",
                "    }",
                "}",
            ]
        } else {
            let warn = names.unique("warnBeforeSignOut")
            members += [
                "    \(timer) = Timer.scheduledTimer(withTimeInterval: \(minutes * 60 - 60), repeats: false) { [weak self] _ in",
                "        self?.\(warn)()",
                "    }",
                "}",
                "",
                "private func \(warn)() {",
                "    let alert = UIAlertController(title: NSLocalizedString(\"You will be signed out in 1 minute\", comment: \"\"), message: nil, preferredStyle: .alert)",
                "    alert.addAction(UIAlertAction(title: NSLocalizedString(\"Stay signed in\", comment: \"\"), style: .default) { [weak self] _ in",
                "        self?.\(start)()",
                "    })",
                "    alert.addAction(UIAlertAction(title: NSLocalizedString(\"Sign out\", comment: \"\"), style: .destructive) { [weak self] _ in",
                "        self?.\(signOut)()",
                "    })",
                "    present(alert, animated: true)",
                "}",
            ]
        }
        members += [
            "",
            "private func \(signOut)() {",
            "    \(timer)?.invalidate()",
            "    navigationController?.popToRootViewController(animated: true)",
            "}",
        ]
        return UIKitBehaviour(properties: ["private var \(timer): Timer?"], setupCall: "\(start)()", members: members)
    }

    private func savedToast(names: NameBook, entity: String, defective: Bool) -> UIKitBehaviour {
        let toast = names.unique("savedToastView")
        let show = names.unique("showSavedToast")
        var members = [
            "func \(names.unique(entity.lowercasedFirst + "DidSave"))() {",
            "    \(show)(NSLocalizedString(\"\(entity) saved\", comment: \"\"))",
            "}",
            "",
            "private func \(show)(_ message: String) {",
            "    \(toast).text = message",
            "    \(toast).translatesAutoresizingMaskIntoConstraints = false",
            "    view.addSubview(\(toast))",
            "    NSLayoutConstraint.activate([",
            "        \(toast).centerXAnchor.constraint(equalTo: view.centerXAnchor),",
            "        \(toast).bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),",
            "    ])",
        ]
        if !defective { members.append("    UIAccessibility.post(notification: .announcement, argument: message)") }
        members.append("}")
        return UIKitBehaviour(properties: ["private let \(toast) = UILabel()"], setupCall: nil, members: members)
    }

    private func pulsingBadge(names: NameBook, entity: String, defective: Bool) -> UIKitBehaviour {
        let badge = names.unique("liveBadge")
        let pulse = names.unique("startBadgePulse")
        let duration = defective ? random.pick(["0.1", "0.12", "0.15"]) : random.pick(["0.8", "1.0", "1.5"])
        return UIKitBehaviour(
            properties: ["private let \(badge) = UIView()"],
            setupCall: "\(pulse)()",
            members: [
                "private func \(pulse)() {",
                "    guard !UIAccessibility.isReduceMotionEnabled else { return }",
                "    UIView.animate(withDuration: \(duration), delay: 0, options: [.repeat, .autoreverse]) {",
                "        self.\(badge).alpha = 0.3",
                "    }",
                "}",
            ])
    }

    private func deleteConfirmation(names: NameBook, entity: String, defective: Bool) -> UIKitBehaviour {
        let confirm = names.unique("confirmDelete\(entity)")
        let delete = names.unique("delete\(entity)")
        let (accept, keep) = defective ? ("Yes", "No") : ("Delete", "Keep \(entity)")
        return UIKitBehaviour(
            properties: [],
            setupCall: nil,
            members: [
                "func \(confirm)() {",
                "    let alert = UIAlertController(title: NSLocalizedString(\"Delete this \(entity.lowercased())?\", comment: \"\"), message: nil, preferredStyle: .alert)",
                "    alert.addAction(UIAlertAction(title: NSLocalizedString(\"\(accept)\", comment: \"\"), style: .destructive) { [weak self] _ in",
                "        self?.\(delete)()",
                "    })",
                "    alert.addAction(UIAlertAction(title: NSLocalizedString(\"\(keep)\", comment: \"\"), style: .cancel))",
                "    present(alert, animated: true)",
                "}",
                "",
                "private func \(delete)() {",
                "    items.removeAll()",
                "}",
            ])
    }

    /// Modifiers for a SwiftUI row: a long press (with or without an accessibility action) or a
    /// repeating pulse; most rows have neither.
    func swiftUIBehaviourModifiers() -> [String] {
        let defective = random.chance(Self.defectRate)
        switch random.int(in: 0...9) {
        case 0:
            return [".onLongPressGesture { model.pin(item) }"]
                + (defective ? [] : [".accessibilityAction(named: \"Pin\") { model.pin(item) }"])
        case 1:
            let duration = defective ? "0.1" : "1.2"
            return [
                ".opacity(item.isFavorite ? 0.4 : 1)",
                ".animation(.easeInOut(duration: \(duration)).repeatForever(autoreverses: true), value: item.isFavorite)",
            ]
        default:
            return []
        }
    }
}

/// UIKit screens and cells. Control set-up follows the common patterns: programmatic views,
/// one `setup…` method per control, Auto Layout in one `activate` call, `@objc` actions.
extension ProjectGenerator {
    /// What one control adds to a view controller.
    private struct UIKitControl {
        var properties: [String]
        var setupName: String
        var setup: [String]
        var constraints: [String]
        var action: [String] = []
    }

    func writeViewController(_ writer: CodeWriter, typeName: String, feature: String, entity: String, targetLines: Int)
    {
        let names = NameBook()
        let hasTable = random.chance(0.4)
        var controls: [UIKitControl] = []
        // About half of a screen's lines are its controls; the rest is lifecycle and logic.
        let controlCount = max(2, min(24, targetLines / 28))
        for index in 0..<controlCount {
            controls.append(makeUIKitControl(names: names, index: index))
        }
        if random.chance(0.1) { controls.append(titleViewControl()) }
        let behaviours = makeUIKitBehaviours(names: names, entity: entity)

        writer.line("import UIKit")
        if random.chance(0.3) { writer.line("import Combine") }
        writer.line()
        writer.line("/// The \(feature.lowercased()) screen: \(random.pick(Vocabulary.bodyTexts).lowercased()).")
        writer.block("final class \(typeName): UIViewController") {
            writer.line("// MARK: - Views")
            writer.line()
            for property in controls.flatMap(\.properties) { writer.line(property) }
            for property in behaviours.flatMap(\.properties) { writer.line(property) }
            if hasTable { writer.line("private let tableView = UITableView(frame: .zero, style: .insetGrouped)") }
            writer.line()
            writer.line("// MARK: - State")
            writer.line()
            writer.line("private let viewModel: \(feature)ViewModel")
            writer.line("private let service: \(entity)Service")
            writer.line("private var items: [\(entity)] = []")
            writer.line("private var currentPage = 1")
            writer.line("private var hasMorePages = true")
            writer.line("private var isLoading = false")
            writer.line("private var errorMessage: String?")
            writer.line()
            writer.block("init(viewModel: \(feature)ViewModel, service: \(entity)Service = .shared)") {
                writer.line("self.viewModel = viewModel")
                writer.line("self.service = service")
                writer.line("super.init(nibName: nil, bundle: nil)")
            }
            writer.line()
            writer.line("@available(*, unavailable)")
            writer.block("required init?(coder: NSCoder)") {
                writer.line("fatalError(\"init(coder:) has not been implemented\")")
            }
            writer.line()
            writer.line("// MARK: - Lifecycle")
            writer.line()
            writer.block("override func viewDidLoad()") {
                writer.line("super.viewDidLoad()")
                writer.line("view.backgroundColor = .systemBackground")
                writer.line("title = NSLocalizedString(\"\(feature)\", comment: \"Screen title\")")
                for control in controls { writer.line("\(control.setupName)()") }
                for call in behaviours.compactMap(\.setupCall) { writer.line(call) }
                if hasTable { writer.line("setupTableView()") }
                writer.line("layoutViews()")
                writer.closure("Task { [weak self] in") {
                    writer.line("await self?.reload\(entity)s()")
                }
            }
            writer.line()
            writer.block("override func viewWillAppear(_ animated: Bool)") {
                writer.line("super.viewWillAppear(animated)")
                writer.line("navigationController?.setNavigationBarHidden(false, animated: animated)")
                if hasTable {
                    writer.block("if let selected = tableView.indexPathForSelectedRow") {
                        writer.line("tableView.deselectRow(at: selected, animated: animated)")
                    }
                }
            }
            writer.line()
            writer.line("// MARK: - Setup")
            for control in controls {
                writer.line()
                writer.block("private func \(control.setupName)()") {
                    writer.lines(control.setup)
                }
            }
            if hasTable {
                writer.line()
                writer.block("private func setupTableView()") {
                    writer.line("tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"\(entity)Row\")")
                    writer.line("tableView.dataSource = self")
                    writer.line("tableView.delegate = self")
                    writer.line("tableView.rowHeight = UITableView.automaticDimension")
                    writer.line("tableView.estimatedRowHeight = \(random.pick([44, 60, 72, 88]))")
                    writer.line("tableView.translatesAutoresizingMaskIntoConstraints = false")
                    writer.line("view.addSubview(tableView)")
                }
            }
            writer.line()
            writer.block("private func layoutViews()") {
                writer.line("NSLayoutConstraint.activate([")
                for line in controls.flatMap(\.constraints) { writer.line("    " + line) }
                if hasTable {
                    writer.line("    tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),")
                    writer.line("    tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),")
                    writer.line("    tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),")
                    writer.line("    tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),")
                }
                writer.line("])")
            }
            writer.line()
            writer.line("// MARK: - Actions")
            for control in controls where !control.action.isEmpty {
                writer.line()
                writer.lines(control.action)
            }
            if !behaviours.isEmpty {
                writer.line()
                writer.line("// MARK: - Behaviour")
                for behaviour in behaviours {
                    writer.line()
                    writer.lines(behaviour.members)
                }
            }
            writer.line()
            writer.line("// MARK: - Data")
            writer.line()
            writer.line("private let logger = AppLogger(category: \"\(typeName)\")")
            writer.line()
            writer.line("@MainActor")
            writer.block("private func reload\(entity)s() async") {
                writer.chain(
                    "do {",
                    {
                        writer.line("items = try await service.fetch\(entity)s(page: 1, pageSize: 50).items")
                        if hasTable { writer.line("tableView.reloadData()") }
                    },
                    (
                        "catch",
                        {
                            writer.line("presentError(error)")
                        }
                    ))
            }
            writer.line()
            writer.block("private func presentError(_ error: Error)") {
                writer.line(
                    "let alert = UIAlertController(title: NSLocalizedString(\"Something went wrong\", comment: \"\"), message: error.localizedDescription, preferredStyle: .alert)"
                )
                writer.line(
                    "alert.addAction(UIAlertAction(title: NSLocalizedString(\"OK\", comment: \"\"), style: .default))")
                writer.line("present(alert, animated: true)")
            }
            let extensionLines = hasTable ? 30 : 0
            while writer.lineCount < targetLines - extensionLines - 1 {
                writeLogicMethod(writer, entity: entity, names: names)
            }
        }
        if hasTable { writeTableExtension(writer, typeName: typeName, entity: entity) }
    }

    private func writeTableExtension(_ writer: CodeWriter, typeName: String, entity: String) {
        writer.line()
        writer.line("// MARK: - Table")
        writer.line()
        writer.block("extension \(typeName): UITableViewDataSource, UITableViewDelegate") {
            writer.block("func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int") {
                writer.line("items.count")
            }
            writer.line()
            writer.block(
                "func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell"
            ) {
                writer.line(
                    "let cell = tableView.dequeueReusableCell(withIdentifier: \"\(entity)Row\", for: indexPath)")
                writer.line("let item = items[indexPath.row]")
                writer.line("var content = cell.defaultContentConfiguration()")
                writer.line("content.text = item.title")
                writer.line("content.secondaryText = item.subtitle")
                writer.line("content.image = UIImage(systemName: item.isFavorite ? \"star.fill\" : \"star\")")
                writer.line("cell.contentConfiguration = content")
                writer.line("cell.accessoryType = .disclosureIndicator")
                writer.line("return cell")
            }
            writer.line()
            writer.block("func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)") {
                writer.line("let item = items[indexPath.row]")
                writer.line("viewModel.select(item)")
                writer.block("if indexPath.row == items.count - 1, hasMorePages, !isLoading") {
                    writer.closure("Task { [weak self] in") {
                        writer.line("await self?.reload\(entity)s()")
                    }
                }
            }
        }
    }

    /// Anchors for a control stacked `index` rows down the screen.
    private func stackedConstraints(_ view: String, index: Int, size: (width: Int, height: Int)? = nil) -> [String] {
        var lines = [
            "\(view).topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: \(16 + index * 52)),",
            "\(view).leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),",
        ]
        if let size {
            lines.append("\(view).widthAnchor.constraint(equalToConstant: \(size.width)),")
            lines.append("\(view).heightAnchor.constraint(equalToConstant: \(size.height)),")
        } else {
            lines.append("\(view).trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),")
        }
        return lines
    }

    private func addToView(_ view: String) -> [String] {
        ["\(view).translatesAutoresizingMaskIntoConstraints = false", "view.addSubview(\(view))"]
    }

    private func makeUIKitControl(names: NameBook, index: Int) -> UIKitControl {
        switch random.int(in: 0...11) {
        case 0, 1: iconButtonControl(names: names, index: index)
        case 2: titledButtonControl(names: names, index: index)
        case 3: imageViewControl(names: names, index: index)
        case 4: sliderControl(names: names, index: index)
        case 5: switchControl(names: names, index: index)
        case 6: textFieldControl(names: names, index: index)
        case 7: stepperControl(names: names, index: index)
        case 8, 9: labelControl(names: names, index: index)
        case 10: tapCardControl(names: names, index: index)
        default: barButtonControl(names: names)
        }
    }

    private func iconButtonControl(names: NameBook, index: Int) -> UIKitControl {
        let icon = random.pick(Vocabulary.icons)
        let base = names.unique(icon.action)
        let button = base + "Button"
        var setup = [
            "\(button).setImage(UIImage(systemName: \"\(icon.symbol)\"), for: .normal)",
            "\(button).tintColor = .label",
        ]
        setup += random.weighted([
            (6, ["\(button).accessibilityLabel = NSLocalizedString(\"\(icon.label)\", comment: \"\")"]),
            (5, ["\(button).accessibilityLabel = \"\(icon.label)\""]),
            (2, []),
            (1, ["\(button).accessibilityLabel = \"\(icon.label) button\""]),
            (1, ["\(button).accessibilityLabel = \"\(icon.label).\""]),
            (1, ["// rotor:disable:next role-in-label", "\(button).accessibilityLabel = \"\(icon.label) icon\""]),
        ])
        setup += random.weighted([
            (8, []),
            (3, ["\(button).accessibilityHint = \"\(random.pick(Vocabulary.hints))\""]),
            (1, ["\(button).accessibilityHint = \"\(random.pick(Vocabulary.gestureHints))\""]),
        ])
        setup.append("\(button).addTarget(self, action: #selector(\(base)Tapped), for: .touchUpInside)")
        setup += addToView(button)
        return UIKitControl(
            properties: ["private let \(button) = UIButton(type: .system)"],
            setupName: "setup\(button.capitalizedFirst)", setup: setup,
            constraints: stackedConstraints(button, index: index, size: (44, 44)),
            action: ["@objc private func \(base)Tapped() {", "    viewModel.\(icon.action)()", "}"])
    }

    private func titledButtonControl(names: NameBook, index: Int) -> UIKitControl {
        let (title, other) = random.pick(Self.titlesWithOtherWords)
        let base = names.unique(
            title.split(separator: " ").map { String($0).capitalizedFirst }.joined().lowercasedFirst)
        let button = base + "Button"
        var setup = [
            "\(button).setTitle(NSLocalizedString(\"\(title)\", comment: \"\"), for: .normal)",
            "\(button).configuration = .\(random.pick(["filled", "tinted", "gray", "plain"]))()",
            "\(button).titleLabel?.font = .preferredFont(forTextStyle: .headline)",
            "\(button).titleLabel?.adjustsFontForContentSizeCategory = true",
        ]
        setup += random.weighted([
            (8, []),
            (2, ["\(button).accessibilityLabel = \"\(title) now\""]),
            (1, ["\(button).accessibilityLabel = \"\(other)\""]),
        ])
        setup.append("\(button).addTarget(self, action: #selector(\(base)Tapped), for: .primaryActionTriggered)")
        setup += addToView(button)
        return UIKitControl(
            properties: ["private let \(button) = UIButton(type: .system)"],
            setupName: "setup\(button.capitalizedFirst)", setup: setup,
            constraints: stackedConstraints(button, index: index),
            action: [
                "@objc private func \(base)Tapped() {",
                "    guard !isLoading else { return }",
                "    viewModel.perform(.\(base))",
                "}",
            ])
    }

    /// A button title and a label that does not contain it (a label-in-name defect).
    private static let titlesWithOtherWords = [
        ("Continue", "Next"), ("Sign in", "Log in"), ("Place order", "Buy"), ("Try again", "Retry"),
        ("Save changes", "Apply"),
        ("Add to cart", "Buy"), ("Follow", "Subscribe"), ("Done", "Finish"), ("Book now", "Reserve"),
        ("Get started", "Begin"),
    ]

    private func imageViewControl(names: NameBook, index: Int) -> UIKitControl {
        let asset = random.pick(Vocabulary.assetImages)
        let imageView =
            names.unique(asset.split(separator: "_").map { String($0).capitalizedFirst }.joined().lowercasedFirst)
            + "ImageView"
        var setup = [
            "\(imageView).image = UIImage(named: \"\(asset)\")",
            "\(imageView).contentMode = .scaleAspectFill",
            "\(imageView).clipsToBounds = true",
        ]
        setup += random.weighted([
            (5, []),
            (
                4,
                [
                    "\(imageView).isAccessibilityElement = true",
                    "\(imageView).accessibilityLabel = \"\(asset.split(separator: "_").joined(separator: " ").capitalizedFirst)\"",
                ]
            ),
            (1, ["\(imageView).isAccessibilityElement = true"]),
            (
                1,
                [
                    "\(imageView).isAccessibilityElement = true",
                    "\(imageView).accessibilityLabel = \"\(random.pick(Vocabulary.assetNames))\"",
                ]
            ),
        ])
        setup += addToView(imageView)
        return UIKitControl(
            properties: ["private let \(imageView) = UIImageView()"],
            setupName: "setup\(imageView.capitalizedFirst)", setup: setup,
            constraints: stackedConstraints(imageView, index: index, size: (120, 120)))
    }

    private func sliderControl(names: NameBook, index: Int) -> UIKitControl {
        let control = random.pick(Vocabulary.controls)
        let base = names.unique(control.name)
        let slider = base + "Slider"
        var setup = [
            "\(slider).minimumValue = 0", "\(slider).maximumValue = \(random.pick([1, 10, 100]))",
            "\(slider).value = viewModel.\(base)",
        ]
        setup += random.weighted([
            (6, ["\(slider).accessibilityLabel = \"\(control.label)\""]),
            (2, []),
            (1, [#"\#(slider).accessibilityLabel = "\#(control.label) \(Int(\#(slider).value))""#]),
        ])
        setup.append("\(slider).addTarget(self, action: #selector(\(base)Changed(_:)), for: .valueChanged)")
        setup += addToView(slider)
        return UIKitControl(
            properties: ["private let \(slider) = UISlider()"],
            setupName: "setup\(slider.capitalizedFirst)", setup: setup,
            constraints: stackedConstraints(slider, index: index),
            action: [
                "@objc private func \(base)Changed(_ sender: UISlider) {",
                "    viewModel.\(base) = sender.value",
                #"    sender.accessibilityValue = "\(Int(sender.value * 100)) percent""#,
                "}",
            ])
    }

    private func switchControl(names: NameBook, index: Int) -> UIKitControl {
        let control = random.pick(Vocabulary.controls)
        let base = names.unique(control.name)
        let toggle = base + "Switch"
        var setup = [
            "\(toggle).isOn = viewModel.is\(base.capitalizedFirst)Enabled", "\(toggle).onTintColor = .systemGreen",
        ]
        setup += random.weighted([(6, ["\(toggle).accessibilityLabel = \"\(control.label)\""]), (2, [])])
        setup.append("\(toggle).addTarget(self, action: #selector(\(base)Toggled(_:)), for: .valueChanged)")
        setup += addToView(toggle)
        return UIKitControl(
            properties: ["private let \(toggle) = UISwitch()"],
            setupName: "setup\(toggle.capitalizedFirst)", setup: setup,
            constraints: stackedConstraints(toggle, index: index, size: (51, 31)),
            action: [
                "@objc private func \(base)Toggled(_ sender: UISwitch) {",
                "    viewModel.is\(base.capitalizedFirst)Enabled = sender.isOn",
                "}",
            ])
    }

    private func stepperControl(names: NameBook, index: Int) -> UIKitControl {
        let control = random.pick(Vocabulary.controls)
        let base = names.unique(control.name)
        let stepper = base + "Stepper"
        var setup = [
            "\(stepper).minimumValue = 1",
            "\(stepper).maximumValue = \(random.pick([5, 10, 20]))",
            "\(stepper).value = Double(viewModel.\(base))",
        ]
        setup += random.weighted([(5, ["\(stepper).accessibilityLabel = \"\(control.label)\""]), (2, [])])
        setup.append("\(stepper).addTarget(self, action: #selector(\(base)Stepped(_:)), for: .valueChanged)")
        setup += addToView(stepper)
        return UIKitControl(
            properties: ["private let \(stepper) = UIStepper()"],
            setupName: "setup\(stepper.capitalizedFirst)", setup: setup,
            constraints: stackedConstraints(stepper, index: index),
            action: [
                "@objc private func \(base)Stepped(_ sender: UIStepper) {",
                "    viewModel.\(base) = Int(sender.value)",
                "}",
            ])
    }

    private func textFieldControl(names: NameBook, index: Int) -> UIKitControl {
        let control = random.pick(Vocabulary.controls)
        let base = names.unique(control.name)
        let field = base + "TextField"
        var setup = [
            "\(field).placeholder = NSLocalizedString(\"\(control.label)\", comment: \"\")",
            "\(field).borderStyle = .roundedRect",
            "\(field).font = .preferredFont(forTextStyle: .body)",
            "\(field).adjustsFontForContentSizeCategory = true",
            "\(field).autocorrectionType = .no",
            "\(field).returnKeyType = .\(random.pick(["next", "done", "search"]))",
        ]
        setup += random.weighted([(5, ["\(field).accessibilityLabel = \"\(control.label)\""]), (3, [])])
        setup.append("\(field).addTarget(self, action: #selector(\(base)EditingChanged(_:)), for: .editingChanged)")
        setup += addToView(field)
        return UIKitControl(
            properties: ["private let \(field) = UITextField()"],
            setupName: "setup\(field.capitalizedFirst)", setup: setup,
            constraints: stackedConstraints(field, index: index),
            action: [
                "@objc private func \(base)EditingChanged(_ sender: UITextField) {",
                "    viewModel.\(base)Text = sender.text ?? \"\"",
                "}",
            ])
    }

    private func labelControl(names: NameBook, index: Int) -> UIKitControl {
        let isHeading = random.chance(0.35)
        let text = isHeading ? random.pick(Vocabulary.headings) : random.pick(Vocabulary.bodyTexts)
        let label = names.unique(isHeading ? "header" : "detail") + "Label"
        var setup = ["\(label).text = NSLocalizedString(\"\(text)\", comment: \"\")", "\(label).numberOfLines = 0"]
        if isHeading {
            setup += random.weighted([
                (
                    5,
                    [
                        "\(label).font = .preferredFont(forTextStyle: .title2)",
                        "\(label).adjustsFontForContentSizeCategory = true", "\(label).accessibilityTraits = .header",
                    ]
                ),
                (
                    2,
                    [
                        "\(label).font = .preferredFont(forTextStyle: .largeTitle)",
                        "\(label).adjustsFontForContentSizeCategory = true",
                        "\(label).accessibilityTraits.insert(.header)",
                    ]
                ),
                (
                    2,
                    [
                        "\(label).font = .preferredFont(forTextStyle: .title2)",
                        "\(label).adjustsFontForContentSizeCategory = true",
                    ]
                ),
                (1, ["\(label).font = .boldSystemFont(ofSize: 28)"]),
            ])
        } else {
            setup += random.weighted([
                (
                    4,
                    [
                        "\(label).font = .preferredFont(forTextStyle: .body)",
                        "\(label).adjustsFontForContentSizeCategory = true",
                    ]
                ),
                (
                    2,
                    [
                        "\(label).font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 15))",
                        "\(label).adjustsFontForContentSizeCategory = true",
                    ]
                ),
                (2, ["\(label).font = UIFont.systemFont(ofSize: 15)"]),
                (1, ["\(label).font = .systemFont(ofSize: 13, weight: .medium)"]),
            ])
            setup.append("\(label).textColor = .secondaryLabel")
        }
        setup += addToView(label)
        return UIKitControl(
            properties: ["private let \(label) = UILabel()"],
            setupName: "setup\(label.capitalizedFirst)", setup: setup,
            constraints: stackedConstraints(label, index: index))
    }

    private func tapCardControl(names: NameBook, index: Int) -> UIKitControl {
        let heading = random.pick(Vocabulary.headings)
        let base = names.unique("promo")
        let card = base + "CardView"
        var setup = [
            "\(card).backgroundColor = .secondarySystemBackground",
            "\(card).layer.cornerRadius = 12",
            "let tapRecognizer = UITapGestureRecognizer(target: self, action: #selector(\(base)CardTapped))",
            "\(card).addGestureRecognizer(tapRecognizer)",
        ]
        setup += random.weighted([
            (
                4,
                [
                    "\(card).isAccessibilityElement = true", "\(card).accessibilityLabel = \"\(heading)\"",
                    "\(card).accessibilityTraits = .button",
                ]
            ),
            (2, ["\(card).isAccessibilityElement = true", "\(card).accessibilityLabel = \"\(heading)\""]),
            (1, ["\(card).isAccessibilityElement = true", "\(card).accessibilityTraits = .button"]),
            (1, []),
        ])
        setup += addToView(card)
        return UIKitControl(
            properties: ["private let \(card) = UIView()"],
            setupName: "setup\(card.capitalizedFirst)", setup: setup,
            constraints: stackedConstraints(card, index: index),
            action: ["@objc private func \(base)CardTapped() {", "    viewModel.openPromotion()", "}"])
    }

    private func barButtonControl(names: NameBook) -> UIKitControl {
        let icon = random.pick(Vocabulary.icons)
        let base = names.unique(icon.action)
        let item = base + "BarButton"
        var setup = random.weighted([
            (5, ["\(item).accessibilityLabel = \"\(icon.label)\""]),
            (2, []),
        ])
        setup.append("navigationItem.rightBarButtonItems = (navigationItem.rightBarButtonItems ?? []) + [\(item)]")
        return UIKitControl(
            properties: [
                "private lazy var \(item) = UIBarButtonItem(image: UIImage(systemName: \"\(icon.symbol)\"), style: .plain, target: self, action: #selector(\(base)BarButtonTapped))"
            ],
            setupName: "setup\(item.capitalizedFirst)", setup: setup, constraints: [],
            action: ["@objc private func \(base)BarButtonTapped() {", "    viewModel.\(icon.action)()", "}"])
    }

    private func titleViewControl() -> UIKitControl {
        var setup = [
            "let logoView = UIImageView(image: UIImage(named: \"nav_logo\"))", "logoView.contentMode = .scaleAspectFit",
        ]
        setup += random.weighted([(3, ["logoView.accessibilityLabel = \"Acme\""]), (1, [])])
        setup.append("navigationItem.titleView = logoView")
        return UIKitControl(properties: [], setupName: "setupTitleView", setup: setup, constraints: [])
    }

    /// A table or collection cell, or a card view, made one accessibility element; some with a
    /// custom adjustable rating control.
    func writeUIKitCell(_ writer: CodeWriter, typeName: String, entity: String, targetLines: Int) {
        let names = NameBook()
        let superclass =
            typeName.hasSuffix("CollectionCell")
            ? "UICollectionViewCell" : typeName.hasSuffix("CardView") ? "UIView" : "UITableViewCell"
        let container = superclass == "UIView" ? "self" : "contentView"
        writer.line("import UIKit")
        writer.line()
        writer.line("/// Shows one \(entity.lowercased()) in a list.")
        writer.block("final class \(typeName): \(superclass)") {
            writer.line("static let reuseIdentifier = \"\(typeName)\"")
            writer.line()
            writer.line("private let iconImageView = UIImageView()")
            writer.line("private let titleLabel = UILabel()")
            writer.line("private let subtitleLabel = UILabel()")
            writer.line("private let stackView = UIStackView()")
            writer.line()
            switch superclass {
            case "UITableViewCell":
                writer.line("override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {")
                writer.line("    super.init(style: style, reuseIdentifier: reuseIdentifier)")
            default:
                writer.line("override init(frame: CGRect) {")
                writer.line("    super.init(frame: frame)")
            }
            writer.line("    setupViews()")
            writer.line("}")
            writer.line()
            writer.block("required init?(coder: NSCoder)") {
                writer.line("fatalError(\"init(coder:) has not been implemented\")")
            }
            writer.line()
            writer.block("private func setupViews()") {
                writer.line("isAccessibilityElement = true")
                if random.chance(0.5) { writer.line("accessibilityTraits = .button") }
                writer.line("iconImageView.contentMode = .scaleAspectFit")
                writer.line("iconImageView.tintColor = .tintColor")
                writer.lines(
                    random.weighted([
                        (
                            4,
                            [
                                "titleLabel.font = .preferredFont(forTextStyle: .headline)",
                                "titleLabel.adjustsFontForContentSizeCategory = true",
                            ]
                        ),
                        (1, ["titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)"]),
                    ]))
                writer.line("subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)")
                writer.line("subtitleLabel.adjustsFontForContentSizeCategory = true")
                writer.line("subtitleLabel.textColor = .secondaryLabel")
                writer.line("subtitleLabel.numberOfLines = \(random.pick([0, 1, 2]))")
                writer.line("stackView.axis = .vertical")
                writer.line("stackView.spacing = 4")
                writer.line("stackView.addArrangedSubview(titleLabel)")
                writer.line("stackView.addArrangedSubview(subtitleLabel)")
                writer.block("for subview in [iconImageView, stackView] as [UIView]") {
                    writer.line("subview.translatesAutoresizingMaskIntoConstraints = false")
                    writer.line("\(container).addSubview(subview)")
                }
                writer.line("NSLayoutConstraint.activate([")
                writer.line(
                    "    iconImageView.leadingAnchor.constraint(equalTo: \(container).layoutMarginsGuide.leadingAnchor),"
                )
                writer.line("    iconImageView.centerYAnchor.constraint(equalTo: \(container).centerYAnchor),")
                writer.line("    iconImageView.widthAnchor.constraint(equalToConstant: 32),")
                writer.line("    iconImageView.heightAnchor.constraint(equalToConstant: 32),")
                writer.line(
                    "    stackView.leadingAnchor.constraint(equalTo: iconImageView.trailingAnchor, constant: 12),")
                writer.line(
                    "    stackView.trailingAnchor.constraint(equalTo: \(container).layoutMarginsGuide.trailingAnchor),")
                writer.line("    stackView.topAnchor.constraint(equalTo: \(container).layoutMarginsGuide.topAnchor),")
                writer.line(
                    "    stackView.bottomAnchor.constraint(equalTo: \(container).layoutMarginsGuide.bottomAnchor),")
                writer.line("])")
            }
            writer.line()
            writer.block("func configure(with item: \(entity))") {
                writer.line("titleLabel.text = item.title")
                writer.line("subtitleLabel.text = item.subtitle")
                writer.line("iconImageView.image = UIImage(systemName: item.isFavorite ? \"star.fill\" : \"star\")")
                writer.lines(
                    random.weighted([
                        (5, [#"accessibilityLabel = "\(item.title), \(item.subtitle)""#]),
                        (
                            2,
                            [
                                "accessibilityLabel = item.title",
                                "accessibilityValue = item.isFavorite ? NSLocalizedString(\"Favorite\", comment: \"\") : nil",
                            ]
                        ),
                        (2, []),
                    ]))
            }
            if superclass != "UIView" {
                writer.line()
                writer.block("override func prepareForReuse()") {
                    writer.line("super.prepareForReuse()")
                    writer.line("iconImageView.image = nil")
                    writer.line("titleLabel.text = nil")
                    writer.line("subtitleLabel.text = nil")
                }
            }
            let ratingLines = 45
            while writer.lineCount < targetLines - ratingLines {
                writeLogicMethod(writer, entity: entity, names: names)
            }
        }
        if random.chance(0.4) {
            writeRatingControl(writer, typeName: entity + "RatingControl" + String(typeName.count))
        }
    }

    /// A custom adjustable control: VoiceOver users change it with swipes up and down, which
    /// needs `accessibilityIncrement`/`accessibilityDecrement`.
    private func writeRatingControl(_ writer: CodeWriter, typeName: String) {
        let hasAdjustments = random.chance(0.75)
        writer.line()
        writer.line("/// Stars from 1 to 5, set by tapping or with VoiceOver's adjustable gestures.")
        writer.block("final class \(typeName): UIControl") {
            writer.block("var rating = 3") {
                writer.block("didSet") {
                    writer.line(#"accessibilityValue = "\(rating) of 5 stars""#)
                    writer.line("setNeedsDisplay()")
                }
            }
            writer.line()
            writer.block("override init(frame: CGRect)") {
                writer.line("super.init(frame: frame)")
                writer.line("isAccessibilityElement = true")
                writer.line("accessibilityLabel = NSLocalizedString(\"Rating\", comment: \"\")")
                writer.line("accessibilityTraits = .adjustable")
            }
            writer.line()
            writer.block("required init?(coder: NSCoder)") {
                writer.line("fatalError(\"init(coder:) has not been implemented\")")
            }
            if hasAdjustments {
                writer.line()
                writer.block("override func accessibilityIncrement()") {
                    writer.line("rating = min(rating + 1, 5)")
                    writer.line("sendActions(for: .valueChanged)")
                }
                writer.line()
                writer.block("override func accessibilityDecrement()") {
                    writer.line("rating = max(rating - 1, 1)")
                    writer.line("sendActions(for: .valueChanged)")
                }
            }
            writer.line()
            writer.block("override func draw(_ rect: CGRect)") {
                writer.line("let starWidth = rect.width / 5")
                writer.block("for index in 0..<5") {
                    writer.line(
                        "let frame = CGRect(x: CGFloat(index) * starWidth, y: 0, width: starWidth, height: rect.height)"
                    )
                    writer.line("let symbol = index < rating ? \"star.fill\" : \"star\"")
                    writer.line("UIImage(systemName: symbol)?.draw(in: frame.insetBy(dx: 4, dy: 4))")
                }
            }
        }
    }
}

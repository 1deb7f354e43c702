/// SwiftUI screens: a navigation stack around a list or scroll view, one computed property per
/// section, modifiers chained as people write them.
extension ProjectGenerator {
    func writeSwiftUIView(_ writer: CodeWriter, typeName: String, feature: String, entity: String, targetLines: Int) {
        let names = NameBook()
        let usesList = random.chance(0.5)
        let observesModel = random.chance(0.5)
        let sectionNames = (0..<max(1, min(12, (targetLines - 50) / 45))).map { _ in
            names.unique(
                random.pick([
                    "summary", "details", "actions", "preferences", "recent", "featured", "filters", "account",
                ])) + "Section"
        }
        writer.line("import SwiftUI")
        writer.line()
        writer.line("/// \(feature): \(random.pick(Vocabulary.bodyTexts).lowercased()).")
        writer.block("struct \(typeName): View") {
            writer.line(
                observesModel
                    ? "@ObservedObject var model: \(feature)ViewModel"
                    : "@StateObject private var model = \(feature)ViewModel()")
            writer.line("@State private var isShowingEditor = false")
            writer.line("@State private var searchText = \"\"")
            writer.line("@Environment(\\.dismiss) private var dismiss")
            writer.line()
            writer.block("var body: some View") {
                writer.block("NavigationStack") {
                    writer.block(usesList ? "List" : "ScrollView") {
                        let stack = usesList ? nil : "VStack(alignment: .leading, spacing: 24)"
                        if let stack {
                            writer.block(stack) {
                                for name in sectionNames { writer.line(name) }
                            }
                            writer.line(".padding()")
                        } else {
                            for name in sectionNames { writer.line(name) }
                        }
                    }
                    writer.line(".navigationTitle(\"\(feature)\")")
                    if random.chance(0.4) { writer.line(".searchable(text: $searchText)") }
                    writer.block(".toolbar") {
                        writer.block("ToolbarItem(placement: .primaryAction)") {
                            writeIconButton(writer)
                        }
                    }
                    writer.block(".task") {
                        writer.line("await model.load()")
                    }
                    writer.block(".refreshable") {
                        writer.line("await model.reload()")
                    }
                    writer.block(".sheet(isPresented: $isShowingEditor)") {
                        writer.line("\(entity)EditorSheet(model: model)")
                    }
                }
            }
            for section in sectionNames {
                writer.line()
                writer.block("private var \(section): some View") {
                    let opener =
                        usesList
                        ? "Section(\"\(random.pick(Vocabulary.headings))\")"
                        : random.pick([
                            "VStack(alignment: .leading, spacing: 12)", "VStack(spacing: 16)", "HStack(spacing: 12)",
                        ])
                    writer.block(opener) {
                        for _ in 0..<random.int(in: 2...5) { writeSwiftUIElement(writer, entity: entity) }
                    }
                }
            }
            writer.line()
            writeRow(writer, entity: entity)
            let trailingLines = 12
            while writer.lineCount < targetLines - trailingLines {
                writeLogicMethod(writer, entity: entity, names: names)
            }
        }
        if random.chance(0.3) {
            writer.line()
            writer.line("/// A count over an icon, as tab bars show unread items.")
            writer.block("private struct \(typeName)Badge: View") {
                writer.line("let count: Int")
                writer.line()
                writer.block("var body: some View") {
                    writer.block("ZStack(alignment: .topTrailing)") {
                        writer.line("Image(systemName: \"bell\")")
                        writer.block("if count > 0") {
                            writer.line("Text(\"\\(count)\")")
                            writer.line("    .font(.caption2)")
                            writer.line("    .padding(4)")
                            writer.line("    .background(Circle().fill(.red))")
                        }
                    }
                    writer.line(".accessibilityElement(children: .ignore)")
                    writer.line(".accessibilityLabel(\"Notifications\")")
                    writer.line(".accessibilityValue(\"\\(count) unread\")")
                }
            }
        }
        writer.line()
        writer.block("#Preview") {
            writer.line("\(typeName)(\(observesModel ? "model: \(feature)ViewModel()" : ""))")
        }
    }

    private func writeSwiftUIElement(_ writer: CodeWriter, entity: String) {
        switch random.int(in: 0...22) {
        case 0...2: writeIconButton(writer)
        case 3, 4: writeTextButton(writer)
        case 5, 6: writeImage(writer)
        case 7, 8: writeToggle(writer)
        case 9: writeSlider(writer)
        case 10, 11: writeTextField(writer)
        case 12: writeStepper(writer)
        case 13: writeDatePicker(writer)
        case 14, 15: writeHeading(writer)
        case 16...18: writeBodyText(writer)
        case 19: writeTapRow(writer)
        case 20, 21:
            writer.closure("ForEach(model.items) { item in") {
                writer.line("row(for: item)")
            }
        default:
            writer.chain(
                "if #available(iOS 17.0, *) {",
                {
                    writer.line("ContentUnavailableView(\"No \(entity.lowercased())s\", systemImage: \"tray\")")
                },
                (
                    "else",
                    {
                        writer.line("Label(\"No \(entity.lowercased())s\", systemImage: \"tray\")")
                        writer.line("    .font(.headline)")
                    }
                ))
        }
    }

    private func writeIconButton(_ writer: CodeWriter) {
        let icon = random.pick(Vocabulary.icons)
        switch random.int(in: 0...9) {
        case 0...1:
            writer.line("Button(\"\(icon.label)\", systemImage: \"\(icon.symbol)\") { model.\(icon.action)() }")
            writer.line("    .labelStyle(.iconOnly)")
        case 2:
            writer.block("Button(action: model.\(icon.action))") {
                writer.line("Label(\"\(icon.label)\", systemImage: \"\(icon.symbol)\")")
            }
        default:
            writer.chain(
                "Button {",
                {
                    writer.line("model.\(icon.action)()")
                },
                (
                    "label:",
                    {
                        writer.line("Image(systemName: \"\(icon.symbol)\")")
                    }
                ))
            writer.lines(
                random.weighted([
                    (6, [".accessibilityLabel(\"\(icon.label)\")"]),
                    (2, []),
                    (1, [".accessibilityLabel(\"\(icon.label) button\")"]),
                    (1, [".accessibilityLabel(\"\(icon.label.lowercased())\")"]),
                ]))
        }
        writer.lines(
            random.weighted([
                (8, []),
                (2, [".accessibilityHint(\"\(random.pick(Vocabulary.hints))\")"]),
                (1, [".accessibilityHint(\"\(random.pick(Vocabulary.gestureHints))\")"]),
            ]))
    }

    private func writeTextButton(_ writer: CodeWriter) {
        let (title, other) = random.pick(Self.swiftUITitles)
        writer.line("Button(\"\(title)\") { model.submit() }")
        writer.line("    .buttonStyle(.\(random.pick(["borderedProminent", "bordered", "plain"])))")
        writer.lines(random.weighted([(9, []), (1, ["    .accessibilityLabel(\"\(other)\")"])]))
    }

    private static let swiftUITitles = [
        ("Continue", "Next"), ("Sign in", "Log in"), ("Place order", "Buy"), ("Try again", "Retry"), ("Save", "Store"),
        ("Follow", "Subscribe"), ("Done", "Finish"), ("Book now", "Reserve"),
    ]

    private func writeImage(_ writer: CodeWriter) {
        let asset = random.pick(Vocabulary.assetImages)
        let description = asset.split(separator: "_").joined(separator: " ").capitalizedFirst
        let style = random.int(in: 0...8)
        writer.line(style == 0 || style == 1 ? "Image(decorative: \"\(asset)\")" : "Image(\"\(asset)\")")
        writer.line("    .resizable()")
        writer.line("    .scaledToFit()")
        writer.line("    .frame(maxHeight: \(random.pick([120, 160, 200, 240])))")
        switch style {
        case 2, 3, 4: writer.line("    .accessibilityLabel(\"\(description)\")")
        case 5, 6: writer.line("    .accessibilityHidden(true)")
        default: break
        }
    }

    private func writeToggle(_ writer: CodeWriter) {
        let control = random.pick(Vocabulary.controls)
        let binding = "$model.is\(control.name.capitalizedFirst)Enabled"
        writer.lines(
            random.weighted([
                (4, ["Toggle(\"\(control.label)\", isOn: \(binding))"]),
                (
                    2,
                    [
                        "Toggle(isOn: \(binding)) {", "    Text(\"\(control.label)\")",
                        "    Text(\"\(random.pick(Vocabulary.bodyTexts))\")", "        .font(.caption)", "}",
                    ]
                ),
                (1, ["Toggle(\"\", isOn: \(binding))"]),
                (
                    1,
                    [
                        "Toggle(\"\", isOn: \(binding))", "    .labelsHidden()",
                        "    .accessibilityLabel(\"\(control.label)\")",
                    ]
                ),
            ]))
        writer.line("    .tint(.accentColor)")
    }

    private func writeSlider(_ writer: CodeWriter) {
        let control = random.pick(Vocabulary.controls)
        let binding = "$model.\(control.name)"
        writer.lines(
            random.weighted([
                (3, ["Slider(value: \(binding), in: 0...1) {", "    Text(\"\(control.label)\")", "}"]),
                (
                    2,
                    [
                        "Slider(value: \(binding), in: 0...1)", "    .accessibilityLabel(\"\(control.label)\")",
                        #"    .accessibilityValue("\(Int(model.\#(control.name) * 100)) percent")"#,
                    ]
                ),
                (2, ["Slider(value: \(binding), in: 0...1)"]),
            ]))
    }

    private func writeTextField(_ writer: CodeWriter) {
        let control = random.pick(Vocabulary.controls)
        writer.lines(
            random.weighted([
                (5, ["TextField(\"\(control.label)\", text: $model.\(control.name)Text)"]),
                (1, ["TextField(\"\", text: $model.\(control.name)Text)"]),
                (1, ["SecureField(\"\(control.label)\", text: $model.\(control.name)Text)"]),
            ]))
        writer.line("    .textFieldStyle(.roundedBorder)")
        writer.line("    .textInputAutocapitalization(.never)")
        writer.line("    .submitLabel(.\(random.pick(["next", "done", "search"])))")
    }

    private func writeStepper(_ writer: CodeWriter) {
        let control = random.pick(Vocabulary.controls)
        writer.line(
            #"Stepper("\#(control.label): \(model.\#(control.name)Count)", value: $model.\#(control.name)Count, in: 1...\#(random.pick([5, 10, 20])))"#
        )
    }

    private func writeDatePicker(_ writer: CodeWriter) {
        writer.lines(
            random.weighted([
                (
                    3,
                    [
                        "DatePicker(\"Reminder time\", selection: $model.reminderDate, displayedComponents: .hourAndMinute)"
                    ]
                ),
                (1, ["DatePicker(\"\", selection: $model.reminderDate)", "    .labelsHidden()"]),
            ]))
    }

    private func writeHeading(_ writer: CodeWriter) {
        writer.line("Text(\"\(random.pick(Vocabulary.headings))\")")
        writer.lines(
            random.weighted([
                (4, ["    .font(.title2)", "    .bold()", "    .accessibilityAddTraits(.isHeader)"]),
                (2, ["    .font(.largeTitle)", "    .accessibilityAddTraits(.isHeader)"]),
                (2, ["    .font(.title2)"]),
                (1, ["    .font(.system(size: 24, weight: .bold))"]),
            ]))
    }

    private func writeBodyText(_ writer: CodeWriter) {
        writer.line("Text(\"\(random.pick(Vocabulary.bodyTexts))\")")
        writer.lines(
            random.weighted([
                (4, ["    .font(.\(random.pick(["body", "subheadline", "footnote", "callout"])))"]),
                (2, ["    .font(.custom(\"Avenir Next\", size: 15, relativeTo: .body))"]),
                (2, ["    .font(.system(size: \(random.pick([11, 13, 15, 17]))))"]),
            ]))
        writer.line("    .foregroundStyle(.secondary)")
    }

    private func writeTapRow(_ writer: CodeWriter) {
        let icon = random.pick(Vocabulary.icons)
        writer.block("HStack") {
            writer.line("Image(systemName: \"\(icon.symbol)\")")
            writer.line("    .foregroundStyle(.tint)")
            writer.line("Text(\"\(icon.label)\")")
            writer.line("Spacer()")
            writer.line("Image(systemName: \"chevron.right\")")
            writer.line("    .foregroundStyle(.tertiary)")
        }
        writer.line(".contentShape(Rectangle())")
        writer.block(".onTapGesture") {
            writer.line("model.\(icon.action)()")
        }
        writer.lines(
            random.weighted([
                (3, [".accessibilityElement(children: .combine)", ".accessibilityAddTraits(.isButton)"]),
                (2, [".accessibilityElement(children: .combine)"]),
            ]))
    }

    /// The row every list uses: one element for VoiceOver, the thumbnail hidden.
    private func writeRow(_ writer: CodeWriter, entity: String) {
        writer.block("private func row(for item: \(entity)) -> some View") {
            writer.block("HStack(spacing: 12)") {
                writer.chain(
                    "AsyncImage(url: item.imageURL) { image in",
                    {
                        writer.line("image.resizable().scaledToFill()")
                    },
                    (
                        "placeholder:",
                        {
                            writer.line("ProgressView()")
                        }
                    ))
                writer.line(".frame(width: 44, height: 44)")
                writer.line(".clipShape(RoundedRectangle(cornerRadius: 8))")
                writer.line(".accessibilityHidden(true)")
                writer.block("VStack(alignment: .leading, spacing: 4)") {
                    writer.line("Text(item.title)")
                    writer.line("    .font(.headline)")
                    writer.line("Text(item.subtitle)")
                    writer.line("    .font(.subheadline)")
                    writer.line("    .foregroundStyle(.secondary)")
                }
                writer.line("Spacer()")
                writer.block("if item.isFavorite") {
                    writer.line("Image(systemName: \"heart.fill\")")
                    writer.line("    .foregroundStyle(.pink)")
                    writer.line("    .accessibilityLabel(\"Favorite\")")
                }
            }
            writer.line(".accessibilityElement(children: .combine)")
            writer.lines(swiftUIBehaviourModifiers())
        }
    }
}

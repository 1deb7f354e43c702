import Foundation
import RotorKit

/// Reads iOS Interface Builder files: each scene of a `.storyboard` and each top-level view of a
/// `.xib` becomes one `Screen`, every element pointing at the line and column of its XML element.
///
/// Frames are made screen-relative by adding each superview's origin; colours, fonts and
/// accessibility settings are read as UIKit would apply them in the light appearance. macOS files
/// are not errors: they come back with a note saying they were skipped.
public enum InterfaceBuilderImporter {
    static let documentTypePrefix = "com.apple.InterfaceBuilder3."

    /// Whether `text` (starting at its first `<`) is an Interface Builder document.
    static func isDocument(_ text: Substring) -> Bool {
        guard CaptureFormat.rootElementName(of: text) == "document" else { return false }
        // The root's attributes come within the first few hundred characters of every IB file.
        return text.prefix(2048).contains("type=\"\(documentTypePrefix)")
    }

    public static func importFile(from input: InputText) throws(ImportError) -> ImportedFile {
        let document = try XMLTree.parse(input)
        guard document.name == "document", let type = document["type"], type.hasPrefix(documentTypePrefix) else {
            throw ImportError(
                file: input.name, position: "\(document.line)",
                message:
                    "not an Interface Builder document: the root element is <\(document.name)>, expected <document type=\"\(documentTypePrefix)…\">"
            )
        }
        let runtime = document["targetRuntime"]
        let isIOS = runtime.map { $0 == "iOS.CocoaTouch" } ?? type.contains(".CocoaTouch.")
        guard isIOS else {
            return ImportedFile(
                screens: [],
                skipNote: "\(input.name): skipped: an Interface Builder file for \(runtime ?? "macOS") "
                    + "(Rotor checks iOS files, targetRuntime=\"iOS.CocoaTouch\")")
        }
        let colors = ColorResolver(document: document)
        let lines = input.text.split(separator: "\n", omittingEmptySubsequences: false)
        if let scenes = document.child(named: "scenes") {
            let flow = StoryboardFlow(document: document, name: documentName(of: input.name))
            var screens: [ImportedScreen] = []
            for scene in scenes.children where scene.name == "scene" {
                if let screen = try importScene(scene, file: input.name, colors: colors, lines: lines, flow: flow) {
                    screens.append(screen)
                }
            }
            return ImportedFile(screens: screens, storyboard: flow.map)
        }
        guard let objects = document.child(named: "objects") else {
            throw ImportError(
                file: input.name, position: "\(document.line)",
                message: "Interface Builder document holds neither <scenes> nor <objects>")
        }
        // A xib's File's Owner is the object that loads it; its class owns the outlets it declares.
        let owner = objects.children.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
        let ownerClasses =
            owner.flatMap { owner in owner["id"].flatMap { id in owner["customClass"]?.nonBlank.map { [id: $0] } } }
            ?? [:]
        let ownerOutlets =
            owner.map { InterfaceBuilderOutlet.outlets(in: $0, ownerClassOfPlaceholder: ownerClasses) } ?? []
        let ownersView = ownerOutlets.first { $0.property == "view" }?.objectID
        var screens: [ImportedScreen] = []
        for view in objects.children where ViewTreeBuilder.isView(view) {
            let names = [view["customClass"], view["id"]].compactMap { $0?.nonBlank }
            var builder = ViewTreeBuilder(file: input.name, colors: colors, lines: lines)
            // A view controller's own view may be a screen, shown by code; any other top-level view
            // (a cell, a header, a custom view) is part of a screen.
            let isEmbedded = view["id"] == nil || view["id"] != ownersView
            var screen = try builder.screen(
                root: view, controller: nil, title: nil, names: names, isEmbedded: isEmbedded)
            screen.outlets = ownerOutlets + InterfaceBuilderOutlet.outlets(in: view)
            screens.append(screen)
        }
        return ImportedFile(screens: screens, filesOwnerClass: owner?["customClass"]?.nonBlank)
    }

    /// One storyboard scene: its view controller's view (or, for container controllers such as a
    /// navigation controller, the bars it declares). Nil for a scene with no view controller.
    private static func importScene(
        _ scene: XMLNode, file: String, colors: ColorResolver, lines: [Substring],
        flow: StoryboardFlow
    ) throws(ImportError) -> ImportedScreen? {
        guard let controller = scene.child(named: "objects")?.children.first(where: { $0.name.hasSuffix("Controller") })
        else {
            return nil
        }
        let navigationItem = controller.children.first { $0.name == "navigationItem" }
        let title =
            controller["title"]?.nonBlank ?? navigationItem?["title"]?.nonBlank
            ?? controller["storyboardIdentifier"]?.nonBlank
        let names = [
            title, controller["storyboardIdentifier"], controller["customClass"], controller["id"], scene["sceneID"],
        ]
        .compactMap { $0?.nonBlank }
        let root = controller.children.first { $0["key"] == "view" && ViewTreeBuilder.isView($0) } ?? controller
        var builder = ViewTreeBuilder(file: file, colors: colors, lines: lines)
        var screen = try builder.screen(
            root: root, controller: controller, title: title, names: names,
            isEmbedded: flow.isEmbedded(controller))
        screen.outlets = InterfaceBuilderOutlet.outlets(in: controller)
        screen.controllerClass = controller["customClass"]?.nonBlank
        screen.controllerID = controller["id"]
        return screen
    }

    /// What code and storyboard references call a storyboard or a xib (`UIStoryboard(name:)`,
    /// `UINib(nibName:)`): its file name without extension.
    public static func documentName(of path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".storyboard", ".xib"] where file.hasSuffix(suffix) {
            return String(file.dropLast(suffix.count))
        }
        return file
    }

    /// An activity indicator that does not start animating and hides when stopped (Interface
    /// Builder writes `hidesWhenStopped="YES"` when the box is ticked) is hidden until code starts it.
    static func isStoppedSpinner(_ node: XMLNode) -> Bool {
        node.name == "activityIndicatorView" && node["animating"] != "YES" && node["hidesWhenStopped"] == "YES"
    }
}

/// Resolves `<color>` elements: components in any colour space, system colour names and the
/// document's `<namedColor>` and `<systemColor>` resources.
struct ColorResolver {
    private var named: [String: Color] = [:]
    private var system: [String: Color] = [:]

    init(document: XMLNode) {
        isDark = document.child(named: "device")?["appearance"] == "dark"
        for resource in document.child(named: "resources")?.children ?? [] {
            guard let name = resource["name"], let colorNode = resource.child(named: "color") else { continue }
            let components = Self.components(of: colorNode)
            if resource.name == "namedColor" { named[name] = components }
            if resource.name == "systemColor" { system[name] = components }
        }
    }

    /// Whether colours are read as the dark appearance shows them: system colours take Apple's dark
    /// values (the document's resources hold only the light ones); other colours stay as they are.
    /// The document's device says which appearance Interface Builder shows.
    var isDark: Bool

    func color(_ node: XMLNode) -> Color? {
        if let name = node["systemColor"] {
            return isDark ? systemColor(named: name) ?? system[name] : system[name] ?? systemColor(named: name)
        }
        if let name = node["cocoaTouchSystemColor"] { return systemColor(named: name) }
        if let name = node["name"] { return named[name] ?? systemColor(named: name) }
        return Self.components(of: node)
    }

    /// A system colour in the appearance read.
    func systemColor(named name: String) -> Color? {
        InterfaceBuilderTables.systemColor(named: name, dark: isDark)
    }

    /// `white=` (calibratedWhite, generic grey) or `red= green= blue=` (sRGB, calibratedRGB, P3 read
    /// as sRGB); nil when the components are missing or not numbers.
    private static func components(of node: XMLNode) -> Color? {
        let alpha = node["alpha"].flatMap(CaptureValues.number) ?? 1
        if let white = node["white"].flatMap(CaptureValues.number) {
            return Color(red: white, green: white, blue: white, alpha: alpha)
        }
        guard let red = node["red"].flatMap(CaptureValues.number),
            let green = node["green"].flatMap(CaptureValues.number),
            let blue = node["blue"].flatMap(CaptureValues.number)
        else { return nil }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}

/// Builds one screen's element tree from an Interface Builder view, iteratively (a pre-order walk
/// with an explicit stack into a `FlatElementTree`), so deep view hierarchies cannot overflow the stack.
private struct ViewTreeBuilder {
    let file: String
    var colors: ColorResolver
    /// The document's lines, to find where each start tag begins.
    let lines: [Substring]
    private var tree = FlatElementTree()
    private var elements: [Element] = []
    private var objectIDs: [Int: String] = [:]

    /// XML elements that hold views without being views themselves.
    static let viewContainers: Set<String> = ["subviews", "prototypes", "cells", "sections", "tableViewSection"]

    /// A known UIKit view, or any object with an id and a frame (custom or unknown classes).
    static func isView(_ node: XMLNode) -> Bool {
        InterfaceBuilderTables.viewKinds[node.name] != nil
            || (node["id"] != nil && node.children.contains { $0.name == "rect" && $0["key"] == "frame" })
    }

    init(file: String, colors: ColorResolver, lines: [Substring]) {
        self.file = file
        self.colors = colors
        self.lines = lines
    }

    private struct Pending {
        var node: XMLNode
        var parent: Int?
        var origin: (x: Double, y: Double)
        var tint: Color?
    }

    mutating func screen(
        root: XMLNode, controller: XMLNode?, title: String?, names: [String],
        isEmbedded: Bool
    ) throws(ImportError) -> ImportedScreen {
        var pending = [Pending(node: root, parent: nil, origin: (0, 0), tint: nil)]
        while let next = pending.popLast() {
            let built = try element(for: next.node, origin: next.origin, inheritedTint: next.tint)
            let tint = color(next.node, key: "tintColor") ?? next.tint
            let index = append(built, node: next.node, parent: next.parent)
            var items: [(index: Int, element: Element, node: XMLNode)] = []
            if next.parent == nil, let controller,
                let bar = navigationItemBar(of: controller, width: built.frame?.width ?? 0)
            {
                items += appendItems(bar, parent: index)
            }
            for (child, node) in synthesizedItems(of: next.node, frame: built.frame) {
                items.append((append(child, node: node, parent: index), child, node))
            }
            // A bar button item with a custom view is that view to VoiceOver (a spinner, a button).
            for item in items {
                guard let customView = Self.customView(of: item.node) else { continue }
                pending.append(
                    Pending(
                        node: customView, parent: item.index,
                        origin: item.element.frame.map { ($0.x, $0.y) } ?? next.origin, tint: tint))
            }
            let origin = built.frame.map { ($0.x, $0.y) } ?? next.origin
            let views = Self.viewChildren(of: next.node)
            pending.append(
                contentsOf: views.reversed().map { Pending(node: $0, parent: index, origin: origin, tint: tint) })
        }
        guard let rootElement = tree.assemble(elements) else {
            throw ImportError(file: file, position: "\(root.line)", message: "Interface Builder scene holds no view")
        }
        let screen = Screen(
            platform: .ios, size: rootElement.frame.map { Size(width: $0.width, height: $0.height) }, title: title,
            sourceFile: file, sourceFormat: .interfaceBuilder, isEmbedded: isEmbedded, root: rootElement)
        return ImportedScreen(screen: screen, names: names, objectIDs: paths(of: objectIDs))
    }

    @discardableResult
    private mutating func append(_ element: Element, node: XMLNode, parent: Int?) -> Int {
        let index = tree.append(parent: parent)
        elements.append(element)
        if let id = node["id"] { objectIDs[index] = id }
        return index
    }

    /// A synthesized element and the nodes its children come from, appended as one subtree; the
    /// items as appended.
    private mutating func appendItems(
        _ bar: (element: Element, node: XMLNode, items: [(Element, XMLNode)]),
        parent: Int
    ) -> [(index: Int, element: Element, node: XMLNode)] {
        let barIndex = append(bar.element, node: bar.node, parent: parent)
        return bar.items.map { item, node in (append(item, node: node, parent: barIndex), item, node) }
    }

    /// The view a bar button item shows instead of its title or image (`<… key="customView">`).
    static func customView(of item: XMLNode) -> XMLNode? {
        guard item.name == "barButtonItem" else { return nil }
        return item.children.first { $0["key"] == "customView" && isView($0) }
    }

    /// The views directly inside `node`, looking through containers such as `<subviews>` and
    /// `<prototypes>` but never into another view.
    static func viewChildren(of node: XMLNode) -> [XMLNode] {
        var found: [XMLNode] = []
        var stack = Array(node.children.reversed())
        while let child = stack.popLast() {
            if isView(child) {
                found.append(child)
            } else if viewContainers.contains(child.name) {
                stack.append(contentsOf: child.children.reversed())
            }
        }
        return found
    }

    /// Element paths of the nodes that have object ids, computed from parents without recursion.
    private func paths(of ids: [Int: String]) -> [ElementPath: String] {
        var pathOfNode: [ElementPath] = Array(repeating: ElementPath(), count: tree.count)
        for index in 0..<tree.count {
            for (position, child) in tree.children[index].enumerated() {
                pathOfNode[child] = pathOfNode[index].appending(position)
            }
        }
        return Dictionary(uniqueKeysWithValues: ids.map { (pathOfNode[$0.key], $0.value) })
    }

    // MARK: One view

    private func element(for node: XMLNode, origin: (x: Double, y: Double), inheritedTint: Color?) throws(ImportError)
        -> Element
    {
        let kind =
            node.name == "datePicker" && node["style"] == "inline"
            ? InterfaceBuilderTables.inlineDatePicker
            : InterfaceBuilderTables.viewKinds[node.name] ?? Self.genericKind(node.name)
        let accessibility = node.children.first {
            $0.name == "accessibility" && $0["key"] == "accessibilityConfiguration"
        }
        var element = Element(
            type: node["customClass"]?.nonBlank ?? kind.className,
            label: accessibility?["label"],
            hint: CaptureValues.present(accessibility?["hint"]),
            traits: traits(of: node, kind: kind, accessibility: accessibility),
            identifier: CaptureValues.present(accessibility?["identifier"]),
            frame: try frame(of: node, origin: origin),
            isAccessibilityElement: Self.isElement(accessibility) ?? kind.isElement,
            isHidden: node["hidden"] == "YES" || node["alpha"].flatMap(CaptureValues.number) == 0
                || InterfaceBuilderImporter.isStoppedSpinner(node),
            isEnabled: node["enabled"] != "NO",
            isUserInteractionEnabled: node["userInteractionEnabled"] != "NO",
            isSelected: node["selected"] == "YES",
            container: UIKitContainers.kinds[kind.className],
            backgroundColor: color(node, key: "backgroundColor"),
            source: location(of: node))
        readContent(of: node, into: &element, inheritedTint: inheritedTint)
        if kind.showsText { readFont(of: node, into: &element) }
        readOtherAppearance(of: node, into: &element, inheritedTint: inheritedTint)
        return element
    }

    /// The element's colours in the appearance Interface Builder does not show, where system colours
    /// make them differ.
    private func readOtherAppearance(of node: XMLNode, into element: inout Element, inheritedTint: Color?) {
        var other = self
        other.colors.isDark.toggle()
        var otherElement = element
        otherElement.backgroundColor = other.color(node, key: "backgroundColor")
        other.readContent(of: node, into: &otherElement, inheritedTint: inheritedTint)
        if otherElement.foregroundColor != element.foregroundColor {
            element.otherAppearanceForegroundColor = otherElement.foregroundColor
        }
        if otherElement.backgroundColor != element.backgroundColor {
            element.otherAppearanceBackgroundColor = otherElement.backgroundColor
        }
    }

    /// Objects Rotor has no entry for keep their own name as type and are read as plain views;
    /// controllers used as a scene's root become a container named after their UIKit class.
    private static func genericKind(_ name: String) -> InterfaceBuilderViewKind {
        let className = name.hasSuffix("Controller") ? "UI" + name.prefix(1).uppercased() + name.dropFirst() : name
        return InterfaceBuilderViewKind(className: className, traits: [], isElement: false)
    }

    /// `isElement` as an attribute or as `<bool key="isElement">`; nil when not stated.
    private static func isElement(_ accessibility: XMLNode?) -> Bool? {
        guard let accessibility else { return nil }
        if let value = accessibility["isElement"] { return value == "YES" }
        return accessibility.children.first { $0.name == "bool" && $0["key"] == "isElement" }.map {
            $0["value"] == "YES"
        }
    }

    private func traits(of node: XMLNode, kind: InterfaceBuilderViewKind, accessibility: XMLNode?) -> Set<
        AccessibilityTrait
    > {
        var traits = kind.traits
        if node.name == "textField", node.child(named: "textInputTraits")?["secureTextEntry"] == "YES" {
            traits = [.secureTextField]
        }
        if node.name == "textView", node["editable"] == "NO" { traits = [.staticText] }
        if let listed = accessibility?.children.first(where: { $0.name == "accessibilityTraits" }) {
            let publicTraits = Set(InterfaceBuilderTables.accessibilityTraits.values)
            let chosen = listed.attributes.compactMap { name, value in
                value == "YES" ? InterfaceBuilderTables.accessibilityTraits[name] : nil
            }
            traits = traits.subtracting(publicTraits).union(chosen)
        }
        return traits
    }

    /// `<rect key="frame">` moved from superview to screen coordinates; nil when there is none.
    private func frame(of node: XMLNode, origin: (x: Double, y: Double)) throws(ImportError) -> Rect? {
        guard let rect = node.children.first(where: { $0.name == "rect" && $0["key"] == "frame" }) else { return nil }
        var numbers: [Double] = []
        for attribute in ["x", "y", "width", "height"] {
            guard let text = rect[attribute] else {
                throw ImportError(
                    file: file, position: "\(rect.line)", message: "the frame of <\(node.name)> has no \(attribute)")
            }
            guard let number = CaptureValues.number(text) else {
                throw ImportError(
                    file: file, position: "\(rect.line)",
                    message: "the frame of <\(node.name)> has \(attribute)=\"\(text)\", which is not a number")
            }
            numbers.append(number)
        }
        return Rect(x: origin.x + numbers[0], y: origin.y + numbers[1], width: numbers[2], height: numbers[3])
    }

    /// Where the element's start tag begins. XMLParser reports the position after the tag, so the
    /// column is moved back to its `<` when the tag starts on the same line.
    private func location(of node: XMLNode) -> SourceLocation {
        guard lines.indices.contains(node.line - 1) else {
            return SourceLocation(file: file, line: node.line, column: node.column)
        }
        let line = lines[node.line - 1]
        let before = line.prefix(max(node.column - 1, 0))
        guard let start = before.range(of: "<" + node.name, options: .backwards)?.lowerBound else {
            return SourceLocation(file: file, line: node.line, column: node.column)
        }
        return SourceLocation(file: file, line: node.line, column: line.distance(from: line.startIndex, to: start) + 1)
    }

    private func color(_ node: XMLNode, key: String) -> Color? {
        node.children.first { $0.name == "color" && $0["key"] == key }.flatMap(colors.color)
    }

    /// Text, values and foreground colours, as each control shows them.
    private func readContent(of node: XMLNode, into element: inout Element, inheritedTint: Color?) {
        let plainColor = color(node, key: "textColor") ?? colors.systemColor(named: "label")
        let textColor: Color?
        if case .some(let attributed) = attributedColor(of: node) {
            textColor = attributed
        } else {
            textColor = plainColor
        }
        switch node.name {
        case "label":
            element.visibleText = CaptureValues.present(node["text"] ?? Self.attributedText(of: node))
            element.foregroundColor = textColor
        case "imageView":
            element.systemImage = Self.systemImage(of: node)
        case "button":
            readButton(node, into: &element, inheritedTint: inheritedTint)
        case "textField", "searchBar":
            element.value = CaptureValues.present(node["text"])
            element.placeholder = CaptureValues.present(node["placeholder"])
            if node.name == "textField" { element.foregroundColor = textColor }
        case "textView":
            let text = CaptureValues.present(
                node["text"] ?? node.children.first { $0.name == "string" && $0["key"] == "text" }?.text
                    ?? Self.attributedText(of: node))
            if element.traits.contains(.staticText) { element.visibleText = text } else { element.value = text }
            element.foregroundColor = textColor
        case "switch":
            element.value = node["on"] == "YES" ? "1" : "0"
        case "slider", "progressView":
            let value = node[node.name == "slider" ? "value" : "progress"].flatMap(CaptureValues.number) ?? 0
            let minimum = node["minValue"].flatMap(CaptureValues.number) ?? 0
            let maximum = node["maxValue"].flatMap(CaptureValues.number) ?? 1
            let fraction = maximum > minimum ? (value - minimum) / (maximum - minimum) : 0
            element.value = "\(Int((min(max(fraction, 0), 1) * 100).rounded()))%"
        case "stepper":
            // Interface Builder leaves out a value of 0, the default.
            element.value = String(format: "%g", node["value"].flatMap(CaptureValues.number) ?? 0)
        case "pageControl":
            let pages = node["numberOfPages"].flatMap { Int($0) } ?? 1
            let current = node["currentPage"].flatMap { Int($0) } ?? 0
            element.value = "page \(current + 1) of \(pages)"
        default:
            break
        }
    }

    /// The title and colour of the state the button is in (selected, disabled, else normal), from
    /// `<state>` or an iOS 15 `<buttonConfiguration>`. An image without a title gives no name:
    /// UIKit speaks no image name reliably, so the button needs an accessibility label.
    private func readButton(_ node: XMLNode, into element: inout Element, inheritedTint: Color?) {
        let states = node.children.filter { $0.name == "state" }
        func state(_ key: String) -> XMLNode? { states.first { $0["key"] == key } }
        let current =
            (node["selected"] == "YES" ? state("selected") : nil) ?? (node["enabled"] == "NO" ? state("disabled") : nil)
        let normal = state("normal")
        let configuration = node.children.first { $0.name == "buttonConfiguration" }
        let title =
            current?["title"] ?? normal?["title"] ?? configuration?["title"]
            ?? (current ?? normal).flatMap(Self.attributedText)
        element.visibleText = CaptureValues.present(title)
        // The image shown is the state's, else the normal state's, else the configuration's.
        element.systemImage = [current, normal, configuration].lazy.compactMap { $0 }.first { $0["image"] != nil }
            .flatMap(Self.systemImage)
        // UIButton's system types draw a glyph that UIKit names for VoiceOver (an ✕ is "Close").
        if let name = node["buttonType"].flatMap({ Self.systemButtonNames[$0] }), element.label == nil,
            element.visibleText == nil
        {
            element.label = name
        }
        let tint = color(node, key: "tintColor") ?? inheritedTint ?? colors.systemColor(named: "systemBlue")
        let titleColor =
            (current ?? normal).flatMap { color($0, key: "titleColor") }
            ?? normal.flatMap { color($0, key: "titleColor") }
        // A custom button and a filled configuration draw white titles by default (the filled one on
        // its tint); every other button draws in its tint.
        let isCustom = node["buttonType"] == "custom" && configuration == nil
        let isFilled = configuration?["style"] == "filled"
        // A configuration draws the button itself: its base colours (and its background
        // configuration's colour) win over the button's title colour and background.
        let configured = configuration.map(configurationColors)
        if let background = configured?.background {
            element.backgroundColor = background
        } else if isFilled, element.backgroundColor == nil {
            element.backgroundColor = tint
        }
        element.foregroundColor =
            configured?.foreground ?? titleColor
            ?? (isCustom || isFilled ? colors.systemColor(named: "white") : tint)
    }

    /// A `<buttonConfiguration>`'s own colours: `baseForegroundColor`, and the background
    /// configuration's `backgroundColor` or else `baseBackgroundColor`.
    private func configurationColors(_ configuration: XMLNode) -> (foreground: Color?, background: Color?) {
        let background =
            configuration.children.first { $0.name == "backgroundConfiguration" }
            .flatMap { color($0, key: "backgroundColor") } ?? color(configuration, key: "baseBackgroundColor")
        return (color(configuration, key: "baseForegroundColor"), background)
    }

    /// The colour attributed text is drawn in, which wins over `textColor`: `.some(colour)` when its
    /// fragments share one `NSColor`, `.some(nil)` when they differ (so contrast is not guessed),
    /// nil when there is no attributed text or it sets no colour (UIKit then uses `textColor`).
    private func attributedColor(of node: XMLNode) -> Color?? {
        guard let attributed = node.children.first(where: { $0.name == "attributedString" }) else { return nil }
        let fragmentColors = attributed.children.filter { $0.name == "fragment" }.map { fragment in
            fragment.child(named: "attributes")?.children.first { $0.name == "color" && $0["key"] == "NSColor" }
                .flatMap(colors.color)
        }
        guard fragmentColors.contains(where: { $0 != nil }) else { return nil }
        guard let first = fragmentColors.first, let shared = first, fragmentColors.allSatisfy({ $0 == shared }) else {
            return .some(nil)
        }
        return shared
    }

    /// The SF Symbol an element, state or configuration draws: `image="trash" catalog="system"`.
    /// The names UIKit gives the glyphs of UIButton's system types (`UIButton.ButtonType`).
    private static let systemButtonNames: [String: String] = [
        "close": "Close", "infoLight": "More Info", "infoDark": "More Info", "detailDisclosure": "More Info",
        "contactAdd": "Add",
    ]

    private static func systemImage(of node: XMLNode) -> String? {
        node["catalog"] == "system" ? node["image"]?.nonBlank : nil
    }

    private static func attributedText(of node: XMLNode) -> String? {
        guard let attributed = node.children.first(where: { $0.name == "attributedString" }) else { return nil }
        let text = attributed.children.filter { $0.name == "fragment" }.compactMap {
            $0["content"] ?? $0.child(named: "string")?.text
        }.joined()
        return text.isEmpty ? nil : text
    }

    /// Size, weight and whether the text follows the reader's text size: only a text style that
    /// adjusts for the content size category does.
    private func readFont(of node: XMLNode, into element: inout Element) {
        guard let font = node.children.first(where: { $0.name == "fontDescription" }) else { return }
        if let style = font["style"], let known = InterfaceBuilderTables.textStyles[style] {
            element.fontSize = known.size
            element.fontWeight = known.weight
            element.usesDynamicType = node["adjustsFontForContentSizeCategory"] == "YES"
            // `UICTFontTextStyleSubhead` → "Subhead", the name Interface Builder's font menu shows.
            element.textStyle = String(style.dropFirst("UICTFontTextStyle".count))
            return
        }
        let pointSize = font["pointSize"].flatMap(CaptureValues.number)
        // 0 pt is Interface Builder's "default font": a standard cell style's label gets the
        // system's own font, whose size and scaling the file does not say.
        if pointSize == 0 { return }
        element.fontSize = pointSize
        element.usesDynamicType = font["style"] == nil ? false : nil
        if font["type"] == "boldSystem" {
            element.fontWeight = .bold
        } else if let weight = font["weight"].flatMap(FontWeight.init(rawValue:)) {
            element.fontWeight = weight
        } else if let name = font["name"]?.lowercased() {
            element.fontWeight =
                FontWeight.allCases.reversed().first { name.hasSuffix($0.rawValue.lowercased()) } ?? .regular
        } else {
            element.fontWeight = .regular
        }
    }

    // MARK: Items drawn by bars and segmented controls

    /// Segments, toolbar and tab bar items, and a navigation bar's title and buttons, laid out
    /// side by side in the control's frame (Interface Builder stores no frame for them).
    private func synthesizedItems(of node: XMLNode, frame: Rect?) -> [(Element, XMLNode)] {
        switch node.name {
        case "segmentedControl":
            let segments = node.child(named: "segments")?.children.filter { $0.name == "segment" } ?? []
            let selected = node["selectedSegmentIndex"].flatMap { Int($0) } ?? 0
            return segments.enumerated().map { index, segment in
                var element = item(segment, kind: "segment", frame: slot(index, of: segments.count, in: frame))
                element.isSelected = index == selected
                return (element, segment)
            }
        case "toolbar", "tabBar":
            let items =
                node.child(named: "items")?.children.filter {
                    InterfaceBuilderTables.itemKinds[$0.name] != nil
                        && !["flexibleSpace", "fixedSpace"].contains($0["systemItem"] ?? "")
                } ?? []
            return items.enumerated().map { index, node in
                (item(node, kind: node.name, frame: slot(index, of: items.count, in: frame)), node)
            }
        case "navigationBar":
            guard
                let navigationItem = node.child(named: "items")?.children.first(where: { $0.name == "navigationItem" })
            else { return [] }
            return navigationBarContent(navigationItem, frame: frame)
        default:
            return []
        }
    }

    /// A view controller's own navigation item, shown in the navigation bar above its view.
    private func navigationItemBar(of controller: XMLNode, width: Double) -> (
        element: Element, node: XMLNode, items: [(Element, XMLNode)]
    )? {
        guard let navigationItem = controller.children.first(where: { $0.name == "navigationItem" }) else { return nil }
        let frame = Rect(x: 0, y: 0, width: width, height: 44)
        let content = navigationBarContent(navigationItem, frame: frame)
        guard !content.isEmpty else { return nil }
        let bar = Element(
            type: "UINavigationBar", frame: frame, container: .navigationBar, source: location(of: navigationItem))
        return (bar, navigationItem, content)
    }

    /// The title (a header) and the bar button items, leading items at the left, trailing at the right.
    private func navigationBarContent(_ navigationItem: XMLNode, frame: Rect?) -> [(Element, XMLNode)] {
        var content: [(Element, XMLNode)] = []
        let buttons = navigationItem.children.flatMap { child in
            child.name == "barButtonItem" ? [child] : child.children.filter { $0.name == "barButtonItem" }
        }
        let leading = buttons.filter { $0["key"]?.hasPrefix("left") ?? false || $0["key"] == "backBarButtonItem" }
        let trailing = buttons.filter { button in !leading.contains { $0 === button } }
        let barFrame = frame ?? Rect(x: 0, y: 0, width: 0, height: 44)
        for (index, button) in leading.enumerated() {
            content.append(
                (
                    item(
                        button, kind: "barButtonItem",
                        frame: Rect(x: barFrame.x + 8 + 44 * Double(index), y: barFrame.y, width: 44, height: 44)),
                    button
                ))
        }
        if let title = navigationItem["title"]?.nonBlank {
            let titleFrame = Rect(x: barFrame.midX - 100, y: barFrame.y + 11, width: 200, height: 22)
            content.append(
                (
                    Element(
                        type: "UILabel", label: title, traits: [.staticText, .header], frame: titleFrame,
                        isAccessibilityElement: true, visibleText: title, source: location(of: navigationItem)),
                    navigationItem
                ))
        }
        for (index, button) in trailing.enumerated() {
            content.append(
                (
                    item(
                        button, kind: "barButtonItem",
                        frame: Rect(x: barFrame.maxX - 52 - 44 * Double(index), y: barFrame.y, width: 44, height: 44)),
                    button
                ))
        }
        return content
    }

    private func item(_ node: XMLNode, kind name: String, frame: Rect?) -> Element {
        let kind =
            InterfaceBuilderTables.itemKinds[name]
            ?? InterfaceBuilderViewKind(className: name, traits: [.button], isElement: true)
        let accessibility = node.children.first {
            $0.name == "accessibility" && $0["key"] == "accessibilityConfiguration"
        }
        let title =
            CaptureValues.present(node["title"]) ?? node["systemItem"].flatMap(SystemNames.spokenName(ofBarButtonItem:))
        // An item with a custom view is not read itself: its view is, imported beneath it.
        let hasCustomView = Self.customView(of: node) != nil
        return Element(
            type: node["customClass"]?.nonBlank ?? kind.className,
            label: accessibility?["label"],
            hint: CaptureValues.present(accessibility?["hint"]),
            traits: hasCustomView ? [] : traits(of: node, kind: kind, accessibility: accessibility),
            identifier: CaptureValues.present(accessibility?["identifier"]),
            frame: frame,
            isAccessibilityElement: !hasCustomView && (Self.isElement(accessibility) ?? kind.isElement),
            isEnabled: node["enabled"] != "NO",
            visibleText: title,
            foregroundColor: color(node, key: "tintColor"),
            systemImage: Self.systemImage(of: node),
            source: location(of: node))
    }

    /// The `index`th of `count` equal slots across `frame`.
    private func slot(_ index: Int, of count: Int, in frame: Rect?) -> Rect? {
        guard let frame, count > 0 else { return nil }
        let width = frame.width / Double(count)
        return Rect(x: frame.x + width * Double(index), y: frame.y, width: width, height: frame.height)
    }
}

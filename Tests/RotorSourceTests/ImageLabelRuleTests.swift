import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

struct ImageLabelRuleTests {
    static let rule = ImageLabelRule()

    @Test func assetImageMessageNamesTheAssetAndTheDecorativeForm() throws {
        let finding = try #require(
            findings(
                of: Self.rule,
                in: """
                    struct Row: View {
                        var body: some View {
                            HStack { Image("icn_verified"); Text(name) }
                        }
                    }
                    """
            ).first)
        #expect(
            finding.message == "Add .accessibilityLabel(\"…\") with a localised description of what this image shows, "
                + "or use Image(decorative: \"icn_verified\") if it is only decoration: otherwise VoiceOver reads its asset name, "
                + "\"icn_verified\", as it is spelled, in every language (WCAG 1.1.1)")
        #expect(finding.severity == .error)
        #expect(finding.certainty == .violation)
        #expect(finding.location.line == 3 && finding.location.column == 18)
    }

    @Test func uiKitMessageUsesThePropertyNameOfALazyVarClosure() throws {
        let finding = try #require(
            findings(
                of: Self.rule,
                in: """
                    final class ProfileViewController: UIViewController {
                        private lazy var avatarView: UIImageView = {
                            let view = UIImageView()
                            view.isAccessibilityElement = true
                            return view
                        }()
                        override func viewDidLoad() { view.addSubview(avatarView) }
                    }
                    """
            ).first)
        #expect(
            finding.message == "Set avatarView.accessibilityLabel to what the image shows, or leave "
                + "isAccessibilityElement false if it is only decoration: VoiceOver stops on it and, with no label, says "
                + "only \"image\" (WCAG 1.1.1)")
        #expect(finding.location.line == 4)
    }

    @Test func uiKitLabelSetInAnExtensionOrOnThePropertyCounts() {
        #expect(
            findings(
                of: Self.rule,
                in: """
                    final class ProfileViewController: UIViewController {
                        private lazy var avatarView: UIImageView = {
                            let view = UIImageView()
                            view.isAccessibilityElement = true
                            return view
                        }()
                    }

                    extension ProfileViewController {
                        func configureAccessibility() {
                            self.avatarView.accessibilityLabel = user.name
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func uiKitEmptyOrNilLabelIsNoLabel() {
        #expect(
            findingLines(
                of: Self.rule,
                in: """
                    final class LogoViewController: UIViewController {
                        let logoView = UIImageView()
                        let badgeView = UIImageView()
                        func setUp() {
                            logoView.isAccessibilityElement = true
                            logoView.accessibilityLabel = ""
                            badgeView.isAccessibilityElement = true
                            badgeView.accessibilityLabel = nil
                            view.addSubview(logoView)
                            view.addSubview(badgeView)
                        }
                    }
                    """) == [5, 7])
    }

    @Test func uiKitReportsEachImageViewOnce() {
        #expect(
            findingLines(
                of: Self.rule,
                in: """
                    final class LogoViewController: UIViewController {
                        let logoView = UIImageView()
                        func setUp() { logoView.isAccessibilityElement = true }
                        func reset() { logoView.isAccessibilityElement = true }
                        func layOut() { view.addSubview(logoView) }
                    }
                    """) == [3])
    }

    @Test func otherViewsMadeElementsAreNotImages() {
        #expect(
            findings(
                of: Self.rule,
                in: """
                    final class CardViewController: UIViewController {
                        let cardView = UIView()
                        func setUp() {
                            cardView.isAccessibilityElement = true
                            isAccessibilityElement = true
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func anImageViewClassSettingItselfUpIsForReview() throws {
        let finding = try #require(
            findings(
                of: Self.rule,
                in: """
                    final class AvatarView: UIImageView {
                        override init(frame: CGRect) {
                            super.init(frame: frame)
                            isAccessibilityElement = true
                        }
                    }
                    """
            ).first)
        #expect(finding.certainty == .needsReview)
        #expect(finding.severity == .warning)
        #expect(
            finding.message.hasPrefix(
                "If no storyboard or other file labels it, set accessibilityLabel to what the image shows"))
    }

    @Test func imagesInsideIfConfigKeepTheirContainersLabel() {
        #expect(
            findings(
                of: Self.rule,
                in: """
                    struct Badge: View {
                        var body: some View {
                            HStack {
                                #if os(iOS)
                                Image("badge_ios")
                                #else
                                Image("badge_mac")
                                #endif
                                Text(title)
                            }
                            .accessibilityElement(children: .ignore)
                            .accessibilityLabel(title)
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func presentedContentStartsAfresh() {
        // The label on the presenting view does not name the sheet's image.
        #expect(
            findingLines(
                of: Self.rule,
                in: """
                    struct Screen: View {
                        var body: some View {
                            VStack { Text(title) }
                                .sheet(isPresented: $isShowing) {
                                    Image("onboarding_art")
                                }
                                .accessibilityLabel("Welcome")
                        }
                    }
                    """) == [5])
    }

    @Test func componentViewsAreJudgedByTheirUses() {
        let code = """
            struct Avatar: View {
                var body: some View {
                    Image(uiImage: image).clipShape(Circle())
                }
            }

            struct ProfileHeader: View {
                var body: some View {
                    HStack {
                        Avatar().accessibilityLabel("Profile photo")
                        Text(name)
                    }
                }
            }
            """
        #expect(findings(of: Self.rule, in: code).isEmpty)
        let unlabelled = code.replacingOccurrences(of: ".accessibilityLabel(\"Profile photo\")", with: "")
        #expect(findings(of: Self.rule, in: unlabelled).map(\.certainty) == [.violation])
    }

    @Test func helpersUsedOnlyInOtherFilesOrPreviewsAreForReview() throws {
        let finding = try #require(
            findings(
                of: Self.rule,
                in: """
                    struct Badge: View {
                        var body: some View {
                            Image("badge_new")
                        }
                    }

                    #Preview {
                        Badge()
                    }
                    """
            ).first)
        #expect(finding.certainty == .needsReview)
        #expect(finding.message.contains("unless every use of Badge(…) labels or hides it"))
    }

    @Test func helpersAreFollowedThroughOtherHelpers() {
        #expect(
            findingLines(
                of: Self.rule,
                in: """
                    struct Row: View {
                        var body: some View {
                            HStack { content }
                        }

                        private var content: some View {
                            icon
                        }

                        private var icon: some View {
                            Image("icn_star")
                        }
                    }
                    """) == [11])
    }

    @Test func previewsAndMenuLabelsAreQuiet() {
        #expect(
            findings(
                of: Self.rule,
                in: """
                    #Preview {
                        Image("preview_only")
                    }

                    struct Screen_Previews: PreviewProvider {
                        static var previews: some View {
                            Image("preview_only")
                        }
                    }

                    struct Screen: View {
                        var body: some View {
                            Menu { Button("Edit", action: edit) } label: { Image("icn_more") }
                                .accessibilityLabel("More")
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func symbolsAndPhraseNamedAssetsAreRead() {
        #expect(
            findings(
                of: Self.rule,
                in: """
                    struct Legend: View {
                        var body: some View {
                            VStack {
                                Image(systemName: "star.fill")
                                Image("Golden Gate Bridge")
                                Text("Rated \\(Image(systemName: "star"))")
                            }
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func imagesHandedToNonViewsAreLeftAlone() {
        #expect(
            findings(
                of: Self.rule,
                in: """
                    struct Share: View {
                        var body: some View {
                            ShareLink(item: url, preview: SharePreview("Photo", image: Image("preview")))
                            Rectangle().mask { Image("shape_mask") }
                        }
                    }
                    """
            ).isEmpty)
    }

    // MARK: Views nested in views

    /// `IconView` sits in `ItemView`, which is the label of a Button together with its text: the
    /// Button is one element named by that text, so the icon is no stop of its own.
    static let nestedInButton = """
        struct IconView: View {
            var body: some View {
                RoundedRectangle(cornerRadius: 8).overlay { Image(item.imageResource) }
            }
        }

        struct ItemView: View {
            var body: some View {
                VStack {
                    IconView(item: item)
                    Text(item.name)
                }
            }
        }

        struct GridView: View {
            var body: some View {
                ForEach(items) { item in
                    Button { open(item) } label: { ItemView(item: item) }
                }
                .draggable(item) { IconView(item: item) }
            }
        }
        """

    @Test func anImageNestedInViewsInAButtonWithTextIsNoStop() {
        #expect(findings(of: Self.rule, in: Self.nestedInButton).isEmpty)
        let withoutText = Self.nestedInButton.replacingOccurrences(of: "Text(item.name)", with: "Spacer()")
        #expect(findingLines(of: Self.rule, in: withoutText) == [3], "a button showing only the image is named by it")
    }

    @Test func aViewTypeAlsoShownOnItsOwnStaysReported() {
        let alsoAlone = Self.nestedInButton.replacingOccurrences(
            of: "ForEach(items)", with: "IconView(item: first)\n        ForEach(items)")
        #expect(findingLines(of: Self.rule, in: alsoAlone) == [3])
        let hostAlone = Self.nestedInButton.replacingOccurrences(
            of: "ForEach(items)", with: "ItemView(item: first)\n        ForEach(items)")
        #expect(findingLines(of: Self.rule, in: hostAlone) == [3], "its host is a stop, and it is one with it")
    }

    @Test func anImageInAHelperPropertyIsJudgedByTheTypeWhoseBodyShowsIt() {
        let code = """
            struct Checkbox: View {
                var body: some View {
                    Circle().overlay { checkmark }
                }

                private var checkmark: some View {
                    Image(.checkShape).resizable()
                }
            }

            struct OptionButton: View {
                var body: some View {
                    Button(action: action) {
                        HStack { Text(title); Spacer(); Checkbox(isSelected: isSelected) }
                    }
                }
            }
            """
        #expect(findings(of: Self.rule, in: code).isEmpty)
        let alsoAlone = code.replacingOccurrences(
            of: "Button(action: action) {", with: "Checkbox(isSelected: true)\n        Button(action: action) {")
        #expect(findingLines(of: Self.rule, in: alsoAlone) == [7])
    }

    /// Which views show text, and where a type is used, are known only once every file is.
    @Test func nestingIsFollowedAcrossFiles() throws {
        let linter = Linter(rules: [Self.rule])
        let icon = linter.lintIndexed(
            path: "IconView.swift",
            text: """
                struct IconView: View {
                    var body: some View {
                        ZStack { Color.gray; Image(uiImage: favicon) }
                    }
                }
                """)
        guard case .linted(let candidates) = icon.outcome else {
            Issue.record("does not parse")
            return
        }
        let finding = try #require(candidates.first)
        let condition = try #require(icon.conditions[finding])
        func index(_ others: String...) -> ProjectIndex {
            ProjectIndex(
                [icon.index]
                    + others.enumerated().map {
                        linter.lintIndexed(path: "F\($0.offset).swift", text: $0.element).index
                    })
        }
        let item = "struct ItemView: View { var body: some View { HStack { IconView(); Title() } } }"
        let title = "struct Title: View { var body: some View { Text(name).bold() } }"
        let button = "struct Row: View { var body: some View { NavigationLink(destination: Detail()) { ItemView() } } }"
        #expect(!index(item, title, button).holds(condition))
        #expect(index(item, button).holds(condition), "no text shown: the image names the link")
        #expect(index(item, title).holds(condition), "ItemView shown nowhere Rotor sees")
    }

    /// A reusable component shows the image it is handed (built in its own initializer, or loaded
    /// in its body): what the image shows is known where the component is used, and a use as a
    /// Label's icon, even through `self.init` in an extension of Label, names it.
    @Test func aComponentsImageIsJudgedWhereItIsUsed() throws {
        let linter = Linter(rules: [Self.rule])
        let component = linter.lintIndexed(
            path: "RemoteImage.swift",
            text: """
                struct RemoteImage<Content: View>: View {
                    private let content: (UIImage) -> Content
                    @State private var loaded: UIImage?

                    var body: some View {
                        if let loaded { content(loaded) } else { ProgressView() }
                    }
                }

                extension RemoteImage where Content == Image {
                    init(url: URL?) {
                        self.init(content: { Image(uiImage: $0) })
                    }
                }

                struct AvatarImage: View {
                    let avatar: UIImage
                    var body: some View {
                        Image(uiImage: avatar).clipShape(Circle())
                    }
                }
                """)
        guard case .linted(let candidates) = component.outcome else {
            Issue.record("does not parse")
            return
        }
        #expect(candidates.map(\.location.line) == [12, 19])
        let handed = try #require(component.conditions[candidates[0]])
        let avatar = try #require(component.conditions[candidates[1]])
        func index(_ others: String...) -> ProjectIndex {
            ProjectIndex(
                [component.index]
                    + others.enumerated().map {
                        linter.lintIndexed(path: "F\($0.offset).swift", text: $0.element).index
                    })
        }
        let labelled = """
            struct Header: View {
                var body: some View {
                    VStack {
                        RemoteImage(url: banner).accessibilityHidden(true)
                        Label { Text(name) } icon: { AvatarImage(avatar: photo) }
                    }
                }
            }
            extension Label where Title == Text, Icon == AvatarImage {
                init(_ person: Person) {
                    self.init { Text(person.name) } icon: { AvatarImage(avatar: person.photo) }
                }
            }
            """
        #expect(!index(labelled).holds(handed) && !index(labelled).holds(avatar), "every use names or hides it")
        let unnamed =
            "struct Gallery: View { var body: some View { VStack { RemoteImage(url: first); AvatarImage(avatar: photo) } } }"
        #expect(
            index(labelled, unnamed).holds(handed) && index(labelled, unnamed).holds(avatar), "a use leaves it unnamed")
    }
}

import Testing
import RotorKit
@testable import RotorSource
import RotorTestSupport

struct ImageLabelRuleTests {
    static let rule = ImageLabelRule()

    @Test func assetImageMessageNamesTheAssetAndTheDecorativeForm() throws {
        let finding = try #require(findings(of: Self.rule, in: """
            struct Row: View {
                var body: some View {
                    HStack { Image("icn_verified"); Text(name) }
                }
            }
            """).first)
        #expect(finding.message == "Add .accessibilityLabel(\"…\") that says what this image shows, or use "
            + "Image(decorative: \"icn_verified\") if it is only decoration: otherwise VoiceOver reads its asset name "
            + "\"icn_verified\" (WCAG 1.1.1)")
        #expect(finding.severity == .error)
        #expect(finding.certainty == .violation)
        #expect(finding.location.line == 3 && finding.location.column == 18)
    }

    @Test func uiKitMessageUsesThePropertyNameOfALazyVarClosure() throws {
        let finding = try #require(findings(of: Self.rule, in: """
            final class ProfileViewController: UIViewController {
                private lazy var avatarView: UIImageView = {
                    let view = UIImageView()
                    view.isAccessibilityElement = true
                    return view
                }()
                override func viewDidLoad() { view.addSubview(avatarView) }
            }
            """).first)
        #expect(finding.message == "Set avatarView.accessibilityLabel to what the image shows, or leave "
            + "isAccessibilityElement false if it is only decoration: VoiceOver stops on it and, with no label, says "
            + "only \"image\" (WCAG 1.1.1)")
        #expect(finding.location.line == 4)
    }

    @Test func uiKitLabelSetInAnExtensionOrOnThePropertyCounts() {
        #expect(findings(of: Self.rule, in: """
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
            """).isEmpty)
    }

    @Test func uiKitEmptyOrNilLabelIsNoLabel() {
        #expect(findingLines(of: Self.rule, in: """
            final class LogoViewController: UIViewController {
                let logoView = UIImageView()
                let badgeView = UIImageView()
                func setUp() {
                    logoView.isAccessibilityElement = true
                    logoView.accessibilityLabel = ""
                    badgeView.isAccessibilityElement = true
                    badgeView.accessibilityLabel = nil
                }
            }
            """) == [5, 7])
    }

    @Test func uiKitReportsEachImageViewOnce() {
        #expect(findingLines(of: Self.rule, in: """
            final class LogoViewController: UIViewController {
                let logoView = UIImageView()
                func setUp() { logoView.isAccessibilityElement = true }
                func reset() { logoView.isAccessibilityElement = true }
            }
            """) == [3])
    }

    @Test func otherViewsMadeElementsAreNotImages() {
        #expect(findings(of: Self.rule, in: """
            final class CardViewController: UIViewController {
                let cardView = UIView()
                func setUp() {
                    cardView.isAccessibilityElement = true
                    isAccessibilityElement = true
                }
            }
            """).isEmpty)
    }

    @Test func anImageViewClassSettingItselfUpIsForReview() throws {
        let finding = try #require(findings(of: Self.rule, in: """
            final class AvatarView: UIImageView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                }
            }
            """).first)
        #expect(finding.certainty == .needsReview)
        #expect(finding.severity == .warning)
        #expect(finding.message.hasPrefix("If no storyboard or other file labels it, set accessibilityLabel to what the image shows"))
    }

    @Test func imagesInsideIfConfigKeepTheirContainersLabel() {
        #expect(findings(of: Self.rule, in: """
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
            """).isEmpty)
    }

    @Test func presentedContentStartsAfresh() {
        // The label on the presenting view does not name the sheet's image.
        #expect(findingLines(of: Self.rule, in: """
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
        let finding = try #require(findings(of: Self.rule, in: """
            struct Badge: View {
                var body: some View {
                    Image("badge_new")
                }
            }

            #Preview {
                Badge()
            }
            """).first)
        #expect(finding.certainty == .needsReview)
        #expect(finding.message.contains("unless every use of Badge(…) labels or hides it"))
    }

    @Test func helpersAreFollowedThroughOtherHelpers() {
        #expect(findingLines(of: Self.rule, in: """
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
        #expect(findings(of: Self.rule, in: """
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
            """).isEmpty)
    }

    @Test func symbolsAndPhraseNamedAssetsAreRead() {
        #expect(findings(of: Self.rule, in: """
            struct Legend: View {
                var body: some View {
                    VStack {
                        Image(systemName: "star.fill")
                        Image("Golden Gate Bridge")
                        Text("Rated \\(Image(systemName: "star"))")
                    }
                }
            }
            """).isEmpty)
    }

    @Test func imagesHandedToNonViewsAreLeftAlone() {
        #expect(findings(of: Self.rule, in: """
            struct Share: View {
                var body: some View {
                    ShareLink(item: url, preview: SharePreview("Photo", image: Image("preview")))
                    Rectangle().mask { Image("shape_mask") }
                }
            }
            """).isEmpty)
    }
}

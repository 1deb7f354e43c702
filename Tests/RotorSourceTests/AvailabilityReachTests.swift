import RotorKit
import Testing

@testable import RotorSource

/// Code only an older iOS than the app's deployment target runs is not judged: the `else` of
/// `#available`, the body of `#unavailable`, obsoleted and unavailable declarations.
struct AvailabilityReachTests {
    static func lines(_ code: String, deploymentTarget: String?) -> [Int] {
        let outcome = Linter(rules: [ImageLabelRule()]).lint(
            path: "Garden.swift", text: code, deploymentTarget: deploymentTarget.flatMap(OSVersion.init))
        guard case .linted(let findings) = outcome else { return [-1] }
        return findings.compactMap(\.location.line)
    }

    static let code = """
        import SwiftUI

        struct PlantIcon: View {
            var body: some View {
                if #available(iOS 14, *) {
                    Label("Plant", systemImage: "leaf")
                } else {
                    Image("icn_leaf_legacy")
                }
                if #available(iOS 17, *) {
                    Label("Sprout", systemImage: "leaf.fill")
                } else {
                    Image("icn_sprout")
                }
                if #unavailable(iOS 15.2) {
                    Image("icn_pot")
                }
            }
        }

        final class GardenController: UIViewController {
            private let rakeView = UIImageView(image: UIImage(named: "icn_rake"))

            override func viewDidLoad() {
                super.viewDidLoad(); view.addSubview(rakeView)
                guard #available(iOS 13, *) else {
                    rakeView.isAccessibilityElement = true
                    return
                }
            }
        }

        @available(iOS, introduced: 11, obsoleted: 14.5)
        struct OldBadge: View {
            var body: some View { Image("icn_badge") }
        }

        @available(iOS, deprecated: 13)
        struct DeprecatedBadge: View {
            var body: some View { Image("icn_deprecated") }
        }

        @available(*, unavailable)
        struct NeverBadge: View {
            var body: some View { Image("icn_never") }
        }
        """

    @Test func nothingIsDroppedWithoutADeploymentTarget() {
        #expect(Self.lines(Self.code, deploymentTarget: nil) == [8, 13, 16, 27, 35, 40])
    }

    @Test func codeForOlderVersionsThanTheDeploymentTargetIsNotJudged() {
        // iOS 15: the `else` for iOS < 14 and the `guard` for iOS < 13 never run, nor what iOS 14.5 obsoleted;
        // the `else` for iOS < 17 and the body for iOS < 15.2 do; deprecated code still runs.
        #expect(Self.lines(Self.code, deploymentTarget: "15") == [13, 16, 40])
        #expect(Self.lines(Self.code, deploymentTarget: "15.2") == [13, 40])
        #expect(Self.lines(Self.code, deploymentTarget: "14.4") == [13, 16, 35, 40])
    }

    @Test func anElseAfterSeveralConditionsMayRunOnAnyVersion() {
        let code = """
            import SwiftUI
            struct Row: View {
                let isWide: Bool
                var body: some View {
                    if #available(iOS 14, *), isWide {
                        Text("Wide")
                    } else {
                        Image("icn_row")
                    }
                }
            }
            """
        #expect(Self.lines(code, deploymentTarget: "16") == [8])
    }

    @Test func versionsCompareByComponent() throws {
        #expect(try #require(OSVersion("14.5")) > #require(OSVersion("14")))
        #expect(OSVersion("15.0") == OSVersion("15"))
        #expect(OSVersion("v14_5") == OSVersion("14.5"))
        #expect(OSVersion("$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)") == nil)
    }
}

import Foundation
import RotorKit
import RotorSource
import RotorTestSupport
import Testing

@testable import RotorPipeline

/// `projects/debug-menu-app`: an Xcode project whose Release configuration defines `RELEASE` in an
/// `.xcconfig` and whose Debug one defines `DEBUG` and `DEVELOPER_MENU`; a developer menu shown
/// only under `#if !RELEASE`, screens only it creates, a file wrapped in `#if !RELEASE`. Every
/// Swift file holds `role-in-label` findings.
struct DebugOnlyProjectTests {
    static let clinic = Repository.fixtures.appendingPathComponent("projects/debug-menu-app")

    @Test func theReleaseConfigurationsFlagsAreRead() {
        let root = Self.clinic.path
        let targets = ProjectTargets.read([root + "/Clinic.xcodeproj/project.pbxproj"])
        // Release: the target's `.xcconfig` and what it includes; Debug: the project's and the target's settings.
        #expect(
            targets.releaseConditions(for: root + "/Clinic/HomeViewController.swift")
                == ReleaseConditions(release: ["RELEASE"], others: ["DEBUG", "DEVELOPER_MENU"]))
        #expect(targets.releaseConditions(for: root + "/Elsewhere.swift") == .unknownProject)
    }

    @Test func compilationConditionsResolveInheritedLevels() {
        let levels: [[String: Any]] = [
            ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG"],
            [
                "SWIFT_ACTIVE_COMPILATION_CONDITIONS": ["$(inherited)", "STAGING"],
                "OTHER_SWIFT_FLAGS": "-DMOCKS -D \"LOGS\"",
            ],
            ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "BETA"],
        ]
        #expect(XcodeProjectReader.compilationConditions(levels) == ["BETA", "MOCKS", "LOGS"])
        #expect(
            XcodeProjectReader.compilationConditions(Array(levels.prefix(2))) == ["DEBUG", "STAGING", "MOCKS", "LOGS"])
    }

    @Test func aPackagesDefinesAreRead() {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Kit",
                targets: [
                    .target(
                        name: "Kit",
                        swiftSettings: [
                            .define("MOCKS", .when(configuration: .debug)),
                            .define("ANALYTICS"),
                            .define("PHONE_UI", .when(platforms: [.iOS])),
                        ])
                ])
            """
        #expect(
            PackageManifest.releaseConditions(in: manifest)
                == ReleaseConditions(release: ["ANALYTICS", "PHONE_UI"], others: ["DEBUG", "MOCKS"]))
    }

    @Test func findingsOnlyDebugBuildsReachAreReviewItemsThatSaySo() throws {
        let root = try ProjectTargetsTests.wholeProject(Self.clinic)
        let result = ProjectTargetsTests.lint(root)
        func located(_ certainty: FindingCertainty) -> [String] {
            result.findings.filter { $0.certainty == certainty }.map {
                ($0.location.file ?? "").replacingOccurrences(of: root.path + "/", with: "")
                    + ":\($0.location.line ?? 0)"
            }.sorted()
        }
        #expect(located(.violation) == ["Clinic/HomeViewController.swift:10", "Clinic/SettingsViewController.swift:9"])
        #expect(
            located(.needsReview) == [
                "Clinic/Developer/DeveloperMenuViewController.swift:10",
                "Clinic/Developer/FeatureFlagsViewController.swift:10",
                "Clinic/Developer/LogViewerViewController.swift:10",
                "Clinic/HomeViewController.swift:19", "Clinic/HomeViewController.swift:23",
            ])
        let review = result.findings.filter { $0.certainty == .needsReview }
        #expect(review.allSatisfy { $0.message.hasPrefix("Debug builds only (not in Release): Drop \"button\"") })
        #expect(review.allSatisfy { $0.severity == .warning && $0.message.hasSuffix("(WCAG 4.1.2)") })
    }
}

import Foundation
import RotorKit
import RotorSource
import RotorTestSupport
import Testing

@testable import RotorPipeline

/// Which targets build each file, read from the project: `projects/multi-platform-app` (an Xcode
/// project with iOS, watchOS, macOS and test targets, a macOS-only package and a malformed
/// project) and `projects/xcodegen-app` (an XcodeGen `project.yml`). Every Swift file there holds
/// one `role-in-label` finding, so the files reported are the files judged.
struct ProjectTargetsTests {
    static let garden = Repository.fixtures.appendingPathComponent("projects/multi-platform-app")
    static let reader = Repository.fixtures.appendingPathComponent("projects/xcodegen-app")

    /// The fixture copied to a folder of its own, with nothing above it marking a project: a whole-project lint.
    static func wholeProject(_ fixture: URL) throws -> URL {
        let folder = try temporaryFolder("rotor-targets")
        let copy = folder.appendingPathComponent(fixture.lastPathComponent)
        try FileManager.default.copyItem(at: fixture, to: copy)
        return copy
    }

    /// The files with findings, relative to `root`, sorted.
    static func reportedFiles(_ result: PipelineResult, root: URL) -> [String] {
        Set(result.findings.compactMap { $0.location.file?.replacingOccurrences(of: root.path + "/", with: "") })
            .sorted()
    }

    static func lint(_ root: URL, naming named: [String] = []) -> PipelineResult {
        let found = InputDiscovery(included: [], excluded: []).lintInputs(
            [root.path] + named.map { root.path + "/" + $0 })
        var pipeline = Pipeline(threads: 2)
        pipeline.knowsEveryUse = found.areWholeProjects
        return pipeline.run(found.inputs, projectFiles: found.projectFiles, named: found.named)
    }

    @Test func discoveryListsTheProjectFiles() {
        let found = InputDiscovery(included: ["**/*.swift"], excluded: []).lintInputs([Self.garden.path])
        let names = found.projectFiles.map { $0.replacingOccurrences(of: Self.garden.path + "/", with: "") }
        #expect(
            names == [
                "Garden.xcodeproj/project.pbxproj", "Legacy/Legacy.xcodeproj/project.pbxproj", "Tools/Package.swift",
            ])
    }

    @Test func eachFileIsJudgedByTheTargetsThatBuildIt() throws {
        let root = Self.garden.path
        let targets = ProjectTargets.read([
            root + "/Garden.xcodeproj/project.pbxproj", root + "/Legacy/Legacy.xcodeproj/project.pbxproj",
            root + "/Tools/Package.swift",
        ])
        func note(_ file: String, wholeProject: Bool = true) -> String? {
            targets.skipNote(for: root + "/" + file, wholeProject: wholeProject)?.replacingOccurrences(
                of: root + "/", with: "")
        }
        // iOS, by the project's SDKROOT; iOS and watchOS (through a group spelt `shared`); iOS by a membership exception; SOURCE_ROOT; a localized storyboard.
        for linted in [
            "Garden/AppDelegate.swift", "Shared/PlantRow.swift", "Mac/SidebarLabel.swift", "Support/Banner.swift",
            "Garden/Base.lproj/Main.storyboard", "Legacy/Old.swift",
        ] {
            #expect(note(linted) == nil, "\(linted)")
        }
        #expect(
            note("Watch/WateringView.swift") == "Watch/WateringView.swift: skipped: built only for watchOS "
                + "(target Garden Watch App of Garden.xcodeproj); Rotor checks iOS code (name it to lint it)")
        #expect(
            note("Mac/Sidebar.swift")?.hasPrefix(
                "Mac/Sidebar.swift: skipped: built only for macOS (target Garden Mac of ") == true)
        #expect(note("Tools/Sources/Tool/StatusView.swift")?.contains("built only for macOS (package Tools)") == true)
        #expect(
            note("GardenTests/PlantFixtures.swift")?.contains("skipped: only in test targets (target GardenTests of ")
                == true)
        #expect(note("Garden/Drafts/UnusedBanner.swift")?.contains("skipped: in no target of ") == true)
        #expect(
            note("Mac/Unused/OldSidebar.swift")?.contains("skipped: in no target of ") == true,
            "left out by its exception set")
        // The project lists `Garden/Compass.swift`, where there is none: the file may have moved.
        #expect(note("Garden/Drafts/Compass.swift") == nil)
        // A lint of part of a project may not see the project that builds a file.
        #expect(note("Garden/Drafts/UnusedBanner.swift", wholeProject: false) == nil)
        #expect(note("Watch/WateringView.swift", wholeProject: false) != nil)
        // The malformed project is named once; files below it are not judged as in no target.
        #expect(
            targets.unreadable.map(\.description) == [
                "\(root)/Legacy/Legacy.xcodeproj/project.pbxproj: cannot be read as an Xcode project; no file is judged by its targets"
            ])
    }

    @Test func aWholeProjectLintLeavesOutWhatNoIOSTargetBuilds() throws {
        let root = try Self.wholeProject(Self.garden)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let result = Self.lint(root)
        // The malformed project may hold another app, so any storyboard may be a main one (`Garden/Onboarding.storyboard`).
        #expect(
            Self.reportedFiles(result, root: root) == [
                "Garden/AppDelegate.swift", "Garden/Drafts/Compass.swift", "Garden/Onboarding.storyboard",
                "Legacy/Old.swift", "Mac/SidebarLabel.swift",
                "Shared/PlantRow.swift", "Support/Banner.swift",
            ])
        let left = zip(result.inputs, result.outcomes).compactMap { input, outcome -> String? in
            guard case .notInIOSApp = outcome else { return nil }
            return input.path.replacingOccurrences(of: root.path + "/", with: "")
        }
        #expect(
            left == [
                "Garden/Drafts/UnusedBanner.swift", "GardenTests/PlantFixtures.swift", "Mac/Sidebar.swift",
                "Mac/Unused/OldSidebar.swift", "Tools/Package.swift", "Tools/Sources/Tool/StatusView.swift",
                "Watch/WateringView.swift",
            ])
        #expect(result.unreadProjectFiles.count == 1)
    }

    @Test func aFileNamedOnTheCommandLineIsAlwaysLinted() throws {
        let root = try Self.wholeProject(Self.garden)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let result = Self.lint(root, naming: ["Garden/Drafts/UnusedBanner.swift", "Watch/WateringView.swift"])
        let reported = Self.reportedFiles(result, root: root)
        #expect(reported.contains("Garden/Drafts/UnusedBanner.swift"))
        #expect(reported.contains("Watch/WateringView.swift"))
        #expect(!reported.contains("Mac/Sidebar.swift"))
    }

    @Test func anXcodeGenProjectIsReadLikeAnXcodeProject() throws {
        let root = try Self.wholeProject(Self.reader)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let result = Self.lint(root)
        // The template's `Sources` less its `Mac/**` excludes, and a single file.
        #expect(
            Self.reportedFiles(result, root: root) == ["Sources/Views/ArticleRow.swift", "Widgets/ShelfWidget.swift"])
        let targets = ProjectTargets.read([root.path + "/project.yml"])
        #expect(
            targets.skipNote(for: root.path + "/Sources/Mac/MacToolbar.swift", wholeProject: true)?.contains(
                "built only for macOS") == true)
        #expect(
            targets.skipNote(for: root.path + "/Tests/ArticleFixtures.swift", wholeProject: true)?.contains(
                "only in test targets") == true)
        #expect(
            targets.skipNote(for: root.path + "/Widgets/Unused.swift", wholeProject: true)?.contains("in no target of")
                == true)
    }

    @Test func anXcodeProjectBesideAProjectYmlIsTheOneRead() throws {
        let root = try Self.wholeProject(Self.reader)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let generated = root.appendingPathComponent("Reader.xcodeproj")
        try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
        try Data("{ objects = { R = { isa = PBXProject; targets = (); }; }; rootObject = R; }".utf8).write(
            to: generated.appendingPathComponent("project.pbxproj"))
        let targets = ProjectTargets.read([root.path + "/project.yml", generated.path + "/project.pbxproj"])
        #expect(
            targets.targets.isEmpty,
            "the Xcode project (here without targets) wins: \(targets.targets.map(\.description))")
    }

    @Test func packagePlatformsAreReadFromTheManifest() {
        #expect(PackageManifest.platforms(in: "platforms: [.iOS(.v16), .watchOS(.v9)],") == [.iOS, .watchOS])
        #expect(PackageManifest.platforms(in: "platforms: [\n  .macOS(\"13.0\")\n],") == [.macOS])
        #expect(PackageManifest.platforms(in: "platforms: [.macCatalyst(.v16)]") == [.iOS])
        // No list is every platform; a condition's bare cases are no list of platforms.
        #expect(PackageManifest.platforms(in: "let package = Package(name: \"Kit\")") == Set(ApplePlatform.allCases))
        #expect(
            PackageManifest.platforms(
                in: ".product(name: \"A\", package: \"A\", condition: .when(platforms: [.macOS]))")
                == Set(ApplePlatform.allCases))
    }

    @Test func theDeploymentTargetDecidesWhichCodeForOlderIOSIsJudged() throws {
        let root = try Self.wholeProject(Self.garden)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let targets = ProjectTargets.read([root.path + "/Garden.xcodeproj/project.pbxproj"])
        // The project's setting, which its iOS target does not change; the watch target does not count.
        #expect(targets.iOSDeploymentTarget(for: root.path + "/Shared/PlantRow.swift") == OSVersion("15.0"))
        let images = Self.lint(root).findings.filter {
            $0.ruleID == "image-label" && $0.location.file?.hasSuffix("PlantRow.swift") == true
        }
        #expect(images.map(\.sourceLine) == ["Image(\"icn_sprout\")"], "the `else` for iOS < 14 never runs on 15")
    }

    @Test func xcodeGenAndPackageDeploymentTargetsAreRead() throws {
        let targets = ProjectTargets.read([Self.reader.path + "/project.yml"])
        // The target's own wins over the project's `options`; a test target does not count.
        #expect(
            targets.iOSDeploymentTarget(for: Self.reader.path + "/Sources/Views/ArticleRow.swift") == OSVersion("15.4"))
        #expect(
            targets.iOSDeploymentTarget(for: Self.reader.path + "/Sources/Mac/MacToolbar.swift") == nil,
            "built for macOS only")
        #expect(PackageManifest.iOSDeploymentTarget(in: "platforms: [.macOS(.v13), .iOS(.v16)],") == OSVersion("16"))
        #expect(PackageManifest.iOSDeploymentTarget(in: "platforms: [.iOS(\"16.4\")]") == OSVersion("16.4"))
        #expect(PackageManifest.iOSDeploymentTarget(in: "platforms: [.iOS(.v14_5)]") == OSVersion("14.5"))
        #expect(PackageManifest.iOSDeploymentTarget(in: "platforms: [.macOS(.v13)]") == nil)
        let project = try temporaryFolder("rotor-deployment")
        defer { try? FileManager.default.removeItem(at: project) }
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data(
            "options:\n  deploymentTarget:\n    iOS: \"16.0\"\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n"
                .utf8
        )
        .write(to: project.appendingPathComponent("project.yml"))
        #expect(
            ProjectTargets.read([project.path + "/project.yml"]).iOSDeploymentTarget(
                for: project.path + "/App/Home.swift") == OSVersion("16.0"))
        // No `info:`: the one Info.plist among the sources, which XcodeGen uses; without it, not known.
        #expect(ProjectTargets.read([project.path + "/project.yml"]).systemStoryboards == nil)
        try Data(
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UILaunchStoryboardName</key><string>Launch</string></dict></plist>"#
                .utf8
        )
        .write(to: project.appendingPathComponent("App/Info.plist"))
        #expect(ProjectTargets.read([project.path + "/project.yml"]).systemStoryboards == ["Launch"])
        // `info:` properties, which XcodeGen writes into a file not kept in the repository.
        try Data(
            """
            targets:
              App:
                type: application
                platform: iOS
                sources: [App]
                info:
                  path: App/Generated-Info.plist
                  properties:
                    UIMainStoryboardFile: Main

            """.utf8
        ).write(to: project.appendingPathComponent("project.yml"))
        #expect(ProjectTargets.read([project.path + "/project.yml"]).systemStoryboards == ["Main"])
    }

    @Test func aChangedDeploymentTargetIsNotAnsweredFromTheCache() throws {
        let root = try Self.wholeProject(Self.garden)
        let cache = root.deletingLastPathComponent().appendingPathComponent("cache")
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        func images() -> Int {
            let found = InputDiscovery(included: [], excluded: []).lintInputs([root.path])
            var pipeline = Pipeline(threads: 2)
            pipeline.knowsEveryUse = found.areWholeProjects
            pipeline.cacheResults(in: cache)
            let result = pipeline.run(found.inputs, projectFiles: found.projectFiles, named: found.named)
            return result.findings.filter {
                $0.ruleID == "image-label" && $0.location.file?.hasSuffix("PlantRow.swift") == true
            }.count
        }
        #expect(images() == 1)
        let project = root.appendingPathComponent("Garden.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: project, encoding: .utf8)
        try Data(
            text.replacingOccurrences(
                of: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;", with: "IPHONEOS_DEPLOYMENT_TARGET = 13.0;"
            ).utf8
        ).write(to: project)
        #expect(images() == 2)
    }

    /// `Garden/Info.plist` names `Main` as the main and scene storyboard: `Onboarding`, which
    /// nothing names, is never loaded, unless the project could not all be read or the file is
    /// linted by itself.
    @Test func storyboardsTheInfoPlistDoesNotNameAreLoadedOnlyByName() throws {
        let root = try Self.wholeProject(Self.garden)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        try FileManager.default.removeItem(at: root.appendingPathComponent("Legacy"))
        let targets = ProjectTargets.read([root.path + "/Garden.xcodeproj/project.pbxproj"])
        #expect(targets.systemStoryboards == ["Main"])
        #expect(!Self.reportedFiles(Self.lint(root), root: root).contains("Garden/Onboarding.storyboard"))

        let onboarding = root.path + "/Garden/Onboarding.storyboard"
        let alone = InputDiscovery(included: [], excluded: []).lintInputs([onboarding])
        var pipeline = Pipeline(threads: 2)
        pipeline.knowsEveryUse = alone.areWholeProjects
        let named = pipeline.run(alone.inputs, projectFiles: alone.projectFiles, named: alone.named)
        #expect(named.findings.map(\.ruleID) == ["missing-name"], "a storyboard linted by itself is always judged")

        // Without the Info.plist, any storyboard nothing refers to may be the main one.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Garden/Info.plist"))
        #expect(ProjectTargets.read([root.path + "/Garden.xcodeproj/project.pbxproj"]).systemStoryboards == nil)
        #expect(Self.reportedFiles(Self.lint(root), root: root).contains("Garden/Onboarding.storyboard"))
    }

    @Test func infoPlistsAndBuildSettingsNameTheStoryboardsTheSystemLoads() {
        #expect(
            InfoPlist.storyboards(in: [
                "UIMainStoryboardFile": "Main", "UIMainStoryboardFile~ipad": "Main_iPad",
                "UILaunchStoryboardName": "LaunchScreen.storyboard",
                "NSExtension": ["NSExtensionMainStoryboard": "MainInterface"],
            ]) == ["Main", "Main_iPad", "LaunchScreen", "MainInterface"])
        #expect(
            InfoPlist.storyboards(inBuildSettings: [
                "INFOPLIST_KEY_UILaunchStoryboardName": "Launch", "INFOPLIST_KEY_CFBundleDisplayName": "Garden",
            ])
                == ["Launch"])
    }

    @Test func buildSettingsNameThePlatforms() {
        #expect(XcodeProjectReader.platforms(["SDKROOT": "watchos"]) == [.watchOS])
        #expect(
            XcodeProjectReader.platforms(["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "macosx iphonesimulator iphoneos"])
                == [.iOS, .macOS])
        #expect(XcodeProjectReader.platforms(["SDKROOT": "macosx", "SUPPORTS_MACCATALYST": "YES"]) == [.iOS, .macOS])
        #expect(XcodeProjectReader.platforms(["SDKROOT": "xros"]) == [.visionOS])
        #expect(XcodeProjectReader.platforms(["SDKROOT": "$(PLATFORM_NAME)"]).isEmpty)
    }
}

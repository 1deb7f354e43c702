import Foundation
import RotorKit
import RotorTestSupport
import Testing

@testable import RotorPipeline
@testable import RotorSource

/// Storyboard scenes no one can reach lose their findings when the lint reads a whole project:
/// a scene is reached from a loaded storyboard's initial scene, through segues and storyboard
/// references, or by code that is live and names its identifier or class.
struct SceneReachTests {
    /// A scene: its view controller's id and class, a storyboard identifier, a label whose fixed
    /// font `dynamic-type` reports (its text is the scene's name), and segues to other ids.
    struct Scene {
        var id: String
        var controllerClass: String
        var identifier: String?
        var segues: [(destination: String, kind: String)] = []
    }

    static func storyboard(
        initial: String?, scenes: [Scene], references: [(id: String, storyboard: String?, identifier: String?)] = []
    ) -> String {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"\
            \(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
                <scenes>
            """
        for scene in scenes {
            let segues = scene.segues.map {
                "<segue destination=\"\($0.destination)\" kind=\"\($0.kind)\" id=\"s-\(scene.id)-\($0.destination)\"/>"
            }
            xml += """
                        <scene sceneID="scene-\(scene.id)">
                            <objects>
                                <viewController id="\(scene.id)" customClass="\(scene.controllerClass)"\
                \(scene.identifier.map { " storyboardIdentifier=\"\($0)\"" } ?? "") sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="view-\(scene.id)">
                                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                        <subviews>
                                            <label text="\(scene.id)" id="label-\(scene.id)">
                                                <rect key="frame" x="20" y="100" width="200" height="30"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                        </subviews>
                                    </view>
                                    <connections>\(segues.joined())</connections>
                                </viewController>
                            </objects>
                        </scene>

                """
        }
        for reference in references {
            xml += """
                        <scene sceneID="scene-\(reference.id)">
                            <objects>
                                <viewControllerPlaceholder id="\(reference.id)"\(reference.storyboard.map { " storyboardName=\"\($0)\"" } ?? "")\
                \(reference.identifier.map { " referencedIdentifier=\"\($0)\"" } ?? "") sceneMemberID="viewController"/>
                            </objects>
                        </scene>

                """
        }
        return xml + "    </scenes>\n</document>\n"
    }

    /// The names of the scenes whose label keeps its `dynamic-type` finding, in a lint of `files`.
    static func scenesReported(_ files: [String: String], wholeProject: Bool = true) throws -> [String] {
        var files = files
        if wholeProject { files["Package.swift"] = "" }
        let folder = try temporaryFolder("scene-reach", files: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let found = InputDiscovery(included: [], excluded: []).lintInputs([folder.path])
        var pipeline = Pipeline(threads: 2)
        pipeline.knowsEveryUse = found.areWholeProjects
        return pipeline.run(found.inputs).findings.filter { $0.ruleID == "dynamic-type" }
            .compactMap { $0.message.split(separator: "\"").dropFirst().first.map(String.init) }.sorted()
    }

    /// Scenes like those of DuckDuckGo's `Onboarding.storyboard`: reached only through a reference
    /// in a scene nothing reaches, and by an identifier named only in the code of such a scene's class.
    static let project: [String: String] = [
        "Main.storyboard": storyboard(
            initial: "home",
            scenes: [
                Scene(
                    id: "home", controllerClass: "HomeController",
                    segues: [("settings", "show"), ("ref-help", "presentation")]),
                Scene(id: "settings", controllerClass: "SettingsController", segues: [("ref-about", "show")]),
                Scene(id: "about", controllerClass: "AboutController", identifier: "about"),
                Scene(id: "orphan", controllerClass: "OrphanController"),
            ], references: [("ref-help", "Help", nil), ("ref-about", nil, "about")]),
        "Help.storyboard": storyboard(initial: "help", scenes: [Scene(id: "help", controllerClass: "HelpController")]),
        "Dax.storyboard": storyboard(
            initial: nil,
            scenes: [
                Scene(id: "dialog", controllerClass: "DialogController", identifier: "DaxDialog"),
                Scene(id: "pad", controllerClass: "PadController", segues: [("ref-onboarding", "embed")]),
            ], references: [("ref-onboarding", "Onboarding", nil)]),
        "Onboarding.storyboard": storyboard(
            initial: "welcome",
            scenes: [
                Scene(id: "welcome", controllerClass: "WelcomeController"),
                Scene(id: "widget", controllerClass: "WidgetController", identifier: "onboardingWidget"),
                Scene(id: "details", controllerClass: "DetailsController", identifier: "onboardingWidgetDetails"),
            ]),
        "Controllers.swift": """
        import UIKit
        class HomeController: UIViewController {
            func showDialog() {
                let dialog = UIStoryboard(name: "Dax", bundle: nil).instantiateViewController(withIdentifier: "DaxDialog")
                present(dialog, animated: true)
            }
        }
        class SettingsController: UIViewController {}
        class AboutController: UIViewController {}
        class OrphanController: UIViewController {}
        class HelpController: UIViewController {}
        class DialogController: UIViewController {}
        class PadController: UIViewController {}
        class WelcomeController: UIViewController {}
        class DetailsController: UIViewController {}
        """,
        "WidgetController.swift": """
        import UIKit
        import os
        class WidgetController: UIViewController {
            static let log = Logger(subsystem: "Onboarding", category: "widgets")
            func showDetails() {
                guard let details = storyboard?.instantiateViewController(withIdentifier: "onboardingWidgetDetails") as? DetailsController else { return }
                present(details, animated: true)
            }
        }
        """,
    ]

    @Test func aWholeProjectReportsOnlyTheScenesSomeoneReaches() throws {
        // home: initial scene of a storyboard no other refers to; settings: by segue; help: through a
        // reference to another storyboard; about: through a reference within its own; dialog: by
        // its identifier in live code. The pad scene, the Onboarding storyboard it alone refers
        // to, and the details scene named only by the dead widget scene's class are unreachable;
        // so is the orphan scene.
        let reported = try Self.scenesReported(Self.project)
        #expect(reported == ["about", "dialog", "help", "home", "settings"])
    }

    @Test func filesNotKnownToBeAWholeProjectKeepEveryScene() throws {
        let reported = try Self.scenesReported(Self.project, wholeProject: false)
        #expect(
            reported == [
                "about", "details", "dialog", "help", "home", "orphan", "pad", "settings", "welcome", "widget",
            ])
    }

    @Test func liveCodeNamingAStoryboardOrAClassReachesItsScenes() throws {
        var project = Self.project
        project["Onboarding.swift"] = """
            import UIKit
            func startOnboarding() -> UIViewController? { UIStoryboard(name: "Onboarding", bundle: nil).instantiateInitialViewController() }
            func makeDetails() -> UIViewController { DetailsController() }
            """
        // The storyboard loaded by name: its initial scene; the details class constructed in
        // file-level code: its scene. The widget scene still has no way in.
        let reported = try Self.scenesReported(project)
        #expect(reported == ["about", "details", "dialog", "help", "home", "settings", "welcome"])
    }

    @Test func codeNamingAStoryboardDoesNotMakeItAnyLessTheMainOne() throws {
        var project = Self.project
        // The storyboard's own scene names it: whether the system loads it too, only Info.plist says.
        project["Controllers.swift"] = project["Controllers.swift"]?.replacingOccurrences(
            of: "class SettingsController: UIViewController {}",
            with: "class SettingsController: UIViewController { let board = UIStoryboard(name: \"Main\", bundle: nil) }"
        )
        let reported = try Self.scenesReported(project)
        #expect(reported == ["about", "dialog", "help", "home", "settings"])
    }

    /// Storyboards that refer only to one another, with no way in from one nothing refers to, may
    /// hold the main storyboard, which Info.plist names: they count as loaded.
    @Test func storyboardsReferringOnlyToOneAnotherCountAsLoaded() throws {
        let reported = try Self.scenesReported([
            "Main.storyboard": Self.storyboard(
                initial: "home",
                scenes: [
                    Scene(
                        id: "home", controllerClass: "HomeController",
                        segues: [("ref-settings", "show")])
                ],
                references: [("ref-settings", "Settings", nil)]),
            "Settings.storyboard": Self.storyboard(
                initial: "settings",
                scenes: [
                    Scene(
                        id: "settings", controllerClass: "SettingsController",
                        segues: [("ref-home", "show")])
                ],
                references: [("ref-home", "Main", nil)]),
            "Controllers.swift":
                "import UIKit\nclass HomeController: UIViewController {}\nclass SettingsController: UIViewController {}\n",
        ])
        #expect(reported == ["home", "settings"])
    }

    @Test func rSwiftCallsAndIdentifiersWithSpacesReachTheirScenes() throws {
        var project = Self.project
        project["Onboarding.swift"] =
            "import UIKit\nfunc showWidgets() -> UIViewController? { R.storyboard.onboarding.onboardingWidget() }\n"
        // The storyboard and its widget scene through R.swift; the details scene through the widget's now live code.
        #expect(
            try Self.scenesReported(project) == [
                "about", "details", "dialog", "help", "home", "settings", "welcome", "widget",
            ])
        let profile = try Self.scenesReported([
            "Main.storyboard": Self.storyboard(
                initial: "home",
                scenes: [
                    Scene(id: "home", controllerClass: "HomeController"),
                    Scene(id: "profile", controllerClass: "ProfileController", identifier: "Edit Profile"),
                ]),
            "Controllers.swift": """
            import UIKit
            class HomeController: UIViewController {}
            class ProfileController: UIViewController {}
            let profile = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Edit Profile")
            """,
        ])
        #expect(profile == ["home", "profile"])
    }

    @Test func anIdentifierBuiltAtRunTimeKeepsTheScenesItMayName() throws {
        var project = Self.project
        project["Router.swift"] = """
            import UIKit
            func show(_ step: String, in storyboard: UIStoryboard) -> UIViewController {
                storyboard.instantiateViewController(withIdentifier: "onboarding\\(step)")
            }
            """
        let reported = try Self.scenesReported(project)
        #expect(reported == ["about", "details", "dialog", "help", "home", "settings", "widget"])
    }
}

/// The project index's side: which classes a reachable scene makes used.
struct SceneReachIndexTests {
    @Test func classesOfUnreachableScenesAreNotUsed() {
        var board = StoryboardMap()
        board.initialScenes = ["a"]
        board.scenes["a"] = StoryboardScene(
            identifier: nil, controllerClass: "Home", classes: ["Home", "BadgeCell"], destinations: [])
        board.scenes["b"] = StoryboardScene(
            identifier: "deadEnd", controllerClass: "DeadEnd", classes: ["DeadEnd", "DeadCell"], destinations: [])
        var storyboard = SourceFileIndex()
        storyboard.storyboards["Main"] = board
        var code = SourceFileIndex()
        code.declaredTypes = ["Home", "BadgeCell", "DeadEnd", "DeadCell"]
        code.stringsByOwner["DeadEnd"] = ["deadEnd"]
        let index = ProjectIndex([storyboard, code], knowsEveryUse: true)
        #expect(index.holds(ReachableScene(storyboard: "Main", scene: "a")))
        #expect(!index.holds(ReachableScene(storyboard: "Main", scene: "b")), "named only by its own class's code")
        #expect(index.holds(UsedTypes(["Home", "BadgeCell"])))
        #expect(!index.holds(UsedTypes(["DeadCell"])))
        #expect(index.holds(ReachableScene(storyboard: "Other", scene: "x")), "a scene the index does not know stays")
        #expect(
            ProjectIndex([storyboard, code], knowsEveryUse: false).holds(
                ReachableScene(storyboard: "Main", scene: "b")))
    }

    @Test(arguments: [
        ("*Details", "onboardingWidgetDetails", true), ("onboarding*", "onboardingWidget", true),
        ("a*b*c", "abc", true), ("a*b*c", "acb", false), ("ab*ba", "aba", false),
    ])
    func interpolatedStringsMayNameWhatFitsThem(pattern: String, name: String, fits: Bool) {
        #expect(ProjectIndex.matches(name, pattern: pattern) == fits)
    }
}

import Foundation
import RotorKit
import RotorSource
import RotorTestSupport
import Testing

@testable import RotorPipeline

/// Findings in code the project never uses (a view named only by its previews, a xib nothing
/// loads) are dropped when the lint reads a whole project, and kept whenever Rotor cannot know:
/// single files, a folder inside a project, a package inside an app.
struct UnusedCodeTests {
    static let fixture = Repository.fixtures.appendingPathComponent("unused-code")

    /// The fixture copied into a folder of its own, with `marker` (an empty file) at its top.
    static func project(marker: String?) throws -> URL {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: fixture.path) {
            files[name] = try Data(contentsOf: fixture.appendingPathComponent(name))
        }
        if let marker { files[marker] = Data() }
        return try temporaryFolder("unused-code", files: files)
    }

    /// `File:rule` for each finding of a lint of `roots`, as `rotor lint` runs it.
    static func lint(_ roots: [String]) -> (findings: [String], whole: Bool) {
        let found = InputDiscovery(included: [], excluded: []).lintInputs(roots)
        var pipeline = Pipeline(threads: 2)
        pipeline.knowsEveryUse = found.areWholeProjects
        pipeline.mayBeLibrary = found.mayBeLibraries
        let findings = pipeline.run(found.inputs).findings.map { finding in
            "\((finding.location.file ?? "").split(separator: "/").last ?? ""):\(finding.ruleID)"
        }
        return (Set(findings).sorted(), found.areWholeProjects)
    }

    static let usedCode = [
        "BannerView.xib:missing-name", "HomeView.swift:image-label", "StoryboardController.swift:icon-button-label",
    ]
    static let unusedCode = ["BadgeView.xib:missing-name", "OrphanView.swift:image-label"]

    @Test func aWholeProjectLosesTheFindingsInCodeNothingUses() throws {
        let folder = try Self.project(marker: ".git")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = Self.lint([folder.path])
        #expect(lint.whole)
        #expect(lint.findings == Self.usedCode)
    }

    @Test(arguments: ["Package.swift", "Demo.xcodeproj"])
    func otherProjectMarkersMakeAWholeProjectToo(_ marker: String) throws {
        let folder = try Self.project(marker: marker)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.lint([folder.path]).findings == Self.usedCode)
    }

    /// Without a marker the folder may be part of a project whose other files use these types.
    @Test func aFolderThatIsNotKnownToBeAProjectKeepsEveryFinding() throws {
        let folder = try Self.project(marker: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = Self.lint([folder.path])
        #expect(!lint.whole)
        #expect(lint.findings == (Self.usedCode + Self.unusedCode).sorted())
    }

    @Test func filesNamedOneByOneKeepEveryFinding() throws {
        let folder = try Self.project(marker: ".git")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["OrphanView.swift", "BadgeView.swift", "BadgeView.xib"].map {
            folder.appendingPathComponent($0).path
        }
        let lint = Self.lint(files)
        #expect(!lint.whole)
        #expect(lint.findings == ["BadgeView.xib:missing-name", "OrphanView.swift:image-label"])
    }

    /// A package inside an app, or a folder of it, is used from outside what is linted.
    @Test func aFolderInsideAProjectIsNotWhole() throws {
        let folder = try temporaryFolder(
            "nested", files: [".git": "", "Packages/Kit/Package.swift": "", "App/A.swift": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(InputDiscovery.areWholeProjects([folder.path]))
        #expect(!InputDiscovery.areWholeProjects([folder.appendingPathComponent("Packages/Kit").path]))
        #expect(!InputDiscovery.areWholeProjects([folder.appendingPathComponent("App").path]))
        #expect(!InputDiscovery.areWholeProjects([folder.appendingPathComponent("App/A.swift").path]))
        #expect(!InputDiscovery.areWholeProjects([]))
    }

    static let badge =
        "import SwiftUI\npublic struct Badge: View {\n    public var body: some View { Image(\"icn_badge\") }\n}\n"

    /// An app's local package is used by the app alone: its public types count where the app uses
    /// them. A package's public types may be used by other projects.
    @Test func anAppsLocalPackageIsUsedOnlyByTheApp() throws {
        let home = "import SwiftUI\nstruct Home: View {\n    var body: some View { Text(\"Hi\") }\n}\n"
        let app = try temporaryFolder(
            "app",
            files: [
                ".git": "", "App/Home.swift": home, "LocalPackages/Kit/Package.swift": "",
                "LocalPackages/Kit/Sources/Kit/Badge.swift": Self.badge,
            ])
        let package = try temporaryFolder(
            "package", files: ["Package.swift": "", "Sources/Kit/Badge.swift": Self.badge])
        defer { for folder in [app, package] { try? FileManager.default.removeItem(at: folder) } }
        #expect(Self.lint([app.path]).findings == [])
        #expect(Self.lint([package.path]).findings == ["Badge.swift:image-label"])
        try Data(home.replacingOccurrences(of: "Text(\"Hi\")", with: "Badge()").utf8).write(
            to: app.appendingPathComponent("App/Home.swift"))
        #expect(Self.lint([app.path]).findings == ["Badge.swift:image-label"])
    }

    @Test func aRootWithAPackageManifestOrPodspecMayBeALibrary() throws {
        let folder = try temporaryFolder(
            "roots",
            files: [
                "App/.git": "", "App/Kit/Package.swift": "", "Kit/Package.swift": "",
                "Pod/Pod.podspec": "", "Pod/.git": "",
            ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        #expect(!InputDiscovery.mayBeLibraries([path("App")]))
        #expect(InputDiscovery.mayBeLibraries([path("Kit")]))
        #expect(InputDiscovery.mayBeLibraries([path("Pod")]))
        #expect(InputDiscovery.mayBeLibraries([path("App"), path("Kit")]))
    }

    /// A view that only an extension's member shows is unused while nothing calls the member.
    @Test func aTypeUsedOnlyByAMemberNothingCallsIsUnused() throws {
        let style =
            Self.badge + "public extension View {\n    func badged() -> some View { HStack { self; Badge() } }\n}\n"
        let home = "import SwiftUI\nstruct Home: View {\n    var body: some View { Text(\"Hi\") }\n}\n"
        let app = try temporaryFolder("app", files: [".git": "", "App/Home.swift": home, "App/Badge.swift": style])
        defer { try? FileManager.default.removeItem(at: app) }
        #expect(Self.lint([app.path]).findings == [])
        try Data(home.replacingOccurrences(of: "Text(\"Hi\")", with: "Text(\"Hi\").badged()").utf8)
            .write(to: app.appendingPathComponent("App/Home.swift"))
        #expect(Self.lint([app.path]).findings == ["Badge.swift:image-label"])
    }

    /// A finding inside a method, computed property or property observer stands only if something
    /// may run it: code naming it (setting it, for an observer), or the system through a protocol
    /// the type conforms to. A system superclass runs only overrides.
    @Test func aFindingInsideAMemberNothingCallsIsDropped() throws {
        func ring(calling call: String, conformance: String = "") -> String {
            """
            import UIKit
            final class ProgressRing: UIView\(conformance) {
                let label = UILabel()
                var labelSize: CGFloat = 20 {
                    didSet { label.font = UIFont.systemFont(ofSize: 20) }
                }
                func makeCaption() { label.font = UIFont.systemFont(ofSize: 13) }
                func textFieldShouldClear(_ textField: UITextField) -> Bool { label.font = UIFont.systemFont(ofSize: 11); return true }
                override func layoutSubviews() { super.layoutSubviews(); \(call) }
            }
            final class Screen: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); view.addSubview(ProgressRing()) }
            }
            """
        }
        func lines(_ source: String) throws -> [Int] {
            let app = try temporaryFolder("app", files: [".git": "", "App/ProgressRing.swift": source])
            defer { try? FileManager.default.removeItem(at: app) }
            let found = InputDiscovery(included: [], excluded: []).lintInputs([app.path])
            var pipeline = Pipeline(threads: 1)
            pipeline.knowsEveryUse = found.areWholeProjects
            pipeline.mayBeLibrary = found.mayBeLibraries
            return pipeline.run(found.inputs).findings.filter { $0.ruleID == "dynamic-type" }.compactMap(
                \.location.line
            ).sorted()
        }
        #expect(try lines(ring(calling: "")) == [], "no code sets labelSize or calls the methods")
        #expect(try lines(ring(calling: "makeCaption(); labelSize = 24")) == [5, 7])
        #expect(try lines(ring(calling: "labelSize += 4")) == [5])
        #expect(try lines(ring(calling: "_ = labelSize * 2")) == [], "reading labelSize runs no observer")
        #expect(
            try lines(ring(calling: "", conformance: ", UITextFieldDelegate")) == [7, 8],
            "UIKit calls a delegate's methods by their role, and Rotor does not tell which they are; it sets no stored property"
        )
    }

    /// Configuration that leaves files out leaves out the code that may use a type.
    @Test func excludedFilesMakeTheEvidenceIncomplete() throws {
        let folder = try Self.project(marker: ".git")
        defer { try? FileManager.default.removeItem(at: folder) }
        let found = InputDiscovery(included: [], excluded: ["**/Main.storyboard"]).lintInputs([folder.path])
        #expect(!found.areWholeProjects)
    }

    /// Objective-C code may create a Swift class Rotor never sees named.
    @Test func objectiveCFilesMakeTheEvidenceIncomplete() throws {
        let folder = try Self.project(marker: ".git")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("@import UIKit;\n".utf8).write(to: folder.appendingPathComponent("Legacy.m"))
        #expect(!InputDiscovery(included: [], excluded: []).lintInputs([folder.path]).areWholeProjects)
    }

    /// A single-file lint cannot know who uses the file's types: it reports.
    @Test func aSingleFileLintStillReports() throws {
        let text = try String(contentsOf: Self.fixture.appendingPathComponent("OrphanView.swift"), encoding: .utf8)
        guard case .linted(let findings) = Linter().lint(path: "OrphanView.swift", text: text) else {
            Issue.record("the fixture does not lint")
            return
        }
        #expect(findings.map(\.ruleID) == ["image-label"])
    }

    @Test func aNibIsLoadedByNameOrThroughItsClasses() {
        var nib = SourceFileIndex()
        nib.nibs["CardView"] = ["CardView"]
        var declares = SourceFileIndex()
        declares.declaredTypes = ["CardView", "CardCell"]
        var names = SourceFileIndex()
        names.usedTypes = ["CardCell"]
        let condition = NibUsed(name: "CardView", classes: ["CardView"])
        #expect(!ProjectIndex([nib, declares], knowsEveryUse: true).holds(condition))
        #expect(ProjectIndex([nib, declares], knowsEveryUse: false).holds(condition))
        names.usedTypes.insert("CardView")
        #expect(ProjectIndex([nib, declares, names], knowsEveryUse: true).holds(condition))
        #expect(ProjectIndex([nib, declares, names], knowsEveryUse: true).holds(UsedTypes(["CardView", "CardCell"])))
        #expect(!ProjectIndex([declares], knowsEveryUse: true).holds(UsedTypes(["CardCell"])))
        #expect(
            ProjectIndex([declares], knowsEveryUse: true).holds(UsedTypes(["UIView"])),
            "a type the project does not declare is someone else's")
    }
}

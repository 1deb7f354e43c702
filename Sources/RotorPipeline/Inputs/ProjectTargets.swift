import Foundation
import RotorKit
import RotorSource

/// The platforms a target builds for, as far as Rotor's rules care: Mac Catalyst runs iOS code, so
/// it counts as iOS.
public enum ApplePlatform: String, Sendable, Hashable, Comparable, CaseIterable {
    case iOS, macOS, tvOS, visionOS, watchOS

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// An Xcode platform or SDK name (`iphoneos`, `watchsimulator`, `macosx`, `xros`), or an
    /// XcodeGen or package platform name (`iOS`, `macCatalyst`, `visionOS`).
    init?(buildName name: String) {
        switch name.lowercased() {
        case "iphoneos", "iphonesimulator", "ios", "maccatalyst": self = .iOS
        case "macosx", "macos": self = .macOS
        case "appletvos", "appletvsimulator", "tvos": self = .tvOS
        case "xros", "xrsimulator", "visionos": self = .visionOS
        case "watchos", "watchsimulator": self = .watchOS
        default: return nil
        }
    }
}

/// What builds a set of files: an Xcode or XcodeGen target, or a Swift package.
public struct BuildTarget: Sendable {
    /// "target App of App.xcodeproj", "package Kit".
    public var description: String
    public var platforms: Set<ApplePlatform>
    /// A unit or UI test bundle: its code runs in tests, never in the app.
    public var isTest: Bool
    /// The oldest iOS it runs on, when the project says (`IPHONEOS_DEPLOYMENT_TARGET`, XcodeGen's
    /// `deploymentTarget`, a package's `.iOS(.v16)`).
    public var iOSDeploymentTarget: OSVersion?
    /// The storyboards the system loads for it, from its Info.plist.
    var systemStoryboards: InfoPlist.Storyboards = .none
    /// The compilation conditions of its configurations (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`,
    /// `OTHER_SWIFT_FLAGS`' `-D`): Release's, nil when it has no configuration named so, and the others'.
    var releaseConditions = ReleaseConditions.unknownProject
    /// Files it holds, as absolute paths without `.` or `..` (`ProjectTargets.identity`).
    var files: Set<String> = []
    /// Folders it holds every file below, less some.
    var folders: [FolderMembers] = []

    /// `file` as `ProjectTargets.key(of:)` spells it.
    func holds(_ file: String) -> Bool {
        files.contains(file) || folders.contains { $0.holds(file) }
    }

    /// The target with its paths lowercased, as `ProjectTargets.key(of:)` spells them.
    func lowercased() -> BuildTarget {
        var target = self
        target.files = Set(files.map { $0.lowercased() })
        target.folders = folders.map { members in
            FolderMembers(
                folder: members.folder.lowercased(), exceptions: Set(members.exceptions.map { $0.lowercased() }),
                excludedGlobs: members.excludedGlobs.map { GlobPattern($0.pattern.lowercased()) })
        }
        return target
    }
}

/// Every file below `folder`, less those excluded: paths relative to the folder, with what is
/// below them (an Xcode 16 synchronized folder's membership exceptions), or globs (XcodeGen's `excludes`).
struct FolderMembers: Sendable {
    var folder: String
    var exceptions: Set<String> = []
    var excludedGlobs: [GlobPattern] = []

    func holds(_ file: String) -> Bool {
        guard file.hasPrefix(folder + "/") else { return false }
        let relative = String(file.dropFirst(folder.count + 1))
        var prefix = ""
        for component in relative.split(separator: "/") {
            prefix += prefix.isEmpty ? String(component) : "/" + component
            if exceptions.contains(prefix) { return false }
        }
        return !excludedGlobs.contains { $0.matches(relative) }
    }
}

/// Which targets of the project build each file, and for which platforms, read once per lint from
/// the project files found (`LintInputs.projectFiles`): Xcode projects, XcodeGen `project.yml`
/// files and Swift packages. A file that only watchOS, tvOS, macOS or visionOS targets build, or
/// only test targets, is not checked by iOS rules; in a whole-project lint, neither is a file in
/// a project's folder that no target or package builds. A file no project knows is linted, as
/// before, and `CodeReach` guesses from its imports.
public struct ProjectTargets: Sendable {
    public private(set) var targets: [BuildTarget] = []
    /// The folders holding a project that was read (an `.xcodeproj` or `project.yml`), with the
    /// project's name: a file below one that no target holds is not part of the app.
    private var coveredFolders: [(folder: String, project: String)] = []
    /// The folders of project files that could not be read: no file below one is judged as in no target.
    private var unknownFolders: [String] = []
    /// The names (lowercased) of files an Xcode project lists where there is none: a file of
    /// that name found elsewhere may be the one it means, so it is not judged as in no target.
    private var missingFileNames: Set<String> = []
    /// Project files that could not be read, in path order: no file was judged by them.
    public private(set) var unreadable: [ImportError] = []

    public init() {}

    /// The targets of the project files at `paths`: `project.pbxproj` files, `project.yml` files
    /// (left out when an Xcode project sits beside them, as it is the one built), `Package.swift`
    /// files and podspecs.
    public static func read(_ paths: [String]) -> ProjectTargets {
        var project = ProjectTargets()
        let xcodeProjectFolders = Set(paths.filter { $0.hasSuffix(".pbxproj") }.map { folder(holding: parent(of: $0)) })
        for path in paths.sorted() {
            let name = (path as NSString).lastPathComponent
            do throws(ImportError) {
                if name.hasSuffix(".pbxproj") {
                    let projectName = parent(of: path)
                    let read = try XcodeProjectReader.targets(of: path, named: projectName)
                    project.add(read.targets, covering: folder(holding: projectName), project: projectName)
                    project.missingFileNames.formUnion(read.missing)
                } else if name == "project.yml" {
                    guard !xcodeProjectFolders.contains(folder(holding: path)) else { continue }
                    project.add(try XcodeGenReader.targets(of: path), covering: folder(holding: path), project: path)
                } else if name == "Package.swift" {
                    project.targets.append(PackageManifest.target(of: path))
                } else if name.hasSuffix(".podspec") {
                    // A pod builds files of its folder for platforms Rotor does not read.
                    project.targets.append(
                        BuildTarget(
                            description: "pod \(name)", platforms: Set(ApplePlatform.allCases), isTest: false,
                            folders: [FolderMembers(folder: folder(holding: path))]))
                }
            } catch {
                project.unreadable.append(error)
                project.unknownFolders.append(folder(holding: name.hasSuffix(".pbxproj") ? parent(of: path) : path))
            }
        }
        project.targets = project.targets.map { $0.lowercased() }
        project.coveredFolders = project.coveredFolders.map { ($0.folder.lowercased(), $0.project) }
        project.unknownFolders = project.unknownFolders.map { $0.lowercased() }
        return project
    }

    private mutating func add(_ read: [BuildTarget], covering folder: String, project: String) {
        targets += read
        coveredFolders.append((folder, project))
    }

    /// Why the file at `path` is not checked by iOS rules, or nil when it is. `wholeProject`
    /// (`Pipeline.knowsEveryUse`): only then is a file in no target left out, as a lint of part of
    /// a project may not see the project that builds it.
    public func skipNote(for path: String, wholeProject: Bool) -> String? {
        let file = Self.key(of: path)
        let holders = targets.filter { $0.holds(file) }
        guard !holders.isEmpty else {
            guard wholeProject, !unknownFolders.contains(where: { Self.isBelow(file, $0) }),
                !missingFileNames.contains((file as NSString).lastPathComponent),
                let project = coveredFolders.filter({ Self.isBelow(file, $0.folder) }).max(by: {
                    $0.folder.count < $1.folder.count
                })?.project
            else { return nil }
            return "\(path): skipped: in no target of \(project), so not part of the app (name it to lint it)"
        }
        let app = holders.filter { !$0.isTest }
        guard !app.isEmpty else {
            return "\(path): skipped: only in test targets (\(Self.list(holders))), not app code (name it to lint it)"
        }
        let platforms = app.reduce(into: Set<ApplePlatform>()) { $0.formUnion($1.platforms) }
        guard !platforms.contains(.iOS) else { return nil }
        return
            "\(path): skipped: built only for \(platforms.sorted().map(\.rawValue).joined(separator: " and ")) (\(Self.list(app))); "
            + "Rotor checks iOS code (name it to lint it)"
    }

    /// The oldest iOS the file at `path` runs on: the lowest deployment target of the app
    /// targets that build it for iOS; nil when one of them does not say, or no project knows it.
    public func iOSDeploymentTarget(for path: String) -> OSVersion? {
        let file = Self.key(of: path)
        let holders = targets.filter { !$0.isTest && $0.platforms.contains(.iOS) && $0.holds(file) }
        guard !holders.isEmpty else { return nil }
        var lowest: OSVersion?
        for holder in holders {
            guard let version = holder.iOSDeploymentTarget else { return nil }
            lowest = lowest.map { min($0, version) } ?? version
        }
        return lowest
    }

    /// The shipped build's compilation conditions for the file at `path`: the flags any app target
    /// building it defines in Release, and those only its other configurations define; only
    /// `DEBUG` is known when a target has no Release configuration, or no project holds the file.
    public func releaseConditions(for path: String) -> ReleaseConditions {
        let file = Self.key(of: path)
        let holders = targets.filter { !$0.isTest && $0.platforms.contains(.iOS) && $0.holds(file) }
        var conditions = ReleaseConditions(release: [])
        for holder in holders {
            guard let release = holder.releaseConditions.release else { return .unknownProject }
            conditions.release?.formUnion(release)
            conditions.others.formUnion(holder.releaseConditions.others)
        }
        return holders.isEmpty ? .unknownProject : conditions
    }

    /// The storyboards the system loads for the projects' iOS apps and extensions (main, launch,
    /// scene, extension storyboards), when every one's Info.plist was read; nil when one's was
    /// not, a project could not be read, or no project holds an app.
    public var systemStoryboards: Set<String>? {
        // An unreadable project may hold an app.
        guard unreadable.isEmpty else { return nil }
        var names: Set<String> = []
        var apps = 0
        for target in targets where !target.isTest && target.platforms.contains(.iOS) {
            switch target.systemStoryboards {
            case .none: continue
            case .unknown: return nil
            case .known(let found):
                names.formUnion(found)
                apps += 1
            }
        }
        return apps > 0 ? names : nil
    }

    private static func list(_ targets: [BuildTarget]) -> String {
        Array(Set(targets.map(\.description))).sorted().joined(separator: ", ")
    }

    /// A path as one spelling, as discovery spells it.
    static func identity(of path: String) -> String { InputDiscovery.identity(of: path) }

    /// A path as targets hold it: its identity, lowercased, as projects are written on macOS,
    /// whose disks ignore case (a group `PDFGeneration` holds the folder `PdfGeneration`).
    static func key(of path: String) -> String {
        identity(of: path).lowercased()
    }

    static func isBelow(_ file: String, _ folder: String) -> Bool {
        file.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// The folder holding `path`, as an identity.
    static func folder(holding path: String) -> String {
        identity(of: parent(of: path))
    }

    private static func parent(of path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }
}

/// A `Package.swift`: its package builds the files of its folder for the platforms it lists.
enum PackageManifest {
    static func target(of path: String) -> BuildTarget {
        // Within the input size limit, as every file Rotor reads; an unreadable manifest lists no platforms.
        let text = (try? InputText.read(path: path, sizeLimit: Limits.maxFileSize))?.text ?? ""
        let folder = ProjectTargets.folder(holding: path)
        var target = BuildTarget(
            description: "package \((folder as NSString).lastPathComponent)", platforms: platforms(in: text),
            isTest: false,
            iOSDeploymentTarget: iOSDeploymentTarget(in: text), folders: [FolderMembers(folder: folder)])
        target.releaseConditions = releaseConditions(in: text)
        return target
    }

    /// The flags the manifest's `swiftSettings` define, found by a scan: `.define("MOCKS", .when(configuration:
    /// .debug))` only in debug builds, any other `.define` in release builds too; SwiftPM's debug builds
    /// define `DEBUG`.
    static func releaseConditions(in text: String) -> ReleaseConditions {
        var conditions = ReleaseConditions(release: [], others: ["DEBUG"])
        guard
            let define = try? NSRegularExpression(
                pattern: #"\.define\(\s*"([A-Za-z_][A-Za-z0-9_]*)"\s*(?:,\s*\.when\(([^)]*)\))?\s*\)"#)
        else { return .unknownProject }
        for match in define.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let name = Range(match.range(at: 1), in: text).map({ String(text[$0]) }) else { continue }
            let condition = Range(match.range(at: 2), in: text).map { String(text[$0]) } ?? ""
            if condition.contains("configuration"), condition.contains(".debug") {
                conditions.others.insert(name)
            } else {
                conditions.release?.insert(name)
            }
        }
        return conditions
    }

    /// The version of the manifest's `.iOS(.v16)`, `.iOS(.v14_5)` or `.iOS("16.4")`.
    static func iOSDeploymentTarget(in text: String) -> OSVersion? {
        guard let entry = try? NSRegularExpression(pattern: #"\.iOS\s*\(\s*(?:\.v([0-9_]+)|"([0-9.]+)")\s*\)"#),
            let match = entry.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
        else { return nil }
        let version = [1, 2].compactMap { Range(match.range(at: $0), in: text) }.first.map { String(text[$0]) }
        return version.flatMap(OSVersion.init)
    }

    /// The platforms of the manifest's `platforms: [.iOS(.v16), .watchOS(.v9)]`, found by a scan;
    /// none listed means every platform. (SwiftPM would build a package that lists only macOS for
    /// iOS too, at its oldest version; one that names only other platforms is written for them.)
    static func platforms(in text: String) -> Set<ApplePlatform> {
        let every = Set(ApplePlatform.allCases)
        // The first list whose entries are calls: `.when(platforms: [.iOS])` conditions name bare cases.
        guard let list = try? NSRegularExpression(pattern: #"platforms\s*:\s*\[([^\]]*\([^\]]*)\]"#),
            let entry = try? NSRegularExpression(pattern: #"\.(iOS|macOS|macCatalyst|tvOS|watchOS|visionOS)\s*\("#),
            let match = list.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let range = Range(match.range(at: 1), in: text)
        else { return every }
        let entries = String(text[range])
        let platforms = entry.matches(in: entries, range: NSRange(entries.startIndex..., in: entries)).compactMap {
            found in
            Range(found.range(at: 1), in: entries).flatMap { ApplePlatform(buildName: String(entries[$0])) }
        }
        return platforms.isEmpty ? every : Set(platforms)
    }
}

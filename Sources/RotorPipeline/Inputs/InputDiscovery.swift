import Foundation
import RotorKit

/// The files one lint reads, and what discovery left out on the way.
public struct LintInputs: Sendable {
    /// Typed and sorted.
    public var inputs: [Input]
    /// Paths named that do not exist.
    public var missing: [String]
    /// The files named on the command line rather than found in a folder, as typed and as linted:
    /// a problem reading one of these is an input error, as the user asked about that file.
    public var named: Set<String>
    /// Files found in folders and left out as written by a tool (`GeneratedCode`), sorted.
    public var generated: [String]
    /// Whether the inputs are whole projects (`InputDiscovery.areWholeProjects`), so that a type
    /// none of them uses is used nowhere and findings in its code can be dropped.
    public var areWholeProjects: Bool
    /// Whether the inputs may be libraries that other projects use (`InputDiscovery.mayBeLibraries`),
    /// so that their public and open types count as used.
    public var mayBeLibraries: Bool
    /// The app's strings tables (`.strings`, `.xcstrings`) found in the folders, sorted: not linted,
    /// but read for what the project localizes (`Pipeline.run(_:stringsTables:progress:)`).
    public var stringsTables: [String] = []
    /// The project files found in the folders (`project.pbxproj`, `project.yml`, `Package.swift`,
    /// podspecs), sorted: not linted, but read for which targets build each file (`ProjectTargets`).
    public var projectFiles: [String] = []
}

/// Finds the files `rotor lint` checks: the files named, and the matching files below the folders
/// named, without the folders tools and package managers own and without generated code. The
/// first stage of a lint.
public struct InputDiscovery: Sendable {
    /// Folders never linted: build products and third-party code (`vendor` is where Bundler and
    /// several package managers keep theirs).
    static let defaultExcludedFolders: Set<String> = [
        ".build", "DerivedData", "Pods", "Carthage", "checkouts", "vendor", ".git", ".swiftpm",
    ]

    /// What `rotor lint` reads below a folder: Swift and Interface Builder files.
    public static let lintExtensions: Set<String> = InputKind.interfaceBuilderExtensions.union(["swift"])

    var extensions: Set<String>
    var included: [GlobPattern]
    var excluded: [GlobPattern]

    public init(extensions: Set<String> = Self.lintExtensions, included: [String], excluded: [String]) {
        self.extensions = extensions
        self.included = included.map(GlobPattern.init)
        self.excluded = excluded.map(GlobPattern.init)
    }

    /// The inputs of a lint below `roots`, typed, sorted, with the roots that do not exist, the
    /// files named and the generated files left out.
    public func lintInputs(_ roots: [String]) -> LintInputs {
        let found = collect(roots)
        let whole = included.isEmpty && excluded.isEmpty && !found.objectiveC && Self.areWholeProjects(roots)
        return LintInputs(
            inputs: found.files.map { Input(path: $0, kind: InputKind(lintPath: $0)) },
            missing: found.missing, named: found.named, generated: found.generated,
            areWholeProjects: whole, mayBeLibraries: !whole || Self.mayBeLibraries(roots),
            stringsTables: found.stringsTables, projectFiles: found.projectFiles)
    }

    /// Files and folders whose presence marks the top of a project.
    static let projectMarkers: Set<String> = [".git", "Package.swift", "project.yml", "Project.swift"]
    static let projectMarkerExtensions: Set<String> = ["xcodeproj", "xcworkspace"]

    /// Whether every root is the top of a project: a folder that holds a project marker (`.git`,
    /// `Package.swift`, an Xcode project or workspace, an XcodeGen or Tuist manifest) with no folder
    /// above it holding one. A file, a folder inside an app, or a package inside one may have users
    /// that the lint does not read. (`included` or `excluded` globs also leave files unread.)
    static func areWholeProjects(_ roots: [String]) -> Bool {
        !roots.isEmpty
            && roots.allSatisfy { root in
                var folder = URL(fileURLWithPath: root).standardizedFileURL
                guard FileStatus(path: folder.path, followingLinks: true)?.kind == .directory,
                    holdsProjectMarker(folder.path)
                else { return false }
                while folder.path != "/" {
                    folder = folder.deletingLastPathComponent()
                    if holdsProjectMarker(folder.path) { return false }
                }
                return true
            }
    }

    private static func holdsProjectMarker(_ folder: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.contains {
            projectMarkers.contains($0) || projectMarkerExtensions.contains(($0 as NSString).pathExtension)
        }
    }

    /// Whether some root is a library's: it holds `Package.swift` or a podspec at its top, so its
    /// public API may have users elsewhere. An app's local packages (`LocalPackages/Kit/Package.swift`)
    /// are used by the app alone, which the lint reads.
    static func mayBeLibraries(_ roots: [String]) -> Bool {
        roots.contains { root in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
            return names.contains { $0 == "Package.swift" || ($0 as NSString).pathExtension == "podspec" }
        }
    }

    /// Sorted, without duplicates. A named file is always checked (whatever its name, so that a
    /// user gets an answer about it); files found in folders must match the extensions and globs
    /// and not be generated. Paths that do not exist are returned in `missing`.
    /// `objectiveC`: whether an Objective-C file (`.m`, `.mm`) was seen, whose code may use Swift
    /// classes Rotor does not see named.
    func collect(_ roots: [String]) -> (
        files: [String], missing: [String], named: Set<String>, generated: [String],
        objectiveC: Bool, stringsTables: [String], projectFiles: [String]
    ) {
        var files = Set<String>()
        var stringsTables = Set<String>()
        var projectFiles = Set<String>()
        var named = Set<String>()
        var generated = Set<String>()
        var missing: [String] = []
        var objectiveC = false
        let manager = FileManager.default
        for root in roots {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: root, isDirectory: &isDirectory) else {
                missing.append(root)
                continue
            }
            guard isDirectory.boolValue else {
                files.insert(root)
                named.insert(root)
                continue
            }
            // An explicit stack and no following of symbolic links: deep trees and link loops are safe.
            var stack = [root]
            while let directory = stack.popLast() {
                guard let names = try? manager.contentsOfDirectory(atPath: directory) else { continue }
                for name in names {
                    let path =
                        directory == "." ? name : (directory.hasSuffix("/") ? directory + name : directory + "/" + name)
                    guard let type = FileStatus(path: path)?.kind else { continue }
                    if type == .directory {
                        if !Self.defaultExcludedFolders.contains(name), !isExcluded(path) { stack.append(path) }
                    } else if type == .regular || (type == .symbolicLink && !isDirectoryLink(path)) {
                        let fileExtension = (name as NSString).pathExtension
                        if fileExtension == "m" || fileExtension == "mm" { objectiveC = true }
                        // Read whatever `included` says: they are facts about the app, not linted.
                        if StringsTable.fileExtensions.contains(fileExtension), !isExcluded(path) {
                            stringsTables.insert(path)
                            continue
                        }
                        if Self.isProjectFile(name), !isExcluded(path) { projectFiles.insert(path) }
                        guard extensions.contains(fileExtension), isIncluded(path), !isExcluded(path) else { continue }
                        if fileExtension == "swift", GeneratedCode.isGenerated(path: path) {
                            generated.insert(path)
                        } else {
                            files.insert(path)
                        }
                    }
                }
            }
        }
        // One file reached by several spellings (`a/b.swift`, `./a/b.swift`, `a//b.swift`, its absolute
        // path, or a folder named inside another named folder) is linted once: otherwise its
        // findings were reported twice, and the answer depended on how the paths were written
        // (issue 20). The shortest spelling, then the first in order, is kept, so that neither the
        // order of the paths nor an extra spelling changes which one the report shows; it counts
        // as named if any spelling was named.
        let kept = Self.spellings(of: files)
        let keptNamed = Set(named.compactMap { kept[Self.identity(of: $0)] })
        let linted = Set(kept.values)
        let keys = Set(kept.keys)
        let skipped = generated.filter { !keys.contains(Self.identity(of: $0)) }
        // A file both named and found in a named folder is linted, as named.
        return (
            linted.sorted(), missing, named.union(keptNamed), skipped.sorted(), objectiveC,
            Self.spellings(of: stringsTables).values.sorted(), Self.spellings(of: projectFiles).values.sorted()
        )
    }

    /// Whether a file tells which targets build which files (`ProjectTargets.read(_:)`).
    static func isProjectFile(_ name: String) -> Bool {
        ["project.pbxproj", "project.yml", "Package.swift"].contains(name) || name.hasSuffix(".podspec")
    }

    /// The file a path names, whatever its spelling: absolute, with `.`, `..` and repeated
    /// slashes resolved (symbolic links are not followed, as nowhere else in discovery).
    static func identity(of path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// One spelling of each file, the shortest (then the first in order), by its identity.
    private static func spellings(of paths: Set<String>) -> [String: String] {
        var kept: [String: String] = [:]
        for path in paths {
            let key = identity(of: path)
            if let other = kept[key], (other.utf8.count, other) <= (path.utf8.count, path) { continue }
            kept[key] = path
        }
        return kept
    }

    private func isDirectoryLink(_ path: String) -> Bool {
        FileStatus(path: path, followingLinks: true)?.kind == .directory
    }

    private func isIncluded(_ path: String) -> Bool {
        included.isEmpty || included.contains { $0.matches(path) }
    }

    private func isExcluded(_ path: String) -> Bool {
        excluded.contains { $0.matches(path) }
    }
}

/// A `.rotor.yml` path pattern: `*` and `?` within a path component, `**` across components; a
/// pattern without wildcards matches that path and everything below it (as in `.swiftlint.yml`).
struct GlobPattern: Sendable {
    let pattern: String
    private let expression: NSRegularExpression?

    init(_ pattern: String) {
        var cleaned = pattern
        while cleaned.hasPrefix("./") { cleaned.removeFirst(2) }
        while cleaned.hasSuffix("/") { cleaned.removeLast() }
        self.pattern = cleaned
        var regex = "^"
        let characters = Array(cleaned)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "*" {
                if index + 1 < characters.count, characters[index + 1] == "*" {
                    let followedBySlash = index + 2 < characters.count && characters[index + 2] == "/"
                    regex += followedBySlash ? "(.*/)?" : ".*"
                    index += followedBySlash ? 3 : 2
                    continue
                }
                regex += "[^/]*"
            } else if character == "?" {
                regex += "[^/]"
            } else {
                regex += NSRegularExpression.escapedPattern(for: String(character))
            }
            index += 1
        }
        regex += "(/.*)?$"
        expression = try? NSRegularExpression(pattern: regex)
    }

    func matches(_ path: String) -> Bool {
        var candidate = path
        while candidate.hasPrefix("./") { candidate.removeFirst(2) }
        guard let expression else { return false }
        return expression.firstMatch(in: candidate, range: NSRange(candidate.startIndex..., in: candidate)) != nil
    }
}

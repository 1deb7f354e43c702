import Foundation
import RotorKit
import RotorSource
import Yams

/// The targets of an XcodeGen `project.yml`: each target's `type`, its platforms (`platform`,
/// `supportedDestinations`) and its `sources` (paths relative to the file's folder, a folder
/// holding every file below it less its `excludes`), with what its `templates` add. A source
/// with `destinationFilters` is built for those platforms only. `include`d files are not read.
enum XcodeGenReader {
    static func targets(of path: String) throws(ImportError) -> [BuildTarget] {
        let unreadable = ImportError(
            file: path, message: "cannot be read as an XcodeGen project; no file is judged by its targets")
        guard let status = FileStatus(path: path, followingLinks: true), status.kind == .regular,
            status.size <= Limits.maxFileSize,
            let text = try? String(contentsOfFile: path, encoding: .utf8),
            let root = (try? Yams.compose(yaml: text)) ?? nil, let targets = root["targets"]?.mapping
        else { throw unreadable }
        let folder = ProjectTargets.folder(holding: path)
        let templates = root["targetTemplates"]?.mapping
        let projectDeployment = iOSDeploymentTarget(root["options"]?["deploymentTarget"])
        return targets.sorted { ($0.key.string ?? "") < ($1.key.string ?? "") }.flatMap { entry -> [BuildTarget] in
            guard let name = entry.key.string else { return [] }
            // A template's settings come first; the target's own follow and win.
            let specs =
                (entry.value["templates"]?.sequence.map { Array($0) } ?? []).compactMap {
                    $0.string.flatMap { templates?[$0] }
                } + [entry.value]
            var built = target(name: name, specs: specs, folder: folder, project: path)
            let deployment = specs.compactMap { iOSDeploymentTarget($0["deploymentTarget"]) }.last ?? projectDeployment
            let storyboards = systemStoryboards(specs, folder: folder, sources: built.first?.folders ?? [])
            for index in built.indices {
                built[index].iOSDeploymentTarget = deployment
                built[index].systemStoryboards = storyboards
            }
            return built
        }
    }

    /// An app's or extension's storyboards from `info: {path:, properties:}` (XcodeGen writes the
    /// properties into the file at `path`), an `INFOPLIST_FILE` setting, or else the one `Info.plist`
    /// among its source folders, which XcodeGen then uses.
    private static func systemStoryboards(_ specs: [Node], folder: String, sources: [FolderMembers])
        -> InfoPlist.Storyboards
    {
        guard InfoPlist.isLaunched(type: specs.compactMap { $0["type"]?.string }.last ?? "") else { return .none }
        let info = specs.compactMap { $0["info"] }.last
        let settings = specs.compactMap { $0["settings"] }.last
        let properties =
            info?["properties"].flatMap { try? Yams.load(yaml: Yams.serialize(node: $0)) as? [String: Any] } ?? [:]
        let fromProperties = InfoPlist.storyboards(in: properties)
        guard
            let path = info?["path"]?.string ?? settings?["base"]?["INFOPLIST_FILE"]?.string ?? settings?[
                "INFOPLIST_FILE"]?.string
                ?? onlyInfoPlist(in: sources), !path.contains("$")
        else { return .unknown }
        let file = ProjectTargets.identity(of: path.hasPrefix("/") ? path : folder + "/" + path)
        if let read = InfoPlist.storyboards(atPath: file) { return .known(read.union(fromProperties)) }
        // A file XcodeGen writes from the properties alone, not kept in the repository.
        return info?["properties"] != nil ? .known(fromProperties) : .unknown
    }

    /// The path of the one `Info.plist` the folders hold, or nil when they hold none or several.
    private static func onlyInfoPlist(in sources: [FolderMembers]) -> String? {
        var found: [String] = []
        for members in sources {
            let files = FileManager.default.enumerator(atPath: members.folder)
            while let relative = files?.nextObject() as? String, found.count < 2 {
                let path = members.folder + "/" + relative
                if (relative as NSString).lastPathComponent == "Info.plist", members.holds(path) { found.append(path) }
            }
        }
        return found.count == 1 ? found.first : nil
    }

    /// `deploymentTarget: "15.0"` (a target's, for its one platform) or `deploymentTarget: {iOS: "15.0"}`.
    private static func iOSDeploymentTarget(_ node: Node?) -> OSVersion? {
        guard let node else { return nil }
        return (node["iOS"]?.string ?? node.string).flatMap(OSVersion.init)
    }

    private static func target(name: String, specs: [Node], folder: String, project: String) -> [BuildTarget] {
        let type = specs.compactMap { $0["type"]?.string }.last ?? ""
        var platforms = Set<ApplePlatform>()
        for spec in specs {
            let named = strings(spec["platform"]) + strings(spec["supportedDestinations"])
            let found = Set(named.compactMap(ApplePlatform.init(buildName:)))
            if !found.isEmpty { platforms = found }
        }
        // A platform Rotor cannot read (`auto`, a variable) is linted as iOS, as before.
        if platforms.isEmpty { platforms = [.iOS] }
        let isTest = type.hasPrefix("bundle.unit-test") || type.hasPrefix("bundle.ui-testing")
        var built = BuildTarget(description: "target \(name) of \(project)", platforms: platforms, isTest: isTest)
        var filtered: [BuildTarget] = []
        for source in specs.flatMap({ sources(of: $0) }) {
            let path = source["path"]?.string ?? source.string ?? ""
            guard !path.isEmpty else { continue }
            let file = ProjectTargets.identity(of: path.hasPrefix("/") ? path : folder + "/" + path)
            var members = built
            if let filters = source["destinationFilters"] {
                let only = Set(strings(filters).compactMap(ApplePlatform.init(buildName:))).intersection(platforms)
                if !only.isEmpty {
                    members = BuildTarget(description: built.description, platforms: only, isTest: isTest)
                }
            }
            if FileStatus(path: file, followingLinks: true)?.kind == .directory {
                members.folders.append(
                    FolderMembers(folder: file, excludedGlobs: strings(source["excludes"]).map(GlobPattern.init)))
            } else {
                members.files.insert(file)
            }
            if members.platforms == platforms { built = members } else { filtered.append(members) }
        }
        return [built] + filtered
    }

    /// `sources: Folder`, or a list of paths and `{path:, excludes:}` entries.
    private static func sources(of spec: Node) -> [Node] {
        guard let sources = spec["sources"] else { return [] }
        return sources.sequence.map { Array($0) } ?? [sources]
    }

    /// A string, or the strings of a list.
    private static func strings(_ node: Node?) -> [String] {
        guard let node else { return [] }
        if let single = node.string { return [single] }
        return (node.sequence.map { Array($0) } ?? []).compactMap(\.string)
    }
}

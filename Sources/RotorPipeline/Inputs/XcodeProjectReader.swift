import Foundation
import RotorKit
import RotorSource

/// The native targets of an Xcode project (`project.pbxproj`): the files each builds (its sources
/// and resources build phases, and its Xcode 16 synchronized folders) and the platforms it builds
/// them for. The file is an OpenStep property list, which Foundation's `PropertyListSerialization`
/// reads on every platform Rotor runs on.
enum XcodeProjectReader {
    private typealias Object = [String: Any]

    /// The project's native targets, and the names of the files it lists where no file is (a
    /// project out of step with its folder: the file may have moved, and Rotor cannot tell where).
    static func targets(of path: String, named project: String) throws(ImportError) -> (
        targets: [BuildTarget], missing: Set<String>
    ) {
        let unreadable = ImportError(
            file: path, message: "cannot be read as an Xcode project; no file is judged by its targets")
        guard let plist = InfoPlist.propertyList(atPath: path) as? Object,
            let objects = plist["objects"] as? [String: Any],
            let rootID = plist["rootObject"] as? String, let root = objects[rootID] as? Object
        else { throw unreadable }
        // The folder holding the .xcodeproj, moved by the project's `projectDirPath` if it sets one.
        var sourceRoot = ProjectTargets.folder(holding: (path as NSString).deletingLastPathComponent)
        if let projectDir = root["projectDirPath"] as? String, !projectDir.isEmpty {
            sourceRoot = ProjectTargets.identity(
                of: projectDir.hasPrefix("/") ? projectDir : sourceRoot + "/" + projectDir)
        }
        let reader = Reader(objects: objects, sourceRoot: sourceRoot)
        let defaults = reader.configurations(root["buildConfigurationList"])
        let defaultFiles = reader.configurationFiles(root["buildConfigurationList"])
        let targets = reader.ids(root["targets"]).compactMap { id -> BuildTarget? in
            guard let target = reader.object(id), target["isa"] as? String == "PBXNativeTarget" else { return nil }
            var built = reader.target(target, id: id, project: project, defaults: defaults)
            built.releaseConditions = reader.releaseConditions(
                of: target, defaults: defaults, defaultFiles: defaultFiles)
            return built
        }
        let listed = targets.reduce(into: Set<String>()) { $0.formUnion($1.files) }
        let missing = listed.filter { FileStatus(path: $0, followingLinks: true) == nil }
        return (targets, Set(missing.map { ($0 as NSString).lastPathComponent.lowercased() }))
    }

    /// The platforms build settings name: `SUPPORTED_PLATFORMS` when it names them, else
    /// `SDKROOT`; Mac Catalyst counts as iOS. None when they name none.
    static func platforms(_ settings: [String: Any]) -> Set<ApplePlatform> {
        var platforms = Set(
            ((settings["SUPPORTED_PLATFORMS"] as? String) ?? "").split(separator: " ").compactMap {
                ApplePlatform(buildName: String($0))
            })
        if platforms.isEmpty, let sdk = (settings["SDKROOT"] as? String).flatMap(ApplePlatform.init(buildName:)) {
            platforms = [sdk]
        }
        if settings["SUPPORTS_MACCATALYST"] as? String == "YES" { platforms.insert(.iOS) }
        return platforms
    }

    /// The flags `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `OTHER_SWIFT_FLAGS`' `-D` define, from
    /// settings levels lowest first.
    static func compilationConditions(_ levels: [[String: Any]]) -> Set<String> {
        func resolved(_ key: String) -> [String] {
            var words: [String] = []
            for level in levels {
                let value = level[key]
                let written = (value as? String).map { $0.split(separator: " ").map(String.init) }
                guard let own = value as? [String] ?? written else { continue }
                words = own.flatMap { ["$(inherited)", "${inherited}"].contains($0) ? words : [$0] }
            }
            return words.filter { !$0.isEmpty }
        }
        var flags = Set(resolved("SWIFT_ACTIVE_COMPILATION_CONDITIONS").map { $0.trimmingCharacters(in: ["\""]) })
        let swiftFlags = resolved("OTHER_SWIFT_FLAGS").map { $0.trimmingCharacters(in: ["\""]) }
        for (index, word) in swiftFlags.enumerated() where word.hasPrefix("-D") {
            let next = index + 1 < swiftFlags.count ? swiftFlags[index + 1] : ""
            let flag = word == "-D" ? next : String(word.dropFirst(2))
            if !flag.isEmpty { flags.insert(flag) }
        }
        return flags
    }

    private final class Reader {
        let objects: [String: Any]
        let sourceRoot: String
        /// Each group's or file's parent group.
        private var parents: [String: String] = [:]
        private var resolved: [String: String?] = [:]
        /// The synchronized folders (Xcode 16), found once: every target asks about all of them.
        private var synchronizedGroups: [String] = []

        init(objects: [String: Any], sourceRoot: String) {
            self.objects = objects
            self.sourceRoot = sourceRoot
            for (id, value) in objects {
                guard let object = value as? Object else { continue }
                if object["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" { synchronizedGroups.append(id) }
                guard let children = object["children"] as? [String] else { continue }
                for child in children { parents[child] = id }
            }
        }

        func object(_ id: String?) -> Object? {
            id.flatMap { objects[$0] as? Object }
        }

        func ids(_ value: Any?) -> [String] {
            value as? [String] ?? []
        }

        /// The build settings of each configuration of a configuration list, by name.
        func configurations(_ listID: Any?) -> [String: Object] {
            var settings: [String: Object] = [:]
            for id in ids(object(listID as? String)?["buildConfigurations"]) {
                guard let configuration = object(id), let name = configuration["name"] as? String else { continue }
                settings[name] = configuration["buildSettings"] as? Object ?? [:]
            }
            return settings
        }

        /// Each configuration's `.xcconfig` (`baseConfigurationReference`), by name, where it is a file.
        func configurationFiles(_ listID: Any?) -> [String: String] {
            var files: [String: String] = [:]
            for id in ids(object(listID as? String)?["buildConfigurations"]) {
                guard let configuration = object(id), let name = configuration["name"] as? String,
                    let file = path(of: configuration["baseConfigurationReference"] as? String ?? "")
                else { continue }
                files[name] = file
            }
            return files
        }

        /// The compilation conditions of the target's configurations: each as Xcode resolves it,
        /// the project's `.xcconfig`, then its settings, the target's `.xcconfig`, then its
        /// settings, each level's `$(inherited)` standing for the one below.
        func releaseConditions(of target: Object, defaults: [String: Object], defaultFiles: [String: String])
            -> ReleaseConditions
        {
            let own = configurations(target["buildConfigurationList"])
            let ownFiles = configurationFiles(target["buildConfigurationList"])
            var conditions = ReleaseConditions(release: nil)
            for (name, settings) in own {
                let levels = [
                    defaultFiles[name].map { XcodeConfigFile.settings(atPath: $0) } ?? [:], defaults[name] ?? [:],
                    ownFiles[name].map { XcodeConfigFile.settings(atPath: $0) } ?? [:], settings,
                ]
                let flags = XcodeProjectReader.compilationConditions(levels)
                if name == "Release" { conditions.release = flags } else { conditions.others.formUnion(flags) }
            }
            return conditions
        }

        func target(_ target: Object, id: String, project: String, defaults: [String: Object]) -> BuildTarget {
            let productType = target["productType"] as? String ?? ""
            var platforms = Set<ApplePlatform>()
            // The lowest of the configurations', or nil when one does not say.
            var deploymentTargets: [OSVersion?] = []
            // Each configuration's Info.plist storyboards, nil where it could not be read.
            var storyboards: [Set<String>?] = []
            for (name, settings) in configurations(target["buildConfigurationList"]) {
                // A target's own settings, else those of the project's configuration of the same name.
                let own = XcodeProjectReader.platforms(settings)
                platforms.formUnion(own.isEmpty ? XcodeProjectReader.platforms(defaults[name] ?? [:]) : own)
                let deployment = settings["IPHONEOS_DEPLOYMENT_TARGET"] ?? defaults[name]?["IPHONEOS_DEPLOYMENT_TARGET"]
                deploymentTargets.append((deployment as? String).flatMap(OSVersion.init))
                if InfoPlist.isLaunched(type: productType) {
                    storyboards.append(systemStoryboards((defaults[name] ?? [:]).merging(settings) { $1 }))
                }
            }
            if platforms.isEmpty {
                // Nothing Rotor reads says (an SDK set in an `.xcconfig`): watch apps and their
                // extensions are watchOS, anything else iOS, so that such a target is linted as before.
                platforms = productType.contains("watchapp") || productType.contains("watchkit") ? [.watchOS] : [.iOS]
            }
            var built = BuildTarget(
                description: "target \(target["name"] as? String ?? id) of \(project)", platforms: platforms,
                isTest: productType.hasSuffix(".unit-test") || productType.hasSuffix(".ui-testing"))
            if !deploymentTargets.isEmpty, deploymentTargets.allSatisfy({ $0 != nil }) {
                built.iOSDeploymentTarget = deploymentTargets.compactMap { $0 }.min()
            }
            if InfoPlist.isLaunched(type: productType) {
                built.systemStoryboards =
                    storyboards.isEmpty || storyboards.contains { $0 == nil }
                    ? .unknown : .known(storyboards.reduce(into: []) { $0.formUnion($1 ?? []) })
            }
            for phaseID in ids(target["buildPhases"]) {
                guard let phase = object(phaseID),
                    ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(phase["isa"] as? String)
                else { continue }
                for buildFileID in ids(phase["files"]) {
                    guard let referenceID = object(buildFileID)?["fileRef"] as? String,
                        let reference = object(referenceID)
                    else { continue }
                    // A localized file is a variant group whose children are its `Base.lproj/…` and `en.lproj/…` files.
                    let files =
                        reference["isa"] as? String == "PBXVariantGroup" ? ids(reference["children"]) : [referenceID]
                    for fileID in files {
                        guard let file = path(of: fileID) else { continue }
                        if (object(fileID)?["lastKnownFileType"] as? String)?.hasPrefix("folder") == true {
                            built.folders.append(FolderMembers(folder: file))
                        } else {
                            built.files.insert(file)
                        }
                    }
                }
            }
            for groupID in ids(target["fileSystemSynchronizedGroups"]) {
                guard let folder = path(of: groupID) else { continue }
                var members = FolderMembers(folder: folder)
                for exceptionSet in exceptionSets(of: groupID) where exceptionSet.target == id {
                    members.exceptions.formUnion(exceptionSet.paths)
                }
                built.folders.append(members)
            }
            // A synchronized folder's exceptions for a target that does not build the folder add
            // those files to that target.
            let owned = Set(ids(target["fileSystemSynchronizedGroups"]))
            for groupID in synchronizedGroups where !owned.contains(groupID) {
                guard let folder = path(of: groupID) else { continue }
                for exceptionSet in exceptionSets(of: groupID) where exceptionSet.target == id {
                    built.files.formUnion(exceptionSet.paths.map { ProjectTargets.identity(of: folder + "/" + $0) })
                }
            }
            return built
        }

        /// The storyboards a configuration's Info.plist (`INFOPLIST_FILE`, and the `INFOPLIST_KEY_…`
        /// settings of a generated one) names; nil when the file cannot be read or there is none.
        private func systemStoryboards(_ settings: [String: Any]) -> Set<String>? {
            let keys = InfoPlist.storyboards(inBuildSettings: settings)
            guard var file = settings["INFOPLIST_FILE"] as? String, !file.isEmpty else {
                return settings["GENERATE_INFOPLIST_FILE"] as? String == "YES" ? keys : nil
            }
            for root in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/", "$(SOURCE_ROOT)/"]
            where file.hasPrefix(root) {
                file = String(file.dropFirst(root.count))
            }
            guard !file.contains("$"),
                let read = InfoPlist.storyboards(atPath: file.hasPrefix("/") ? file : sourceRoot + "/" + file)
            else { return nil }
            return keys.union(read)
        }

        private func exceptionSets(of groupID: String) -> [(target: String, paths: [String])] {
            ids(object(groupID)?["exceptions"]).compactMap { id in
                guard let exceptionSet = object(id),
                    exceptionSet["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                    let target = exceptionSet["target"] as? String
                else { return nil }
                return (target, ids(exceptionSet["membershipExceptions"]))
            }
        }

        /// Where a file or group is on disk: `<group>` paths are relative to the parent group's,
        /// `SOURCE_ROOT` ones to the project's folder; built products and SDK files are no source (nil).
        func path(of id: String, depth: Int = 0) -> String? {
            if let known = resolved[id] { return known }
            guard depth < Limits.maxDepth, let object = object(id) else { return nil }
            let base: String?
            switch object["sourceTree"] as? String ?? "<group>" {
            case "<group>":
                if let parent = parents[id] { base = path(of: parent, depth: depth + 1) } else { base = sourceRoot }
            case "SOURCE_ROOT": base = sourceRoot
            case "<absolute>": base = "/"
            default: base = nil
            }
            let own = object["path"] as? String
            let found = base.map { base in
                guard let own, !own.isEmpty else { return base }
                return ProjectTargets.identity(of: own.hasPrefix("/") ? own : base + "/" + own)
            }
            resolved[id] = found
            return found
        }
    }
}

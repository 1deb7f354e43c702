import Foundation
import RotorKit

/// The storyboards an app's or extension's Info.plist has the system load: the main storyboard
/// (`UIMainStoryboardFile`, `~ipad` too), the launch screen (`UILaunchStoryboardName`), each
/// scene configuration's `UISceneStoryboardFile` and an extension's `NSExtensionMainStoryboard`;
/// also the `INFOPLIST_KEY_…` build settings Xcode writes into a generated Info.plist.
enum InfoPlist {
    /// What a target tells of the storyboards the system loads for it.
    enum Storyboards: Sendable {
        /// A target that is no app or extension: the system loads none for it.
        case none
        /// An app or extension whose Info.plist Rotor could not read.
        case unknown
        case known(Set<String>)
    }

    /// The storyboards the plist at `path` names, or nil when it cannot be read.
    static func storyboards(atPath path: String) -> Set<String>? {
        guard let plist = propertyList(atPath: path) as? [String: Any] else { return nil }
        return storyboards(in: plist)
    }

    /// A property list file (an Info.plist, an Xcode project) within the input size limit, or nil
    /// when it is no regular file, too large, or no property list.
    static func propertyList(atPath path: String) -> Any? {
        guard let status = FileStatus(path: path, followingLinks: true), status.kind == .regular,
            status.size <= Limits.maxFileSize,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return try? PropertyListSerialization.propertyList(from: data, format: nil)
    }

    static func storyboards(in plist: [String: Any]) -> Set<String> {
        var names: Set<String> = []
        for (key, value) in plist where key.hasPrefix("UIMainStoryboardFile") || key.hasPrefix("UILaunchStoryboardName")
        {
            if let name = value as? String { names.insert(name) }
        }
        let configurations =
            (plist["UIApplicationSceneManifest"] as? [String: Any])?["UISceneConfigurations"] as? [String: Any] ?? [:]
        for case let roles as [[String: Any]] in configurations.values {
            names.formUnion(roles.compactMap { $0["UISceneStoryboardFile"] as? String })
        }
        if let name = (plist["NSExtension"] as? [String: Any])?["NSExtensionMainStoryboard"] as? String {
            names.insert(name)
        }
        return Set(names.filter { !$0.isEmpty }.map { ($0 as NSString).deletingPathExtension })
    }

    /// The `INFOPLIST_KEY_UIMainStoryboardFile` and `INFOPLIST_KEY_UILaunchStoryboardName` build settings.
    static func storyboards(inBuildSettings settings: [String: Any]) -> Set<String> {
        storyboards(
            in: Dictionary(
                uniqueKeysWithValues: settings.compactMap { key, value -> (String, Any)? in
                    guard key.hasPrefix("INFOPLIST_KEY_") else { return nil }
                    return (String(key.dropFirst("INFOPLIST_KEY_".count)), value)
                }))
    }

    /// An Xcode product or XcodeGen target type the system launches with an Info.plist of its own.
    static func isLaunched(type: String) -> Bool {
        type.contains("application") || type.contains("extension")
    }
}

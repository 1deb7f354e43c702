import RotorKit

/// Which storyboard scenes the project's live code reaches (`ReachableScene`): the index works it
/// out together with the nibs loaded, as each may make the other's classes used.
extension ProjectIndex {
    /// A storyboard scene: the storyboard's name and its view controller's object id.
    struct SceneKey: Hashable {
        var storyboard: String
        var scene: String
    }

    /// Which storyboard scenes someone can reach, worked out with what live code names.
    ///
    /// Code is live unless it belongs to a class of storyboard scenes that no reached scene holds
    /// and no live code names (itself or a subclass); file-level code, other types' code and what
    /// Interface Builder files name are live. When the apps' Info.plists name the storyboards the
    /// system loads (`systemLoaded`), those are loaded; otherwise any storyboard may be the app's
    /// main or launch storyboard and counts as loaded, unless another storyboard refers to it. Any
    /// other storyboard is loaded only by a string in live code (a literal,
    /// `R.storyboard…`, `Foo.self`; not a type that shares its name). Code naming a storyboard
    /// is no evidence that the system does not load it too (`UIStoryboard(name: "Main")` in a
    /// class of Main's own scenes), so only references are.
    /// A scene is reached when it is the initial scene of a loaded storyboard, live code names its
    /// storyboard identifier (a string, or a type name: `String(describing: Foo.self)`) or its class
    /// or a subclass, or a reached scene segues to it or to a storyboard reference to it.
    struct SceneReach {
        let storyboards: [String: StoryboardMap]
        private let storyboardClasses: Set<String>
        /// Storyboards entered through other storyboards' references: ones another storyboard
        /// refers to and that a storyboard no other refers to leads to, through references. (A
        /// reference within a storyboard says nothing of who loads it; storyboards that refer only
        /// to one another, with no way in from outside, may hold the main one and are not counted.)
        private let referenced: Set<String>
        /// The storyboards the system loads, when the apps' Info.plists say.
        private let systemLoaded: Set<String>?
        private(set) var reached: Set<SceneKey> = []
        private(set) var reachedClasses: Set<String> = []
        /// Types named in live code, and the classes used as a loaded nib's.
        var namedByLiveCode: Set<String> = []
        /// Strings in live code.
        private var liveStrings: Set<String> = []
        /// The types whose code is live (`""` for code outside any type); once live, always.
        private var liveOwners: Set<String> = []
        /// The live strings built with an interpolation (`onboarding*`), matched one by one.
        private var livePatterns: [String] = []

        init(storyboards: [String: StoryboardMap], systemLoaded: Set<String>? = nil) {
            self.storyboards = storyboards
            // Bundles on device are case-sensitive, but projects are written on disks that are not.
            self.systemLoaded = systemLoaded.map { Set($0.map { $0.lowercased() }) }
            storyboardClasses = Set(storyboards.values.flatMap { $0.scenes.values.flatMap(\.classes) })
            let targets = storyboards.mapValues { map in Set(map.references.values.map(\.storyboard)) }
            let referredTo = Set(targets.flatMap { name, names in names.subtracting([name]) })
            var entered: Set<String> = []
            var pending = storyboards.keys.filter { !referredTo.contains($0) }
            while let name = pending.popLast() {
                for target in targets[name] ?? [] where target != name && entered.insert(target).inserted {
                    pending.append(target)
                }
            }
            referenced = entered
        }

        mutating func extend(
            names namesByOwner: [String: Set<String>], strings: [String: Set<String>], index: ProjectIndex
        ) {
            let owners = Set(namesByOwner.keys).union(strings.keys).subtracting(liveOwners)
            var grew = true
            while grew {
                grew = false
                for owner in owners
                where !liveOwners.contains(owner)
                    && (owner.isEmpty
                        || !storyboardClasses.contains(owner)
                        || index.selfAndDescendants(of: owner).contains {
                            namedByLiveCode.contains($0) || reachedClasses.contains($0)
                        })
                {
                    liveOwners.insert(owner)
                    namedByLiveCode.formUnion(namesByOwner[owner] ?? [])
                    for string in strings[owner] ?? []
                    where liveStrings.insert(string).inserted && string.contains("*" as Character) {
                        livePatterns.append(string)
                    }
                    grew = true
                }
            }
            var pending: [SceneKey] = []
            for (name, map) in storyboards {
                let isLoaded =
                    systemLoaded.map { $0.contains(name.lowercased()) } ?? !referenced.contains(name)
                    || mayBeNamed(name)
                for (id, scene) in map.scenes {
                    let classNamed = scene.controllerClass.map {
                        index.selfAndDescendants(of: $0).contains(where: namedByLiveCode.contains)
                    }
                    let identifierNamed = scene.identifier.map { mayBeNamed($0) || namedByLiveCode.contains($0) }
                    if isLoaded && map.initialScenes.contains(id) || classNamed == true || identifierNamed == true {
                        pending.append(SceneKey(storyboard: name, scene: id))
                    }
                }
            }
            while let key = pending.popLast() {
                guard let map = storyboards[key.storyboard], let scene = map.scenes[key.scene],
                    reached.insert(key).inserted
                else { continue }
                reachedClasses.formUnion(scene.classes)
                for destination in scene.destinations {
                    if map.scenes[destination] != nil {
                        pending.append(SceneKey(storyboard: key.storyboard, scene: destination))
                    } else if let reference = map.references[destination],
                        let target = storyboards[reference.storyboard]
                    {
                        let ids =
                            reference.identifier.map { identifier in
                                target.scenes.filter { $0.value.identifier == identifier }.map(\.key)
                            }
                            ?? Array(target.initialScenes)
                        pending.append(contentsOf: ids.map { SceneKey(storyboard: reference.storyboard, scene: $0) })
                    }
                }
            }
        }

        /// Whether a string in live code may be `name`, `*` standing for an interpolation.
        private func mayBeNamed(_ name: String) -> Bool {
            liveStrings.contains(name) || livePatterns.contains { ProjectIndex.matches(name, pattern: $0) }
        }
    }

    /// Whether `name` fits `pattern`, `*` standing for any text.
    static func matches(_ name: String, pattern: String) -> Bool {
        let pieces = pattern.split(separator: "*", omittingEmptySubsequences: false)
        guard let first = pieces.first, let last = pieces.last, name.hasPrefix(first),
            name.count >= first.count + last.count
        else {
            return false
        }
        var rest = name.dropFirst(first.count)
        for piece in pieces.dropFirst().dropLast() {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.hasSuffix(last)
    }
}

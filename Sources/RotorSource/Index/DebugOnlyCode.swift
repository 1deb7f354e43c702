import RotorKit

/// What only debug builds compile: the types a file declares only in debug-only `#if` clauses
/// (`ReleaseConditions`), and the names and strings its types' code mentions only there. The index
/// works out from it, with what the rest of the code names, which types and storyboard scenes only
/// debug code reaches (`ProjectIndex.debugOnlyTypes`, `debugOnlyScenes`): a finding there is a
/// review item that says so (`IndexCondition.isDebugOnly`), as no one outside the team meets it.
public struct DebugOnlyCode: ProjectFact {
    public static let name = "debugOnlyCode"

    public struct FileValue: FileFact {
        /// Types declared only in debug-only code.
        public var declared: Set<String> = []
        /// For each owner (as `SourceFileIndex.namesByOwner`), the types its code names only in debug-only code.
        public var names: [String: Set<String>] = [:]
        /// For each owner, the strings its code has only in debug-only code (as `stringsByOwner`).
        public var strings: [String: Set<String>] = [:]
    }

    public var declared: Set<String> = []
    public var names: [String: Set<String>] = [:]
    public var strings: [String: Set<String>] = [:]

    public init(merging values: [FileValue]) {
        for value in values {
            declared.formUnion(value.declared)
            names.merge(value.names) { $0.union($1) }
            strings.merge(value.strings) { $0.union($1) }
        }
    }

    /// None for a file with no `#if`, as most have none.
    public static func collector(file: SourceFile, context: SourceContext) -> FactCollector? {
        mayHaveDebugCode(file) ? Collector(file: file, context: context) : nil
    }

    static func mayHaveDebugCode(_ file: SourceFile) -> Bool {
        file.text.containsBytes("#if")
    }

    /// Visits nothing: the walk records what it needs in `CodeReach.debugOnly`.
    final class Collector: FactCollector {
        override var value: (any FileFact)? { file.facts.reach.debugOnly.value }
    }

    /// Gathers a file's value during the walk: what debug-only code mentions, less what the rest mentions.
    struct Recorder {
        /// Off for a file with no `#if`, which has no debug-only code: most files record nothing.
        var isOn = false
        private var debugDeclared: Set<String> = []
        private var declared: Set<String> = []
        private var debugNames: [String: Set<String>] = [:]
        private var names: [String: Set<String>] = [:]
        private var debugStrings: [String: Set<String>] = [:]
        private var strings: [String: Set<String>] = [:]

        mutating func note(declared type: String, inDebugCode: Bool) {
            guard isOn else { return }
            if inDebugCode { debugDeclared.insert(type) } else { declared.insert(type) }
        }

        mutating func note(name: String, owner: String, inDebugCode: Bool) {
            guard isOn else { return }
            if inDebugCode {
                debugNames[owner, default: []].insert(name)
            } else {
                names[owner, default: []].insert(name)
            }
        }

        mutating func note(string: String, owner: String, inDebugCode: Bool) {
            guard isOn else { return }
            if inDebugCode {
                debugStrings[owner, default: []].insert(string)
            } else {
                strings[owner, default: []].insert(string)
            }
        }

        /// The file's value; nil when it has no debug-only code.
        var value: FileValue? {
            guard !debugDeclared.isEmpty || !debugNames.isEmpty || !debugStrings.isEmpty else { return nil }
            func only(_ debug: [String: Set<String>], _ release: [String: Set<String>]) -> [String: Set<String>] {
                var found: [String: Set<String>] = [:]
                for (owner, mentioned) in debug {
                    let onlyHere = mentioned.subtracting(release[owner] ?? [])
                    if !onlyHere.isEmpty { found[owner] = onlyHere }
                }
                return found
            }
            return FileValue(
                declared: debugDeclared.subtracting(declared), names: only(debugNames, names),
                strings: only(debugStrings, strings))
        }
    }
}

extension ProjectIndex {
    /// The types and storyboard scenes only debug builds reach: types declared only in debug-only
    /// code; and, when the files are the whole project, each type (or scene) that code reaches in
    /// all builds but that no code of a release build names (no scene it reaches holds), until
    /// nothing changes. A nib's own classes count as named where the nib is; a class used with no code
    /// naming it (entry points, a library's public types, a nib loaded through a system class) stays.
    func debugOnlyCode(systemStoryboards: Set<String>?) -> (types: Set<String>, scenes: Set<SceneKey>) {
        let fact = fact(DebugOnlyCode.self)
        // A type declared only in debug-only code has its findings there already; as an owner it makes
        // what only it names debug-only. (Another target may declare a shipped type of the same name.)
        var debug = fact.declared.intersection(declaredTypes)
        guard knowsEveryUse, !fact.declared.isEmpty || !fact.names.isEmpty || !fact.strings.isEmpty else {
            return ([], [])
        }
        func releaseOnly(_ all: [String: Set<String>], less debugOnly: [String: Set<String>]) -> [String: Set<String>] {
            Dictionary(uniqueKeysWithValues: all.map { ($0.key, $0.value.subtracting(debugOnly[$0.key] ?? [])) })
        }
        let releaseNames = releaseOnly(namesByOwner, less: fact.names)
        let releaseStrings = releaseOnly(stringsByOwner, less: fact.strings)
        var namers: [String: Set<String>] = [:]
        var namedAnywhere: Set<String> = []
        for (owner, names) in releaseNames {
            for name in names where name != owner { namers[name, default: []].insert(owner) }
        }
        for (owner, names) in namesByOwner { namedAnywhere.formUnion(names.subtracting([owner])) }
        // A nib's own classes (its File's Owner) are created wherever code loads the nib by name too.
        for (nib, classes) in nibs {
            for type in classes {
                namers[type, default: []].formUnion(namers[nib] ?? [])
                if namedAnywhere.contains(nib) { namedAnywhere.insert(type) }
            }
        }
        let sceneClasses = Set(
            reachableScenes.flatMap { storyboards[$0.storyboard]?.scenes[$0.scene]?.classes ?? [] })
        var scenes: Set<SceneKey> = []
        var before: Set<String>
        repeat {
            before = debug
            var reach = SceneReach(storyboards: storyboards, systemLoaded: systemStoryboards)
            reach.namedByLiveCode = loadedNibClasses
            reach.extend(
                names: releaseNames.filter { !debug.contains($0.key) },
                strings: releaseStrings.filter { !debug.contains($0.key) }, index: self)
            scenes = reachableScenes.subtracting(reach.reached)
            var changed = true
            while changed {
                changed = false
                // Named only by debug code, or a class only of scenes only debug code reaches; a class
                // used with no code naming it (a nib loaded through a system class) stays.
                for type in declaredTypes
                where !debug.contains(type) && usedTypes.contains(type) && !reach.reachedClasses.contains(type)
                    && (namedAnywhere.contains(type) || sceneClasses.contains(type))
                    && (namers[type] ?? []).isSubset(of: debug)
                {
                    debug.insert(type)
                    changed = true
                }
            }
        } while debug != before
        return (debug.subtracting(fact.declared), scenes)
    }
}

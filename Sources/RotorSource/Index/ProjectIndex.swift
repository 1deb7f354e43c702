import RotorKit

/// Every Swift file's `SourceFileIndex` of a run, merged: the facts that cross files. Rules that
/// cannot see enough in one file attach an `IndexCondition` to their finding, and the pipeline
/// keeps the finding only when the index, built from all files first, holds the condition.
///
/// The index holds the facts many rules share (what code touches, which types are used, which
/// nibs and scenes are reached, the localizations) and, generically, the value of every other
/// `ProjectFact` kind the files contributed to, merged by the kind itself (`fact(_:)`).
public struct ProjectIndex: Sendable {
    private(set) var touched: [String: Set<String>] = [:]
    private(set) var touchedByName: [String: Set<String>] = [:]
    private var superclasses: [String: String] = [:]
    private var subclasses: [String: [String]] = [:]
    private(set) var usedTypes: Set<String> = []
    /// Types used as namespaces only (`SourceFileIndex.namespaceUses`).
    private(set) var namespaceUses: Set<String> = []
    private(set) var declaredTypes: Set<String> = []
    private(set) var nibs: [String: Set<String>] = [:]
    private var nibContents: [String: Set<String>] = [:]
    private(set) var namesByOwner: [String: Set<String>] = [:]
    /// The inverse of `namesByOwner`: for each name, the owners whose code names it.
    private var namers: [String: Set<String>] = [:]
    /// Classes used with no code naming them: a reached scene's, a loaded nib's, a library's public types.
    private var usedWithoutCode: Set<String> = []
    /// The classes of the nibs code loads.
    private(set) var loadedNibClasses: Set<String> = []
    /// The types only debug builds reach (`debugOnlyCode(systemStoryboards:)`).
    public private(set) var debugOnlyTypes: Set<String> = []
    /// The storyboard scenes only debug builds reach.
    private(set) var debugOnlyScenes: Set<SceneKey> = []
    private(set) var stringsByOwner: [String: Set<String>] = [:]
    private(set) var reachableScenes: Set<SceneKey> = []
    private(set) var storyboards: [String: StoryboardMap] = [:]
    /// The app's strings tables, as the rules read them.
    public let localizations: Localizations
    private var conformances: [String: Set<String>] = [:]
    /// For each type, the classes of locals and parameters its files show (`*`: any class).
    private(set) var classesShownThroughLocals: [String: Set<String>] = [:]
    private(set) var classesShowingThemselves: Set<String> = []
    /// Every name the project's code refers to, for members that run only when named.
    private var referencedNames: Set<String> = []
    /// Every name the project's code may change, and every string that may name a property for
    /// key-value coding (`setValue(_:forKey: "flag")`).
    private(set) var changedNames: Set<String> = []
    private var declaredProtocols: Set<String> = []
    /// The merged value of each `ProjectFact` kind some file contributed to, by kind.
    private var facts: [ObjectIdentifier: any Sendable] = [:]
    /// Whether the files indexed are the whole project, so that a type none of them uses is used
    /// nowhere (`InputDiscovery` decides; false for single files, as their users are elsewhere).
    public var knowsEveryUse: Bool
    /// Whether the project may be a library whose public and open types other projects use
    /// (`InputDiscovery` decides: a package's root); an app's public types, such as those of its
    /// local packages, are used only where the app uses them.
    public let mayBeLibrary: Bool

    /// `systemStoryboards`: the storyboards the apps' Info.plists have the system load (main,
    /// launch, scene and extension storyboards), when every app's was read; nil when not known.
    public init(
        _ files: some Sequence<SourceFileIndex>, knowsEveryUse: Bool = false, mayBeLibrary: Bool = true,
        localizations: Localizations = Localizations(), systemStoryboards: Set<String>? = nil
    ) {
        self.knowsEveryUse = knowsEveryUse
        self.mayBeLibrary = mayBeLibrary
        self.localizations = localizations
        var referencedNames: Set<String> = []
        var memberUses: [MemberUse] = []
        var factValues: [String: (kind: any ProjectFact.Type, values: [any FileFact])] = [:]
        for file in files {
            for entry in file.facts.entries {
                factValues[entry.kind.name, default: (entry.kind, [])].values.append(entry.value)
            }
            if mayBeLibrary {
                usedTypes.formUnion(file.publicTypes)
                usedWithoutCode.formUnion(file.publicTypes)
                namesByOwner["", default: []].formUnion(file.publicTypes)
            }
            touched.merge(file.touched) { $0.union($1) }
            touchedByName.merge(file.touchedByName) { $0.union($1) }
            superclasses.merge(file.superclasses) { first, _ in first }
            usedTypes.formUnion(file.usedTypes)
            namespaceUses.formUnion(file.namespaceUses)
            declaredTypes.formUnion(file.declaredTypes)
            nibs.merge(file.nibs) { $0.union($1) }
            nibContents.merge(file.nibContents) { $0.union($1) }
            storyboards.merge(file.storyboards) { $0.merged(with: $1) }
            namesByOwner.merge(file.namesByOwner) { $0.union($1) }
            stringsByOwner.merge(file.stringsByOwner) { $0.union($1) }
            referencedNames.formUnion(file.referencedNames)
            changedNames.formUnion(file.changedNames)
            conformances.merge(file.conformances) { $0.union($1) }
            declaredProtocols.formUnion(file.declaredProtocols)
            memberUses.append(contentsOf: file.memberUses)
            classesShowingThemselves.formUnion(file.classesShowingThemselves)
            if !file.classesShownThroughLocals.isEmpty {
                for type in file.declaredTypes.union(file.touched.keys) {
                    classesShownThroughLocals[type, default: []].formUnion(file.classesShownThroughLocals)
                }
            }
        }
        // A member's uses count when something may call it: code naming it (on any type), another
        // project (public API of a library), or the system through what its type conforms to.
        self.referencedNames = referencedNames
        for strings in stringsByOwner.values { changedNames.formUnion(strings) }
        for use in memberUses where mayBeCalled(use) {
            usedTypes.formUnion(use.types)
        }
        for (type, parent) in superclasses { subclasses[parent, default: []].append(type) }
        for (owner, names) in namesByOwner {
            for name in names { namers[name, default: []].insert(owner) }
        }
        // A nib loaded by name or through one of its classes makes its other classes used, and so
        // does a reachable scene; a class made used may run code that loads another nib or names
        // another scene, so until nothing changes.
        var loaded: Set<String> = []
        var reach = SceneReach(storyboards: storyboards, systemLoaded: systemStoryboards)
        var changed = true
        while changed {
            changed = false
            for (name, classes) in nibs where !loaded.contains(name) && isLoaded(nib: name, classes: classes) {
                loaded.insert(name)
                let shown = classes.union(nibContents[name] ?? [])
                usedTypes.formUnion(shown)
                usedWithoutCode.formUnion(shown)
                loadedNibClasses.formUnion(shown)
                reach.namedByLiveCode.formUnion(shown)
                changed = true
            }
            guard knowsEveryUse else { continue }
            let before = reach.reached.count
            reach.extend(names: namesByOwner, strings: stringsByOwner, index: self)
            if reach.reached.count > before {
                usedTypes.formUnion(reach.reachedClasses)
                usedWithoutCode.formUnion(reach.reachedClasses)
                changed = true
            }
        }
        reachableScenes = reach.reached
        if knowsEveryUse { usedTypes.subtract(unshownWidgetCode()) }
        for (kind, values) in factValues.values { facts[ObjectIdentifier(kind)] = Self.merge(kind, values) }
        (debugOnlyTypes, debugOnlyScenes) = debugOnlyCode(systemStoryboards: systemStoryboards)
    }

    private static func merge<Fact: ProjectFact>(_ kind: Fact.Type, _ values: [any FileFact]) -> any Sendable {
        Fact(merging: values.compactMap { $0 as? Fact.FileValue })
    }

    /// The project's value of a fact kind: every file's merged, or none merged when no file had one.
    public func fact<Fact: ProjectFact>(_ kind: Fact.Type) -> Fact {
        facts[ObjectIdentifier(kind)] as? Fact ?? Fact(merging: [])
    }

    /// The project's types that only widgets nothing shows name: a `Widget` appears only when a
    /// `WidgetBundle` lists it or it is `@main`, so one no code names is never shown, nor are the
    /// views that only it (or views only it shows) names, until nothing changes.
    private func unshownWidgetCode() -> Set<String> {
        var dead = Set(declaredTypes.filter { conformances[$0]?.contains("Widget") == true && !usedTypes.contains($0) })
        guard !dead.isEmpty else { return [] }
        var namers: [String: Set<String>] = [:]
        for (owner, names) in namesByOwner {
            for name in names where name != owner { namers[name, default: []].insert(owner) }
        }
        var changed = true
        while changed {
            changed = false
            for (type, owners) in namers
            where declaredTypes.contains(type) && !dead.contains(type) && owners.isSubset(of: dead) {
                dead.insert(type)
                changed = true
            }
        }
        return dead
    }

    /// The type and the classes it inherits from, as far as the project declares them.
    public func lineage(of type: String) -> [String] {
        var chain = [type]
        while let parent = superclasses[chain[chain.count - 1]], !chain.contains(parent) { chain.append(parent) }
        return chain
    }

    /// The type and the classes that inherit from it: the instances whose code may be the type's.
    func selfAndDescendants(of type: String) -> [String] {
        [type] + descendants(of: type)
    }

    /// The classes that inherit from `type`, directly or not, as far as the project declares them.
    public func descendants(of type: String) -> [String] {
        var found: [String] = []
        var pending = [type]
        while let next = pending.popLast() {
            for child in subclasses[next] ?? [] where child != type && !found.contains(child) {
                found.append(child)
                pending.append(child)
            }
        }
        return found
    }

    /// Whether the project may use the type: it is not one of the project's, the project names it
    /// outside its own code and previews, an Interface Builder file names it as a class, or the
    /// files are not known to be the whole project.
    public func isUsed(_ type: String) -> Bool {
        !knowsEveryUse || !declaredTypes.contains(type) || usedTypes.contains(type)
    }

    func mayBeCalled(_ member: MemberUse) -> Bool {
        referencedNames.contains(member.name) || mayBeLibrary && member.isPublic || mayBeCalledByRole(member.owner)
    }

    /// Whether code may set the stored property `member.name` of `member.owner` after it is made:
    /// code changes that name (on any type), another project may (public API of a library), or
    /// Objective-C code may (`@objcMembers`). The system sets an app's stored property through an
    /// override or an attribute (`@IBInspectable`, `@objc`), which Rotor never asks about, or as a
    /// system protocol's requirement (a content view's `configuration`), which the app's own code
    /// sets too when it makes the view.
    func mayBeSet(_ member: MemberUse) -> Bool {
        !knowsEveryUse || changedNames.contains(member.name) || mayBeLibrary && member.isPublic
            || lineage(of: member.owner).contains { conformances[$0]?.contains("@objcMembers") == true }
    }

    /// Whether the type, as far as the project declares what it inherits from and conforms to,
    /// reaches a class, protocol or attribute outside the project, whose users (UIKit, SwiftUI, the
    /// compiler) may call its members by role without naming them. The project's own protocols are
    /// followed; their requirements are called by name in its code.
    private func mayBeCalledByRole(_ type: String) -> Bool {
        var seen: Set<String> = [type]
        var pending = [type]
        while let next = pending.popLast() {
            for parent in conformances[next] ?? []
            where !seen.contains(parent) && !CodeReach.protocolsCallingOnlyUnnamed.contains(parent) {
                guard declaredTypes.contains(parent) || declaredProtocols.contains(parent) else { return true }
                seen.insert(parent)
                pending.append(parent)
            }
        }
        return false
    }

    /// Whether code that may run names the nib or uses one of its own classes; not known of a nib with none.
    func isLoaded(nib name: String, classes: Set<String>) -> Bool {
        if classes.isEmpty || classes.contains(where: { !declaredTypes.contains($0) }) { return true }
        let names = classes.union([name])
        return names.contains { usedTypes.contains($0) && isNamedByLiveCode($0, apartFrom: names) }
    }

    /// Whether a used name counts for loading a nib: some code naming it may run (code outside the
    /// project's types, or of a type the project uses, as a namespace too, other than the nib's own
    /// classes), or it is used with no code naming it. A nib registered only by a view controller
    /// nothing creates is never loaded. Asked only of the whole project, one level deep.
    private func isNamedByLiveCode(_ name: String, apartFrom own: Set<String>) -> Bool {
        guard knowsEveryUse, !usedWithoutCode.contains(name), let owners = namers[name] else { return true }
        return owners.contains { owner in
            owner.isEmpty
                || !own.contains(owner)
                    && (!declaredTypes.contains(owner) || usedTypes.contains(owner) || namespaceUses.contains(owner))
        }
    }

    /// Whether the condition holds in the project.
    public func holds(_ condition: any IndexCondition) -> Bool {
        condition.holds(in: self)
    }
}

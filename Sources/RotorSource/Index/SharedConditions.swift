import RotorKit

/// The conditions many rules' findings carry, over the facts the index shares: whether the code or
/// Interface Builder file of a finding is reached, and whether code changes what a file shows.
extension ProjectIndex {
    /// The kinds of condition the index evaluates for every rule (`IndexRegistry`).
    static let sharedConditions: [any IndexCondition.Type] = [
        AllConditions.self, UsedTypes.self, NibUsed.self, ReachableScene.self, UntouchedInCode.self,
        NotHiddenForGood.self, CalledMember.self, SetMember.self, RunsOnIOS.self,
    ]

    /// The kinds of fact the linter gathers whatever rules run: `Linter.placedInReach` gives every
    /// finding's conditions.
    static let sharedFacts: [any ProjectFact.Type] = [OffIOSChecks.self, DebugOnlyCode.self]
}

/// The project uses each of these types, outermost first: a finding in code no screen reaches
/// helps no one. A type around the innermost counts as used as its namespace too (`Outer.Row`).
public struct UsedTypes: IndexCondition {
    public static let name = "usedTypes"
    public var types: [String]

    public init(_ types: [String]) {
        self.types = types
    }

    public func holds(in index: ProjectIndex) -> Bool {
        // Outermost first: a type around the innermost may be used as its namespace only.
        types.indices.allSatisfy {
            index.isUsed(types[$0]) || $0 < types.count - 1 && index.namespaceUses.contains(types[$0])
        }
    }

    public func isDebugOnly(in index: ProjectIndex) -> Bool {
        types.contains(where: index.debugOnlyTypes.contains)
    }
}

/// The project loads the nib: code names the file (`UINib(nibName:)`, `R.nib…`) or uses one of
/// its classes (File's Owner, the custom classes of its top-level objects).
public struct NibUsed: IndexCondition {
    public static let name = "nibUsed"
    public var nib: String
    public var classes: [String]

    public init(name: String, classes: [String]) {
        nib = name
        self.classes = classes
    }

    public func holds(in index: ProjectIndex) -> Bool {
        !index.knowsEveryUse || index.isLoaded(nib: nib, classes: Set(classes))
    }

    /// A nib whose own classes only debug builds reach: only debug code loads it.
    public func isDebugOnly(in index: ProjectIndex) -> Bool {
        !classes.isEmpty && classes.allSatisfy(index.debugOnlyTypes.contains)
    }
}

/// Someone can reach the storyboard scene whose view controller has the object id `scene`
/// (see `ProjectIndex.reachableScenes`).
public struct ReachableScene: IndexCondition {
    public static let name = "reachableScene"
    public var storyboard: String
    public var scene: String

    public init(storyboard: String, scene: String) {
        self.storyboard = storyboard
        self.scene = scene
    }

    public func holds(in index: ProjectIndex) -> Bool {
        !index.knowsEveryUse || index.storyboards[storyboard]?.scenes[scene] == nil
            || index.reachableScenes.contains(ProjectIndex.SceneKey(storyboard: storyboard, scene: scene))
    }

    public func isDebugOnly(in index: ProjectIndex) -> Bool {
        index.debugOnlyScenes.contains(ProjectIndex.SceneKey(storyboard: storyboard, scene: scene))
    }
}

/// No code sets or calls any of `members` through any of `handles`: what an Interface Builder
/// file shows is what the person sees.
public struct UntouchedInCode: IndexCondition {
    public static let name = "untouchedInCode"
    public var handles: [CodeHandle]
    public var members: Set<String>

    public init(handles: [CodeHandle], members: Set<String>) {
        self.handles = handles
        self.members = members
    }

    public func holds(in index: ProjectIndex) -> Bool {
        !handles.contains {
            index.touches(
                owner: $0.owner, receiver: $0.receiver, anyOf: members, byName: true, includingSubclasses: true)
        }
    }
}

/// No code hides any of `objects` (the element and the views around it) for good: code that
/// only sets `isHidden = true` on it or removes it, with nothing that may show it again, means
/// no one sees the element.
public struct NotHiddenForGood: IndexCondition {
    public static let name = "notHiddenForGood"
    public var objects: [CodeObject]

    public init(objects: [CodeObject]) {
        self.objects = objects
    }

    public func holds(in index: ProjectIndex) -> Bool {
        !index.knowsEveryUse || !objects.contains(where: index.isHiddenForGood)
    }
}

/// Something may call the member `name` of `owner`, which runs only when called by name: code
/// names it (on any type), another project (public API of a library), or the system through
/// what `owner` conforms to.
public struct CalledMember: IndexCondition {
    public static let name = "calledMember"
    public var owner: String
    public var member: String
    public var isPublic: Bool

    public init(owner: String, name: String, isPublic: Bool) {
        self.owner = owner
        member = name
        self.isPublic = isPublic
    }

    public func holds(in index: ProjectIndex) -> Bool {
        !index.knowsEveryUse || index.mayBeCalled(MemberUse(owner: owner, name: member, isPublic: isPublic))
    }
}

/// Something may set the stored property `name` of `owner` after it is made, which is when its
/// observers (`didSet`, `willSet`) run (`ProjectIndex.mayBeSet`).
public struct SetMember: IndexCondition {
    public static let name = "setMember"
    public var owner: String
    public var member: String
    public var isPublic: Bool

    public init(owner: String, name: String, isPublic: Bool) {
        self.owner = owner
        member = name
        self.isPublic = isPublic
    }

    public func holds(in index: ProjectIndex) -> Bool {
        index.mayBeSet(MemberUse(owner: owner, name: member, isPublic: isPublic))
    }
}

/// None of `checks` (`UIDevice.isTV`), members the code around the finding runs only when one
/// is true, is a run-time check that the app runs on tvOS or a Mac (`OffIOSChecks`).
public struct RunsOnIOS: IndexCondition {
    public static let name = "runsOnIOS"
    public var checks: [String]

    public init(checks: [String]) {
        self.checks = checks
    }

    public func holds(in index: ProjectIndex) -> Bool {
        index.fact(OffIOSChecks.self).checks.isDisjoint(with: checks)
    }
}

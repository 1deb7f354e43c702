/// How one storyboard's scenes lead to one another, as the importer reads it: the project index
/// works out from every storyboard's map (and the code that names them) which scenes anyone can
/// reach. Scenes and references are keyed by the object id of their view controller or placeholder.
public struct StoryboardMap: Sendable, Hashable, Codable {
    /// The initial view controller; several when files of one name (two targets' `Main`) are merged.
    public var initialScenes: Set<String> = []
    public var scenes: [String: StoryboardScene] = [:]
    /// Storyboard references (`viewControllerPlaceholder`): a segue to one reaches the scene it names.
    public var references: [String: StoryboardReference] = [:]

    public init() {}

    /// Both maps in one: a project may hold several storyboards of one name.
    public func merged(with other: StoryboardMap) -> StoryboardMap {
        var merged = self
        merged.initialScenes.formUnion(other.initialScenes)
        merged.scenes.merge(other.scenes) { first, _ in first }
        merged.references.merge(other.references) { first, _ in first }
        return merged
    }
}

/// One scene: what code may instantiate it by, the classes it makes used, and where its segues
/// (of every kind: show, modal, relationship, embed) go in the same storyboard.
public struct StoryboardScene: Sendable, Hashable, Codable {
    public var identifier: String?
    public var controllerClass: String?
    /// Every custom class inside the scene: the controller's, its views' and cells'.
    public var classes: Set<String>
    /// Object ids of the scenes and references its segues lead to.
    public var destinations: Set<String>

    public init(identifier: String?, controllerClass: String?, classes: Set<String>, destinations: Set<String>) {
        self.identifier = identifier
        self.controllerClass = controllerClass
        self.classes = classes
        self.destinations = destinations
    }
}

/// A storyboard reference: the scene of storyboard `storyboard` whose identifier is `identifier`,
/// or its initial scene when there is none.
public struct StoryboardReference: Sendable, Hashable, Codable {
    public var storyboard: String
    public var identifier: String?

    public init(storyboard: String, identifier: String?) {
        self.storyboard = storyboard
        self.identifier = identifier
    }
}

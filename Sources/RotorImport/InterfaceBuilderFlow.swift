import RotorKit

/// How a storyboard's scenes are reached, from its segues and its initial view controller: which
/// are embedded in another rather than screens of their own;
/// and its `map`, from which the project index works out which scenes anyone reaches at all.
struct StoryboardFlow {
    private var navigated: Set<String> = []
    private var embedded: Set<String> = []
    private(set) var map = StoryboardMap()

    /// Controllers whose scene is a frame around others: their children carry the titles.
    static let containerControllers: Set<String> = [
        "navigationController", "tabBarController", "splitViewController", "pageViewController",
    ]

    /// `name` is the storyboard's file name without extension, which a reference without a
    /// `storyboardName` points into.
    init(document: XMLNode, name: String) {
        if let initial = document["initialViewController"] {
            navigated.insert(initial)
            map.initialScenes.insert(initial)
        }
        for scene in document.child(named: "scenes")?.children ?? [] where scene.name == "scene" {
            for object in scene.child(named: "objects")?.children ?? [] {
                guard let id = object["id"] else { continue }
                if object.name == "viewControllerPlaceholder" {
                    map.references[id] = StoryboardReference(
                        storyboard: object["storyboardName"]?.nonBlank ?? name,
                        identifier: object["referencedIdentifier"]?.nonBlank)
                } else if object.name.hasSuffix("Controller") {
                    map.scenes[id] = readScene(scene, controller: object)
                }
            }
        }
    }

    /// The scene's classes and segues, every node below it walked; segues also tell how their
    /// destinations are shown.
    private mutating func readScene(_ scene: XMLNode, controller: XMLNode) -> StoryboardScene {
        var classes: Set<String> = []
        var destinations: Set<String> = []
        var pending = [scene]
        while let node = pending.popLast() {
            pending.append(contentsOf: node.children)
            if let custom = node["customClass"]?.nonBlank { classes.insert(custom) }
            guard node.name == "segue", let destination = node["destination"] else { continue }
            destinations.insert(destination)
            // An embed segue puts the destination inside its source's view (a container view);
            // every other kind — show, push, modal, presentation, popover, a relationship to a
            // navigation, tab or split controller's children — brings it on screen by itself.
            if node["kind"] == "embed" { embedded.insert(destination) } else { navigated.insert(destination) }
        }
        return StoryboardScene(
            identifier: controller["storyboardIdentifier"]?.nonBlank,
            controllerClass: controller["customClass"]?.nonBlank,
            classes: classes, destinations: destinations)
    }

    /// Whether the controller's scene is part of another: a container's frame, or a child only ever
    /// embedded (a scene also shown by itself is a screen of its own).
    func isEmbedded(_ controller: XMLNode) -> Bool {
        if Self.containerControllers.contains(controller.name) { return true }
        guard let id = controller["id"] else { return false }
        return embedded.contains(id) && !navigated.contains(id)
    }
}

/// An `@IBOutlet` connection: the property `property` of the object of class `ownerClass` (a scene's
/// view controller, a xib's File's Owner, a cell) points at the object `objectID`. Through it, code
/// that sets the property's label, title or colour changes what the file shows.
public struct InterfaceBuilderOutlet: Hashable, Sendable {
    public var ownerClass: String
    public var property: String
    public var objectID: String

    public init(ownerClass: String, property: String, objectID: String) {
        self.ownerClass = ownerClass
        self.property = property
        self.objectID = objectID
    }

    /// Every outlet of `root` and the objects below it whose class is a custom one (UIKit's own
    /// classes have no code of the app's to look at).
    static func outlets(in root: XMLNode, ownerClassOfPlaceholder: [String: String] = [:]) -> [InterfaceBuilderOutlet] {
        var outlets: [InterfaceBuilderOutlet] = []
        var pending = [root]
        while let node = pending.popLast() {
            pending.append(contentsOf: node.children.reversed())
            guard let connections = node.child(named: "connections"),
                let ownerClass = node["customClass"]?.nonBlank ?? node["id"].flatMap({ ownerClassOfPlaceholder[$0] })
            else { continue }
            for outlet in connections.children where outlet.name == "outlet" {
                guard let property = outlet["property"], let destination = outlet["destination"] else { continue }
                outlets.append(
                    InterfaceBuilderOutlet(ownerClass: ownerClass, property: property, objectID: destination))
            }
        }
        return outlets
    }
}

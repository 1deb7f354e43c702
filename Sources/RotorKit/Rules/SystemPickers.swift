/// The platforms' own pickers: elements whose importer gave them `ContainerKind.picker` (each
/// format's table of classes says which: `UIKitContainers`, `XCUIHierarchy`, `UIAutomatorImporter`).
/// They decide how their parts are read: a calendar's month arrows are left out of the swipe order
/// because the month button is adjustable (and a button too), and a NumberPicker's neighbouring
/// values are read around its field. Rules that judge what an app chose leave these parts alone,
/// since the app cannot change them.
enum SystemPickers {
    /// A picker, of the system's class or a subclass, as its importer read it.
    static func isPicker(_ element: Element) -> Bool {
        element.container == .picker
    }
}

extension AuditContext {
    /// Whether the element at `path` is inside one of the platforms' own pickers.
    func isInsideSystemPicker(_ path: ElementPath) -> Bool {
        var current = screen.root
        for index in path.indices {
            if SystemPickers.isPicker(current) { return true }
            guard current.children.indices.contains(index) else { return false }
            current = current.children[index]
        }
        return false
    }
}

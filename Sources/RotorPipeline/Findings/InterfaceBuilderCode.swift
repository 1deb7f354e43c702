import Foundation
import RotorImport
import RotorKit
import RotorSource

/// Which code can change what an Interface Builder finding is about: the element's outlets and
/// custom class (and, for a rule that judges what is behind it, those of the views behind it), and
/// the members whose setting in code, as the finding's rule declares (`CodeOverrides`), would make
/// the file's value not the one a person meets. The finding stands only if
/// the project index finds no such code (`UntouchedInCode`).
enum InterfaceBuilderCode {
    /// A text field's text and placeholder are its value and a hint, never its name.
    static let fieldContent: Set<String> = ["text", "attributedText", "placeholder", "attributedPlaceholder"]
    /// A search bar's placeholder ("Search products") is what VoiceOver reads as its name; its text is
    /// still only the query.
    static let searchContent: Set<String> = ["text", "attributedText"]
    static let textEntryTraits: Set<AccessibilityTrait> = [.textField, .secureTextField, .searchField, .textArea]
    /// Members a rule names when it judges what VoiceOver reads at a stop (not fonts or colours).
    static let stopMembers: Set<String> = ["accessibilityLabel", "isAccessibilityElement", "accessibilityTraits"]

    /// `overrides`: what code can set to change what the finding's rule judges, as the rule declares
    /// (`TreeRule.membersCodeMayOverride`).
    static func conditions(for finding: Finding, overrides: CodeOverrides?, on imported: ImportedScreen)
        -> [any IndexCondition]
    {
        guard let path = finding.location.elementPath else { return [] }
        let aroundIt = (0...path.indices.count).map { ElementPath(Array(path.indices.prefix($0))) }
        // An element that code hides for good, or inside a view that code hides for good, is seen by no one.
        // Only objects code can reach can be hidden by it.
        let objects = aroundIt.compactMap { objectPath in
            imported.screen.root.descendant(at: objectPath).map {
                CodeObject(objectClass: $0.type, handles: handles(of: [objectPath], on: imported))
            }
        }.filter { !$0.handles.isEmpty }
        var conditions: [any IndexCondition] = objects.isEmpty ? [] : [NotHiddenForGood(objects: objects)]
        guard let overrides else { return conditions }
        // A collection cell is no element by itself, but its class may make itself one in code, or list
        // its stops itself (`accessibilityElements = [title, closeButton]`): then what is inside it is a
        // stop only as that code says, for the rules that judge what VoiceOver reads there.
        let cellClasses = aroundIt.dropLast().compactMap { imported.screen.root.descendant(at: $0) }
            .filter { $0.container == .cell && !$0.isAccessibilityElement && isAppClass($0.type) }.map(\.type)
        if !cellClasses.isEmpty, !overrides.members.isDisjoint(with: stopMembers) {
            conditions.append(
                UntouchedInCode(
                    handles: cellClasses.map { CodeHandle(owner: $0, receiver: "self") },
                    members: [SourceFileIndex.madeOneElement, "accessibilityElements"]))
        }
        var members = overrides.members
        if let element = imported.screen.root.descendant(at: path), !element.traits.isDisjoint(with: textEntryTraits) {
            members.subtract(element.traits.contains(.searchField) ? searchContent : fieldContent)
        }
        let paths = overrides.includesViewsBehind ? aroundIt : [path]
        conditions.append(UntouchedInCode(handles: handles(of: paths, on: imported), members: members))
        return conditions
    }

    /// How code reaches the objects at `paths`: the scene controller's `view` for the root, the
    /// objects' own custom classes, and the outlets to them.
    private static func handles(of paths: [ElementPath], on imported: ImportedScreen) -> [CodeHandle] {
        var handles: [CodeHandle] = []
        for objectPath in paths {
            if objectPath.indices.isEmpty, let controller = imported.controllerClass {
                handles.append(CodeHandle(owner: controller, receiver: "view"))
            }
            if let element = imported.screen.root.descendant(at: objectPath), isAppClass(element.type) {
                handles.append(CodeHandle(owner: element.type, receiver: "self"))
            }
            guard let id = imported.objectIDs[objectPath] else { continue }
            for outlet in imported.outlets where outlet.objectID == id {
                handles.append(CodeHandle(owner: outlet.ownerClass, receiver: outlet.property))
            }
        }
        return handles
    }

    /// What an Interface Builder file tells the project index, and the condition its findings need
    /// to stand. A storyboard tells its scenes (`StoryboardMap`): the classes of a scene count as
    /// used, and its findings stand, only if the project index finds the scene reachable
    /// (`ReachableScene`, added per scene by `sceneCondition`). A xib's own classes
    /// (File's Owner, top-level views) are used when the nib is loaded (`SourceFileIndex.nibs`), and
    /// so are the other classes it names (`nibContents`); a xib with classes of its own shows something only if it is
    /// loaded (nil for one with none, whose loading Rotor cannot follow).
    static func facts(of text: String, path: String, file: ImportedFile) -> (
        index: SourceFileIndex, loadCondition: NibUsed?
    ) {
        var index = SourceFileIndex()
        index.touched = classesMadeOneElement(in: file).merging(outletsMadeHeadings(in: file)) { $0.union($1) }
        if let storyboard = file.storyboard {
            index.storyboards[InterfaceBuilderImporter.documentName(of: path)] = storyboard
            return (index, nil)
        }
        let named = customClasses(in: text)
        guard path.hasSuffix(".xib") else {
            index.usedTypes = named
            index.namesByOwner[""] = named
            return (index, nil)
        }
        var own = Set(file.screens.map(\.screen.root.type).filter(isAppClass))
        if let owner = file.filesOwnerClass { own.insert(owner) }
        let nib = InterfaceBuilderImporter.documentName(of: path)
        index.nibs[nib] = own
        index.nibContents[nib] = named.subtracting(own)
        return (index, own.isEmpty ? nil : NibUsed(name: nib, classes: own.sorted()))
    }

    /// The app's classes the file makes one accessibility element around views of their own (a
    /// view with Accessibility Enabled): what code puts inside them is no stop of its own. A cell
    /// counts as an element whatever the file says, so the model cannot tell that it was made one.
    private static func classesMadeOneElement(in file: ImportedFile) -> [String: Set<String>] {
        var touched: [String: Set<String>] = [:]
        var pending = file.screens.map(\.screen.root)
        while let element = pending.popLast() {
            if element.isAccessibilityElement, element.container != .cell, !element.children.isEmpty,
                isAppClass(element.type)
            {
                touched[element.type, default: []].insert("self." + SourceFileIndex.madeOneElement)
            }
            pending.append(contentsOf: element.children)
        }
        return touched
    }

    /// The outlets the file gives the header trait, as `titleLabel.accessibilityTraits=header` of their
    /// owner class (`SourceFileIndex.madeHeading`): code need not add the trait.
    private static func outletsMadeHeadings(in file: ImportedFile) -> [String: Set<String>] {
        var touched: [String: Set<String>] = [:]
        for imported in file.screens {
            for (path, id) in imported.objectIDs
            where imported.screen.root.descendant(at: path)?.traits.contains(.header) == true {
                for outlet in imported.outlets where outlet.objectID == id {
                    touched[outlet.ownerClass, default: []].insert(outlet.property + "." + SourceFileIndex.madeHeading)
                }
            }
        }
        return touched
    }

    /// A storyboard scene shows something only if someone can reach it.
    static func sceneCondition(of imported: ImportedScreen, path: String, file: ImportedFile) -> ReachableScene? {
        guard file.storyboard != nil, let scene = imported.controllerID else { return nil }
        return ReachableScene(storyboard: InterfaceBuilderImporter.documentName(of: path), scene: scene)
    }

    /// Every `customClass="…"` value in the file.
    static func customClasses(in text: String) -> Set<String> {
        var classes: Set<String> = []
        for piece in text.components(separatedBy: "customClass=\"").dropFirst() {
            if let end = piece.firstIndex(of: "\""), end > piece.startIndex { classes.insert(String(piece[..<end])) }
        }
        return classes
    }

    /// A class of the app's own (a custom class in the file), not one of UIKit's.
    private static func isAppClass(_ name: String) -> Bool {
        !(name.hasPrefix("UI") && name.dropFirst(2).first?.isUppercase == true) && !name.hasPrefix("_")
    }

}

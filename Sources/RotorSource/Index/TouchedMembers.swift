/// What code sets or calls on which objects: the shared fact behind `UntouchedInCode`,
/// `NotHiddenForGood` and the title a screen is given.
extension ProjectIndex {
    /// Whether code of `owner` (or of a class it inherits from, or an extension anywhere) sets or
    /// calls one of `members` on `receiver` or something below it: `touches(owner: "FindInPageView",
    /// receiver: "doneButton", anyOf: ["setTitleColor"])`. With `byName`, code that reaches a
    /// property of the receiver's name on an instance Rotor cannot type (`cell.titleLabel` in a
    /// data source) counts too. With `includingSubclasses`, so does the code of subclasses: an
    /// Interface Builder file whose owner is a base class is loaded by its subclasses too.
    public func touches(
        owner: String, receiver: String, anyOf members: Set<String>, byName: Bool = false,
        includingSubclasses: Bool = false
    ) -> Bool {
        let prefix = receiver + "."
        for type in lineage(of: owner) + (includingSubclasses ? descendants(of: owner) : []) {
            for path in touched[type] ?? [] where path.hasPrefix(prefix) {
                if let last = path.split(separator: ".").last, members.contains(String(last)) { return true }
            }
        }
        guard byName, receiver != "self", let name = receiver.split(separator: ".").last.map(String.init),
            !Self.sharedPropertyNames.contains(name)
        else { return false }
        return !(touchedByName[name] ?? []).isDisjoint(with: members)
    }

    /// Names too common to tell one object from another: UIKit's own subviews (every button has a
    /// `titleLabel`, every cell a `textLabel`) and bare names many classes use.
    static let sharedPropertyNames: Set<String> = [
        "label", "button", "image", "icon", "view", "titleLabel", "textLabel", "detailTextLabel", "imageView",
        "contentView",
        "backgroundView", "accessoryView", "subtitleLabel", "iconView", "iconImageView", "textField", "textView",
        "stackView",
    ]

    /// Whether code hides the object and nothing may show it: no code sets its `isHidden` to
    /// anything else (by its handles, by its name on an object Rotor cannot type, or through a
    /// method of one of its classes), no code changes a flag it is hidden by, and no local or
    /// parameter that could hold it is shown in the code of the types that hide it. A subclass's
    /// code hides only its own instances.
    func isHiddenForGood(_ object: CodeObject) -> Bool {
        let hiders = object.handles.filter { handle in
            let marker = handle.receiver + "." + IndexCollector.hiddenForGood
            let flagged = marker + IndexCollector.unlessChanged
            return lineage(of: handle.owner).contains { type in
                guard let paths = touched[type] else { return false }
                return paths.contains(marker)
                    || paths.contains { path in
                        path.hasPrefix(flagged)
                            && path.dropFirst(flagged.count).split(separator: ",").allSatisfy {
                                !changedNames.contains(String($0))
                            }
                    }
            }
        }
        guard !hiders.isEmpty else { return false }
        let kinds = Set(lineage(of: object.objectClass) + Self.classesHoldingAnyView)
        let mayShow =
            object.handles.contains { handle in
                let name = handle.receiver.split(separator: ".").last.map(String.init) ?? handle.receiver
                return touches(
                    owner: handle.owner, receiver: handle.receiver, anyOf: ["isHidden"], includingSubclasses: true)
                    || touchedByName[name]?.contains("isHidden") == true
            } || !classesShowingThemselves.isDisjoint(with: kinds)
        let aliases = hiders.flatMap { lineage(of: $0.owner) + descendants(of: $0.owner) }.flatMap {
            classesShownThroughLocals[$0] ?? []
        }
        return !mayShow && !aliases.contains { $0 == IndexCollector.anyClass || kinds.contains($0) }
    }

    /// Declared types of a local that may hold a view of any class.
    static let classesHoldingAnyView = ["UIView", "UIResponder", "NSObject", "AnyObject", "Any"]

    /// The members code sets or calls on the type, as paths from it (`SourceFileIndex.touched`).
    func touchedMembers(of type: String) -> Set<String> {
        touched[type] ?? []
    }
}

/// One object of an Interface Builder file, for what code does to it: its class and every way
/// code reaches it.
public struct CodeObject: Sendable, Hashable, Codable {
    public var objectClass: String
    public var handles: [CodeHandle]

    public init(objectClass: String, handles: [CodeHandle]) {
        self.objectClass = objectClass
        self.handles = handles
    }
}

/// How code reaches an object: the property `receiver` of an instance of `owner` (`self` for the
/// instance itself, `view` for a view controller's root view).
public struct CodeHandle: Sendable, Hashable, Codable {
    public var owner: String
    public var receiver: String

    public init(owner: String, receiver: String) {
        self.owner = owner
        self.receiver = receiver
    }
}

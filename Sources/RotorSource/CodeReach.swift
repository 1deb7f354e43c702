import SwiftSyntax

/// Which code of a file an iOS app can run, learnt by the one walk: code for another platform
/// (`#if os(macOS)` branches, AppKit views), which the walk does not enter, and `private` functions
/// and properties nothing in the file names. The linter drops any finding inside either, so rules
/// that read a subtree by themselves are covered too. It also gathers for the project index the type
/// names the file uses (`SourceFileIndex.usedTypes`), apart from those used only inside a member
/// that a call by name runs (`memberUses`), which count when the project names the member.
final class CodeReach {
    /// Code the walk skipped as not for iOS.
    private(set) var otherPlatformCode: [Syntax] = []
    /// Code that runs only on iOS older than a version (the `else` of `if #available(iOS 14, *)`):
    /// unreached in an app whose deployment target is that version or later.
    private(set) var olderIOSCode: [(below: OSVersion, node: Syntax)] = []
    /// Code that runs only when a member is true that may be a run-time check for tvOS or a Mac
    /// (`if UIDevice.isTV {…}`, the first branch of `isMac ? a : b`), with the members as the index
    /// names them (`UIDevice.isTV`): unreached if the project declares one such a check
    /// (`SourceFileIndex.offIOSChecks`). A check written out goes to `otherPlatformCode`.
    private(set) var offIOSBranches: [(checks: [String], node: Syntax)] = []
    /// `private` functions and properties, with the names they declare, that may be unused; a
    /// static one with the type it belongs to, as it is reached as `Type.name` or `.name`.
    private var privateDeclarations: [(names: [String], staticIn: String?, node: Syntax)] = []
    /// Every name an expression or type in the file refers to, for `privateDeclarations` and the
    /// project index.
    private(set) var referencedNames: Set<String> = []
    /// Names code may change: assigned (`flag = true`, `cell.flag = true`, `count += 1`), passed
    /// `inout`, mutated by a method (`flag.toggle()`, `items.append(x)`), bound or set through a
    /// key path (`$flag`, `\.flag`), or overridden (`override var flag`). Every name of such an
    /// expression counts (`a.b.flag = x` changes `a` and `b` too), so the set errs toward more.
    private(set) var changedNames: Set<String> = []
    /// Names that may reach a static member: `Type.name` and `Self.name` as written, `.name` as
    /// `.name`, and a bare `name` as `Type.name` for the type around it.
    private var staticReferences: Set<String> = []
    /// Types named outside their own declarations and extensions and outside previews, strings that
    /// may name a type or a nib, and types that count as used without being named here.
    private(set) var usedTypes: Set<String> = []
    /// Types named only as the qualifier of a nested type in a type (`Outer` in `Outer.Row`): a
    /// namespace, which makes code of `Row` reachable but runs none of `Outer`'s own.
    private(set) var namespaceUses: Set<String> = []
    /// The types of `usedTypes`, by the top-level type whose code names them ("" for code outside
    /// any type and for types the system uses unnamed): a name counts for storyboards only while
    /// its owner's code may run.
    private(set) var namesByOwner: [String: Set<String>] = [:]
    /// Strings that may name a storyboard or a scene's identifier, by owner as `namesByOwner`:
    /// literals, an interpolation written `*` (`"\(kind)Details"` → `*Details`), `R.storyboard.x`
    /// and `R.nib.x` as `X`, `Foo` of `Foo.self` (`String(describing: Foo.self)`), and the names of
    /// enum cases without a raw value.
    private(set) var stringsByOwner: [String: Set<String>] = [:]
    /// The `public` and `open` types the file declares.
    private(set) var publicTypes: Set<String> = []
    /// The functions and computed properties of types and extensions that run only when called by
    /// name, with the types they use; the one walked, until its end.
    private(set) var memberUses: [MemberUse] = []
    private var memberWalked: (use: MemberUse, id: SyntaxIdentifier)?
    /// Every member that runs only when called by name (its types left empty), with its node: a
    /// finding inside one stands only if the project may call it (`IndexCondition.calledMember`).
    private(set) var membersRunByName: [(member: MemberUse, node: Syntax)] = []
    /// The observers (`didSet`, `willSet`) of stored properties, with the property: a finding
    /// inside one stands only if code may set it after it is made (`IndexCondition.setMember`).
    private(set) var observers: [(property: MemberUse, node: Syntax)] = []
    /// What each type declared or extended here inherits from and conforms to, and the attributes
    /// (`@resultBuilder`) it is declared with: through these its members may be called by role.
    private(set) var conformances: [String: Set<String>] = [:]
    /// The protocols the file declares.
    private(set) var declaredProtocols: Set<String> = []
    /// The types (classes, structs, enums, actors) the file declares, with the declarations' nodes.
    private(set) var typeDeclarations: [(name: String, node: Syntax)] = []
    /// Extensions, with the names of the types they extend.
    private(set) var extensions: [(names: [String], node: Syntax)] = []
    /// How many `#Preview`s and `PreviewProvider`s enclose the node walked: a type named only
    /// there is shown to no one using the app.
    var previewDepth = 0
    /// What decides which `#if` clauses only debug builds compile (set before the walk).
    var release = ReleaseConditions.unknownProject
    /// The `#if` clauses only debug builds compile (`release.isDebugOnly`): a finding inside one
    /// is a review item (`Finding.inDebugOnlyCode`).
    private(set) var debugOnlyCode: [Syntax] = []
    /// How many debug-only clauses enclose the node walked.
    private(set) var debugDepth = 0
    /// What only the file's debug-only code declares and names, for the index (`DebugOnlyCode`).
    var debugOnly = DebugOnlyCode.Recorder()

    /// The walk enters a debug-only clause (`enter: true`) or leaves it.
    func noteDebugOnly(_ clause: IfConfigClauseSyntax, enter: Bool) {
        if enter {
            debugOnlyCode.append(Syntax(clause))
            debugDepth += 1
        } else {
            debugDepth -= 1
        }
    }

    // MARK: Recording, from the walk

    func skipOtherPlatform(_ node: some SyntaxProtocol) {
        otherPlatformCode.append(Syntax(node))
    }

    /// `if #available(iOS 14, *) {…} else {…}`: the `else` runs only below 14, when the
    /// condition stands alone; `if #unavailable(iOS 14), …`: the body runs only below 14.
    func noteAvailability(_ node: IfExprSyntax) {
        let conditions = node.conditions.compactMap { $0.condition.as(AvailabilityConditionSyntax.self) }
        for condition in conditions where condition.availabilityKeyword.tokenKind == .poundUnavailable {
            if let version = Self.iOSVersion(condition.availabilityArguments) {
                olderIOSCode.append((version, Syntax(node.body)))
            }
        }
        guard node.conditions.count == 1, let condition = conditions.first,
            condition.availabilityKeyword.tokenKind == .poundAvailable,
            let version = Self.iOSVersion(condition.availabilityArguments), let elseBody = node.elseBody
        else { return }
        olderIOSCode.append((version, Syntax(elseBody)))
    }

    // MARK: Run-time platform checks

    /// A condition read at run time that tells iPhone and iPad from tvOS or a Mac, for shared code:
    /// `UIDevice.current.userInterfaceIdiom == .tv` (or `.mac`), `ProcessInfo.processInfo.isMacCatalystApp`
    /// or `isiOSAppOnMac` written out (`checks` empty), or a member that may hold one (`UIDevice.isTV`,
    /// `isTV` in a type's code). `offIOSWhenTrue`: the condition is true only off iPhone and iPad;
    /// false: only on them (`!= .tv`, `!UIDevice.isTV`).
    struct DeviceCheck {
        var checks: [String]
        var offIOSWhenTrue: Bool
    }

    /// The idioms that are not an iPhone's or an iPad's.
    static let offIOSIdioms: Set<String> = [".tv", ".mac", "UIUserInterfaceIdiom.tv", "UIUserInterfaceIdiom.mac"]
    /// `ProcessInfo` properties true only when an iOS app runs on a Mac.
    static let onMacProperties: Set<String> = ["isMacCatalystApp", "isiOSAppOnMac"]

    /// The condition `elements` (an unfolded sequence, or one expression) as a device check, if it is one.
    static func deviceCheck(_ elements: [ExprSyntax], owner: String?) -> DeviceCheck? {
        guard elements.count != 1 else { return deviceCheck(elements[0], owner: owner) }
        let operators = Set(
            stride(from: 1, to: elements.count, by: 2).compactMap {
                elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text
            })
        // `isTV && !compact`: true only where the check is.
        if operators == ["&&"] {
            return stride(from: 0, to: elements.count, by: 2).lazy.compactMap {
                deviceCheck([elements[$0]], owner: owner)
            }
            .first { $0.offIOSWhenTrue }
        }
        // `isiOSAppOnMac || isMacCatalystApp`: true only off iPhone and iPad when every part is,
        // written out (a member's `||` would need every member to be a check).
        if operators == ["||"] {
            let parts = stride(from: 0, to: elements.count, by: 2).map { deviceCheck([elements[$0]], owner: owner) }
            let allOff = parts.allSatisfy { $0.map { $0.checks.isEmpty && $0.offIOSWhenTrue } == true }
            return allOff ? DeviceCheck(checks: [], offIOSWhenTrue: true) : nil
        }
        guard elements.count == 3, let comparison = operators.first, ["==", "!="].contains(comparison) else {
            return nil
        }
        let sides = [elements[0].trimmedDescription, elements[2].trimmedDescription]
        guard sides.contains(where: { $0.hasSuffix("userInterfaceIdiom") }),
            sides.contains(where: offIOSIdioms.contains)
        else { return nil }
        return DeviceCheck(checks: [], offIOSWhenTrue: comparison == "==")
    }

    private static func deviceCheck(_ expression: ExprSyntax, owner: String?) -> DeviceCheck? {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first
        {
            return deviceCheck([inner.expression], owner: owner)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return deviceCheck([prefix.expression], owner: owner).map {
                DeviceCheck(checks: $0.checks, offIOSWhenTrue: !$0.offIOSWhenTrue)
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return deviceCheck(Array(sequence.elements), owner: owner)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return deviceCheck([infix.leftOperand, infix.operator, infix.rightOperand], owner: owner)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if onMacProperties.contains(name), member.base?.trimmedDescription.hasSuffix("processInfo") == true {
                return DeviceCheck(checks: [], offIOSWhenTrue: true)
            }
            guard let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                base.first?.isUppercase == true
            else { return nil }
            return DeviceCheck(checks: [base + "." + name], offIOSWhenTrue: true)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self),
            case .identifier(let name) = reference.baseName.tokenKind
        {
            return DeviceCheck(checks: [owner.map { $0 + "." + name } ?? name], offIOSWhenTrue: true)
        }
        return nil
    }

    /// Notes the code a device check keeps off iPhone and iPad: the body of an `if` one of whose
    /// conditions is true only off them, the `else` of one whose only condition is true only on them.
    func noteDeviceBranches(_ node: IfExprSyntax, owner: String?) {
        var body: DeviceCheck?
        for condition in node.conditions {
            guard case .expression(let expression) = condition.condition,
                let check = Self.deviceCheck([expression], owner: owner), check.offIOSWhenTrue
            else { continue }
            // A check written out settles it; a member only may.
            if body == nil || check.checks.isEmpty { body = check }
        }
        if let body { noteOffIOS(Syntax(node.body), checks: body.checks) }
        if node.conditions.count == 1, case .expression(let expression)? = node.conditions.first?.condition,
            let check = Self.deviceCheck([expression], owner: owner), !check.offIOSWhenTrue,
            let elseBody = node.elseBody
        {
            noteOffIOS(Syntax(elseBody), checks: check.checks)
        }
    }

    /// Notes the branch of `condition ? a : b` (an unfolded sequence) a device check keeps off
    /// iPhone and iPad.
    func noteDeviceBranches(_ node: SequenceExprSyntax, owner: String?) {
        let elements = Array(node.elements)
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0,
            let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self),
            let check = Self.deviceCheck(Array(elements[..<index]), owner: owner)
        else { return }
        if check.offIOSWhenTrue {
            noteOffIOS(Syntax(ternary.thenExpression), checks: check.checks)
        } else if elements.count == index + 2 {
            noteOffIOS(Syntax(elements[index + 1]), checks: check.checks)
        }
    }

    private func noteOffIOS(_ node: Syntax, checks: [String]) {
        if checks.isEmpty { otherPlatformCode.append(node) } else { offIOSBranches.append((checks, node)) }
    }

    /// `guard #available(iOS 14, *) else {…}`: the `else` runs only below 14.
    func noteAvailability(_ node: GuardStmtSyntax) {
        guard node.conditions.count == 1,
            let condition = node.conditions.first?.condition.as(AvailabilityConditionSyntax.self),
            condition.availabilityKeyword.tokenKind == .poundAvailable,
            let version = Self.iOSVersion(condition.availabilityArguments)
        else { return }
        olderIOSCode.append((version, Syntax(node.body)))
    }

    /// `@available(iOS, unavailable)` and `@available(*, unavailable)`: the declaration never runs
    /// on iOS; `@available(iOS, obsoleted: 14)`: only below 14. (Deprecated code still runs.)
    func noteAvailability(_ node: AttributeSyntax) {
        guard node.attributeName.trimmedText == "available", case .availability(let arguments)? = node.arguments,
            case .token(let platform)? = arguments.first?.argument, ["iOS", "*"].contains(platform.text),
            let declaration = node.parent?.parent, declaration.isProtocol(DeclSyntaxProtocol.self)
        else { return }
        for argument in arguments.dropFirst() {
            switch argument.argument {
            case .token(let token) where token.text == "unavailable":
                otherPlatformCode.append(declaration)
            case .availabilityLabeledArgument(let labeled)
            where labeled.label.text == "obsoleted" && platform.text == "iOS":
                if case .version(let version) = labeled.value, let obsoleted = OSVersion(version.trimmedText) {
                    olderIOSCode.append((obsoleted, declaration))
                }
            default: break
            }
        }
    }

    /// The iOS version of `iOS 14, *`.
    private static func iOSVersion(_ arguments: AvailabilityArgumentListSyntax) -> OSVersion? {
        for argument in arguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                restriction.platform.text == "iOS",
                let version = restriction.version
            else { continue }
            return OSVersion(version.trimmedText)
        }
        return nil
    }

    /// How a name is reached: bare, as `.name`, as `Base.name`, or through another expression.
    enum Reach {
        case bare, implicitMember
        case member(of: String)
        case other
    }

    /// `isUse` false: a name that runs none of the type's code (a cast's target), which reaches
    /// private declarations and may name a storyboard scene's class, but does not make the type used.
    func noteReference(_ name: String, scope: ScopeChain, reach: Reach = .bare, isUse: Bool = true) {
        // `$value` and `_value` reach the property wrapper's `value`.
        let plain =
            (name.utf8.first == UInt8(ascii: "$") || name.utf8.first == UInt8(ascii: "_"))
                && (name.first == "$" || name.first == "_") ? String(name.dropFirst()) : name
        referencedNames.insert(plain)
        switch reach {
        case .bare: if let type = scope.typeName { staticReferences.insert(type + "." + plain) }
        case .implicitMember: staticReferences.insert("." + plain)
        case .member(let base): staticReferences.insert(base + "." + plain)
        case .other: break
        }
        guard previewDepth == 0, plain.startsUppercase, !scope.isInside(type: plain) else { return }
        noteUse(plain, owner: scope.outermostTypeName, createsCode: isUse)
    }

    /// An expression code changes: an assignment's target, an `inout` argument, the receiver of a
    /// method (which may be `mutating`).
    func noteChange(_ expression: some SyntaxProtocol) {
        for token in expression.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { changedNames.insert(Self.plainName(name)) }
        }
    }

    /// A name changed by being declared: `override var flag`, `$flag`, a key path's `\.flag`.
    func noteChange(named name: String) {
        changedNames.insert(Self.plainName(name))
    }

    /// `value` of `$value` and `_value`, the property wrapper's own name.
    private static func plainName(_ name: String) -> String {
        name.first == "$" || name.first == "_" ? String(name.dropFirst()) : name
    }

    /// `Outer` in the type `Outer.Row`: referred to, and used as a namespace only.
    func noteNamespace(_ name: String, scope: ScopeChain) {
        referencedNames.insert(name)
        guard previewDepth == 0, name.startsUppercase, !scope.isInside(type: name) else { return }
        namespaceUses.insert(name)
    }

    /// A type used here: by the member walked, if it runs only when called, or by the file; and,
    /// for storyboards, by the top-level type whose code names it, called or not.
    private func noteUse(_ type: String, owner: String?, createsCode: Bool = true) {
        namesByOwner[owner ?? "", default: []].insert(type)
        debugOnly.note(name: type, owner: owner ?? "", inDebugCode: debugDepth > 0)
        guard createsCode else { return }
        if memberWalked != nil {
            memberWalked?.use.types.insert(type)
        } else {
            usedTypes.insert(type)
        }
    }

    /// A string literal may name a nib or a class (`UINib(nibName: "CardView")`, `NSClassFromString`).
    func noteString(_ text: String, scope: ScopeChain) {
        guard previewDepth == 0, text.startsUppercase, text.count < 100,
            Self.isWord(text, alsoAllowing: "_.")
        else { return }
        // `"App.CardView"` names `CardView` of module `App`.
        for name in Set([text, text.split(separator: ".").last.map(String.init) ?? text])
        where !scope.isInside(type: name) {
            noteUse(name, owner: scope.outermostTypeName)
        }
    }

    /// A literal may name a storyboard (`UIStoryboard(name: "Onboarding")`) or a scene
    /// (`instantiateViewController(withIdentifier: "onboardingWidgetDetails")`), passed there
    /// directly or through a constant. Only text that is an argument Rotor knows to be something
    /// else (a log's subsystem, a localization comment) is left out.
    func noteLiteral(_ literal: StringLiteralExprSyntax, scope: ScopeChain) {
        guard previewDepth == 0 else { return }
        if let label = literal.parent?.as(LabeledExprSyntax.self)?.label?.text, Self.textOnlyLabels.contains(label) {
            return
        }
        var pattern = ""
        for segment in literal.segments {
            if let text = segment.as(StringSegmentSyntax.self)?.content.text { pattern += text } else { pattern += "*" }
        }
        guard pattern.count < 100, pattern.contains(where: \.isLetter), Self.isWord(pattern, alsoAllowing: "_.-* ")
        else { return }
        noteStrings([pattern], owner: scope.outermostTypeName)
    }

    /// Whether every character of `text` is a letter, a number or one of `allowed` (ASCII): told
    /// from the bytes when the text is ASCII, as most literals are, without a Unicode lookup each.
    private static func isWord(_ text: String, alsoAllowing allowed: StaticString) -> Bool {
        let extra = UnsafeBufferPointer(start: allowed.utf8Start, count: allowed.utf8CodeUnitCount)
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.allSatisfy { character in
                character.isLetter || character.isNumber
                    || character.asciiValue.map { extra.contains($0) } == true
            }
        }
        return text.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || extra.contains(byte)
        }
    }

    /// A case without a raw value is its own name as a `String` raw value
    /// (`case onboardingWidgetDetails` … `withIdentifier: step.rawValue`).
    func noteEnumCase(_ node: EnumCaseElementSyntax, scope: ScopeChain) {
        guard previewDepth == 0, node.rawValue == nil else { return }
        noteStrings([node.name.text], owner: scope.outermostTypeName)
    }

    private func noteStrings(_ strings: [String], owner: String?) {
        stringsByOwner[owner ?? "", default: []].formUnion(strings)
        for string in strings { debugOnly.note(string: string, owner: owner ?? "", inDebugCode: debugDepth > 0) }
    }

    /// Argument labels whose text is logged or read, never a resource's name.
    static let textOnlyLabels: Set<String> = ["subsystem", "category", "comment", "message"]

    /// `R.nib.cardView` (R.swift) names the nib `CardView`; `R.storyboard.onboarding` the storyboard
    /// `Onboarding`, and `R.storyboard.onboarding.widgetDetails()` its scene `widgetDetails`. `Foo.self`
    /// may be turned into the string `Foo`.
    func noteMemberAccess(_ node: MemberAccessExprSyntax, scope: ScopeChain) {
        if node.declName.baseName.tokenKind == .keyword(.self),
            let type = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            type.startsUppercase
        {
            noteStrings([type], owner: scope.outermostTypeName)
        }
        // `R.storyboard.main.settingsViewController()`: the scene whose identifier R.swift named so.
        if let board = node.base?.as(MemberAccessExprSyntax.self)?.base?.as(MemberAccessExprSyntax.self),
            board.declName.baseName.text == "storyboard",
            board.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "R",
            let first = node.declName.baseName.text.first
        {
            let scene = node.declName.baseName.text
            noteStrings([scene, first.uppercased() + scene.dropFirst()], owner: scope.outermostTypeName)
        }
        guard let base = node.base?.as(MemberAccessExprSyntax.self),
            ["nib", "storyboard"].contains(base.declName.baseName.text),
            base.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "R"
        else { return }
        let name = node.declName.baseName.text
        guard let first = name.first else { return }
        let fileName = first.uppercased() + name.dropFirst()
        noteUse(fileName, owner: scope.outermostTypeName)
        noteStrings([fileName], owner: scope.outermostTypeName)
    }

    func noteType(_ name: String, node: some DeclGroupSyntax) {
        typeDeclarations.append((name, Syntax(node)))
        debugOnly.note(declared: name, inDebugCode: debugDepth > 0)
        // Entry points, extension principal classes (named in Info.plist, which Rotor does not
        // read) and Objective-C names are used by the system or by code Rotor does not read.
        let attributeNames = Set(node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText })
        let inherited = Set(node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? [])
        if !attributeNames.isDisjoint(with: Self.entryPointAttributes)
            || !inherited.isDisjoint(with: Self.systemEntryPoints)
        {
            noteUse(name, owner: nil)
        }
        // Public API is used by other projects only if this one is a library: the index decides.
        if Self.isPublic(node.modifiers) {
            publicTypes.insert(name)
        }
        let roles = attributeNames.subtracting(Self.attributesCallingNoMember).map { "@" + $0 }
        var roleParents = Self.inheritedNames(node)
        // A system superclass calls a subclass's members only through overrides, which always count.
        if node.is(ClassDeclSyntax.self),
            let superclass = node.inheritanceClause?.inheritedTypes.first.map({ Self.typeName($0.type) }),
            Self.systemBaseClasses.contains(superclass)
        {
            roleParents.remove(superclass)
        }
        conformances[name, default: []].formUnion(roleParents.union(roles))
    }

    func noteProtocol(_ node: ProtocolDeclSyntax) {
        declaredProtocols.insert(node.name.text)
        // A class bound (`protocol TextCell: UITableViewCell`) only says who may conform: the system
        // class calls a conforming type's own members no more than a subclass's.
        conformances[node.name.text, default: []].formUnion(
            Self.inheritedNames(node).subtracting(Self.systemBaseClasses))
    }

    /// UIKit and Foundation classes apps subclass most, which call a subclass's own members only
    /// where it overrides theirs: the subclass's other members run when code names them. Not
    /// UITableViewController, UICollectionViewController or UITabBarController: they adopt delegate
    /// protocols whose optional methods a subclass implements without `override`.
    static let systemBaseClasses: Set<String> = [
        "NSObject", "UIResponder", "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIStackView",
        "UIScrollView",
        "UITableView", "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UITextField", "UITextView", "UISwitch", "UISlider", "UIProgressView",
        "UISearchBar",
        "UIViewController", "UINavigationController", "UIPageViewController", "UIHostingController",
        "UIPresentationController",
        "UIWindow",
    ]

    /// Attributes of a type or member that do not make the compiler or a macro call it (or its
    /// members) by role: `@ViewBuilder var grid: some View` runs only where code names it.
    static let attributesCallingNoMember: Set<String> = [
        "available", "MainActor", "frozen", "usableFromInline", "preconcurrency", "ViewBuilder", "discardableResult",
        "inlinable",
    ]

    /// System protocols whose every requirement the compiler or SwiftUI calls is an operator or
    /// among `membersCalledUnnamed` (a View's `body`, a style's `makeBody`, `id`, `hash`): conforming
    /// to one calls no other member by role.
    static let protocolsCallingOnlyUnnamed: Set<String> = [
        "View", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "Identifiable",
        "Equatable",
        "Hashable", "Sendable",
    ]

    /// The names a type or extension inherits from, without module or generic arguments.
    private static func inheritedNames(_ node: some DeclGroupSyntax) -> Set<String> {
        Set(node.inheritanceClause?.inheritedTypes.map { typeName($0.type) } ?? [])
    }

    /// `Kit.Theme` and `Theme<Int>` → `Theme`; a composition or other spelling as written.
    static func typeName(_ type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        return type.trimmedText
    }

    /// Types the system creates from a name in Info.plist or by its role: delegates and the
    /// principal classes of app extensions. A `Widget` or `ControlWidget` is not one: the system
    /// shows only those a `WidgetBundle`'s body lists or that are `@main`, so one no code names is never shown.
    static let systemEntryPoints: Set<String> = [
        "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "UIInputViewController",
        "SLComposeServiceViewController",
        "ASCredentialProviderViewController", "UNNotificationContentExtension", "UNNotificationServiceExtension",
        "NSExtensionRequestHandling", "NEPacketTunnelProvider", "INExtension", "QLPreviewingController", "WidgetBundle",
        "App",
        "AppIntent", "TimelineProvider", "AppIntentTimelineProvider", "IntentTimelineProvider",
    ]

    func noteExtension(_ node: ExtensionDeclSyntax) {
        extensions.append((node.extendedType.trimmedText.split(separator: ".").map(String.init), Syntax(node)))
        conformances[Self.typeName(node.extendedType), default: []].formUnion(Self.inheritedNames(node))
    }

    // MARK: Members run only when called

    /// Starts a member of a type or extension that runs only when code calls it by name: a
    /// function or computed property, not an operator nor a member that may be called by role or
    /// by the runtime (one with attributes, an override, `dynamic`, a protocol's requirement, one
    /// the compiler calls unnamed). Whether its owner's conformances call it is for the index.
    func enterMember(
        _ node: some DeclSyntaxProtocol, name: TokenSyntax, modifiers: DeclModifierListSyntax,
        attributes: AttributeListSyntax
    ) {
        guard memberWalked == nil,
            let use = Self.memberRunByName(node, name: name, modifiers: modifiers, attributes: attributes)
        else { return }
        memberWalked = (use, node.id)
        membersRunByName.append((use, Syntax(node)))
    }

    /// The observers (`didSet`, `willSet`) of a stored property, which run when code sets it by
    /// name (not when it is first given its value); its initial value and type are not part of them.
    func noteObservers(_ accessors: AccessorBlockSyntax, of node: VariableDeclSyntax, name: TokenSyntax) {
        guard let use = Self.memberRunByName(node, name: name, modifiers: node.modifiers, attributes: node.attributes)
        else { return }
        observers.append((use, Syntax(accessors)))
    }

    private static func memberRunByName(
        _ node: some DeclSyntaxProtocol, name: TokenSyntax, modifiers: DeclModifierListSyntax,
        attributes: AttributeListSyntax
    ) -> MemberUse? {
        let attributeNames = attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText }
        guard case .identifier = name.tokenKind, !name.text.hasPrefix("`"), attributeNames.count == attributes.count,
            attributeNames.allSatisfy(attributesCallingNoMember.contains),
            !membersCalledUnnamed.contains(name.text),
            !modifiers.contains(where: { [.keyword(.override), .keyword(.dynamic)].contains($0.name.tokenKind) }),
            let owner = memberOwner(of: node), !owner.is(ProtocolDeclSyntax.self),
            let ownerName = owner.as(ExtensionDeclSyntax.self).map({ typeName($0.extendedType) })
                ?? owner.asProtocol(NamedDeclSyntax.self)?.name.text
        else { return nil }
        let accessNames = modifiers.map(\.name.text)
        let isAPI =
            isPublic(modifiers)
            || owner.is(ExtensionDeclSyntax.self) && isPublic(owner.modifiers)
                && !accessNames.contains { ["private", "fileprivate", "internal", "package"].contains($0) }
        return MemberUse(owner: ownerName, name: name.text, isPublic: isAPI)
    }

    func leaveMember(_ node: some DeclSyntaxProtocol) {
        guard let walked = memberWalked, walked.id == node.id else { return }
        if !walked.use.types.isEmpty { memberUses.append(walked.use) }
        memberWalked = nil
    }

    /// Members the compiler calls where code does not name them, outside any conformance or
    /// attribute, and requirements of system protocols, which a default implementation in an
    /// extension of the protocol itself (`extension LocalizedError where Self: …`) may provide.
    static let membersCalledUnnamed: Set<String> = [
        "callAsFunction", "appendInterpolation", "appendLiteral", "body", "makeBody", "makeUIView", "updateUIView",
        "makeUIViewController", "updateUIViewController", "makeCoordinator", "sizeThatFits", "viewDidLoad", "hash",
        "encode",
        "description", "debugDescription", "errorDescription", "failureReason", "recoverySuggestion", "id",
    ]

    /// The type, extension or protocol whose member block holds the declaration, through `#if`s.
    private static func memberOwner(of node: some SyntaxProtocol) -> (any DeclGroupSyntax)? {
        var current = node.parent
        while let parent = current {
            if parent.is(MemberBlockSyntax.self) { return parent.parent?.asProtocol(DeclGroupSyntax.self) }
            guard
                parent.is(MemberBlockItemSyntax.self) || parent.is(MemberBlockItemListSyntax.self)
                    || parent.is(IfConfigClauseSyntax.self)
                    || parent.is(IfConfigClauseListSyntax.self) || parent.is(IfConfigDeclSyntax.self)
            else { return nil }
            current = parent.parent
        }
        return nil
    }

    static let entryPointAttributes: Set<String> = [
        "main", "UIApplicationMain", "NSApplicationMain", "objc", "objcMembers",
    ]

    /// A `private` function or property (or a `fileprivate` one at file level, which no protocol
    /// conformance can call) without attributes: nothing outside the file reaches it, and nothing
    /// inside does unless it is named.
    /// A member declared directly in a `private extension` is private too; it cannot be a
    /// protocol's witness, as an extension that adds a conformance takes no access modifier.
    func notePrivate(
        names: [String], node: some DeclSyntaxProtocol, modifiers: DeclModifierListSyntax,
        attributes: AttributeListSyntax, atFileLevel: Bool, inPrivateExtension: Bool, type: String?
    ) {
        guard attributes.isEmpty, !names.isEmpty,
            !modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
            inPrivateExtension
                || modifiers.contains(where: {
                    $0.name.tokenKind == .keyword(.private) && $0.detail == nil
                        || atFileLevel && $0.name.tokenKind == .keyword(.fileprivate)
                })
        else { return }
        let isStatic = modifiers.contains {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
        privateDeclarations.append((names, isStatic ? type : nil, Syntax(node)))
    }

    /// `public` or `open`: API another project may use.
    static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) }
    }

    static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
    }

    // MARK: Answers, after the walk

    /// Private declarations none of whose names the file refers to.
    var unusedPrivateCode: [Syntax] {
        privateDeclarations.filter { declaration in
            declaration.names.allSatisfy { name in
                // A common name (`dismiss`) called bare elsewhere does not reach `Image.dismiss`.
                guard let type = declaration.staticIn else { return !referencedNames.contains(name) }
                return ["." + name, type + "." + name, "Self." + name].allSatisfy { !staticReferences.contains($0) }
            }
        }.map { $0.node }
    }

    /// Code a finding inside of is not about an iOS app anyone uses, when the app runs on
    /// `deploymentTarget` or later (nil: not known, so code for any older iOS may run).
    func unreachedCode(deploymentTarget: OSVersion?) -> [Syntax] {
        let older = deploymentTarget.map { target in olderIOSCode.filter { $0.below <= target }.map(\.node) } ?? []
        return otherPlatformCode + unusedPrivateCode + older
    }

    // MARK: Platforms

    /// What an `#if` condition is on an iOS build: always true, always false, or not known
    /// (`DEBUG`, `targetEnvironment(macCatalyst)`, which is iOS code on a Mac).
    enum OnIOS {
        case yes, no, unknown

        var negated: OnIOS {
            switch self {
            case .yes: .no
            case .no: .yes
            case .unknown: .unknown
            }
        }
    }

    static let iOSPlatformNames: Set<String> = ["iOS"]
    static let otherPlatformNames: Set<String> = ["macOS", "OSX", "watchOS"]
    static let iOSModules: Set<String> = ["UIKit"]
    static let otherPlatformModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "ClockKit"]
    static let otherPlatformViewClasses: Set<String> = [
        "NSView", "NSViewController", "NSWindowController", "NSWindow", "WKInterfaceController",
        "CLKComplicationDataSource",
    ]

    static func onIOS(_ condition: ExprSyntax) -> OnIOS {
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return onIOS(inner.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return onIOS(prefix.expression).negated
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return onIOS(sequence: Array(sequence.elements))
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self) {
            return onIOS(sequence: [infix.leftOperand, infix.operator, infix.rightOperand])
        }
        guard let call = condition.as(FunctionCallExprSyntax.self),
            let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            call.arguments.count == 1, let argument = call.arguments.first?.expression.trimmedText
        else { return .unknown }
        switch function {
        case "os":
            if iOSPlatformNames.contains(argument) { return .yes }
            return otherPlatformNames.contains(argument) ? .no : .unknown
        case "canImport":
            if iOSModules.contains(argument) { return .yes }
            return otherPlatformModules.contains(argument) ? .no : .unknown
        default:
            return .unknown
        }
    }

    /// `a || b || c` or `a && b`, unfolded; a mix of operators is not worked out.
    private static func onIOS(sequence elements: [ExprSyntax]) -> OnIOS {
        let operands = stride(from: 0, to: elements.count, by: 2).map { onIOS(elements[$0]) }
        let operators = Set(
            stride(from: 1, to: elements.count, by: 2).compactMap {
                elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text
            })
        if operators == ["||"] {
            if operands.contains(.yes) { return .yes }
            return operands.allSatisfy { $0 == .no } ? .no : .unknown
        }
        if operators == ["&&"] {
            if operands.contains(.no) { return .no }
            return operands.allSatisfy { $0 == .yes } ? .yes : .unknown
        }
        return .unknown
    }

    /// The clauses an iOS build may compile: not one whose condition is false there, nor one after
    /// a clause whose condition is true there.
    static func iOSClauses(of node: IfConfigDeclSyntax) -> (
        kept: [IfConfigClauseSyntax], skipped: [IfConfigClauseSyntax]
    ) {
        var kept: [IfConfigClauseSyntax] = []
        var skipped: [IfConfigClauseSyntax] = []
        var taken = false
        for clause in node.clauses {
            let onIOS = clause.condition.map { Self.onIOS($0) } ?? .yes
            if taken || onIOS == .no {
                skipped.append(clause)
            } else {
                kept.append(clause)
            }
            if onIOS == .yes { taken = true }
        }
        return (kept, skipped)
    }

    /// A file for macOS or watchOS: it imports AppKit, Cocoa, WatchKit or ClockKit and not UIKit.
    static func isOtherPlatformFile(_ tree: SourceFileSyntax) -> Bool {
        let modules = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text }
        return !modules.contains(where: iOSModules.contains) && modules.contains(where: otherPlatformModules.contains)
    }

    /// A class of macOS or watchOS: one that inherits from an AppKit or WatchKit view or controller.
    static func isOtherPlatformClass(_ node: ClassDeclSyntax) -> Bool {
        guard let first = node.inheritanceClause?.inheritedTypes.first?.type.trimmedText else { return false }
        return otherPlatformViewClasses.contains(first)
    }
}

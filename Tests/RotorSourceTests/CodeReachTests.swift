import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

/// Code an iOS app never runs is not checked with iOS rules: other platforms' files, classes and
/// `#if` branches, and private members nothing in the file names. The walk decides, once for
/// every rule.
struct CodeReachTests {
    /// A SwiftUI image read by its asset name: `image-label` reports it.
    static func view(_ name: String) -> String {
        """
        struct \(name): View {
            var body: some View {
                HStack {
                    Image("icn_\(name)")
                    Text("\(name)")
                }
            }
        }
        """
    }

    static func lines(_ code: String) -> [Int] {
        findingLines(of: ImageLabelRule(), in: code)
    }

    @Test func branchesForMacOSAndWatchOSAreSkipped() {
        let code = """
            import SwiftUI
            #if os(macOS)
            \(Self.view("Mac"))
            #elseif os(watchOS)
            \(Self.view("Watch"))
            #else
            \(Self.view("Phone"))
            #endif
            """
        #expect(Self.lines(code) == [24])
    }

    @Test func theIOSBranchIsCheckedAndTheBranchesAfterItAreNot() {
        let code = """
            import SwiftUI
            #if os(iOS) || targetEnvironment(macCatalyst)
            \(Self.view("Phone"))
            #elseif canImport(UIKit)
            \(Self.view("Never"))
            #else
            \(Self.view("Other"))
            #endif
            """
        #expect(Self.lines(code) == [6])
    }

    @Test(arguments: ["canImport(UIKit)", "!os(macOS)", "(os(iOS))"])
    func aBranchOnlyIOSTakesIsChecked(_ condition: String) {
        let code = "#if \(condition)\n\(Self.view("Phone"))\n#else\n\(Self.view("Mac"))\n#endif\n"
        #expect(Self.lines(code) == [5])
    }

    /// Mac Catalyst runs iOS code, and `DEBUG` says nothing of the platform: both branches are read.
    @Test(arguments: ["targetEnvironment(macCatalyst)", "DEBUG", "os(iOS) && DEBUG", "os(iOS) || os(macOS) && DEBUG"])
    func branchesIOSMayTakeAreChecked(_ condition: String) {
        let code = "#if \(condition)\n\(Self.view("One"))\n#else\n\(Self.view("Two"))\n#endif\n"
        #expect(Self.lines(code) == [5, 14])
    }

    @Test func branchesInsideATypeAndInsideModifiersAreSkippedToo() {
        let code = """
            struct Settings: View {
                var body: some View {
                    VStack {
                        #if os(macOS)
                        Image("icn_mac")
                        #endif
                        Image("icn_phone")
                    }
                }
            #if os(watchOS)
                var extra: some View { Image("icn_watch") }
            #endif
            }
            """
        #expect(Self.lines(code) == [7])
    }

    @Test(arguments: ["import AppKit", "import Cocoa", "import WatchKit", "import SwiftUI\nimport ClockKit"])
    func filesForOtherPlatformsAreSkipped(_ imports: String) {
        #expect(Self.lines(imports + "\n" + Self.view("Pane")).isEmpty)
    }

    @Test func aFileImportingUIKitIsCheckedWhateverElseItImports() {
        #expect(Self.lines("import AppKit\nimport UIKit\n" + Self.view("Pane")) == [6])
    }

    @Test func appKitClassesAreSkipped() {
        let code = """
            final class ToolbarView: NSView {
                func build() {
                    let button = UIButton()
                    button.setImage(UIImage(named: "gear"), for: .normal)
                }
            }
            final class PhoneToolbarView: UIView {
                func build() {
                    let button = UIButton()
                    button.setImage(UIImage(named: "gear"), for: .normal)
                    addSubview(button)
                }
            }
            """
        #expect(findingLines(of: IconButtonLabelRule(), in: code) == [10])
    }

    @Test func privateMembersNothingNamesAreSkipped() {
        let code = """
            final class Gauge: UIView {
                private func makeUnusedButton() -> UIButton {
                    let button = UIButton()
                    button.setImage(UIImage(named: "gear"), for: .normal)
                    return button
                }
                private func makeUsedButton() -> UIButton {
                    let button = UIButton()
                    button.setImage(UIImage(named: "gear"), for: .normal)
                    return button
                }
                func makeButton() -> UIButton {
                    let button = UIButton()
                    button.setImage(UIImage(named: "gear"), for: .normal)
                    return button
                }
                func build() { addSubview(makeUsedButton()) }
            }
            """
        #expect(findingLines(of: IconButtonLabelRule(), in: code) == [9, 14])
    }

    /// A name in a selector, a key path or a property wrapper's projection is a use; an attribute
    /// (`@objc`, `@IBAction`) makes the member reachable from outside the file.
    @Test func privateMembersReachedIndirectlyAreChecked() {
        let code = """
            struct Badge: View {
                @State private var shown = false
                private static let icon = Image("icn_badge")
                private var label: some View { Image("icn_label") }
                var body: some View { Toggle("Show", isOn: $shown).overlay(Self.icon).background(label) }
            }
            final class Panel: UIView {
                @objc private func unusedAction() { _ = Image("icn_action") }
            }
            """
        #expect(Self.lines(code) == [3, 4, 8])
    }

    /// A static member is reached as `Type.name` or `.name`: a bare call of another `dismiss`
    /// does not reach it.
    @Test func staticMembersOfAPrivateExtensionAreReachedAsMembers() {
        let code = """
            struct Banner: View {
                @Environment(\\.dismiss) var dismiss
                var body: some View { Button("Close") { dismiss() }.background(Image.backdrop) }
            }
            private extension Image {
                static let dismiss = Image("icn_dismiss")
                static let backdrop = Image("icn_backdrop")
            }
            """
        #expect(Self.lines(code) == [7])
    }

    @Test func theIndexRecordsTypesUsedOutsideTheirOwnCodeAndPreviews() {
        let code = """
            struct Card: View {
                var body: some View { Text(Card.title) }
                static let title = "Card"
            }
            extension Card { static func make() -> Card { Card() } }
            #Preview { Card() }
            struct Card_Previews: PreviewProvider { static var previews: some View { Card() } }
            struct Home: View {
                var body: some View { Row().onAppear { _ = UINib(nibName: "CardCell", bundle: nil); _ = R.nib.promoView } }
            }
            extension Home { var footer: some View { Footer() } }
            public struct Kit {}
            @main struct DemoApp: App { var body: some Scene { WindowGroup { Home() } } }
            """
        let linted = Linter().lintIndexed(path: "Card.swift", text: code)
        #expect(linted.index.declaredTypes == ["Card", "Card_Previews", "Home", "Kit", "DemoApp"])
        #expect(!linted.index.usedTypes.contains("Card"))
        #expect(!linted.index.usedTypes.contains("Card_Previews"))
        // What a member uses counts once the project index knows whether something calls it.
        let named = linted.index.usedTypes.union(linted.index.memberUses.flatMap(\.types))
        for used in ["Home", "Row", "DemoApp", "CardCell", "PromoView", "View", "App"] {
            #expect(named.contains(used), "\(used)")
        }
        #expect(
            linted.index.memberUses == [
                MemberUse(owner: "Home", name: "footer", isPublic: false, types: ["View", "Footer"])
            ])
        #expect(!linted.index.usedTypes.contains("Footer"))
        #expect(linted.index.publicTypes == ["Kit"], "public types are used only if the project may be a library")
    }

    /// The index of a whole project made of `files`, as an app's or a library's.
    static func project(_ files: String..., mayBeLibrary: Bool = false) -> ProjectIndex {
        ProjectIndex(
            files.enumerated().map { Linter().lintIndexed(path: "F\($0.offset).swift", text: $0.element).index },
            knowsEveryUse: true, mayBeLibrary: mayBeLibrary)
    }

    @Test func anAppsPublicTypesAreUsedOnlyWhereTheAppUsesThem() {
        let package = "public struct InviteCodeView: View { public var body: some View { Text(\"Invite\") } }"
        #expect(!Self.project(package).holds(UsedTypes(["InviteCodeView"])))
        #expect(Self.project(package, mayBeLibrary: true).holds(UsedTypes(["InviteCodeView"])))
        #expect(
            Self.project(package, "struct Home: View { var body: some View { InviteCodeView() } }").holds(
                UsedTypes(["InviteCodeView"])))
        // Named through its module in a type, as `Waitlist.InviteCodeView`.
        #expect(
            Self.project(package, "final class Home { var invite: Waitlist.InviteCodeView? }").holds(
                UsedTypes(["InviteCodeView"])))
    }

    @Test func aWidgetIsShownOnlyWhenABundleListsItOrItIsMain() {
        let widgets = """
            struct AvatarWidget: Widget {
                var body: some WidgetConfiguration { StaticConfiguration(kind: "avatar", provider: Provider()) { _ in AvatarView() } }
            }
            struct AvatarView: View { var body: some View { RemoteImage() } }
            struct RemoteImage: View { var body: some View { Image("placeholder") } }
            struct StatsWidget: Widget {
                var body: some WidgetConfiguration { StaticConfiguration(kind: "stats", provider: Provider()) { _ in Text("Stats") } }
            }
            """
        let bundle = "@main struct AppWidgets: WidgetBundle { var body: some Widget { StatsWidget() } }"
        let project = Self.project(widgets, bundle)
        #expect(project.holds(UsedTypes(["StatsWidget"])))
        #expect(!project.holds(UsedTypes(["AvatarWidget"])), "a widget no bundle lists is never shown")
        #expect(!project.holds(UsedTypes(["AvatarView"])), "nor is what only it shows")
        #expect(!project.holds(UsedTypes(["RemoteImage"])))
        #expect(
            Self.project(widgets.replacingOccurrences(of: "Text(\"Stats\")", with: "RemoteImage()"), bundle)
                .holds(UsedTypes(["RemoteImage"])), "a view a shown widget also shows stays")
        let single =
            "@main struct NoteWidget: Widget { var body: some WidgetConfiguration { StaticConfiguration(kind: \"note\", provider: Provider()) { _ in Text(\"Note\") } } }"
        #expect(Self.project(single).holds(UsedTypes(["NoteWidget"])))
    }

    static let styleOnlyAMemberUses = """
        public struct Label3Style: ViewModifier {
            public func body(content: Content) -> some View { content.font(.system(size: 17)) }
        }
        public extension View {
            func label3Style() -> some View { modifier(Label3Style()) }
        }
        """

    @Test func aTypeUsedOnlyInAMemberNothingCallsIsUnused() {
        let home = "struct Home: View { var body: some View { Text(\"Hi\") } }"
        #expect(!Self.project(Self.styleOnlyAMemberUses, home).holds(UsedTypes(["Label3Style"])))
        // A library's public members may be called by other projects.
        #expect(Self.project(Self.styleOnlyAMemberUses, home, mayBeLibrary: true).holds(UsedTypes(["Label3Style"])))
        // A call, a key path or any reference to the name, on whatever type, counts.
        for user in ["Text(\"Hi\").label3Style()", "let path = \\Row.label3Style", "other.label3Style"] {
            #expect(
                Self.project(Self.styleOnlyAMemberUses, "func show() { \(user) }").holds(UsedTypes(["Label3Style"])),
                "\(user)")
        }
    }

    /// Members the system, the compiler or the runtime may call without code naming them keep
    /// what they use.
    @Test(arguments: [
        "class Screen: UITableViewController {}\nextension Screen { func numberOfSections(in view: UITableView) -> Int { Helper().count } }",
        "protocol Row: Identifiable {}\nstruct Cell: Row {}\nextension Cell { var id: Int { Helper().count } }",
        "struct Cell {}\nextension Cell: Hashable {}\nextension Cell { func hash(into hasher: inout Hasher) { _ = Helper() } }",
        "final class Target { @objc func tapped() { _ = Helper() } }",
        "@resultBuilder enum Builder { static func buildBlock(_ parts: Int...) -> Int { Helper().count } }",
        "extension String.StringInterpolation { mutating func appendInterpolation(_ value: Int) { _ = Helper() } }",
        "extension LocalizedError where Self: Decodable { var errorDescription: String? { _ = Helper(); return nil } }",
        "struct Scale { func callAsFunction() -> Int { Helper().count } }",
        "final class Store { var helper = Helper() }",
        "protocol Source { var helper: Helper { get } }",
    ])
    func membersCalledByRoleKeepTheirUses(_ code: String) {
        #expect(Self.project(code, "struct Helper { var count = 0 }").holds(UsedTypes(["Helper"])))
    }

    /// UIView calls a subclass's members only where they override its own; a subclass of
    /// UITableViewController may implement data source methods the controller does not, without
    /// `override`, which UIKit calls by their role.
    @Test func aSystemSuperclassRunsOnlyOverrides() {
        let card = "class Base: UIView {}\nclass Card: Base { func layoutCard() { _ = Helper() } }"
        #expect(!Self.project(card, "struct Helper { var count = 0 }").holds(UsedTypes(["Helper"])))
        #expect(
            Self.project(card, "struct Helper { var count = 0 }", "func go(card: Card) { card.layoutCard() }").holds(
                UsedTypes(["Helper"])))
    }

    /// SwiftUI calls only a view's `body` by role: its other members, `@ViewBuilder` or not, run
    /// where code names them.
    @Test func aViewsOtherMembersRunOnlyWhenNamed() {
        let screen = """
            struct SearchScreen: View {
                var body: some View { list }
                var list: some View { Text("Results") }
                @ViewBuilder var grid: some View { Tile() }
            }
            """
        let tile = "struct Tile: View { var body: some View { Text(\"Top\").onTapGesture {} } }"
        #expect(!Self.project(screen, tile).holds(UsedTypes(["Tile"])))
        #expect(!Self.project(screen).holds(CalledMember(owner: "SearchScreen", name: "grid", isPublic: false)))
        #expect(Self.project(screen).holds(CalledMember(owner: "SearchScreen", name: "list", isPublic: false)))
        #expect(
            Self.project(screen.replacingOccurrences(of: "{ list }", with: "{ list; grid }"), tile).holds(
                UsedTypes(["Tile"])))
    }

    /// `IndexBar.Section` in a type uses `IndexBar` as a namespace: code of `Section` may run,
    /// `IndexBar`'s own does not.
    @Test func aTypeNamedOnlyAsANamespaceRunsNoCodeOfItsOwn() {
        let index = Self.project(
            """
            struct IndexBar: View {
                struct Section { let title: String }
                var body: some View { Text("A") }
            }
            func title(for section: IndexBar.Section) -> String { section.title }
            """)
        #expect(!index.holds(UsedTypes(["IndexBar"])))
        #expect(index.holds(UsedTypes(["IndexBar", "Section"])))
        #expect(!index.holds(UsedTypes(["Section", "IndexBar"])), "outermost first")
    }

    /// A cast or a type check creates nothing: a view named only there (its creation commented out)
    /// runs no code.
    @Test func aTypeNamedOnlyInACastOrCheckIsUnused() {
        let code = """
            final class StrikeView: UIView {}
            final class ShieldView: UIView {}
            final class BannerView: UIView {}
            final class QuestView: UIView {
                override func layoutSubviews() {
                    // addSubview(StrikeView())
                    for view in subviews {
                        if let strike = view as? StrikeView { strike.removeFromSuperview() }
                        if view is ShieldView { view.isHidden = true }
                    }
                    addSubview(BannerView())
                }
            }
            let quest = QuestView()
            """
        let index = Self.project(code)
        #expect(!index.holds(UsedTypes(["StrikeView"])))
        #expect(!index.holds(UsedTypes(["ShieldView"])))
        #expect(index.holds(UsedTypes(["BannerView"])))
    }

    /// A protocol bound to a system class (`protocol TextCell: UITableViewCell`) says who may
    /// conform; UIKit calls the conforming cell's own members no more than any subclass's.
    @Test func aProtocolsClassBoundIsNoRoleThatCallsMembers() {
        let cell = """
            protocol TextCell: UITableViewCell { func configure(text: String) }
            final class NoteCell: UITableViewCell, TextCell {
                func configure(text: String) { label.text = text }
                func enableLinkTap() { _ = Helper() }
            }
            """
        #expect(!Self.project(cell, "struct Helper { var count = 0 }").holds(UsedTypes(["Helper"])))
        #expect(
            Self.project(cell, "struct Helper { var count = 0 }", "func show(cell: NoteCell) { cell.enableLinkTap() }")
                .holds(UsedTypes(["Helper"])))
    }

    @Test func membersOfTheProjectsOwnTypesAndProtocolsRunOnlyWhenNamed() {
        let code = """
            protocol Styling { func style() }
            final class Theme: Styling {
                func style() {}
                func makeHelper() -> Helper { Helper() }
                var helperCount: Int { Helper().count }
            }
            struct Helper { var count = 0 }
            """
        #expect(!Self.project(code).holds(UsedTypes(["Helper"])))
        #expect(Self.project(code, "func go(theme: Theme) { _ = theme.helperCount }").holds(UsedTypes(["Helper"])))
    }

    @Test func namesAndStringsAreKeptByTheTopLevelTypeWhoseCodeHoldsThem() {
        let code = #"""
            import UIKit
            import os
            let flow = UIStoryboard(name: "Onboarding", bundle: nil)
            class Widgets: UIViewController {
                static let log = Logger(subsystem: "Widgets", category: "ui")
                struct Step { let next = "onboardingWidgetDetails" }
                func details() -> UIViewController? { storyboard?.instantiateViewController(withIdentifier: "step\(1)") as? Details }
            }
            extension Widgets { var board: String { String(describing: Help.self) } }
            enum Step: String { case welcome, finish = "done" }
            """#
        let index = Linter().lintIndexed(path: "Widgets.swift", text: code).index
        #expect(index.stringsByOwner[""]?.contains("Onboarding") == true)
        #expect(
            index.stringsByOwner["Widgets"] == ["onboardingWidgetDetails", "step*", "Help"],
            "a log's subsystem names no storyboard")
        #expect(index.namesByOwner["Widgets"]?.contains("Details") == true)
        #expect(index.stringsByOwner["Step"] == ["welcome", "done"], "a case without a raw value is its own")
        #expect(index.namesByOwner[""]?.contains("UIStoryboard") == true)
    }

    @Test func findingsInsideATypeDependOnTheTypeBeingUsed() {
        let code = """
            struct Outer: View {
                struct Inner: View {
                    var body: some View { Image("icn_inner") }
                }
                var body: some View { Inner() }
            }
            extension Outer.Inner { var extra: some View { Image("icn_extra") } }
            let loose = Image("icn_loose")
            """
        let linted = Linter(rules: [ImageLabelRule()]).lintIndexed(path: "Outer.swift", text: code)
        guard case .linted(let findings) = linted.outcome else {
            Issue.record("the code does not lint")
            return
        }
        // Each finding also depends on its asset name not being translated; the types are what matter here.
        let typeConditions = findings.map {
            linted.conditions[$0].map { AllConditions.parts(of: $0).compactMap { ($0 as? UsedTypes)?.types } } ?? []
        }
        // Outermost first: `Outer` may be used only as `Inner`'s namespace.
        #expect(typeConditions == [[["Outer", "Inner"]], [["Outer", "Inner"]], []])
    }
}

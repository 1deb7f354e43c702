import Foundation
import RotorKit
import RotorTestSupport
import Testing

@testable import RotorPipeline

/// What code in the owner of an outlet (or in a subclass of it) can change about an Interface Builder
/// finding: a search bar's placeholder names it, a text field's placeholder does not; attributed text
/// replaces the font; an image set in code may be a symbol the system names.
struct InterfaceBuilderCodeTests {
    static func xib(_ field: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="FindViewController">
                    <connections>
                        <outlet property="queryField" destination="Fnd-fd-001" id="Fnd-ot-001"/>
                        <outlet property="view" destination="Fnd-vw-001" id="Fnd-ot-002"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="Fnd-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        \(field)
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                </view>
            </objects>
        </document>

        """
    }

    static let searchBar = """
        <searchBar contentMode="redraw" id="Fnd-fd-001">
            <rect key="frame" x="0.0" y="59" width="393" height="56"/>
        </searchBar>
        """
    static let textField = """
        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" id="Fnd-fd-001">
            <rect key="frame" x="16" y="59" width="361" height="34"/>
            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            <textInputTraits key="textInputTraits"/>
        </textField>
        """

    static func owner(settingPlaceholder: Bool) -> String {
        owner(
            viewDidLoad: settingPlaceholder
                ? "queryField.placeholder = NSLocalizedString(\"Search products\", comment: \"\")" : "")
    }

    static func owner(
        viewDidLoad line: String, declaration: String = "final class FindViewController: UIViewController"
    ) -> String {
        """
        import UIKit

        \(declaration) {
            @IBOutlet weak var queryField: UIView!

            override func viewDidLoad() {
                super.viewDidLoad()
                \(line)
            }
        }

        """
    }

    /// The findings of `rule` when the project in `files` is linted as one.
    static func findings(of rule: String, in files: [String: String]) throws -> [Finding] {
        let folder = try temporaryFolder("rotor-ib-code", files: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputs = InputDiscovery(included: [], excluded: []).lintInputs([folder.path]).inputs
        return Pipeline(threads: 1).run(inputs).findings.filter { $0.ruleID == rule }
    }

    /// The findings of `rule` on `element` in the File's Owner's view, its owner running `line` in `viewDidLoad`.
    static func findings(of rule: String, on element: String, viewDidLoad line: String) throws -> [Finding] {
        try findings(
            of: rule,
            in: ["FindViewController.xib": xib(element), "FindViewController.swift": owner(viewDidLoad: line)])
    }

    static func missingNames(field: String, settingPlaceholder: Bool) throws -> [Finding] {
        try findings(
            of: "missing-name",
            in: [
                "FindViewController.xib": xib(field),
                "FindViewController.swift": owner(settingPlaceholder: settingPlaceholder),
            ])
    }

    @Test func aSearchBarWhosePlaceholderCodeSetsIsNamed() throws {
        #expect(try Self.missingNames(field: Self.searchBar, settingPlaceholder: false).count == 1)
        #expect(
            try Self.missingNames(field: Self.searchBar, settingPlaceholder: true).isEmpty,
            "VoiceOver reads a search bar's placeholder as its name")
    }

    @Test func codeOfASubclassOfTheFilesOwnerCounts() throws {
        let found = try Self.findings(
            of: "missing-name",
            in: [
                "FindViewController.xib": Self.xib(Self.searchBar),
                "FindViewController.swift": Self.owner(
                    viewDidLoad: "", declaration: "class FindViewController<Item>: UIViewController"),
                "FindAllergensViewController.swift": """
                final class FindAllergensViewController: FindViewController<Allergen> {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        queryField.placeholder = NSLocalizedString("Search allergens", comment: "")
                    }
                }

                """,
            ])
        #expect(
            found.isEmpty, "a subclass (of a generic class here) loads its base class's xib and names the search bar")
    }

    /// A collection cell is no element by itself, so its icon-only close button needs a name,
    /// unless the cell's class makes the cell one element, or lists its stops, in code.
    @Test func aButtonInACollectionCellIsAStopUnlessTheCellsCodeMakesItOneElement() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <collectionViewCell opaque="NO" contentMode="center" id="tab-cell" customClass="TabCell">
                        <rect key="frame" x="0.0" y="0.0" width="160" height="200"/>
                        <view key="contentView" opaque="NO" contentMode="center" id="tab-content">
                            <rect key="frame" x="0.0" y="0.0" width="160" height="200"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="custom" id="tab-close">
                                    <rect key="frame" x="120" y="0.0" width="40" height="40"/>
                                    <state key="normal" image="Remove"/>
                                </button>
                            </subviews>
                        </view>
                    </collectionViewCell>
                </objects>
                <resources>
                    <image name="Remove" width="24" height="24"/>
                </resources>
            </document>

            """
        func cell(_ setUp: String) -> String {
            """
            import UIKit

            final class TabCell: UICollectionViewCell {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    \(setUp)
                }
            }

            """
        }
        let plain = try Self.findings(
            of: "missing-name", in: ["TabCell.xib": xib, "TabCell.swift": cell("layer.cornerRadius = 8")])
        #expect(plain.count == 1)
        let oneElement = try Self.findings(
            of: "missing-name", in: ["TabCell.xib": xib, "TabCell.swift": cell("isAccessibilityElement = true")])
        #expect(oneElement.isEmpty, "the cell's code makes it one element: the button is no stop of its own")
        let listed = try Self.findings(
            of: "missing-name",
            in: ["TabCell.xib": xib, "TabCell.swift": cell("accessibilityElements = [contentView]")])
        #expect(listed.isEmpty, "the cell's code lists its stops: what it leaves out is no stop of its own")
    }

    /// A section header view's title label needs the header trait, unless its xib gives it one.
    @Test func aHeaderLabelTheXibMarksAsAHeadingIsOne() throws {
        func xib(header: Bool) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <collectionReusableView opaque="NO" contentMode="center" id="hdr-view" customClass="ShopHeaderView">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" text="Weapons" id="hdr-title">
                                <rect key="frame" x="16" y="10" width="200" height="30"/>
                                \(header ? "<accessibility key=\"accessibilityConfiguration\"><accessibilityTraits key=\"traits\" staticText=\"YES\" header=\"YES\"/></accessibility>" : "")
                                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                            </label>
                        </subviews>
                        <connections>
                            <outlet property="titleLabel" destination="hdr-title" id="hdr-outlet"/>
                        </connections>
                    </collectionReusableView>
                </objects>
            </document>

            """
        }
        let code = """
            import UIKit

            final class ShopHeaderView: UICollectionReusableView {
                @IBOutlet weak var titleLabel: UILabel!
            }

            """
        let plain = try Self.findings(
            of: "heading-trait", in: ["ShopHeaderView.xib": xib(header: false), "ShopHeaderView.swift": code])
        #expect(plain.count == 1)
        let marked = try Self.findings(
            of: "heading-trait", in: ["ShopHeaderView.xib": xib(header: true), "ShopHeaderView.swift": code])
        #expect(marked.isEmpty, "the xib gives the outlet the header trait")
    }

    @Test func aTextFieldWhosePlaceholderCodeSetsStillNeedsAName() throws {
        #expect(try Self.missingNames(field: Self.textField, settingPlaceholder: false).count == 1)
        #expect(
            try Self.missingNames(field: Self.textField, settingPlaceholder: true).count == 1,
            "a text field's placeholder is a hint that disappears once someone types")
    }

    /// A view that code hides whenever the screen is set up, and never shows, is seen by no one
    /// (a stack hidden in its outlet's `didSet`); a hide in a branch, or a show anywhere (through
    /// the outlet, or a local or parameter that may hold it), keeps the finding.
    @Test func aViewCodeHidesForGoodShowsNothing() throws {
        func dynamicType(_ members: String) throws -> [Finding] {
            let owner = """
                import UIKit

                final class FindViewController: UIViewController {
                    @IBOutlet weak var queryField: UILabel!
                    \(members)
                }

                """
            let folder = try temporaryFolder(
                "rotor-hidden",
                files: [
                    ".git": "", "FindViewController.xib": Self.xib(Self.fixedSizeLabel),
                    "FindViewController.swift": owner,
                    "App.swift": "let find = FindViewController(nibName: \"FindViewController\", bundle: nil)\n",
                ])
            defer { try? FileManager.default.removeItem(at: folder) }
            let found = InputDiscovery(included: [], excluded: []).lintInputs([folder.path])
            var pipeline = Pipeline(threads: 1)
            pipeline.knowsEveryUse = found.areWholeProjects
            return pipeline.run(found.inputs).findings.filter { $0.ruleID == "dynamic-type" }
        }
        let hiddenOnLoad = "override func viewDidLoad() { super.viewDidLoad(); queryField.isHidden = true }"
        #expect(try dynamicType("").count == 1)
        #expect(try dynamicType(hiddenOnLoad).isEmpty)
        #expect(
            try dynamicType("@IBOutlet weak var stack: UIStackView! { didSet { queryField.isHidden = true } }").isEmpty,
            "hidden as soon as the outlet is connected")
        #expect(
            try dynamicType("var results: [String] = [] { didSet { queryField.isHidden = true } }").count == 1,
            "hidden only once results are set")
        #expect(
            try dynamicType(
                "override func viewDidLoad() { super.viewDidLoad(); guard empty else { return }; queryField.isHidden = true }"
            )
            .count == 1, "hidden only when there is nothing to show")
        #expect(
            try dynamicType("override func awakeFromNib() { super.awakeFromNib(); queryField.removeFromSuperview() }")
                .count == 1,
            "code may add it back")
        #expect(
            try dynamicType(hiddenOnLoad + "\nfunc bind() { model.$empty.assign(to: \\.isHidden, on: queryField) }")
                .count == 1,
            "a binding may show it")
        #expect(
            try dynamicType(
                hiddenOnLoad
                    + "\nfunc reveal() { queryField.show() }\n}\nextension UIView {\n    func show() { isHidden = false }"
            )
            .count == 1, "a method of its class may show it")
        #expect(
            try dynamicType(
                "override func viewDidLoad() { super.viewDidLoad(); if empty { queryField.isHidden = true } }"
            ).count == 1,
            "hidden only when there is nothing to show")
        #expect(
            try dynamicType("func showResults() { queryField.isHidden = true }").count == 1,
            "seen until the results come")
        #expect(try dynamicType(hiddenOnLoad + "\nfunc reveal() { queryField.isHidden = false }").count == 1)
        #expect(
            try dynamicType(hiddenOnLoad + "\nfunc reveal(_ label: UILabel?) { label?.isHidden = false }").count == 1,
            "the parameter may be the hidden label")
        #expect(
            try dynamicType(hiddenOnLoad + "\nfunc reveal(_ field: UITextField) { field.isHidden = false }").isEmpty,
            "a text field is not the hidden label")
        // Hidden by a flag of the class that keeps its initial value, in a helper set-up calls.
        let hiddenByFlag = """
            var showsQuery = false
            override func viewDidLoad() { super.viewDidLoad(); configureQuery() }
            private func configureQuery() { queryField.isHidden = !showsQuery }
            """
        #expect(try dynamicType(hiddenByFlag).isEmpty, "nothing sets the flag, so the label is always hidden")
        #expect(
            try dynamicType(hiddenByFlag + "\nfunc search() { showsQuery = true }").count == 1,
            "code may set the flag")
        #expect(
            try dynamicType(hiddenByFlag.replacingOccurrences(of: "= false", with: "= true")).count == 1,
            "the flag shows the label")
    }

    /// A nib whose only loader is code of a class nothing creates is never loaded: its findings
    /// help no one, and neither do those of the view classes it holds, which an outlet's type does
    /// not create. The loader counts once the project uses it.
    @Test func aNibLoadedOnlyByUnusedCodeIsNotReported() throws {
        func dynamicType(_ app: String) throws -> [Finding] {
            let coordinator = """
                import UIKit

                final class SearchCoordinator {
                    let root = FindViewController(nibName: "FindViewController", bundle: nil)
                }

                """
            let folder = try temporaryFolder(
                "rotor-nib-loader",
                files: [
                    ".git": "",
                    "FindViewController.xib": Self.xib(
                        Self.fixedSizeLabel
                            + "\n<view contentMode=\"scaleToFill\" id=\"Fnd-bg-001\" customClass=\"BadgeView\"/>"),
                    "FindViewController.swift": Self.owner(viewDidLoad: "")
                        .replacingOccurrences(of: "UIView!", with: "UIView!\n    @IBOutlet weak var badge: BadgeView!"),
                    "BadgeView.swift": """
                    import UIKit

                    final class BadgeView: UIView {
                        let count = UILabel()
                        override func awakeFromNib() { super.awakeFromNib(); count.font = .systemFont(ofSize: 12); addSubview(count) }
                    }

                    """,
                    "SearchCoordinator.swift": coordinator, "App.swift": app,
                ])
            defer { try? FileManager.default.removeItem(at: folder) }
            let found = InputDiscovery(included: [], excluded: []).lintInputs([folder.path])
            var pipeline = Pipeline(threads: 1)
            pipeline.knowsEveryUse = found.areWholeProjects
            return pipeline.run(found.inputs).findings.filter { $0.ruleID == "dynamic-type" }
        }
        #expect(try dynamicType("let version = 1\n").isEmpty, "nothing creates the coordinator that loads the nib")
        #expect(try dynamicType("let coordinator = SearchCoordinator()\n").count == 2, "the label and the badge")
    }

    static let placeholderHeading = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" id="Fnd-fd-001">
            <rect key="frame" x="16" y="59" width="361" height="21"/>
            <accessibility key="accessibilityConfiguration">
                <accessibilityTraits key="traits" staticText="YES" header="YES"/>
            </accessibility>
            <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
        </label>
        """

    @Test func aPlaceholderTitleWhoseTextCodeSetsIsNotReported() throws {
        func screenTitles(_ line: String) throws -> [Finding] {
            try Self.findings(of: "screen-title", on: Self.placeholderHeading, viewDidLoad: line)
        }
        #expect(try screenTitles("").count == 1, "the heading read first says \"Label\"")
        #expect(
            try screenTitles("queryField.text = NSLocalizedString(\"Find a product\", comment: \"\")").isEmpty,
            "code replaces Interface Builder's placeholder text")
    }

    @Test func theFirstHeadingOfAReusableViewIsNoScreenTitle() throws {
        // The same heading in a view that is not the File's Owner's view: a cell or a custom view.
        let reusable = Self.xib(Self.placeholderHeading).replacingOccurrences(
            of: "<outlet property=\"view\" destination=\"Fnd-vw-001\" id=\"Fnd-ot-002\"/>", with: "")
        let found = try Self.findings(
            of: "screen-title",
            in: [
                "FindViewController.xib": reusable,
                "FindViewController.swift": Self.owner(viewDidLoad: ""),
            ])
        #expect(found.isEmpty)
    }

    static let fixedSizeLabel = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Sites listed here are not protected." id="Fnd-fd-001">
            <rect key="frame" x="16" y="59" width="361" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            <color key="textColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
        </label>
        """

    @Test func attributedTextSetInCodeReplacesTheFilesFont() throws {
        func dynamicType(_ line: String) throws -> [Finding] {
            try Self.findings(of: "dynamic-type", on: Self.fixedSizeLabel, viewDidLoad: line)
        }
        #expect(try dynamicType("queryField.text = model.info").count == 1)
        // Set by another type's code through an object Rotor cannot type, as a data source sets a cell's outlets.
        let throughACell = try Self.findings(
            of: "dynamic-type",
            in: [
                "FindViewController.xib": Self.xib(Self.fixedSizeLabel),
                "FindViewController.swift": Self.owner(viewDidLoad: ""),
                "ResultsViewController.swift": """
                final class ResultsViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = makeCell(at: indexPath)
                        cell.queryField.attributedText = model.info.markdown(fontSize: 14)
                        return cell
                    }
                }

                """,
            ])
        #expect(throughACell.isEmpty, "\(throughACell)")
        #expect(
            try dynamicType(
                "queryField.attributedText = NSAttributedString(string: model.info, attributes: [.font: scaledFont])"
            ).isEmpty,
            "the attributed text's font is the one people see")
    }

    /// An image-only button with no title, as in openfoodfacts-ios's `IngredientsHeaderCellController.xib`.
    static let imageOnlyButton = """
        <button opaque="NO" contentMode="scaleToFill" id="Fnd-fd-001">
            <rect key="frame" x="242" y="18" width="24" height="24"/>
            <state key="normal" image="circle-info"/>
        </button>
        """

    /// A date picker code shows inline (on the systems that have the style) is a calendar read day
    /// by day, no control to name; another style set in code leaves it one.
    @Test func aDatePickerCodeShowsInlineNeedsNoName() throws {
        let picker = """
            <datePicker contentMode="scaleToFill" datePickerMode="dateAndTime" id="Fnd-fd-001">
                <rect key="frame" x="0.0" y="59" width="393" height="216"/>
            </datePicker>
            """
        func missingNames(_ line: String) throws -> [Finding] {
            try Self.findings(of: "missing-name", on: picker, viewDidLoad: line)
        }
        #expect(try missingNames("queryField.preferredDatePickerStyle = .wheels").count == 1)
        #expect(
            try missingNames(
                """
                if #available(iOS 15.0, *) { queryField.preferredDatePickerStyle = .inline } else { queryField.preferredDatePickerStyle = .wheels }
                """
            ).isEmpty)
    }

    @Test func anImageSetOnTheOutletInCodeMayNameTheButton() throws {
        func missingNames(_ line: String) throws -> [Finding] {
            try Self.findings(of: "missing-name", on: Self.imageOnlyButton, viewDidLoad: line)
        }
        #expect(try missingNames("queryField.tintColor = .systemBlue").count == 1)
        #expect(try missingNames("queryField.setImage(UIImage(systemName: \"info.circle\"), for: .normal)").isEmpty)
    }
}

import Foundation
import RotorKit
@testable import RotorPipeline
import RotorTestSupport
import Testing

/// An image set in code on an outlet can name an image-only control: Rotor does not judge the file alone.
struct InterfaceBuilderImageCodeTests {
    /// A xib whose owner has an image-only button outlet with no title, as in openfoodfacts-ios's
    /// `IngredientsHeaderCellController.xib`.
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="HeaderCellController">
                    <connections>
                        <outlet property="view" destination="hdr-vw-001" id="hdr-ot-001"/>
                        <outlet property="infoButton" destination="hdr-bt-001" id="hdr-ot-002"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="hdr-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" id="hdr-bt-001">
                            <rect key="frame" x="242" y="18" width="24" height="24"/>
                            <state key="normal" image="circle-info"/>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>

        """

    static func controller(_ body: String) -> String {
        """
        import UIKit

        final class HeaderCellController: UIViewController {
            @IBOutlet weak var infoButton: UIButton! {
                didSet {
                    \(body)
                }
            }
        }

        """
    }

    static func missingNames(swift: String) throws -> [Finding] {
        let folder = try temporaryFolder("rotor-ib-code", files: ["Header.xib": xib, "HeaderCellController.swift": swift])
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputs = InputDiscovery(included: [], excluded: []).lintInputs([folder.path]).inputs
        return Pipeline().run(inputs).findings.filter { $0.ruleID == "missing-name" }
    }

    @Test func anImageSetOnTheOutletInCodeMayNameTheButton() throws {
        #expect(try Self.missingNames(swift: Self.controller("infoButton.tintColor = .systemBlue")).count == 1)
        #expect(try Self.missingNames(swift: Self.controller(
            "infoButton.setImage(UIImage(systemName: \"info.circle\"), for: .normal)")).isEmpty)
    }
}

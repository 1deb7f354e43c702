import Foundation
import RotorImport
import RotorKit
import RotorTestSupport
import Testing

/// The JSON of `XCUIElementSnapshot.dictionaryRepresentation`: Apple's keys, element types by raw
/// value, values of any JSON type, and the same screen as WebDriverAgent's page source of it.
struct XCUISnapshotImporterTests {
    private typealias Support = CaptureTestSupport

    /// A checkout screen as a UI test would write it: keys in no particular order (JSONSerialization
    /// keeps none), a switch's value as a number, a text field showing its placeholder.
    private let checkout = """
        {"children": [
          {"elementType": 4, "frame": {"X": 0, "Y": 0, "Width": 390, "Height": 844}, "children": [
            {"elementType": 21, "identifier": "Cart", "label": "", "frame": {"X": 0, "Y": 47, "Width": 390, "Height": 44}, "children": [
              {"elementType": 9, "identifier": "BackButton", "label": "Shop", "frame": {"X": 0, "Y": 47, "Width": 80, "Height": 44}},
              {"elementType": 48, "label": "Cart", "value": "Cart", "frame": {"X": 170, "Y": 58, "Width": 50, "Height": 20}}
            ]},
            {"elementType": 49, "identifier": "coupon", "label": "", "placeholderValue": "Code, if any", "value": "Code, if any",
             "frame": {"X": 16, "Y": 160, "Width": 300, "Height": 34}, "enabled": true, "selected": false, "hasFocus": true},
            {"elementType": 40, "label": "Gift wrap", "value": 1, "frame": {"X": 16, "Y": 200, "Width": 51, "Height": 31}},
            {"elementType": 33, "label": "Tip", "value": "50%", "frame": {"X": 16, "Y": 240, "Width": 300, "Height": 31}},
            {"elementType": 9, "label": "Pay", "value": null, "title": "", "enabled": false, "frame": {"X": 16, "Y": 280, "Width": 300, "Height": 44}}
          ]}
        ], "elementType": 2, "label": "Shop", "identifier": "", "frame": {"X": 0, "Y": 0, "Width": 390, "Height": 844}}
        """

    @Test func isDetectedByItsElementTypeKeyAndSpokenLikeOtherXCUITestCaptures() throws {
        let screen = try Support.importText(checkout, name: "checkout.json")
        #expect(screen.sourceFormat == .xcuiSnapshot)
        #expect(screen.title == "Cart")
        #expect(screen.size == Size(width: 390, height: 844))
        let transcript = TranscriptFormatter.text([
            Transcript(screen: screen, speaker: Speaker(profile: .voiceOverEnglish))
        ])
        #expect(transcript.contains("Shop, back button"))
        #expect(transcript.contains("Cart, heading"))
        #expect(transcript.contains("coupon") == false, "an identifier is not spoken")
        #expect(transcript.contains("Code, if any, text field"))
        #expect(transcript.contains("Gift wrap, switch button, on"))
        #expect(transcript.contains("Tip, 50%, adjustable"))
        #expect(transcript.contains("Pay, dimmed, button"))
    }

    @Test func aRotorSnapshotIsNotTakenForOne() throws {
        let rotor = #"{"format": "rotor-snapshot", "version": 1, "root": {"type": "View", "label": "elementType"}}"#
        #expect(CaptureFormat.detect(try InputText.checked(name: "s.json", data: Data(rotor.utf8))) == .rotorSnapshot)
        let nested = #"{"root": {"elementType": 9}, "format": "rotor-snapshot"}"#
        #expect(
            CaptureFormat.detect(try InputText.checked(name: "s.json", data: Data(nested.utf8))) == .rotorSnapshot,
            "only a top-level elementType key makes a snapshot dictionary")
    }

    @Test(arguments: 0...82)
    func everyElementTypeRawValueHasItsName(rawValue: Int) throws {
        let json = #"{"elementType": 2, "children": [{"elementType": \#(rawValue), "label": "x"}]}"#
        let screen = try Support.importText(json, name: "type.json")
        let element = try #require(screen.root.children.first)
        #expect(XCUISnapshotImporterTests.appleNames[rawValue].lowercased() == element.type.lowercased())
    }

    /// `XCUIElement.ElementType`'s cases in Apple's order (Swift spellings), written out here
    /// separately from the importer's table so that a slip in either shows.
    static let appleNames = [
        "any", "other", "application", "group", "window", "sheet", "drawer", "alert", "dialog", "button",
        "radioButton", "radioGroup", "checkBox", "disclosureTriangle", "popUpButton", "comboBox", "menuButton",
        "toolbarButton", "popover", "keyboard", "key", "navigationBar", "tabBar", "tabGroup", "toolbar", "statusBar",
        "table", "tableRow", "tableColumn", "outline", "outlineRow", "browser", "collectionView", "slider",
        "pageIndicator", "progressIndicator", "activityIndicator", "segmentedControl", "picker", "pickerWheel",
        "switch", "toggle", "link", "image", "icon", "searchField", "scrollView", "scrollBar", "staticText",
        "textField", "secureTextField", "datePicker", "textView", "menu", "menuItem", "menuBar", "menuBarItem", "map",
        "webView", "incrementArrow", "decrementArrow", "timeline", "ratingIndicator", "valueIndicator", "splitGroup",
        "splitter", "relevanceIndicator", "colorWell", "helpTag", "matte", "dockItem", "ruler", "rulerMarker", "grid",
        "levelIndicator", "cell", "layoutArea", "layoutItem", "handle", "stepper", "tab", "touchBar", "statusItem",
    ]

    @Test func valuesOfEveryJSONTypeAreRead() throws {
        let json = #"""
            {"elementType": 2, "children": [
              {"elementType": 40, "label": "A", "value": true},
              {"elementType": 33, "label": "B", "value": 0.25},
              {"elementType": 33, "label": "C", "value": 3},
              {"elementType": 49, "label": "D", "value": null},
              {"elementType": 49, "label": "E", "value": {"unexpected": "object"}}
            ]}
            """#
        let values = try Support.importText(json, name: "values.json").root.children.map(\.value)
        #expect(values == ["1", "0.25", "3", nil, nil])
    }

    @Test func errorsNameTheJSONPath() {
        let unknown = Support.importFailure(
            #"{"elementType": 2, "children": [{"elementType": 7}, {"elementType": 99}]}"#,
            name: "bad.json")
        #expect(
            unknown?.description
                == "bad.json:$.children[1].elementType: unknown element type 99 (XCUIElement.ElementType has raw values 0 to 82)"
        )
        let frame = Support.importFailure(
            #"{"elementType": 2, "frame": {"X": 0, "Y": 0, "Width": "wide", "Height": 1}}"#,
            name: "frame.json")
        #expect(frame?.position == "$.frame.Width")
        let missing = Support.importFailure(
            #"{"elementType": 2, "children": [{"label": "no type"}]}"#, name: "missing.json")
        #expect(missing?.position == "$.children[0].elementType")
        #expect(Support.importFailure(#"{"elementType": 2, "children": [}"#, name: "cut.json") != nil)
    }

    @Test func nestingBeyondTheLimitIsRefusedBeforeDecoding() {
        let depth = Limits.maxDepth + 10
        let json =
            String(repeating: #"{"elementType": 1, "children": ["#, count: depth) + #"{"elementType": 1}"#
            + String(repeating: "]}", count: depth)
        let error = Support.importFailure(json, name: "deep.json")
        #expect(error?.message.contains("nested deeper than") == true)
    }

    /// The fixtures are hand-written WebDriverAgent page sources (in the shape of real ones) written
    /// as snapshot dictionaries by `Tests/Fixtures/xcui-snapshot/appium_to_snapshot.py`: WebDriverAgent
    /// builds its page source from the XCUITest snapshot, so VoiceOver's transcript must be the same from either.
    @Test(arguments: [
        ("new_event_date_picker", "reading-order/ios_appium_new_event_date_picker.xml"),
        ("bank_transfer", "real-shaped/ios_appium_bank_transfer.xml"),
    ])
    func screenSoundsTheSameAsItsPageSource(name: String, pageSourcePath: String) throws {
        let snapshot = try CaptureImporter.importScreen(
            path: Repository.fixtures.appendingPathComponent("xcui-snapshot/\(name).snapshot.json").path)
        let pageSource = try CaptureImporter.importScreen(
            path: Repository.fixtures.appendingPathComponent(pageSourcePath).path)
        #expect(snapshot.sourceFormat == .xcuiSnapshot)
        func spoken(_ screen: Screen) -> [String] {
            Transcript(screen: screen, speaker: Speaker(profile: .voiceOverEnglish)).entries.map(\.text)
        }
        #expect(spoken(snapshot) == spoken(pageSource))
        #expect(spoken(snapshot).count > 10)
    }
}

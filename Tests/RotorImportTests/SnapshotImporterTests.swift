import Foundation
import RotorKit
import RotorTestSupport
import Testing

@testable import RotorImport

struct SnapshotImporterTests {
    private func importJSON(_ json: String) throws(ImportError) -> Screen {
        try CaptureImporter.importScreen(from: InputText.checked(name: "test.json", data: Data(json.utf8)))
    }

    @Test func readsTheBundledExample() throws {
        let screen = try CaptureImporter.importScreen(
            path: Repository.examples.appendingPathComponent("sign-in.rotor.json").path)
        #expect(screen.platform == .ios)
        #expect(screen.title == "Sign In")
        #expect(screen.size == Size(width: 390, height: 844))
        #expect(screen.sourceFormat == .rotorSnapshot)
        let content = try #require(screen.root.children.first)
        #expect(content.backgroundColor == Color(red: 1, green: 1, blue: 1))
        let signIn = content.children[5]
        #expect(signIn.label == "Sign In")
        #expect(signIn.isEnabled == false)
        #expect(signIn.isAccessibilityElement)
    }

    @Test func readsEveryField() throws {
        let screen = try importJSON(
            """
            {"format": "rotor-snapshot", "version": 1, "platform": "android", "scale": 2.625,
             "root": {"type": "Group", "groupsChildren": true, "modal": true, "childOrder": [1, 0], "children": [
               {"type": "Box", "label": "A", "value": "v", "hint": "Opens it.", "traits": ["checkBox", "selected"],
                "identifier": "box", "frame": {"x": 1, "y": 2, "width": 3, "height": 4}, "isAccessibilityElement": true,
                "hidden": false, "enabled": false, "userInteractionEnabled": false, "selected": true, "customActions": ["Delete"], "visibleText": "A!",
                "placeholder": "p", "checked": true, "clickable": true, "longClickable": true,
                "foregroundColor": "#112233", "backgroundColor": "#FFFFFF80", "fontSize": 17, "fontWeight": "semibold",
                "usesDynamicType": true,
                "source": {"file": "Main.storyboard", "line": 12, "column": 5}},
               {"type": "Label", "label": "B"}]}}
            """)
        #expect(screen.platform == .android)
        #expect(screen.root.groupsChildren && screen.root.isModal && screen.root.childOrder == [1, 0])
        let box = screen.root.children[0]
        #expect(box.traits == [.checkBox, .selected])
        #expect(box.frame == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(
            box.isEnabled == false && box.isSelected && box.isChecked == true && box.isClickable && box.isLongClickable)
        #expect(box.customActions == ["Delete"] && box.visibleText == "A!" && box.placeholder == "p")
        #expect(box.foregroundColor?.hexString == "#112233")
        #expect(box.backgroundColor?.hexString == "#FFFFFF80")
        #expect(box.fontSize == 17 && box.fontWeight == .semibold && box.usesDynamicType == true)
        #expect(!box.isUserInteractionEnabled && screen.root.isUserInteractionEnabled)
        #expect(box.source?.description == "Main.storyboard:12:5")
        #expect(screen.root.children[1].isAccessibilityElement, "a labelled leaf defaults to an accessibility element")
        #expect(!screen.root.isAccessibilityElement, "a container defaults to not being one")
    }

    @Test(arguments: [
        (
            #"{"format": "rotor-snapshot", "version": 2, "root": {}}"#,
            "test.json:$.version: snapshot version 2 is not supported (this Rotor reads version 1)"
        ),
        (
            #"{"format": "other", "version": 1, "root": {}}"#,
            "test.json:$.format: expected \"rotor-snapshot\", found \"other\""
        ),
        (#"{"format": "rotor-snapshot", "version": 1}"#, "test.json:$.root: required field is missing"),
        (
            #"{"format": "rotor-snapshot", "version": 1, "root": {"frame": {"x": 0, "y": 0, "width": "wide", "height": 1}}}"#,
            "test.json:$.root.frame.width: expected a number"
        ),
        (
            #"{"format": "rotor-snapshot", "version": 1, "root": {"children": [{}, {"hidden": "yes"}]}}"#,
            "test.json:$.root.children[1].hidden: expected true or false"
        ),
        (
            #"{"format": "rotor-snapshot", "version": 1, "root": {"childOrder": [3], "children": [{}]}}"#,
            "test.json:$.root.childOrder[0]: no child at index 3 (this element has 1 children)"
        ),
        (
            #"{"format": "rotor-snapshot", "version": 1, "root": {"foregroundColor": "red"}}"#,
            "test.json:$.root.foregroundColor: expected a colour as \"#RRGGBB\" or \"#RRGGBBAA\", found \"red\""
        ),
        (
            #"{"format": "rotor-snapshot", "version": 1, "platform": "windows", "root": {}}"#,
            "test.json:$.platform: unknown platform \"windows\" (expected ios or android)"
        ),
        (#"{"format": "rotor-snapshot", "version": 1, "root": {"label": "x"}"#, "test.json: is not valid JSON"),
    ])
    func errorsNameTheJSONPath(json: String, expected: String) {
        #expect {
            _ = try importJSON(json)
        } throws: { error in
            (error as? ImportError)?.description.hasPrefix(expected) == true
        }
    }

    /// The schema in docs/ is what users validate against: its trait list must be Rotor's.
    @Test func schemaListsExactlyTheTraitsRotorKnows() throws {
        let data = try Data(contentsOf: Repository.root.appendingPathComponent("docs/rotor-snapshot.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let element = try #require(definitions["element"] as? [String: Any])
        let properties = try #require(element["properties"] as? [String: Any])
        let traits = try #require(properties["traits"] as? [String: Any])
        let items = try #require(traits["items"] as? [String: Any])
        let names = try #require(items["enum"] as? [String])
        #expect(names == AccessibilityTrait.allCases.map(\.rawValue))
        let weights = try #require((properties["fontWeight"] as? [String: Any])?["enum"] as? [String])
        #expect(weights == FontWeight.allCases.map(\.rawValue))
    }
}

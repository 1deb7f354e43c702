import Foundation
import RotorImport
import RotorKit
import RotorTestSupport
import Testing

/// Importers name the containers a screen reader reads as a unit (`ContainerKind`).
struct ContainerImportTests {
    private func containers(in screen: Screen) -> [String: ContainerKind] {
        var found: [String: ContainerKind] = [:]
        var stack = [screen.root]
        while let element = stack.popLast() {
            if let container = element.container { found[element.identifier ?? element.type] = container }
            stack.append(contentsOf: element.children)
        }
        return found
    }

    @Test func appiumNamesBarsTablesCellsAndPickers() throws {
        let path = Repository.readingOrder.appendingPathComponent("ios_appium_new_event_date_picker.xml").path
        let found = Set(containers(in: try CaptureImporter.importScreen(path: path)).map { "\($0.key) \($0.value)" })
        #expect(found == ["New Event navigationBar", "Table table", "Cell cell", "DatePicker picker"])
    }

    @Test func uiautomatorNamesNumberPickersAndTheDatePicker() throws {
        let path = Repository.readingOrder.appendingPathComponent("android_uiautomator_date_picker_spinner.xml").path
        let found = containers(in: try CaptureImporter.importScreen(path: path))
        #expect(
            found == [
                "android:id/datePicker": .picker, "android:id/month": .picker, "android:id/day": .picker,
                "android:id/year": .picker,
            ])
    }

    @Test func snapshotsStateAContainerOrLetTheUIKitClassNameIt() throws {
        let json = """
            {"format": "rotor-snapshot", "version": 1, "root": {"children": [
              {"type": "UITableView", "identifier": "named by class"},
              {"type": "MyBar", "identifier": "stated", "container": "toolbar"},
              {"type": "UIView", "identifier": "plain"}
            ]}}
            """
        let screen = try CaptureTestSupport.importText(json, name: "test.json")
        #expect(containers(in: screen) == ["named by class": .table, "stated": .toolbar])
        let error = CaptureTestSupport.importFailure(
            json.replacingOccurrences(of: "\"toolbar\"", with: "\"shelf\""), name: "test.json")
        #expect(error?.description.contains("$.root.children[1].container: unknown container \"shelf\"") == true)
    }
}

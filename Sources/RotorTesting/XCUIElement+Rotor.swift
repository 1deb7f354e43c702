#if canImport(XCTest) && os(iOS)
    import XCTest

    // UI tests: the element's XCUITest snapshot, read as the `xcui-snapshot` capture format, so a UI
    // test checks exactly what `rotor audit` would check in a snapshot file. Only this file needs iOS.

    extension XCUIElement {
        /// The element and everything below it, as Rotor reads a capture.
        public func rotorScreen() throws -> Screen {
            let dictionary = XCUIElementSnapshotJSON.dictionary(of: try snapshot())
            let data = try JSONSerialization.data(withJSONObject: dictionary)
            return try XCUISnapshotImporter.importScreen(from: InputText.checked(name: "UI test snapshot", data: data))
        }

        /// `assertAccessible` on what the element shows now.
        public func assertAccessible(
            rules: Set<String>? = nil, ignoring: Set<String> = [], includingReview: Bool = false,
            fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
        ) {
            do {
                RotorTesting.assertAccessible(
                    try rotorScreen(), rules: rules, ignoring: ignoring, includingReview: includingReview,
                    fileID: fileID, filePath: filePath, line: line, column: column)
            } catch {
                XCTFail("Rotor could not read the element's snapshot: \(error)", file: filePath, line: line)
            }
        }
    }

    /// `XCUIElementSnapshot` as the JSON `XCUISnapshotImporter` reads: Apple's attribute names,
    /// `elementType` as its raw value, `frame` as a `CGRect` dictionary.
    enum XCUIElementSnapshotJSON {
        static func dictionary(of snapshot: any XCUIElementSnapshot) -> [String: Any] {
            let frame = snapshot.frame
            var dictionary: [String: Any] = [
                "elementType": Int(snapshot.elementType.rawValue),
                "identifier": snapshot.identifier,
                "label": snapshot.label,
                "title": snapshot.title,
                "frame": [
                    "X": frame.origin.x, "Y": frame.origin.y, "Width": frame.size.width, "Height": frame.size.height,
                ],
                "enabled": snapshot.isEnabled,
                "selected": snapshot.isSelected,
                "hasFocus": snapshot.hasFocus,
                "children": snapshot.children.map(dictionary(of:)),
            ]
            if let value = snapshot.value, JSONSerialization.isValidJSONObject([value]) { dictionary["value"] = value }
            if let placeholder = snapshot.placeholderValue { dictionary["placeholderValue"] = placeholder }
            return dictionary
        }
    }
#endif

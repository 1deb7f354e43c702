import Foundation
import RotorImport
import RotorKit
import RotorTestSupport

/// Finding the real captures and looking through imported trees, for the importer tests.
enum CaptureTestSupport {
    /// The real capture `name` in the team's shared folder (`Shared.realCaptures`).
    static func realCapturePath(_ name: String) -> String {
        Shared.realCapture(name)
    }

    static func importRealCapture(_ name: String) throws -> Screen {
        try CaptureImporter.importScreen(path: realCapturePath(name))
    }

    /// Imports text held in memory as if it were a file called `name`.
    static func importText(_ text: String, name: String, format: CaptureFormat? = nil) throws -> Screen {
        try CaptureImporter.importScreen(from: InputText.checked(name: name, data: Data(text.utf8)), format: format)
    }

    /// The error importing `text` raises, or nil if it imports.
    static func importFailure(_ text: String, name: String, format: CaptureFormat? = nil) -> ImportError? {
        do {
            _ = try CaptureImporter.importScreen(
                from: InputText.checked(name: name, data: Data(text.utf8)), format: format)
            return nil
        } catch {
            return error
        }
    }

    /// Every element of the tree in document order.
    static func allElements(of root: Element) -> [Element] {
        var elements: [Element] = []
        var pending = [root]
        while let element = pending.popLast() {
            elements.append(element)
            pending.append(contentsOf: element.children.reversed())
        }
        return elements
    }

    /// Accessibility elements a screen reader can reach: those with no accessibility element above them.
    static func reachableElements(of root: Element) -> [Element] {
        var elements: [Element] = []
        var pending = [root]
        while let element = pending.popLast() {
            if element.isAccessibilityElement {
                elements.append(element)
            } else {
                pending.append(contentsOf: element.children.reversed())
            }
        }
        return elements
    }

    static func first(in screen: Screen, where predicate: (Element) -> Bool) -> Element? {
        allElements(of: screen.root).first(where: predicate)
    }
}

import RotorImport
import RotorKit

/// `.rotor.yml`'s `ignored_elements`: findings on these elements, or inside them, are not reported.
/// The element-tree counterpart of a `// rotor:disable` comment in Swift.
struct IgnoredElements: Sendable {
    var names: Set<String>

    func keeps(_ finding: Finding, on imported: ImportedScreen) -> Bool {
        guard !names.isEmpty, let path = finding.location.elementPath else { return true }
        for length in 0...path.indices.count {
            let prefix = ElementPath(Array(path.indices.prefix(length)))
            if let id = imported.objectIDs[prefix], names.contains(id) { return false }
            if let identifier = imported.screen.root.descendant(at: prefix)?.identifier, names.contains(identifier) {
                return false
            }
        }
        return true
    }
}

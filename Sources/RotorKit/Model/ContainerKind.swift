/// A container a screen reader moves through as a unit: it reads everything inside, in the
/// container's own order, before the next element outside it. Importers name it from the
/// platform's class (`XCUIElementTypeTable`, `android.widget.NumberPicker`); plain views are no
/// container, so their children are ordered with their parent's.
public enum ContainerKind: String, CaseIterable, Sendable, Codable {
    case navigationBar
    case tabBar
    case toolbar
    case scrollView
    case table
    case collection
    case list
    case cell
    case picker

    /// How an explanation names the container: "Navigation bar".
    public var displayName: String {
        switch self {
        case .navigationBar: return "Navigation bar"
        case .tabBar: return "Tab bar"
        case .toolbar: return "Toolbar"
        case .scrollView: return "Scroll view"
        case .table: return "Table"
        case .collection: return "Collection"
        case .list: return "List"
        case .cell: return "Cell"
        case .picker: return "Picker"
        }
    }

    /// Containers whose items a person thinks of as rows, so an explanation says "row 2".
    public var numbersRows: Bool {
        switch self {
        case .table, .collection, .list: return true
        default: return false
        }
    }

    /// Containers whose content may lie outside their frame, scrolled out of view but still
    /// reached by swiping.
    public var scrolls: Bool {
        switch self {
        case .scrollView, .table, .collection, .list: return true
        default: return false
        }
    }
}

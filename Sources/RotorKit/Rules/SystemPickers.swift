/// The platforms' own pickers, as captures and view hierarchies name them. They decide how their parts
/// are read: a calendar's month arrows are left out of the swipe order because the month button is
/// adjustable (and a button too), and a NumberPicker's neighbouring values are read around its field.
/// Rules that judge what an app chose leave these parts alone, since the app cannot change them.
enum SystemPickers {
    static let types: Set<String> = [
        "DatePicker", "Picker", "UIDatePicker", "UIPickerView",
        "android.widget.DatePicker", "android.widget.CalendarView", "android.widget.NumberPicker",
        "android.widget.TimePicker",
    ]

    /// A picker named by its class or, for a subclass, by the container kind its importer gave it.
    static func isPicker(_ element: Element) -> Bool {
        types.contains(element.type) || element.container == .picker
    }
}

extension AuditContext {
    /// Whether the element at `path` is inside one of the platforms' own pickers.
    func isInsideSystemPicker(_ path: ElementPath) -> Bool {
        var current = screen.root
        for index in path.indices {
            if SystemPickers.isPicker(current) { return true }
            guard current.children.indices.contains(index) else { return false }
            current = current.children[index]
        }
        return false
    }
}

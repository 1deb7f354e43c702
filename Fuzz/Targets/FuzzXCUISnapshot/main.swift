import FuzzSupport

// Each input as the JSON of an XCUIElementSnapshot dictionary, audited.
fuzz(.xcuiSnapshot)

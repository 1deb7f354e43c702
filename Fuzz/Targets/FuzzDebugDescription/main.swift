import FuzzSupport

// Each input as an XCUITest debugDescription, audited.
fuzz(.debugDescription)

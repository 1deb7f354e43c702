import FuzzSupport

// Each input as an Android uiautomator dump, audited.
fuzz(.uiautomator)

import FuzzSupport

// Each input as a Swift file linted with every source rule.
fuzz(.swiftLint)

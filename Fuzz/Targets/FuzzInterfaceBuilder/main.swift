import FuzzSupport

// Each input as a storyboard or XIB, audited.
fuzz(.interfaceBuilder)

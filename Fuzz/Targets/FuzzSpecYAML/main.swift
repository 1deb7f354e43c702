import FuzzSupport

// Each input as a YAML accessibility spec.
fuzz(.specYAML)

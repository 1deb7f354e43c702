import FuzzSupport

// Each input as a Rotor snapshot JSON, audited.
fuzz(.snapshot)

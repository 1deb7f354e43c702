import FuzzSupport

// Each input as a .rotor.yml applied to the default profile.
fuzz(.configuration)

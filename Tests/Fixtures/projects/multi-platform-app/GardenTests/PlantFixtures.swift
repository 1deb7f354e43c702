import SwiftUI

/// Built only into the unit tests, without importing a test framework.
func fixtureButton() -> some View {
    Button("Fixture") {}
        .accessibilityLabel("Fixture button")
}

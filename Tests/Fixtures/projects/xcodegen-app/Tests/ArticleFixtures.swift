import SwiftUI

/// Built only into the unit tests.
func articleFixtureButton() -> some View {
    Button("Fixture") {}
        .accessibilityLabel("Fixture button")
}

import SwiftUI

/// Moved here from `Garden/`, where the project still lists it.
func compassButton() -> some View {
    Button("North") {}
        .accessibilityLabel("North button")
}

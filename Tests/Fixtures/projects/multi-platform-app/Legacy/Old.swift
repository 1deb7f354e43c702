import SwiftUI

/// Below a project that cannot be read.
func legacyButton() -> some View {
    Button("Legacy") {}
        .accessibilityLabel("Legacy button")
}

import SwiftUI

/// In the project's folder, in no target.
func unusedShelfButton() -> some View {
    Button("Archive") {}
        .accessibilityLabel("Archive button")
}

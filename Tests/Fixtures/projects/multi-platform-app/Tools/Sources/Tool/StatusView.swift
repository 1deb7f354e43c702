import SwiftUI

/// Built by a package for macOS only.
func statusButton() -> some View {
    Button("Status") {}
        .accessibilityLabel("Status button")
}

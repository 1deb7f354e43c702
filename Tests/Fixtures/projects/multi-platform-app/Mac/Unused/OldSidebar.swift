import SwiftUI

/// Kept out of every target by a membership exception.
func oldSidebarButton() -> some View {
    Button("Archive") {}
        .accessibilityLabel("Archive button")
}

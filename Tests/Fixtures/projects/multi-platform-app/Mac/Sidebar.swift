import SwiftUI

/// Shown in the Mac app only.
func sidebarButton() -> some View {
    Button("Plants") {}
        .accessibilityLabel("Plants button")
}

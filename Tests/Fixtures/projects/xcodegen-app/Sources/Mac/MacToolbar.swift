import SwiftUI

/// Shown in the Mac app only: excluded from the iOS target's sources.
func macToolbarButton() -> some View {
    Button("Refresh") {}
        .accessibilityLabel("Refresh button")
}

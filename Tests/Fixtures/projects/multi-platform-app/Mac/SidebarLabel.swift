import SwiftUI

/// Shown in the Mac app and, by a membership exception, in the iOS app.
func sidebarLabelButton() -> some View {
    Button("Tag") {}
        .accessibilityLabel("Tag button")
}

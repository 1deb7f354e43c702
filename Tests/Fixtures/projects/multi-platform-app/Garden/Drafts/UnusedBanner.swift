import SwiftUI

/// In the project's folder, in no target.
func draftBannerButton() -> some View {
    Button("Draft") {}
        .accessibilityLabel("Draft button")
}

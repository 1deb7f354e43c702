import SwiftUI

/// Referenced from the project's folder (SOURCE_ROOT).
func bannerButton() -> some View {
    Button("Dismiss") {}
        .accessibilityLabel("Dismiss button")
}

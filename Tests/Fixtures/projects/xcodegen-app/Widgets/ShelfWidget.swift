import SwiftUI

/// A single file listed in the iOS target's sources.
func shelfButton() -> some View {
    Button("Shelf") {}
        .accessibilityLabel("Shelf button")
}

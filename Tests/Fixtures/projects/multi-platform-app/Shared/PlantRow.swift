import SwiftUI

/// Shown in the iOS app and on the watch.
func plantRowButton() -> some View {
    Button("Water") {}
        .accessibilityLabel("Water button")
}

/// The app runs on iOS 15 and later (the project's deployment target): the picture for iOS 13
/// never shows, the one for iOS 16 does.
@ViewBuilder
func plantIcon() -> some View {
    if #available(iOS 14, *) {
        Label("Plant", systemImage: "leaf")
    } else {
        Image("icn_leaf_legacy")
    }
    if #available(iOS 17, *) {
        Label("Sprout", systemImage: "leaf.fill")
    } else {
        Image("icn_sprout")
    }
}

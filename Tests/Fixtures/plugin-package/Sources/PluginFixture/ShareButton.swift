import Foundation

// Rotor lints source only, so this builds on Linux without UIKit or SwiftUI. The button has an
// image and no label: the one finding the plugin tests expect.
struct Button<Label> {
    init(action: () -> Void, label: () -> Label) {}
}

struct Image {
    init(systemName: String) {}
}

func shareButton() -> Button<Image> {
    Button(action: {}) {
        Image(systemName: "square.and.arrow.up")
    }
}

import SwiftUI

struct Toolbar: View {
    var body: some View {
        HStack {
            // "icn_close" is translated in Localizable.strings: VoiceOver reads "Close".
            Button(action: close) { Image("icn_close") }
            // No translation: VoiceOver reads "icn_more".
            Button(action: more) { Image("icn_more") }
            // SwiftUI takes the literal as a LocalizedStringKey: localized already.
            Button(action: help) { Image(systemName: "questionmark") }
                .accessibilityLabel("Help")
        }
    }
}

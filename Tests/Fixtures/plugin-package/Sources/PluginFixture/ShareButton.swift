// Rotor lints source only, so these stand-ins for SwiftUI let the fixture build on Linux. The
// share button shows an asset image and has no label: the one finding the plugin tests expect.
protocol View {}

@resultBuilder
enum ViewBuilder {
    static func buildBlock(_ views: any View...) -> [any View] { views }
}

struct HStack: View {
    init(@ViewBuilder content: () -> [any View]) {}
}

struct Text: View {
    init(_ text: String) {}
}

struct Button<Label>: View {
    init(action: () -> Void, label: () -> Label) {}
}

struct Image: View {
    init(_ name: String) {}
}

struct ArticleHeader: View {
    var body: some View {
        HStack {
            Text("Today")
            Button(action: {}) {
                Image("icn_share")
            }
        }
    }
}

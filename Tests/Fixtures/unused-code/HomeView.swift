import SwiftUI
import UIKit

struct HomeView: View {
    var body: some View {
        HStack {
            Image("icn_verified")
            Text("Home")
            BannerHost()
        }
    }
}

struct BannerHost: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        UINib(nibName: "BannerView", bundle: nil).instantiate(withOwner: nil).first as? UIView ?? UIView()
    }

    func updateUIView(_ view: UIView, context: Context) {}
}

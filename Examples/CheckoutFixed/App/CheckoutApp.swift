import SwiftUI
import UIKit

@main
struct CheckoutApp: App {
    @StateObject private var cart = Cart()
    @StateObject private var session = Session()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(cart)
                .environmentObject(session)
        }
    }
}

/// Sign-in until someone is signed in, then the UIKit catalogue.
struct RootView: View {
    @EnvironmentObject private var cart: Cart
    @EnvironmentObject private var session: Session

    var body: some View {
        if session.isSignedIn {
            CatalogueScreen(cart: cart)
                .ignoresSafeArea()
        } else {
            SignInScreen(session: session)
                .ignoresSafeArea()
        }
    }
}

struct CatalogueScreen: UIViewControllerRepresentable {
    let cart: Cart

    func makeUIViewController(context: Context) -> UINavigationController {
        let list = ProductListViewController(catalogue: .sample, cart: cart)
        return UINavigationController(rootViewController: list)
    }

    func updateUIViewController(_ controller: UINavigationController, context: Context) {}
}

struct SignInScreen: UIViewControllerRepresentable {
    let session: Session

    func makeUIViewController(context: Context) -> SignInViewController {
        SignInViewController(session: session)
    }

    func updateUIViewController(_ controller: SignInViewController, context: Context) {}
}

struct ProductDetailScreen: UIViewControllerRepresentable {
    let product: Product
    let cart: Cart

    func makeUIViewController(context: Context) -> UINavigationController {
        UINavigationController(rootViewController: ProductDetailViewController(product: product, cart: cart))
    }

    func updateUIViewController(_ controller: UINavigationController, context: Context) {}
}

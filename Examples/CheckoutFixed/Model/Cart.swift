import Combine
import Foundation

/// One product in the bag and how many of it.
struct CartLine: Identifiable, Hashable, Sendable {
    let product: Product
    var quantity: Int

    var id: String { product.id }
    var total: Decimal { product.price * Decimal(quantity) }
}

/// The shopper's bag, shared by the UIKit catalogue and the SwiftUI checkout.
@MainActor
final class Cart: ObservableObject {
    @Published private(set) var lines: [CartLine] = []
    @Published var giftWrap = false
    @Published var expressDelivery = false
    @Published var promoCode = ""
    @Published var deliveryDate = Calendar.current.date(byAdding: .day, value: 3, to: .now) ?? .now

    var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
    var subtotal: Decimal { lines.reduce(0) { $0 + $1.total } }
    var deliveryFee: Decimal { expressDelivery ? 9 : (subtotal >= 50 ? 0 : 4) }
    var total: Decimal { subtotal + deliveryFee + (giftWrap ? 3 : 0) }

    func add(_ product: Product, quantity: Int = 1) {
        if let index = lines.firstIndex(where: { $0.product == product }) {
            lines[index].quantity += quantity
        } else {
            lines.append(CartLine(product: product, quantity: quantity))
        }
    }

    func setQuantity(_ quantity: Int, for product: Product) {
        guard let index = lines.firstIndex(where: { $0.product == product }) else { return }
        if quantity > 0 {
            lines[index].quantity = quantity
        } else {
            lines.remove(at: index)
        }
    }

    func remove(_ product: Product) {
        lines.removeAll { $0.product == product }
    }

    func placeOrder() async throws -> String {
        try await Task.sleep(for: .seconds(1))
        defer { lines.removeAll() }
        return "SH-\(Int.random(in: 10_000...99_999))"
    }
}

/// Whether someone is signed in.
@MainActor
final class Session: ObservableObject {
    @Published private(set) var email: String?
    var isSignedIn: Bool { email != nil }

    func signIn(email: String, password: String, remember: Bool) async throws {
        try await Task.sleep(for: .milliseconds(400))
        self.email = email
        if remember { UserDefaults.standard.set(email, forKey: "rememberedEmail") }
    }
}

import SwiftUI

/// The bag: what is in it, delivery options, the total and the Place Order button.
struct CartView: View {
    @EnvironmentObject private var cart: Cart
    @Environment(\.openURL) private var openURL
    @State private var selectedProduct: Product?
    @State private var orderNumber: String?
    @State private var isPlacingOrder = false

    private let termsURL = URL(string: "https://example.com/terms-of-sale")!

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Text("Your Bag")
                    .font(.largeTitle.bold())

                if cart.lines.isEmpty {
                    emptyState
                } else {
                    ForEach(cart.lines) { line in
                        CartRow(
                            line: line,
                            onSelect: { selectedProduct = line.product },
                            onRemove: { cart.remove(line.product) },
                            onQuantityChange: { cart.setQuantity($0, for: line.product) }
                        )
                        Divider()
                    }
                    deliveryOptions
                    summary
                }
            }
            .padding()
        }
        .navigationTitle("Bag")
        .navigationBarTitleDisplayMode(.inline)
        .sheet(item: $selectedProduct) { product in
            ProductDetailScreen(product: product, cart: cart)
        }
        .navigationDestination(item: $orderNumber) { number in
            OrderConfirmationView(orderNumber: number)
        }
    }

    private var emptyState: some View {
        VStack(spacing: 12) {
            Image("empty_bag")
                .resizable()
                .scaledToFit()
                .frame(width: 160)
            Text("Your bag is empty")
                .font(.headline)
        }
        .frame(maxWidth: .infinity)
    }

    private var deliveryOptions: some View {
        VStack(alignmptyState
                } else {
                    ForEach(cart.lines) { line in
                        CartRow(
                            line: line,
                            onSelect: { selectedProduct = line.product },
                            onRemove: { cart.remove(line.product) },
                            onQuantityChange: { cart.setQuantity($0, for: line.product) }
                        )
                        Divider()
                    }
                    deliveryOptions
                    summary
                }
            }
            .padding()
        }
        .navigationTitle("Bag")
        .navigationBfor your order")
        }
    }

    private func placeOrder() async {
        isPlacingOrdarTitleDisplayMode(.inline)
        .sheet(item: $selectedProduct) { product in
            ProductDetailScreen(product: product, cart: cart)
        }
        .navigationDestination(item: $orderNumber) { number in
            OrderConfirmationView(orderNumber: number)
        }
    }

    private var emptyState: some View {
        VStack(spacing: 12) {
            Image("empty_bag")
                .resizable()
      agree to our Terms of Sale")
                .font(.footnote)
                .underline()
                .onTapGesture { openURL(termsURL) }
                .accessibilityAddTraits([.isButton, .isLink])
            Button("Place Order") {
                Task { await placeOrder() }
            }
            .buttonStyle(.borderedProminent)
            .frame(maxWidth: .infinity)
            .disabled(isPlacingOrder)
            .accessibilityLabel("Submit")
            .accessibilityHint("Double tap to pay for your order")
        }
    }

    private func placeOrder() async {
        isPlacingOrder = true
        defer { isPlacingOrder = false }
        orderNumber = try? await cart.placeOrder()
    }
}

/// "Subtotal ........ $82.00", read as one element.
struct SummaryLine: View {
    let title: String
    let amount: De    Text(amount.formatted(.currency(code: "USD")))
        }
        .accessibilityElement(children: .com[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[bine)
    }
}

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
        VStack(alignment: .leading, spacing: 12) {
            Text("Delivery")
                .font(.title2.bold())
                .accessibilityAddTraits(.isHeader)
            Toggle(isOn: $cart.expressDelivery) {
                Text("Express delivery")
            }
            .accessibilityLabel("Express delivery \(cart.expressDelivery ? "on" : "off")")
            HStack {
                Text("Gift wrap (+$3)")
                Spacer()
                Toggle("", isOn: $cart.giftWrap)
            }
            DatePicker("Delivery date", selection: $cart.deliveryDate, in: Date.now..., displayedComponents: .date)
            TextField("", text: $cart.promoCode, prompt: Text("Promo code"))
                .textInputAutocapitalization(.characters)
                .textFieldStyle(.roundedBorder)
        }
    }

    private var summary: some View {
        VStack(alignment: .leading, spacing: 8) {
            SummaryLine(title: "Subtotal", amount: cart.subtotal)
            SummaryLine(title: "Delivery", amount: cart.deliveryFee)
            SummaryLine(title: "Total", amount: cart.total)
                .font(.headline)
            Text("By placing your order you agree to our Terms of Sale")
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
    let amount: Decimal

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(amount.formatted(.currency(code: "USD")))
        }
        .accessibilityElement(children: .combine)
    }
}

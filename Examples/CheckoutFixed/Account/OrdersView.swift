import SwiftUI

/// Past orders: each with its status and total, returns, and cancelling one that has not shipped.
struct OrdersView: View {
    @EnvironmentObject private var store: AccountStore
    @State private var orderToCancel: Order?
    @State private var returningOrder: Order?

    var body: some View {
        NavigationStack {
            ZStack(alignment: .bottom) {
                List(store.orders) { order in
                    OrderSummaryRow(
                        order: order,
                        onReturn: { returningOrder = order },
                        onCancel: { orderToCancel = order }
                    )
                }
                if let order = returningOrder {
                    ReturnOptionsSheet(order: order, onClose: { returningOrder = nil })
                        .transition(.move(edge: .bottom))
                        .accessibilityAddTraits(.isModal)
                }
            }
            .navigationTitle("Orders")
            .onChange(of: returningOrder) { _, order in
                // VoiceOver moves into the card that slid up.
                if order != nil { AccessibilityNotification.ScreenChanged(nil).post() }
            }
            .confirmationDialog("Cancel order?", isPresented: isConfirmingCancel, presenting: orderToCancel) { order in
                Button("Cancel Order", role: .destructive) {
                    Task { try? await store.cancel(order) }
                }
                Button("Keep Order", role: .cancel) {}
            }
        }
    }

    private var isConfirmingCancel: Binding<Bool> {
        Binding(get: { orderToCancel != nil }, set: { if !$0 { orderToCancel = nil } })
    }
}

/// One order: what VoiceOver reads as one element, then its actions.
struct OrderSummaryRow: View {
    let order: Order
    let onReturn: () -> Void
    let onCancel: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Order \(order.number)")
                    .font(.headline)
                Text(order.placedOn)
                    .foregroundStyle(.secondary)
                HStack {
                    Text(order.status)
                    Spacer()
                    Text(order.formattedTotal)
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Order \(order.number), \(order.placedOn), \(order.status), \(order.formattedTotal)")
            HStack {
                Button("Return Items", action: onReturn)
                if order.isCancellable {
                    Button("Cancel Order", role: .destructive, action: onCancel)
                }
            }
            .buttonStyle(.bordered)
        }
    }
}

/// A card that slides up over the list with the ways to send an order back.
struct ReturnOptionsSheet: View {
    let order: Order
    let onClose: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Return Order \(order.number)")
                .font(.title2.bold())
                .accessibilityAddTraits(.isHeader)
            Button("Drop Off at a Store") { onClose() }
            Button("Schedule a Pickup") { onClose() }
            Button("Close", action: onClose)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
        .padding()
    }
}

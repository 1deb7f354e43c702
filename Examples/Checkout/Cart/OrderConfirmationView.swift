import SwiftUI

/// Shown once the order is placed: the order number and a receipt to scan in store.
struct OrderConfirmationView: View {
    let orderNumber: String
    @Environment(\.dismiss) private var dismiss

    private var receiptURL: URL {
        URL(string: "https://example.com/orders/\(orderNumber)")!
    }

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "checkmark.circle.fill")
                .font(.system(size: 64))
                .foregroundStyle(.green)
                .accessibilityHidden(true)
            Text("Thank you!")
                .font(.title)
                .accessibilityAddTraits(.isHeader)
            Text("Order \(orderNumber) is on its way.")
                .font(.body)
            Image("receipt_qr")
                .resizable()
                .interpolation(.none)
                .frame(width: 160, height: 160)
                .accessibilityLabel("Receipt QR code image")
            ShareLink(item: receiptURL) {
                Image(systemName: "square.and.arrow.up")
            }
            .accessibilityLabel("square.and.arrow.up")
        }
        .padding()
        .navigationBarBackButtonHidden()
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button {
                    dismiss()
                } label: {
                    Image(systemName: "xmark")
                }
                .accessibilityLabel("close")
            }
        }
    }
}

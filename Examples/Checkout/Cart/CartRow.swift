import SwiftUI

/// One line of the bag: photo, name, rating, price, quantity and a remove button.
struct CartRow: View {
    let line: CartLine
    var onSelect: () -> Void
    var onRemove: () -> Void
    var onQuantityChange: (Int) -> Void

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            HStack(alignment: .top, spacing: 12) {
                Image(line.product.imageName)
                    .resizable()
                    .scaledToFill()
                    .frame(width: 72, height: 72)
                    .clipShape(RoundedRectangle(cornerRadius: 8))
                VStack(alignment: .leading, spacing: 4) {
                    HStack {
                        Text(line.product.name)
                            .font(.headline)
                        if line.product.isOnSale {
                            Image("badge_sale")
                        }
                    }
                    HStack(spacing: 2) {
                        Image(systemName: "star.fill")
                        Text(line.product.formattedRating)
                    }
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .accessibilityElement(children: .ignore)
                    HStack(spacing: 2) {
                        Image(systemName: "text.bubble")
                        Text(String(line.product.reviewCount))
                    }
                    .font(.caption)
                    Text(line.total.formatted(.currency(code: "USD")))
                        .font(.system(size: 17, weight: .semibold))
                }
            }
            .onTapGesture(perform: onSelect)

            Spacer()

            VStack(alignment: .trailing) {
                Button(action: onRemove) {
                    Image(systemName: "trash")
                }
                .buttonStyle(.borderless)
                Stepper("Quantity", value: quantity, in: 1...10)
                    .labelsHidden()
                    .accessibilityValue("\(line.quantity)")
            }
        }
    }

    private var quantity: Binding<Int> {
        Binding(get: { line.quantity }, set: onQuantityChange)
    }
}

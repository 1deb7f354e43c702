import SwiftUI

/// An offer shown in the promotions carousel above the bag.
struct Promotion: Identifiable, Hashable, Sendable {
    let id: String
    let title: String
    let detail: String
    let imageName: String
    /// What the offer's picture shows, for VoiceOver.
    let imageDescription: String
}

/// The promotions carousel: one card per offer, paging by itself every few seconds until the shopper
/// pauses it. A long press on a card, or the card's Save Offer action, saves the offer to the wishlist.
struct PromoCarousel: View {
    let promotions: [Promotion]
    var onSave: (Promotion) -> Void
    var onClose: () -> Void

    @State private var selection = 0
    @State private var isPaused = false
    private let timer = Timer.publish(every: 4, on: .main, in: .common).autoconnect()

    var body: some View {
        ZStack(alignment: .topTrailing) {
            TabView(selection: $selection) {
                ForEach(promotions.indices, id: \.self) { index in
                    PromoCard(promotion: promotions[index])
                        .tag(index)
                        .onLongPressGesture { onSave(promotions[index]) }
                        .accessibilityAction(named: "Save Offer") { onSave(promotions[index]) }
                }
            }
            .tabViewStyle(.page)
            .frame(height: 180)
            .onReceive(timer) { _ in
                guard !isPaused else { return }
                withAnimation { selection = (selection + 1) % promotions.count }
            }

            HStack(spacing: 0) {
                Button {
                    isPaused.toggle()
                } label: {
                    Label(isPaused ? "Play Promotions" : "Pause Promotions", systemImage: isPaused ? "play.fill" : "pause.fill")
                        .labelStyle(.iconOnly)
                        .frame(width: 44, height: 44)
                }
                Button(action: onClose) {
                    Image(systemName: "xmark.circle.fill")
                        .frame(width: 44, height: 44)
                }
                .accessibilityLabel("Close Promotions")
            }
        }
    }
}

/// One offer: its picture, title and detail, with a "SALE" badge that pulses slowly to catch the eye.
struct PromoCard: View {
    let promotion: Promotion
    @State private var isBadgeDimmed = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Image(promotion.imageName)
                .resizable()
                .scaledToFill()
                .frame(height: 110)
                .clipped()
                .accessibilityLabel(promotion.imageDescription)
            Text(promotion.title)
                .font(.headline)
            Text(promotion.detail)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .overlay(alignment: .topLeading) {
            Text("SALE")
                .font(.caption.bold())
                .padding(4)
                .background(Color.red)
                .foregroundStyle(.white)
                .opacity(isBadgeDimmed ? 0.6 : 1)
                .onAppear {
                    withAnimation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true)) {
                        isBadgeDimmed = true
                    }
                }
        }
    }
}

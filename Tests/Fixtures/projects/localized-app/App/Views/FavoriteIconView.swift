import SwiftUI

// Its image is no stop of its own: FavoriteItemView makes one labelled element around it.
struct FavoriteIconView: View {
    let favicon: UIImage

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8).fill(Color.gray)
            Image(uiImage: favicon)
                .resizable()
        }
    }
}

// Its image is a stop: BadgeList shows it on its own.
struct BadgeView: View {
    let badge: UIImage

    var body: some View {
        ZStack {
            Circle().fill(Color.yellow)
            Image(uiImage: badge)
        }
    }
}

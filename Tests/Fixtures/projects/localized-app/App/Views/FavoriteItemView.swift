import SwiftUI

struct FavoriteItemView: View {
    let favorite: Favorite

    var body: some View {
        HStack {
            VStack {
                FavoriteIconView(favicon: favorite.icon)
                Text(favorite.title)
            }
            .accessibilityElement()
            .accessibilityLabel(favorite.title)
            Button(action: share) {
                Image.share
            }
            .accessibilityLabel(favorite.shareTitle)
        }
    }
}

struct BadgeList: View {
    let badges: [UIImage]

    var body: some View {
        HStack {
            BadgeView(badge: badges[0])
            Text("Badges")
        }
    }
}

private extension Image {
    static let share = Image("Share-24")
}

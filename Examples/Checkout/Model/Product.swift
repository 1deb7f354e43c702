import Foundation

/// One item the shop sells.
struct Product: Identifiable, Hashable, Sendable {
    let id: String
    let name: String
    let summary: String
    let price: Decimal
    let imageName: String
    /// What the product photo shows, for VoiceOver.
    let imageDescription: String
    let rating: Double
    let reviewCount: Int
    let isOnSale: Bool

    var formattedPrice: String {
        price.formatted(.currency(code: "USD"))
    }

    var formattedRating: String {
        rating.formatted(.number.precision(.fractionLength(1)))
    }
}

/// The products on sale this season.
struct Catalogue: Sendable {
    let products: [Product]

    static let sample = Catalogue(products: [
        Product(id: "mug", name: "Stoneware Mug", summary: "A hand-thrown mug that keeps coffee hot for longer.",
                price: 18, imageName: "product_mug", imageDescription: "A speckled grey mug with a rounded handle",
                rating: 4.6, reviewCount: 128, isOnSale: false),
        Product(id: "teapot", name: "Cast Iron Teapot", summary: "Brews four cups; the enamel lining never stains.",
                price: 64, imageName: "product_teapot", imageDescription: "A black cast iron teapot with a bamboo handle",
                rating: 4.8, reviewCount: 52, isOnSale: true),
        Product(id: "tumbler", name: "Glass Tumbler Set", summary: "Four recycled-glass tumblers, dishwasher safe.",
                price: 32, imageName: "product_tumbler", imageDescription: "Four clear glass tumblers in a row",
                rating: 4.2, reviewCount: 87, isOnSale: false),
    ])
}

import Combine
import Foundation

/// The signed-in shopper's details, Teaware Club membership and past orders.
struct Account: Sendable {
    var name: String
    var email: String
    var receivesNewsletter: Bool
}

struct Membership: Sendable {
    let planName: String
    let formattedPrice: String
    let renewalText: String
}

struct Address: Sendable {
    var street = ""
    var city = ""
    var postcode = ""
}

struct Order: Identifiable, Hashable, Sendable {
    let id: String
    let number: String
    let placedOn: String
    let status: String
    let formattedTotal: String
    let isCancellable: Bool
}

@MainActor
final class AccountStore: ObservableObject {
    @Published var account = Account(name: "", email: "", receivesNewsletter: false)
    @Published private(set) var membership: Membership?
    @Published private(set) var orders: [Order] = []
    @Published var deliveryAddress = Address()

    func save(_ account: Account) async throws {
        try await Task.sleep(for: .milliseconds(300))
        self.account = account
    }

    func cancelMembership() async throws {
        try await Task.sleep(for: .milliseconds(300))
        membership = nil
    }

    func cancel(_ order: Order) async throws {
        try await Task.sleep(for: .milliseconds(300))
        orders.removeAll { $0.id == order.id }
    }
}

import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

struct DialogActionsRuleTests {
    private let rule = DialogActionsRule()

    @Test func suggestsTitlesFromTheQuestion() {
        let found = findings(
            of: rule,
            in: """
                let alert = UIAlertController(title: nil, message: "Are you sure you want to cancel your booking?", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .destructive))
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """)
        #expect(
            found.map(\.message) == [
                "Title this button \"Cancel Booking\" instead of \"OK\": on a question about cancelling, \"OK\" does not say "
                    + "whether it cancels or keeps (WCAG 2.4.4)",
                "Title this button \"Keep Booking\" instead of \"Cancel\": on a question about cancelling, \"Cancel\" does not "
                    + "say whether it cancels or keeps (WCAG 2.4.4)",
            ])
        #expect(found.allSatisfy { $0.severity == .warning && $0.certainty == .violation })
    }

    @Test func aLongObjectGetsAGeneralSuggestion() {
        let found = findings(
            of: rule,
            in: """
                let alert = UIAlertController(title: "Cancel the delivery of all items in this order?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Yes", style: .destructive))
                """)
        #expect(found.first?.message.hasPrefix("Title this button what is cancelled (\"Cancel Booking\")") == true)
    }

    @Test func localizedTitlesAreRead() {
        #expect(
            findings(
                of: rule,
                in: """
                    let alert = UIAlertController(title: NSLocalizedString("Cancel order?", comment: ""), message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: String(localized: "Yes"), style: .destructive))
                    """
            ).count == 1)
    }

    @Test func actionsOfAnotherAlertAreNotMixedUp() {
        #expect(
            findings(
                of: rule,
                in: """
                    let cancelAlert = UIAlertController(title: "Cancel order?", message: nil, preferredStyle: .alert)
                    cancelAlert.addAction(UIAlertAction(title: "Cancel Order", style: .destructive))
                    let savedAlert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
                    savedAlert.addAction(UIAlertAction(title: "OK", style: .default))
                    """
            ).isEmpty)
    }

    @Test func yesOnAnotherQuestionIsForReview() {
        let found = findings(
            of: rule,
            in: """
                Text("Draft").alert("Discard this draft?", isPresented: $asking) {
                    Button("Yes", role: .destructive) { discard() }
                    Button("Cancel", role: .cancel) {}
                }
                """)
        #expect(found.count == 1)
        #expect(found.first?.certainty == .needsReview)
        #expect(found.first?.location.column == 12)
    }

    @Test func theSwiftUIMessageClosureCountsAsTheQuestion() {
        #expect(
            findings(
                of: rule,
                in: """
                    Text("Booking").alert("Are you sure?", isPresented: $asking) {
                        Button("Yes", role: .destructive) { cancelBooking() }
                    } message: {
                        Text("Do you want to cancel your booking?")
                    }
                    """
            ).count == 1)
    }

    @Test func detectsQuestionsAboutCancelling() {
        #expect(DialogActionsRule.asksAboutCancelling("Cancel order?"))
        #expect(DialogActionsRule.asksAboutCancelling("Are you sure you want to cancel your booking?"))
        #expect(!DialogActionsRule.asksAboutCancelling("Cancel order"))
        #expect(!DialogActionsRule.asksAboutCancelling("Delete this message?"))
        #expect(DialogActionsRule.cancelledThing(in: "Cancel your booking?") == "Booking")
        #expect(DialogActionsRule.cancelledThing(in: "Cancel order?") == "Order")
        #expect(DialogActionsRule.cancelledThing(in: "Cancel?") == nil)
    }
}

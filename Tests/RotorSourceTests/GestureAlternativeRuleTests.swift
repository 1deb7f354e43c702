import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

struct GestureAlternativeRuleTests {
    private let rule = GestureAlternativeRule()

    @Test func uiKitMessageNamesTheGestureAndTheReceiverAndLongPressesAreLeftAlone() {
        // A UIKit long press is most often a shortcut to what the tap or a menu in another file offers.
        #expect(
            findings(
                of: rule,
                in: """
                    let longPress = UILongPressGestureRecognizer(target: self, action: #selector(showOptions))
                    photoView.addGestureRecognizer(longPress)
                    """
            ).isEmpty)
        let swipe = findings(
            of: rule,
            in: "cardView.addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: #selector(dismissCard)))")
        #expect(
            swipe.map(\.message) == [
                "Offer what this swipe does another way: add a UIAccessibilityCustomAction that does the same to "
                    + "cardView.accessibilityCustomActions (or a button), so people who cannot swipe, and VoiceOver and "
                    + "Switch Control users, can do it too (WCAG 2.5.7, 2.1.1)"
            ])
        #expect(swipe.first?.certainty == .needsReview, "every gesture-alternative finding is for review")
    }

    @Test func storyboardHandlersAreForReviewAndSwift2SelectorsAreFollowed() {
        let storyboard = findings(
            of: rule,
            in: """
                final class CardViewController: UIViewController {
                    @IBAction func panCard(_ sender: UIPanGestureRecognizer) { card.center = sender.location(in: view) }
                }
                """)
        #expect(storyboard.map(\.certainty) == [.needsReview])
        #expect(storyboard.first?.location.line == 2)
        // The handler named by a Swift 2 string selector switches tabs, which the tab bar does too.
        #expect(
            findings(
                of: rule,
                in: """
                    final class RecentViewController: UIViewController {
                        override func viewDidLoad() {
                            view.addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: Selector("swiped:")))
                        }
                        func swiped(sender: UISwipeGestureRecognizer) { tabBarController?.selectedIndex += 1 }
                    }
                    """
            ).isEmpty)
    }

    @Test func swiftUIReorderMessageSuggestsMoveActions() {
        let found = findings(
            of: rule,
            in: """
                List {
                    ForEach(favourites) { Text($0.name) }
                        .onMove(perform: moveFavourites)
                }
                """)
        #expect(
            found.map(\.message) == [
                "Offer a way to reorder without dragging: add .accessibilityAction(named: \"Move up\") and \"Move down\" actions "
                    + "to each row (or buttons that move it), so people who cannot drag, and VoiceOver and Switch Control users, "
                    + "can reorder too (WCAG 2.5.7, 2.1.1)"
            ])
        #expect(found.first?.location.column == 9)
    }

    @Test func aHandlerAlsoReachedFromAButtonIsAnAlternative() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class CardViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            cardView.addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: #selector(archiveCard)))
                            archiveButton.addTarget(self, action: #selector(archiveCard), for: .touchUpInside)
                        }

                        @objc private func archiveCard() {}
                    }
                    """
            ).isEmpty)
    }

    @Test func customActionsOnTheCellCoverItsContentView() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class MessageCell: UITableViewCell {
                        func configure() {
                            contentView.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(slide(_:))))
                            accessibilityCustomActions = [archiveAction, deleteAction]
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func tapsAndSystemSwipeActionsAreNotThisRulesConcern() {
        #expect(
            findings(
                of: rule,
                in: """
                    cardView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(open)))
                    List {
                        ForEach(messages) { MessageRow(message: $0) }
                            .onDelete { messages.remove(atOffsets: $0) }
                        Text("Archive").swipeActions { Button("Archive") { archive() } }
                    }
                    """
            ).isEmpty)
    }

    @Test func aHiddenViewIsNotReported() {
        #expect(
            findings(
                of: rule,
                in: """
                    Handle()
                        .gesture(DragGesture().onChanged { height = $0.translation.height })
                        .accessibilityHidden(true)
                    """
            ).isEmpty)
    }
}

extension GestureAlternativeRuleTests {
    @Test func customActionsOnTheEnclosingViewCoverALocalSubview() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class TicketView: UIView {
                        func build() {
                            let stub = UIView()
                            stub.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(tear(_:))))
                            accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Tear off stub", target: self, selector: #selector(tearOff))]
                        }
                    }
                    """
            ).isEmpty)
    }
}

extension GestureAlternativeRuleTests {
    @Test func aHandlerDeclaredInAnotherFileAndReachedFromAButtonCounts() {
        #expect(
            findings(
                of: rule,
                in: """
                    func configure() {
                        cardView.addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: #selector(archiveCard)))
                        archiveButton.addAction(UIAction(title: "Archive") { [weak self] _ in self?.archiveCard() }, for: .primaryActionTriggered)
                    }
                    """
            ).isEmpty)
        #expect(
            findings(
                of: rule,
                in: """
                    func configure() {
                        cardView.addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: #selector(archiveCard)))
                    }
                    """
            ).count == 1)
    }
}

import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

struct FocusTrapRuleTests {
    private let rule = FocusTrapRule()

    @Test func uiKitCycleIsAnErrorThatSaysHowToLeave() {
        let found = findings(
            of: rule,
            in: """
                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    if textField === titleField { subtitleField.becomeFirstResponder() } else { titleField.becomeFirstResponder() }
                    return true
                }
                """)
        #expect(
            found.map(\.message) == [
                "Let Return on the last field submit the form or call resignFirstResponder(): every path here moves focus to "
                    + "another field, so focus cycles among the fields and never reaches the form's button (WCAG 2.4.3)"
            ])
        #expect(found.first?.severity == .error)
        #expect(found.first?.certainty == .violation)
        #expect(found.first?.location.line == 1)
        #expect(found.first?.location.column == 6)
    }

    @Test func aTernaryTargetAlwaysMovesFocus() {
        #expect(
            findings(
                of: rule,
                in: """
                    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                        (textField === emailField ? passwordField : emailField).becomeFirstResponder()
                        return true
                    }
                    """
            ).count == 1)
    }

    @Test func aPathThatDoesNothingIsNotACycle() {
        // Return on the password field does nothing: no way on, but no circle either.
        #expect(
            findings(
                of: rule,
                in: """
                    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                        if textField === emailField {
                            passwordField.becomeFirstResponder()
                        }
                        return true
                    }
                    """
            ).isEmpty)
    }

    @Test func anEarlyReturnLeavesTheCycle() {
        #expect(
            findings(
                of: rule,
                in: """
                    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                        guard textField !== postcodeField else { return true }
                        cityField.becomeFirstResponder()
                        return true
                    }
                    """
            ).isEmpty)
    }

    @Test func endEditingAndTheFormsOwnActionEndTheCycle() {
        #expect(
            findings(
                of: rule,
                in: """
                    final class A: UIViewController {
                        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                            if textField === emailField { passwordField.becomeFirstResponder() } else { view.endEditing(true) }
                            return true
                        }
                    }
                    final class B: UIViewController {
                        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                            if textField === emailField { passwordField.becomeFirstResponder() } else { self.submit() }
                            return true
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func refocusingTheSameFieldIsNotMovingOn() {
        #expect(
            findings(
                of: rule,
                in: """
                    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                        textField.becomeFirstResponder()
                        return false
                    }
                    """
            ).isEmpty)
    }

    @Test func swiftUIContainerSubmitThatAlwaysMovesFocusIsATrap() {
        let found = findings(
            of: rule,
            in: """
                struct NoteForm: View {
                    @FocusState private var focus: Field?
                    var body: some View {
                        Form { fields }
                            .onSubmit { focus = focus == .title ? .subtitle : .title }
                    }
                }
                """)
        #expect(found.count == 1)
        #expect(found.first?.message.contains("focus = nil") == true)
        #expect(found.first?.location.line == 5)
    }

    @Test func swiftUIChainThatEndsIsNotATrap() {
        #expect(
            findings(
                of: rule,
                in: """
                    struct AddressForm: View {
                        @FocusState private var focus: Field?
                        var body: some View {
                            TextField("Street", text: $street).focused($focus, equals: .street).onSubmit { focus = .city }
                            TextField("City", text: $city).focused($focus, equals: .city).onSubmit { focus = .postcode }
                            TextField("Postcode", text: $postcode).focused($focus, equals: .postcode)
                        }
                    }
                    """
            ).isEmpty)
    }

    @Test func onSubmitWithoutFocusStateIsNotRead() {
        #expect(
            findings(
                of: rule,
                in: """
                    TextField("Search", text: $query).onSubmit { search() }
                    """
            ).isEmpty)
    }
}

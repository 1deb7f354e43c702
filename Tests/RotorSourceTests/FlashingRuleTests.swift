import RotorKit
import RotorTestSupport
import Testing

@testable import RotorSource

struct FlashingRuleTests {
    private let rule = FlashingRule()

    @Test func messageGivesTheRateAndASlowEnoughDuration() {
        let found = findings(
            of: rule,
            in: """
                UIView.animate(withDuration: 0.05, delay: 0, options: [.repeat, .autoreverse]) { badge.alpha = 0 }
                """)
        #expect(
            found.map(\.message) == [
                "Slow this repeating animation to at most 3 flashes a second (it flashes about 10 times a second; a duration of "
                    + "0.17 s or more is slow enough), or draw attention without flashing: fast flashing can cause seizures (WCAG 2.3.1)"
            ])
        #expect(found.first?.severity == .error)
        #expect(found.first?.certainty == .violation)
    }

    @Test func withoutAutoreverseEachRepetitionIsAFlash() {
        // 0.25 s without reversing jumps back four times a second; reversing, it flashes twice.
        #expect(
            findings(of: rule, in: "UIView.animate(withDuration: 0.25, delay: 0, options: .repeat) { badge.alpha = 0 }")
                .count == 1)
        #expect(
            findings(
                of: rule,
                in: "UIView.animate(withDuration: 0.25, delay: 0, options: [.repeat, .autoreverse]) { badge.alpha = 0 }"
            ).isEmpty)
    }

    @Test func exactlyThreeFlashesASecondPasses() {
        #expect(
            findings(
                of: rule,
                in:
                    "UIView.animate(withDuration: 1 / 6, delay: 0, options: [.repeat, .autoreverse]) { badge.alpha = 0 }"
            ).isEmpty)
        #expect(
            findings(
                of: rule,
                in: "UIView.animate(withDuration: 0.16, delay: 0, options: [.repeat, .autoreverse]) { badge.alpha = 0 }"
            ).count == 1)
    }

    @Test func durationsThatAreNotLiteralsAreNotGuessed() {
        #expect(
            findings(
                of: rule,
                in: "UIView.animate(withDuration: blinkDuration, delay: 0, options: [.repeat]) { badge.alpha = 0 }"
            ).isEmpty)
    }

    @Test func coreAnimationUsesItsDefaultDurationAndCountsRepeats() {
        let endless = findings(
            of: rule,
            in: """
                let blink = CABasicAnimation(keyPath: "opacity")
                blink.repeatCount = .greatestFiniteMagnitude
                """)
        #expect(endless.count == 1)
        #expect(endless.first?.location.column == 13)
        #expect(
            findings(
                of: rule,
                in: """
                    let blink = CABasicAnimation(keyPath: "backgroundColor")
                    blink.duration = 0.1
                    blink.repeatDuration = 3
                    """
            ).count == 1)
        #expect(
            findings(
                of: rule,
                in: """
                    let move = CABasicAnimation(keyPath: "position")
                    move.duration = 0.05
                    move.repeatCount = .infinity
                    """
            ).isEmpty)
    }

    @Test func swiftUIAnimationCountsOnlyWhenWhatItAnimatesFlashes() {
        #expect(
            findings(
                of: rule,
                in: """
                    Circle().fill(.red).opacity(isOn ? 1 : 0)
                        .animation(.linear(duration: 0.1).repeatForever(autoreverses: false), value: isOn)
                    """
            ).count == 1)
        #expect(
            findings(
                of: rule,
                in: """
                    Circle().offset(y: isOn ? 4 : 0)
                        .animation(.linear(duration: 0.1).repeatForever(autoreverses: false), value: isOn)
                    """
            ).isEmpty)
        // `.speed(2)` halves a 0.3 s animation: 3.3 flashes a second.
        #expect(
            findings(
                of: rule,
                in: """
                    Circle().opacity(isOn ? 1 : 0)
                        .animation(.easeInOut(duration: 0.3).speed(2).repeatForever(autoreverses: false), value: isOn)
                    """
            ).count == 1)
    }

    @Test func aShortRepeatCountCannotFlashMoreThanThreeTimes() {
        #expect(
            findings(
                of: rule,
                in: """
                    Text("Sale").opacity(dim ? 0 : 1)
                        .animation(.linear(duration: 0.05).repeatCount(6, autoreverses: true), value: dim)
                    """
            ).isEmpty)
        #expect(
            findings(
                of: rule,
                in: """
                    Text("Sale").opacity(dim ? 0 : 1)
                        .animation(.linear(duration: 0.05).repeatCount(8, autoreverses: true), value: dim)
                    """
            ).count == 1)
    }

    @Test func aSlowBlinkTimerPasses() {
        #expect(
            findings(
                of: rule,
                in: """
                    Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in cursor.isHidden.toggle() }
                    """
            ).isEmpty)
    }
}

extension FlashingRuleTests {
    @Test func aFastSpinnerInAFixedColourDoesNotFlash() {
        #expect(
            findings(
                of: rule,
                in: """
                    Circle()
                        .trim(from: 0, to: 0.7)
                        .stroke(lineWidth: 3)
                        .foregroundStyle(.blue)
                        .rotationEffect(.degrees(isSpinning ? 360 : 0))
                        .animation(.linear(duration: 0.25).repeatForever(autoreverses: false), value: isSpinning)
                    Circle()
                        .foregroundStyle(Color.accentColor)
                        .rotationEffect(.degrees(isSpinning ? 360 : 0))
                        .animation(.linear(duration: 0.25).repeatForever(autoreverses: false))
                    """
            ).isEmpty)
    }

    @Test func theDeprecatedAnimationModifierFlashesWhenTheChainFadesByAValue() {
        #expect(
            findings(
                of: rule,
                in: """
                    Circle()
                        .opacity(isOn ? 1 : 0)
                        .animation(.linear(duration: 0.25).repeatForever(autoreverses: false))
                    """
            ).count == 1)
    }
}

import Testing

@testable import RotorKit

/// Comparing a screen's frames with what was heard: each kind of mismatch, reported once, with
/// positions on both sides.
struct SpecComparisonTests {
    /// A stop as VoiceOver would say it, built by hand.
    private func heard(
        _ position: Int, _ name: String?, _ traits: Set<AccessibilityTrait> = [], value: String? = nil,
        hint: String? = nil,
        selected: Bool = false, notEnabled: Bool = false
    ) -> HeardFrame {
        HeardFrame(
            position: position, name: name, value: value, hint: hint, traits: traits, isSelected: selected,
            isNotEnabled: notEnabled, speech: name ?? "")
    }

    private func frame(_ text: String, _ traits: Set<AccessibilityTrait> = [], line: Int? = nil) -> FrameSpec {
        FrameSpec(text: ExpectedText(text), traits: ExpectedTraits(required: traits), line: line)
    }

    private func compare(
        _ frames: [FrameSpec], _ heardFrames: [HeardFrame], allowsExtraFrames: Bool = false,
        options: SpecComparisonOptions = SpecComparisonOptions()
    ) -> [FrameMismatch] {
        SpecComparison.mismatches(
            ScreenSpec(allowsExtraFrames: allowsExtraFrames, frames: frames), heard: heardFrames,
            profile: .voiceOverEnglish, options: options)
    }

    private let abcd = ["Alpha", "Bravo", "Charlie", "Delta"]

    private func frames(_ names: [String]) -> [FrameSpec] {
        names.enumerated().map { frame($1, line: $0 + 10) }
    }

    private func heardFrames(_ names: [String]) -> [HeardFrame] {
        names.enumerated().map { heard($0 + 1, $1) }
    }

    @Test func identicalFramesHaveNoMismatch() {
        #expect(compare(frames(abcd), heardFrames(abcd)).isEmpty)
    }

    @Test func aMissingFrameSaysWhereItShouldHaveBeen() {
        let mismatches = compare(frames(abcd), heardFrames(["Alpha", "Bravo", "Delta"]))
        #expect(
            mismatches == [
                FrameMismatch(
                    kind: .missing, frame: 3, specLine: 12, heardPosition: nil,
                    expected: "\"Charlie\"", heard: "nothing between 2 \"Bravo\" and 3 \"Delta\"")
            ])
    }

    @Test func anUnexpectedFrameSaysWhereItWasHeard() {
        let mismatches = compare(frames(abcd), heardFrames(["Alpha", "Bravo", "Close", "Charlie", "Delta"]))
        #expect(
            mismatches == [
                FrameMismatch(
                    kind: .unexpected, frame: nil, specLine: nil, heardPosition: 3,
                    expected: "nothing between frame 2 \"Bravo\" and frame 3 \"Charlie\"", heard: "Close")
            ])
    }

    @Test func aMovedFrameIsOutOfOrderNotMissingAndUnexpected() {
        let mismatches = compare(frames(abcd), heardFrames(["Bravo", "Charlie", "Delta", "Alpha"]))
        #expect(mismatches.map(\.kind) == [.outOfOrder])
        #expect(mismatches.first?.frame == 1)
        #expect(mismatches.first?.heardPosition == 4)
        #expect(mismatches.first?.heard == "Alpha (after 3 \"Delta\")")
    }

    @Test func twoSwappedFramesAreOneFrameOutOfOrder() {
        let mismatches = compare(frames(abcd), heardFrames(["Alpha", "Charlie", "Bravo", "Delta"]))
        #expect(mismatches.map(\.kind) == [.outOfOrder])
    }

    @Test func aChangedLabelIsWrongTextAtItsPlace() {
        let mismatches = compare(frames(abcd), heardFrames(["Alpha", "Bravo", "Charles", "Delta"]))
        #expect(
            mismatches == [
                FrameMismatch(
                    kind: .wrongText, frame: 3, specLine: 12, heardPosition: 3,
                    expected: "\"Charlie\"", heard: "\"Charles\"")
            ])
    }

    @Test func wrongTextPairsByTheWordsFramesShare() {
        let mismatches = compare(
            frames(["Start", "Pay by card", "End"]), heardFrames(["Start", "Close", "Pay with card", "End"]))
        #expect(mismatches.map(\.kind) == [.unexpected, .wrongText])
        #expect(mismatches.map(\.heardPosition) == [2, 3])
    }

    @Test func extraFramesAllowedAreNotReportedAndNeverTakenForWrongText() {
        let mismatches = compare(
            frames(abcd), heardFrames(["Status bar", "Alpha", "Bravo", "Delta", "Tab bar"]), allowsExtraFrames: true)
        #expect(mismatches.map(\.kind) == [.missing])
    }

    @Test func attributesAreEachReported() {
        let spec = [
            FrameSpec(
                text: ExpectedText("Remember Me"), traits: ExpectedTraits(required: [.switchButton]),
                value: ExpectedText("on"),
                hint: ExpectedText("Keeps you signed in"), selected: .present, line: 7)
        ]
        let mismatches = compare(
            spec, [heard(5, "Remember Me", [.button], value: "off", hint: "Stays signed in", notEnabled: true)])
        #expect(mismatches.map(\.kind) == [.wrongTrait, .wrongState, .wrongState, .wrongValue, .wrongHint])
        #expect(mismatches.allSatisfy { $0.frame == 1 && $0.heardPosition == 5 && $0.specLine == 7 })
        #expect(
            mismatches.map(\.expected) == ["switch button", "selected", "enabled", "\"on\"", "\"Keeps you signed in\""])
        #expect(
            mismatches.map(\.heard) == [
                "button", "not selected", "not enabled (\"dimmed\")", "\"off\"", "\"Stays signed in\"",
            ])
    }

    @Test func whatAFrameLeavesOutIsExpectedAbsent() {
        let mismatches = compare(
            [frame("Help", [.button])], [heard(1, "Help", [.button], value: "3", hint: "Opens help", selected: true)])
        #expect(mismatches.map(\.kind) == [.wrongState, .wrongValue, .wrongHint])
        #expect(mismatches.map(\.expected) == ["not selected", "no value", "no hint"])
    }

    @Test func placeholdersAndIfApplicableAcceptAnything() {
        let spec = [
            FrameSpec(
                text: ExpectedText("<name>"), traits: .any, value: ExpectedText("<any value>"),
                hint: ExpectedText("<hint>"),
                selected: .either, notEnabled: .either)
        ]
        #expect(
            compare(
                spec,
                [
                    heard(
                        1, "Anything", [.link, .header], value: "7", hint: "Does things", selected: true,
                        notEnabled: true)
                ]
            ).isEmpty)
        #expect(compare(spec, [heard(1, "Anything")]).isEmpty)
    }

    @Test func textMayBeWrittenAsLabelValueAndHintSpokenTogether() {
        let heardFrame = heard(1, "Total", [.staticText], value: "$999.99", hint: "Includes tax")
        #expect(compare([frame("Total, $999.99, includes tax", [.staticText])], [heardFrame]).isEmpty)
        #expect(
            compare(
                [frame("Total: nine hundred ninety-nine dollars and ninety-nine cents", [.staticText])], [heardFrame]
            ).map(\.kind)
                == [.wrongHint])
        #expect(compare([frame("Total", [.staticText])], [heardFrame]).map(\.kind) == [.wrongValue, .wrongHint])
    }

    @Test func toggleStatesMatchTheWordsDesignersUse() {
        let spec = [
            FrameSpec(
                text: ExpectedText("Remember Me"), traits: ExpectedTraits(required: [.switchButton]),
                value: ExpectedText(alternatives: [.spoken("selected"), .spoken("unselected")]))
        ]
        #expect(compare(spec, [heard(1, "Remember Me", [.switchButton], value: "off")]).isEmpty)
        #expect(compare(spec, [heard(1, "Remember Me", [.switchButton], value: "on")]).isEmpty)
        #expect(compare(spec, [heard(1, "Remember Me", [.switchButton], value: "maybe")]).map(\.kind) == [.wrongValue])
    }

    @Test func descriptiveTraitsMayBeLeftOutButRolesMayNot() {
        #expect(compare([frame("Capital One", [.header])], [heard(1, "Capital One", [.image, .header])]).isEmpty)
        #expect(compare([frame("Password", [.textField])], [heard(1, "Password", [.secureTextField])]).isEmpty)
        #expect(compare([frame("Back", [.button])], [heard(1, "Back", [.backButton])]).isEmpty)
        #expect(
            compare([frame("Sign In", [.header])], [heard(1, "Sign In", [.header, .button])]).map(\.kind) == [
                .wrongTrait
            ])
        #expect(
            compare([frame("Version 5", [.staticText])], [heard(1, "Version 5", [.header, .staticText])]).map(\.kind)
                == [.wrongTrait])
        #expect(compare([frame("Open", [.button])], [heard(1, "Open", [.link])]).map(\.kind) == [.wrongTrait])
    }

    @Test func repeatedTextPairsWithTheFrameWhoseTraitsAgree() {
        let spec = [frame("Sign In", [.header]), frame("Username", [.textField]), frame("Sign In", [.button])]
        let mismatches = compare(spec, [heard(1, "Username", [.textField]), heard(2, "Sign In", [.button])])
        #expect(mismatches.map(\.kind) == [.missing])
        #expect(mismatches.first?.frame == 1)
    }

    @Test func mismatchesAreListedInSpecOrderWithUnexpectedFramesInPlace() {
        let mismatches = compare(frames(abcd), heardFrames(["Intro", "Alpha", "Charlie", "Extra", "Delta", "Outro"]))
        #expect(mismatches.map(\.kind) == [.unexpected, .missing, .unexpected, .unexpected])
        #expect(mismatches.map(\.heardPosition) == [1, nil, 4, 6])
    }

    @Test func nothingHeardMakesEveryFrameMissing() {
        let mismatches = compare(frames(["Alpha"]), [])
        #expect(
            mismatches == [
                FrameMismatch(
                    kind: .missing, frame: 1, specLine: 10, heardPosition: nil,
                    expected: "\"Alpha\"", heard: "nothing (no frames heard)")
            ])
    }
}

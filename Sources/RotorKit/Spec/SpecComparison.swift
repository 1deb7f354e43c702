import Foundation

/// A difference between a spec and what the screen reader says, with positions on both sides.
public struct FrameMismatch: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case missing
        case unexpected
        case outOfOrder = "out-of-order"
        case wrongText = "wrong-text"
        case wrongTrait = "wrong-trait"
        case wrongState = "wrong-state"
        case wrongValue = "wrong-value"
        case wrongHint = "wrong-hint"
        /// A secure text field whose value is readable: the password is spoken and brailled.
        case exposedSecureText = "exposed-secure-text"

        /// "out of order", "wrong trait".
        public var title: String { rawValue.replacingOccurrences(of: "-", with: " ") }
    }

    public var kind: Kind
    /// The frame's number in the spec (1-based); nil for an unexpected frame.
    public var frame: Int?
    /// Where the frame is written in the spec.
    public var specLine: Int?
    /// The swipe position where it was heard; nil for a missing frame.
    public var heardPosition: Int?
    /// What the spec expects, in the spec's words.
    public var expected: String
    /// What was heard instead.
    public var heard: String

    public init(kind: Kind, frame: Int?, specLine: Int?, heardPosition: Int?, expected: String, heard: String) {
        self.kind = kind
        self.frame = frame
        self.specLine = specLine
        self.heardPosition = heardPosition
        self.expected = expected
        self.heard = heard
    }
}

/// Compares a screen's spec with the frames heard on a capture.
///
/// Frames are paired in order by their text (a weighted longest common subsequence, preferring
/// pairs whose traits, states, value and hint agree too), so one moved frame is reported as out
/// of order rather than as missing in one place and unexpected in another. An unpaired expected
/// frame whose text was heard elsewhere is out of order; unpaired frames left between the same two
/// pairs are the same frame with the wrong text (unless the screen allows extra frames); the rest
/// are missing or unexpected.
public enum SpecComparison {
    public static func mismatches(
        _ spec: ScreenSpec, heard: [HeardFrame], profile: SpeechProfile,
        options: SpecComparisonOptions = SpecComparisonOptions()
    ) -> [FrameMismatch] {
        Comparison(spec: spec, heard: heard, profile: profile, options: options).mismatches()
    }
}

/// Which of the value and the hint a frame's text already said, when it was written as VoiceOver
/// speaks label, value and hint together ("Remember Me, off").
private struct TextCoverage: OptionSet {
    let rawValue: UInt8
    static let value = TextCoverage(rawValue: 1)
    static let hint = TextCoverage(rawValue: 2)
}

/// A frame attribute that differs from the spec.
private enum AttributeProblem {
    case traits, selected, notEnabled, value, hint
}

/// Heard text prepared for matching: its words and its raw form (for regular expressions).
private struct HeardText {
    var words: [String]
    var raw: String
    var coverage: TextCoverage

    init(_ raw: String, options: SpecComparisonOptions, coverage: TextCoverage = []) {
        self.raw = raw
        self.words = SpecText.words(in: raw, options: options)
        self.coverage = coverage
    }
}

/// How an expected frame was paired with a heard one.
private enum Pairing {
    case inOrder
    case outOfOrder
    case wrongText
}

private struct Comparison {
    let frames: [FrameSpec]
    let heard: [HeardFrame]
    let profile: SpeechProfile
    let allowsExtraFrames: Bool
    let valueMatchers: [TextMatcher?]
    let hintMatchers: [TextMatcher?]
    /// For each heard frame: its name alone, then with value and hint as VoiceOver joins them.
    let heardTexts: [[HeardText]]
    /// For each heard frame: its value, and the words people use for the same toggle state.
    let heardValues: [[HeardText]]
    let heardHints: [HeardText]
    /// `coverage[i * heard.count + j]`: how frame i's text matched heard frame j, or nil.
    let coverage: [TextCoverage?]
    /// The words written in each frame's text (outside placeholders) and in each heard name, as
    /// numbers, for pairing wrong texts by the words they share.
    let frameWordIDs: [Set<Int>]
    let heardNameWordIDs: [[Int]]
    /// Whether frame i's traits agree with heard frame j's is
    /// `traitAgreement[frameTraitGroup[i]][heardTraitGroup[j]]`: screens repeat a few trait sets,
    /// so each distinct pair is worked out once.
    let frameTraitGroup: [Int]
    let heardTraitGroup: [Int]
    let traitAgreement: [[Bool]]

    init(spec: ScreenSpec, heard: [HeardFrame], profile: SpeechProfile, options: SpecComparisonOptions) {
        frames = spec.frames
        self.heard = heard
        self.profile = profile
        allowsExtraFrames = spec.allowsExtraFrames
        valueMatchers = spec.frames.map { $0.value.map { TextMatcher($0, options: options) } }
        hintMatchers = spec.frames.map { $0.hint.map { TextMatcher($0, options: options) } }
        heardTexts = heard.map { frame in
            let name = frame.name ?? ""
            var texts = [HeardText(name, options: options)]
            if let value = frame.value {
                texts.append(HeardText(Self.joined(name, value), options: options, coverage: .value))
            }
            if let hint = frame.hint {
                texts.append(HeardText(Self.joined(name, hint), options: options, coverage: .hint))
            }
            if let value = frame.value, let hint = frame.hint {
                texts.append(HeardText(Self.joined(name, value, hint), options: options, coverage: [.value, .hint]))
            }
            return texts
        }
        heardValues = heard.map { frame in
            let value = frame.value ?? ""
            return ([value] + Self.sameToggleState(as: value)).map { HeardText($0, options: options) }
        }
        heardHints = heard.map { HeardText($0.hint ?? "", options: options) }
        coverage = Self.coverage(of: spec.frames.map { TextMatcher($0.text, options: options) }, against: heardTexts)
        let (expectedTraits, frameTraitGroup) = Self.groups(spec.frames.map(\.traits))
        let (heardTraits, heardTraitGroup) = Self.groups(heard.map(\.traits))
        self.frameTraitGroup = frameTraitGroup
        self.heardTraitGroup = heardTraitGroup
        traitAgreement = expectedTraits.map { expected in
            heardTraits.map { Self.traitsAgree(expected, $0, profile: profile) }
        }
        var wordIDs: [String: Int] = [:]
        func id(_ word: String) -> Int {
            if let known = wordIDs[word] { return known }
            wordIDs[word] = wordIDs.count
            return wordIDs.count - 1
        }
        frameWordIDs = spec.frames.map { frame in
            Set(
                SpecText.pieces(of: frame.text.alternatives.spokenText).flatMap { piece -> [Int] in
                    if case .text(let literal) = piece { return SpecText.words(in: literal, options: options).map(id) }
                    return []
                })
        }
        heardNameWordIDs = heardTexts.map { $0[0].words.map(id) }
    }

    /// How each frame's text matched each heard frame: the first of its texts (name alone, then
    /// with value and hint) that matches. Plain text, the usual case, is looked up by its words
    /// rather than tried against every heard frame.
    private static func coverage(of matchers: [TextMatcher], against heardTexts: [[HeardText]]) -> [TextCoverage?] {
        var heardByWords: [[String]: [(heardIndex: Int, textIndex: Int)]] = [:]
        for (heardIndex, texts) in heardTexts.enumerated() {
            for (textIndex, text) in texts.enumerated() {
                heardByWords[text.words, default: []].append((heardIndex, textIndex))
            }
        }
        let heardCount = heardTexts.count
        var coverage = [TextCoverage?](repeating: nil, count: matchers.count * heardCount)
        for (frameIndex, matcher) in matchers.enumerated() {
            let row = frameIndex * heardCount
            guard let wordLists = matcher.exactWordLists else {
                for (heardIndex, texts) in heardTexts.enumerated() {
                    coverage[row + heardIndex] = texts.first { matcher.matches(words: $0.words, raw: $0.raw) }?.coverage
                }
                continue
            }
            var firstTextIndex: [Int: Int] = [:]
            for words in wordLists {
                for (heardIndex, textIndex) in heardByWords[words] ?? [] {
                    firstTextIndex[heardIndex] = min(firstTextIndex[heardIndex] ?? textIndex, textIndex)
                }
            }
            for (heardIndex, textIndex) in firstTextIndex {
                coverage[row + heardIndex] = heardTexts[heardIndex][textIndex].coverage
            }
        }
        return coverage
    }

    /// The distinct values in first-seen order, and each value's index among them.
    private static func groups<Value: Hashable>(_ values: [Value]) -> (distinct: [Value], groupOf: [Int]) {
        var distinct: [Value] = []
        var indexOf: [Value: Int] = [:]
        let groupOf = values.map { value in
            if let index = indexOf[value] { return index }
            indexOf[value] = distinct.count
            distinct.append(value)
            return distinct.count - 1
        }
        return (distinct, groupOf)
    }

    /// Parts as VoiceOver speaks them together, skipping empty ones.
    private static func joined(_ parts: String...) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// A switch says "on" and "off"; specs say "selected or unselected" or "checked".
    private static let toggleStates: [[String]] = [
        ["on", "selected", "checked", "1", "true"],
        ["off", "unselected", "not selected", "unchecked", "not checked", "0", "false"],
    ]

    private static func sameToggleState(as value: String) -> [String] {
        let spoken = SpokenText.normalized(value)
        return toggleStates.first { $0.contains(spoken) }?.filter { $0 != spoken } ?? []
    }

    private func textCoverage(_ frameIndex: Int, _ heardIndex: Int) -> TextCoverage? {
        coverage[frameIndex * heard.count + heardIndex]
    }

    func mismatches() -> [FrameMismatch] {
        let pairings = pairFrames()
        var found: [(key: [Int], mismatch: FrameMismatch)] = []
        let kindOrder = Dictionary(uniqueKeysWithValues: FrameMismatch.Kind.allCases.enumerated().map { ($1, $0) })
        func add(_ mismatch: FrameMismatch, slot: Int, heardIndex: Int = 0) {
            // The last part keeps two mismatches of one kind in the order they were found.
            found.append((key: [slot, heardIndex, kindOrder[mismatch.kind] ?? 0, found.count], mismatch: mismatch))
        }
        let anchors = pairings.anchors

        for (frameIndex, frame) in frames.enumerated() {
            let number = frameIndex + 1
            // Frame mismatches sort by frame, before anything unexpected heard after that frame.
            let slot = 2 * number
            guard let heardIndex = pairings.heardIndexOfFrame[frameIndex], let kind = pairings.kindOfFrame[frameIndex]
            else {
                let heardBefore = anchors.last { $0.frame < frameIndex }?.heard ?? -1
                add(
                    FrameMismatch(
                        kind: .missing, frame: number, specLine: frame.line, heardPosition: nil,
                        expected: frame.summary, heard: nothingHeard(after: heardBefore)), slot: slot)
                continue
            }
            let heardFrame = heard[heardIndex]
            func mismatch(_ kind: FrameMismatch.Kind, _ expected: String, _ heardText: String) -> FrameMismatch {
                FrameMismatch(
                    kind: kind, frame: number, specLine: frame.line, heardPosition: heardFrame.position,
                    expected: expected, heard: heardText)
            }
            switch kind {
            case .inOrder:
                break
            case .outOfOrder:
                let expectedPlace =
                    frameIndex > 0 ? " (after frame \(frameIndex) \(frames[frameIndex - 1].text))" : " (first)"
                let heardPlace =
                    heardIndex > 0 ? " (after \(heardIndex) \"\(heard[heardIndex - 1].speech)\")" : " (first)"
                add(mismatch(.outOfOrder, frame.summary + expectedPlace, heardFrame.speech + heardPlace), slot: slot)
            case .wrongText:
                add(mismatch(.wrongText, frame.text.description, Self.quotedName(heardFrame)), slot: slot)
            }
            // A wrong text covered nothing, so value and hint are checked on their own.
            let covered = textCoverage(frameIndex, heardIndex) ?? []
            for problem in problems(frameIndex, heardIndex, covered: covered) {
                switch problem {
                case .traits:
                    add(mismatch(.wrongTrait, frame.traits.description, Self.traitNames(heardFrame.traits)), slot: slot)
                case .selected:
                    add(
                        mismatch(
                            .wrongState, frame.selected == .present ? "selected" : "not selected",
                            heardFrame.isSelected ? "selected" : "not selected"), slot: slot)
                case .notEnabled:
                    let notEnabled = "not enabled (\"\(profile.notEnabledWord)\")"
                    add(
                        mismatch(
                            .wrongState, frame.notEnabled == .present ? "not enabled" : "enabled",
                            heardFrame.isNotEnabled ? notEnabled : "enabled"), slot: slot)
                case .value:
                    add(
                        mismatch(
                            .wrongValue, frame.value?.description ?? "no value",
                            heardFrame.value.map { "\"\($0)\"" } ?? "no value"), slot: slot)
                case .hint:
                    add(
                        mismatch(
                            .wrongHint, frame.hint?.description ?? "no hint",
                            heardFrame.hint.map { "\"\($0)\"" } ?? "no hint"), slot: slot)
                }
            }
        }

        if !allowsExtraFrames {
            for heardIndex in heard.indices where !pairings.isHeardPaired[heardIndex] {
                let frameBefore = anchors.last { $0.heard < heardIndex }?.frame ?? -1
                add(
                    FrameMismatch(
                        kind: .unexpected, frame: nil, specLine: nil, heardPosition: heard[heardIndex].position,
                        expected: nothingExpected(after: frameBefore), heard: heard[heardIndex].speech),
                    slot: 2 * (frameBefore + 1) + 1, heardIndex: heardIndex)
            }
        }
        // No spec can allow a password the screen reader exposes, so this is checked on every stop.
        for (heardIndex, heardFrame) in heard.enumerated() {
            guard let length = heardFrame.exposedSecretLength else { continue }
            let frameIndex = pairings.heardIndexOfFrame.firstIndex { $0 == heardIndex }
            let frameBefore = anchors.last { $0.heard < heardIndex }?.frame ?? -1
            let slot = frameIndex.map { 2 * ($0 + 1) } ?? 2 * (frameBefore + 1) + 1
            add(
                FrameMismatch(
                    kind: .exposedSecureText, frame: frameIndex.map { $0 + 1 },
                    specLine: frameIndex.flatMap { frames[$0].line },
                    heardPosition: heardFrame.position, expected: "a masked value (•••), never the text typed",
                    heard:
                        "readable text (\(ReportText.counted(length, "character"))), which VoiceOver speaks and a braille display shows"
                ),
                slot: slot, heardIndex: heardIndex)
        }
        return found.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.mismatch)
    }

    /// Which heard frame each expected frame is, and how they were paired.
    private struct Pairings {
        var kindOfFrame: [Pairing?]
        var heardIndexOfFrame: [Int?]
        var isHeardPaired: [Bool]

        mutating func pair(_ frameIndex: Int, _ heardIndex: Int, as kind: Pairing) {
            kindOfFrame[frameIndex] = kind
            heardIndexOfFrame[frameIndex] = heardIndex
            isHeardPaired[heardIndex] = true
        }

        /// Pairs in order on both sides, which say where a missing or unexpected frame sits.
        var anchors: [(frame: Int, heard: Int)] {
            kindOfFrame.indices.compactMap { frameIndex in
                guard let heardIndex = heardIndexOfFrame[frameIndex], kindOfFrame[frameIndex] != .outOfOrder else {
                    return nil
                }
                return (frameIndex, heardIndex)
            }
        }
    }

    private func pairFrames() -> Pairings {
        var pairings = Pairings(
            kindOfFrame: Array(repeating: nil, count: frames.count),
            heardIndexOfFrame: Array(repeating: nil, count: frames.count),
            isHeardPaired: Array(repeating: false, count: heard.count))

        // A pair whose other attributes agree too outweighs one that only shares the text, but
        // never at the cost of a pair: the base weight exceeds the sum of all bonuses.
        let base = min(frames.count, heard.count) + 1
        let textPairs = SequenceAlignment.pairs(frames.count, heard.count) { frameIndex, heardIndex in
            guard let covered = textCoverage(frameIndex, heardIndex) else { return nil }
            return base + (problems(frameIndex, heardIndex, covered: covered).isEmpty ? 1 : 0)
        }
        for (frameIndex, heardIndex) in textPairs { pairings.pair(frameIndex, heardIndex, as: .inOrder) }

        for frameIndex in frames.indices where pairings.kindOfFrame[frameIndex] == nil {
            let elsewhere = heard.indices.first { !pairings.isHeardPaired[$0] && textCoverage(frameIndex, $0) != nil }
            if let elsewhere { pairings.pair(frameIndex, elsewhere, as: .outOfOrder) }
        }

        guard !allowsExtraFrames else { return pairings }
        // Between two in-order pairs, what is left on both sides is a frame whose text changed.
        var previous = (frame: -1, heard: -1)
        for next in textPairs.map({ (frame: $0.0, heard: $0.1) }) + [(frame: frames.count, heard: heard.count)] {
            let expectedLeft = (previous.frame + 1..<next.frame).filter { pairings.kindOfFrame[$0] == nil }
            let heardLeft = (previous.heard + 1..<next.heard).filter { !pairings.isHeardPaired[$0] }
            let substitutions = SequenceAlignment.pairs(expectedLeft.count, heardLeft.count) {
                similarity(expectedLeft[$0], heardLeft[$1])
            }
            for (expectedOffset, heardOffset) in substitutions {
                pairings.pair(expectedLeft[expectedOffset], heardLeft[heardOffset], as: .wrongText)
            }
            previous = next
        }
        return pairings
    }

    /// What differs between frame and heard frame besides the text. Value and hint the text
    /// already said are not expected again.
    private func problems(_ frameIndex: Int, _ heardIndex: Int, covered: TextCoverage) -> [AttributeProblem] {
        let frame = frames[frameIndex]
        let heardFrame = heard[heardIndex]
        var problems: [AttributeProblem] = []
        if !traitsAgree(frameIndex, heardIndex) { problems.append(.traits) }
        if !frame.selected.accepts(heardFrame.isSelected) { problems.append(.selected) }
        if !frame.notEnabled.accepts(heardFrame.isNotEnabled) { problems.append(.notEnabled) }
        if let matcher = valueMatchers[frameIndex] {
            if !heardValues[heardIndex].contains(where: { matcher.matches(words: $0.words, raw: $0.raw) }) {
                problems.append(.value)
            }
        } else if heardFrame.value != nil, !covered.contains(.value) {
            problems.append(.value)
        }
        if let matcher = hintMatchers[frameIndex] {
            let hint = heardHints[heardIndex]
            if !matcher.matches(words: hint.words, raw: hint.raw) { problems.append(.hint) }
        } else if heardFrame.hint != nil, !covered.contains(.hint) {
            problems.append(.hint)
        }
        return problems
    }

    /// Every trait the spec requires is there, or a more specific role VoiceOver speaks in its
    /// place (a secure text field is a text field). Traits the spec leaves out are tolerated when
    /// they only describe (image, static text); a role that changes what a person can do or how
    /// they navigate (button, link, text field, heading…) must be in the spec.
    private static func traitsAgree(
        _ expected: ExpectedTraits, _ heardTraits: Set<AccessibilityTrait>, profile: SpeechProfile
    ) -> Bool {
        guard !expected.isAny else { return true }
        func stands(_ heardTrait: AccessibilityTrait, for trait: AccessibilityTrait) -> Bool {
            heardTrait == trait || (profile.roles[heardTrait]?.replaces.contains(trait) ?? false)
        }
        let missing = expected.required.contains { trait in !heardTraits.contains { stands($0, for: trait) } }
        let listed = expected.required.union(expected.optional)
        let unlisted = heardTraits.contains { heardTrait in
            Self.traitsSpecsMustList.contains(heardTrait) && !listed.contains { stands(heardTrait, for: $0) }
        }
        return !missing && !unlisted
    }

    private static let traitsSpecsMustList = AccessibilityTrait.interactive.union([.header])

    private func traitsAgree(_ frameIndex: Int, _ heardIndex: Int) -> Bool {
        traitAgreement[frameTraitGroup[frameIndex]][heardTraitGroup[heardIndex]]
    }

    /// Unpaired frames left between the same two pairs are paired by the words they share.
    private func similarity(_ frameIndex: Int, _ heardIndex: Int) -> Int {
        let expectedWords = frameWordIDs[frameIndex]
        let shared = heardNameWordIDs[heardIndex].reduce(0) { $0 + (expectedWords.contains($1) ? 1 : 0) }
        return 1 + shared + (traitsAgree(frameIndex, heardIndex) ? 1 : 0)
    }

    private func nothingHeard(after heardIndex: Int) -> String {
        let next = heardIndex + 1
        if heard.isEmpty { return "nothing (no frames heard)" }
        if heardIndex < 0 { return "nothing before 1 \"\(heard[0].speech)\"" }
        if next >= heard.count { return "nothing after \(heardIndex + 1) \"\(heard[heardIndex].speech)\"" }
        return
            "nothing between \(heardIndex + 1) \"\(heard[heardIndex].speech)\" and \(next + 1) \"\(heard[next].speech)\""
    }

    private func nothingExpected(after frameIndex: Int) -> String {
        let next = frameIndex + 1
        if frames.isEmpty { return "nothing (the screen has no frames)" }
        if frameIndex < 0 { return "nothing before frame 1 \(frames[0].text)" }
        if next >= frames.count { return "nothing after frame \(frameIndex + 1) \(frames[frameIndex].text)" }
        return
            "nothing between frame \(frameIndex + 1) \(frames[frameIndex].text) and frame \(next + 1) \(frames[next].text)"
    }

    private static func quotedName(_ frame: HeardFrame) -> String {
        frame.name.map { "\"\($0)\"" } ?? "no name"
    }

    static func traitNames(_ traits: Set<AccessibilityTrait>) -> String {
        traits.isEmpty ? "no traits" : traits.sorted().map(SpecTraitWords.name).joined(separator: ", ")
    }
}

extension [ExpectedText.Alternative] {
    /// The spoken alternatives' text, for comparing words.
    fileprivate var spokenText: String {
        compactMap { alternative in
            if case .spoken(let text) = alternative { return text }
            return nil
        }.joined(separator: " ")
    }
}

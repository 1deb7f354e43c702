/// Apple's advice for hints: a brief phrase that starts with a verb and says what happens, begins
/// with a capital letter, ends with a period, and repeats neither the name nor the role.
public struct HintStyleRule: TreeRule {
    /// Code that sets these on the element changes what this rule judges in an Interface Builder file.
    public let membersCodeMayOverride: CodeOverrides? = CodeOverrides(CodeOverrides.names.union(["accessibilityHint"]))

    public init() {}

    public let metadata = RuleMetadata(
        id: "hint-style",
        title: "Hints say what happens, in a short sentence that starts with a verb",
        criteria: [],
        platforms: [.ios],
        defaultSeverity: .info,
        success: "A hint describes the result of acting on the element, starting with a verb and leaving out the "
            + "subject (\"Opens the sharing sheet.\"); it begins with a capital letter, ends with a period, and does "
            + "not repeat the element's name or role, which VoiceOver has just read.",
        failure: "A hint describes the gesture (\"Double tap to share\") rather than the result, does not start with "
            + "a verb, is not written as a sentence, or repeats the label or the role.",
        limitations: "Whether the first word is a verb is guessed from a word list and from the \"-s\" of \"Opens\" "
            + "or \"Plays\", so those findings are for review. A repeated name is noticed when the hint starts with it, "
            + "or when a name of several words appears in it, so that \"Previous\" may still say \"the previous song\". "
            + "In a capture, a hint word for word one the screen reader or a system control speaks by itself (\"Double-tap to "
            + "activate\", \"Double tap to change month and year\") is taken as the system's, as a capture cannot "
            + "tell it from one the app wrote; in Swift and Interface Builder files every hint is the app's.",
        guideline: "VoiceOver Guidelines › Hints")

    public let treeExamples: [RuleExample] = [
        .triggering(
            "a hint that describes the gesture",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Share", hint: "Double tap to share.", traits: [.button],
                    frame: Rect(x: 330, y: 50, width: 44, height: 44), isAccessibilityElement: true)
            ])),
        .triggering(
            "a hint in lower case without a period",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Share", hint: "opens the sharing sheet", traits: [.button],
                    frame: Rect(x: 330, y: 50, width: 44, height: 44), isAccessibilityElement: true)
            ])),
        .triggering(
            "a hint that does not start with a verb (for review)",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Profile", hint: "Your public profile.", traits: [.button],
                    frame: Rect(x: 20, y: 50, width: 44, height: 44), isAccessibilityElement: true)
            ])),
        .triggering(
            "a hint that repeats the label and the role (for review)",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Play", hint: "Play button: starts the song.", traits: [.button],
                    frame: Rect(x: 20, y: 300, width: 44, height: 44), isAccessibilityElement: true)
            ])),
        .nonTriggering(
            "hints written as Apple recommends",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Share", hint: "Opens the sharing sheet.", traits: [.button],
                    frame: Rect(x: 330, y: 50, width: 44, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Play", hint: "Plays the song.", traits: [.button],
                    frame: Rect(x: 20, y: 300, width: 44, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIButton", label: "Month", hint: "Changes the dates shown below.",
                    traits: [.button, .adjustable],
                    frame: Rect(x: 20, y: 360, width: 200, height: 44), isAccessibilityElement: true),
            ])),
        .nonTriggering(
            "a hint standing in for a missing name, which missing-name reports",
            RuleExample.screen([
                Element(
                    type: "UITextView", hint: "Your feedback.", traits: [.textArea],
                    frame: Rect(x: 20, y: 120, width: 350, height: 160), isAccessibilityElement: true)
            ])),
        .nonTriggering(
            "a hint a system date picker speaks by itself, as a capture records it",
            Self.captured(
                RuleExample.screen([
                    Element(
                        type: "Button", label: "November 2026", hint: "Double tap to change month and year.",
                        traits: [.button, .adjustable], frame: Rect(x: 20, y: 200, width: 200, height: 44),
                        isAccessibilityElement: true)
                ]), as: .rotorSnapshot)),
        .nonTriggering(
            "elements without hints, and a hint VoiceOver cannot reach",
            RuleExample.screen([
                Element(
                    type: "UIButton", label: "Close", traits: [.button],
                    frame: Rect(x: 20, y: 50, width: 44, height: 44), isAccessibilityElement: true),
                Element(
                    type: "UIView", label: "Remember Me", value: "0", traits: [.switchButton],
                    frame: Rect(x: 20, y: 100, width: 350, height: 44), isAccessibilityElement: true,
                    children: [
                        Element(
                            type: "UISwitch", label: "Remember Me", hint: "double tap to toggle",
                            traits: [.switchButton],
                            frame: Rect(x: 320, y: 106, width: 51, height: 31))
                    ]),
            ])),
    ]

    public func check(_ context: AuditContext) -> [RuleHit] {
        var hits: [RuleHit] = []
        let isCapture = context.screen.sourceFormat.map { $0 != .interfaceBuilder } ?? false
        for item in context.readingItems {
            guard let hint = item.element.hint?.nonBlank, !(isCapture && Self.isSystemHint(hint, words: context.words))
            else { continue }
            hits += contentHits(hint, of: item.element, at: item.path, context: context)
            if let hit = formHit(hint, at: item.path) { hits.append(hit) }
        }
        return hits
    }

    /// What the hint says: the result rather than the gesture, with a verb, without repeating.
    private func contentHits(_ hint: String, of element: Element, at path: ElementPath, context: AuditContext)
        -> [RuleHit]
    {
        var hits: [RuleHit] = []
        let words = context.words
        let gestures = words.gesturePrefixes.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
        if let gesture = gestures.first(where: { LabelText.edgeRange(of: $0, in: hint, atEnd: false) != nil }) {
            hits.append(
                RuleHit(
                    path: path,
                    message: "Say in the hint \"\(hint)\" what happens rather than the gesture "
                        + "(\"\(gesture)\"), as in \"Opens the sharing sheet.\": \(LabelText.screenReaderName(context)) already "
                        + "tells people how to act"))
        } else if element.spokenName != nil, !Self.startsWithVerb(hint, words: words) {
            // On an element with no name, a hint such as "Your feedback." stands in for the name:
            // rewording it would leave the element unnamed (missing-name's finding says what to do).
            hits.append(
                RuleHit(
                    path: path,
                    message: "Start the hint \"\(hint)\" with a verb that says what happens, "
                        + "as in \"Opens the sharing sheet.\"", certainty: .needsReview))
        }
        if let name = element.spokenName, Self.repeats(name, in: hint) {
            hits.append(
                RuleHit(
                    path: path,
                    message: "Leave the name \"\(name)\" out of the hint \"\(hint)\": "
                        + "\(LabelText.screenReaderName(context)) reads it just before", certainty: .needsReview))
        }
        let roleWords = words.roleWords.keys.sorted().filter { word in
            words.roleWords[word] != .some(nil) && LabelText.containsPhrase(word, in: hint)
                && RoleInLabelRule.redundancy(of: word, on: element, context: context)?.isRedundant == true
        }
        if let word = roleWords.first {
            hits.append(
                RuleHit(
                    path: path,
                    message: "Leave \"\(word)\" out of the hint \"\(hint)\": "
                        + "\(LabelText.screenReaderName(context)) announces the role itself", certainty: .needsReview))
        }
        return hits
    }

    /// How the hint is written: a capital letter first, a period last.
    private func formHit(_ hint: String, at path: ElementPath) -> RuleHit? {
        let needsCapital = LabelText.startsWithLowercaseWord(hint)
        let last = hint.last
        let endsSentence = last.map { ".!?…".contains($0) } ?? false
        guard needsCapital || !endsSentence else { return nil }
        var fixed = needsCapital ? LabelText.capitalizingFirstLetter(hint) : hint
        let canAddPeriod = last.map { LabelText.isWordCharacter($0) || ")\"'”’".contains($0) } ?? false
        if !endsSentence && canAddPeriod { fixed += "." }
        let change: String
        switch (needsCapital, endsSentence) {
        case (true, false): change = "Start the hint \"\(hint)\" with a capital letter and end it with a period"
        case (true, true): change = "Start the hint \"\(hint)\" with a capital letter"
        default: change = "End the hint \"\(hint)\" with a period"
        }
        guard fixed != hint, endsSentence || canAddPeriod else {
            return RuleHit(path: path, message: "\(change), so VoiceOver reads it as a sentence")
        }
        return RuleHit(
            path: path, message: "\(change) (\"\(fixed)\"), so VoiceOver reads it as a sentence",
            fix: Fix(description: "Write the hint as a sentence", replacement: fixed))
    }

    private static func captured(_ screen: Screen, as format: CaptureFormat) -> Screen {
        var screen = screen
        screen.sourceFormat = format
        return screen
    }

    /// A hint the screen reader or a system control speaks by itself ("Double-tap to activate."):
    /// not the app's writing, so not the app's style to mend.
    static func isSystemHint(_ hint: String, words: WordLists) -> Bool {
        let spaced = hint.lowercased().replacingOccurrences(of: "-", with: " ")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.systemHints.contains(spaced.hasSuffix(".") ? String(spaced.dropLast()) : spaced)
    }

    /// The hint opens with the name ("Play the song."), or holds a name of several words. A one-word
    /// name inside the hint is usually just a word of it ("Previous": "Skips to the previous song.").
    static func repeats(_ name: String, in hint: String) -> Bool {
        if LabelText.edgeRange(of: name, in: hint, atEnd: false) != nil { return true }
        return name.split(whereSeparator: \.isWhitespace).count > 1 && LabelText.containsPhrase(name, in: hint)
    }

    /// The first word is a known verb, or ends in "s" as "Opens" and "Plays" do.
    static func startsWithVerb(_ hint: String, words: WordLists) -> Bool {
        let first = String(hint.prefix { !$0.isWhitespace }.filter { $0.isLetter || $0 == "-" }).lowercased()
        if words.hintVerbs.contains(first) { return true }
        return first.count > 2 && first.hasSuffix("s") && !first.hasSuffix("ss") && !first.hasSuffix("us")
            && !words.nonVerbsEndingInS.contains(first)
    }
}

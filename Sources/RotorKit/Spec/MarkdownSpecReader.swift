import Foundation

/// Reads the numbered Markdown form of acceptance criteria, as the Capital One example in
/// `seeds/voiceover-best-practices.md` writes them:
///
///     # Sign In
///     1. VO Text = “Capital One”
///       * *Trait = Heading*
///     2. VO Text = “Username”
///       * *Trait = Textfield*
///       * *Value = &lt;value entered into textfield&gt;*
///
/// A `#` heading names the screen of the frames below it; `Capture = FILE` and
/// `Extra frames = allowed` lines under the heading set its options. Every other non-blank line
/// must be a numbered frame or a detail bullet under one, so that a mistyped frame is an error
/// rather than prose that is silently skipped. `docs/SPEC-FORMAT.md` describes the form.
public enum MarkdownSpecReader {
    public static func read(_ input: InputText) throws(ImportError) -> AccessibilitySpec {
        var reader = Reader(file: input.name)
        var lineNumber = 0
        // "\r\n" is one Character, so splitting on isNewline counts Windows lines once.
        for rawLine in input.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            var line = String(rawLine)
            if lineNumber == 1, line.hasPrefix("\u{FEFF}") { line.removeFirst() }
            do {
                try reader.read(line, at: lineNumber)
            } catch {
                throw ImportError(file: input.name, position: String(error.line ?? lineNumber), message: error.message)
            }
        }
        do {
            return try reader.finish()
        } catch {
            throw ImportError(file: input.name, position: String(error.line ?? 1), message: error.message)
        }
    }
}

/// A frame while its detail lines are being read.
private struct FrameDraft {
    var number: Int
    var line: Int
    var text: ExpectedText
    var isAnyTrait = false
    var required = Set<AccessibilityTrait>()
    var optional = Set<AccessibilityTrait>()
    var selected = ExpectedState.absent
    var notEnabled = ExpectedState.absent
    var value: ExpectedText?
    var valueLine: Int?
    var hint: ExpectedText?
    var hintLine: Int?

    var frame: FrameSpec {
        let traits =
            isAnyTrait
            ? ExpectedTraits.any : ExpectedTraits(required: required, optional: optional.subtracting(required))
        return FrameSpec(
            text: text, traits: traits, value: value, hint: hint, selected: selected, notEnabled: notEnabled, line: line
        )
    }

    mutating func apply(_ reading: SpecTraitWords.Reading) {
        isAnyTrait = isAnyTrait || reading.traits.isAny
        required.formUnion(reading.traits.required)
        optional.formUnion(reading.traits.optional)
        if let state = reading.selected { selected = state }
        if let state = reading.notEnabled { notEnabled = state }
    }
}

private struct Reader {
    let file: String
    var screens: [ScreenSpec] = []
    /// Frames of the screen being read.
    var frames: [FrameSpec] = []
    var draft: FrameDraft?
    var screenName: String?
    var screenLine: Int?
    var capture: String?
    var allowsExtraFrames = false
    /// The line of a screen option not yet followed by a frame.
    var pendingOptionLine: Int?

    init(file: String) {
        self.file = file
    }

    mutating func read(_ rawLine: String, at lineNumber: Int) throws(SpecSyntaxError) {
        let line = MarkdownText.decodingEntities(rawLine)
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || (trimmed.hasPrefix("<!--") && trimmed.hasSuffix("-->")) { return }
        if let heading = MarkdownText.heading(in: line) {
            try finishScreen()
            if let optionLine = pendingOptionLine {
                throw SpecSyntaxError(
                    "this screen option is followed by no frame; put options under the heading of the screen they are for",
                    line: optionLine)
            }
            screenName = heading
            screenLine = lineNumber
        } else if let (number, content) = MarkdownText.numberedItem(in: line) {
            try startFrame(number: number, content: content, at: lineNumber)
        } else if let content = MarkdownText.bulletItem(in: line) {
            try readDetail(content, at: lineNumber)
        } else if let (key, value) = MarkdownText.keyValue(trimmed), ["capture", "extra frames"].contains(key) {
            try readScreenOption(key, value, at: lineNumber)
        } else {
            let excerpt = trimmed.count > 40 ? String(trimmed.prefix(39)) + "…" : trimmed
            throw SpecSyntaxError(
                "'\(excerpt)' is not a frame: write frames as '1. VO Text = “…”' with details as '* Trait = …' "
                    + "bullets below them, under a '# Screen name' heading")
        }
    }

    private mutating func startFrame(number: Int, content: String, at lineNumber: Int) throws(SpecSyntaxError) {
        finishFrame()
        let expectedNumber = frames.count + 1
        guard number == expectedNumber else {
            throw SpecSyntaxError(
                "frame \(number) should be numbered \(expectedNumber): number frames 1, 2, 3… in swipe order under each screen heading"
            )
        }
        guard frames.count < SpecLimits.maxFramesPerScreen else {
            throw SpecSyntaxError("a screen holds at most \(SpecLimits.maxFramesPerScreen) frames")
        }
        guard let (key, value) = MarkdownText.keyValue(content), ["vo text", "text", "voiceover text"].contains(key)
        else {
            throw SpecSyntaxError("frame \(number) must start with its VoiceOver text: '\(number). VO Text = “…”'")
        }
        guard !value.isEmpty else {
            throw SpecSyntaxError(
                "frame \(number) is missing its text: write '\(number). VO Text = “…”' (“” for an element with no name)"
            )
        }
        if frames.isEmpty { screenLine = screenLine ?? lineNumber }
        pendingOptionLine = nil
        draft = FrameDraft(number: number, line: lineNumber, text: try MarkdownText.expectedText(value).text)
    }

    private mutating func readDetail(_ content: String, at lineNumber: Int) throws(SpecSyntaxError) {
        guard var frame = draft else {
            throw SpecSyntaxError("a detail line must come under a numbered frame ('1. VO Text = “…”')")
        }
        guard let (key, value) = MarkdownText.keyValue(content) else {
            throw SpecSyntaxError(
                "'\(content)' is not a frame detail: write '* Trait = Button', '* Value = …' or '* Hint = …'")
        }
        guard !value.isEmpty else { throw SpecSyntaxError("'\(key)' has no value") }
        switch key {
        case "trait", "traits":
            frame.apply(try SpecTraitWords.read(SpecTraitWords.split(value)))
        case "state", "states":
            let reading = try SpecTraitWords.read(SpecTraitWords.split(value))
            guard reading.traits == .none else {
                throw SpecSyntaxError(
                    "'\(value)' is not a state: states are selected and not enabled (traits go on a Trait line)")
            }
            frame.apply(reading)
        case "value":
            if let earlier = frame.valueLine {
                throw SpecSyntaxError("frame \(frame.number) already has a value (line \(earlier))")
            }
            frame.value = try MarkdownText.expectedText(value).orNothingIfApplicable
            frame.valueLine = lineNumber
        case "hint", "additional context", "context":
            if let earlier = frame.hintLine {
                throw SpecSyntaxError("frame \(frame.number) already has a hint (line \(earlier))")
            }
            frame.hint = try MarkdownText.expectedText(value).orNothingIfApplicable
            frame.hintLine = lineNumber
        default:
            throw SpecSyntaxError("unknown frame detail '\(key)': use Trait, State, Value, Hint or Additional Context")
        }
        draft = frame
    }

    private mutating func readScreenOption(_ key: String, _ value: String, at lineNumber: Int) throws(SpecSyntaxError) {
        guard frames.isEmpty, draft == nil else {
            throw SpecSyntaxError("'\(key)' must come before the first frame of its screen")
        }
        switch key {
        case "capture":
            let path = value.trimmingCharacters(in: CharacterSet(charactersIn: "`\"“”"))
            guard !path.isEmpty else { throw SpecSyntaxError("'Capture' needs a file name") }
            capture = path
        default:
            switch value.lowercased() {
            case "allowed", "yes", "true": allowsExtraFrames = true
            case "not allowed", "no", "false": allowsExtraFrames = false
            default: throw SpecSyntaxError("'Extra frames' must be 'allowed' or 'not allowed' (found '\(value)')")
            }
        }
        pendingOptionLine = lineNumber
    }

    private mutating func finishFrame() {
        if let draft { frames.append(draft.frame) }
        draft = nil
    }

    private mutating func finishScreen() throws(SpecSyntaxError) {
        finishFrame()
        guard !frames.isEmpty else { return }
        guard screens.count < SpecLimits.maxScreens else {
            throw SpecSyntaxError("a spec holds at most \(SpecLimits.maxScreens) screens")
        }
        screens.append(
            ScreenSpec(
                name: screenName, capture: capture, allowsExtraFrames: allowsExtraFrames, frames: frames,
                line: screenLine))
        frames = []
        screenName = nil
        screenLine = nil
        capture = nil
        allowsExtraFrames = false
    }

    mutating func finish() throws(SpecSyntaxError) -> AccessibilitySpec {
        try finishScreen()
        if let optionLine = pendingOptionLine {
            throw SpecSyntaxError("this screen option is followed by no frame", line: optionLine)
        }
        guard !screens.isEmpty else {
            throw SpecSyntaxError(
                "the spec has no frames: write them as '1. VO Text = “…”', one numbered line per swipe")
        }
        return AccessibilitySpec(file: file, screens: screens)
    }
}

/// Markdown pieces of the spec form.
enum MarkdownText {
    /// `# Sign In` → "Sign In" (one to six `#`, at most three spaces before them).
    static func heading(in line: String) -> String? {
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3 else { return nil }
        let rest = line.dropFirst(indent.count)
        let hashes = rest.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count) else { return nil }
        let afterHashes = rest.dropFirst(hashes.count)
        guard afterHashes.isEmpty || afterHashes.first == " " || afterHashes.first == "\t" else { return nil }
        var title = afterHashes.trimmingCharacters(in: .whitespaces)
        // A closing sequence of #s is not part of the title.
        while title.hasSuffix("#") { title.removeLast() }
        return trimmingEmphasis(title.trimmingCharacters(in: .whitespaces))
    }

    /// `1. VO Text = …` or `1) …` → (1, "VO Text = …").
    static func numberedItem(in line: String) -> (Int, String)? {
        let rest = line.drop { $0 == " " || $0 == "\t" }
        let digits = rest.prefix { $0.isASCII && $0.isWholeNumber }
        guard (1...9).contains(digits.count), let number = Int(digits) else { return nil }
        let afterDigits = rest.dropFirst(digits.count)
        guard let marker = afterDigits.first, marker == "." || marker == ")" else { return nil }
        let content = afterDigits.dropFirst()
        guard content.first == " " || content.first == "\t" else { return nil }
        return (number, trimmingEmphasis(content.trimmingCharacters(in: .whitespaces)))
    }

    /// `  * *Trait = Heading*` → "Trait = Heading" (bullets `*`, `-` or `+`).
    static func bulletItem(in line: String) -> String? {
        let rest = line.drop { $0 == " " || $0 == "\t" }
        guard let marker = rest.first, "*-+".contains(marker) else { return nil }
        let content = rest.dropFirst()
        guard content.first == " " || content.first == "\t" else { return nil }
        return trimmingEmphasis(content.trimmingCharacters(in: .whitespaces))
    }

    /// `Trait = Heading` or `Trait: Heading` → ("trait", "Heading"): the key lower-cased without
    /// emphasis, split at the first `=` or `:`.
    static func keyValue(_ content: String) -> (key: String, value: String)? {
        guard let separator = content.firstIndex(where: { $0 == "=" || $0 == ":" }) else { return nil }
        let key = content[..<separator].filter { $0 != "*" && $0 != "_" }
            .split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
        let value = trimmingEmphasis(content[content.index(after: separator)...].trimmingCharacters(in: .whitespaces))
        return key.isEmpty ? nil : (key, value)
    }

    /// Drops `*` and `_` around text, as the seed writes each detail in italics. Text that is
    /// nothing but those characters is kept.
    static func trimmingEmphasis(_ text: String) -> String {
        let isEmphasis: (Character) -> Bool = { $0 == "*" || $0 == "_" }
        guard let first = text.firstIndex(where: { !isEmphasis($0) }),
            let last = text.lastIndex(where: { !isEmphasis($0) })
        else { return text }
        return text[first...last].trimmingCharacters(in: .whitespaces)
    }

    /// A field value: alternatives split on " or " (outside quotes and placeholders), each quoted
    /// with “…” or "…", a `/regular expression/`, or bare text. A remark in parentheses after a
    /// value is for people, except "(if applicable)", which makes the field optional.
    static func expectedText(_ value: String) throws(SpecSyntaxError) -> FieldText {
        var alternatives: [ExpectedText.Alternative] = []
        var ifApplicable = false
        for written in splitAlternatives(value) {
            let (alternative, remark) = try readAlternative(written)
            alternatives.append(alternative)
            if remark?.lowercased() == "if applicable" { ifApplicable = true }
        }
        return FieldText(text: ExpectedText(alternatives: alternatives), ifApplicable: ifApplicable)
    }

    private static func readAlternative(_ written: String) throws(SpecSyntaxError) -> (
        ExpectedText.Alternative, remark: String?
    ) {
        let closing: [Character: Set<Character>] = ["“": ["”", "\""], "\"": ["\"", "”"]]
        if let open = written.first, let closers = closing[open] {
            let body = written.dropFirst()
            guard let close = body.firstIndex(where: closers.contains) else {
                throw SpecSyntaxError("the quote in '\(written)' is not closed")
            }
            let after = body[body.index(after: close)...].trimmingCharacters(in: .whitespaces)
            let (rest, remark) = SpecTraitWords.splitRemark(after)
            guard rest.isEmpty else {
                throw SpecSyntaxError("'\(rest)' after the closing quote is not part of the text; quote all of it")
            }
            return (.spoken(String(body[..<close])), remark)
        }
        var (text, remark) = SpecTraitWords.splitRemark(written)
        if text.isEmpty { (text, remark) = (written, nil) }
        if text.count >= 2, text.hasPrefix("/"), text.hasSuffix("/") {
            let source = String(text.dropFirst().dropLast())
            if let problem = SpecText.problem(inRegularExpression: source) { throw SpecSyntaxError(problem) }
            return (.regularExpression(source), remark)
        }
        return (.spoken(text), remark)
    }

    /// "selected or unselected" → ["selected", "unselected"]; “Black or White” stays whole.
    private static func splitAlternatives(_ value: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var quoteCloser: Character?
        var inPlaceholder = false
        var characters = value[...]
        while let character = characters.first {
            if let closer = quoteCloser {
                if character == closer || (closer == "”" && character == "\"") { quoteCloser = nil }
            } else if character == "“" {
                quoteCloser = "”"
            } else if character == "\"" {
                quoteCloser = "\""
            } else if character == "<" {
                inPlaceholder = true
            } else if character == ">" {
                inPlaceholder = false
            } else if !inPlaceholder, characters.hasPrefix(" or ") {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                characters = characters.dropFirst(4)
                continue
            }
            current.append(character)
            characters = characters.dropFirst()
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts.filter { !$0.isEmpty }
    }

    /// `&lt;value&gt;` → `<value>`: the seed writes its placeholders as HTML entities. Decoded in
    /// one pass, so `&amp;lt;` stays `&lt;`.
    static func decodingEntities(_ line: String) -> String {
        guard line.contains("&") else { return line }
        let named: [String: String] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'", "nbsp": " "]
        var result = ""
        var rest = line[...]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let afterAmpersand = rest[rest.index(after: ampersand)...]
            if let semicolon = afterAmpersand.prefix(10).firstIndex(of: ";"),
                let decoded = entity(String(afterAmpersand[..<semicolon]), named: named)
            {
                result += decoded
                rest = afterAmpersand[afterAmpersand.index(after: semicolon)...]
            } else {
                result += "&"
                rest = afterAmpersand
            }
        }
        return result + rest
    }

    private static func entity(_ name: String, named: [String: String]) -> String? {
        if let text = named[name] { return text }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value =
            digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
}

/// A field's text and whether it was written "(if applicable)".
struct FieldText {
    var text: ExpectedText
    var ifApplicable: Bool

    /// A field written "(if applicable)" may also be absent.
    var orNothingIfApplicable: ExpectedText {
        ifApplicable ? ExpectedText(alternatives: text.alternatives + [.spoken("")]) : text
    }
}

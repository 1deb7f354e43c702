extension ScreenSpec {
    /// A spec that expects exactly what was heard today, for a team to review and keep: every
    /// frame's name, traits, states, spoken value and hint, taken literally.
    public init(recording heard: [HeardFrame], name: String?, capture: String?) {
        self.init(
            name: name, capture: capture,
            frames: heard.map { frame in
                FrameSpec(
                    text: .literal(frame.name ?? ""),
                    traits: ExpectedTraits(required: frame.traits),
                    value: frame.value.map(ExpectedText.literal),
                    hint: frame.hint.map(ExpectedText.literal),
                    selected: frame.isSelected ? .present : .absent,
                    notEnabled: frame.isNotEnabled ? .present : .absent)
            })
    }
}

/// Writes a spec as YAML in the form `docs/SPEC-FORMAT.md` describes, which `rotor verify` reads
/// back as the same spec. Strings are always double-quoted, so no label can turn into YAML syntax.
public enum SpecYAMLWriter {
    /// `comments` become `#` lines at the top.
    public static func write(_ spec: AccessibilitySpec, comments: [String] = []) -> String {
        var lines = comments.map { "# " + ReportText.printable($0) }
        lines.append("version: \(AccessibilitySpec.formatVersion)")
        lines.append("screens:")
        for screen in spec.screens {
            var screenLines: [String] = []
            if let name = screen.name { screenLines.append("name: \(quoted(name))") }
            if let capture = screen.capture { screenLines.append("capture: \(quoted(capture))") }
            if screen.allowsExtraFrames { screenLines.append("extra_frames: allowed") }
            screenLines.append("frames:")
            lines += screenLines.enumerated().map { ($0 == 0 ? "  - " : "    ") + $1 }
            for frame in screen.frames {
                lines += frameLines(frame).enumerated().map { ($0 == 0 ? "      - " : "        ") + $1 }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func frameLines(_ frame: FrameSpec) -> [String] {
        var lines = ["text: \(text(frame.text))"]
        if frame.traits.isAny {
            lines.append("traits: any")
        } else if frame.traits != .none {
            let words =
                frame.traits.required.sorted().map(SpecTraitWords.name)
                + frame.traits.optional.sorted().map { SpecTraitWords.name(of: $0) + " (if applicable)" }
            lines.append("traits: [\(words.joined(separator: ", "))]")
        }
        let states = [state("selected", frame.selected), state("not enabled", frame.notEnabled)].compactMap { $0 }
        if !states.isEmpty { lines.append("state: [\(states.joined(separator: ", "))]") }
        if let value = frame.value { lines.append("value: \(text(value))") }
        if let hint = frame.hint { lines.append("hint: \(text(hint))") }
        return lines
    }

    private static func state(_ word: String, _ expected: ExpectedState) -> String? {
        switch expected {
        case .present: word
        case .either: word + " (if applicable)"
        case .absent: nil
        }
    }

    /// One alternative as a string or `{ regex: … }`; several as a list.
    private static func text(_ expected: ExpectedText) -> String {
        let written = expected.alternatives.map { alternative in
            switch alternative {
            case .spoken(let text): quoted(text)
            case .regularExpression(let source): "{ regex: \(quoted(source)) }"
            }
        }
        return written.count == 1 ? written[0] : "[\(written.joined(separator: ", "))]"
    }

    /// A YAML double-quoted scalar. Controls, line breaks, bidi overrides and characters YAML may
    /// not hold raw are escaped, so the file reads back exactly and displays honestly.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if ReportText.isUnsafeToShow(scalar) || scalar.value == 0xFEFF || scalar.value == 0xFFFE
                    || scalar.value == 0xFFFF
                {
                    let digits = String(scalar.value, radix: 16, uppercase: true)
                    result +=
                        digits.count <= 4
                        ? "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                        : "\\U" + String(repeating: "0", count: 8 - digits.count) + digits
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

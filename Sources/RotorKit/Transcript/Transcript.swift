import Foundation

/// What a screen reader says on one screen, stop by stop in swipe order.
public struct Transcript: Hashable, Sendable {
    public struct Entry: Hashable, Sendable, Encodable {
        /// 1-based swipe position.
        public var position: Int
        public var path: ElementPath
        public var type: String
        public var identifier: String?
        public var frame: Rect?
        public var phrases: [String]
        public var text: String
        /// Why the stop comes where it does (`ReadingItem.reason`); JSON carries it only when asked.
        public var reason: String?

        enum CodingKeys: String, CodingKey {
            case position, path, type, identifier, frame, phrases, text, reason
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(position, forKey: .position)
            try container.encode(path.description, forKey: .path)
            try container.encode(type, forKey: .type)
            try container.encodeIfPresent(identifier, forKey: .identifier)
            try container.encodeIfPresent(frame, forKey: .frame)
            try container.encode(phrases, forKey: .phrases)
            try container.encode(text, forKey: .text)
            try container.encodeIfPresent(reason, forKey: .reason)
        }
    }

    public var file: String?
    public var title: String?
    public var platform: Platform
    public var profileID: String
    public var entries: [Entry]

    /// Speaks every element of `screen` in reading order.
    public init(screen: Screen, speaker: Speaker, order: ReadingOrderOptions? = nil) {
        file = screen.sourceFile
        title = screen.title
        platform = screen.platform
        profileID = speaker.profile.id
        entries = ReadingOrder.items(in: screen, options: order).enumerated().map { offset, item in
            let utterance = speaker.utterance(for: item.element)
            return Entry(
                position: offset + 1,
                path: item.path,
                type: item.element.type,
                identifier: item.element.identifier,
                frame: item.element.frame,
                phrases: utterance.phrases,
                text: utterance.text(separator: speaker.profile.separator),
                reason: item.reason)
        }
    }
}

/// Prints transcripts for people (`text`) or programs (`json`). Output depends only on the
/// transcripts, so the same input always gives the same bytes.
public enum TranscriptFormatter {
    /// An HTML page drawing each screen beside what is spoken on it.
    public static func html(_ screens: [Screen], _ transcripts: [Transcript]) -> String {
        HTMLReport.write(
            HTMLReportContent(
                title: "Rotor transcript",
                screens: zip(screens, transcripts).map { HTMLScreen(screen: $0, transcript: $1) }))
    }

    /// With `explains`, each stop is followed by why it comes where it does.
    public static func text(_ transcripts: [Transcript], explains: Bool = false) -> String {
        transcripts.map { text($0, explains: explains) }.joined(separator: "\n")
    }

    public static func text(_ transcript: Transcript, explains: Bool = false) -> String {
        var header = transcript.file ?? "screen"
        if let title = transcript.title?.nonBlank { header += " \u{2014} \"\(title)\"" }
        let count = transcript.entries.count
        header += " (\(transcript.profileID), \(count) \(count == 1 ? "stop" : "stops"))"
        let width = String(count).count
        let lines = transcript.entries.flatMap { entry in
            let number = String(entry.position)
            let line =
                String(repeating: " ", count: width - number.count) + number + ". "
                + entry.text.replacingOccurrences(of: "\n", with: " ")
            guard explains, let reason = entry.reason?.nonBlank else { return [line] }
            return [
                line,
                String(repeating: " ", count: width + 2) + "\u{21B3} "
                    + reason.replacingOccurrences(of: "\n", with: " "),
            ]
        }
        return ([header] + (lines.isEmpty ? ["(nothing is spoken)"] : lines)).joined(separator: "\n") + "\n"
    }

    public static let jsonFormatVersion = 1

    public static func json(_ transcripts: [Transcript], explains: Bool = false) -> String {
        struct Document: Encodable {
            var format = "rotor-transcript"
            var version = TranscriptFormatter.jsonFormatVersion
            var screens: [Screen]
        }
        struct Screen: Encodable {
            var file: String?
            var title: String?
            var platform: String
            var screenReader: String
            var entries: [Transcript.Entry]
        }
        let document = Document(
            screens: transcripts.map {
                Screen(
                    file: $0.file, title: $0.title, platform: $0.platform.rawValue, screenReader: $0.profileID,
                    entries: explains
                        ? $0.entries
                        : $0.entries.map {
                            var entry = $0
                            entry.reason = nil
                            return entry
                        })
            })
        // Encoding plain strings, numbers and arrays cannot fail; an empty document is the fallback.
        guard let data = ReportWriter.jsonData(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

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

        enum CodingKeys: String, CodingKey {
            case position, path, type, identifier, frame, phrases, text
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
                text: utterance.text(separator: speaker.profile.separator))
        }
    }
}

/// Prints transcripts for people (`text`) or programs (`json`). Output depends only on the
/// transcripts, so the same input always gives the same bytes.
public enum TranscriptFormatter {
    public static func text(_ transcripts: [Transcript]) -> String {
        transcripts.map(text).joined(separator: "\n")
    }

    public static func text(_ transcript: Transcript) -> String {
        var header = transcript.file ?? "screen"
        if let title = transcript.title?.nonBlank { header += " \u{2014} \"\(title)\"" }
        let count = transcript.entries.count
        header += " (\(transcript.profileID), \(count) \(count == 1 ? "stop" : "stops"))"
        let width = String(count).count
        let lines = transcript.entries.map { entry in
            let number = String(entry.position)
            return String(repeating: " ", count: width - number.count) + number + ". " + entry.text.replacingOccurrences(of: "\n", with: " ")
        }
        return ([header] + (lines.isEmpty ? ["(nothing is spoken)"] : lines)).joined(separator: "\n") + "\n"
    }

    public static let jsonFormatVersion = 1

    public static func json(_ transcripts: [Transcript]) -> String {
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
        let document = Document(screens: transcripts.map {
            Screen(file: $0.file, title: $0.title, platform: $0.platform.rawValue, screenReader: $0.profileID, entries: $0.entries)
        })
        // Encoding plain strings, numbers and arrays cannot fail; an empty document is the fallback.
        guard let data = ReportWriter.jsonData(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// How a screen is listened to: which screen reader (nil: the one of the screen's platform), with
/// hints or without, rows read left to right or right to left. `speak`, `verify` and the HTML
/// report build their speaker and swipe order from one of these, so they all hear the same.
public struct Listening: Sendable {
    public var profile: SpeechProfile?
    public var includesHints: Bool
    public var rightToLeft: Bool

    public init(profile: SpeechProfile? = nil, includesHints: Bool = true, rightToLeft: Bool = false) {
        self.profile = profile
        self.includesHints = includesHints
        self.rightToLeft = rightToLeft
    }

    public func speaker(for screen: Screen) -> Speaker {
        Speaker(profile: profile ?? .default(for: screen.platform), includesHints: includesHints)
    }

    public func order(for screen: Screen) -> ReadingOrderOptions {
        var order = ReadingOrderOptions.defaults(for: screen)
        order.rightToLeft = rightToLeft
        return order
    }

    public func transcript(of screen: Screen) -> Transcript {
        Transcript(screen: screen, speaker: speaker(for: screen), order: order(for: screen))
    }

    public func heardFrames(of screen: Screen) -> [HeardFrame] {
        HeardFrame.frames(of: screen, speaker: speaker(for: screen), order: order(for: screen))
    }
}

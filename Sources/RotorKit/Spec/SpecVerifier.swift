/// Everything one `rotor verify` run found, screen by screen in the spec's order.
public struct Verification: Hashable, Sendable {
    public var specFile: String
    public var screens: [ScreenVerification]
    /// Inputs that could not be used, one line each (captures that failed to import are added by
    /// the caller).
    public var inputErrors: [String]
    /// The captures given, as their files, so a screen that found none can say what it looked at.
    public var captureFiles: [String]

    public init(
        specFile: String, screens: [ScreenVerification], inputErrors: [String] = [], captureFiles: [String] = []
    ) {
        self.specFile = specFile
        self.screens = screens
        self.inputErrors = inputErrors
        self.captureFiles = captureFiles
    }

    /// A screen without a capture fails too: a spec that was never checked must not pass.
    public var passed: Bool { screens.allSatisfy { $0.status == .passed } }
}

/// One spec screen checked against its capture, or failed because no capture matched it.
public struct ScreenVerification: Hashable, Sendable {
    public enum Status: String, Sendable {
        case passed
        case failed
        case noCapture = "no-capture"
    }

    public var spec: ScreenSpec
    /// 1-based place of the screen in the spec.
    public var number: Int
    /// The capture file; nil when no capture matched the screen.
    public var capture: String?
    /// The speech profile the capture was heard with, such as `voiceover-en`.
    public var screenReader: String?
    public var heard: [HeardFrame]
    public var mismatches: [FrameMismatch]

    public init(
        spec: ScreenSpec, number: Int, capture: String?, screenReader: String?, heard: [HeardFrame],
        mismatches: [FrameMismatch]
    ) {
        self.spec = spec
        self.number = number
        self.capture = capture
        self.screenReader = screenReader
        self.heard = heard
        self.mismatches = mismatches
    }

    public var status: Status {
        if capture == nil { return .noCapture }
        return mismatches.isEmpty ? .passed : .failed
    }

    /// `"Sign In"`, or `screen 2` for a screen without a name.
    public var title: String {
        spec.name.map { "\"\($0)\"" } ?? "screen \(number)"
    }
}

/// Checks captured screens against a spec: picks each screen's capture, hears the capture in swipe
/// order and compares.
public struct SpecVerifier: Sendable {
    public var options: SpecComparisonOptions
    /// Nil: the screen reader of each capture's platform.
    public var profile: SpeechProfile?
    /// Read rows from right to left, as `rotor speak --right-to-left` does.
    public var rightToLeft: Bool

    public init(
        options: SpecComparisonOptions = SpecComparisonOptions(), profile: SpeechProfile? = nil,
        rightToLeft: Bool = false
    ) {
        self.options = options
        self.profile = profile
        self.rightToLeft = rightToLeft
    }

    public func verify(_ spec: AccessibilitySpec, captures: [Screen]) -> Verification {
        let assignment = CaptureAssignment(screens: spec.screens, captures: captures)
        var inputErrors: [String] = []
        var results: [ScreenVerification] = []
        for (index, screenSpec) in spec.screens.enumerated() {
            guard let captureIndex = assignment.captureOfScreen[index] else {
                results.append(
                    ScreenVerification(
                        spec: screenSpec, number: index + 1, capture: nil, screenReader: nil, heard: [], mismatches: [])
                )
                continue
            }
            let capture = captures[captureIndex]
            let file = capture.sourceFile ?? "capture \(captureIndex + 1)"
            let listening = Listening(profile: profile, rightToLeft: rightToLeft)
            let profile = listening.speaker(for: capture).profile
            let heard = listening.heardFrames(of: capture)
            guard screenSpec.frames.count * heard.count <= SpecLimits.maxComparedPairs else {
                inputErrors.append(
                    "\(file): \(heard.count) frames heard against \(screenSpec.frames.count) expected is more than "
                        + "Rotor compares at once (\(SpecLimits.maxComparedPairs) pairs); split the screen in the spec")
                continue
            }
            let mismatches = SpecComparison.mismatches(screenSpec, heard: heard, profile: profile, options: options)
            results.append(
                ScreenVerification(
                    spec: screenSpec, number: index + 1, capture: file, screenReader: profile.id, heard: heard,
                    mismatches: mismatches))
        }
        for captureIndex in assignment.unclaimed {
            let file = captures[captureIndex].sourceFile ?? "capture \(captureIndex + 1)"
            inputErrors.append(
                "\(file): no screen of \(spec.file) is left for this capture (name it in a screen's "
                    + "'capture', give the screen the capture's title as its name, or list captures in the spec's screen order)"
            )
        }
        let captureFiles = captures.indices.map { captures[$0].sourceFile ?? "capture \($0 + 1)" }
        return Verification(specFile: spec.file, screens: results, inputErrors: inputErrors, captureFiles: captureFiles)
    }
}

/// Which capture each spec screen is checked against:
///
/// 1. a screen with `capture` takes the first capture whose path is that path or ends with it
///    (`sign-in.rotor.json` picks `Examples/sign-in.rotor.json`); if none was given, it fails;
/// 2. a screen with a name takes the first capture whose title is that name (compared as spoken);
/// 3. the other screens take the remaining captures in the order given.
///
/// Captures left over are an error: no screen says what they should contain.
public struct CaptureAssignment: Hashable, Sendable {
    /// For each screen of the spec, the index of its capture, or nil when it has none.
    public var captureOfScreen: [Int?]
    /// Captures no screen took, in the order given.
    public var unclaimed: [Int]

    public init(screens: [ScreenSpec], captures: [Screen]) {
        var captureOfScreen = [Int?](repeating: nil, count: screens.count)
        var isClaimed = [Bool](repeating: false, count: captures.count)
        func claim(_ screenIndex: Int, where matches: (Screen) -> Bool) {
            if let captureIndex = captures.indices.first(where: { !isClaimed[$0] && matches(captures[$0]) }) {
                captureOfScreen[screenIndex] = captureIndex
                isClaimed[captureIndex] = true
            }
        }
        for (index, screen) in screens.enumerated() {
            if let path = screen.capture { claim(index) { Self.path($0.sourceFile, endsWith: path) } }
        }
        for (index, screen) in screens.enumerated() where screen.capture == nil {
            if let name = screen.name.map(SpokenText.normalized) {
                claim(index) { $0.title.map(SpokenText.normalized) == name }
            }
        }
        for (index, screen) in screens.enumerated() where screen.capture == nil && captureOfScreen[index] == nil {
            claim(index) { _ in true }
        }
        self.captureOfScreen = captureOfScreen
        unclaimed = captures.indices.filter { !isClaimed[$0] }
    }

    /// Whole path components only: `in.rotor.json` does not pick `sign-in.rotor.json`.
    static func path(_ file: String?, endsWith suffix: String) -> Bool {
        guard let file else { return false }
        func components(_ path: String) -> [Substring] {
            path.split(separator: "/").filter { $0 != "." }
        }
        let fileComponents = components(file)
        let suffixComponents = components(suffix)
        return !suffixComponents.isEmpty && fileComponents.reversed().starts(with: suffixComponents.reversed())
    }
}

extension Verification {
    /// Each checked capture with the transcript it was heard as, paired with its spec screen as
    /// `SpecVerifier` paired them, for the HTML report to draw.
    public func drawnScreens(spec: AccessibilitySpec, captures: [Screen], listening: Listening) -> [HTMLScreen] {
        let assignment = CaptureAssignment(screens: spec.screens, captures: captures)
        return screens.compactMap { checked in
            guard checked.capture != nil, assignment.captureOfScreen.indices.contains(checked.number - 1),
                let index = assignment.captureOfScreen[checked.number - 1]
            else { return nil }
            let screen = captures[index]
            return HTMLScreen(screen: screen, transcript: listening.transcript(of: screen), verification: checked)
        }
    }
}

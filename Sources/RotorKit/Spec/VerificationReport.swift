/// The formats `rotor verify` writes; the raw value is the `--format` name.
public enum VerificationFormat: String, CaseIterable, Sendable {
    /// For people: a line per screen, then each mismatch as expected against heard, with positions.
    case text
    /// Versioned JSON (`"format": "rotor-verification"`).
    case json
    /// JUnit XML for CI test tabs: a test suite per screen, a test case per expected frame.
    case junit
    /// The HTML report: each capture drawn with its swipe order and the mismatches on it.
    case html
}

/// Writes a verification. Every writer is a pure function of it, so the same run always gives the
/// same bytes; text from captures and specs is escaped as the report formats escape it.
public enum VerificationReport {
    /// Raise when a JSON field changes meaning or disappears; adding a field keeps the version.
    public static let formatVersion = 2
    /// The HTML page draws `screens` (the captures as checked), which are drawn only for it.
    public static func write(
        _ verification: Verification, as format: VerificationFormat,
        screens: () -> [HTMLScreen] = { [] }
    ) -> String {
        switch format {
        case .text: text(verification)
        case .json: json(verification)
        case .junit: junit(verification)
        case .html:
            HTMLReport.write(
                HTMLReportContent(title: "Rotor spec verification", screens: screens(), verification: verification))
        }
    }

    // MARK: Text

    static func text(_ verification: Verification) -> String {
        var lines: [String] = []
        for screen in verification.screens {
            lines.append(headline(of: screen, specFile: verification.specFile, captureFiles: verification.captureFiles))
            lines += screen.mismatches.flatMap { mismatchLines($0).map { "  " + $0 } }
        }
        lines.append(summary(of: verification))
        return lines.map { ReportText.printable($0) }.joined(separator: "\n") + "\n"
    }

    /// `FAIL "Sign In" (spec.md:3) against capture.json: 2 mismatches (voiceover-en, 10 frames expected, 9 heard)`.
    private static func headline(of screen: ScreenVerification, specFile: String, captureFiles: [String]) -> String {
        let place = specFile + (screen.spec.line.map { ":\($0)" } ?? "")
        let expected = ReportText.counted(screen.spec.frames.count, "frame")
        guard let capture = screen.capture else {
            return
                "FAIL \(screen.title) (\(place)): \(noCaptureExplanation(for: screen, captureFiles: captureFiles)), \(expected) not checked"
        }
        let reader = screen.screenReader ?? "screen reader"
        guard !screen.mismatches.isEmpty else {
            return "PASS \(screen.title) (\(place)) against \(capture): \(expected) as specified (\(reader))"
        }
        let counts = "\(reader), \(expected) expected, \(screen.heard.count) heard"
        return "FAIL \(screen.title) (\(place)) against \(capture): \(mismatches(screen.mismatches.count)) (\(counts))"
    }

    /// Why a screen has no capture and how to give it one: which captures were given and how
    /// screens pick them.
    static func noCaptureExplanation(for screen: ScreenVerification, captureFiles: [String]) -> String {
        let given =
            captureFiles.isEmpty ? "no captures were given" : "captures given: " + captureFiles.joined(separator: ", ")
        let how: String
        if let named = screen.spec.capture {
            how = "it names the capture \(named); give that file or change its 'capture'"
        } else {
            how =
                "a screen takes the capture its 'capture' names, else the one whose title is its name, else the next "
                + "one in order; give this screen's capture"
        }
        return "no capture matched this screen (\(given)); \(how)"
    }

    /// A mismatch as a small diff: what it is and where, then the expected and the heard side.
    static func mismatchLines(_ mismatch: FrameMismatch) -> [String] {
        var place: [String] = []
        if let frame = mismatch.frame {
            place.append("frame \(frame)" + (mismatch.specLine.map { " (line \($0))" } ?? ""))
        }
        if let heard = mismatch.heardPosition { place.append("heard \(heard)") }
        let expectedPosition = mismatch.frame.map(String.init) ?? "-"
        let heardPosition = mismatch.heardPosition.map(String.init) ?? "-"
        let width = max(expectedPosition.count, heardPosition.count)
        func padded(_ position: String) -> String { String(repeating: " ", count: width - position.count) + position }
        return [
            "\(mismatch.kind.title): " + place.joined(separator: ", "),
            "  expected \(padded(expectedPosition)): \(mismatch.expected)",
            "  heard    \(padded(heardPosition)): \(mismatch.heard)",
        ]
    }

    /// `Verified 2 screens against app.spec.yml: 1 passed, 1 failed (3 mismatches)`.
    private static func summary(of verification: Verification) -> String {
        let screens = verification.screens
        let failed = screens.filter { $0.status == .failed }
        let mismatchCount = failed.map(\.mismatches.count).reduce(0, +)
        var parts: [String] = []
        let passedCount = screens.filter { $0.status == .passed }.count
        if passedCount > 0 { parts.append("\(passedCount) passed") }
        if !failed.isEmpty { parts.append("\(failed.count) failed (\(mismatches(mismatchCount)))") }
        let uncheckedCount = screens.filter { $0.status == .noCapture }.count
        if uncheckedCount > 0 { parts.append("\(uncheckedCount) without a capture") }
        if !verification.inputErrors.isEmpty {
            parts.append(ReportText.counted(verification.inputErrors.count, "input error"))
        }
        let counted = ReportText.counted(screens.count, "screen")
        return "Verified \(counted) against \(verification.specFile)"
            + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
    }

    /// "1 mismatch", "2 mismatches" (`ReportText.counted` only adds an "s").
    private static func mismatches(_ count: Int) -> String {
        count == 1 ? "1 mismatch" : "\(count) mismatches"
    }

    // MARK: JSON

    static func json(_ verification: Verification) -> String {
        let screens = verification.screens
        let document = JSONDocument(
            tool: JSONTool(
                name: Report.toolName, version: Report.toolVersion, informationUri: ReportWriter.informationURI),
            spec: verification.specFile,
            passed: verification.passed && verification.inputErrors.isEmpty,
            summary: JSONSummary(
                screens: screens.count,
                passed: screens.filter { $0.status == .passed }.count,
                failed: screens.filter { $0.status == .failed }.count,
                noCapture: screens.filter { $0.status == .noCapture }.count,
                mismatches: screens.map(\.mismatches.count).reduce(0, +)),
            inputErrors: verification.inputErrors,
            screens: screens.map(JSONScreen.init))
        return ReportWriter.encodeJSON(document)
    }

    private struct JSONDocument: Encodable {
        var format = "rotor-verification"
        var version = VerificationReport.formatVersion
        var tool: JSONTool
        var spec: String
        /// True when every screen checked passed and every input could be read.
        var passed: Bool
        var summary: JSONSummary
        var inputErrors: [String]
        var screens: [JSONScreen]
    }

    private struct JSONTool: Encodable {
        var name: String
        var version: String
        var informationUri: String
    }

    private struct JSONSummary: Encodable {
        var screens: Int
        var passed: Int
        var failed: Int
        var noCapture: Int
        var mismatches: Int
    }

    private struct JSONScreen: Encodable {
        var number: Int
        var name: String?
        var specLine: Int?
        var capture: String?
        var screenReader: String?
        var status: String
        var expectedFrames: Int
        /// Left out for a screen without a capture.
        var heardFrames: Int?
        var mismatches: [JSONMismatch]

        init(_ screen: ScreenVerification) {
            number = screen.number
            name = screen.spec.name
            specLine = screen.spec.line
            capture = screen.capture
            screenReader = screen.screenReader
            status = screen.status.rawValue
            expectedFrames = screen.spec.frames.count
            heardFrames = screen.capture == nil ? nil : screen.heard.count
            mismatches = screen.mismatches.map(JSONMismatch.init)
        }
    }

    private struct JSONMismatch: Encodable {
        var kind: String
        var frame: Int?
        var specLine: Int?
        var heardPosition: Int?
        var expected: String
        var heard: String

        init(_ mismatch: FrameMismatch) {
            kind = mismatch.kind.rawValue
            frame = mismatch.frame
            specLine = mismatch.specLine
            heardPosition = mismatch.heardPosition
            expected = mismatch.expected
            heard = mismatch.heard
        }
    }

    // MARK: JUnit

    static func junit(_ verification: Verification) -> String {
        let suites =
            verification.screens.map {
                junitSuite(for: $0, specFile: verification.specFile, captureFiles: verification.captureFiles)
            }
            + (verification.inputErrors.isEmpty ? [] : [inputErrorSuite(verification.inputErrors)])
        func total(_ count: (JUnitSuite) -> Int) -> Int { suites.map(count).reduce(0, +) }
        let totals =
            "tests=\"\(total(\.tests))\" failures=\"\(total(\.failures))\" errors=\"\(total(\.errors))\" skipped=\"0\""
        let lines =
            [#"<?xml version="1.0" encoding="UTF-8"?>"#, "<testsuites name=\"\(Report.toolName) verify\" \(totals)>"]
            + suites.flatMap(\.lines) + ["</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    private struct JUnitSuite {
        var tests = 0
        var failures = 0
        var errors = 0
        var lines: [String] = []
    }

    /// A test case per expected frame, then one per unexpected frame heard.
    private static func junitSuite(for screen: ScreenVerification, specFile: String, captureFiles: [String])
        -> JUnitSuite
    {
        let className = attribute("\(specFile) \(screen.title)")
        var suite = JUnitSuite()
        func addCase(named name: String, mismatches: [FrameMismatch]) {
            suite.tests += 1
            let opening = "    <testcase classname=\"\(className)\" name=\"\(attribute(name))\""
            if screen.capture == nil {
                suite.failures += 1
                let message = attribute(noCaptureExplanation(for: screen, captureFiles: captureFiles))
                suite.lines += [
                    opening + ">", "      <failure message=\"\(message)\" type=\"no-capture\"/>", "    </testcase>",
                ]
            } else if let first = mismatches.first {
                suite.failures += 1
                let body = JUnitReport.escape(
                    ReportText.printable(
                        mismatches.flatMap(mismatchLines).joined(separator: "\n"), keepingLineBreaks: true))
                let message = attribute("\(first.kind.title): expected \(first.expected); heard \(first.heard)")
                suite.lines += [
                    opening + ">",
                    "      <failure message=\"\(message)\" type=\"\(first.kind.rawValue)\">\(body)</failure>",
                    "    </testcase>",
                ]
            } else {
                suite.lines.append(opening + "/>")
            }
        }
        for (index, frame) in screen.spec.frames.enumerated() {
            addCase(
                named: "frame \(index + 1): \(frame.text)",
                mismatches: screen.mismatches.filter { $0.frame == index + 1 })
        }
        for mismatch in screen.mismatches where mismatch.kind == .unexpected {
            addCase(named: "heard \(mismatch.heardPosition ?? 0): \(mismatch.heard)", mismatches: [mismatch])
        }
        let name = attribute("\(specFile) \(screen.title)" + (screen.capture.map { " against \($0)" } ?? ""))
        let opening =
            "  <testsuite name=\"\(name)\" tests=\"\(suite.tests)\" failures=\"\(suite.failures)\" errors=\"0\" skipped=\"0\">"
        suite.lines = [opening] + suite.lines + ["  </testsuite>"]
        return suite
    }

    private static func inputErrorSuite(_ inputErrors: [String]) -> JUnitSuite {
        var suite = JUnitSuite(tests: inputErrors.count, errors: inputErrors.count)
        suite.lines.append(
            "  <testsuite name=\"input errors\" tests=\"\(inputErrors.count)\" failures=\"0\" errors=\"\(inputErrors.count)\" skipped=\"0\">"
        )
        for inputError in inputErrors {
            let text = attribute(inputError)
            suite.lines += [
                "    <testcase classname=\"input errors\" name=\"\(text)\">",
                "      <error message=\"\(text)\" type=\"input-error\"/>",
                "    </testcase>",
            ]
        }
        suite.lines.append("  </testsuite>")
        return suite
    }

    /// Attribute values lose line breaks and tabs to XML's normalisation, so they are made
    /// printable before escaping.
    private static func attribute(_ text: String) -> String {
        JUnitReport.escape(ReportText.printable(text))
    }
}

import Foundation
import Testing

@testable import RotorKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The HTML report: hostile input stays text, the picture and the transcript agree, findings land
/// on their stops, and the page's Content-Security-Policy hashes are right. The golden pages of a
/// real capture and of the example app's lint run are in `Tests/RotorCLITests`.
struct HTMLReportTests {
    /// A label that tries every way out of an HTML text node or attribute.
    static let hostile = "<script>alert(1)</script>\"><img src=x onerror=alert(2)>'&amp;\u{202E}gnp.exe"

    static func element(
        _ type: String, label: String?, traits: Set<AccessibilityTrait> = [], frame: Rect?,
        isAccessibilityElement: Bool = true, children: [Element] = []
    ) -> Element {
        var element = Element(type: type)
        element.label = label
        element.traits = traits
        element.frame = frame
        element.isAccessibilityElement = isAccessibilityElement
        element.children = children
        return element
    }

    /// Three stops (one without a frame) and a container, with `text` everywhere input reaches.
    static func screen(_ text: String) -> Screen {
        Screen(
            platform: .ios, size: Size(width: 390, height: 844), title: text, sourceFile: "Screens/\(text).json",
            root: element(
                "UIWindow", label: nil, frame: Rect(x: 0, y: 0, width: 390, height: 844), isAccessibilityElement: false,
                children: [
                    element(
                        "UILabel", label: "Sign in", traits: [.header],
                        frame: Rect(x: 20, y: 60, width: 350, height: 40)),
                    element(
                        "UIButton", label: text, traits: [.button], frame: Rect(x: 20, y: 120, width: 350, height: 44)),
                    element(
                        "UIView", label: nil, frame: Rect(x: 0, y: 200, width: 390, height: 300),
                        isAccessibilityElement: false,
                        children: [
                            element("UIButton", label: "Help", traits: [.button], frame: nil)
                        ]),
                ]))
    }

    static func finding(_ text: String, at path: [Int], severity: Severity = .error, inSwiftFile: Bool = false)
        -> Finding
    {
        Finding(
            ruleID: "missing-name", severity: severity, certainty: .violation, message: "Name it: \(text)\nsecond line",
            criteria: ["4.1.2"].compactMap(WCAGCriterion.numbered),
            location: FindingLocation(
                file: inSwiftFile ? "Sources/\(text).swift" : "Screens/\(text).json", line: inSwiftFile ? 3 : nil,
                elementPath: ElementPath(path), element: "Button \"\(text)\""),
            fix: Fix(description: "Set the label to \"\(text)\"", replacement: text),
            sourceLine: inSwiftFile ? "let x = \"\(text)\"" : nil)
    }

    /// A finding on a stop, one on a container that is not a stop, one in a Swift file.
    static func page(_ text: String, reversed: Bool = false) -> String {
        let screen = screen(text)
        let transcript = Transcript(screen: screen, speaker: Speaker(profile: .voiceOverEnglish))
        let rule = RuleMetadata(
            id: "missing-name", title: "Controls have a name", criteria: ["4.1.2"],
            defaultSeverity: .error, success: "", failure: "")
        let findings = [
            finding(text, at: [1]), finding(text, at: [2], severity: .warning),
            finding(text, at: [], severity: .info, inSwiftFile: true),
        ]
        let report = Report(
            inputs: [screen.sourceFile ?? ""], findings: reversed ? findings.reversed() : findings, rules: [rule],
            profileID: "wcag-aa")
        return HTMLReport.write(
            HTMLReportContent(
                title: "Rotor audit report", report: report,
                screens: [HTMLScreen(screen: screen, transcript: transcript)]))
    }

    static let hostilePage = page(hostile)

    @Test func hostileLabelsCannotAddElementsOrAttributes() throws {
        let document = try ParsedPage(Self.hostilePage)
        // The same elements and attributes as with a plain label: none came from the input.
        let plain = try ParsedPage(Self.page("Plain"))
        #expect(document.elements == plain.elements)
        #expect(document.attributes == plain.attributes)
        #expect(document.elements.filter { $0 == "script" }.count == 1)
        #expect(!document.elements.contains("img"))
        #expect(
            document.attributes.allSatisfy { !$0.lowercased().hasPrefix("on") },
            "an event handler attribute: \(document.attributes)")
        // The label is there as text, the bidi override as a visible escape.
        #expect(
            document.text.contains("<script>alert(1)</script>\"><img src=x onerror=alert(2)>'&amp;\\u{202E}gnp.exe"))
        #expect(!Self.hostilePage.unicodeScalars.contains("\u{202E}"))
        #expect(
            Self.hostilePage.contains(
                "&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;&#39;&amp;amp;"))
    }

    @Test func scriptAndStyleRunOnlyByHash() throws {
        let policy = try #require(
            Self.hostilePage.range(of: #"content="default-src 'none';[^"]*""#, options: .regularExpression))
        let text = String(Self.hostilePage[policy])
        #expect(text.contains("script-src \(SHA256.cspSource(for: HTMLAssets.script))"))
        #expect(text.contains("style-src \(SHA256.cspSource(for: HTMLAssets.style))"))
        #expect(!text.contains("unsafe-inline"))
        #expect(Self.hostilePage.contains("<script>\(HTMLAssets.script)</script>"))
        #expect(Self.hostilePage.contains("<style>\(HTMLAssets.style)</style>"))
    }

    @Test func sha256MatchesTheStandardVectors() {
        func hex(_ text: String) -> String {
            SHA256.digest(Array(text.utf8)).map { String(format: "%02x", $0) }.joined()
        }
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            hex(String(repeating: "a", count: 1000))
                == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test func pictureAndTranscriptAgree() throws {
        let document = try ParsedPage(Self.hostilePage)
        // Stops 1 and 2 have frames and are drawn; stop 3 ("Help") has none and is only listed.
        #expect(document.values(of: "data-stop", on: "g") == ["2", "1"], "drawn largest first")
        #expect(document.values(of: "data-stop", on: "button").prefix(3) == ["1", "2", "3"])
        #expect(document.values(of: "data-drawn", on: "button") == ["true", "true"])
        #expect(document.values(of: "tabindex", on: "g") == ["-1", "0"], "one tab stop in the picture: stop 1")
        #expect(document.text.contains("not drawn: no frame"))
    }

    @Test func findingsLandOnTheirStopsOrOutlines() throws {
        let document = try ParsedPage(Self.hostilePage)
        // The finding on element 1 is stop 2's; element 2 holds stop 3 but is not a stop itself, so
        // its finding is outlined without a number; the one in a Swift file goes to the file section.
        #expect(document.values(of: "data-stop", on: "li").contains("2"))
        #expect(document.values(of: "class", on: "g").contains("offstop sev-warning"))
        #expect(document.values(of: "class", on: "g").contains("stop sev-error"))
        #expect(document.values(of: "id", on: "section").contains("files"))
        #expect(
            document.text.contains(
                "Stop 2: \(Self.hostile.replacingOccurrences(of: "\u{202E}", with: "\\u{202E}")), button. 1 error"))
        #expect(document.text.contains("let x = "), "the offending source line is shown")
    }

    @Test func eachBoxShowsItsSpokenNameCutToFit() throws {
        let long = "Continue to payment with the card ending in 4242"
        let screen = Screen(
            platform: .ios, size: Size(width: 390, height: 844), title: "Pay",
            root: Self.element(
                "UIWindow", label: nil, frame: Rect(x: 0, y: 0, width: 390, height: 844), isAccessibilityElement: false,
                children: [
                    Self.element(
                        "UILabel", label: "Sign in", traits: [.header],
                        frame: Rect(x: 20, y: 60, width: 350, height: 40)),
                    Self.element(
                        "UIButton", label: long, traits: [.button], frame: Rect(x: 20, y: 120, width: 160, height: 44)),
                    Self.element(
                        "UIButton", label: "Close", traits: [.button], frame: Rect(x: 340, y: 60, width: 12, height: 12)
                    ),
                ]))
        let transcript = Transcript(screen: screen, speaker: Speaker(profile: .voiceOverEnglish))
        let html = HTMLReport.write(
            HTMLReportContent(
                title: "Rotor speech report", screens: [HTMLScreen(screen: screen, transcript: transcript)]))
        let names = try ParsedPage(html).texts(of: "text", withClass: "name-text")
        #expect(names.contains("Sign in"), "a short name is shown whole: \(names)")
        let cut = try #require(names.first { $0.hasPrefix("Continue") })
        #expect(cut.hasSuffix("…") && cut.count < long.count, "a long name is cut with an ellipsis: \(cut)")
        #expect(!names.contains { $0.hasPrefix("Clo") }, "a box too small for a name shows only its number")
        #expect(html.contains("<title>Stop 3: \(long)"), "the title keeps the whole name")
        #expect(html.contains("<text class=\"name-text\" aria-hidden=\"true\""), "the title already names the stop")
    }

    @Test func sameContentGivesSameBytes() {
        #expect(Self.hostilePage == Self.page(Self.hostile, reversed: true))
    }

    @Test func coordinatesAreWrittenWithoutLocale() {
        #expect(SVGNumber.format(12) == "12")
        #expect(SVGNumber.format(12.5) == "12.5")
        #expect(SVGNumber.format(-0.25) == "-0.25")
        #expect(SVGNumber.format(1.006) == "1.01")
        #expect(SVGNumber.format(.nan) == "0")
        #expect(SVGNumber.format(.infinity) == "0")
    }
}

/// The page read as XML (the writer keeps it well-formed): element names in document order,
/// attribute names, attribute values by element, and all text.
private final class ParsedPage: NSObject, XMLParserDelegate {
    var elements: [String] = []
    var attributes: Set<String> = []
    var attributeValues: [(element: String, name: String, value: String)] = []
    var text = ""
    /// Each element's own text with its name and class, in the order the elements close.
    var elementTexts: [(element: String, className: String?, text: String)] = []
    private var open: [(element: String, className: String?, text: String)] = []

    init(_ html: String) throws {
        super.init()
        let parser = XMLParser(data: Data(html.utf8))
        parser.delegate = self
        guard parser.parse(), parser.parserError == nil else {
            throw ParseFailure(
                description:
                    "the page is not well-formed: \(parser.parserError.map(String.init(describing:)) ?? "?") at line \(parser.lineNumber)"
            )
        }
    }

    func values(of attribute: String, on element: String) -> [String] {
        attributeValues.filter { $0.element == element && $0.name == attribute }.map(\.value)
    }

    func texts(of element: String, withClass className: String) -> [String] {
        elementTexts.filter { $0.element == element && $0.className == className }.map(\.text)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        open.append((elementName, attributes["class"], ""))
        elements.append(elementName)
        for (name, value) in attributes.sorted(by: { $0.key < $1.key }) {
            self.attributes.insert(name)
            attributeValues.append((elementName, name, value))
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if let closed = open.popLast() { elementTexts.append(closed) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
        if !open.isEmpty { open[open.count - 1].text += string }
    }

    struct ParseFailure: Error, CustomStringConvertible {
        var description: String
    }
}

import Foundation
import RotorTestSupport
import Testing

/// Each bad input gets one error line naming the file, exit code 2, and no crash; good inputs
/// given alongside are still spoken.
struct BadInputTests {
    struct BadInput: Sendable, CustomTestStringConvertible {
        var name: String
        var contents: Data
        /// Words the error line must hold besides the file name.
        var expectedMessage: String
        var testDescription: String { name }
    }

    static let inputs: [BadInput] = [
        BadInput(name: "empty.json", contents: Data(), expectedMessage: "file is empty"),
        BadInput(
            name: "truncated.xml",
            contents: Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <AppiumAUT>
                  <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="375" height="667">
                    <XCUIElementTypeButton type="XCUIElementTypeButton" label="OK"
                """.utf8), expectedMessage: "XML"),
        BadInput(
            name: "wrong-type.json",
            contents: Data(
                """
                {"format": "rotor-snapshot", "version": 1, "root": {"type": "View", "children": [{"label": 42}]}}
                """.utf8), expectedMessage: "$.root.children[0].label: expected a string"),
        BadInput(
            name: "unknown-trait.json",
            contents: Data(
                """
                {"format": "rotor-snapshot", "version": 1, "root": {"traits": ["buton"]}}
                """.utf8), expectedMessage: "$.root.traits[0]: unknown trait \"buton\""),
        BadInput(
            name: "notes.txt", contents: Data("Just some notes about the login screen.\n".utf8),
            expectedMessage: "unknown capture format"),
        BadInput(
            name: "deep.xml",
            contents: Data(("<AppiumAUT>" + String(repeating: "<XCUIElementTypeOther>", count: 100_000)).utf8),
            expectedMessage: "nested deeper than"),
        BadInput(
            name: "deep.json",
            contents: Data(
                ("{\"format\":\"rotor-snapshot\",\"version\":1,\"root\":"
                    + String(repeating: "{\"children\":[", count: 100_000)).utf8),
            expectedMessage: "nested deeper than"),
        // Malformed XML and JSON name the line and column and say what is wrong in words.
        BadInput(
            name: "mismatched.xml",
            contents: Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <AppiumAUT>
                  <XCUIElementTypeOther type="XCUIElementTypeOther" label="Café ☕">
                  </XCUIElementTypeButton>
                </AppiumAUT>
                """.utf8),
            expectedMessage:
                ":4:3: mismatched tag: </XCUIElementTypeButton> closes <XCUIElementTypeOther> (opened on line 3)"),
        BadInput(
            name: "unescaped-ampersand.xml",
            contents: Data(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <AppiumAUT>
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Terms & Conditions"/>
                </AppiumAUT>
                """.utf8),
            expectedMessage: ":3:76: malformed XML: '&' must start an entity such as &amp; and end with ';'"),
        BadInput(
            name: "control-character.xml",
            contents: Data("<AppiumAUT>\n<XCUIElementTypeOther label=\"a\u{1}b\"/>\n</AppiumAUT>".utf8),
            expectedMessage: ":2:31: malformed XML: invalid character U+0001"),
        BadInput(
            name: "trailing-comma.json",
            contents: Data(
                """
                {"format": "rotor-snapshot", "version": 1,
                 "root": {"type": "View", "children": [{"label": "Pay"},]}}
                """.utf8),
            expectedMessage: ":2:56: trailing comma before ']': JSON allows no comma after the last item; remove it"),
        BadInput(
            name: "trailing-comma-object.json",
            contents: Data(
                """
                {"format": "rotor-snapshot", "version": 1, "root": {"type": "View"},
                }
                """.utf8), expectedMessage: ":1:68: trailing comma before '}'"),
        BadInput(
            name: "binary.xml",
            contents: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D]),
            expectedMessage: "binary file"),
    ]

    private func writeInput(_ input: BadInput) throws -> URL {
        try temporaryFolder("rotor-bad-input", files: [input.name: input.contents]).appendingPathComponent(input.name)
    }

    @Test(arguments: inputs)
    func badInputIsOneClearErrorAndGoodInputsStillSpeak(_ input: BadInput) throws {
        let bad = try writeInput(input)
        defer { try? FileManager.default.removeItem(at: bad.deletingLastPathComponent()) }
        let good = Repository.examples.appendingPathComponent("sign-in.rotor.json").path

        let run = try Rotor.run(["speak", good, bad.path, good])
        #expect(run.status == 2)
        let errorLines = run.stderr.split(separator: "\n")
        #expect(errorLines.count == 1, "stderr: \(run.stderr)")
        let line = String(errorLines.first ?? "")
        #expect(line.hasPrefix("error: \(bad.path)"), "stderr: \(run.stderr)")
        #expect(line.contains(input.expectedMessage), "stderr: \(run.stderr)")
        #expect(
            run.stdout.components(separatedBy: "Capital One 360 PIN Sign in").count == 3, "both good files are spoken")
    }

    @Test func missingFileAndDirectoryAreNamed() throws {
        let run = try Rotor.run(["speak", "no-such-capture.json", "Examples"])
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: no-such-capture.json: no such file\nerror: Examples: is a directory, not a capture file\n")
    }
}

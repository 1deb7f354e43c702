import Foundation
import RotorImport
import RotorKit
import RotorTestSupport
import Testing

/// Inputs that are broken or built to hurt: each must end in one `ImportError` naming the file
/// (and the line where one is known), quickly, without reading anything else.
struct HostileCaptureTests {
    private typealias Support = CaptureTestSupport

    @Test func truncatedPageSource() throws {
        let path = Repository.readingOrder.appendingPathComponent("ios_appium_new_event_date_picker.xml").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let truncated = String(text.prefix(text.count / 2))
        let failure = try #require(Support.importFailure(truncated, name: "truncated.xml"))
        #expect(failure.description.hasPrefix("truncated.xml:"))
        #expect(failure.position != nil)
    }

    @Test(arguments: [
        ("AppiumAUT", "XCUIElementTypeOther", "deep-ios.xml"),
        ("hierarchy", "node", "deep-android.xml"),
    ])
    func hundredThousandLevelsOfNesting(wrapper: String, element: String, name: String) throws {
        let levels = 100_000
        let text =
            "<\(wrapper)>" + String(repeating: "<\(element)>\n", count: levels)
            + String(repeating: "</\(element)>", count: levels) + "</\(wrapper)>"
        var failure: ImportError?
        let elapsed = ContinuousClock().measure {
            failure = Support.importFailure(text, name: name)
        }
        let error = try #require(failure)
        #expect(error.description.hasPrefix("\(name):\(Limits.maxDepth):"), "the line of the first element too deep")
        #expect(error.message.contains("\(Limits.maxDepth)"))
        #expect(elapsed < .seconds(5))
    }

    @Test func externalEntityIsNeverRead() throws {
        let source = """
            <?xml version="1.0"?>
            <!DOCTYPE AppiumAUT [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="&secret;" x="0" y="0" width="10" height="10"/>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        let failure = try #require(Support.importFailure(source, name: "xxe.xml"))
        #expect(failure.description.hasPrefix("xxe.xml:2: XML has a <!DOCTYPE> declaration"))
        #expect(!failure.description.contains("root:"))

        // Without a declaration the reference is undefined: refused, and nothing is read.
        let undeclared = source.replacingOccurrences(
            of: #"<!DOCTYPE AppiumAUT [<!ENTITY secret SYSTEM "file:///etc/passwd">]>"#, with: "")
        #expect(undeclared != source)
        let undefined = try #require(Support.importFailure(undeclared, name: "undefined.xml"))
        #expect(undefined.message.contains("external entities are never read"))
    }

    /// Foundation's XMLParser on Linux crashes on these (it reads a C string libxml2 leaves null);
    /// the fuzzer found the first two. Each must be one error, in every XML format.
    @Test(arguments: [
        ("<AppiumAUT><?pi?><XCUIElementTypeApplication/></AppiumAUT>", "1: XML holds a processing instruction"),
        ("<hierarchy>\n<node text=\"<?e?>\"/>\n</hierarchy>", "2: XML holds a processing instruction"),
        ("<hierarchy><!-- x -->\n\n<?target   ?></hierarchy>", "3: XML holds a processing instruction"),
        ("<?xml version=\"1.0\"?><?xml version=\"1.0\"?><hierarchy/>", "1: XML holds a processing instruction"),
        ("<!DOCTYPE AppiumAUT [<!NOTATION n SYSTEM \"x\">]><AppiumAUT/>", "1: XML has a <!DOCTYPE> declaration"),
        (
            "<!-- capture -->\n<!DOCTYPE hierarchy [<!ENTITY e SYSTEM \"x\" NDATA n>]><hierarchy/>",
            "2: XML has a <!DOCTYPE> declaration"
        ),
        (
            "<!DOCTYPE AppiumAUT [<!ATTLIST AppiumAUT a CDATA #IMPLIED>]><AppiumAUT/>",
            "1: XML has a <!DOCTYPE> declaration"
        ),
    ])
    func xmlThatCrashesFoundationIsRefusedFirst(source: String, expected: String) throws {
        for format in [CaptureFormat.appiumIOS, .uiautomator, .interfaceBuilder] {
            let failure = try #require(Support.importFailure(source, name: "crash.xml", format: format))
            #expect(failure.description.hasPrefix("crash.xml:\(expected)"), "\(format): \(failure)")
        }
    }

    @Test func theXMLDeclarationIsTheOneInstructionRead() throws {
        let source =
            "\u{FEFF}" + """
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- captured on a Pixel -->
                <hierarchy rotation="0">
                  <node class="android.widget.TextView" text="Total" bounds="[0,0][200,100]"><![CDATA[ 2 items ]]></node>
                </hierarchy>
                """
        let screen = try Support.importText(source, name: "declared.xml")
        #expect(Support.allElements(of: screen.root).contains { $0.label == "Total" || $0.visibleText == "Total" })
    }

    @Test func screensWithTooManyElementsAreRefusedAtImport() throws {
        func snapshot(children: Int) -> String {
            let elements = (0..<children).map { #"{"type":"Button","label":"Item \#($0)","traits":["button"]}"# }
            return #"{"format":"rotor-snapshot","version":1,"root":{"type":"View","children":["#
                + elements.joined(separator: ",") + "]}}"
        }
        // The root and its children: exactly at the limit imports, one more is refused.
        let atLimit = try Support.importText(snapshot(children: Limits.maxElements - 1), name: "full.json")
        #expect(atLimit.root.children.count == Limits.maxElements - 1)
        let failure = try #require(Support.importFailure(snapshot(children: Limits.maxElements), name: "many.json"))
        #expect(
            failure.description
                == "many.json: a screen holds more than 20000 elements; Rotor reads at most 20000 (capture a smaller part of the app)"
        )
    }

    @Test func emptyAppiumWrapper() throws {
        let failure = try #require(Support.importFailure("<AppiumAUT></AppiumAUT>", name: "empty.xml"))
        #expect(failure.description == "empty.xml:1: <AppiumAUT> holds no elements")
    }
}

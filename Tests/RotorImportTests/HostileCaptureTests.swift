import Foundation
import Testing
import RotorImport
import RotorKit

/// Inputs that are broken or built to hurt: each must end in one `ImportError` naming the file
/// (and the line where one is known), quickly, without reading anything else.
struct HostileCaptureTests {
    private typealias Support = CaptureTestSupport

    @Test func truncatedPageSource() throws {
        let path = Support.realCapturePath("ios_appium_pagesource_shirates_iOS1.xml")
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
        let text = "<\(wrapper)>" + String(repeating: "<\(element)>\n", count: levels)
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
        #expect(failure.description.hasPrefix("xxe.xml:"))
        #expect(!failure.description.contains("root:"))

        // In element text the parser skips the reference; the import succeeds with nothing read.
        let inText = source.replacingOccurrences(
            of: #"label="&secret;" x="0" y="0" width="10" height="10"/>"#,
            with: #"x="0" y="0" width="10" height="10">&secret;</XCUIElementTypeStaticText>"#)
        #expect(inText != source)
        let screen = try Support.importText(inText, name: "xxe-text.xml")
        let texts = Support.allElements(of: screen.root).flatMap { [$0.label, $0.value, $0.visibleText].compactMap { $0 } }
        #expect(!texts.contains { $0.contains("root:") })
    }

    @Test func billionLaughs() throws {
        var entities = #"<!ENTITY lol0 "lol">"#
        for level in 1...9 {
            let reference = "&lol\(level - 1);"
            entities += "\n<!ENTITY lol\(level) \"\(String(repeating: reference, count: 10))\">"
        }
        let source = """
            <?xml version="1.0"?>
            <!DOCTYPE hierarchy [
            \(entities)
            ]>
            <hierarchy><node class="android.widget.TextView" text="&lol9;" bounds="[0,0][1,1]"/></hierarchy>
            """
        var failure: ImportError?
        let elapsed = ContinuousClock().measure {
            failure = Support.importFailure(source, name: "laughs.xml")
        }
        let error = try #require(failure)
        #expect(error.description.hasPrefix("laughs.xml:"))
        #expect(elapsed < .seconds(5))
    }

    @Test func emptyAppiumWrapper() throws {
        let failure = try #require(Support.importFailure("<AppiumAUT></AppiumAUT>", name: "empty.xml"))
        #expect(failure.description == "empty.xml:1: <AppiumAUT> holds no elements")
    }
}

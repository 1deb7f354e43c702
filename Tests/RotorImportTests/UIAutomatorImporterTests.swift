import RotorKit
import Testing

@testable import RotorImport

struct UIAutomatorImporterTests {
    private typealias Support = CaptureTestSupport

    @Test func readsUiAutomator2PageSourceWithClassNameTags() throws {
        let source = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
            <hierarchy index="0" class="hierarchy" rotation="0" width="1080" height="2400">
              <android.widget.FrameLayout index="0" package="com.example" class="android.widget.FrameLayout" text="" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" long-clickable="false" password="false" selected="false" bounds="[0,0][1080,2400]" displayed="true" a11y-important="true" heading="false" pane-title="Sign in">
                <android.widget.TextView index="0" class="android.widget.TextView" text="Welcome back" content-desc="" heading="true" bounds="[48,120][1032,220]" displayed="true"/>
                <android.widget.EditText index="1" class="android.widget.EditText" text="Email" hint="Email" showing-hint="true" content-desc="" clickable="true" focusable="true" resource-id="com.example:id/email" bounds="[48,260][1032,400]"/>
                <android.widget.EditText index="2" class="android.widget.EditText" text="••••••" hint="Password" password="true" content-desc="Password" clickable="true" focusable="true" bounds="[48,440][1032,580]"/>
                <com.google.android.material.switchmaterial.SwitchMaterial index="3" text="Remember me" checkable="true" checked="true" clickable="true" bounds="[48,620][1032,740]"/>
                <android.widget.Button index="4" class="android.widget.Button" text="Continue" clickable="true" enabled="false" bounds="[48,800][1032,940]"/>
                <android.widget.TextView index="5" class="android.widget.TextView" text="Offline" displayed="false" bounds="[0,0][0,0]"/>
                <android.widget.ImageView index="6" class="android.widget.ImageView" content-desc="Decoration" a11y-important="false" bounds="[0,2000][1080,2400]"/>
              </android.widget.FrameLayout>
            </hierarchy>
            """
        let screen = try Support.importText(source, name: "uia2.xml")
        #expect(screen.sourceFormat == .uiautomator)
        #expect(screen.platform == .android)
        #expect(screen.title == "Sign in")
        #expect(screen.size == Size(width: 1080, height: 2400))
        let nodes = screen.root.children
        #expect(nodes.count == 7)

        #expect(nodes[0].traits == [.staticText, .header])
        #expect(nodes[0].isAccessibilityElement)

        #expect(nodes[1].traits == [.editBox])
        #expect(nodes[1].label == nil)
        #expect(nodes[1].value == nil, "showing-hint: the text is the hint")
        #expect(nodes[1].placeholder == "Email")
        #expect(nodes[1].identifier == "com.example:id/email")

        #expect(nodes[2].traits == [.editBox, .secureTextField])
        #expect(nodes[2].label == "Password")
        #expect(nodes[2].value == "••••••")
        #expect(nodes[2].placeholder == "Password")

        #expect(nodes[3].type == "com.google.android.material.switchmaterial.SwitchMaterial", "the tag names the class")
        #expect(nodes[3].traits == [.toggle])
        #expect(nodes[3].isChecked == true)
        #expect(nodes[3].label == "Remember me")

        #expect(nodes[4].traits == [.button])
        #expect(nodes[4].isEnabled == false)
        #expect(nodes[4].isAccessibilityElement)

        #expect(nodes[5].isHidden)
        #expect(nodes[6].isAccessibilityElement == false, "a11y-important=\"false\"")
    }

    @Test func unlabelledClickableNodesStayUnnamed() throws {
        let source = """
            <hierarchy rotation="0">
              <node index="0" text="" class="android.widget.FrameLayout" content-desc="" clickable="false" bounds="[0,0][1080,1920]">
                <node index="0" text="" class="android.widget.ImageButton" content-desc="" clickable="true" NAF="true" bounds="[0,0][144,144]"/>
                <node index="1" text="" class="android.widget.FrameLayout" content-desc="" clickable="true" bounds="[0,200][1080,400]">
                  <node index="0" text="" class="android.widget.ImageView" content-desc="" clickable="false" bounds="[0,200][200,400]"/>
                </node>
                <node index="2" text="" class="android.widget.LinearLayout" content-desc="" clickable="true" bounds="[0,400][1080,600]">
                  <node index="0" text="Title" class="android.widget.TextView" bounds="[0,400][1080,500]"/>
                  <node index="1" text="" class="android.widget.TextView" content-desc="Subtitle" bounds="[0,500][1080,600]"/>
                </node>
              </node>
            </hierarchy>
            """
        let screen = try Support.importText(source, name: "naf.xml")
        let nodes = screen.root.children
        #expect(nodes[0].traits == [.button])
        #expect(nodes[0].label == nil && nodes[0].visibleText == nil)
        #expect(nodes[0].isAccessibilityElement, "an unnamed control still takes focus")
        #expect(nodes[1].isAccessibilityElement)
        #expect(nodes[1].visibleText == nil)
        #expect(nodes[2].visibleText == "Title, Subtitle")
        #expect(Support.reachableElements(of: screen.root).count == 3)
    }

    @Test func severalWindowsShareOneContainerRoot() throws {
        let source = """
            <hierarchy rotation="0">
              <node index="0" class="android.widget.FrameLayout" package="com.android.systemui" bounds="[0,0][1080,63]">
                <node index="0" class="android.widget.TextView" text="9:41" bounds="[20,0][120,63]"/>
              </node>
              <node index="0" class="android.widget.FrameLayout" package="com.example" bounds="[0,63][1080,2337]"/>
            </hierarchy>
            """
        let screen = try Support.importText(source, name: "windows.xml")
        #expect(screen.root.type == "hierarchy")
        #expect(screen.root.children.count == 2)
        #expect(screen.size == Size(width: 1080, height: 2337))
        #expect(screen.root.frame == Rect(x: 0, y: 0, width: 1080, height: 2337))
        #expect(screen.root.isAccessibilityElement == false)
    }

    @Test func convertsCornerBoundsToFrames() {
        #expect(UIAutomatorImporter.bounds("[0,63][1080,1794]") == Rect(x: 0, y: 63, width: 1080, height: 1731))
        #expect(UIAutomatorImporter.bounds("[-10,0][20,5]") == Rect(x: -10, y: 0, width: 30, height: 5))
        #expect(UIAutomatorImporter.bounds("[0,0][1080") == nil)
        #expect(UIAutomatorImporter.bounds("[0,0][1080,x]") == nil)
        #expect(UIAutomatorImporter.bounds("[0,0,1080,1920]") == nil)
        #expect(UIAutomatorImporter.bounds("[0,0][1,2][3,4]") == nil)
    }

    @Test func refusesBadBoundsNamingFileAndLine() throws {
        let source = """
            <hierarchy rotation="0">
              <node index="0" class="android.widget.FrameLayout" bounds="[0,0][1080,1920]">
                <node index="0" class="android.widget.Button" text="OK" bounds="[0,0][1080"/>
              </node>
            </hierarchy>
            """
        let failure = try #require(Support.importFailure(source, name: "bad-bounds.xml"))
        #expect(failure.description.hasPrefix("bad-bounds.xml:3:"))
        #expect(failure.message.contains("[0,0][1080"))
    }

    @Test func refusesXMLThatIsNotADump() throws {
        let failure = try #require(Support.importFailure("<svg/>", name: "picture.svg", format: .uiautomator))
        #expect(failure.description.hasPrefix("picture.svg:1: "))
    }
}

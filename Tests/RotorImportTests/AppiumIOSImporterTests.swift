import RotorImport
import RotorKit
import Testing

struct AppiumIOSImporterTests {
    private typealias Support = CaptureTestSupport

    @Test func readsWebDriverAgentSourceWithoutTheAppiumWrapper() throws {
        let source = """
            <?xml version="1.0" encoding="UTF-8"?>
            <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Mail" label="Mail" enabled="true" visible="true" x="0" y="0" width="390" height="844">
              <XCUIElementTypeWindow type="XCUIElementTypeWindow" enabled="true" visible="true" x="0" y="0" width="390" height="844">
                <XCUIElementTypeNavigationBar type="XCUIElementTypeNavigationBar" name="Inbox" enabled="true" visible="true" x="0" y="47" width="390" height="44">
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Mailboxes" label="Mailboxes" enabled="true" visible="true" x="0" y="47" width="110" height="44"/>
                </XCUIElementTypeNavigationBar>
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Line one&#10;Line two" label="Line one&#10;Line two" value="Line one&#10;Line two" enabled="true" visible="true" x="16" y="100" width="300" height="40"/>
              </XCUIElementTypeWindow>
            </XCUIElementTypeApplication>
            """
        let screen = try Support.importText(source, name: "wda-source.xml")
        #expect(screen.sourceFormat == .appiumIOS)
        #expect(screen.root.type == "Application")
        #expect(screen.size == Size(width: 390, height: 844))
        #expect(screen.title == "Inbox")
        let back = try #require(Support.first(in: screen) { $0.label == "Mailboxes" })
        #expect(back.traits == [.backButton])
        let text = try #require(Support.first(in: screen) { $0.type == "StaticText" })
        #expect(text.label == "Line one\nLine two")
        #expect(text.value == nil)
    }

    @Test func readsTraitsAndPlaceholderValueOfNewerWebDriverAgent() throws {
        let source = """
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0" traits="">
                <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Checkout" label="Checkout" value="Checkout" enabled="true" visible="true" accessible="true" x="16" y="60" width="200" height="30" index="0" traits="Header"/>
                <XCUIElementTypeTextField type="XCUIElementTypeTextField" name="email" value="Email" placeholderValue="Email" enabled="true" visible="true" accessible="true" x="16" y="100" width="358" height="44" index="1" traits=""/>
                <XCUIElementTypeTextField type="XCUIElementTypeTextField" name="coupon" value="SPRING" placeholderValue="Coupon" enabled="true" visible="true" accessible="true" x="16" y="150" width="358" height="44" index="2" traits=""/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="Card" label="Card" enabled="true" visible="true" accessible="true" x="16" y="200" width="100" height="44" index="3" traits="Button, Selected"/>
                <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" name="Gift wrap" label="Gift wrap" value="1" enabled="true" visible="true" accessible="true" x="16" y="250" width="51" height="31" index="4" traits="button"/>
                <XCUIElementTypeButton type="XCUIElementTypeButton" name="pay" label="Pay" enabled="false" visible="true" accessible="true" x="16" y="300" width="358" height="44" index="5" traits=" not enabled ,BUTTON, SomeFutureTrait"/>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        let screen = try Support.importText(source, name: "wda-traits.xml")
        let children = screen.root.children
        #expect(children.count == 6)

        #expect(children[0].traits == [.header], "listed traits replace the type's")
        #expect(children[0].value == nil)

        #expect(children[1].placeholder == "Email")
        #expect(children[1].value == nil, "an empty field reports its placeholder as value")
        #expect(children[1].identifier == "email")
        #expect(children[1].label == nil)
        #expect(children[1].traits == [.textField], "no public trait says text field, so the type still does")

        #expect(children[2].value == "SPRING")
        #expect(children[2].placeholder == "Coupon")

        #expect(children[3].traits == [.button, .selected])
        #expect(children[3].isSelected)

        #expect(children[4].traits == [.button, .switchButton])
        #expect(children[4].value == "1")

        #expect(children[5].traits == [.button, .notEnabled])
        #expect(children[5].isEnabled == false)
        #expect(children[5].identifier == "pay")
        #expect(children[5].label == "Pay")
    }

    @Test func infersAccessibilityWhenTheCaptureDoesNotSayIt() throws {
        let source = """
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" x="0" y="0" width="390" height="844">
                <XCUIElementTypeOther type="XCUIElementTypeOther" name="Title Subtitle" label="Title Subtitle" x="0" y="0" width="390" height="100">
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Title" label="Title" value="Title" x="0" y="0" width="390" height="50"/>
                  <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" name="Subtitle" label="Subtitle" value="Subtitle" x="0" y="50" width="390" height="50"/>
                </XCUIElementTypeOther>
                <XCUIElementTypeOther type="XCUIElementTypeOther" name="Rating: 4 stars" label="Rating: 4 stars" x="0" y="100" width="390" height="40"/>
                <XCUIElementTypeImage type="XCUIElementTypeImage" name="hero" x="0" y="140" width="390" height="200"/>
                <XCUIElementTypeImage type="XCUIElementTypeImage" name="Product photo" label="Product photo" x="0" y="340" width="390" height="200"/>
                <XCUIElementTypeScrollView type="XCUIElementTypeScrollView" x="0" y="540" width="390" height="300">
                  <XCUIElementTypeOther type="XCUIElementTypeOther" value="0%" name="Vertical scroll bar, 2 pages" label="Vertical scroll bar, 2 pages" x="380" y="540" width="10" height="300"/>
                </XCUIElementTypeScrollView>
                <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" name="Tab Bar" label="Tab Bar" x="0" y="760" width="390" height="84">
                  <XCUIElementTypeButton type="XCUIElementTypeButton" name="Home" label="Home" selected="true" x="0" y="760" width="195" height="50"/>
                </XCUIElementTypeTabBar>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        let screen = try Support.importText(source, name: "inferred.xml")
        let accessible = Support.reachableElements(of: screen.root).map { $0.label ?? $0.identifier ?? "?" }
        #expect(accessible == ["Title", "Subtitle", "Rating: 4 stars", "Product photo", "Home"])
        let home = try #require(Support.first(in: screen) { $0.label == "Home" })
        #expect(home.traits == [.button, .tab])
        #expect(home.isSelected)
    }

    @Test func refusesXMLThatIsNotAnAppiumPageSource() throws {
        let failure = try #require(Support.importFailure("<html><body/></html>", name: "page.html", format: .appiumIOS))
        #expect(failure.description.hasPrefix("page.html:1: "))
        #expect(failure.message.contains("<html>"))
        let undetected = try #require(Support.importFailure("<html><body/></html>", name: "page.html"))
        #expect(undetected.description.hasPrefix("page.html: unknown capture format"))
    }

    @Test func refusesAFrameThatIsNotANumber() throws {
        let source = """
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication" x="0" y="0" width="390" height="844">
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="OK" x="zero" y="0" width="10" height="10"/>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """
        let failure = try #require(Support.importFailure(source, name: "bad-frame.xml"))
        #expect(failure.description.hasPrefix("bad-frame.xml:3: "))
        #expect(failure.message.contains("x=\"zero\""))
    }
}

import Foundation
import RotorImport
import RotorKit
import RotorTestSupport
import Testing

/// The six real captures in the team's shared folder (`Shared.realCaptures`), imported with their
/// format detected. Every expected value here was checked by reading the capture itself.
@Suite(.needsShared(.realCaptures))
struct RealCaptureImportTests {
    private typealias Support = CaptureTestSupport

    @Test(arguments: [
        ("ios_appium_pagesource_NicolasMassart_rn_ios16.2.xml", "appium-ios", 94, 40),
        ("ios_appium_pagesource_shirates_SettingsTopScreen.xml", "appium-ios", 93, 16),
        ("ios_appium_pagesource_shirates_AccessibilityScreen.xml", "appium-ios", 60, 12),
        ("ios_appium_pagesource_shirates_iOS1.xml", "appium-ios", 70, 35),
        ("ios_xcuielement_debugDescription_workco_testpilot.txt", "xcui-debug-description", 34, 9),
        ("android_uiautomator_dump_Matth33w_js-adb_launcher.xml", "uiautomator", 25, 5),
    ])
    func importsWithDetectedFormat(file: String, format: String, elements: Int, reachable: Int) throws {
        let screen = try Support.importRealCapture(file)
        #expect(screen.sourceFormat?.rawValue == format)
        #expect(screen.sourceFile?.hasSuffix(file) == true)
        #expect(Support.allElements(of: screen.root).count == elements)
        #expect(Support.reachableElements(of: screen.root).count == reachable)
    }

    // MARK: Appium iOS

    @Test func reactNativeCaptureUsesItsAccessibleAttribute() throws {
        let screen = try Support.importRealCapture("ios_appium_pagesource_NicolasMassart_rn_ios16.2.xml")
        #expect(screen.platform == .ios)
        #expect(screen.size == Size(width: 375, height: 812))
        #expect(screen.title == nil, "no navigation bar; the application's name \"appium\" is not a title")
        #expect(screen.root.type == "Application")
        #expect(screen.root.label == "appium")

        let appInfo = try #require(Support.first(in: screen) { $0.label == "App info" && $0.type == "StaticText" })
        #expect(appInfo.value == nil, "StaticText repeats its text in value")
        #expect(appInfo.visibleText == "App info")
        #expect(appInfo.identifier == nil, "name equals label, so there is no identifier")
        #expect(appInfo.frame == Rect(x: 24, y: 76, width: 327, height: 29))
        #expect(appInfo.traits == [.staticText])

        // Containers carry the combined label of their texts but say accessible="false".
        let container = try #require(Support.first(in: screen) { $0.label == "Nesting 37 Touches 0" })
        #expect(container.isAccessibilityElement == false)
        let scrollBar = try #require(Support.first(in: screen) { $0.label == "Vertical scroll bar, 1 page" })
        #expect(scrollBar.isAccessibilityElement == false)

        // visible="false" for text scrolled off screen: VoiceOver still reads it.
        let offScreen = try #require(Support.first(in: screen) { $0.label == "L0" && $0.type == "StaticText" })
        #expect(offScreen.isHidden == false)
        #expect(offScreen.isAccessibilityElement)
    }

    @Test func inferenceAgreesWithTheReactNativeCaptureStatedAccessibility() throws {
        // Without its `accessible` attributes, the inference must reach the same elements, except
        // "L36": WebDriverAgent cut the tree below it at depth 50, so it looks like a labelled leaf.
        let path = Support.realCapturePath("ios_appium_pagesource_NicolasMassart_rn_ios16.2.xml")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let stripped = text.replacingOccurrences(
            of: #" accessible="(true|false)""#, with: "", options: .regularExpression)
        #expect(stripped != text)
        let stated = Support.allElements(of: try CaptureImporter.importScreen(path: path).root)
        let inferred = Support.allElements(of: try Support.importText(stripped, name: "rn-without-accessible.xml").root)
        #expect(stated.count == inferred.count)
        let disagreements = zip(stated, inferred).filter { $0.isAccessibilityElement != $1.isAccessibilityElement }
        #expect(disagreements.map(\.0.label) == ["L36"])
    }

    @Test func settingsTopScreen() throws {
        let screen = try Support.importRealCapture("ios_appium_pagesource_shirates_SettingsTopScreen.xml")
        #expect(screen.size == Size(width: 390, height: 844))
        #expect(screen.title == "Settings")

        let signIn = try #require(
            Support.first(in: screen) { $0.type == "Cell" && $0.label == "Sign in to your iPhone" })
        #expect(signIn.isAccessibilityElement)
        #expect(signIn.value == "Set up iCloud, the App Store, and more.")
        let accountText = try #require(signIn.children.first { $0.type == "StaticText" })
        #expect(accountText.identifier == "APPLE_ACCOUNT")
        #expect(accountText.label == "Sign in to your iPhone")

        // An image with a name but no label: the name is its identifier and VoiceOver skips it.
        let monogram = try #require(Support.first(in: screen) { $0.identifier == "SilhouetteMonogram" })
        #expect(monogram.label == nil)
        #expect(monogram.isAccessibilityElement == false)
        #expect(monogram.isHidden == false, "visible=\"false\" is not hidden")

        let chevron = try #require(Support.first(in: screen) { $0.label == "chevron" })
        #expect(chevron.isEnabled == false)

        let largeTitle = try #require(Support.first(in: screen) { $0.type == "StaticText" && $0.label == "Settings" })
        #expect(largeTitle.traits == [.staticText, .header])
        #expect(
            Support.first(in: screen) { $0.label == "Siri & Search" && $0.type == "Cell" } != nil, "entities decoded")
    }

    @Test func accessibilityScreenSeparatesIdentifierFromLabel() throws {
        let screen = try Support.importRealCapture("ios_appium_pagesource_shirates_AccessibilityScreen.xml")
        #expect(screen.size == Size(width: 375, height: 667))
        #expect(screen.title == "Accessibility")

        let displayText = try #require(Support.first(in: screen) { $0.identifier == "DISPLAY_AND_TEXT" })
        #expect(displayText.type == "StaticText")
        #expect(displayText.label == "Display & Text Size")
        #expect(displayText.value == nil)
        #expect(displayText.visibleText == "Display & Text Size")
        let cell = try #require(Support.first(in: screen) { $0.type == "Cell" && $0.label == "Display & Text Size" })
        #expect(cell.identifier == nil)
        #expect(cell.isAccessibilityElement)

        let back = try #require(Support.first(in: screen) { $0.type == "Button" && $0.label == "Settings" })
        #expect(back.traits == [.backButton])

        // Section header: the outer view has only a name (its identifier), the inner one the label.
        let header = try #require(Support.first(in: screen) { $0.identifier == "VISION" })
        #expect(header.label == nil)
        #expect(header.isAccessibilityElement == false)
        #expect(header.children.first?.label == "VISION")
        #expect(header.children.first?.isAccessibilityElement == true)

        let textSizeImage = try #require(
            Support.first(in: screen) { $0.type == "Image" && $0.identifier == "Text Size" })
        #expect(textSizeImage.isHidden == false)
    }

    @Test func iOS1HasAnUnnamedBackButton() throws {
        let screen = try Support.importRealCapture("ios_appium_pagesource_shirates_iOS1.xml")
        #expect(screen.title == "Text2")
        let navigationBar = try #require(Support.first(in: screen) { $0.type == "NavigationBar" })
        let back = try #require(navigationBar.children.first)
        #expect(back.type == "Button")
        #expect(back.label == nil)
        #expect(back.identifier == nil)
        #expect(back.traits == [.backButton])
        #expect(back.isAccessibilityElement)
        #expect(back.frame == Rect(x: 8, y: 20, width: 39, height: 44))
        #expect(navigationBar.children.last?.traits == [.button], "Skip, at the trailing edge, is a plain button")

        let firstName = try #require(Support.first(in: screen) { $0.type == "TextField" && $0.value == "First Name" })
        #expect(firstName.label == nil, "label=\"\" is no label")
        let register = try #require(Support.first(in: screen) { $0.label == "Register" })
        #expect(register.isEnabled == false)
        let wifi = try #require(Support.first(in: screen) { $0.label == "3 of 3 Wi-Fi bars" })
        #expect(wifi.isAccessibilityElement)
        #expect(wifi.value == "SSID")
        // Empty error-message labels have nothing to read.
        let emptyTexts = Support.allElements(of: screen.root).filter {
            $0.type == "StaticText" && $0.label == nil && $0.identifier == nil
        }
        #expect(emptyTexts.count == 8)
        #expect(emptyTexts.allSatisfy { !$0.isAccessibilityElement })
    }

    // MARK: debugDescription

    @Test func debugDescriptionTabBar() throws {
        let screen = try Support.importRealCapture("ios_xcuielement_debugDescription_workco_testpilot.txt")
        #expect(screen.platform == .ios)
        #expect(screen.size == Size(width: 393, height: 852), "from the main window: the application line has no frame")
        #expect(screen.root.type == "Application")
        #expect(screen.root.label == "Test App")
        #expect(screen.title == nil, "the application's label is the app's name, not the screen's title")
        #expect(
            Support.allElements(of: screen.root).filter { $0.type == "Application" }.count == 1,
            "Path to element and Query chain are not elements")
        #expect(screen.root.children.first?.type == "Window")

        let tabBar = try #require(Support.first(in: screen) { $0.type == "TabBar" })
        #expect(tabBar.traits == [.tabBar])
        #expect(tabBar.isAccessibilityElement == false)
        let tabs = tabBar.children.filter { $0.type == "Button" }
        #expect(tabs.map(\.label) == ["News", "Explore", "Leaderboard", "Watch", "Profile"])
        #expect(tabs.filter(\.isSelected).map(\.label) == ["Explore"])
        #expect(tabs.allSatisfy { $0.traits == [.button, .tab] && $0.isAccessibilityElement })
        let explore = try #require(tabs.first { $0.label == "Explore" })
        #expect(explore.frame == Rect(x: 81, y: 770, width: 74, height: 48))
        #expect(explore.source?.line == 29)
        let exploreIcon = try #require(explore.children.first)
        #expect(exploreIcon.identifier == "Explore")
        #expect(exploreIcon.label == nil)
        #expect(exploreIcon.isAccessibilityElement == false)

        // A labelled view above labelled children is not itself an element; the children are read.
        let sponsor = try #require(Support.first(in: screen) { $0.label == "App presented by sponsor" })
        #expect(sponsor.isAccessibilityElement == false)
        #expect(sponsor.children.map(\.isAccessibilityElement) == [true, true])
        let menu = try #require(Support.first(in: screen) { $0.label == "Menu" })
        #expect(menu.frame == Rect(x: 20, y: 59, width: 55, height: 40))
    }

    // MARK: uiautomator

    @Test func uiautomatorLauncher() throws {
        let screen = try Support.importRealCapture("android_uiautomator_dump_Matth33w_js-adb_launcher.xml")
        #expect(screen.platform == .android)
        #expect(screen.size == Size(width: 1080, height: 1794))
        #expect(screen.root.type == "android.widget.FrameLayout")

        // The clickable card has no text and no description (a real defect); TalkBack reads the
        // date inside it, so that is its visible text.
        let card = try #require(
            Support.first(in: screen) { $0.type == "android.widget.LinearLayout" && $0.isClickable })
        #expect(card.label == nil)
        #expect(card.visibleText == "Fri, Apr 21")
        #expect(card.isAccessibilityElement)
        #expect(card.frame == Rect(x: 77, y: 84, width: 968, height: 253))
        let clock = try #require(
            Support.first(in: screen) { $0.identifier == "com.google.android.apps.nexuslauncher:id/clock" })
        #expect(clock.isAccessibilityElement == false, "read as part of the card")
        #expect(clock.traits == [.staticText])

        // The pager is long-clickable but has nothing to say: focus passes to the card inside.
        let pager = try #require(Support.first(in: screen) { $0.type == "androidx.viewpager.widget.ViewPager" })
        #expect(pager.isLongClickable)
        #expect(pager.isAccessibilityElement == false)

        let messages = try #require(Support.first(in: screen) { $0.label == "Messages" })
        #expect(messages.isClickable && messages.isLongClickable)
        #expect(messages.isAccessibilityElement)
        #expect(messages.isChecked == nil, "not checkable")
        #expect(messages.frame == Rect(x: 237, y: 1382, width: 202, height: 166))

        let home = try #require(Support.first(in: screen) { $0.label == "Home" })
        #expect(home.isAccessibilityElement, "a description with no actionable ancestor")
        let voiceSearch = try #require(Support.first(in: screen) { $0.label == "Voice search" })
        #expect(voiceSearch.traits == [.image])
        #expect(voiceSearch.isClickable)
        let reachable = Support.reachableElements(of: screen.root).map { $0.label ?? $0.visibleText ?? "?" }
        #expect(reachable == ["Fri, Apr 21", "Home", "Messages", "Chrome", "Search"])
    }
}

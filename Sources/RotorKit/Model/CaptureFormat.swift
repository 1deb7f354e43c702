/// The formats a screen can be read from. The raw value is the name `--input-format` takes and the
/// name reports give; rules read it to know what a format leaves out (see `Screen.listsEveryTrait`).
public enum CaptureFormat: String, CaseIterable, Sendable {
    case rotorSnapshot = "rotor-snapshot"
    case appiumIOS = "appium-ios"
    case xcuiDebugDescription = "xcui-debug-description"
    case xcuiSnapshot = "xcui-snapshot"
    case uiautomator = "uiautomator"
    case interfaceBuilder = "interface-builder"

    public var displayName: String {
        switch self {
        case .rotorSnapshot: return "Rotor snapshot JSON"
        case .appiumIOS: return "Appium / WebDriverAgent iOS page source"
        case .xcuiDebugDescription: return "XCUIApplication debugDescription"
        case .xcuiSnapshot: return "XCUIElementSnapshot dictionaryRepresentation JSON"
        case .uiautomator: return "Android uiautomator dump / Appium UiAutomator2 page source"
        case .interfaceBuilder: return "Interface Builder storyboard or xib"
        }
    }
}

import Foundation

/// An sRGB colour with alpha, each component in 0...1.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Reads `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex.trimmingCharacters(in: .whitespaces))
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded: String
        switch digits.count {
        case 3: expanded = digits.map { "\($0)\($0)" }.joined() + "ff"
        case 6: expanded = String(digits) + "ff"
        case 8: expanded = String(digits)
        default: return nil
        }
        guard let value = UInt32(expanded, radix: 16) else { return nil }
        self.init(
            red: Double((value >> 24) & 0xff) / 255,
            green: Double((value >> 16) & 0xff) / 255,
            blue: Double((value >> 8) & 0xff) / 255,
            alpha: Double(value & 0xff) / 255
        )
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        func byte(_ component: Double) -> String {
            String(format: "%02X", Int((min(max(component, 0), 1) * 255).rounded()))
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? rgb : rgb + byte(alpha)
    }
}

extension Color {
    /// WCAG relative luminance of the opaque colour.
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// This colour drawn over `background` (which is taken as opaque).
    public func composited(over background: Color) -> Color {
        Color(
            red: red * alpha + background.red * (1 - alpha),
            green: green * alpha + background.green * (1 - alpha),
            blue: blue * alpha + background.blue * (1 - alpha))
    }

    /// WCAG contrast ratio, 1…21, of this colour drawn over `background`.
    public func contrastRatio(over background: Color) -> Double {
        let opaqueBackground =
            background.alpha < 1 ? background.composited(over: Color(red: 1, green: 1, blue: 1)) : background
        let lighter = max(composited(over: opaqueBackground).relativeLuminance, opaqueBackground.relativeLuminance)
        let darker = min(composited(over: opaqueBackground).relativeLuminance, opaqueBackground.relativeLuminance)
        return (lighter + 0.05) / (darker + 0.05)
    }
}

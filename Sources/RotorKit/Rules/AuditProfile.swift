import Foundation

/// Thresholds a rule compares against. Rules hold no numbers of their own, so one rule serves
/// WCAG, Apple's and Android's guidance alike.
public struct AuditProfile: Sendable, Hashable, Encodable {
    public var id: String
    public var displayName: String
    /// Smallest target side, in points (dp on Android).
    public var minimumTargetSize: Double
    /// WCAG 2.5.8's spacing exception: an undersized target passes when a circle of the minimum
    /// size centred on it overlaps no other target or its circle.
    public var appliesSpacingException: Bool
    public var minimumTextContrast: Double
    public var minimumLargeTextContrast: Double
    public var minimumNonTextContrast: Double
    /// Text at least this size (points) counts as large; bold text from `largeBoldTextSize`.
    public var largeTextSize: Double
    public var largeBoldTextSize: Double
    /// Labels longer than this many characters are flagged for review.
    public var maximumLabelLength: Int

    public init(
        id: String, displayName: String, minimumTargetSize: Double, appliesSpacingException: Bool,
        minimumTextContrast: Double = 4.5, minimumLargeTextContrast: Double = 3, minimumNonTextContrast: Double = 3,
        largeTextSize: Double = 18, largeBoldTextSize: Double = 14, maximumLabelLength: Int = 80
    ) {
        self.id = id
        self.displayName = displayName
        self.minimumTargetSize = minimumTargetSize
        self.appliesSpacingException = appliesSpacingException
        self.minimumTextContrast = minimumTextContrast
        self.minimumLargeTextContrast = minimumLargeTextContrast
        self.minimumNonTextContrast = minimumNonTextContrast
        self.largeTextSize = largeTextSize
        self.largeBoldTextSize = largeBoldTextSize
        self.maximumLabelLength = maximumLabelLength
    }

    /// WCAG 2.2 AA: 24×24 pt targets with the spacing exception, 4.5:1 and 3:1 contrast.
    public static let wcagAA = AuditProfile(
        id: "wcag-aa", displayName: "WCAG 2.2 AA", minimumTargetSize: 24, appliesSpacingException: true)
    /// Apple's Human Interface Guidelines: 44×44 pt targets.
    public static let appleHIG = AuditProfile(
        id: "apple-hig", displayName: "Apple Human Interface Guidelines", minimumTargetSize: 44,
        appliesSpacingException: false)
    /// Android accessibility guidance: 48×48 dp targets.
    public static let android = AuditProfile(
        id: "android", displayName: "Android accessibility guidelines", minimumTargetSize: 48,
        appliesSpacingException: false)

    public static let all: [AuditProfile] = [.wcagAA, .appleHIG, .android]

    public static func named(_ id: String) -> AuditProfile? {
        all.first { $0.id == id }
    }

    /// A threshold as messages print it, without needless decimals: "4.5", "3", "24".
    public static func formatted(_ value: Double) -> String {
        String(format: "%g", value)
    }
}

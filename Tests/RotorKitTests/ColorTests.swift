import Testing

@testable import RotorKit

/// Colour maths against values WCAG and common checkers publish.
struct ColorTests {
    private func color(_ hex: String) throws -> Color {
        try #require(Color(hex: hex))
    }

    @Test func blackOnWhiteIsTwentyOneToOne() throws {
        let ratio = try color("#000000").contrastRatio(over: color("#FFFFFF"))
        #expect(abs(ratio - 21) < 1e-9)
    }

    @Test func ratioIsSymmetricAndOneForEqualColours() throws {
        let grey = try color("#777777")
        let white = try color("#FFFFFF")
        #expect(abs(grey.contrastRatio(over: white) - white.contrastRatio(over: grey)) < 1e-12)
        #expect(abs(grey.contrastRatio(over: grey) - 1) < 1e-12)
    }

    @Test func greyOnWhiteJustFailsFourAndAHalf() throws {
        // #777777 on white is the well-known near miss: 4.48:1.
        let ratio = try color("#777777").contrastRatio(over: color("#FFFFFF"))
        #expect(abs(ratio - 4.48) < 0.005)
        #expect(ratio < 4.5)
        // #767676 is the lightest grey that passes.
        #expect(try color("#767676").contrastRatio(over: color("#FFFFFF")) >= 4.5)
    }

    @Test func relativeLuminanceOfPrimaries() throws {
        #expect(abs(try color("#FFFFFF").relativeLuminance - 1) < 1e-12)
        #expect(try color("#000000").relativeLuminance == 0)
        #expect(abs(try color("#FF0000").relativeLuminance - 0.2126) < 1e-12)
        #expect(abs(try color("#00FF00").relativeLuminance - 0.7152) < 1e-12)
        #expect(abs(try color("#0000FF").relativeLuminance - 0.0722) < 1e-12)
    }

    @Test func translucentColourIsBlendedOverItsBackground() throws {
        let halfBlack = try color("#00000080")
        let blended = halfBlack.composited(over: try color("#FFFFFF"))
        #expect(blended.hexString == "#7F7F7F")
        #expect(blended.alpha == 1)
        // Translucent text is measured as it looks: blended over the background first.
        let ratio = halfBlack.contrastRatio(over: try color("#FFFFFF"))
        #expect(abs(ratio - blended.contrastRatio(over: try color("#FFFFFF"))) < 1e-12)
    }

    @Test func hexRoundTrips() throws {
        #expect(try color("#1a1a1a").hexString == "#1A1A1A")
        #expect(try color("fff").hexString == "#FFFFFF")
        #expect(try color("#11223344").hexString == "#11223344")
        #expect(Color(hex: "#12345") == nil)
        #expect(Color(hex: "red") == nil)
    }
}

import Foundation
import Testing

@testable import RotorSource

/// The byte searches that replace Foundation's `contains` and `lowercased()` on the lint's hot
/// path: each must answer as the call it replaces on the text a Swift file holds.
struct TextSearchTests {
    private let file = """
        import UIKit

        final class ProfileCell: UITableViewCell {
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                nameLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))
            }
        }
        """

    @Test func findsWordsAnywhereInTheText() {
        for word in ["import", "traitCollectionDidChange", "scaledFont", "17))\n", "}"] {
            #expect(file.containsBytes(word))
        }
        for word in ["ScaledMetric", "preferredFont", "scaledfont", "}}"] {
            #expect(!file.containsBytes(word))
        }
        #expect(!"sca".containsBytes("scaled"))
        #expect("scaled".containsBytes("scaled"))
    }

    @Test func matchesAsLowercasedContainsDoes() {
        let names = [
            "zoomScale", "setZoomScale", "pinchToZoom", "SCALE", "handleDoubleTap", "ImpactFeedback", "vibrate",
            "résuméZoom", "Zoo", "",
        ]
        for name in names {
            for word: StaticString in ["zoom", "scale", "impact", "feedback", "vibrat"] {
                #expect(name.containsASCIICaseInsensitive(word) == name.lowercased().contains("\(word)"))
            }
        }
    }

    @Test func tellsUppercaseStartsAsCharacterDoes() {
        for name in ["Badge", "badge", "_value", "$value", "Écran", "écran", "ΩMeter", "1st", ""] {
            #expect(name.startsUppercase == (name.first?.isUppercase == true))
        }
    }
}

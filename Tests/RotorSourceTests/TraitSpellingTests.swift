import RotorKit
import SwiftParser
import SwiftSyntax
import Testing

@testable import RotorSource

struct TraitSpellingTests {
    /// Every UIKit trait Rotor models is read in each of UIKit's three spellings, from the one
    /// table of UIKit's names; SwiftUI's `is…` names and the toggle's two names too.
    @Test func everySpellingOfATraitIsRead() throws {
        for trait in AccessibilityTrait.uiAccessibilityTraits {
            let capitalised = trait.rawValue.prefix(1).uppercased() + trait.rawValue.dropFirst()
            for spelled in [
                ".\(trait.rawValue)", "UIAccessibilityTraits.\(trait.rawValue)", "UIAccessibilityTrait\(capitalised)",
            ] {
                #expect(traits(in: spelled) == [trait], "\(spelled)")
            }
        }
        #expect(traits(in: "[.isHeader, AccessibilityTraits.isButton]") == [.header, .button])
        #expect(traits(in: ".toggleButton.union(.isToggle)") == [.toggle, .toggle])
        #expect(traits(in: ".isAdjustable").isEmpty, "SwiftUI has no adjustable trait")
    }

    private func traits(in code: String) -> [AccessibilityTrait] {
        let file = Parser.parse(source: "let traits = \(code)")
        guard let value = file.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value
        else {
            return []
        }
        return TraitSpelling.combined(in: value)?.map(\.trait) ?? []
    }
}

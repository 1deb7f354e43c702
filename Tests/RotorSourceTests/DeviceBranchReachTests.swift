import RotorKit
import Testing

@testable import RotorSource

/// Shared SwiftUI code that picks a value for tvOS or a Mac at run time: the branch a device
/// check keeps off iPhone and iPad is not judged, whether the check is written out or a property
/// of the project holds it (known through the project index, in this file or another).
struct DeviceBranchReachTests {
    static let rule = DynamicTypeRule()

    static func lines(_ code: String) -> [Int] {
        let outcome = Linter(rules: [rule]).lint(path: "Picker.swift", text: code)
        guard case .linted(let findings) = outcome else { return [-1] }
        return findings.compactMap(\.location.line)
    }

    @Test func checksWrittenOutKeepTheirBranchOffIOS() {
        let code = """
            import SwiftUI

            struct ChannelBadge: View {
                let name: String
                var body: some View {
                    VStack {
                        Text(name)
                            .font(UIDevice.current.userInterfaceIdiom == .tv ? .system(size: 28) : .caption)
                        if UIDevice.current.userInterfaceIdiom == .mac {
                            Text(name).font(.system(size: 13))
                        }
                        if ProcessInfo.processInfo.isiOSAppOnMac || ProcessInfo.processInfo.isMacCatalystApp {
                            Text(name).font(.system(size: 12))
                        }
                        if UIDevice.current.userInterfaceIdiom != .tv {
                            Text(name).font(.caption)
                        } else {
                            Text(name).font(.system(size: 30))
                        }
                        Text(name)
                            .font(UIDevice.current.userInterfaceIdiom == .pad ? .system(size: 20) : .caption)
                    }
                }
            }
            """
        // An iPad is iOS.
        #expect(Self.lines(code) == [21])
    }

    static let picker = """
        import SwiftUI

        struct LetterBar: View {
            let letters: [String]
            var body: some View {
                VStack {
                    ForEach(letters, id: \\.self) { Text($0) }
                }
                .font(UIDevice.isTV ? .system(size: 22, weight: .semibold) : .footnote)
                .padding(UIDevice.isCompact ? 4 : 8)
                .font(isLarge ? .system(size: 22) : .footnote)
            }
            var isLarge: Bool { letters.count < 5 }
        }
        """

    static let device = """
        import UIKit

        extension UIDevice {
            static var isTV: Bool {
                current.userInterfaceIdiom == .tv
            }
            static var isCompact: Bool { current.userInterfaceIdiom == .phone }
            var isMac: Bool {
                get { userInterfaceIdiom == .mac }
            }
        }
        """

    @Test func aPropertyTheProjectDeclaresAsACheckKeepsItsBranchOffIOS() throws {
        // Alone, the file does not say what `UIDevice.isTV` is: the finding stays.
        #expect(Self.lines(Self.picker) == [9, 11])
        #expect(Self.lines(Self.picker + "\n" + Self.device) == [11])

        let linter = Linter(rules: [Self.rule])
        let view = linter.lintIndexed(path: "LetterBar.swift", text: Self.picker)
        guard case .linted(let candidates) = view.outcome else {
            Issue.record("does not parse")
            return
        }
        let tvFont = try #require(candidates.first { $0.location.line == 9 })
        let condition = try #require(view.conditions[tvFont])
        let checks = linter.lintIndexed(path: "UIDevice+Idiom.swift", text: Self.device).index
        #expect(checks.facts[OffIOSChecks.self] == ["UIDevice.isTV", "UIDevice.isMac"])
        #expect(!ProjectIndex([view.index, checks]).holds(condition))
        #expect(ProjectIndex([view.index]).holds(condition))
        let isLarge = try #require(candidates.first { $0.location.line == 11 })
        #expect(ProjectIndex([view.index, checks]).holds(try #require(view.conditions[isLarge])))
    }
}

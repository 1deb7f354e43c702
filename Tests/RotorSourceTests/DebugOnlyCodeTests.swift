import RotorKit
import Testing

@testable import RotorSource

/// Code the shipped build leaves out: `#if` clauses false in Release (`ReleaseConditions`), and
/// the types only such code creates. Findings there are review items that say so.
struct DebugOnlyCodeTests {
    static let rule = RoleInLabelRule()

    /// Each finding's line, with `r` for a review item in debug-only code.
    static func lines(_ code: String, release: ReleaseConditions = .unknownProject) -> [String] {
        let outcome = Linter(rules: [rule]).lint(path: "Menu.swift", text: code, release: release)
        guard case .linted(let findings) = outcome else { return ["failed"] }
        return findings.map { finding in
            let debugOnly = finding.message.hasPrefix(ReleaseConditions.findingPrefix)
            #expect(debugOnly == (finding.certainty == .needsReview))
            return "\(finding.location.line ?? 0)" + (debugOnly ? "r" : "")
        }
    }

    static let clauses = """
        import UIKit

        final class MenuViewController: UIViewController {
            let crash = UIButton(), share = UIButton(), logs = UIButton(), flags = UIButton()
            let simulator = UIButton(), feedback = UIButton(), menu = UIButton()

            override func viewDidLoad() {
                #if DEBUG
                    crash.accessibilityLabel = "Crash button"
                #endif
                #if !DEBUG
                    share.accessibilityLabel = "Share button"
                #else
                    logs.accessibilityLabel = "Logs button"
                #endif
                #if DEBUG || BETA
                    flags.accessibilityLabel = "Flags button"
                #elseif targetEnvironment(simulator)
                    simulator.accessibilityLabel = "Simulator button"
                #endif
                #if BETA
                    feedback.accessibilityLabel = "Feedback button"
                #endif
                #if !RELEASE
                    menu.accessibilityLabel = "Menu button"
                #endif
            }
        }
        """

    @Test func withNoProjectOnlyDebugAndTheSimulatorAreKnown() {
        // `BETA` and `RELEASE` may be defined anywhere: their code is judged as shipped.
        #expect(Self.lines(Self.clauses) == ["9r", "12", "14r", "17", "19r", "22", "25"])
    }

    @Test func theProjectsFlagsDecideCustomConditions() {
        // Release defines RELEASE; only Beta defines BETA.
        let release = ReleaseConditions(release: ["RELEASE"], others: ["DEBUG", "BETA"])
        #expect(Self.lines(Self.clauses, release: release) == ["9r", "12", "14r", "17r", "19r", "22r", "25r"])
        // A flag no configuration defines (set in an unread file, say) is not known to be off.
        let unknown = ReleaseConditions(release: [], others: ["DEBUG"])
        #expect(Self.lines(Self.clauses, release: unknown) == ["9r", "12", "14r", "17", "19r", "22", "25"])
    }

    @Test func rulesAskTheSameDecision() {
        // A shake handler only debug builds compile (`#else` of `#if !DEBUG`) is a developer's tool.
        let code = """
            import UIKit

            final class FeedViewController: UIViewController {
                #if !DEBUG
                #else
                    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                        present(DebugMenu(), animated: true)
                    }
                #endif
            }
            """
        let outcome = Linter(rules: [MotionAlternativeRule()]).lint(path: "Feed.swift", text: code)
        guard case .linted(let findings) = outcome else { return #expect(Bool(false)) }
        #expect(findings.isEmpty)
    }

    static let home = """
        import UIKit

        final class HomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                #if DEBUG
                    navigationItem.rightBarButtonItem = UIBarButtonItem(
                        title: "Debug", style: .plain, target: self, action: #selector(showDebug))
                #endif
            }

            #if DEBUG
                @objc func showDebug() { show(DebugMenuViewController(), sender: nil) }
            #endif
        }
        """

    static let debugMenu = """
        import UIKit

        final class DebugMenuViewController: UIViewController {
            let logs = UIButton()
            override func viewDidLoad() {
                super.viewDidLoad()
                logs.accessibilityLabel = "Logs button"
                show(LogViewController(), sender: nil)
            }
        }
        """

    static let logViewer = """
        import UIKit

        final class LogViewController: UIViewController {
            let share = UIButton()
            override func viewDidLoad() {
                super.viewDidLoad()
                share.accessibilityLabel = "Share button"
            }
        }
        """

    static let app = """
        import UIKit

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication) {
                window?.rootViewController = HomeViewController()
            }
        }
        """

    /// Each finding of the whole project made of `files` as decided: its file and line, `r` for a
    /// review item in debug-only code.
    static func project(_ files: [String]) -> [String] {
        let linted = files.enumerated().map {
            Linter(rules: [rule]).lintIndexed(path: "F\($0.offset).swift", text: $0.element)
        }
        let index = ProjectIndex(linted.map(\.index), knowsEveryUse: true, mayBeLibrary: false)
        return linted.flatMap { lint -> [String] in
            guard case .linted(let findings) = lint.outcome else { return ["failed"] }
            return findings.compactMap { finding in
                guard let decided = lint.conditions[finding].map({ $0.decide(finding, in: index) }) ?? finding else {
                    return nil
                }
                let debugOnly = decided.certainty == .needsReview
                return "\(decided.location.file ?? ""):\(decided.location.line ?? 0)" + (debugOnly ? "r" : "")
            }
        }
    }

    @Test func typesOnlyDebugCodeCreatesAreDebugOnly() {
        // The menu is created only in `#if DEBUG`, the log viewer only by the menu.
        #expect(Self.project([Self.app, Self.home, Self.debugMenu, Self.logViewer]) == ["F2.swift:7r", "F3.swift:7r"])
        #expect(ProjectIndex([], knowsEveryUse: true).debugOnlyTypes.isEmpty)
    }

    @Test func aTypeShippedCodeAlsoCreatesShips() {
        let support = """
            import UIKit

            final class SupportViewController: UIViewController {
                func showLogs() { show(LogViewController(), sender: nil) }
            }
            """
        #expect(
            Self.project([
                Self.app, Self.home, Self.debugMenu, Self.logViewer,
                support.replacingOccurrences(
                    of: "final class SupportViewController", with: "@objc final class SupportViewController"),
            ])
                == ["F2.swift:7r", "F3.swift:7"])
    }

    @Test func aDebugScreenWithItsOwnNibIsDebugOnly() {
        // `DebugMenuViewController.xib`, whose File's Owner is the menu: loading it is no use by shipped code.
        var nib = SourceFileIndex()
        nib.nibs["DebugMenuViewController"] = ["DebugMenuViewController"]
        let linted = [Self.app, Self.home, Self.debugMenu].enumerated().map {
            Linter(rules: [Self.rule]).lintIndexed(path: "F\($0.offset).swift", text: $0.element)
        }
        let index = ProjectIndex(linted.map(\.index) + [nib], knowsEveryUse: true, mayBeLibrary: false)
        #expect(index.debugOnlyTypes.contains("DebugMenuViewController"))
        // The xib's own findings are the menu's too.
        let inNib = NibUsed(name: "DebugMenuViewController", classes: ["DebugMenuViewController"])
        #expect(index.holds(inNib) && inNib.isDebugOnly(in: index))
        // A nib whose class no code names (loaded through a system class) leaves it shipped.
        var unnamed = SourceFileIndex()
        unnamed.nibs["BannerView"] = ["BannerView", "UIView"]
        unnamed.declaredTypes = ["BannerView"]
        let alone = ProjectIndex(linted.map(\.index) + [unnamed], knowsEveryUse: true, mayBeLibrary: false)
        #expect(!alone.debugOnlyTypes.contains("BannerView"))
    }

    @Test func aTypeDeclaredOnlyInDebugCodeIsDebugOnlyInAFileAlone() {
        let code = """
            #if DEBUG
                import UIKit

                final class FlagsViewController: UIViewController {
                    let reset = UIButton()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        reset.accessibilityLabel = "Reset button"
                    }
                }
            #endif
            """
        #expect(Self.lines(code) == ["8r"])
    }
}

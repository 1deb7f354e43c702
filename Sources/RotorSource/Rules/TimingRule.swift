import RotorKit
import SwiftSyntax

/// A time limit the app sets (signing out after inactivity, ending a session, closing a screen) can
/// be turned off, adjusted or extended: at least, the person is warned and can ask for more time.
public struct TimingRule: SourceRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "timing",
        title: "Time limits can be extended",
        criteria: ["2.2.1"],
        platforms: [.ios],
        defaultSeverity: .warning,
        success:
            "Before a session times out the person is warned (an alert saying they are about to be signed out) and "
            + "can extend it with one simple action, or can turn the limit off or make it at least ten times longer. "
            + "Real-time limits (an auction, a ticket hold) are exempt.",
        failure:
            "A timer or delayed call signs the person out, ends their session or closes what they are reading with no "
            + "warning and no way to ask for more time: people who read, type or move slowly, or who use VoiceOver, "
            + "lose their work.",
        limitations:
            "Reported for review: Rotor cannot tell a real-time or essential limit from an arbitrary one. Work is "
            + "recognised by names (signOut, logout, a session that expires or times out, dismiss) in the timer's block, the delayed closure, "
            + "the code after a Task.sleep, or the selector's method in the same file; a warning or extension path is "
            + "recognised by names (warn, extend, renew, keep alive, reset timer) anywhere in the same type, including its "
            + "extensions in the file, or by an alert whose method names or says the limit (session, timer, signed out, "
            + "expiry); an alert about anything else, such as an error, does not count. Limits kept by a server are not seen. Closing a screen after less "
            + "than 5 seconds (a confirmation that goes away) is not reported.",
        guideline: "Operable › Timing Adjustable (WCAG 2.2.1 - Level A)")

    public let sourceExamples: [SourceExample] = [
        .triggering(
            "an inactivity timer that signs out without warning",
            """
            final class SessionMonitor {
                private var timer: Timer?

                func userDidInteract() {
                    timer?.invalidate()
                    timer = ↓Timer.scheduledTimer(withTimeInterval: 300, repeats: false) { [weak self] _ in
                        self?.auth.signOut()
                    }
                }
            }
            """),
        .triggering(
            "a timer that calls a method that ends the session",
            """
            final class AccountViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    ↓Timer.scheduledTimer(timeInterval: 120, target: self, selector: #selector(sessionDidExpire), userInfo: nil, repeats: false)
                }

                @objc private func sessionDidExpire() {
                    navigationController?.popToRootViewController(animated: true)
                }
            }
            """),
        .triggering(
            "a SwiftUI offer that closes itself",
            """
            struct OfferSheet: View {
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    OfferDetails()
                        .task {
                            try? await ↓Task.sleep(for: .seconds(20))
                            dismiss()
                        }
                }
            }
            """),
        .triggering(
            "a screen whose only alert reports errors",
            """
            final class StatementsViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    ↓DispatchQueue.main.asyncAfter(deadline: .now() + 900) { [weak self] in self?.session.logOut() }
                }

                private func presentError(_ error: Error) {
                    let alert = UIAlertController(title: "Something went wrong", message: nil, preferredStyle: .alert)
                    present(alert, animated: true)
                }
            }
            """),
        .nonTriggering(
            "a warning with a way to stay signed in, and an extension on user activity",
            """
            final class SessionMonitor {
                private var timer: Timer?

                func start() {
                    timer = Timer.scheduledTimer(withTimeInterval: 270, repeats: false) { [weak self] _ in
                        self?.showTimeoutWarning()
                    }
                }

                private func showTimeoutWarning() {
                    let alert = UIAlertController(title: "Still there?", message: "You will be signed out in 30 seconds.", preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Stay Signed In", style: .default) { _ in self.start() })
                    presenter?.present(alert, animated: true)
                    DispatchQueue.main.asyncAfter(deadline: .now() + 30) { [weak self] in self?.auth.signOut() }
                }
            }
            """),
        .nonTriggering(
            "a confirmation that closes after a moment, and a timer that refreshes content",
            """
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                self.dismiss(animated: true)
            }
            Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in
                self.reloadPrices()
            }
            """),
    ]

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        TimingChecker(file: file, metadata: metadata, context: context)
    }
}

final class TimingChecker: SourceChecker {
    private let collector: ScheduledWorkCollector

    /// Parts of names that end a session: signing out, or a session that expires, times out or ends.
    static let signOutWords = ["signout", "logout", "logoff", "signoff"]
    static let sessionEndings = ["expire", "timeout", "timedout", "end", "terminate", "invalidate", "kill"]
    /// Calls that close what the person is looking at.
    static let dismissals: Set<String> = ["dismiss", "popViewController", "popToRootViewController"]
    /// A dismissal sooner than this is a confirmation going away, not a limit on reading.
    static let shortestReadingLimit = 5.0
    /// Parts of names that show a warning or let the person extend the limit.
    static let warningWords = [
        "warn", "extend", "renew", "keepalive", "moretime", "staysignedin", "stayloggedin", "snooze",
    ]
    /// Parts of names that show an alert, which warns only when it speaks of the limit.
    static let alertWords = ["alert", "confirmationdialog"]
    /// What an alert about the limit names or says (text lowercased without spaces).
    static let limitTopics = signOutWords + limitWords + ["expir", "signedout", "loggedout"]
    static let resetWords = ["reset", "restart", "refresh"]
    static let limitWords = ["timer", "session", "inactivity", "idle", "countdown", "deadline", "timeout"]

    override init(file: SourceFile, metadata: RuleMetadata, context: SourceContext) {
        // Shared with the other rule that reads scheduled work; the walker feeds it.
        collector = file.facts.scheduledWork(in: file.tree)
        super.init(file: file, metadata: metadata, context: context)
    }

    override func finish(facts: FileFacts) {
        var typeHasWarning: [String: Bool] = [:]
        for work in collector.found {
            guard let ending = ending(of: work) else { continue }
            let typeKey = work.typeName ?? ""
            let hasWarning = typeHasWarning[typeKey] ?? offersWarning(inType: work.typeName)
            typeHasWarning[typeKey] = hasWarning
            guard !hasWarning else { continue }
            report(
                work.anchor,
                "Check this time limit: before it \(ending), warn the person (an alert such as \"You will be "
                    + "signed out in 1 minute\") and let them extend it with one action, or let them turn it off or lengthen it; "
                    + "real-time limits are exempt", certainty: .needsReview)
        }
    }

    /// "signs the person out" or "closes this screen", or nil when the work does neither.
    private func ending(of work: ScheduledWork) -> String? {
        let code = collector.code(of: work)
        let words = (BehaviourSyntax.identifiers(in: code) + [work.selector].compactMap { $0 }).map(LoweredName.init)
        let endsSession = words.contains { word in
            word.containsAny(Self.signOutWords) || (word.contains("session") && word.containsAny(Self.sessionEndings))
        }
        if endsSession {
            return "ends the session"
        }
        let isLongEnough = work.delay.map { $0 >= Self.shortestReadingLimit } ?? true
        if isLongEnough,
            code.contains(where: { BehaviourSyntax.calledNames(in: $0).contains(where: Self.dismissals.contains) })
        {
            return "closes what the person is reading"
        }
        return nil
    }

    /// Whether the type (all its declarations in the file) shows a warning or has a way to extend the
    /// limit: a name that says so anywhere, or a member that shows an alert about the limit. Any alert
    /// would be too loose: most screens have one for errors.
    private func offersWarning(inType name: String?) -> Bool {
        let bodies = BehaviourSyntax.bodies(ofType: name, in: file.tree)
        let words = BehaviourSyntax.identifiers(in: bodies).map(LoweredName.init)
        let namesWarning = words.contains { word in
            word.containsAny(Self.warningWords)
                || (word.containsAny(Self.resetWords) && word.containsAny(Self.limitWords))
        }
        guard !namesWarning else { return true }
        return bodies.flatMap(Self.members).contains { member in
            let words = BehaviourSyntax.identifiers(in: [member]).map(LoweredName.init)
            guard words.contains(where: { $0.containsAny(Self.alertWords) }) else { return false }
            return (words + Self.literalTexts(in: member)).contains { $0.containsAny(Self.limitTopics) }
        }
    }

    /// A type body's members, or a file's top-level statements.
    private static func members(of body: Syntax) -> [Syntax] {
        if let block = body.as(MemberBlockSyntax.self) { return block.members.map { Syntax($0) } }
        if let tree = body.as(SourceFileSyntax.self) { return tree.statements.map { Syntax($0) } }
        return [body]
    }

    /// The text of every string literal under `node`, without spaces.
    private static func literalTexts(in node: Syntax) -> [LoweredName] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .stringSegment(let text) = token.tokenKind else { return nil }
            return LoweredName(text.filter { !$0.isWhitespace })
        }
    }
}

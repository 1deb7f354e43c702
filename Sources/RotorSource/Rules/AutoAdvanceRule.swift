import RotorKit
import SwiftSyntax

/// Content that moves on by itself (a carousel that pages every few seconds) can be paused or
/// stopped: otherwise people who read slowly, and VoiceOver users, lose the page they were reading.
public struct AutoAdvanceRule: SourceRule {
    public init() {}

    public let metadata = RuleMetadata(
        id: "auto-advance",
        title: "Content that advances by itself can be paused",
        criteria: ["2.2.2"],
        platforms: [.ios],
        defaultSeverity: .warning,
        success:
            "A carousel or scroll view that pages by itself offers a pause or stop control (or stops for good once a "
            + "person interacts with it), so everyone can read a page for as long as they need.",
        failure:
            "A repeating timer pages a carousel, a page view or a scroll view with no way to pause or stop it: the "
            + "content moves on while someone is still reading it, and VoiceOver's focus jumps away.",
        limitations:
            "Reported for review: moving content that starts automatically needs a pause only when it runs for "
            + "more than five seconds beside other content, which Rotor cannot see. Paging is recognised by calls "
            + "(scrollToItem, setContentOffset, setViewControllers, scrollTo) or by changing a page, index or selection "
            + "in a repeating timer's block or selector, a timer publisher's .onReceive, or a loop around Task.sleep; a "
            + "pause or stop path by names (pause, stop…, invalidate, cancel) in the same type, not counting deinit and "
            + "disappearance handlers.",
        guideline: "Operable › Pause, Stop, Hide (WCAG 2.2.2 - Level A)")

    public let sourceExamples: [SourceExample] = [
        .triggering(
            "a UIKit carousel that scrolls itself every 4 seconds",
            """
            final class PromoCarouselView: UIView {
                private var timer: Timer?
                private var currentPage = 0

                func startAutoScroll() {
                    timer = ↓Timer.scheduledTimer(withTimeInterval: 4, repeats: true) { [weak self] _ in
                        guard let self else { return }
                        currentPage = (currentPage + 1) % promotions.count
                        collectionView.scrollToItem(at: IndexPath(item: currentPage, section: 0), at: .centeredHorizontally, animated: true)
                    }
                }

                deinit { timer?.invalidate() }
            }
            """),
        .triggering(
            "a SwiftUI page view driven by a timer publisher",
            """
            struct PromoCarousel: View {
                let promotions: [Promotion]
                @State private var selection = 0
                private let timer = Timer.publish(every: 5, on: .main, in: .common).autoconnect()

                var body: some View {
                    TabView(selection: $selection) {
                        ForEach(promotions.indices, id: \\.self) { index in
                            PromoCard(promotion: promotions[index]).tag(index)
                        }
                    }
                    .tabViewStyle(.page)
                    ↓.onReceive(timer) { _ in
                        withAnimation { selection = (selection + 1) % promotions.count }
                    }
                }
            }
            """),
        .nonTriggering(
            "a carousel with a pause button",
            """
            struct PromoCarousel: View {
                let promotions: [Promotion]
                @State private var selection = 0
                @State private var isPaused = false
                private let timer = Timer.publish(every: 5, on: .main, in: .common).autoconnect()

                var body: some View {
                    VStack {
                        TabView(selection: $selection) {
                            ForEach(promotions.indices, id: \\.self) { index in
                                PromoCard(promotion: promotions[index]).tag(index)
                            }
                        }
                        .tabViewStyle(.page)
                        .onReceive(timer) { _ in
                            guard !isPaused else { return }
                            withAnimation { selection = (selection + 1) % promotions.count }
                        }
                        Button(isPaused ? "Play" : "Pause") { isPaused.toggle() }
                    }
                }
            }
            """),
        .nonTriggering(
            "a UIKit carousel that stops when a button is tapped, and a timer that only refreshes",
            """
            final class PromoCarouselView: UIView {
                private var timer: Timer?

                func startAutoScroll() {
                    timer = Timer.scheduledTimer(timeInterval: 4, target: self, selector: #selector(showNextPage), userInfo: nil, repeats: true)
                    pauseButton.addTarget(self, action: #selector(stopAutoScroll), for: .touchUpInside)
                }

                @objc private func showNextPage() {
                    pageControl.currentPage += 1
                    scrollView.setContentOffset(CGPoint(x: bounds.width * CGFloat(pageControl.currentPage), y: 0), animated: true)
                }

                @objc private func stopAutoScroll() { timer?.invalidate() }
            }
            Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { _ in
                self.refreshStock()
            }
            """),
    ]

    public func makeChecker(for file: SourceFile, context: SourceContext) -> SourceChecker {
        AutoAdvanceChecker(file: file, metadata: metadata, context: context)
    }
}

final class AutoAdvanceChecker: SourceChecker {
    private let collector: ScheduledWorkCollector

    static let pagingCalls: Set<String> = [
        "scrollToItem", "scrollToRow", "setContentOffset", "scrollRectToVisible",
        "setViewControllers", "scrollTo", "selectItem",
    ]
    /// Parts of the names of what a carousel advances.
    static let pageWords = ["page", "index", "selection", "selected", "slide", "contentoffset"]
    /// Methods whose body runs when the view goes away: stopping there is no help to someone reading.
    static let teardownMethods: Set<String> = [
        "viewWillDisappear", "viewDidDisappear", "removeFromSuperview", "willMove",
        "didMoveToWindow", "sceneDidEnterBackground", "applicationDidEnterBackground",
    ]

    override init(file: SourceFile, metadata: RuleMetadata, context: SourceContext) {
        // Shared with the other rule that reads scheduled work; the walker feeds it.
        collector = file.facts.scheduledWork(in: file.tree)
        super.init(file: file, metadata: metadata, context: context)
    }

    override func finish(facts: FileFacts) {
        for work in collector.found where work.repeats {
            let code = collector.code(of: work)
            guard Self.pages(code), !canPause(inType: work.typeName, work: code) else { continue }
            report(
                work.anchor,
                "Check whether this content that advances by itself needs a pause: give it a pause or stop "
                    + "control (or stop advancing once the person interacts with it), so everyone can read each page for as long "
                    + "as they need", certainty: .needsReview)
        }
    }

    /// Whether the code scrolls to another page or changes the current page, index or selection.
    private static func pages(_ code: [Syntax]) -> Bool {
        for node in code {
            if BehaviourSyntax.calledNames(in: node).contains(where: pagingCalls.contains) { return true }
            var stack = [node]
            while let current = stack.popLast() {
                if let sequence = current.as(SequenceExprSyntax.self) {
                    let elements = Array(sequence.elements)
                    let isAssignment =
                        elements.count >= 3
                        && (elements[1].is(AssignmentExprSyntax.self)
                            || ["+=", "-="].contains(elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text))
                    if isAssignment, let target = ScopeChain.memberPath(elements[0])?.last?.lowercased(),
                        pageWords.contains(where: target.contains)
                    {
                        return true
                    }
                }
                stack.append(contentsOf: current.children(viewMode: .sourceAccurate))
            }
        }
        return false
    }

    /// Whether the type has a pause or stop path outside the work itself and outside teardown.
    private func canPause(inType name: String?, work: [Syntax]) -> Bool {
        let workIDs = Set(work.map(\.id))
        let words = BehaviourSyntax.identifiers(in: BehaviourSyntax.bodies(ofType: name, in: file.tree)) { node in
            if workIDs.contains(node.id) || node.is(DeinitializerDeclSyntax.self) { return true }
            if let function = node.as(FunctionDeclSyntax.self) {
                return Self.teardownMethods.contains(function.name.text)
            }
            if let call = node.as(FunctionCallExprSyntax.self) {
                return BehaviourSyntax.calleeName(call) == "onDisappear"
            }
            return false
        }
        return words.contains { $0.contains("pause") || $0.hasPrefix("stop") || $0 == "invalidate" || $0 == "cancel" }
    }
}

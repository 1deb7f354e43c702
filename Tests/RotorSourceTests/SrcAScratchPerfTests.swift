import Foundation
import Testing
import RotorKit
@testable import RotorSource

struct SrcAScratchPerfTests {
    static func cpu() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    @Test func timing() {
        let corpus = SourceRuleCatalog.rules.flatMap(\.examples).map { $0.markedPositions.code }.joined(separator: "\n\n")
        let text = corpus
        let mine = Set(["image-label", "icon-button-label", "control-label", "label-in-name"])
        let configurations: [(String, [any SourceRule])] = [
            ("none", []),
            ("others", SourceRuleCatalog.rules.filter { !mine.contains($0.metadata.id) }),
            ("all", SourceRuleCatalog.rules),
            ("mine", SourceRuleCatalog.rules.filter { mine.contains($0.metadata.id) }),
        ]
        print("PERF lines", text.split(separator: "\n").count)
        for (name, rules) in configurations {
            let linter = Linter(rules: rules)
            var best = Double.infinity
            for _ in 0..<3 {
                let start = Self.cpu()
                for _ in 0..<10 { _ = linter.lint(path: "T.swift", text: text) }
                best = min(best, Self.cpu() - start)
            }
            FileHandle.standardError.write(Data("PERF \(name) \(best)\n".utf8))
        }
    }
}

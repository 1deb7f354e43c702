import Foundation
import RotorImport
import RotorKit
import RotorSource

extension Console {
    /// A note that is neither a problem nor a result, such as a file skipped on purpose.
    static func info(_ line: String) {
        FileHandle.standardError.write(Data("info: \(line)\n".utf8))
    }
}

/// `--scene NAME`: keeps the Interface Builder scenes known by that name; captures pass unchanged.
struct SceneFilter {
    var name: String?

    func select(_ file: ImportedFile, path: String) throws(ImportError) -> [ImportedScreen] {
        guard let name, file.screens.contains(where: { !$0.names.isEmpty }) else { return file.screens }
        let matching = file.screens.filter { $0.names.contains(name) }
        guard !matching.isEmpty else {
            let known = file.screens.compactMap(\.names.first).joined(separator: ", ")
            throw ImportError(file: path, message: "no scene named '\(name)' (scenes: \(known))")
        }
        return matching
    }
}

extension ImportedScreen {
    /// The screen, titled with its scene's first name when it has no title, so that transcripts
    /// and recorded specs say which scene they are. Not for rules: a missing title is a finding.
    var namedScreen: Screen {
        var named = screen
        if named.title == nil { named.title = names.first }
        return named
    }
}

/// `.rotor.yml`'s `ignored_elements`: findings on these elements, or inside them, are not reported.
struct IgnoredElements {
    var names: Set<String>

    func keeps(_ finding: Finding, on imported: ImportedScreen) -> Bool {
        guard !names.isEmpty, let path = finding.location.elementPath else { return true }
        for length in 0...path.indices.count {
            let prefix = ElementPath(Array(path.indices.prefix(length)))
            if let id = imported.objectIDs[prefix], names.contains(id) { return false }
            if let identifier = imported.screen.root.descendant(at: prefix)?.identifier, names.contains(identifier) { return false }
        }
        return true
    }

    func findings(_ auditor: Auditor, on imported: ImportedScreen) -> [Finding] {
        auditor.audit(imported.screen).filter { keeps($0, on: imported) }
    }
}

/// `rotor lint` on `.storyboard` and `.xib` files: imports each file and runs the tree rules on
/// every scene, in parallel, keeping results in file order so reports do not depend on threads.
struct InterfaceBuilderLinter: Sendable {
    static let extensions: Set<String> = ["storyboard", "xib"]

    enum Outcome: Sendable {
        case audited([Finding])
        case skipped(String)
        case failed(ImportError)
    }

    var auditor: Auditor
    var ignored: Set<String>
    /// The Swift files' cache folder, under a fingerprint that also covers the tree rules and the
    /// ignored elements (see `settingsDescription`).
    var cache: LintCache?

    /// What findings depend on besides a file's content and what the source linter's fingerprint
    /// covers (profile, words): the tree rules that run and the elements ignored.
    var settingsDescription: String {
        let rules = auditor.rules.map(\.metadata).filter { auditor.settings.isEnabled($0) }
            .map { "\($0.id)=\(auditor.settings.severities[$0.id]?.rawValue ?? "default")" }
        return "tree " + rules.joined(separator: ",") + " ignored " + ignored.sorted().joined(separator: ",")
    }

    func lint(paths: [String]) -> [Outcome] {
        let results = OutcomeSlots(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            results.store(lint(path: paths[index]), at: index)
        }
        return results.outcomes
    }

    /// Large files are imported one at a time, as in `Linter`: an XML tree takes about 20 times
    /// the file's size in memory.
    private static let largeFileGate = NSLock()

    func lint(path: String) -> Outcome {
        do {
            let input = try InputText.read(path: path)
            let contentHash = LintCache.contentHash(input.data)
            if let cached = cache?.findings(for: path, contentHash: contentHash) { return .audited(cached) }
            let isLarge = input.data.count > Linter.largeFileSize
            if isLarge { Self.largeFileGate.lock() }
            defer { if isLarge { Self.largeFileGate.unlock() } }
            let outcome = try audit(input)
            if case let .audited(findings) = outcome { cache?.store(findings, for: path, contentHash: contentHash) }
            return outcome
        } catch {
            return .failed(error)
        }
    }

    private func audit(_ input: InputText) throws(ImportError) -> Outcome {
        let file = try CaptureImporter.importFile(from: input, format: .interfaceBuilder)
        if let note = file.skipNote { return .skipped(note) }
        let lines = input.text.split(separator: "\n", omittingEmptySubsequences: false)
        let filter = IgnoredElements(names: ignored)
        return .audited(file.screens.flatMap { filter.findings(auditor, on: $0) }.map { finding in
            var anchored = finding
            // Baselines match on the element's XML line (which holds its object id), not its line number.
            if let line = finding.location.line, lines.indices.contains(line - 1) {
                anchored.sourceLine = lines[line - 1].trimmingCharacters(in: .whitespaces)
            }
            return anchored
        })
    }

    private final class OutcomeSlots: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Outcome?]

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }

        func store(_ outcome: Outcome, at index: Int) {
            lock.lock()
            defer { lock.unlock() }
            slots[index] = outcome
        }

        var outcomes: [Outcome] {
            lock.lock()
            defer { lock.unlock() }
            return slots.compactMap { $0 }
        }
    }
}

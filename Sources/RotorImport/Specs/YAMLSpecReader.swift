import Foundation
import RotorKit
import Yams

/// Reads a YAML spec (`docs/SPEC-FORMAT.md`) with Yams' node API, so that every error names the
/// line it is on. One screen is written at the top level; several go in a `screens` list:
///
///     screens:
///       - name: Sign In
///         capture: sign-in.rotor.json
///         frames:
///           - text: Capital One
///             traits: [heading]
///
/// Unknown keys are errors rather than warnings: a mistyped `hint` would otherwise stop being
/// checked without anyone noticing.
public enum YAMLSpecReader {
    public static func read(_ input: InputText) throws(ImportError) -> AccessibilitySpec {
        let reader = Reader(file: input.name)
        let root: Node?
        do {
            // libyaml stops at 1,000 levels of nesting, so hostile input cannot exhaust the stack.
            root = try Yams.compose(yaml: input.text)
        } catch let error as YamlError {
            throw reader.invalidYAML(error)
        } catch {
            throw ImportError(file: input.name, message: "invalid YAML")
        }
        guard let root else { throw ImportError(file: input.name, position: "1", message: "the spec has no screens") }
        return try reader.spec(from: root)
    }

    private struct Reader {
        let file: String

        func fail(_ node: Node, _ message: String) -> ImportError {
            ImportError(file: file, position: String(node.mark?.line ?? 1), message: message)
        }

        func invalidYAML(_ error: YamlError) -> ImportError {
            switch error {
            case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
                .composer(let context, let problem, let mark, _):
                if problem.hasPrefix("Maximum nesting level") {
                    return ImportError(
                        file: file, position: String(mark.line),
                        message: "invalid YAML: nested more than 1,000 levels deep")
                }
                // A scanner error shows where a token went wrong (often the end of the file for an
                // unclosed quote); its context is where that token starts, which is what to fix.
                if case .scanner = error, let context {
                    return ImportError(
                        file: file, position: String(context.mark.line),
                        message: "invalid YAML: \(problem) (line \(mark.line), column \(mark.column)) \(context.text)")
                }
                let start = context.map { " (\($0.text) that starts on line \($0.mark.line))" } ?? ""
                return ImportError(
                    file: file, position: String(mark.line),
                    message: "invalid YAML: \(problem), column \(mark.column)\(start)")
            case .duplicatedKeysInMapping(let duplicates, let context):
                return ImportError(
                    file: file, position: String(context.mark.line),
                    message: "invalid YAML: the key '\(duplicates.sorted().joined(separator: "', '"))' appears twice")
            default:
                let summary = String(describing: error).split(separator: "\n").first.map(String.init) ?? "unreadable"
                return ImportError(file: file, message: "invalid YAML: \(summary)")
            }
        }

        func spec(from root: Node) throws(ImportError) -> AccessibilitySpec {
            let fields = try mapping(root, "the spec", allowed: Set(["version", "screens"] + Self.screenKeys))
            if let version = fields["version"] {
                guard version.scalar?.string == String(AccessibilitySpec.formatVersion) else {
                    throw fail(
                        version,
                        "unknown spec version '\(version.scalar?.string ?? "")' (this Rotor reads version \(AccessibilitySpec.formatVersion))"
                    )
                }
            }
            guard let screensNode = fields["screens"] else {
                guard fields["frames"] != nil else {
                    throw fail(root, "the spec has no 'screens' list and no 'frames' list")
                }
                return AccessibilitySpec(file: file, screens: [try screen(from: root, alsoAllowing: ["version"])])
            }
            if let key = Self.screenKeys.first(where: { fields[$0] != nil }), let misplaced = fields[key] {
                throw fail(misplaced, "with a 'screens' list, '\(key)' goes inside each screen")
            }
            let items = try sequence(screensNode, "'screens'")
            guard !items.isEmpty else { throw fail(screensNode, "'screens' is empty") }
            guard items.count <= SpecLimits.maxScreens else {
                throw fail(screensNode, "a spec holds at most \(SpecLimits.maxScreens) screens")
            }
            var screens: [ScreenSpec] = []
            for item in items { screens.append(try screen(from: item)) }
            return AccessibilitySpec(file: file, screens: screens)
        }

        private static let screenKeys = ["name", "capture", "extra_frames", "frames"]

        /// A screen; the top-level mapping of a one-screen spec may also hold `version`.
        private func screen(from node: Node, alsoAllowing extraKeys: Set<String> = []) throws(ImportError) -> ScreenSpec
        {
            let fields = try mapping(node, "a screen", allowed: Set(Self.screenKeys).union(extraKeys))
            guard let framesNode = fields["frames"] else { throw fail(node, "the screen has no 'frames' list") }
            let items = try sequence(framesNode, "'frames'")
            guard !items.isEmpty else { throw fail(framesNode, "'frames' is empty") }
            guard items.count <= SpecLimits.maxFramesPerScreen else {
                throw fail(framesNode, "a screen holds at most \(SpecLimits.maxFramesPerScreen) frames")
            }
            var frames: [FrameSpec] = []
            for (index, item) in items.enumerated() { frames.append(try frame(from: item, number: index + 1)) }
            return ScreenSpec(
                name: try fields["name"].map { node throws(ImportError) in try text(node, "'name'") },
                capture: try fields["capture"].map { node throws(ImportError) in try text(node, "'capture'") },
                allowsExtraFrames: try fields["extra_frames"].map(extraFrames) ?? false,
                frames: frames,
                line: node.mark?.line)
        }

        private func frame(from node: Node, number: Int) throws(ImportError) -> FrameSpec {
            let fields = try mapping(node, "frame \(number)", allowed: ["text", "traits", "state", "value", "hint"])
            guard let textNode = fields["text"], !isNull(textNode) else {
                throw fail(
                    node, "frame \(number) is missing its text: add text: \"…\" (\"\" for an element with no name)")
            }
            var frame = FrameSpec(text: try expectedText(textNode, "'text'"), line: node.mark?.line)
            if let traitsNode = fields["traits"] {
                let reading = try traitWords(traitsNode)
                frame.traits = reading.traits
                frame.selected = reading.selected ?? frame.selected
                frame.notEnabled = reading.notEnabled ?? frame.notEnabled
            }
            if let stateNode = fields["state"] {
                let reading = try traitWords(stateNode)
                guard reading.traits == .none else {
                    throw fail(
                        stateNode,
                        "'state' holds only selected, not selected, enabled and not enabled (roles go in 'traits')")
                }
                frame.selected = reading.selected ?? frame.selected
                frame.notEnabled = reading.notEnabled ?? frame.notEnabled
            }
            frame.value = try fields["value"].map { node throws(ImportError) in try expectedText(node, "'value'") }
            frame.hint = try fields["hint"].map { node throws(ImportError) in try expectedText(node, "'hint'") }
            return frame
        }

        /// A string, a `{ regex: … }` mapping, or a list of them (any may match).
        private func expectedText(_ node: Node, _ what: String) throws(ImportError) -> ExpectedText {
            if let items = node.sequence {
                guard !items.isEmpty else { throw fail(node, "\(what) is an empty list") }
                var alternatives: [ExpectedText.Alternative] = []
                for item in items { alternatives.append(try alternative(item, what)) }
                return ExpectedText(alternatives: alternatives)
            }
            return ExpectedText(alternatives: [try alternative(node, what)])
        }

        private func alternative(_ node: Node, _ what: String) throws(ImportError) -> ExpectedText.Alternative {
            if node.mapping != nil {
                let fields = try mapping(node, what, allowed: ["regex"])
                guard let source = fields["regex"] else { throw fail(node, "\(what) as a mapping needs 'regex'") }
                let expression = try text(source, "'regex'")
                if let problem = SpecText.problem(inRegularExpression: expression) { throw fail(source, problem) }
                return .regularExpression(expression)
            }
            return .spoken(try text(node, what))
        }

        /// `[heading]`, `[button, not enabled (if applicable)]` or one string of words separated by
        /// commas or slashes.
        private func traitWords(_ node: Node) throws(ImportError) -> SpecTraitWords.Reading {
            var words: [String] = []
            if let items = node.sequence {
                for item in items { words.append(try text(item, "a trait")) }
            } else {
                words = SpecTraitWords.split(try text(node, "a trait"))
            }
            do {
                return try SpecTraitWords.read(words)
            } catch {
                throw fail(node, error.message)
            }
        }

        private func extraFrames(_ node: Node) throws(ImportError) -> Bool {
            switch node.scalar?.string.lowercased() {
            case "allowed", "true", "yes": return true
            case "not allowed", "false", "no": return false
            default:
                throw fail(
                    node, "'extra_frames' must be allowed or not allowed (found '\(node.scalar?.string ?? "a list")')")
            }
        }

        /// A scalar's text as written: YAML's booleans and numbers (`off`, `0`) stay text.
        private func text(_ node: Node, _ what: String) throws(ImportError) -> String {
            guard let scalar = node.scalar, !isNull(node) else { throw fail(node, "\(what) must be text") }
            return scalar.string
        }

        /// `text:` with nothing after it, `~` or `null`; a quoted `""` is empty text, not null.
        private func isNull(_ node: Node) -> Bool {
            node.tag.rawValue == Tag.Name.null.rawValue
        }

        private func sequence(_ node: Node, _ what: String) throws(ImportError) -> [Node] {
            guard let items = node.sequence else { throw fail(node, "\(what) must be a list") }
            return Array(items)
        }

        /// The mapping's values by key, refusing keys outside `allowed`.
        private func mapping(_ node: Node, _ what: String, allowed: Set<String>) throws(ImportError) -> [String: Node] {
            guard let pairs = node.mapping else { throw fail(node, "\(what) must be a mapping of keys to values") }
            var fields: [String: Node] = [:]
            for (keyNode, value) in pairs {
                guard let key = keyNode.scalar?.string, allowed.contains(key) else {
                    let known = allowed.sorted().joined(separator: ", ")
                    throw fail(
                        keyNode, "unknown key '\(keyNode.scalar?.string ?? "?")' in \(what) (known keys: \(known))")
                }
                fields[key] = value
            }
            return fields
        }
    }
}

import RotorImport
import RotorKit

/// `--scene NAME`: keeps the Interface Builder scenes known by that name; captures pass unchanged.
public struct SceneFilter: Sendable {
    public var name: String?

    public init(name: String?) {
        self.name = name
    }

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
    public var namedScreen: Screen {
        var named = screen
        if named.title == nil { named.title = names.first }
        return named
    }
}

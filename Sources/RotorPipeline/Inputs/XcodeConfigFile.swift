import Foundation
import RotorKit

/// A build configuration file (`.xcconfig`): `KEY = value` lines, `//` comments and
/// `#include "other.xcconfig"` (relative to the file). Settings conditioned on an SDK or
/// architecture (`KEY[sdk=…]`) are left out, as Rotor judges every build alike.
enum XcodeConfigFile {
    static func settings(atPath path: String) -> [String: Any] {
        settings(atPath: path, depth: 0)
    }

    private static func settings(atPath path: String, depth: Int) -> [String: Any] {
        guard depth < 8, let text = try? InputText.read(path: path, sizeLimit: Limits.maxFileSize).text else {
            return [:]
        }
        var found: [String: Any] = [:]
        for rawLine in text.split(whereSeparator: \.isNewline) {
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            if line.hasPrefix("#include") {
                let parts = line.split(separator: "\"")
                guard parts.count >= 2 else { continue }
                let included = String(parts[1])
                let folder = (path as NSString).deletingLastPathComponent
                let file = included.hasPrefix("/") ? included : folder + "/" + included
                found.merge(settings(atPath: file, depth: depth + 1)) { $1 }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, !key.contains("[") else { continue }
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            // `$(inherited)` within one file stands for what the file set before.
            if let earlier = found[key] as? String {
                found[key] = value.replacingOccurrences(of: "$(inherited)", with: earlier)
            } else {
                found[key] = value
            }
        }
        return found
    }
}

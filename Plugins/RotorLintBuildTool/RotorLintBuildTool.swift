import Foundation
import PackagePlugin

/// Lints each target it is applied to as part of the build: `swift build` prints the findings and
/// Xcode shows them on their lines. Findings are warnings (`--max-severity warning`) so a build is
/// never stopped by them, unless `.rotor.yml` asks for that with `fail_on: warning`.
@main
struct RotorLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // Tools version 6.0 gives the folder of a concrete target type only.
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        let inputs = module.sourceFiles.map(\.url).filter(LintedFiles.isLinted)
        return try LintedFiles.command(
            linting: inputs, named: target.name, rotor: context.tool(named: "rotor").url,
            workDirectory: context.pluginWorkDirectoryURL,
            configuration: LintedFiles.nearestConfiguration(from: module.directoryURL))
    }
}

enum LintedFiles {
    static func isLinted(_ file: URL) -> Bool {
        ["swift", "storyboard", "xib"].contains(file.pathExtension)
    }

    /// The `.rotor.yml` that `rotor lint` would find from the target's folder (the nearest one in it
    /// or above), looked up here because the build runs the command from a folder of its own choosing.
    static func nearestConfiguration(from directory: URL) -> URL? {
        var folder = directory.standardizedFileURL
        while true {
            let candidate = folder.appending(path: ".rotor.yml")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// No output files on purpose: an output the build does not know would be copied into the
    /// target as a resource. Without outputs SwiftPM still reruns the command when an input changes.
    static func command(linting inputs: [URL], named name: String, rotor: URL, workDirectory: URL, configuration: URL?)
        -> [Command]
    {
        guard !inputs.isEmpty else { return [] }
        var arguments = [
            "lint", "--max-severity", "warning", "--no-progress",
            "--cache-path", workDirectory.appending(path: "cache").path,
        ]
        if let configuration { arguments += ["--config", configuration.path] }
        arguments += inputs.map(\.path)
        return [
            .buildCommand(
                displayName: "Rotor: linting \(name) for accessibility", executable: rotor,
                arguments: arguments, inputFiles: inputs + (configuration.map { [$0] } ?? []))
        ]
    }
}

// Xcode app projects (not packages) apply the plugin through XcodeProjectPlugin, which only Xcode
// has; CI on Linux cannot compile this part.
#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension RotorLintBuildTool: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try LintedFiles.command(
                linting: target.inputFiles.map(\.url).filter(LintedFiles.isLinted), named: target.displayName,
                rotor: context.tool(named: "rotor").url, workDirectory: context.pluginWorkDirectoryURL,
                configuration: LintedFiles.nearestConfiguration(from: context.xcodeProject.directoryURL))
        }
    }
#endif

import Foundation
import PackagePlugin

/// `swift package rotor-lint [--target NAME]… [rotor lint options]`: runs `rotor lint` on the source
/// folders of the package's targets (all but test targets, or the ones named), from the package's
/// folder, so `.rotor.yml` is found and paths in the report are relative to it. Fails when rotor does.
@main
struct RotorLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets =
            targetNames.isEmpty
            ? context.package.targets.filter { ($0 as? SourceModuleTarget)?.kind != .test }
            : try context.package.targets(named: targetNames)
        let root = context.package.directoryURL.standardizedFileURL.path + "/"
        var folders: [String] = []
        // Swift targets only: tools version 6.0 gives the folder of a concrete target type, and
        // Rotor lints Swift targets' code and Interface Builder files.
        for case let module as SwiftSourceModuleTarget in targets {
            let path = module.directoryURL.standardizedFileURL.path
            let folder = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
            if !folders.contains(folder) { folders.append(folder) }
        }
        guard !folders.isEmpty else {
            Diagnostics.warning("rotor-lint: no Swift targets to lint")
            return
        }

        let passedOn = extractor.remainingArguments
        var arguments = ["lint"]
        // The default cache (~/.cache/rotor) is outside what the plugin sandbox may write.
        if !passedOn.contains("--no-cache"), !passedOn.contains(where: { $0.hasPrefix("--cache-path") }) {
            arguments += ["--cache-path", context.pluginWorkDirectoryURL.appending(path: "cache").path]
        }
        arguments += passedOn + folders

        let process = Process()
        process.executableURL = try context.tool(named: "rotor").url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw RotorLintFailed(status: process.terminationStatus) }
    }
}

struct RotorLintFailed: Error, CustomStringConvertible {
    var status: Int32

    var description: String {
        switch status {
        case 1: "rotor lint found problems at or above the fail level (exit status 1)"
        default: "rotor lint could not lint the package (exit status \(status))"
        }
    }
}

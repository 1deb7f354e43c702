import ArgumentParser
import Foundation
import RotorPipeline

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a .rotor.yml listing every rule, the excluded folders and the profile's thresholds, commented."
    )

    @Option(help: "Where to write it (default: .rotor.yml in the current folder).")
    var output: String = ConfigurationLoader.fileName

    @Flag(help: "Overwrite an existing file.")
    var force = false

    func run() throws {
        if !force, FileManager.default.fileExists(atPath: output) {
            Console.error("\(output) already exists; edit it, or pass --force to replace it with a fresh one")
            throw ExitCode(2)
        }
        do {
            try Data(ConfigurationTemplate.text().utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            Console.error("\(output): cannot write the configuration (\(error.localizedDescription))")
            throw ExitCode(2)
        }
        Console.out("Wrote \(output). Uncomment what you want to change; `rotor explain <rule-id>` explains a rule.\n")
    }
}

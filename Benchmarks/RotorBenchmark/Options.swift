/// Command-line options. Parsed by hand: the benchmark must not depend on the CLI's packages.
struct Options {
    /// Where to generate the project; nil for a temporary folder deleted afterwards.
    var projectDirectory: String?
    var minimumLines = 210_000
    var seed: UInt64 = 2024
    var runs = 5
    /// Folders of real Swift code to measure instead of a generated project; every `.swift` file
    /// under each is used.
    var corpora: [String] = []
    /// Internal: lint the files listed in this file and exit, so the parent can read the peak
    /// memory of a lint run alone from `RUSAGE_CHILDREN`.
    var lintFileList: String?
    var threads = 2

    static let usage = """
        usage: rotor-benchmark [--project DIR] [--lines N] [--seed N] [--runs N] [--corpus DIR]...

        Generates a deterministic UIKit + SwiftUI project (by default 210,000 lines, in a temporary
        folder), or reads the Swift files of real code with --corpus, and measures SwiftSyntax
        parsing, linting on 1 thread and on all cores, the cache and peak memory on it. Prints a
        Markdown table of the medians.

          --project DIR   generate the project into DIR and keep it there
          --lines N       generate at least N lines (default 210000)
          --seed N        seed of the generator (default 2024); the same seed gives the same files
          --runs N        repetitions of each timing; the median is reported (default 5)
          --corpus DIR    measure every .swift file under DIR instead of a generated project;
                          repeat to add folders (files that do not parse are left out of every
                          measurement, and counted)
        """

    enum ParseError: Error {
        case invalid(String)
        case helpRequested
    }

    static func parse(_ arguments: [String]) throws(ParseError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "-h" || argument == "--help" { throw .helpRequested }
            guard let value = remaining.popFirst() else { throw .invalid("\(argument) needs a value") }
            switch argument {
            case "--project": options.projectDirectory = value
            case "--corpus": options.corpora.append(value)
            case "--lines": options.minimumLines = try positive(value, for: argument)
            case "--seed":
                guard let seed = UInt64(value) else { throw .invalid("--seed needs a whole number") }
                options.seed = seed
            case "--runs": options.runs = try positive(value, for: argument)
            case "--lint-file-list": options.lintFileList = value
            case "--threads": options.threads = try positive(value, for: argument)
            default: throw .invalid("unknown option \(argument)")
            }
        }
        return options
    }

    private static func positive(_ value: String, for option: String) throws(ParseError) -> Int {
        guard let number = Int(value), number > 0 else { throw .invalid("\(option) needs a positive whole number") }
        return number
    }
}

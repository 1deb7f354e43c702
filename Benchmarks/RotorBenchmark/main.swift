import Foundation

// The Rotor lint benchmark: see docs/PERFORMANCE.md.
let options: Options
do throws(Options.ParseError) {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    switch error {
    case .helpRequested:
        print(Options.usage)
        exit(0)
    case .invalid(let message):
        FileHandle.standardError.write(Data("rotor-benchmark: \(message)\n\n\(Options.usage)\n".utf8))
        exit(2)
    }
}

do {
    if let listFile = options.lintFileList {
        exit(try Benchmark.lintListedFiles(listFile: listFile, threads: options.threads) ? 0 : 1)
    }
    try Benchmark(options: options).run()
} catch {
    FileHandle.standardError.write(Data("rotor-benchmark: \(error)\n".utf8))
    exit(1)
}

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Rotor",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "RotorKit", targets: ["RotorKit"]),
        .library(name: "RotorImport", targets: ["RotorImport"]),
        .library(name: "RotorPipeline", targets: ["RotorPipeline"]),
        .library(name: "RotorTesting", targets: ["RotorTesting"]),
        .executable(name: "rotor", targets: ["rotor"]),
        // Another package's targets use the build tool with `plugins: [.plugin(name:
        // "RotorLintBuildTool", package: "Rotor")]`; the command runs as `swift package rotor-lint`.
        .plugin(name: "RotorLintBuildTool", targets: ["RotorLintBuildTool"]),
        .plugin(name: "RotorLintCommand", targets: ["RotorLintCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // Any of 600 through 603 works; SwiftPM picks the newest available.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ],
    targets: [
        // Foundation only: an iOS app can link it to audit its own live hierarchy.
        .target(name: "RotorKit"),
        // Capture importers and the acceptance spec readers (YAML specs through Yams).
        .target(name: "RotorImport", dependencies: ["RotorKit", .product(name: "Yams", package: "Yams")]),
        .target(
            name: "RotorSource",
            dependencies: [
                "RotorKit",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Every command's one pipeline: inputs found and typed, read, checked by the rules that
        // apply, findings through one path; configuration and YAML specs (Yams) are read here.
        .target(
            name: "RotorPipeline",
            dependencies: [
                "RotorKit",
                "RotorImport",
                "RotorSource",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // Assertions for XCTest and Swift Testing: a screen (a capture file, a UI test's snapshot, a
        // live UIKit hierarchy) is accessible, is spoken as its spec says, sounds as recorded.
        // RotorKit and RotorImport only: a UI-test bundle links no Swift syntax and no pipeline.
        .target(name: "RotorTesting", dependencies: ["RotorKit", "RotorImport"]),
        // Parses arguments and prints; everything else is the pipeline's.
        .target(
            name: "RotorCLI",
            dependencies: [
                "RotorKit",
                "RotorImport",
                "RotorSource",
                "RotorPipeline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What each fuzz target does with one input, shared by `Fuzz/` and the replay tests.
        .target(
            name: "RotorFuzzInputs", dependencies: ["RotorKit", "RotorImport", "RotorSource", "RotorPipeline"],
            path: "Fuzz/Inputs"),
        .executableTarget(name: "rotor", dependencies: ["RotorCLI"]),
        // Findings as build warnings, in `swift build` and inline in Xcode.
        .plugin(name: "RotorLintBuildTool", capability: .buildTool(), dependencies: ["rotor"]),
        // Reads only: a report written into the package with `--output` needs the user's
        // `--allow-writing-to-package-directory`, so no permission is asked for on every run.
        .plugin(
            name: "RotorLintCommand",
            capability: .command(
                intent: .custom(
                    verb: "rotor-lint", description: "Lint the package's targets for accessibility with rotor")),
            dependencies: ["rotor"]
        ),
        // Performance benchmark over a generated project: `swift run -c release rotor-benchmark`.
        .executableTarget(
            name: "rotor-benchmark",
            dependencies: [
                "RotorSource",
                "RotorPipeline",
                "RotorKit",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            path: "Benchmarks/RotorBenchmark"
        ),
        // What more than one test target needs (repository paths, goldens, temporary folders, one
        // rule on a snippet); every test target uses it. Not a product.
        .target(name: "RotorTestSupport", dependencies: ["RotorKit", "RotorSource"], path: "Tests/RotorTestSupport"),
        .testTarget(name: "RotorKitTests", dependencies: ["RotorKit", "RotorTestSupport"]),
        .testTarget(name: "RotorImportTests", dependencies: ["RotorImport", "RotorKit", "RotorTestSupport"]),
        .testTarget(name: "RotorSourceTests", dependencies: ["RotorSource", "RotorKit", "RotorTestSupport"]),
        .testTarget(
            name: "RotorPipelineTests",
            dependencies: ["RotorPipeline", "RotorImport", "RotorSource", "RotorKit", "RotorTestSupport"]),
        // `__Transcripts__` holds the recordings `assertTranscript` checks against, not sources.
        .testTarget(
            name: "RotorTestingTests", dependencies: ["RotorTesting", "RotorTestSupport"], exclude: ["__Transcripts__"]),
        // Depends on the executable so that `swift test` builds the binary these tests run; Yams
        // reads action.yml and .pre-commit-hooks.yaml in IntegrationFilesTests.
        .testTarget(
            name: "RotorCLITests",
            dependencies: [
                "RotorCLI", "RotorFuzzInputs", "rotor", "RotorTestSupport",
                .product(name: "Yams", package: "Yams"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer targets for `Fuzz/run.sh`, defined only when it sets ROTOR_FUZZ to the path of the
// toolchain's libFuzzer without its `main` (SwiftPM gives every executable a `main` of its own).
// Rotor's modules are built with libFuzzer's coverage instrumentation for them.
if let libFuzzer = Context.environment["ROTOR_FUZZ"] {
    let fuzzer = ["-sanitize=fuzzer"]
    for target in package.targets
    where ["RotorKit", "RotorImport", "RotorSource", "RotorPipeline", "RotorFuzzInputs"].contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(fuzzer)]
    }
    package.targets.append(.target(name: "FuzzDriver", path: "Fuzz/Driver"))
    // `fuzz(_:)`: hands libFuzzer's inputs to `RotorFuzzInputs.FuzzInput`, which the replay tests share.
    package.targets.append(
        .target(
            name: "FuzzSupport", dependencies: ["FuzzDriver", "RotorFuzzInputs"], path: "Fuzz/Support",
            swiftSettings: [.unsafeFlags(fuzzer)]))
    // One executable per `FuzzInput` case, named after it, each a one-line `main.swift`.
    for name in [
        "FuzzSnapshot", "FuzzAppiumIOS", "FuzzDebugDescription", "FuzzXCUISnapshot", "FuzzUIAutomator",
        "FuzzInterfaceBuilder",
        "FuzzSpecYAML", "FuzzSpecMarkdown", "FuzzConfiguration", "FuzzSwiftLint",
    ] {
        package.targets.append(
            .executableTarget(
                name: name, dependencies: ["FuzzSupport"], path: "Fuzz/Targets/\(name)",
                swiftSettings: [.unsafeFlags(fuzzer)],
                linkerSettings: [.unsafeFlags(["-Xlinker", libFuzzer, "-lstdc++"])]))
    }
}

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Rotor",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "RotorKit", targets: ["RotorKit"]),
        .library(name: "RotorImport", targets: ["RotorImport"]),
        .executable(name: "rotor", targets: ["rotor"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // Foundation only: an iOS app can link it to audit its own live hierarchy.
        .target(name: "RotorKit"),
        .target(name: "RotorImport", dependencies: ["RotorKit"]),
        .target(
            name: "RotorCLI",
            dependencies: [
                "RotorKit",
                "RotorImport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(name: "rotor", dependencies: ["RotorCLI"]),
        .testTarget(name: "RotorKitTests", dependencies: ["RotorKit"]),
        .testTarget(name: "RotorImportTests", dependencies: ["RotorImport", "RotorKit"]),
        // Depends on the executable so that `swift test` builds the binary these tests run.
        .testTarget(name: "RotorCLITests", dependencies: ["RotorCLI", "rotor"]),
    ],
    swiftLanguageModes: [.v6]
)

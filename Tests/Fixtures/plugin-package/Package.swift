// swift-tools-version: 6.0
// A package that uses Rotor's plugins the way a user's package would, for `Tests/Plugins/run.sh`.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    dependencies: [
        .package(name: "Rotor", path: "../../.."),
    ],
    targets: [
        .target(name: "PluginFixture", plugins: [.plugin(name: "RotorLintBuildTool", package: "Rotor")]),
    ]
)

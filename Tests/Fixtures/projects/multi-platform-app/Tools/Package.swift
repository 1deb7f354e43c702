// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Tool",
    platforms: [.macOS(.v13)],
    targets: [
        .executableTarget(name: "Tool", dependencies: [
            .product(name: "Logging", package: "swift-log", condition: .when(platforms: [.iOS, .macOS])),
        ]),
    ]
)

import Foundation

/// One generated source file, path relative to the project folder.
struct GeneratedFile {
    /// What the file holds, for the report: "UIKit view controller", "model"…
    var kind: String
    var relativePath: String
    var text: String
    var lineCount: Int
}

/// Writes a deterministic iOS app the size of a large real one: UIKit screens and cells, SwiftUI
/// views, view models, models, networking and helpers. Most UI code is correct; a minority has the
/// defects Rotor's rules look for, at roughly the rate a real unaudited app has them.
final class ProjectGenerator {
    var random: SeededRandom
    private var usedTypeNames: Set<String> = []

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    private enum FileKind: CaseIterable {
        case viewController, uikitCell, swiftUIView, viewModel, model, networking, helpers

        /// Share of files, and sizes in lines as real apps have them (few files over 500 lines).
        var weight: Int {
            switch self {
            case .viewController: 20
            case .uikitCell: 9
            case .swiftUIView: 27
            case .viewModel: 11
            case .model: 15
            case .networking: 7
            case .helpers: 11
            }
        }

        var label: String {
            switch self {
            case .viewController: "UIKit view controllers"
            case .uikitCell: "UIKit cells and custom views"
            case .swiftUIView: "SwiftUI views"
            case .viewModel: "view models"
            case .model: "models"
            case .networking: "networking"
            case .helpers: "helpers"
            }
        }

        var lineRange: ClosedRange<Int> {
            switch self {
            case .viewController: 150...800
            case .uikitCell: 60...300
            case .swiftUIView: 60...500
            case .viewModel: 60...350
            case .model: 50...300
            case .networking: 80...450
            case .helpers: 50...300
            }
        }
    }

    /// Files until their lines add up to at least `minimumLines`.
    func generate(minimumLines: Int) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        var totalLines = 0
        let kinds = FileKind.allCases.map { (weight: $0.weight, value: $0) }
        while totalLines < minimumLines {
            let file = makeFile(random.weighted(kinds))
            totalLines += file.lineCount
            files.append(file)
        }
        return files
    }

    private func makeFile(_ kind: FileKind) -> GeneratedFile {
        let feature = random.pick(Vocabulary.features)
        let entity = random.pick(Vocabulary.entities)
        // Squaring a uniform draw skews sizes small, as in real code bases.
        let fraction = Double(random.int(in: 0...1000)) / 1000
        let targetLines = kind.lineRange.lowerBound + Int(Double(kind.lineRange.count - 1) * fraction * fraction)
        let writer = CodeWriter()
        let folder: String
        let typeName: String
        switch kind {
        case .viewController:
            typeName = uniqueTypeName(feature + random.pick(Vocabulary.screenKinds) + "ViewController")
            folder = "Features/\(feature)/UIKit"
            writeViewController(writer, typeName: typeName, feature: feature, entity: entity, targetLines: targetLines)
        case .uikitCell:
            typeName = uniqueTypeName(entity + random.pick(["Cell", "CollectionCell", "CardView"]))
            folder = "Features/\(feature)/UIKit"
            writeUIKitCell(writer, typeName: typeName, entity: entity, targetLines: targetLines)
        case .swiftUIView:
            typeName = uniqueTypeName(feature + random.pick(Vocabulary.screenKinds) + "View")
            folder = "Features/\(feature)/SwiftUI"
            writeSwiftUIView(writer, typeName: typeName, feature: feature, entity: entity, targetLines: targetLines)
        case .viewModel:
            typeName = uniqueTypeName(feature + random.pick(Vocabulary.screenKinds) + "ViewModel")
            folder = "Features/\(feature)/ViewModels"
            writeViewModel(writer, typeName: typeName, entity: entity, targetLines: targetLines)
        case .model:
            typeName = uniqueTypeName(entity + random.pick(["", "Summary", "Details", "Draft", "Record"]))
            folder = "Models"
            writeModel(writer, typeName: typeName, entity: entity, targetLines: targetLines)
        case .networking:
            typeName = uniqueTypeName(entity + random.pick(["Service", "API", "Client", "Repository"]))
            folder = "Networking"
            writeNetworking(writer, typeName: typeName, entity: entity, targetLines: targetLines)
        case .helpers:
            typeName = uniqueTypeName(
                random.pick(["String", "Date", "Array", "Decimal", "URL", "Collection"]) + "+" + feature)
            folder = "Support"
            writeHelpers(writer, fileName: typeName, entity: entity, targetLines: targetLines)
        }
        return GeneratedFile(
            kind: kind.label, relativePath: "Sources/\(folder)/\(typeName).swift", text: writer.text,
            lineCount: writer.lineCount)
    }

    /// `base`, or `base2`, `base3`… when another file took it.
    private func uniqueTypeName(_ base: String) -> String {
        var name = base
        var suffix = 2
        while usedTypeNames.contains(name) {
            name = base + String(suffix)
            suffix += 1
        }
        usedTypeNames.insert(name)
        return name
    }

    /// Writes the files under `root`, creating folders as needed, and returns their paths.
    static func write(_ files: [GeneratedFile], under root: URL) throws -> [String] {
        try files.map { file in
            let url = root.appendingPathComponent(file.relativePath)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
            return url.path
        }
    }
}

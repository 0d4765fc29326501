import Foundation
@testable import TactileCompat
import TactileLab
import Testing

/// A package naming another by `.package(path:)` — as modular apps keep their local packages — is
/// checked with it, as SwiftPM builds such a package from disk (CompatSources, CompatManifest;
/// docs/SOURCE-COMPATIBILITY.md, "What a module is").
@Suite("Compatibility report: packages named by path")
struct CompatPathDependencyTests {
    /// `swift package dump-package`'s reading of a package with one path dependency and one URL one.
    static let feature = """
    {"name": "Feature", "toolsVersion": {"_version": "5.9.0"}, "swiftLanguageVersions": null,
     "dependencies": [
       {"fileSystem": [{"identity": "model", "path": "/work/App/Packages/Model", "productFilter": null}]},
       {"sourceControl": [{"identity": "moya", "location": {"remote": [{"urlString": "https://github.com/Moya/Moya"}]}}]}
     ],
     "products": [{"name": "Feature", "targets": ["Feature"], "type": {"library": ["automatic"]}}],
     "targets": [
       {"name": "Feature", "type": "regular", "path": null, "sources": null, "exclude": [],
        "dependencies": [{"byName": ["Model", null]}, {"product": ["Moya", "Moya", null, null]}], "settings": []}
     ]}
    """

    @Test("a product of a package named by path answers the dependency; a package named by URL stays missing")
    func pathProductsAnswerDependencies() throws {
        let manifest = try CompatManifest.parse(Data(Self.feature.utf8))
        #expect(manifest.pathDependencies == ["/work/App/Packages/Model"])
        #expect(manifest.products == ["Feature": ["Feature"]])
        let root = URL(fileURLWithPath: "/work/App/Packages/Feature")
        let alone = try #require(manifest.modules(root: root).first)
        #expect(alone.dependencies.isEmpty)
        #expect(alone.missingDependencies == ["Model", "Moya"])
        let provided = try #require(manifest.modules(root: root, provided: ["Model": ["Model", "ModelCore"]]).first)
        #expect(provided.dependencies == ["Model", "ModelCore"], "a product is the modules of all its targets")
        #expect(provided.missingDependencies == ["Moya"])
    }

    /// Writes a package at `folder/name` whose only target holds `source`.
    static func package(_ name: String, in folder: URL, manifest: String, source: String) throws {
        let root = folder.appendingPathComponent(name)
        let sources = root.appendingPathComponent("Sources/\(name)")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: root.appendingPathComponent("Package.swift"))
        try Data(source.utf8).write(to: sources.appendingPathComponent("\(name).swift"))
    }

    @Test("an app's local packages type-check together: the package named by path is checked first and its module seen; a path that does not exist leaves the target not checked")
    func localPackagesTypeCheckTogether() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-path-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.package("Model", in: folder, manifest: """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Model", products: [.library(name: "Model", targets: ["Model"])], targets: [.target(name: "Model")])
        """, source: """
        public struct Pokemon: Identifiable, Sendable {
            public let id: Int
            public let name: String
            public init(id: Int, name: String) { self.id = id; self.name = name }
        }
        """)
        try Self.package("UI", in: folder, manifest: """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "UI", dependencies: [.package(path: "../Model")],
                              targets: [.target(name: "UI", dependencies: [.product(name: "Model", package: "Model")])])
        """, source: """
        import Model
        import SwiftUI

        public struct PokemonRow: View {
            let pokemon: Pokemon
            @State private var pressed = false
            public var body: some View {
                Text(pokemon.name)
                    .scaleEffect(pressed ? 0.95 : 1)
                    .onLongPressGesture(minimumDuration: 0.2, pressing: { pressed = $0 }, perform: {})
            }
        }
        """)
        try Self.package("Stray", in: folder, manifest: """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Stray", dependencies: [.package(path: "../Mapper")],
                              targets: [.target(name: "Stray", dependencies: ["Mapper"])])
        """, source: "import Mapper\n")

        let executable = try #require(Bundle.main.executableURL)
        let checker = CompatChecker(toolchain: try LabToolchain.find(executable: executable, linking: false))
        try await checker.prepare()
        let report = await checker.report(paths: [folder.appendingPathComponent("UI"), folder.appendingPathComponent("Stray")])
        #expect(report.modules.map(\.name) == ["Model", "UI", "Stray"], "the package named by path is checked before the one naming it")
        #expect(report.modules.map(\.verdict) == [.passes, .passes, .notChecked], "\(report.modules.map { $0.reason ?? "" })")
        let stray = try #require(report.modules.last?.reason)
        #expect(stray.contains("depends on Mapper") && stray.contains("names by path"), "\(stray)")
    }
}

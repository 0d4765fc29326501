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

    @Test("a package named by URL is read from its checkout — the package's .build/checkouts, else a --checkouts folder as owner+name — checked first and reported as a dependency, not counted; without a checkout the target is not checked")
    func urlDependencyFromCheckout() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-url-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let widgets = """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Widgets", products: [.library(name: "Widgets", targets: ["Widgets"])], targets: [.target(name: "Widgets")])
        """
        let widgetSource = """
        import SwiftUI
        public struct Chip: View {
            public let title: String
            public init(title: String) { self.title = title }
            public var body: some View { Text(title).padding(6).background(Capsule().fill(.blue)) }
        }
        """
        let appManifest = """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "App", dependencies: [.package(url: "https://github.com/acme/Widgets.git", from: "1.0.0")],
                              targets: [.target(name: "App", dependencies: [.product(name: "Widgets", package: "Widgets")])])
        """
        let appSource = """
        import SwiftUI
        import Widgets
        struct Tags: View {
            @State private var selected: String?
            var body: some View {
                HStack { ForEach(["a", "b"], id: \\.self) { tag in Chip(title: tag).onTapGesture { selected = tag } } }
            }
        }
        """
        // Resolved by SwiftPM: the checkout in the package's own .build/checkouts, named after the URL.
        try Self.package("App", in: folder.appendingPathComponent("resolved"), manifest: appManifest, source: appSource)
        try Self.package("Widgets", in: folder.appendingPathComponent("resolved/App/.build/checkouts"), manifest: widgets, source: widgetSource)
        // Not resolved: the checkout in a folder of its own, named owner+name.
        try Self.package("App", in: folder.appendingPathComponent("unresolved"), manifest: appManifest, source: appSource)
        try Self.package("acme+Widgets", in: folder.appendingPathComponent("shelf"), manifest: widgets.replacingOccurrences(of: "\"Widgets\")]", with: "\"Widgets\", path: \"Sources/acme+Widgets\")]"),
                         source: widgetSource)

        let executable = try #require(Bundle.main.executableURL)
        let toolchain = try LabToolchain.find(executable: executable, linking: false)
        let checker = CompatChecker(toolchain: toolchain)
        try await checker.prepare()
        let resolved = await checker.report(paths: [folder.appendingPathComponent("resolved/App")])
        #expect(resolved.modules.map(\.name) == ["Widgets", "App"])
        #expect(resolved.modules.map(\.kind) == [.dependency, .target])
        #expect(resolved.modules.map(\.verdict) == [.passes, .passes], "\(resolved.modules.map { $0.reason ?? "" })")
        #expect(resolved.passing == 1 && resolved.ownModules.count == 1, "the dependency is not the user's module")

        let unresolved = await checker.report(paths: [folder.appendingPathComponent("unresolved/App")])
        #expect(unresolved.modules.map(\.verdict) == [.notChecked])
        #expect(unresolved.modules.first?.reason?.contains("--checkouts") == true)

        var configuration = CompatConfiguration.standard
        configuration.checkoutFolders = [folder.appendingPathComponent("shelf")]
        let shelved = await CompatChecker(toolchain: toolchain, configuration: configuration).report(paths: [folder.appendingPathComponent("unresolved/App")])
        #expect(shelved.modules.map(\.kind) == [.dependency, .target])
        #expect(shelved.modules.map(\.verdict) == [.passes, .passes], "\(shelved.modules.map { $0.reason ?? "" })")
    }

    @Test("a checkout is found under the URL's last part in any case, or owner+name; .git is dropped")
    func checkoutNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-checkouts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["kingfisher", "Moya+Moya"] {
            let root = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try Data("// swift-tools-version: 5.9\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        }
        #expect(CompatSources.checkout(of: "https://github.com/onevcat/Kingfisher.git", in: [folder])?.lastPathComponent == "kingfisher")
        #expect(CompatSources.checkout(of: "git@github.com:Moya/Moya.git", in: [folder])?.lastPathComponent == "Moya+Moya")
        #expect(CompatSources.checkout(of: "https://github.com/Alamofire/Alamofire", in: [folder]) == nil)
    }
}

import Foundation
@testable import TactileCompat
import Testing

/// Which modules a path holds and the language mode each is checked in (CompatManifest,
/// CompatSources; docs/SOURCE-COMPATIBILITY.md, "What a module is").
@Suite("Compatibility report: modules and language modes")
struct CompatSourcesTests {
    static func manifest(tools: String, modes: String = "null", settings: String = "") throws -> CompatManifest {
        let json = """
        {"name": "Kit", "toolsVersion": {"_version": "\(tools)"}, "swiftLanguageVersions": \(modes),
         "targets": [
           {"name": "Core", "type": "regular", "path": null, "sources": null, "exclude": [], "dependencies": [], "settings": [\(settings)]},
           {"name": "Kit-UI", "type": "regular", "path": "Sources/UI", "sources": null, "exclude": ["Old"],
            "dependencies": [{"byName": ["Core", null]}, {"product": ["Introspect", "swiftui-introspect", null, null]}], "settings": []},
           {"name": "KitTests", "type": "test", "path": null, "sources": null, "exclude": [], "dependencies": [{"byName": ["Core", null]}], "settings": []}
         ]}
        """
        return try CompatManifest.parse(Data(json.utf8))
    }

    @Test("a target's own language mode wins, then the package's highest, then the tools version's default")
    func languageModes() throws {
        let root = URL(fileURLWithPath: "/nowhere/Kit")
        #expect(try Self.manifest(tools: "5.9.0").modules(root: root).map(\.languageMode) == ["5", "5"])
        #expect(try Self.manifest(tools: "6.0.0").modules(root: root).map(\.languageMode) == ["6", "6"])
        #expect(try Self.manifest(tools: "6.0.0", modes: #"["5"]"#).modules(root: root).map(\.languageMode) == ["5", "5"])
        #expect(try Self.manifest(tools: "5.9.0", modes: #"["4.2", "5"]"#).modules(root: root).map(\.languageMode) == ["5", "5"])
        let setting = #"{"tool": "swift", "kind": {"swiftLanguageMode": {"_0": "5"}}}, {"tool": "swift", "kind": {"define": {"_0": "KIT"}}}"#
        let modules = try Self.manifest(tools: "6.0.0", settings: setting).modules(root: root)
        #expect(modules.map(\.languageMode) == ["5", "6"])
        #expect(modules[0].defines == ["KIT"])
    }

    @Test("test targets are left out; a target comes after the targets it uses, and another package's product is named as missing")
    func targetsInDependencyOrder() throws {
        let modules = try Self.manifest(tools: "5.9.0").modules(root: URL(fileURLWithPath: "/nowhere/Kit"))
        #expect(modules.map(\.name) == ["Core", "Kit_UI"])
        #expect(modules[1].dependencies == ["Core"])
        #expect(modules[1].missingDependencies == ["Introspect"])
    }

    @Test("an Xcode project's SWIFT_VERSION sets a folder's language mode")
    func xcodeSwiftVersion() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-xcode-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        #expect(CompatSources.xcodeLanguageMode(in: folder, skipping: []) == nil)
        let settings = "\t\tSWIFT_VERSION = 6.0;\n\t\tSWIFT_VERSION = 6.0;\n\t\tSWIFT_VERSION = 5.0;\n"
        try Data(settings.utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        #expect(CompatSources.xcodeLanguageMode(in: folder, skipping: []) == "6")
    }

    /// SwiftPM's `PackageBuilder.findPath` (tools 5.9+): a package's only non-test target with no
    /// `Sources/<name>` folder takes `Sources` itself; with two targets, or before 5.9, it does not.
    @Test("a single-target package may keep its files directly in Sources, from tools 5.9")
    func singleTargetInSources() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("compat-single-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/Views"), withIntermediateDirectories: true)
        try Data("struct A {}".utf8).write(to: root.appendingPathComponent("Sources/Kit.swift"))
        try Data("struct B {}".utf8).write(to: root.appendingPathComponent("Sources/Views/B.swift"))
        func manifest(tools: String, extraTarget: Bool) throws -> CompatManifest {
            let extra = extraTarget ? #", {"name": "Other", "type": "regular", "path": "Other", "sources": null, "exclude": [], "dependencies": [], "settings": []}"# : ""
            let json = """
            {"name": "Kit", "toolsVersion": {"_version": "\(tools)"}, "swiftLanguageVersions": null,
             "targets": [{"name": "Kit", "type": "regular", "path": null, "sources": null, "exclude": [], "dependencies": [], "settings": []},
                         {"name": "KitTests", "type": "test", "path": null, "sources": null, "exclude": [], "dependencies": [], "settings": []}\(extra)]}
            """
            return try CompatManifest.parse(Data(json.utf8))
        }
        let single = try manifest(tools: "5.9.0", extraTarget: false).modules(root: root)
        #expect(single.first?.files.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted() == ["B.swift", "Kit.swift"])
        #expect(try manifest(tools: "5.8.0", extraTarget: false).modules(root: root).first?.files == [])
        #expect(try manifest(tools: "5.9.0", extraTarget: true).modules(root: root).first?.files == [])
    }
}

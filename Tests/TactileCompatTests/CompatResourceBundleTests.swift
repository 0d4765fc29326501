import Foundation
@testable import TactileCompat
import TactileLab
import Testing

/// A package target with resources reads them through `Bundle.module`, which SwiftPM generates
/// (`resource_bundle_accessor.swift`); the report declares it too, so such a target type-checks as
/// it builds (CompatManifest, CompatTypeChecker; docs/SOURCE-COMPATIBILITY.md, "What a module is").
@Suite("Compatibility report: a package target's resource bundle")
struct CompatResourceBundleTests {
    /// Writes a one-target package at `root` whose manifest's target is `target` and whose source is `source`.
    static func package(at root: URL, target: String, source: String, extra: [String] = []) throws {
        let sources = root.appendingPathComponent("Sources/Sheet")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("""
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Sheet", targets: [\(target)])
        """.utf8).write(to: root.appendingPathComponent("Package.swift"))
        try Data(source.utf8).write(to: sources.appendingPathComponent("SheetColor.swift"))
        for folder in extra {
            try FileManager.default.createDirectory(at: sources.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
    }

    static let source = """
    import SwiftUI

    struct SheetColor {
        static let handle = Color("handle", bundle: .module)
    }
    """

    @Test("Bundle.module exists for a target that declares resources or holds an asset catalog, and not for one without")
    func moduleBundleFollowsResources() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-resources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let declared = folder.appendingPathComponent("Declared")
        let implicit = folder.appendingPathComponent("Implicit")
        let none = folder.appendingPathComponent("None")
        try Self.package(at: declared, target: #".target(name: "Sheet", resources: [.process("Resources")])"#, source: Self.source, extra: ["Resources"])
        try Self.package(at: implicit, target: #".target(name: "Sheet")"#, source: Self.source, extra: ["Colors.xcassets"])
        try Self.package(at: none, target: #".target(name: "Sheet")"#, source: Self.source)

        let executable = try #require(Bundle.main.executableURL)
        let checker = CompatChecker(toolchain: try LabToolchain.find(executable: executable, linking: false))
        try await checker.prepare()
        let report = await checker.report(paths: [declared, implicit, none])
        #expect(report.modules.map(\.verdict) == [.passes, .passes, .fails], "\(report.modules.map { $0.reason ?? "" })")
        #expect(report.modules.last?.reason?.contains("module") == true, "without resources SwiftPM declares no Bundle.module")
    }
}

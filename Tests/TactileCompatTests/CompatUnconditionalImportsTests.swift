import Foundation
@testable import TactileCompat
import TactileLab
import Testing

/// Code that imports UIKit outside every `#if` builds only for a UIKit platform, so a package
/// target or loose files doing so are compiled as iOS code; UIKit imported under an `#if` leaves
/// them a Linux build (CompatUnconditionalImports; docs/SOURCE-COMPATIBILITY.md, "Which platform").
@Suite("Compatibility report: code that imports UIKit unconditionally is compiled as iOS")
struct CompatUnconditionalImportsTests {
    @Test("an import outside every #if counts in each spelling of an import statement, its module named once")
    func everySpellingCounts() {
        let source = """
        import SwiftUI
        @_exported import UIKit
        import UIKit.UIGestureRecognizerSubclass
        @preconcurrency import class AVFoundation.AVPlayer
        public import Combine; import func Darwin.sqrt
        @_spi(Sheets) import `Observation`
        """
        #expect(CompatUnconditionalImports(source: source).modules == ["SwiftUI", "UIKit", "AVFoundation", "Combine", "Darwin", "Observation"])
        #expect(CompatUnconditionalImports(source: "import class UIKit.UIView").platform == .iOS)
        #expect(CompatUnconditionalImports(source: "  import UIKit // the bridge").platform == .iOS)
        #expect(CompatUnconditionalImports(source: "import SwiftUI").platform == nil)
    }

    @Test("an import under an #if (nested, or in its #else), in a comment or in a string literal does not count; after #endif it does")
    func conditionalAndQuotedImportsDoNot() {
        let conditional = """
        #if canImport(UIKit)
        import UIKit
        #elseif os(macOS)
        import AppKit
        #else
          #if DEBUG
          import UIKit
          #endif
        import Foundation
        #endif
        """
        #expect(CompatUnconditionalImports(source: conditional).modules.isEmpty)
        let quoted = #"""
        // import UIKit
        /* a note
           import UIKit /* nested */ import UIKit
        */
        let template = """
        import UIKit
        """
        let raw = #"import UIKit \(not) "# ; let plain = "\(name("import UIKit")) import UIKit"
        let unclosed = "an unclosed string
        #if os(iOS)
        #endif
        import SwiftUI
        """#
        #expect(CompatUnconditionalImports(source: quoted).modules == ["SwiftUI"])
        #expect(CompatUnconditionalImports(source: "#if os(iOS)\n#endif\nimport UIKit").platform == .iOS)
        #expect(CompatUnconditionalImports(source: "#ifdef\nimport UIKit").platform == .iOS, "#ifdef is not #if")
        #expect(CompatUnconditionalImports(source: "let importance = 1\nimported UIKit").modules.isEmpty)
    }

    @Test("a package target importing UIKit unconditionally is iOS code, with the targets using it and the targets it uses; the others stay Linux")
    func packageTargetsFollowTheirImports() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("compat-uikit-targets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources: [String: String] = [
            "Model": "public struct Reading { public var value = 0.0 }",
            "Gauge": "import UIKit\nimport Model\npublic final class GaugeLayer {}",
            "Dial": "import Gauge\npublic struct Dial {}",
            "Bridge": "#if canImport(UIKit)\nimport UIKit\n#endif\n// import UIKit\npublic struct Bridge {}",
        ]
        for (name, source) in sources {
            let folder = root.appendingPathComponent("Sources/\(name)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(source.utf8).write(to: folder.appendingPathComponent("\(name).swift"))
        }
        func target(_ name: String, uses: [String]) -> String {
            let dependencies = uses.map { #"{"byName": ["\#($0)", null]}"# }.joined(separator: ", ")
            return #"{"name": "\#(name)", "type": "regular", "path": null, "sources": null, "exclude": [], "dependencies": [\#(dependencies)], "settings": []}"#
        }
        let json = """
        {"name": "Gauges", "toolsVersion": {"_version": "5.9.0"}, "swiftLanguageVersions": null,
         "targets": [\(target("Model", uses: [])), \(target("Gauge", uses: ["Model"])), \(target("Dial", uses: ["Gauge"])), \(target("Bridge", uses: ["Model"]))]}
        """
        let modules = try CompatManifest.parse(Data(json.utf8)).modules(root: root)
        let platforms = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0.platform) })
        #expect(platforms == ["Model": .iOS, "Gauge": .iOS, "Dial": .iOS, "Bridge": nil])
    }

    @Test("a package importing UIKit unconditionally type-checks as iOS code, using UIKit; so do loose files; UIKit under #if or in a comment leaves a package or folder a Linux build; --platform linux still compiles it for Linux")
    func uiKitPackagesTypeCheckAsIOS() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-uikit-packages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func package(_ name: String, source: String) throws -> URL {
            let root = folder.appendingPathComponent(name)
            let sources = root.appendingPathComponent("Sources/\(name)")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try Data("""
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "\(name)", targets: [.target(name: "\(name)")])
            """.utf8).write(to: root.appendingPathComponent("Package.swift"))
            try Data(source.utf8).write(to: sources.appendingPathComponent("\(name).swift"))
            return root
        }
        let wide = try package("WideBanner", source: """
        import SwiftUI
        import UIKit

        public struct WideBanner: View {
            public init() {}
            public var body: some View {
                Text("Wide").frame(width: UIScreen.main.bounds.width)
            }
        }
        """)
        let half = try package("HalfBanner", source: """
        import SwiftUI
        #if canImport(UIKit)
        import UIKit
        #endif

        public struct HalfBanner: View {
            public init() {}
            public var body: some View {
                #if canImport(UIKit)
                Text("Half").frame(width: UIScreen.main.bounds.width / 2)
                #else
                Text("Half")
                #endif
            }
        }
        """)
        let loose = folder.appendingPathComponent("Sketches")
        try FileManager.default.createDirectory(at: loose, withIntermediateDirectories: true)
        try Data("""
        import SwiftUI
        // import UIKit

        struct Sketch: View {
            var body: some View { Text("Sketch") }
        }
        """.utf8).write(to: loose.appendingPathComponent("Sketch.swift"))
        let wallpaper = folder.appendingPathComponent("Wallpaper")
        try FileManager.default.createDirectory(at: wallpaper, withIntermediateDirectories: true)
        try Data("""
        import UIKit

        @MainActor func wallpaperSize() -> CGSize { UIScreen.main.bounds.size }
        """.utf8).write(to: wallpaper.appendingPathComponent("Wallpaper.swift"))

        let executable = try #require(Bundle.main.executableURL)
        let toolchain = try LabToolchain.find(executable: executable, linking: false)
        let checker = CompatChecker(toolchain: toolchain)
        try await checker.prepare()
        let report = await checker.report(paths: [wide, half, loose, wallpaper])
        #expect(report.modules.map(\.name) == ["WideBanner", "HalfBanner", "Sketches", "Wallpaper"])
        #expect(report.modules.map(\.platform) == [.iOS, .linux, .linux, .iOS])
        #expect(report.modules.map(\.verdict) == [.passes, .passes, .passes, .passes], "\(report.modules.map { $0.reason ?? "" })")

        let onLinux = await CompatChecker(toolchain: toolchain, platform: .linux).report(paths: [wide])
        #expect(onLinux.modules.map(\.verdict) == [.fails])
        #expect(onLinux.missingAPIs.map(\.name) == ["module UIKit"])
    }
}

import Foundation
@testable import TactileCompat
import TactileLab
import Testing

/// A library written for Apple's platforms only — `#if os(iOS) … #elseif os(macOS) … #endif` with no
/// branch for Linux, as colour and popup libraries declare their platform types — cannot type-check
/// for Linux whatever Tactile provides; it is checked again as iOS code and reported as iOS code,
/// with the targets that use it (CompatChecker.retriedAsIOS; docs/SOURCE-COMPATIBILITY.md).
@Suite("Compatibility report: packages written for Apple's platforms only")
struct CompatApplePlatformCodeTests {
    @Test("a package with no Linux branch passes as iOS code, its dependent target too; an error with no iOS branch stays a Linux failure")
    func appleOnlyPackageIsIOSCode() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-apple-only-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try CompatPathDependencyTests.package("Palette", in: folder, manifest: """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Palette", platforms: [.iOS(.v15), .macOS(.v12)],
                              products: [.library(name: "Palette", targets: ["Palette", "Swatches"])],
                              targets: [.target(name: "Palette"), .target(name: "Swatches", dependencies: ["Palette"])])
        """, source: """
        #if os(iOS)
        import UIKit
        public typealias PlatformColor = UIColor
        #elseif os(macOS)
        import AppKit
        public typealias PlatformColor = NSColor
        #endif

        public extension PlatformColor {
            static var brand: PlatformColor { PlatformColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1) }
        }
        """)
        let swatches = folder.appendingPathComponent("Palette/Sources/Swatches")
        try FileManager.default.createDirectory(at: swatches, withIntermediateDirectories: true)
        try Data("""
        import Palette
        import SwiftUI

        public struct Swatch: View {
            @State private var picked = false
            public init() {}
            public var body: some View {
                Circle().fill(Color(uiColor: .brand)).frame(width: 44, height: 44)
                    .scaleEffect(picked ? 1.2 : 1)
                    .onTapGesture { picked.toggle() }
            }
        }
        """.utf8).write(to: swatches.appendingPathComponent("Swatch.swift"))
        try CompatPathDependencyTests.package("Broken", in: folder, manifest: """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Broken", targets: [.target(name: "Broken")])
        """, source: "import SwiftUI\nlet missing = NoSuchType()\n")

        let executable = try #require(Bundle.main.executableURL)
        let checker = CompatChecker(toolchain: try LabToolchain.find(executable: executable, linking: false))
        try await checker.prepare()
        let report = await checker.report(paths: [folder.appendingPathComponent("Palette"), folder.appendingPathComponent("Broken")])
        #expect(report.modules.map(\.name) == ["Palette", "Swatches", "Broken"])
        #expect(report.modules.map(\.verdict) == [.passes, .passes, .fails], "\(report.modules.map { $0.reason ?? "" })")
        #expect(report.modules.map(\.platform) == [.iOS, .iOS, .linux])

        let asLinux = await CompatChecker(toolchain: try LabToolchain.find(executable: executable, linking: false), platform: .linux)
            .report(paths: [folder.appendingPathComponent("Palette")])
        #expect(asLinux.modules.first?.verdict == .fails, "with the platform fixed, no second try")
    }

    @Test("a package whose manifest names iOS, with a model that imports only Foundation and uses ObservableObject, passes as iOS code (Apple's Foundation declares the name; Linux's does not)")
    func iOSPackageWithAFoundationOnlyModel() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-ios-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try CompatPathDependencyTests.package("Charts", in: folder, manifest: """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Charts", platforms: [.iOS(.v13), .macOS(.v10_15)], targets: [.target(name: "Charts")])
        """, source: """
        import Foundation

        public final class ChartData: ObservableObject {
            @Published public var points: [Double] = []
            public init() {}
        }
        """)
        let executable = try #require(Bundle.main.executableURL)
        let checker = CompatChecker(toolchain: try LabToolchain.find(executable: executable, linking: false))
        try await checker.prepare()
        let report = await checker.report(paths: [folder.appendingPathComponent("Charts")])
        #expect(report.modules.map(\.verdict) == [.passes], "\(report.modules.map { $0.reason ?? "" })")
        #expect(report.modules.map(\.platform) == [.iOS])
    }
}

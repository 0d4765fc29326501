import Foundation
@testable import TactileCompat
import TactileLab
import Testing

/// `tactile-compat --platform`: the same code compiled as a Linux build through the `SwiftUI`
/// product and as iOS code (`os(iOS)` true, `import UIKit` answered), with the compiler's real
/// verdicts and every error located in the user's own file.
@Suite("Compatibility report: the platform code is compiled for")
struct CompatPlatformTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/CompatPlatform")

    @Test("as iOS, each os(…) of an #if or #elseif line is read as on iOS, padded so every column stays where it was")
    func iOSConditions() throws {
        let lines = [
            "#if os(iOS)",
            "let a = 1",
            "  #elseif os(macOS) || os( visionOS )",
            "#if !os(watchOS) && canImport(UIKit)",
            "#if canImport(os) && DEBUG",
            "let chaos = ios(3) // os(iOS) in code is code",
            "#if(os(iOS))",
            "#endif",
        ]
        let text = lines.joined(separator: "\n")
        let rewritten = try #require(CompatPlatform.iOS.conditions(in: text))
        #expect(rewritten.split(separator: "\n", omittingEmptySubsequences: false) == [
            "#if true   ",
            "let a = 1",
            "  #elseif false     || false         ",
            "#if !false       && canImport(UIKit)",
            "#if canImport(os) && DEBUG",
            "let chaos = ios(3) // os(iOS) in code is code",
            "#if(true   )",
            "#endif",
        ])
        let lengths = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).map(\.count) }
        #expect(lengths(rewritten) == lengths(text))
        #expect(CompatPlatform.iOS.conditions(in: "#if DEBUG\nlet os = 1\n#endif") == nil)
        #expect(CompatPlatform.macOS.conditions(in: "#if os(macOS)\n#elseif os(iOS)") == "#if true     \n#elseif false  ")
        #expect(CompatPlatform.linux.conditions(in: text) == nil)
    }

    @Test("an Xcode target builds for its SDKROOT's platform, else the first it supports, iOS first, else iOS")
    func xcodePlatforms() {
        #expect(CompatPlatform.xcode(sdkRoot: "iphoneos", supportedPlatforms: nil) == .iOS)
        #expect(CompatPlatform.xcode(sdkRoot: "macosx", supportedPlatforms: "iphoneos") == .macOS)
        #expect(CompatPlatform.xcode(sdkRoot: "xros", supportedPlatforms: nil) == .visionOS)
        #expect(CompatPlatform.xcode(sdkRoot: "auto", supportedPlatforms: "appletvos appletvsimulator iphoneos iphonesimulator macosx") == .iOS)
        #expect(CompatPlatform.xcode(sdkRoot: nil, supportedPlatforms: "watchsimulator watchos") == .watchOS)
        #expect(CompatPlatform.xcode(sdkRoot: "auto", supportedPlatforms: nil) == .iOS)
        #expect(CompatPlatform.watchOS.hasUIKit == false && CompatPlatform.tvOS.hasUIKit && CompatPlatform.linux.hasUIKit == false)
    }

    @Test("a file the platform reads differently is compiled from a copy naming the original, which is never written")
    func copiesNameTheOriginal() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-platform-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let row = Self.fixtures.appendingPathComponent("ShareRow.swift").path
        let original = try String(contentsOfFile: row, encoding: .utf8)
        let copies = CompatPlatform.iOS.copies(of: [row, "/no/such/File.swift"], in: folder)
        let copy = try #require(copies[row])
        #expect(copies.count == 1)
        #expect((copy as NSString).lastPathComponent == "ShareRow.swift")
        let text = try String(contentsOfFile: copy, encoding: .utf8)
        #expect(text.hasPrefix("#sourceLocation(file: \"\(row)\", line: 1)\n"))
        #expect(text.contains("        #if true   \n"))
        #expect(try String(contentsOfFile: row, encoding: .utf8) == original)
        #expect(CompatPlatform.linux.copies(of: [row], in: folder).isEmpty)
    }

    @Test("an iOS-only branch and the UIKit app template type-check as iOS code and not on Linux; a UIKit bridge under os(iOS) the other way round, its error in the user's file")
    func sameCodeBothPlatforms() async throws {
        let executable = try #require(Bundle.main.executableURL)
        let toolchain = try LabToolchain.find(executable: executable, linking: false)
        let paths = ["ShareRow.swift", "ShareSheet.swift", "TemplateApp.swift", "WalletCards.swift"].map { Self.fixtures.appendingPathComponent($0) }

        let linux = CompatChecker(toolchain: toolchain, platform: .linux)
        try await linux.prepare()
        let onLinux = await linux.report(paths: paths)
        #expect(onLinux.platform == .linux)
        #expect(onLinux.modules.map(\.verdict) == [.fails, .passes, .fails, .passes], "a nonisolated @ViewBuilder function type-checks in Swift 5 mode")
        #expect(onLinux.missingAPIs.map(\.name).contains("module UIKit"))
        #expect(onLinux.missingAPIs.map(\.name).contains("NSApplication"), "AppKit's application object is not provided (its NSColor is)")

        let onIOS = await CompatChecker(toolchain: toolchain, platform: .iOS).report(paths: paths)
        #expect(onIOS.platform == .iOS)
        #expect(onIOS.modules.map(\.verdict) == [.passes, .fails, .passes, .passes], "the Xcode 11 app template type-checks as iOS code")
        let controller = try #require(onIOS.missingAPIs.first { $0.name == "UIActivityViewController" })
        #expect(controller.at == ["ShareSheet.swift:8"])
        #expect(onIOS.text().contains("compiled for iOS"))
    }
}

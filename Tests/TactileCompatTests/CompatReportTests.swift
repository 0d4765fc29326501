import Foundation
import TactileCompat
import TactileLab
import Testing

/// `tactile-compat` on a package and an app folder written for these tests in the style of public
/// SwiftUI code (Tests/Fixtures/CompatPackage, Tests/Fixtures/CompatApp): the compiler's real
/// verdicts and errors, through Tactile's SwiftUI compatibility modules of this build.
@Suite("Compatibility report: a package and an app folder")
struct CompatReportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test("each module's verdict, and the missing APIs ranked by the places that use them")
    func packageAndAppFolder() async throws {
        let executable = try #require(Bundle.main.executableURL)
        let checker = CompatChecker(toolchain: try LabToolchain.find(executable: executable, linking: false))
        try await checker.prepare()
        let package = Self.fixtures.appendingPathComponent("CompatPackage")
        let app = Self.fixtures.appendingPathComponent("CompatApp")
        let report = await checker.report(paths: [package, app, Self.fixtures.appendingPathComponent("NoSuchFolder")])

        // Gauges type-checks only in its declared Swift 5 mode (a global `var`); its test target
        // and the app's StickyTests folder are not checked.
        #expect(report.modules.map(\.name) == ["Gauges", "Stickers", "CompatApp"])
        #expect(report.modules.map(\.verdict) == [.passes, .fails, .fails])
        #expect(report.modules.map(\.languageMode) == ["5", "5", "5"])
        #expect(report.modules.map(\.files) == [1, 1, 3])
        #expect(report.passing == 1)
        #expect(report.unreadable.keys.contains { $0.hasSuffix("NoSuchFolder") })

        let ranking = report.missingAPIs.map { "\($0.name) \($0.places)/\($0.modules)" }
        #expect(ranking == [
            "View.wobbleEffect 3/2",
            "HoloFoil 1/1",
            "RoundedRectangle(cornerRadius:wobble:) 1/1",
            "module HoloKit 1/1",
        ])
        #expect(report.missingAPIs[0].at == ["CompatApp/Sticky/NoteScreen.swift:21", "CompatPackage/Sources/Stickers/StickerBoard.swift:21",
                                             "CompatPackage/Sources/Stickers/StickerBoard.swift:27"])
        #expect(report.text().hasPrefix("1 of 3 modules type-check unchanged through Tactile's SwiftUI, each compiled for its target's platform (Linux for a package, iOS for code that imports UIKit unconditionally)."))
        let decoded = try JSONDecoder().decode(CompatReport.self, from: Data(report.json().utf8))
        #expect(decoded == report)
    }
}

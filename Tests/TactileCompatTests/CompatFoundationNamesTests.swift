import Foundation
import Testing
@testable import TactileCompat
import TactileLab

/// A view model that imports only Foundation — `class Model: ObservableObject { @Published … }`, as
/// apps write them — type-checks as code for an Apple platform, whose Foundation declares
/// `ObservableObject` and `Published` as Combine's; compiled for Linux, whose Foundation does not,
/// it does not.
@Suite("Compatibility report: the names Apple's Foundation declares for Combine's types")
struct CompatFoundationNamesTests {
    @Test("a Foundation-only view model type-checks as iOS code and, as on Linux, not for Linux")
    func foundationOnlyViewModel() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-foundation-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("Counter")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data("""
        import Foundation

        final class CounterModel: ObservableObject {
            @Published var count = 0
            func increment() { count += 1 }
        }
        """.utf8).write(to: app.appendingPathComponent("CounterModel.swift"))
        try Data("""
        import SwiftUI

        struct CounterView: View {
            @StateObject private var model = CounterModel()
            var body: some View {
                Button("Count \\(model.count)") { model.increment() }
            }
        }
        """.utf8).write(to: app.appendingPathComponent("CounterView.swift"))

        let executable = try #require(Bundle.main.executableURL)
        let toolchain = try LabToolchain.find(executable: executable, linking: false)
        let asIOS = CompatChecker(toolchain: toolchain, platform: .iOS)
        try await asIOS.prepare()
        let report = await asIOS.report(paths: [app])
        #expect(report.modules.map(\.verdict) == [.passes], "\(report.modules.map { $0.reason ?? "" })")

        let onLinux = await CompatChecker(toolchain: toolchain, platform: .linux).report(paths: [app])
        #expect(onLinux.modules.map(\.verdict) == [.fails])
        #expect(onLinux.missingAPIs.map(\.name).contains("ObservableObject"), "\(onLinux.missingAPIs.map(\.name))")
    }
}

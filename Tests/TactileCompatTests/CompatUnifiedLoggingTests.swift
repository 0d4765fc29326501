import Foundation
import Testing
@testable import TactileCompat
import TactileLab

/// `import os` / `import OSLog`: the logging code SwiftUI libraries and apps write (a popup library's
/// `Logger`, a toast library's `os_log`, a model's `OSAllocatedUnfairLock`) type-checks as written —
/// for Linux, as a package builds, and for iOS — and what iOS refuses (an `Error` interpolated
/// directly into a message) is refused here too.
@Suite("Compatibility report: unified logging (os, OSLog)")
struct CompatUnifiedLoggingTests {
    static let loggingCode = """
    import Foundation
    import os
    import OSLog

    struct Engine {
        static let logger = Logger(subsystem: "com.example.app", category: "Engine")
        static let legacy = OSLog(subsystem: "com.example.app", category: "Legacy")
        let counter = OSAllocatedUnfairLock(initialState: 0)

        func run(count: Int, ratio: Double, width: CGFloat, name: String, flag: Bool, error: any Error) {
            Self.logger.debug("Loading \\(count) items for \\(name, privacy: .public)")
            Self.logger.info("ratio \\(ratio, format: .fixed(precision: 2)) width \\(width) id \\(count, format: .hex, align: .right(columns: 6))")
            Self.logger.error("failed: \\(error.localizedDescription, privacy: .private(mask: .hash)) \\(flag) in \\(Self.self)")
            Self.logger.warning("warning")
            Self.logger.log(level: .fault, "fault at \\(Date())")
            Logger().notice("plain")
            Logger(Self.legacy).trace("traced")
            os_log("%{public}@ loaded %d", log: Self.legacy, type: .info, name, count)
            os_log(.error, log: .default, "count \\(count)")
            counter.withLock { $0 += 1 }
        }
    }
    """

    static func report(_ source: String, platform: CompatPlatform) async throws -> CompatReport {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-os-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("Engine")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data(source.utf8).write(to: app.appendingPathComponent("Engine.swift"))
        let executable = try #require(Bundle.main.executableURL)
        let toolchain = try LabToolchain.find(executable: executable, linking: false)
        let checker = CompatChecker(toolchain: toolchain, platform: platform)
        try await checker.prepare()
        return await checker.report(paths: [app])
    }

    @Test("Logger, OSLog, os_log and OSAllocatedUnfairLock type-check for Linux and for iOS")
    func loggingTypeChecks() async throws {
        for platform in [CompatPlatform.linux, .iOS] {
            let report = try await Self.report(Self.loggingCode, platform: platform)
            #expect(report.modules.map(\.verdict) == [.passes], "\(platform): \(report.modules.map { $0.reason ?? "" })")
        }
    }

    @Test("an Error interpolated directly into a message does not type-check, as on iOS")
    func errorNeedsADescription() async throws {
        let report = try await Self.report("""
        import os
        func fail(_ error: any Error) { Logger().error("failed: \\(error)") }
        """, platform: .linux)
        #expect(report.modules.map(\.verdict) == [.fails])
    }
}

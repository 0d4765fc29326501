import Foundation
import Testing
@testable import TactileCompat
import TactileLab

/// An API client that imports only Foundation — `URLSession.shared.dataTask(with: URLRequest(url:))`,
/// as apps write them — type-checks as code for an Apple platform, whose Foundation declares URL
/// loading; compiled for Linux, whose Foundation moves it to FoundationNetworking, it does not.
@Suite("Compatibility report: URL loading, which Apple's Foundation declares")
struct CompatFoundationNetworkingTests {
    @Test("a Foundation-only API client type-checks as iOS code and, as on Linux, not for Linux")
    func foundationOnlyAPIClient() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-foundation-networking-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("Weather")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data("""
        import Foundation

        struct WeatherAPI {
            let session = URLSession(configuration: .ephemeral)

            func fetch(_ url: URL, completion: @escaping (Data?) -> Void) {
                var request = URLRequest(url: url)
                request.httpMethod = "GET"
                session.dataTask(with: request) { data, response, _ in
                    completion((response as? HTTPURLResponse)?.statusCode == 200 ? data : nil)
                }.resume()
            }

            func shared(_ url: URL) async throws -> Data { try await URLSession.shared.data(from: url).0 }
        }
        """.utf8).write(to: app.appendingPathComponent("WeatherAPI.swift"))

        let executable = try #require(Bundle.main.executableURL)
        let toolchain = try LabToolchain.find(executable: executable, linking: false)
        let asIOS = CompatChecker(toolchain: toolchain, platform: .iOS)
        try await asIOS.prepare()
        let report = await asIOS.report(paths: [app])
        #expect(report.modules.map(\.verdict) == [.passes], "\(report.modules.map { $0.reason ?? "" })")

        let onLinux = await CompatChecker(toolchain: toolchain, platform: .linux).report(paths: [app])
        #expect(onLinux.modules.map(\.verdict) == [.fails])
        #expect(onLinux.missingAPIs.map(\.name).contains("URLRequest"), "\(onLinux.missingAPIs.map(\.name))")
    }
}

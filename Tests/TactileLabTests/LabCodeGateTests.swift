import Foundation
@testable import TactileLab
import Testing

/// Who may run code (docs/LAB-PROTOCOL.md, "Playground — who may run code").
@Suite("Lab code gate")
struct LabCodeGateTests {
    @Test("loopback addresses run code without a flag", arguments: ["127.0.0.1", "127.4.5.6", "localhost", "LOCALHOST", "::1", "[::1]"])
    func loopback(host: String) {
        #expect(LabCodeGate(host: host, allowCode: false).allowsCode)
        #expect(LabCodeGate(host: host, allowCode: false).refusal == nil)
    }

    @Test("addresses others can reach refuse code without --allow-code",
          arguments: ["0.0.0.0", "::", "192.168.1.20", "10.0.0.1", "lab.example.com", "128.0.0.1", "127.0.0", "127.0.0.256", ""])
    func reachable(host: String) throws {
        let gate = LabCodeGate(host: host, allowCode: false)
        #expect(!gate.allowsCode)
        let refusal = try #require(gate.refusal)
        #expect(refusal.code == .codeRefused)
        #expect(refusal.message.contains("--allow-code"))
    }

    @Test("--allow-code opens any address")
    func allowed() {
        #expect(LabCodeGate(host: "0.0.0.0", allowCode: true).allowsCode)
    }

    @Test("the compile endpoint refuses on 0.0.0.0 without --allow-code, before compiling anything")
    func endpointRefuses() async throws {
        let playground = LabPlayground(configuration: .standard, gate: LabCodeGate(host: "0.0.0.0", allowCode: false),
                                       toolchain: .failure(LabError(.compileFailed, "no toolchain in this test")))
        do {
            _ = try await playground.compileEdited(sceneID: "002-circle-clamped-drag", source: "struct V {}")
            Issue.record("the playground compiled code on 0.0.0.0 without --allow-code")
        } catch {
            #expect(error.error.code == .codeRefused)
            #expect(error.diagnostics.isEmpty)
        }
    }

    @Test("user files are not even scanned when code may not run; with --allow-code they are")
    func userFilesFollowTheGate() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lab-gate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("import Tactile\n#Preview(\"Hello\") { Text(\"hello\") }\n".utf8).write(to: folder.appendingPathComponent("V.swift"))
        let noToolchain = Result<LabToolchain, LabError>.failure(LabError(.compileFailed, "no toolchain in this test"))

        let refused = LabPlayground(configuration: .standard, gate: LabCodeGate(host: "0.0.0.0", allowCode: false),
                                    toolchain: noToolchain, userPaths: [folder.path])
        #expect(await refused.rebuildUserFilesIfChanged() == false)
        #expect(await refused.userCatalog.isEmpty)

        let allowed = LabPlayground(configuration: .standard, gate: LabCodeGate(host: "0.0.0.0", allowCode: true),
                                    toolchain: noToolchain, userPaths: [folder.path])
        #expect(await allowed.rebuildUserFilesIfChanged() == true)
        // Found, though not built (this test has no compiler): listed with no build yet.
        let entries = await allowed.userCatalog
        #expect(entries.map(\.title) == ["Hello"])
        #expect(entries.map(\.kind) == ["user"])
        #expect(entries.first?.build == nil)
        // Nothing changed on disk: no second attempt.
        #expect(await allowed.rebuildUserFilesIfChanged() == false)
    }
}

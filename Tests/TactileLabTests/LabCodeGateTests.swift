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
        await #expect(throws: LabCompiler.Failure.self) {
            _ = try await playground.compileEdited(sceneID: "002-circle-clamped-drag", source: "struct V {}")
        }
        do {
            _ = try await playground.compileEdited(sceneID: "002-circle-clamped-drag", source: "struct V {}")
        } catch {
            #expect(error.error.code == .codeRefused)
        }
        #expect(await playground.rebuildUserFilesIfChanged() == false)
    }
}

import Foundation
@testable import TactileLab
import Testing

/// A compile that never finishes is killed at `LabConfiguration.buildTimeLimit` (issue 31, "bounded
/// work"): `swiftc` and every process it started. The compiler here is a script; its time limit is
/// measured on a clock the test owns, so nothing depends on how fast the machine is.
@Suite("Lab compiler time limit", .timeLimit(.minutes(10)))
struct LabCompilerTimeLimitTests {
    /// A compiler script in a folder of its own.
    static func compiler(_ body: String, timeLimit: Duration, clock: ManualClock) throws -> LabCompiler {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lab-compiler-\(LabToken.newID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let swiftc = folder.appendingPathComponent("swiftc")
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: swiftc)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swiftc.path)
        return LabCompiler(toolchain: LabToolchain(swiftc: swiftc, buildDirectory: folder, moduleMaps: []),
                           directory: folder.appendingPathComponent("builds"), timeLimit: timeLimit, clock: LabIdleClock(clock))
    }

    @Test("a compiler that never finishes is killed with the processes it started, and the build fails saying why")
    func endlessCompilerIsKilled() async throws {
        // The script's child holds the output pipe too: the compile ends only if the whole group dies.
        let compiler = try Self.compiler("sleep 3600 &\nwait", timeLimit: .zero, clock: ManualClock())
        defer { try? FileManager.default.removeItem(at: compiler.toolchain.buildDirectory) }
        do {
            _ = try await compiler.compile(LabBuildPlan(), id: "b-endless")
            Issue.record("an endless compiler's build succeeded")
        } catch {
            #expect(error.error.code == .compileFailed)
            #expect(error.error.message.contains("time limit"))
        }
    }

    @Test("a compiler that finishes within the limit is never killed")
    func quickCompilerIsKept() async throws {
        // The clock never moves: the limit cannot be reached, whatever the machine's speed.
        let compiler = try Self.compiler("exit 0", timeLimit: .seconds(1), clock: ManualClock())
        defer { try? FileManager.default.removeItem(at: compiler.toolchain.buildDirectory) }
        let build = try await compiler.compile(LabBuildPlan(), id: "b-quick")
        #expect(build.id == "b-quick")
    }
}

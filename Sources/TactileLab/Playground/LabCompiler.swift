import Foundation
import Synchronization

/// Compiles a `LabBuildPlan` into a worker executable by driving `swiftc` directly against the
/// prebuilt modules (`LabToolchain`): no package build, so a one-file edit links in seconds
/// (docs/PERFORMANCE.md, "Playground").
public struct LabCompiler: Sendable {
    /// A compiled build.
    public struct Build: Sendable {
        public var id: String
        public var executable: URL
        public var scenes: [LabBuildPlan.Scene]
        /// Warnings (a build with errors is a `Failure`).
        public var diagnostics: [LabDiagnostic]
        /// Seconds `swiftc` took.
        public var seconds: Double
    }

    /// A build that did not compile.
    public struct Failure: Error, Sendable {
        public var error: LabError
        public var diagnostics: [LabDiagnostic]
    }

    public let toolchain: LabToolchain
    /// Where builds are written: one folder per build.
    public let directory: URL
    /// The longest one compile may take (`LabConfiguration.buildTimeLimit`): then `swiftc` and every
    /// process it started are killed and the build fails.
    public let timeLimit: Duration
    /// The clock `timeLimit` is measured on: the continuous clock, or a test's own.
    public let clock: LabIdleClock

    public init(toolchain: LabToolchain, directory: URL, timeLimit: Duration = LabConfiguration.standard.buildTimeLimit,
                clock: LabIdleClock = .continuous) {
        self.toolchain = toolchain
        self.directory = directory
        self.timeLimit = timeLimit
        self.clock = clock
    }

    /// Compiles `plan` with the user's sources already at `plan.files`, as build `id`.
    public func compile(_ plan: LabBuildPlan, id: String) async throws(Failure) -> Build {
        let folder = directory.appendingPathComponent(id)
        let main = folder.appendingPathComponent("main.swift")
        let executable = folder.appendingPathComponent("worker")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(plan.mainSource.utf8).write(to: main)
        } catch {
            throw Failure(error: LabError(.compileFailed, "The lab could not write the build's files in \(folder.path): \(error)."), diagnostics: [])
        }
        var arguments = toolchain.arguments(sources: (plan.files + plan.companions).map { URL(fileURLWithPath: $0) } + [main], output: executable,
                                            moduleName: LabTestHosting.userBuildModule)
        // A package's previews: its modules, and the objects of the targets they link (LabPackageBuilder).
        arguments += plan.importPaths.flatMap { ["-I", $0] } + plan.objects
        let started = ContinuousClock.now
        let result: (status: Int32, output: String, timedOut: Bool)
        do {
            result = try await Self.run(toolchain.swiftc, arguments, in: folder, timeLimit: timeLimit, clock: clock)
        } catch {
            throw Failure(error: LabError(.compileFailed, "The lab could not run \(toolchain.swiftc.path): \(error)."), diagnostics: [])
        }
        let elapsed = ContinuousClock.now - started
        let diagnostics = LabDiagnostic.parse(result.output)
        if result.timedOut {
            throw Failure(error: LabError(.compileFailed, "The compiler was still running after \(timeLimit) (the lab's build time limit) and was stopped; simplify the code it was type-checking (long expressions of literals and operators are the usual cause)."),
                          diagnostics: diagnostics)
        }
        guard result.status == 0 else {
            let errors = diagnostics.filter { $0.severity == .error }
            let first = errors.first.map { diagnostic in
                let place = diagnostic.line.map { "\((diagnostic.file.map { ($0 as NSString).lastPathComponent }) ?? "?"):\($0):\(diagnostic.column ?? 0): " } ?? ""
                return " The first: \(place)\(diagnostic.message)"
            } ?? " swiftc said: \(result.output.suffix(600))"
            throw Failure(error: LabError(.compileFailed, "The code did not compile (\(errors.count) error\(errors.count == 1 ? "" : "s")).\(first)"),
                          diagnostics: diagnostics)
        }
        return Build(id: id, executable: executable, scenes: plan.scenes, diagnostics: diagnostics,
                     seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    /// Compiles the toolchain's compatibility modules (`import SwiftUI`, `Combine`, `CoreGraphics`,
    /// iOS's `UIKit` into a folder of its own, and the Objective-C modules of Apple's SDKs
    /// `tactile-compat` type-checks against into another) that are missing or out of date, in dependency
    /// order; nothing where the toolchain has none.
    /// Preparations in one process run one at a time (`CompatibilityPreparations`): two callers
    /// at once — two playgrounds, two `tactile-compat` checks in one test run — would compile the
    /// same module into one place twice and link the same files.
    public func prepareCompatibility() async throws(Failure) {
        let outcome = await CompatibilityPreparations.shared.run { await self.prepareCompatibilityAlone() }
        try outcome.get()
    }

    /// `prepareCompatibility()`, with no other preparation running.
    private func prepareCompatibilityAlone() async -> Result<Void, Failure> {
        do throws(Failure) {
            try await prepareCompatibilityUnserialized()
            return .success(())
        } catch {
            return .failure(error)
        }
    }

    private func prepareCompatibilityUnserialized() async throws(Failure) {
        guard let compatibility = toolchain.compatibility else { return }
        do {
            try FileManager.default.createDirectory(at: compatibility.iOSOutput, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: compatibility.appleOutput, withIntermediateDirectories: true)
        } catch {
            throw Failure(error: LabError(.compileFailed, "The lab could not make \(compatibility.output.path): \(error)."), diagnostics: [])
        }
        // Tactile, and TactileData, which `SwiftData` re-exports: a module is compiled again when either is newer.
        var imported: [URL] = ["Tactile", "TactileData"].map { toolchain.modules.appendingPathComponent("\($0).swiftmodule") }
        var compiled = false
        for module in LabCompatibilityModules.modules + LabCompatibilityModules.iOSModules + LabCompatibilityModules.appleModules {
            let files = compatibility.sourceFiles(of: module)
            defer { imported.append(compatibility.products(of: module)[0]) }
            guard !files.isEmpty, compatibility.isStale(module, inputs: files + imported) else { continue }
            compiled = true
            let result: (status: Int32, output: String, timedOut: Bool)
            do {
                result = try await Self.run(toolchain.swiftc, compatibility.arguments(module: module, files: files, toolchain: toolchain),
                                            in: compatibility.output, timeLimit: timeLimit, clock: clock)
            } catch {
                throw Failure(error: LabError(.compileFailed, "The lab could not run \(toolchain.swiftc.path): \(error)."), diagnostics: [])
            }
            guard result.status == 0, !result.timedOut else {
                throw Failure(error: LabError(.compileFailed, "The lab could not compile its \(module) module for `import \(module)`: \(result.output.suffix(600))"),
                              diagnostics: LabDiagnostic.parse(result.output))
            }
            // The compiler leaves a `.swiftmodule` whose content did not change untouched, so it
            // would stay older than the inputs that made it stale and be compiled again by every
            // preparation — each then rebuilding `packageImports` under type-checks running beside
            // it. Marked as made now, a module is compiled once per change.
            let now = Date()
            for product in compatibility.products(of: module) {
                try? FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: product.path)
            }
        }
        if compiled || !FileManager.default.fileExists(atPath: compatibility.packageImports.appendingPathComponent("module-maps.txt").path) {
            try await preparePackageImports(compatibility)
        }
    }

    /// Finds which of Tactile's modules and C module maps `import SwiftUI`, `Combine` and
    /// `CoreGraphics` load — by type-checking a file importing them with a dependency file — and
    /// links them into `compatibility.packageImports` (`LabCompatibilityModules.preparePackageImports`).
    private func preparePackageImports(_ compatibility: LabCompatibilityModules) async throws(Failure) {
        let probe = compatibility.output.appendingPathComponent("ImportProbe.swift")
        let dependencies = compatibility.output.appendingPathComponent("ImportProbe.d")
        do {
            try Data(LabCompatibilityModules.modules.map { "import \($0)\n" }.joined().utf8).write(to: probe)
        } catch {
            throw Failure(error: LabError(.compileFailed, "The lab could not write \(probe.path): \(error)."), diagnostics: [])
        }
        var arguments = ["-frontend", "-typecheck", "-parse-as-library", "-module-name", "LabImportProbe",
                         "-I", toolchain.modules.path, "-I", compatibility.output.path,
                         "-module-cache-path", toolchain.buildDirectory.appendingPathComponent("ModuleCache").path,
                         "-emit-dependencies-path", dependencies.path, "-primary-file", probe.path]
        for map in toolchain.moduleMaps { arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        do {
            let result = try await Self.run(toolchain.swiftc, arguments, in: compatibility.output, timeLimit: timeLimit, clock: clock)
            guard result.status == 0, !result.timedOut else {
                throw LabError(.compileFailed, "The lab could not find what `import SwiftUI` loads: \(result.output.suffix(600))")
            }
            try compatibility.preparePackageImports(dependencies: String(contentsOf: dependencies, encoding: .utf8),
                                                    modules: toolchain.modules, moduleMaps: toolchain.moduleMaps)
        } catch let error as LabError {
            throw Failure(error: error, diagnostics: [])
        } catch {
            throw Failure(error: LabError(.compileFailed, "The lab could not prepare the modules packages import: \(error)."), diagnostics: [])
        }
    }

    /// Runs `executable` to its end off the cooperative pool; its standard output and error together.
    /// Past `timeLimit` on `clock`, its process group — it and every process it started (Foundation
    /// starts each `Process` as the leader of a group of its own) — is killed, and `timedOut` is true.
    package static func run(_ executable: URL, _ arguments: [String], in folder: URL, timeLimit: Duration,
                    clock: LabIdleClock) async throws -> (status: Int32, output: String, timedOut: Bool) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let group = process.processIdentifier
        let watch = KillSwitch()
        let deadline = clock.now() + timeLimit
        let watchdog = Task {
            do { try await clock.sleep(until: deadline) } catch { return }
            watch.stop(group: group)
        }
        let (status, output) = await withCheckedContinuation { (continuation: CheckedContinuation<(Int32, String), Never>) in
            Thread.detachNewThread {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                // Its output closed: it is ending, and is reaped only after this (so its group id
                // still names its group whenever the watchdog kills).
                watch.end()
                process.waitUntilExit()
                continuation.resume(returning: (process.terminationStatus, String(decoding: data, as: UTF8.self)))
            }
        }
        watchdog.cancel()
        let killed = watch.killed
        return (status, output, killed)
    }

    /// Kills a compile's process group once, unless the compile has ended.
    private final class KillSwitch: Sendable {
        private let state = Mutex((ended: false, killed: false))

        var killed: Bool { state.withLock { $0.killed } }

        func end() { state.withLock { $0.ended = true } }

        func stop(group: Int32) {
            state.withLock { state in
                guard !state.ended, !state.killed else { return }
                state.killed = true
                _ = kill(-group, SIGKILL)
            }
        }
    }
}

import Foundation

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

    public init(toolchain: LabToolchain, directory: URL) {
        self.toolchain = toolchain
        self.directory = directory
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
        let arguments = toolchain.arguments(sources: (plan.files + plan.companions).map { URL(fileURLWithPath: $0) } + [main], output: executable,
                                            moduleName: "LabUser")
        let started = ContinuousClock.now
        let result: (status: Int32, output: String)
        do {
            result = try await Self.run(toolchain.swiftc, arguments, in: folder)
        } catch {
            throw Failure(error: LabError(.compileFailed, "The lab could not run \(toolchain.swiftc.path): \(error)."), diagnostics: [])
        }
        let elapsed = ContinuousClock.now - started
        let diagnostics = LabDiagnostic.parse(result.output)
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

    /// Runs `executable` to its end off the cooperative pool; its standard output and error together.
    static func run(_ executable: URL, _ arguments: [String], in folder: URL) async throws -> (status: Int32, output: String) {
        try await withCheckedThrowingContinuation { continuation in
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.currentDirectoryURL = folder
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            process.standardInput = FileHandle.nullDevice
            do {
                try process.run()
            } catch {
                continuation.resume(throwing: error)
                return
            }
            Thread.detachNewThread {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: (process.terminationStatus, String(decoding: data, as: UTF8.self)))
            }
        }
    }
}

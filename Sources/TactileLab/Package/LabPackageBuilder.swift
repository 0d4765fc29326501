import Foundation

/// Builds a Swift package's previews for the lab (`tactile-lab --package PATH`; docs/ARCHITECTURE.md,
/// "The lab on a package"): SwiftPM builds the package's targets as they are — their own language
/// mode, settings, resources and dependencies — with `import SwiftUI`, `Combine` and
/// `CoreGraphics` answered by the lab's compatibility modules (`-Xswiftc -I`, never an edit of the
/// user's `Package.swift`), and `LabCompiler` links one worker that opens every `#Preview` and
/// `PreviewProvider` of the targets that built.
///
/// Invariants: the package's own `.build` is never touched (SwiftPM works in `scratch`, which
/// lives beside the lab's build and is reused, so a second build compiles only what changed);
/// each of the root package's targets is built on its own, in dependency order, so a target that
/// does not build fails alone — its diagnostics are reported, and the targets that do not depend
/// on it still run; a target whose dependency failed is not tried.
public struct LabPackageBuilder: Sendable {
    /// What one build of the package gave.
    public struct Outcome: Sendable {
        /// The worker build of the targets that built (nil when none did or none has a preview).
        public var build: LabCompiler.Build?
        public var plan: LabBuildPlan
        /// Each target that did not build, with why (its first error).
        public var failedTargets: [String: String]
        /// The diagnostics of every target (warnings of the built ones, errors of the others).
        public var diagnostics: [LabDiagnostic]
        /// The error of the worker's own build, when its link failed.
        public var linkFailure: LabCompiler.Failure?
        /// The target compiled with its recorded command, without SwiftPM (`LabRebuildRoute.direct`).
        public var compiledDirectly: String?
        /// Why the target routed to a direct compile went to SwiftPM after all (nil: it did not).
        public var fallback: String?
    }

    /// What compiling a target with its recorded command gave.
    enum DirectCompile: Sendable, Equatable {
        case built(diagnostics: [LabDiagnostic])
        /// The compiler reported errors in the target's own files.
        case failed(reason: String, diagnostics: [LabDiagnostic])
        /// Something the lab did not expect: SwiftPM builds the target instead.
        case fallBack(reason: String)
    }

    public let compiler: LabCompiler
    public let graph: LabPackageGraph
    /// SwiftPM's scratch folder for this package.
    public let scratch: URL

    public init(compiler: LabCompiler, graph: LabPackageGraph, scratch: URL) {
        self.compiler = compiler
        self.graph = graph
        self.scratch = scratch
    }

    /// The scratch folder the lab gives the package at `root`: under the lab's build folder, named
    /// after the package's folder and a hash of its path (stable from run to run, so SwiftPM's
    /// incremental build carries over).
    public static func scratch(for root: URL, toolchain: LabToolchain) -> URL {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in root.standardizedFileURL.path.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let name = LabPlayground.fileName(for: root.lastPathComponent)
        // Through no symbolic link (`.build/debug` is one): Clang's module cache records the path
        // it was built under, and one cache reached by two paths is "defined in both".
        return toolchain.buildDirectory.resolvingSymlinksInPath().appendingPathComponent("TactileLabPackages").appendingPathComponent("\(name)-\(String(hash, radix: 16))")
    }

    /// The `swift` driver beside `swiftc`.
    public static func swift(of toolchain: LabToolchain) -> URL {
        toolchain.swiftc.deletingLastPathComponent().appendingPathComponent("swift")
    }

    /// The flags every `swift build` of the package takes: the compatibility modules and what they
    /// load (`LabCompatibilityModules.packageImports`), Tactile's macros (`#Preview`), and the
    /// modules' stamp as a compilation condition (`LabCompatibilityModules.fingerprint`): when
    /// Tactile or the compatibility modules are compiled again, every target of the package and of
    /// its dependencies is compiled again against them.
    func compatibilityFlags() -> [String] {
        let toolchain = compiler.toolchain
        guard let compatibility = toolchain.compatibility else { return [] }
        var flags = ["-Xswiftc", "-I", "-Xswiftc", compatibility.packageImports.path,
                     "-Xswiftc", "-I", "-Xswiftc", compatibility.output.path,
                     "-Xswiftc", "-load-plugin-executable", "-Xswiftc", "\(toolchain.macroPlugin.path)#TactileMacros"]
        let fingerprint = compatibility.fingerprint
        if !fingerprint.isEmpty { flags += ["-Xswiftc", "-DTACTILE_LAB_MODULES_\(fingerprint)"] }
        for map in compatibility.packageModuleMaps { flags += ["-Xswiftc", "-Xcc", "-Xswiftc", "-fmodule-map-file=\(map)"] }
        return flags
    }

    /// Builds the package's targets and links the worker of their previews, as build `id`.
    /// `unchanged`: the targets whose files are as they were when they last built; one of them whose
    /// own dependencies are all unchanged too is not handed to SwiftPM again (a one-file edit asks
    /// SwiftPM for the edited target and the targets above it only).
    /// `direct`: the target to compile with its recorded command instead (`LabRebuildRoute`); if
    /// that cannot be done as expected, SwiftPM builds it and `Outcome.fallback` says why.
    public func build(id: String, unchanged: Set<String> = [], direct: String? = nil) async -> Outcome {
        let swift = Self.swift(of: compiler.toolchain)
        var failed: [String: String] = [:]
        var diagnostics: [LabDiagnostic] = []
        var built: [LabPackageGraph.Target] = []
        var compiledDirectly: String?
        var fallback: String?
        for target in graph.targets {
            if let broken = target.dependencies.first(where: { failed[$0] != nil }) {
                failed[target.module] = "it depends on \(broken), which did not build"
                continue
            }
            if graph.closure(of: target.module).allSatisfy({ !$0.isLocal || unchanged.contains($0.module) }) {
                built.append(target)
                continue
            }
            if target.module == direct {
                switch await compileDirectly(target) {
                case .built(let found):
                    diagnostics += found.filter { !diagnostics.contains($0) }
                    built.append(target)
                    compiledDirectly = target.module
                    continue
                case .failed(let reason, let found):
                    diagnostics += found.filter { !diagnostics.contains($0) }
                    failed[target.module] = reason
                    compiledDirectly = target.module
                    continue
                case .fallBack(let reason):
                    fallback = reason
                }
            }
            let arguments = ["build", "--package-path", graph.root.path, "--scratch-path", scratch.path, "--target", target.name] + compatibilityFlags()
            let result: (status: Int32, output: String, timedOut: Bool)
            do {
                result = try await LabCompiler.run(swift, arguments, in: graph.root, timeLimit: compiler.timeLimit, clock: compiler.clock)
            } catch {
                failed[target.module] = "the lab could not run \(swift.path): \(error)"
                continue
            }
            let found = LabDiagnostic.parse(result.output).filter { diagnostic in
                !diagnostics.contains(diagnostic)
            }
            diagnostics += found
            if result.timedOut {
                failed[target.module] = "SwiftPM was still building it after \(compiler.timeLimit) (the lab's build time limit)"
            } else if result.status != 0 {
                // SwiftPM's own "… command failed with exit code 1" follows the compiler's errors.
                let first = found.first { $0.severity == .error && !$0.message.contains("command failed with exit code") }
                    ?? found.first { $0.severity == .error }
                failed[target.module] = first.map { "\(($0.file.map { ($0 as NSString).lastPathComponent }) ?? "?"):\($0.line ?? 0): \($0.message)" }
                    ?? "swift build said: \(result.output.suffix(400))"
            } else {
                built.append(target)
            }
        }
        var plan = LabBuildPlan()
        // The previews of the targets that built, and of the user's own targets they link from
        // local dependencies (built with them).
        var previewed = built
        for target in built {
            for member in graph.closure(of: target.module) where member.isLocal && !previewed.contains(member) { previewed.append(member) }
        }
        for target in previewed {
            plan.targetSources[target.module] = target.sources
            for file in target.sources {
                guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
                plan.addPackagePreviews(of: text, file: file, module: target.module,
                                        idPrefix: "pkg-\(LabPlayground.fileName(for: target.module))-\(LabPlayground.fileName(for: (file as NSString).lastPathComponent))")
            }
        }
        guard !plan.scenes.isEmpty else {
            return Outcome(build: nil, plan: plan, failedTargets: failed, diagnostics: diagnostics, linkFailure: nil,
                           compiledDirectly: compiledDirectly, fallback: fallback)
        }
        let bin = binFolder()
        plan.importPaths = [bin.appendingPathComponent("Modules").path]
        var linked: Set<String> = []
        for target in built {
            for member in graph.closure(of: target.module) where linked.insert(member.module).inserted {
                let folder = bin.appendingPathComponent("\(member.module).build")
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                plan.objects += names.filter { $0.hasSuffix(".o") }.sorted().map { folder.appendingPathComponent($0).path }
            }
        }
        do {
            let build = try await compiler.compile(plan, id: id)
            return Outcome(build: build, plan: plan, failedTargets: failed, diagnostics: diagnostics + build.diagnostics, linkFailure: nil,
                           compiledDirectly: compiledDirectly, fallback: fallback)
        } catch {
            return Outcome(build: nil, plan: plan, failedTargets: failed, diagnostics: diagnostics + error.diagnostics, linkFailure: error,
                           compiledDirectly: compiledDirectly, fallback: fallback)
        }
    }

    /// Compiles `target` with the command SwiftPM recorded for it in `scratch`'s manifest, as
    /// SwiftPM would run it (same command line, so the driver's incremental state and the objects
    /// SwiftPM links stay SwiftPM's own). Falls back when the manifest is missing or unreadable,
    /// when its command compiles other files than the target has now or was planned with other
    /// lab flags, or when the compiler fails without an error in the target's files.
    func compileDirectly(_ target: LabPackageGraph.Target) async -> DirectCompile {
        let file = LabBuildManifest.file(in: scratch)
        guard let text = try? String(contentsOf: file, encoding: .utf8) else {
            return .fallBack(reason: "SwiftPM's build manifest \(file.path) could not be read")
        }
        let command: LabBuildManifest.Command
        do throws(LabBuildManifest.Unreadable) {
            let manifest = try LabBuildManifest.parse(text)
            switch manifest.compileCommand(module: target.module) {
            case .success(let found): command = found
            case .failure(let error): throw error
            }
        } catch {
            return .fallBack(reason: "SwiftPM's build manifest \(file.path) was not as expected: \(error.description)")
        }
        if let mismatch = Self.mismatch(of: command, target: target, flags: compatibilityFlags()) {
            return .fallBack(reason: mismatch)
        }
        let result: (status: Int32, output: String, timedOut: Bool)
        do {
            result = try await LabCompiler.run(URL(fileURLWithPath: command.arguments[0]), Array(command.arguments.dropFirst()),
                                               in: graph.root, timeLimit: compiler.timeLimit, clock: compiler.clock)
        } catch {
            return .fallBack(reason: "the lab could not run \(command.arguments[0]): \(error)")
        }
        let found = LabDiagnostic.parse(LabParseableOutput.text(of: result.output))
        if result.timedOut {
            return .failed(reason: "swiftc was still compiling it after \(compiler.timeLimit) (the lab's build time limit)", diagnostics: found)
        }
        guard result.status != 0 else { return .built(diagnostics: found) }
        let sources = Set(target.sources)
        let own = found.filter { diagnostic in
            diagnostic.severity == .error && diagnostic.file.map { sources.contains(URL(fileURLWithPath: $0).standardizedFileURL.path) } == true
        }
        guard let first = own.first else {
            return .fallBack(reason: "swiftc exited with status \(result.status) without an error in \(target.module)'s files: \(result.output.suffix(300))")
        }
        return .failed(reason: "\((first.file.map { ($0 as NSString).lastPathComponent }) ?? "?"):\(first.line ?? 0): \(first.message)", diagnostics: found)
    }

    /// Why `command` is not the one to run for `target` now (nil: it is): it must compile exactly the
    /// target's Swift files, run an executable that exists, and carry the lab's flags (`flags`, as
    /// given to `swift build`) — a manifest planned by another lab build or for an older file set
    /// is SwiftPM's to replace.
    static func mismatch(of command: LabBuildManifest.Command, target: LabPackageGraph.Target, flags: [String]) -> String? {
        guard let executable = command.arguments.first, FileManager.default.isExecutableFile(atPath: executable) else {
            return "the recorded command for \(target.module) names no executable compiler"
        }
        let recorded = Set(command.inputs.filter { $0.hasSuffix(".swift") }.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        guard recorded == Set(target.sources) else {
            return "the recorded command for \(target.module) compiles \(recorded.count) Swift files, the target has \(target.sources.count) (or other ones)"
        }
        // `-Xswiftc X` hands X to every compile: the lab's flags appear in the command, in order.
        let passed = stride(from: 1, to: flags.count, by: 2).map { flags[$0] }
        if !passed.isEmpty {
            let arguments = command.arguments
            let present = arguments.count >= passed.count && (0...(arguments.count - passed.count)).contains { start in
                Array(arguments[start..<(start + passed.count)]) == passed
            }
            guard present else {
                return "the recorded command for \(target.module) was planned without the lab's current flags"
            }
        }
        return nil
    }

    /// SwiftPM's debug products folder in `scratch` (`<scratch>/debug`, a link to `<triple>/debug`).
    func binFolder() -> URL {
        let link = scratch.appendingPathComponent("debug")
        if FileManager.default.fileExists(atPath: link.path) { return link }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
        for entry in entries.sorted() where entry.contains("-") {
            let candidate = scratch.appendingPathComponent(entry).appendingPathComponent("debug")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return link
    }
}

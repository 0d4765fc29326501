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
    /// load (`LabCompatibilityModules.packageImports`), and Tactile's macros (`#Preview`).
    func compatibilityFlags() -> [String] {
        let toolchain = compiler.toolchain
        guard let compatibility = toolchain.compatibility else { return [] }
        var flags = ["-Xswiftc", "-I", "-Xswiftc", compatibility.packageImports.path,
                     "-Xswiftc", "-I", "-Xswiftc", compatibility.output.path,
                     "-Xswiftc", "-load-plugin-executable", "-Xswiftc", "\(toolchain.macroPlugin.path)#TactileMacros"]
        for map in compatibility.packageModuleMaps { flags += ["-Xswiftc", "-Xcc", "-Xswiftc", "-fmodule-map-file=\(map)"] }
        return flags
    }

    /// Builds the package's targets and links the worker of their previews, as build `id`.
    /// `unchanged`: the targets whose files are as they were when they last built; one of them whose
    /// own dependencies are all unchanged too is not handed to SwiftPM again (a one-file edit asks
    /// SwiftPM for the edited target and the targets above it only).
    public func build(id: String, unchanged: Set<String> = []) async -> Outcome {
        let swift = Self.swift(of: compiler.toolchain)
        var failed: [String: String] = [:]
        var diagnostics: [LabDiagnostic] = []
        var built: [LabPackageGraph.Target] = []
        for target in graph.targets {
            if let broken = target.dependencies.first(where: { failed[$0] != nil }) {
                failed[target.module] = "it depends on \(broken), which did not build"
                continue
            }
            if graph.closure(of: target.module).allSatisfy({ !$0.isLocal || unchanged.contains($0.module) }) {
                built.append(target)
                continue
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
            for file in target.sources {
                guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
                plan.addPackagePreviews(of: text, file: file, module: target.module,
                                        idPrefix: "pkg-\(LabPlayground.fileName(for: target.module))-\(LabPlayground.fileName(for: (file as NSString).lastPathComponent))")
            }
        }
        guard !plan.scenes.isEmpty else {
            return Outcome(build: nil, plan: plan, failedTargets: failed, diagnostics: diagnostics, linkFailure: nil)
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
            return Outcome(build: build, plan: plan, failedTargets: failed, diagnostics: diagnostics + build.diagnostics, linkFailure: nil)
        } catch {
            return Outcome(build: nil, plan: plan, failedTargets: failed, diagnostics: diagnostics + error.diagnostics, linkFailure: error)
        }
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

import Foundation
import TactileLab

/// `tactile-compat`'s work (docs/SOURCE-COMPATIBILITY.md): reads each path into modules
/// (`CompatSources`), type-checks them in order (`CompatTypeChecker`), and reads every error as a
/// missing API (`CompatMissingAPI`) into one ranking (`CompatRanking`).
///
/// Invariants: the user's files are never written (module output goes to a temporary folder,
/// removed at the end); a path that cannot be read is reported and the others are still checked;
/// the modules are checked one at a time.
public struct CompatChecker: Sendable {
    public let toolchain: LabToolchain
    public let configuration: CompatConfiguration
    /// The platform every module is compiled for (`CompatPlatform`); nil: each module's own
    /// (`CompatTypeChecker.platform(of:)`: an Xcode target's SDK, iOS for code importing UIKit
    /// outside every `#if`, else Linux).
    public let platform: CompatPlatform?

    public init(toolchain: LabToolchain, configuration: CompatConfiguration = .standard, platform: CompatPlatform? = nil) {
        self.toolchain = toolchain
        self.configuration = configuration
        self.platform = platform
    }

    /// Compiles the `SwiftUI`, `Combine` and `CoreGraphics` modules user code imports, when missing
    /// or older than their sources (`LabCompiler.prepareCompatibility`).
    public func prepare() async throws(CompatError) {
        guard toolchain.compatibility != nil else {
            throw CompatError("Tactile's Compatibility/Sources is not beside the build directory \(toolchain.buildDirectory.path); run tactile-compat from a Tactile checkout (`swift run tactile-compat`).")
        }
        do throws(LabCompiler.Failure) {
            try await LabCompiler(toolchain: toolchain, directory: toolchain.buildDirectory.appendingPathComponent("TactileCompat"),
                                  timeLimit: configuration.moduleTimeLimit).prepareCompatibility()
        } catch {
            throw CompatError("The SwiftUI compatibility modules did not compile: \(error.error.message)")
        }
    }

    /// Checks `paths`; `progress` hears of each module before it is checked.
    public func report(paths: [URL], progress: @Sendable (CompatModule) -> Void = { _ in }) async -> CompatReport {
        let sources = CompatSources(swift: LabPackageBuilder.swift(of: toolchain), configuration: configuration)
        let checker = CompatTypeChecker(toolchain: toolchain, configuration: configuration, platform: platform)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-compat-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var results: [CompatReport.Module] = []
        var ranking = CompatRanking()
        var unreadable: [String: String] = [:]
        for (index, path) in paths.enumerated() {
            let modules: [CompatModule]
            do throws(CompatError) {
                modules = try await sources.modules(at: path)
            } catch {
                unreadable[path.path] = error.message
                continue
            }
            let output = scratch.appendingPathComponent("\(index)")
            var failed: Set<String> = []
            var asIOS: Set<String> = []
            for var module in modules {
                progress(module)
                // A module using one compiled as iOS code is iOS code too (it sees that module's iOS API).
                if platform == nil, module.platform == nil, module.dependencies.contains(where: asIOS.contains) { module.platform = .iOS }
                var outcome = await checker.check(module, output: output, failed: failed)
                if let retried = await Self.retriedAsIOS(module, after: outcome, checker: checker, output: output, failed: failed) {
                    module.platform = .iOS
                    outcome = retried
                }
                if module.platform == .iOS { asIOS.insert(module.name) }
                if outcome.verdict != .passes { failed.insert(module.name) }
                results.append(CompatReport.Module(name: module.name, root: module.root, kind: module.kind, languageMode: module.languageMode,
                                                   files: module.files.count, platform: checker.platform(of: module), objectiveC: outcome.objectiveC,
                                                   verdict: outcome.verdict, reason: outcome.reason, errors: outcome.errors.count))
                var texts: [String: String] = [:]
                for error in outcome.errors {
                    guard let file = error.file, let line = error.line else { continue }
                    if texts[file] == nil { texts[file] = (try? String(contentsOfFile: file, encoding: .utf8)) ?? "" }
                    let api = CompatMissingAPI.classify(error.message, source: texts[file], line: line, column: error.column)
                    ranking.add(api, place: "\(Self.relative(file, to: path)):\(line)", module: "\(path.path)#\(module.name)")
                }
            }
        }
        return CompatReport(platform: platform, modules: results, missingAPIs: ranking.ranked, unreadable: unreadable)
    }

    /// A package module that failed for Linux, checked again as iOS code when its manifest names iOS
    /// among its platforms or its code has branches for iOS (`#if os(iOS)`, `#if canImport(UIKit)`):
    /// library code written for Apple's platforms only — `#if os(iOS) … #elseif os(macOS) … #endif`
    /// with nothing for Linux, or a model that imports only Foundation and uses `ObservableObject`,
    /// which Apple's Foundation declares and Linux's does not — cannot type-check for Linux whatever
    /// Tactile provides, and is iOS code as its authors build it. The iOS outcome
    /// is kept when it has fewer errors (it passes, or says better what is missing); nil otherwise,
    /// and when the platform is fixed (`--platform`) or the module's own (an Xcode target's SDK, code
    /// importing UIKit unconditionally) was used.
    static func retriedAsIOS(_ module: CompatModule, after outcome: CompatTypeChecker.Outcome, checker: CompatTypeChecker,
                             output: URL, failed: Set<String>) async -> CompatTypeChecker.Outcome? {
        guard checker.platform == nil, module.platform == nil, outcome.verdict == .fails,
              module.kind == .target || module.kind == .dependency, module.declaresIOS || Self.hasIOSBranches(module.files) else { return nil }
        var asIOS = module
        asIOS.platform = .iOS
        let retried = await checker.check(asIOS, output: output, failed: failed)
        guard retried.verdict == .passes || (retried.verdict == .fails && retried.errors.count < outcome.errors.count) else { return nil }
        return retried
    }

    /// Whether any of `files` has an `#if`/`#elseif` naming iOS or UIKit.
    static func hasIOSBranches(_ files: [String]) -> Bool {
        files.contains { file in
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return false }
            return text.split(separator: "\n").contains { line in
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                guard trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif") else { return false }
                return trimmed.contains("os(iOS)") || trimmed.contains("canImport(UIKit)")
            }
        }
    }

    /// `file` as a path under the folder given on the command line, that folder's name first.
    static func relative(_ file: String, to path: URL) -> String {
        let base = path.standardizedFileURL.deletingLastPathComponent().path
        let standardized = URL(fileURLWithPath: file).standardizedFileURL.path
        return standardized.hasPrefix(base + "/") ? String(standardized.dropFirst(base.count + 1)) : standardized
    }
}

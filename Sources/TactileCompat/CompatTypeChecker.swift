import Foundation
import TactileLab

/// Type-checks one module as written through Tactile's `SwiftUI`, `Combine` and `CoreGraphics`
/// modules (the lab's compatibility modules, `LabCompatibilityModules`), in its own language mode,
/// for one platform (`CompatPlatform`: Linux as a SwiftPM build, or an Apple platform, with `UIKit`
/// where it has it).
///
/// The module sees what a package depending on the `SwiftUI` product sees: the compatibility
/// modules and exactly the Tactile modules they load (`LabCompatibilityModules.packageImports`,
/// with their C module maps), Tactile's macros (`#Preview`), and the modules of its own path
/// checked before it. It is compiled with `-typecheck`, which checks every function body (an
/// `-emit-module` alone skips the bodies it does not need for the interface, and with them most
/// uses of SwiftUI); a module that type-checks is then emitted (`-emit-module`) for the modules
/// after it to import. `no such module` ends a compile at once, so a
/// module with one is checked again without the files importing it, to report the other files'
/// errors too (their uses of the missing module's declarations then show as `cannot find`).
public struct CompatTypeChecker: Sendable {
    /// What checking one module gave.
    public struct Outcome: Sendable {
        public var verdict: CompatReport.Verdict
        /// Why it did not type-check or was not checked (nil when it type-checks).
        public var reason: String?
        /// Its errors (located ones, as the compiler printed them).
        public var errors: [LabDiagnostic]
        /// Whether it was compiled with Objective-C interoperability (`withObjectiveC`).
        public var objectiveC = false
    }

    public let toolchain: LabToolchain
    public let configuration: CompatConfiguration
    /// The platform every module is compiled for (which `#if` branches it takes, which imports
    /// exist); nil: each module's own (`platform(of:)`).
    public let platform: CompatPlatform?

    public init(toolchain: LabToolchain, configuration: CompatConfiguration = .standard, platform: CompatPlatform? = nil) {
        self.toolchain = toolchain
        self.configuration = configuration
        self.platform = platform
    }

    /// The `swiftc` arguments that type-check `module` (`emit`: that write its module to `output`
    /// instead), seeing the modules already in `output`; a file of `copies` (the platform's
    /// rewritten conditions, `CompatPlatform.copies(of:in:)`) is compiled from its copy.
    /// `objectiveC`: with Objective-C interoperability (`withObjectiveC(_:after:…)`).
    public func arguments(for module: CompatModule, output: URL, emit: Bool = false, copies: [String: String] = [:],
                          objectiveC: Bool = false) -> [String] {
        let compiledFor = platform(of: module)
        // Every file is type-checked even after one fails: the driver otherwise stops starting
        // jobs at the first failing one, and the report would miss the APIs of the files left.
        var arguments = emit ? ["-emit-module", "-emit-module-path", output.appendingPathComponent("\(module.name).swiftmodule").path]
                             : ["-typecheck", "-continue-building-after-errors"]
        arguments += ["-module-name", module.name, "-swift-version", module.languageMode, "-suppress-warnings", "-I", output.path]
        if !module.hasMainFile { arguments.append("-parse-as-library") }
        if let compatibility = toolchain.compatibility {
            arguments += ["-I", compatibility.packageImports.path, "-I", compatibility.output.path]
            if let folder = compiledFor.importFolder(of: compatibility) { arguments += ["-I", folder.path] }
            // Code for an Apple platform sees the names that platform's Foundation declares for
            // Combine's types (`ObservableObject`, `Published`): a view model importing only
            // Foundation compiles there. Imported into every file of the module, so a file with no
            // import at all sees them too, where iOS would not: the one way this reads more than iOS.
            if compiledFor != .linux { arguments += ["-Xfrontend", "-import-module", "-Xfrontend", "_FoundationCombineNames"] }
            // …and URL loading (`URLSession`, `URLRequest`, `URLResponse`), which Apple's Foundation
            // declares and Linux's moves to FoundationNetworking (its Foundation keeps only
            // unavailable placeholders): an API client importing Foundation compiles there.
            if compiledFor != .linux { arguments += ["-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"] }
            // …and `ObjectiveC`, which Apple's Foundation re-exports (`Selector`, the runtime's
            // functions, Foundation's target–action API); UIKit platforms also UIKit's `@objc`
            // responder methods (`_UIKitObjectiveCNames`). Declarations only, in a folder of their own.
            if compiledFor != .linux {
                arguments += ["-I", compatibility.appleOutput.path, "-Xfrontend", "-import-module", "-Xfrontend", "ObjectiveC"]
                if compiledFor.hasUIKit { arguments += ["-Xfrontend", "-import-module", "-Xfrontend", "_UIKitObjectiveCNames"] }
                if objectiveC { arguments += ["-Xfrontend", "-enable-objc-interop"] }
            }
            for map in compatibility.packageModuleMaps { arguments += ["-Xcc", "-fmodule-map-file=\(map)"] }
        }
        arguments += ["-module-cache-path", toolchain.buildDirectory.appendingPathComponent("ModuleCache").path,
                      "-load-plugin-executable", "\(toolchain.macroPlugin.path)#TactileMacros"]
        // A debug build, as `swift build` and Xcode's Debug configuration compile (and as the lab
        // does): code under `#if DEBUG` is checked.
        arguments += ["-D", "DEBUG"] + module.defines.flatMap { ["-D", $0] }
        arguments += module.upcomingFeatures.flatMap { ["-enable-upcoming-feature", $0] }
        arguments += module.experimentalFeatures.flatMap { ["-enable-experimental-feature", $0] }
        return arguments + module.files.map { copies[$0] ?? $0 }
    }

    /// The platform `module` is compiled for: the one asked for, else the one its build declares
    /// or its code requires (an Xcode target's SDK; iOS for code importing UIKit outside every `#if`),
    /// else Linux, as a package using Tactile builds.
    public func platform(of module: CompatModule) -> CompatPlatform {
        platform ?? module.platform ?? .linux
    }

    /// `module` with the asset symbols its build generates (`CompatAssetSymbols`) as one more file,
    /// written to `folder`, as Xcode compiles its `GeneratedAssetSymbols.swift`; unchanged when it has none.
    static func withAssetSymbols(_ module: CompatModule, in folder: URL) -> CompatModule {
        guard !module.assetCatalogs.isEmpty,
              let source = CompatAssetSymbols(catalogs: module.assetCatalogs.map { URL(fileURLWithPath: $0) }).source
        else { return module }
        return with(source, at: folder.appendingPathComponent("tactile-asset-symbols/GeneratedAssetSymbols.swift"), in: module)
    }

    /// `module` with the `Bundle.module` accessor SwiftPM generates for a target with resources
    /// (`resource_bundle_accessor.swift`) as one more file, written to `folder`; unchanged without resources.
    /// Here it answers the main bundle: the type-check needs the declaration, and the lab runs code
    /// without a resource bundle.
    static func withResourceBundleAccessor(_ module: CompatModule, in folder: URL) -> CompatModule {
        guard module.hasResourceBundle else { return module }
        let source = """
        import Foundation

        extension Foundation.Bundle {
            /// The module's resource bundle, as SwiftPM declares it for a target with resources.
            static let module: Bundle = Bundle.main
        }

        """
        return with(source, at: folder.appendingPathComponent("tactile-resource-bundle/resource_bundle_accessor.swift"), in: module)
    }

    /// `module` with one more file, `source` written at `file` (a file its build would generate);
    /// unchanged when the file cannot be written.
    static func with(_ source: String, at file: URL, in module: CompatModule) -> CompatModule {
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            return module
        }
        var generated = module
        generated.files.append(file.path)
        return generated
    }

    /// Type-checks `module`; `failed` are the modules of its path that did not type-check.
    public func check(_ module: CompatModule, output: URL, failed: Set<String>) async -> Outcome {
        let outcome = await check(module, output: output, failed: failed, objectiveC: false)
        return await withObjectiveC(module, after: outcome, output: output, failed: failed) ?? outcome
    }

    /// Apple-platform code that failed on Objective-C (`@objc` methods, `#selector`, `#keyPath`,
    /// `@objc` protocols: the target–action and notification code of UIKit-era SwiftUI), checked
    /// again with Objective-C interoperability, as Apple's compilers always have it. Not from the
    /// start: with it on, Swift on Linux cannot pass `&value` to a pointer parameter (its standard
    /// library lacks `AutoreleasingUnsafeMutablePointer`), which code without Objective-C does
    /// freely. Kept when it passes or has fewer errors, or as many and none of that kind (it says
    /// what iOS would: a `#selector` naming a method that is not `@objc`); nil otherwise and for
    /// Linux code.
    func withObjectiveC(_ module: CompatModule, after outcome: Outcome, output: URL, failed: Set<String>) async -> Outcome? {
        guard outcome.verdict == .fails, platform(of: module) != .linux,
              outcome.errors.contains(where: { Self.needsObjectiveC($0.message) }) else { return nil }
        let retried = await check(module, output: output, failed: failed, objectiveC: true)
        guard retried.verdict != .notChecked else { return nil }
        let pointerArtifacts = retried.errors.contains { $0.message.hasPrefix("broken standard library") }
        guard retried.verdict == .passes || retried.errors.count < outcome.errors.count
              || (retried.errors.count == outcome.errors.count && !pointerArtifacts) else { return nil }
        return retried
    }

    /// Whether `message` is an error Swift gives only without Objective-C interoperability.
    static func needsObjectiveC(_ message: String) -> Bool {
        message.contains("Objective-C interoperability is disabled") || message.contains("can only be used with the Objective-C runtime")
            || message.contains("'@objc' can only be used with") || message.contains("can only be applied to members of an '@objc' protocol")
    }

    private func check(_ module: CompatModule, output: URL, failed: Set<String>, objectiveC: Bool) async -> Outcome {
        if let missing = module.missingDependencies.first {
            return Outcome(verdict: .notChecked, reason: "it depends on \(missing), which neither \(URL(fileURLWithPath: module.root).lastPathComponent) nor a package it names by path provides, and no package it names by URL has a checkout in .build/checkouts or a --checkouts folder (nothing is fetched)", errors: [])
        }
        if let broken = module.dependencies.first(where: { failed.contains($0) }) {
            return Outcome(verdict: .notChecked, reason: "it depends on \(broken), which does not type-check", errors: [])
        }
        if module.files.isEmpty {
            return Outcome(verdict: .notChecked, reason: "it has no Swift files", errors: [])
        }
        let result: (status: Int32, output: String, timedOut: Bool)
        let compiledFor = platform(of: module)
        let sources = output.appendingPathComponent("\(compiledFor.rawValue)-sources/\(module.name)")
        let copies = compiledFor.copies(of: module.files, in: sources)
        let module = Self.withResourceBundleAccessor(Self.withAssetSymbols(module, in: sources), in: sources)
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            result = try await LabCompiler.run(toolchain.swiftc, arguments(for: module, output: output, copies: copies, objectiveC: objectiveC), in: output,
                                               timeLimit: configuration.moduleTimeLimit, clock: .continuous)
        } catch {
            return Outcome(verdict: .notChecked, reason: "\(toolchain.swiftc.path) could not be run: \(error)", errors: [])
        }
        if result.timedOut {
            return Outcome(verdict: .notChecked, reason: "the type-check was still running after \(configuration.moduleTimeLimit) and was stopped", errors: [])
        }
        var errors = LabDiagnostic.parse(result.output).filter { $0.severity == .error && $0.line != nil }
        guard result.status != 0 else {
            // Written for the modules after it; one it cannot write fails them as not checked.
            // Tried twice: once, in a full test run under load, the module of a passing target
            // was not written (the cause, unrecorded, was the machine's, not the code's: the same
            // run alone passes), and the modules after it reported `no such module` for it.
            let emitted = output.appendingPathComponent("\(module.name).swiftmodule")
            for _ in 0..<2 where !FileManager.default.fileExists(atPath: emitted.path) {
                _ = try? await LabCompiler.run(toolchain.swiftc, arguments(for: module, output: output, emit: true, copies: copies, objectiveC: objectiveC), in: output,
                                               timeLimit: configuration.moduleTimeLimit, clock: .continuous)
            }
            return Outcome(verdict: .passes, reason: nil, errors: [], objectiveC: objectiveC)
        }
        // `no such module` stops the compiler before it reports anything else: once more without
        // the files importing a missing module, to see the other files' errors.
        let importing = Set(errors.filter { $0.message.hasPrefix("no such module") }.compactMap(\.file))
        if !importing.isEmpty {
            var rest = module
            rest.files.removeAll { importing.contains($0) }
            if !rest.files.isEmpty, let again = try? await LabCompiler.run(toolchain.swiftc, arguments(for: rest, output: output, copies: copies, objectiveC: objectiveC), in: output,
                                                                            timeLimit: configuration.moduleTimeLimit, clock: .continuous) {
                errors += LabDiagnostic.parse(again.output).filter { $0.severity == .error && $0.line != nil && !errors.contains($0) }
            }
        }
        let unlocated = LabDiagnostic.parse(result.output).first { $0.severity == .error && $0.line == nil && !$0.message.contains("failed with") }
        let first = errors.first.map { "\(($0.file.map { ($0 as NSString).lastPathComponent }) ?? "?"):\($0.line ?? 0): \($0.message)" }
            ?? unlocated?.message ?? "swiftc said: \(result.output.suffix(400))"
        return Outcome(verdict: .fails, reason: first, errors: errors, objectiveC: objectiveC)
    }
}

import Foundation

/// Where a user build finds the compiler and the prebuilt Tactile (docs/LAB-PROTOCOL.md,
/// "Playground"): `swiftc`, the package's build directory (`.build/debug` or `.build/release`) with
/// its `Modules/`, the `TactileLabRuntime` shared library and the `#Preview` macro's plugin, and the
/// C module maps the imported modules need (SwiftPM's generated ones and the checkouts' `include/`s).
///
/// Invariant: `find` only reads the file system; a missing piece is a `LabError` that says what to build.
public struct LabToolchain: Sendable, Equatable {
    /// The environment variable naming the build directory (default: the running executable's).
    public static let buildDirectoryVariable = LabPluginInvocation.buildDirectoryVariable
    /// The environment variable naming `swiftc` (default: the first on `PATH`).
    public static let compilerVariable = "TACTILE_LAB_SWIFTC"
    /// The environment variable naming Tactile's `Compatibility/Sources` (default: beside the build
    /// directory's package; `swift package tactile-lab` names the Tactile checkout's).
    public static let compatibilitySourcesVariable = LabPluginInvocation.compatibilitySourcesVariable
    /// The runtime library's name, as `Package.swift` declares the product.
    public static let runtimeLibrary = LabPluginInvocation.runtimeProduct

    public var swiftc: URL
    public var buildDirectory: URL
    /// `-Xcc -fmodule-map-file=` targets.
    public var moduleMaps: [URL]
    /// The `SwiftUI`, `Combine` and `CoreGraphics` modules user code may import, nil where the
    /// package's `Compatibility/Sources` is not beside its build directory.
    public var compatibility: LabCompatibilityModules?

    public var modules: URL { buildDirectory.appendingPathComponent("Modules") }
    public var macroPlugin: URL { buildDirectory.appendingPathComponent("TactileMacros-tool") }
    public var library: URL { buildDirectory.appendingPathComponent("lib\(Self.runtimeLibrary).so") }

    public init(swiftc: URL, buildDirectory: URL, moduleMaps: [URL], compatibility: LabCompatibilityModules? = nil) {
        self.swiftc = swiftc
        self.buildDirectory = buildDirectory
        self.moduleMaps = moduleMaps
        self.compatibility = compatibility
    }

    /// The toolchain for this process: the build directory of `executable` (or the environment's).
    /// `linking`: whether the build directory must hold what a user build links (the runtime
    /// library); a type-check only (`tactile-compat`) needs the modules and the macro plugin.
    public static func find(executable: URL?, environment: [String: String] = ProcessInfo.processInfo.environment,
                            linking: Bool = true) throws(LabError) -> LabToolchain {
        let fileManager = FileManager.default
        guard let directory = environment[buildDirectoryVariable].map({ URL(fileURLWithPath: $0) })
            ?? executable?.resolvingSymlinksInPath().deletingLastPathComponent() else {
            throw LabError(.compileFailed, "The lab cannot tell where it was built; set \(buildDirectoryVariable) to the package's .build/debug.")
        }
        let swiftc: URL
        if let named = environment[compilerVariable] {
            swiftc = URL(fileURLWithPath: named)
        } else if let found = (environment["PATH"] ?? "").split(separator: ":")
            .map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") })
            .first(where: { fileManager.isExecutableFile(atPath: $0.path) }) {
            swiftc = found
        } else {
            throw LabError(.compileFailed, "The lab found no swiftc on PATH; install the Swift toolchain or set \(compilerVariable).")
        }
        var toolchain = LabToolchain(swiftc: swiftc, buildDirectory: directory, moduleMaps: [])
        let pieces = [(toolchain.modules, "Modules/"), (toolchain.library, "lib\(runtimeLibrary).so"), (toolchain.macroPlugin, "TactileMacros-tool")]
        for (piece, what) in pieces where (linking || piece != toolchain.library) && !fileManager.fileExists(atPath: piece.path) {
            throw LabError(.compileFailed, "The lab's build directory \(directory.path) has no \(what); run `swift build` in the package (it builds the \(runtimeLibrary) library user code links against).")
        }
        // SwiftPM's generated module maps of C targets (not the host tools' copies)…
        var maps: [URL] = []
        let entries = (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []
        for entry in entries.sorted() where entry.hasSuffix(".build") && !entry.hasSuffix("-tool.build") {
            let map = directory.appendingPathComponent(entry).appendingPathComponent("module.modulemap")
            if fileManager.fileExists(atPath: map.path) { maps.append(map) }
        }
        // …and the module maps C targets of the dependencies ship in their `include/` folders.
        // The scratch directory (`.build`, or a `--scratch-path` named `.build-…`) above the build
        // directory (`.build/<triple>/debug`, which `.build/debug` links to); the package is its parent.
        var scratch = directory.resolvingSymlinksInPath()
        while !scratch.lastPathComponent.hasPrefix(".build"), scratch.pathComponents.count > 1 { scratch.deleteLastPathComponent() }
        if !scratch.lastPathComponent.hasPrefix(".build") {
            scratch = directory.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        }
        let checkouts = scratch.appendingPathComponent("checkouts")
        if let walker = fileManager.enumerator(at: checkouts, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where url.lastPathComponent == "module.modulemap" && url.deletingLastPathComponent().lastPathComponent == "include" {
                maps.append(url)
            }
        }
        toolchain.moduleMaps = maps
        // The package's Compatibility modules, compiled for user builds only (LabCompatibilityModules).
        let compatibilitySources = environment[compatibilitySourcesVariable].map { URL(fileURLWithPath: $0) }
            ?? scratch.deletingLastPathComponent().appendingPathComponent("Compatibility/Sources")
        if fileManager.fileExists(atPath: compatibilitySources.appendingPathComponent("SwiftUI").path) {
            toolchain.compatibility = LabCompatibilityModules(sources: compatibilitySources,
                                                              output: directory.appendingPathComponent("TactileLabCompatibility"))
        }
        return toolchain
    }

    /// The `swiftc` arguments that compile `sources` into the executable `output`.
    public func arguments(sources: [URL], output: URL, moduleName: String) -> [String] {
        var arguments = ["-module-name", moduleName, "-swift-version", "6", "-Onone",
                         "-I", modules.path, "-L", buildDirectory.path, "-l\(Self.runtimeLibrary)",
                         "-Xlinker", "-rpath", "-Xlinker", buildDirectory.path,
                         "-load-plugin-executable", "\(macroPlugin.path)#TactileMacros",
                         "-module-cache-path", buildDirectory.appendingPathComponent("ModuleCache").path]
        for map in moduleMaps { arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        arguments += sources.map(\.path)
        // `import SwiftUI`, `Combine`, `CoreGraphics`: where the modules were compiled (LabCompiler.prepareCompatibility).
        if let compatibility, compatibility.objects.allSatisfy({ FileManager.default.fileExists(atPath: $0.path) }) {
            arguments += ["-I", compatibility.output.path] + compatibility.objects.map(\.path)
        }
        arguments += ["-o", output.path]
        return arguments
    }
}

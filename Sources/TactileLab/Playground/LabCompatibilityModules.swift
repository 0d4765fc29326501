import Foundation

/// `import SwiftUI`, `import Combine` and `import CoreGraphics` in user builds (issue 36, item 1):
/// the Compatibility package's modules (`Compatibility/Sources`, README "Use it in your package"),
/// compiled by `swiftc` against the build directory's Tactile into a folder of their own, so a file
/// copied from an iOS project builds in the lab as written.
///
/// Invariants: only user builds see the folder (`-I`), never a module of Tactile's own build — a
/// module named `CoreGraphics` beside them would make `canImport(CoreGraphics)` true for all of
/// them (Compatibility/Package.swift); a module is compiled again only when it is missing or older
/// than its sources, Tactile's module or a module it imports; the modules are compiled in
/// dependency order, so each finds the ones it re-exports.
public struct LabCompatibilityModules: Sendable, Equatable {
    /// The modules, each after the ones it imports.
    /// `_FoundationCombineNames` holds the two typealiases Apple's Foundation declares for Combine's
    /// types; no user code imports it (`tactile-compat` imports it implicitly into code it compiles
    /// for an Apple platform).
    /// `os` and `OSLog` hold the unified-logging API (`Logger`, `os_log`), written to standard error.
    /// `SwiftData` re-exports TactileData (in-memory SwiftData, linked into the runtime library).
    public static let modules = ["CoreGraphics", "Combine", "_FoundationCombineNames", "UniformTypeIdentifiers", "CoreTransferable", "SwiftUI",
                                 "SwiftData", "os", "OSLog"]
    /// The modules an iOS build has besides (`import UIKit`, `AVFoundation`, `AudioToolbox`, `CoreHaptics`),
    /// compiled after `modules` into `iOSOutput`, a folder of their own: a build that sees them has
    /// `canImport(UIKit)` true, so only a build compiling code as iOS code passes that folder
    /// (`tactile-compat --platform ios`); the lab's builds do not.
    public static let iOSModules = ["UIKit", "AVFoundation", "AudioToolbox", "CoreHaptics"]
    /// The Objective-C side of Apple's SDKs (`ObjectiveC`: `Selector`, the runtime's functions,
    /// Foundation's target–action API; `_UIKitObjectiveCNames`: UIKit's `@objc` responder methods and
    /// `sendAction`), compiled last into `appleOutput` with Objective-C interoperability, as module
    /// interfaces only — no object code, so nothing can link them: Swift on Linux has no Objective-C
    /// runtime. Only `tactile-compat` sees them, for code it type-checks as Apple-platform code.
    public static let appleModules = ["ObjectiveC", "_UIKitObjectiveCNames"]
    /// Where the modules' sources are: `Compatibility/Sources/<module>/*.swift`.
    public var sources: URL
    /// Where they are compiled to: `<module>.swiftmodule` and `<module>.o` each.
    public var output: URL
    /// Where `iOSModules` are compiled to.
    public var iOSOutput: URL { output.appendingPathComponent("iOS") }
    /// Where `appleModules` are compiled to.
    public var appleOutput: URL { output.appendingPathComponent("Apple") }

    public init(sources: URL, output: URL) {
        self.sources = sources
        self.output = output
    }

    /// The folder holding what a package built by SwiftPM needs to answer `import SwiftUI`,
    /// `Combine` and `CoreGraphics` (`LabPackageBuilder`): links to exactly the Swift modules those
    /// load from Tactile's build (not the others, which could shadow a package's own
    /// dependencies of the same name), and `module-maps.txt`, the C module maps they use.
    public var packageImports: URL { output.appendingPathComponent("PackageImports") }

    /// The C module maps of `packageImports`, one path a line (empty before `preparePackageImports`).
    public var packageModuleMaps: [String] {
        ((try? String(contentsOf: packageImports.appendingPathComponent("module-maps.txt"), encoding: .utf8)) ?? "")
            .split(separator: "\n").map(String.init)
    }

    /// Fills `packageImports` from a make-style dependency file (`-emit-dependencies-path`) of a
    /// file importing the three modules: every `.swiftmodule` of `modules` it lists is linked in,
    /// and every map of `moduleMaps` whose C module has a header it lists (a folder of that name on
    /// the header's path) is written to `module-maps.txt`.
    func preparePackageImports(dependencies: String, modules: URL, moduleMaps: [URL]) throws {
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: packageImports)
        try fileManager.createDirectory(at: packageImports, withIntermediateDirectories: true)
        let paths = dependencies.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\\" }).map(String.init)
        for path in paths where path.hasSuffix(".swiftmodule") && path.hasPrefix(modules.path + "/") {
            let name = (path as NSString).lastPathComponent
            try fileManager.createSymbolicLink(atPath: packageImports.appendingPathComponent(name).path, withDestinationPath: path)
        }
        let headerFolders = Set(paths.filter { $0.hasSuffix(".h") }.flatMap { $0.split(separator: "/").map(String.init) })
        let maps = moduleMaps.filter { map in
            let folder = map.deletingLastPathComponent().lastPathComponent
            let module = folder.hasSuffix(".build") ? String(folder.dropLast(6)) : map.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
            return headerFolders.contains(module)
        }
        try Data(maps.map(\.path).joined(separator: "\n").utf8).write(to: packageImports.appendingPathComponent("module-maps.txt"))
    }

    /// A stamp of every module a package's build compiles against — the compatibility modules and
    /// the Tactile modules of `packageImports` — made of each one's name, size and modification
    /// time: it changes whenever one of them is compiled again. SwiftPM cannot see modules found
    /// through `-I`, so `LabPackageBuilder` passes it as a flag: a changed stamp changes every
    /// compile command of the package and its dependencies, and SwiftPM compiles them again, rather
    /// than linking objects laid out for an older Tactile. Empty before the modules exist.
    public var fingerprint: String {
        let fileManager = FileManager.default
        let imported = ((try? fileManager.contentsOfDirectory(atPath: packageImports.path)) ?? [])
            .filter { $0.hasSuffix(".swiftmodule") }
            .map { packageImports.appendingPathComponent($0) }
        let files = (Self.modules.map { output.appendingPathComponent("\($0).swiftmodule") } + imported)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var found = false
        for file in files {
            // Through the link: `packageImports` holds links to Tactile's modules.
            guard let attributes = try? fileManager.attributesOfItem(atPath: file.resolvingSymlinksInPath().path),
                  let modified = attributes[.modificationDate] as? Date else { continue }
            found = true
            let size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
            let stamp = "\(file.lastPathComponent):\(size):\(modified.timeIntervalSince1970.bitPattern);"
            for byte in stamp.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        return found ? String(hash, radix: 16) : ""
    }

    /// The objects a user build links.
    public var objects: [URL] { Self.modules.map { output.appendingPathComponent("\($0).o") } }

    /// The `.swift` files of `module`, sorted.
    func sourceFiles(of module: String) -> [URL] {
        let folder = sources.appendingPathComponent(module)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Where `module` is compiled to: `output`, `iOSOutput` for one of `iOSModules`, `appleOutput`
    /// for one of `appleModules`.
    func folder(of module: String) -> URL {
        if Self.iOSModules.contains(module) { return iOSOutput }
        return Self.appleModules.contains(module) ? appleOutput : output
    }

    /// What compiling `module` makes: its module, and its object unless it is one of `appleModules`.
    func products(of module: String) -> [URL] {
        let folder = folder(of: module)
        let interface = folder.appendingPathComponent("\(module).swiftmodule")
        return Self.appleModules.contains(module) ? [interface] : [folder.appendingPathComponent("\(module).o"), interface]
    }

    /// Whether `module` must be compiled: its object or module is missing, or older than one of `inputs`.
    func isStale(_ module: String, inputs: [URL]) -> Bool {
        let built = products(of: module)
        guard let oldest = built.map(Self.modified).min(), oldest > .distantPast else { return true }
        return inputs.contains { Self.modified($0) > oldest }
    }

    static func modified(_ url: URL) -> Date {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? .distantPast
    }

    /// The `swiftc` arguments that compile `module` from `files`.
    func arguments(module: String, files: [URL], toolchain: LabToolchain) -> [String] {
        let folder = folder(of: module)
        var arguments = ["-parse-as-library", "-wmo", "-module-name", module, "-swift-version", "6", "-Onone",
                         "-I", toolchain.modules.path, "-I", output.path,
                         "-module-cache-path", toolchain.buildDirectory.appendingPathComponent("ModuleCache").path,
                         "-emit-module", "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path]
        for map in toolchain.moduleMaps { arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        guard !Self.appleModules.contains(module) else {
            return arguments + ["-I", iOSOutput.path, "-I", appleOutput.path, "-Xfrontend", "-enable-objc-interop"] + files.map(\.path)
        }
        arguments += ["-c"] + files.map(\.path) + ["-o", folder.appendingPathComponent("\(module).o").path]
        return arguments
    }
}

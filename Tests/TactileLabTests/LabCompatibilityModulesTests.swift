import Foundation
@testable import TactileLab
import Testing

/// `import SwiftUI`, `Combine` and `CoreGraphics` in user builds (issue 36, item 1): where the lab
/// finds the Compatibility modules' sources, when it compiles them again, and how user builds see
/// them. (That a SwiftUI file really builds and runs is the browser test
/// `test_a_scene_written_as_swiftui_code_runs_unedited`.)
@Suite("Lab compatibility modules")
struct LabCompatibilityModulesTests {
    /// A folder laid out as a package: `Compatibility/Sources/<module>/<module>.swift`, and a build
    /// directory with `Modules/Tactile.swiftmodule`.
    static func package() throws -> (root: URL, modules: LabCompatibilityModules, toolchain: LabToolchain) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lab-compat-\(LabToken.newID())")
        for module in LabCompatibilityModules.modules {
            let folder = root.appendingPathComponent("Compatibility/Sources/\(module)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("// \(module)\n".utf8).write(to: folder.appendingPathComponent("\(module).swift"))
        }
        let build = root.appendingPathComponent(".build/debug")
        try FileManager.default.createDirectory(at: build.appendingPathComponent("Modules"), withIntermediateDirectories: true)
        try Data().write(to: build.appendingPathComponent("Modules/Tactile.swiftmodule"))
        let modules = LabCompatibilityModules(sources: root.appendingPathComponent("Compatibility/Sources"),
                                              output: build.appendingPathComponent("TactileLabCompatibility"))
        let toolchain = LabToolchain(swiftc: URL(fileURLWithPath: "/usr/bin/false"), buildDirectory: build, moduleMaps: [],
                                     compatibility: modules)
        return (root, modules, toolchain)
    }

    static func touch(_ url: URL, at date: Date) throws {
        if !FileManager.default.fileExists(atPath: url.path) { try Data().write(to: url) }
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
    }

    @Test("a package's build directory finds the package's Compatibility sources")
    func foundBesideTheBuildDirectory() throws {
        let (root, _, _) = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        // What `find` asks of a build directory, and a swiftc on PATH.
        let build = root.appendingPathComponent(".build/debug")
        try FileManager.default.createDirectory(at: build.appendingPathComponent("TactileMacros-tool"), withIntermediateDirectories: true)
        try Data().write(to: build.appendingPathComponent("lib\(LabToolchain.runtimeLibrary).so"))
        let bin = root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try Data("#!/bin/sh\n".utf8).write(to: bin.appendingPathComponent("swiftc"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("swiftc").path)
        let toolchain = try LabToolchain.find(executable: build.appendingPathComponent("tactile-lab"), environment: ["PATH": bin.path])
        let modules = try #require(toolchain.compatibility)
        #expect(modules.sources.standardizedFileURL == root.appendingPathComponent("Compatibility/Sources").standardizedFileURL)
        #expect(modules.sourceFiles(of: "SwiftUI").map(\.lastPathComponent) == ["SwiftUI.swift"])
        #expect(modules.output.deletingLastPathComponent() == toolchain.buildDirectory)
        // Without the sources, builds go on without the modules.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Compatibility"))
        #expect(try LabToolchain.find(executable: build.appendingPathComponent("tactile-lab"), environment: ["PATH": bin.path]).compatibility == nil)
    }

    @Test("a module is compiled again only when it is missing or older than its sources, Tactile or what it imports")
    func stalenessFollowsTheInputs() throws {
        let (root, modules, _) = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: modules.output, withIntermediateDirectories: true)
        let sources = modules.sourceFiles(of: "SwiftUI")
        let tactile = root.appendingPathComponent(".build/debug/Modules/Tactile.swiftmodule")
        let old = Date(timeIntervalSince1970: 1_000_000), new = Date(timeIntervalSince1970: 2_000_000)
        for input in sources + [tactile] { try Self.touch(input, at: old) }
        #expect(modules.isStale("SwiftUI", inputs: sources + [tactile]), "nothing built yet")
        try Self.touch(modules.output.appendingPathComponent("SwiftUI.o"), at: new)
        #expect(modules.isStale("SwiftUI", inputs: sources + [tactile]), "the module file is missing")
        try Self.touch(modules.output.appendingPathComponent("SwiftUI.swiftmodule"), at: new)
        #expect(!modules.isStale("SwiftUI", inputs: sources + [tactile]))
        try Self.touch(tactile, at: Date(timeIntervalSince1970: 3_000_000))
        #expect(modules.isStale("SwiftUI", inputs: sources + [tactile]), "Tactile was rebuilt")
    }

    @Test("UIKit is compiled into a folder of its own, seeing the others, so only a build compiling iOS code sees it")
    func iOSModulesApart() throws {
        let (root, modules, toolchain) = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(modules.folder(of: "UIKit") == modules.iOSOutput && modules.folder(of: "SwiftUI") == modules.output)
        let arguments = modules.arguments(module: "UIKit", files: [], toolchain: toolchain)
        let emitted = try #require(arguments.firstIndex(of: "-emit-module-path").map { arguments[$0 + 1] })
        #expect(emitted == modules.iOSOutput.appendingPathComponent("UIKit.swiftmodule").path)
        #expect(arguments.contains(modules.output.path), "it imports the modules it re-exports (CoreGraphics)")
        #expect(!modules.objects.contains { $0.lastPathComponent == "UIKit.o" }, "user builds link only the modules every build sees")
    }

    @Test("preparations in one process run one after another, whatever each awaits")
    func preparationsAreSerial() async {
        final class Log: @unchecked Sendable {
            private let lock = NSLock()
            private var entries: [String] = []
            func add(_ entry: String) { lock.withLock { entries.append(entry) } }
            var all: [String] { lock.withLock { entries } }
        }
        let log = Log()
        let queue = CompatibilityPreparations()
        await withTaskGroup(of: Void.self) { group in
            for name in ["a", "b", "c"] {
                group.addTask {
                    _ = await queue.run {
                        log.add("\(name) starts")
                        for _ in 0..<20 { await Task.yield() }
                        log.add("\(name) ends")
                        return name
                    }
                }
                // Let this task ask before the next is added.
                for _ in 0..<5 { await Task.yield() }
            }
        }
        let entries = log.all
        #expect(entries.count == 6)
        for index in stride(from: 0, to: entries.count, by: 2) {
            let name = entries[index].prefix(1)
            #expect(entries[index] == "\(name) starts" && entries[index + 1] == "\(name) ends", "no preparation starts while another runs: \(entries)")
        }
    }

    @Test("user builds see the modules only once they are compiled, through -I and their objects")
    func userBuildsSeeCompiledModules() throws {
        let (root, modules, toolchain) = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = URL(fileURLWithPath: "/tmp/worker")
        #expect(!toolchain.arguments(sources: [], output: output, moduleName: "LabUser").contains(modules.output.path))
        try FileManager.default.createDirectory(at: modules.output, withIntermediateDirectories: true)
        for object in modules.objects { try Data().write(to: object) }
        let arguments = toolchain.arguments(sources: [], output: output, moduleName: "LabUser")
        #expect(arguments.contains(modules.output.path))
        #expect(modules.objects.allSatisfy { arguments.contains($0.path) })
        // Each module is compiled on its own, into the folder user builds search.
        let compile = modules.arguments(module: "SwiftUI", files: modules.sourceFiles(of: "SwiftUI"), toolchain: toolchain)
        #expect(compile.contains("-module-name") && compile.contains("SwiftUI"))
        #expect(compile.contains(modules.output.appendingPathComponent("SwiftUI.swiftmodule").path))
        #expect(compile.contains(toolchain.modules.path))
    }

    @Test("a package is compiled again, dependencies and all, when a module it compiles against is compiled again")
    func packageFlagsFollowTheModules() throws {
        let (root, modules, toolchain) = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let builder = LabPackageBuilder(compiler: LabCompiler(toolchain: toolchain, directory: root.appendingPathComponent("builds"),
                                                              clock: LabIdleClock(ManualClock())),
                                        graph: LabPackageGraph(root: root, name: "App", targets: [], allTargets: [:], packageFolders: [root]),
                                        scratch: root.appendingPathComponent("scratch"))
        func stamp() -> String? {
            builder.compatibilityFlags().first { $0.hasPrefix("-DTACTILE_LAB_MODULES_") }
        }
        // Before the modules are compiled there is nothing to stamp.
        #expect(modules.fingerprint.isEmpty)
        #expect(stamp() == nil)

        let day = Date(timeIntervalSince1970: 1_800_000_000)
        try FileManager.default.createDirectory(at: modules.packageImports, withIntermediateDirectories: true)
        for module in LabCompatibilityModules.modules {
            try Self.touch(modules.output.appendingPathComponent("\(module).swiftmodule"), at: day)
        }
        let tactile = toolchain.modules.appendingPathComponent("Tactile.swiftmodule")
        try Self.touch(tactile, at: day)
        try FileManager.default.createSymbolicLink(at: modules.packageImports.appendingPathComponent("Tactile.swiftmodule"),
                                                   withDestinationURL: tactile)
        let first = try #require(stamp())
        #expect(first == "-DTACTILE_LAB_MODULES_\(modules.fingerprint)")
        #expect(stamp() == first, "nothing was compiled again: SwiftPM keeps its objects")

        // Tactile compiled again (seen through the link): a new stamp, so every compile command changes.
        try Self.touch(tactile, at: day.addingTimeInterval(60))
        let second = try #require(stamp())
        #expect(second != first)
        // A compatibility module compiled again: another one.
        try Self.touch(modules.output.appendingPathComponent("SwiftUI.swiftmodule"), at: day.addingTimeInterval(120))
        #expect(try #require(stamp()) != second)
    }
}

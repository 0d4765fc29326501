import Foundation
@testable import TactileLab
import Testing

/// A saved target of a package rebuilt without SwiftPM (issue 36, item 3; docs/ARCHITECTURE.md,
/// "Rebuilding a saved target"): how the lab reads SwiftPM's build manifest, when it compiles a
/// target with the recorded command and when SwiftPM builds it, and that anything unexpected goes
/// back to SwiftPM. The compilers here are scripts that leave a mark, so each test sees which ran
/// without building anything. (That the real fixture package rebuilds this way, state kept, is the
/// browser test `test_package.py`; the time it takes is docs/PERFORMANCE.md, "Package".)
@Suite("Lab rebuild of a saved target")
struct LabRebuildTests {
    /// A manifest as SwiftPM writes it for an app package (Design ← Feature), cut to the kinds of
    /// entries it has: the targets map, a directory node, a phony, an auxiliary file, and the two
    /// modules' compile commands.
    static func manifest(compiler: String = "/usr/bin/swiftc", featureSources: [String] = ["/work/App/Sources/Feature/Screen.swift", "/work/App/Sources/Feature/Model.swift"]) -> String {
        let sources = featureSources.map { "\"\($0)\"" }.joined(separator: ",")
        return """
        client:
          name: basic
          file-system: device-agnostic
        tools: {}
        targets:
          "Feature-x86_64-unknown-linux-gnu-debug.module": ["<Feature-x86_64-unknown-linux-gnu-debug.module>"]
          "main": ["<Design-x86_64-unknown-linux-gnu-debug.module>","<Feature-x86_64-unknown-linux-gnu-debug.module>"]
        default: "main"
        nodes:
          "/work/App/Sources/Feature/":
            is-directory-structure: true
            content-exclusion-patterns: [".git",".build"]
        commands:
          "/scratch/debug/Feature.build/sources":
            tool: write-auxiliary-file
            inputs: ["<sources-file-list>",\(sources)]
            outputs: ["/scratch/debug/Feature.build/sources"]
            description: "Write auxiliary file /scratch/debug/Feature.build/sources"

          "<Feature-x86_64-unknown-linux-gnu-debug.module>":
            tool: phony
            inputs: ["/scratch/debug/Feature.build/Screen.swift.o"]
            outputs: ["<Feature-x86_64-unknown-linux-gnu-debug.module>"]

          "C.Design-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/work/App/Sources/Design/Card.swift"]
            outputs: ["/scratch/debug/Design.build/Card.swift.o"]
            description: "Compiling Swift Module 'Design' (1 sources)"
            args: ["\(compiler)","-module-name","Design","-emit-module","-c","@/scratch/debug/Design.build/sources"]

          "C.Feature-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: [\(sources),"/scratch/debug/swift-version-1.txt","/scratch/debug/Modules/Design.swiftmodule"]
            outputs: ["/scratch/debug/Feature.build/Screen.swift.o","/scratch/debug/Modules/Feature.swiftmodule"]
            description: "Compiling Swift Module 'Feature' (\(featureSources.count) sources)"
            args: ["\(compiler)","-module-name","Feature","-emit-module","-output-file-map","/scratch/debug/Feature.build/output-file-map.json","-incremental","-c","@/scratch/debug/Feature.build/sources","-parseable-output","-DNAME=\\"a b\\""]

          "PackageStructure":
            tool: package-structure-tool
            inputs: ["/work/App/Package.swift"]
            outputs: ["<PackageStructure>"]
            description: "Planning build"
            allow-missing-inputs: true

        """
    }

    // MARK: Reading the manifest

    @Test("the manifest gives the one command compiling a module: its executable, arguments and Swift inputs, as SwiftPM wrote them")
    func compileCommandOfAModule() throws {
        let manifest = try LabBuildManifest.parse(Self.manifest())
        #expect(manifest.commands.count == 5)
        let feature = try manifest.compileCommand(module: "Feature").get()
        #expect(feature.key == "C.Feature-x86_64-unknown-linux-gnu-debug.module")
        #expect(feature.arguments.first == "/usr/bin/swiftc")
        #expect(feature.arguments.last == "-DNAME=\"a b\"")
        #expect(feature.arguments.contains("-incremental"))
        #expect(feature.inputs.filter { $0.hasSuffix(".swift") } == ["/work/App/Sources/Feature/Screen.swift", "/work/App/Sources/Feature/Model.swift"])
        #expect(try manifest.compileCommand(module: "Design").get().outputs == ["/scratch/debug/Design.build/Card.swift.o"])
    }

    @Test("a module no command compiles, or two do, has no compile command, and says so")
    func noSingleCompileCommand() throws {
        let manifest = try LabBuildManifest.parse(Self.manifest())
        #expect(throws: LabBuildManifest.Unreadable.self) { try manifest.compileCommand(module: "Charts").get() }
        let twice = try LabBuildManifest.parse(Self.manifest() + """
          "C.Feature-copy":
            tool: shell
            args: ["/usr/bin/swiftc","-module-name","Feature","-c"]

        """)
        #expect(throws: LabBuildManifest.Unreadable(description: "it has 2 commands compiling module Feature")) {
            try twice.compileCommand(module: "Feature").get()
        }
    }

    @Test("text that is not a manifest of SwiftPM's shape is an error naming the line, never a guess", arguments: [
        ("commands:\n  \"C.A\":\n    tool: shell\n    args: [\"/usr/bin/swiftc\",\"-module-name\n", "line 4"),
        ("commands:\n  C.A:\n    tool: shell\n", "line 2"),
        ("commands:\n    tool: shell\n", "line 2"),
        ("client:\n  name: basic\n", "no `commands:` map"),
        ("", "no `commands:` map"),
    ])
    func brokenManifest(text: String, said: String) {
        let error = #expect(throws: LabBuildManifest.Unreadable.self) { try LabBuildManifest.parse(text) }
        #expect(error?.description.contains(said) == true)
    }

    @Test("the diagnostics of a -parseable-output run are read out of its messages; unframed lines are kept")
    func parseableOutput() {
        let finished = #"{"kind":"finished","name":"compile","pid":7,"output":"/work/A.swift:3:5: error: cannot find 'x' in scope\n","exit-status":1}"#
        let began = #"{"kind":"began","name":"compile","pid":7,"inputs":["/work/A.swift"]}"#
        let output = "\(began.utf8.count)\n\(began)\n\(finished.utf8.count)\n\(finished)\nerror: fatalError\n"
        let diagnostics = LabDiagnostic.parse(LabParseableOutput.text(of: output))
        #expect(diagnostics == [
            LabDiagnostic(file: "/work/A.swift", line: 3, column: 5, severity: .error, message: "cannot find 'x' in scope"),
            LabDiagnostic(file: nil, line: nil, column: nil, severity: .error, message: "fatalError"),
        ])
    }

    // MARK: Direct compile or SwiftPM

    static func route(graphRead: Bool = false, changed: Set<String>, built: Set<String> = ["Design", "Feature", "Gesture_Kit", "Core", "Charts"]) throws -> LabRebuildRoute {
        LabRebuildRoute.choose(graph: try LabPackageTests.graph(), graphRead: graphRead, changed: changed, built: built)
    }

    @Test("one saved root target that built before and that no target builds on compiles with its recorded command")
    func directRoute() throws {
        #expect(try Self.route(changed: ["Feature"]) == .direct(module: "Feature"))
    }

    @Test("an added or removed file, or a changed Package.swift (the graph read again), goes to SwiftPM")
    func fileSetOrManifestGoesToSwiftPM() throws {
        guard case .swiftPM(let reason) = try Self.route(graphRead: true, changed: ["Feature"]) else {
            Issue.record("a graph read again compiled directly"); return
        }
        #expect(reason.contains("read again"))
    }

    @Test("a change in a target others build on goes to SwiftPM: a sibling target, or a local dependency's")
    func dependencyChangeGoesToSwiftPM() throws {
        #expect(try Self.route(changed: ["Design"]) == .swiftPM(reason: "Feature builds on Design"))
        #expect(try Self.route(changed: ["Gesture_Kit"]) == .swiftPM(reason: "Gesture_Kit is not a target of the root package"))
    }

    @Test("two changed targets, none, or one that did not build last time go to SwiftPM")
    func otherChangesGoToSwiftPM() throws {
        #expect(try Self.route(changed: ["Design", "Feature"]) == .swiftPM(reason: "2 targets changed (Design, Feature)"))
        #expect(try Self.route(changed: []) == .swiftPM(reason: "no target's files changed"))
        #expect(try Self.route(changed: ["Feature"], built: ["Design"]) == .swiftPM(reason: "Feature did not build last time"))
    }

    // MARK: The builder

    /// A package folder with one target (`Feature`, one file without previews), a `swift` that marks
    /// `swiftpm-ran` (SwiftPM) and a recorded compiler `recorded-swiftc` running `compilerBody`.
    struct Scene {
        var folder: URL
        var builder: LabPackageBuilder
        var target: LabPackageGraph.Target
        var compiler: URL

        init(compilerBody: String) throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lab-rebuild-\(LabToken.newID())")
            let sources = folder.appendingPathComponent("Sources/Feature")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            let file = sources.appendingPathComponent("Screen.swift")
            try Data("struct Screen {}\n".utf8).write(to: file)
            func script(_ name: String, _ body: String) throws -> URL {
                let url = folder.appendingPathComponent(name)
                try Data("#!/bin/sh\n\(body)\n".utf8).write(to: url)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
                return url
            }
            let swiftc = try script("swiftc", "exit 0")
            _ = try script("swift", "echo \"$@\" >> '\(folder.path)/swiftpm-ran'")
            let compiler = try script("recorded-swiftc", "echo ran >> '\(folder.path)/direct-ran'\n\(compilerBody)")
            let target = LabPackageGraph.Target(module: "Feature", name: "Feature", kind: "library", sources: [file.standardizedFileURL.path],
                                                package: "App", dependencies: [], isLocal: true)
            let graph = LabPackageGraph(root: folder, name: "App", targets: [target], allTargets: ["Feature": target], packageFolders: [folder])
            let scratch = folder.appendingPathComponent("scratch")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            self.folder = folder
            self.target = target
            self.compiler = compiler
            builder = LabPackageBuilder(compiler: LabCompiler(toolchain: LabToolchain(swiftc: swiftc, buildDirectory: folder, moduleMaps: []),
                                                              directory: folder.appendingPathComponent("builds"), clock: LabIdleClock(ManualClock())),
                                        graph: graph, scratch: scratch)
        }

        func writeManifest(_ text: String) throws {
            try Data(text.utf8).write(to: LabBuildManifest.file(in: builder.scratch))
        }

        func ran(_ mark: String) -> Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent(mark).path) }
    }

    @Test("a saved target compiles with the recorded command and SwiftPM is not run")
    func directCompileSkipsSwiftPM() async throws {
        let scene = try Scene(compilerBody: "exit 0")
        defer { try? FileManager.default.removeItem(at: scene.folder) }
        try scene.writeManifest(Self.manifest(compiler: scene.compiler.path, featureSources: scene.target.sources))
        let outcome = await scene.builder.build(id: "b-direct", direct: "Feature")
        #expect(outcome.compiledDirectly == "Feature")
        #expect(outcome.fallback == nil)
        #expect(outcome.failedTargets.isEmpty)
        #expect(scene.ran("direct-ran"))
        #expect(!scene.ran("swiftpm-ran"))
    }

    @Test("a missing or broken manifest sends the target to SwiftPM, saying why", arguments: [nil, "commands:\n  \"C.Feature\":\n    args: [\"/usr/bin/swiftc\"\n"])
    func brokenManifestFallsBack(text: String?) async throws {
        let scene = try Scene(compilerBody: "exit 0")
        defer { try? FileManager.default.removeItem(at: scene.folder) }
        if let text { try scene.writeManifest(text) }
        let outcome = await scene.builder.build(id: "b-broken", direct: "Feature")
        #expect(outcome.compiledDirectly == nil)
        #expect(outcome.fallback?.contains("SwiftPM's build manifest") == true)
        #expect(outcome.failedTargets.isEmpty)
        #expect(scene.ran("swiftpm-ran"))
        #expect(!scene.ran("direct-ran"))
    }

    @Test("a recorded command for another file set sends the target to SwiftPM")
    func otherFileSetFallsBack() async throws {
        let scene = try Scene(compilerBody: "exit 0")
        defer { try? FileManager.default.removeItem(at: scene.folder) }
        try scene.writeManifest(Self.manifest(compiler: scene.compiler.path, featureSources: scene.target.sources + ["/gone/Old.swift"]))
        let outcome = await scene.builder.build(id: "b-files", direct: "Feature")
        #expect(outcome.fallback?.contains("compiles 2 Swift files, the target has 1") == true)
        #expect(scene.ran("swiftpm-ran"))
        #expect(!scene.ran("direct-ran"))
    }

    @Test("an error in the target's own file fails the target with it, as SwiftPM would, without asking SwiftPM")
    func compileErrorFailsTheTarget() async throws {
        let scene = try Scene(compilerBody: "")
        defer { try? FileManager.default.removeItem(at: scene.folder) }
        let file = scene.target.sources[0]
        try Data("#!/bin/sh\necho ran >> '\(scene.folder.path)/direct-ran'\necho \"\(file):1:8: error: cannot find 'x' in scope\" >&2\nexit 1\n".utf8)
            .write(to: scene.compiler)
        try scene.writeManifest(Self.manifest(compiler: scene.compiler.path, featureSources: scene.target.sources))
        let outcome = await scene.builder.build(id: "b-error", direct: "Feature")
        #expect(outcome.failedTargets["Feature"] == "Screen.swift:1: cannot find 'x' in scope")
        #expect(outcome.diagnostics.contains { $0.file == file && $0.line == 1 && $0.severity == .error })
        #expect(!scene.ran("swiftpm-ran"))
    }

    @Test("a compiler that fails without an error in the target's files sends the target to SwiftPM")
    func strangeFailureFallsBack() async throws {
        let scene = try Scene(compilerBody: "echo 'Illegal instruction' >&2\nexit 132")
        defer { try? FileManager.default.removeItem(at: scene.folder) }
        try scene.writeManifest(Self.manifest(compiler: scene.compiler.path, featureSources: scene.target.sources))
        let outcome = await scene.builder.build(id: "b-strange", direct: "Feature")
        #expect(outcome.fallback?.contains("exited with status 132") == true)
        #expect(outcome.failedTargets.isEmpty)
        #expect(scene.ran("direct-ran"))
        #expect(scene.ran("swiftpm-ran"))
    }

    // MARK: The command plugin

    @Test("`swift package tactile-lab` runs the lab on its package with the user's arguments in order, naming Tactile's build")
    func pluginInvocation() {
        let invocation = LabPluginInvocation(packageDirectory: "/work/App", userArguments: ["--port", "8080", "--token", "s"],
                                             runtimeDirectory: "/work/App/.build/x86_64-unknown-linux-gnu/debug",
                                             tactileDirectory: "/work/App/.build/checkouts/Tactile/", environment: ["PATH": "/usr/bin"])
        #expect(invocation.arguments == ["--package", "/work/App", "--port", "8080", "--token", "s"])
        #expect(invocation.environment == [
            "PATH": "/usr/bin",
            LabToolchain.buildDirectoryVariable: "/work/App/.build/x86_64-unknown-linux-gnu/debug",
            LabToolchain.compatibilitySourcesVariable: "/work/App/.build/checkouts/Tactile/Compatibility/Sources",
        ])
    }

    @Test("a package the user names with --package is the only one the lab is given", arguments: [["--package", "/work/Other"], ["--package=/work/Other"]])
    func pluginKeepsTheUsersPackage(arguments: [String]) {
        let invocation = LabPluginInvocation(packageDirectory: "/work/App", userArguments: arguments, runtimeDirectory: "/b", tactileDirectory: "/t", environment: [:])
        #expect(invocation.arguments == arguments)
    }
}

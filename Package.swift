// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

// Layers import downward only:
// TactileGestures ← TactileUI ← Tactile ← TactileTesting / TactileScenes / TactileLab;
// OpenCombine ← TactileCombine (the Combine operators OpenCombine lacks) ← Tactile, and the
// Compatibility package's `Combine` module, which re-exports it beside OpenCombine.
// TactileTesting ← TactileFuzzing (stream generators and invariant checks for tests and tactile-fuzz).
// TactileTesting ← TactileSnapshotTesting (swift-snapshot-testing strategies; its own product).
// TactileMacros (the #Preview expansion, run by the compiler) is declared by Tactile.
// Tactile ← TactileData (SwiftData, in memory: `@Model`, containers, contexts, `@Query`; its own
// product, which the Compatibility package's `SwiftData` module re-exports). TactileLab links it,
// so lab and `tactile-compat` builds can `import SwiftData`.
// TactileLint stands alone: the checker reads source and never needs the engine.
//
// Every target that imports TactileGestures or TactileUI (directly, or through the re-exporting
// Tactile or TactileTesting) lists both as direct dependencies. A build step watches only its
// direct dependencies' .swiftmodule files, and Tactile's is rewritten unchanged (same timestamp)
// when only a private stored property of TactileUI changes: without the direct edges, the
// targets behind Tactile kept the old layout and crashed at run time (swiftlang/swift#89636;
// docs/RELIABILITY.md, "Incremental builds"). A new target needs the same two entries.
let package = Package(
    name: "Tactile",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Tactile", targets: ["Tactile"]),
        .library(name: "TactileTesting", targets: ["TactileTesting"]),
        // `import SwiftData` through the Compatibility package (its `SwiftData` module re-exports it).
        .library(name: "TactileData", targets: ["TactileData"]),
        // Separate so `Tactile` and `TactileTesting` gain no dependency on swift-snapshot-testing.
        .library(name: "TactileSnapshotTesting", targets: ["TactileSnapshotTesting"]),
        .library(name: "TactileLint", targets: ["TactileLint"]),
        .executable(name: "tactile-lint", targets: ["tactile-lint"]),
        .executable(name: "tactile-lab", targets: ["tactile-lab"]),
        // `swift run tactile-compat PATH…`: will this SwiftUI code compile on Tactile (docs/SOURCE-COMPATIBILITY.md)?
        .executable(name: "tactile-compat", targets: ["tactile-compat"]),
        // What the lab's user builds link against (docs/LAB-PROTOCOL.md, "Playground"): the engine,
        // the views and the worker loop as one shared library, so `swiftc` links a worker in seconds.
        .library(name: "TactileLabRuntime", type: .dynamic, targets: ["TactileLab"]),
        .plugin(name: "TactileLintPlugin", targets: ["TactileLintPlugin"]),
        // `swift package tactile-lab` in a package that depends on Tactile (docs/ARCHITECTURE.md, "The lab on a package").
        .plugin(name: "TactileLabPlugin", targets: ["TactileLabPlugin"]),
    ],
    traits: [
        // The lab's selectable mode (LabSourceMap) parses the user's Swift with swift-syntax. On by
        // default; CI's release sweep builds `tactile-lab` with `--disable-default-traits`, so a
        // release build does not compile swift-syntax a second time (its macros build it as a tool).
        .trait(name: "SelectableMode", description: "Tactile Lab's selectable mode: a click on the canvas marks the source line that made the view."),
        .default(enabledTraits: ["SelectableMode"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", exact: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams.git", exact: "6.2.2"),
        // `swift package generate-documentation` (DocC catalogs in Sources/Tactile, Sources/TactileTesting).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
        // Benchmarks only. The explicit trait list leaves out the default "RuntimeInterposer" trait, so its
        // Linux-only swift-runtime-interposer dependency is never resolved; "MallocInterposer" gives the
        // malloc counters (no jemalloc needed).
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", exact: "2.8.1"),
        .package(url: "https://github.com/apple/swift-log.git", exact: "1.16.2"),
        // Already in the graph through Hummingbird (same pin as its resolution): named so that
        // tactile-lab can make NIO's event loops Swift's global executor.
        .package(url: "https://github.com/apple/swift-nio.git", exact: "2.101.3"),
        // `ObservableObject`, `@Published` and the rest of Combine, which SwiftUI code uses and
        // Linux lacks.
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
        // `assertSnapshot(of: host, as: .svg)` — strategies in TactileSnapshotTesting only.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", exact: "1.19.7"),
    ],
    targets: [
        // MARK: Engine
        .target(name: "TactileGestures"),
        // MARK: View layer
        .target(name: "TactileUI", dependencies: ["TactileGestures", .product(name: "OpenCombine", package: "OpenCombine")]),
        .target(name: "Tactile", dependencies: ["TactileGestures", "TactileUI", "TactileCombine", "TactileMacros"]),
        // MARK: Combine — operators real SwiftUI code uses that OpenCombine 0.14 lacks (`merge(with:)`,
        // `combineLatest(_:)`), in Combine's names. Apart from TactileUI so that `import Combine`
        // (Compatibility/Sources/Combine) re-exports exactly Combine's API and none of the view layer.
        .target(name: "TactileCombine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
        .testTarget(
            name: "TactileCombineTests",
            dependencies: [
                "TactileCombine",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // MARK: Macros — #Preview, as SwiftUI declares it
        .macro(
            name: "TactileMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "TactileMacrosTests",
            dependencies: [
                "TactileMacros",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
        .target(name: "TactileTesting", dependencies: ["Tactile", "TactileGestures", "TactileUI"]),
        // MARK: SwiftData — in-memory models, containers, contexts and queries (docs/COMPATIBILITY.md, "SwiftData")
        // Its macros (`@Model`, `@_PersistedProperty`, `@Attribute`, `@Relationship`, `@Transient`) are TactileMacros'.
        .target(name: "TactileData", dependencies: ["Tactile", "TactileGestures", "TactileUI", "TactileMacros"]),
        .testTarget(name: "TactileDataTests", dependencies: ["TactileData", "TactileTesting", "Tactile", "TactileGestures", "TactileUI"]),
        .testTarget(
            name: "TactileGesturesTests",
            dependencies: [
                "TactileTesting",
                "TactileGestures",
                "TactileUI",
                "TactileFuzzing",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // MARK: Snapshot strategies — swift-snapshot-testing's `Snapshotting` for `ViewHost`
        .target(
            name: "TactileSnapshotTesting",
            dependencies: [
                "TactileTesting",
                "TactileGestures",
                // Package-level PNG decoding and encoding for the image strategies' pixel comparison.
                "TactileUI",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(
            name: "TactileSnapshotTestingTests",
            dependencies: ["TactileSnapshotTesting", "TactileTesting", "TactileGestures", "TactileUI"],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "TactileUITests", dependencies: ["TactileTesting", "TactileGestures", "TactileUI", .product(name: "PropertyBased", package: "swift-property-based")]),

        // MARK: Scenes — the seed documents' code examples, run on Tactile
        // The scene files are also the target's resources (the lab's editor opens them): a build
        // plugin copies each one into the bundle, so the repository holds one copy of every scene.
        .target(name: "TactileScenes", dependencies: ["Tactile", "TactileGestures", "TactileUI"], plugins: ["SceneSourceFiles"]),
        .plugin(name: "SceneSourceFiles", capability: .buildTool()),
        .testTarget(name: "TactileScenesTests", dependencies: ["TactileScenes", "TactileTesting", "TactileGestures", "TactileUI"], exclude: ["Snapshots"]),

        // MARK: Lab — drive the scenes live in a browser (docs/LAB-PROTOCOL.md)
        .target(
            name: "TactileLab",
            dependencies: [
                "Tactile",
                "TactileGestures",
                // Package-level SVG lines and frame deltas (ViewGraph.svgLines(), SVGFrameDelta).
                "TactileUI",
                "TactileScenes",
                // In the runtime library user builds link, for `import SwiftData` (LabCompatibilityModules).
                "TactileData",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                // Answers written straight to the page's WebSocket channel (LabPageChannel).
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                // The access gate ahead of the WebSocket upgrade reads the decoded request head (LabUpgradeGate).
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                // Selectable mode: a clicked view's place in its source (LabSourceMap).
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["SelectableMode"])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["SelectableMode"])),
            ],
            resources: [.copy("Assets")],
            // The lab's own scenes (Scenes/*.swift) as resources: the page shows and edits the files.
            plugins: ["SceneSourceFiles"]
        ),
        .executableTarget(
            name: "tactile-lab",
            dependencies: [
                "TactileLab",
                "TactileGestures",
                "TactileUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        // `swift package tactile-lab`: runs `tactile-lab --package <the package>` with the user's
        // arguments (LabPluginInvocation, a file the plugin shares with TactileLab so it is tested).
        .plugin(
            name: "TactileLabPlugin",
            capability: .command(
                intent: .custom(verb: "tactile-lab", description: "Opens the Tactile lab on every #Preview of the package's targets")
            ),
            dependencies: ["tactile-lab"]
        ),
        .testTarget(
            name: "TactileLabTests",
            dependencies: [
                "TactileLab",
                // The worker tests start the built binary's hidden worker mode (crash isolation).
                "tactile-lab",
                "TactileTesting",
                "TactileGestures",
                "TactileUI",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                // EmbeddedEventLoop for LabPageLog's reads outside a server.
                .product(name: "NIOEmbedded", package: "swift-nio"),
                // A raw TCP client: the WebSocket handshakes and frames of the access tests, byte for byte.
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),

        // MARK: Compatibility report — type-checks user SwiftUI code through the SwiftUI product (docs/SOURCE-COMPATIBILITY.md)
        // Builds on the lab's compatibility modules and toolchain (TactileLab's Playground/).
        .target(name: "TactileCompat", dependencies: ["TactileLab", "TactileGestures", "TactileUI"]),
        .executableTarget(
            name: "tactile-compat",
            dependencies: [
                "TactileCompat",
                "TactileLab",
                "TactileGestures",
                "TactileUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "TactileCompatTests",
            dependencies: ["TactileCompat", "TactileLab", "TactileGestures", "TactileUI"]
        ),

        // MARK: Fuzzing — adversarial touch streams for the engine and the host (docs/RELIABILITY.md)
        .target(
            name: "TactileFuzzing",
            dependencies: ["TactileTesting", "TactileGestures", "TactileUI", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .executableTarget(
            name: "tactile-fuzz",
            dependencies: [
                "TactileFuzzing",
                "TactileScenes",
                "TactileGestures",
                "TactileUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "TactileFuzzingTests",
            dependencies: [
                "TactileFuzzing",
                "TactileScenes",
                "TactileGestures",
                "TactileUI",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),

        // MARK: Checker
        .target(
            name: "TactileLint",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "tactile-lint",
            dependencies: [
                "TactileLint",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "TactileLintPlugin",
            capability: .command(
                intent: .custom(verb: "tactile-lint", description: "Reviews the SwiftUI gesture code of the package's source targets"),
                permissions: [
                    .writeToPackageDirectory(reason: "tactile-lint --fix rewrites source files to apply its corrections"),
                ]
            ),
            dependencies: ["tactile-lint"]
        ),
        .testTarget(
            name: "TactileLintTests",
            // TactileTesting only for the audit-wording test: the audit (in TactileTesting, which does
            // not import TactileLint) says what the rules say; this target imports both to check it.
            dependencies: ["TactileLint", "tactile-lint", "TactileTesting", "TactileGestures", "TactileUI"],
            exclude: ["Fixtures"]
        ),

        // MARK: Benchmarks — frame-budget measurements (docs/PERFORMANCE.md), run by `swift package benchmark`
        .executableTarget(
            name: "TactileBenchmarks",
            dependencies: [
                "Tactile",
                "TactileTesting",
                "TactileScenes",
                "TactileGestures",
                "TactileUI",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TactileBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        // Engine move events outside any task, for callgrind instruction counts (docs/PERFORMANCE.md).
        .executableTarget(name: "EngineMoveProbe", dependencies: ["TactileGestures"], path: "Benchmarks/EngineMoveProbe"),
        // Rasterizing and PNG-encoding frames outside any harness, for wall time and callgrind (docs/PERFORMANCE.md).
        .executableTarget(name: "RasterProbe", dependencies: ["TactileUI", "TactileGestures"], path: "Benchmarks/RasterProbe"),
        // `@State` writes through the view graph outside any harness, for callgrind (docs/PERFORMANCE.md).
        .executableTarget(name: "GraphWriteProbe", dependencies: ["TactileUI", "TactileGestures"], path: "Benchmarks/GraphWriteProbe"),
        // The lab under load from a compiled client (docs/PERFORMANCE.md, "Lab under load"): the
        // protocol and scenario of scripts/lab-load.py without the Python client's CPU per message.
        // No dependencies: one thread, poll(2) and a minimal WebSocket client.
        .executableTarget(name: "LabLoad", path: "Benchmarks/LabLoad"),
        // A lab worker's per-message work replayed on one thread, for callgrind (docs/PERFORMANCE.md,
        // "Lab under load"; valgrind cannot run `tactile-lab --worker` itself).
        .executableTarget(name: "WorkerReplay", dependencies: ["TactileLab", "TactileGestures", "TactileUI"], path: "Benchmarks/WorkerReplay"),
        // Separate so the engine benchmarks build without swift-syntax in release mode.
        .executableTarget(
            name: "TactileLintBenchmarks",
            dependencies: [
                "TactileLint",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TactileLintBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

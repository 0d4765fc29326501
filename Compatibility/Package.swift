// swift-tools-version: 6.2
import PackageDescription

// `import SwiftUI` and `import CoreGraphics` on Linux, for packages whose sources are SwiftUI code
// (README "Use it in your package", docs/COMPATIBILITY.md). Each module re-exports:
// SwiftUI → Tactile + CoreGraphics + Combine + UniformTypeIdentifiers + CoreTransferable; UIKit → Tactile's UIKit types + CoreGraphics;
// AVFoundation, AudioToolbox → Tactile's audio types; CoreHaptics → Tactile's haptic engine; SwiftData → TactileData (in-memory SwiftData); CoreGraphics →
// Foundation's CG geometry + CGAffineTransform + CGVector + CGPath; Combine → OpenCombine (the module Tactile's data
// flow observes) + TactileCombine (the operators OpenCombine lacks).
// Sources/_FoundationCombineNames has no target here on purpose: it holds the two typealiases Apple's
// Foundation declares for Combine's types, which only `tactile-compat` uses (imported implicitly into
// code it compiles for an Apple platform; docs/SOURCE-COMPATIBILITY.md, "Which platform").
//
// A package of its own, not targets of Tactile's package: SwiftPM puts every module of a build in
// one directory, so a module named CoreGraphics or SwiftUI there makes `canImport(CoreGraphics)`
// true for every other module of that build, and dependencies that test it (swift-property-based's
// CGColor generators) then fail to compile. Kept apart, only a client that asks for these names
// gets them. On Apple platforms the products are empty: the real frameworks answer the imports.
#if os(Linux)
let products: [Product] = [
    .library(name: "SwiftUI", targets: ["SwiftUI", "CoreGraphics", "Combine", "UniformTypeIdentifiers", "CoreTransferable"]),
    // Its own product, asked for by name: a module named UIKit in a build makes `canImport(UIKit)`
    // true for every module of it, and dependencies that test it take their iOS code paths.
    .library(name: "UIKit", targets: ["UIKit"]),
    // Each its own product for the same reason: `canImport(AVFoundation)` steers dependencies too.
    .library(name: "AVFoundation", targets: ["AVFoundation"]),
    .library(name: "AudioToolbox", targets: ["AudioToolbox"]),
    // `canImport(CoreHaptics)` steers dependencies too (haptic managers under `#if canImport(CoreHaptics)`).
    .library(name: "CoreHaptics", targets: ["CoreHaptics"]),
    // `import os` / `import OSLog`: `Logger` and `os_log`, written to standard error.
    .library(name: "os", targets: ["os"]),
    .library(name: "OSLog", targets: ["OSLog", "os"]),
    // `import SwiftData`: Tactile's in-memory SwiftData. Its own product, so its names (`Query`,
    // `Schema`, `Model`) stay out of `import SwiftUI`.
    .library(name: "SwiftData", targets: ["SwiftData"]),
]
let targets: [Target] = [
    .target(name: "CoreGraphics", dependencies: [.product(name: "Tactile", package: "Tactile")]),
    // TactileCombine (Combine's operators OpenCombine lacks) is built as part of the Tactile product.
    .target(name: "Combine", dependencies: [.product(name: "OpenCombine", package: "OpenCombine"),
                                            .product(name: "Tactile", package: "Tactile")]),
    // `import UniformTypeIdentifiers` / `import CoreTransferable`: `UTType`, `Transferable` and its
    // representations (drag and drop), as on iOS where SwiftUI code imports them beside SwiftUI.
    .target(name: "UniformTypeIdentifiers", dependencies: [.product(name: "Tactile", package: "Tactile")]),
    .target(name: "CoreTransferable", dependencies: [.product(name: "Tactile", package: "Tactile"), "UniformTypeIdentifiers"]),
    .target(name: "SwiftUI", dependencies: [.product(name: "Tactile", package: "Tactile"), "CoreGraphics", "Combine",
                                            "UniformTypeIdentifiers", "CoreTransferable"]),
    // `import UIKit`: the UIKit types Tactile declares (`UIScreen`, `UIDevice`, `UIApplication`, the feedback generators).
    .target(name: "UIKit", dependencies: [.product(name: "Tactile", package: "Tactile"), "CoreGraphics"]),
    // `import AVFoundation` / `import AudioToolbox`: the audio player, session and system sounds,
    // recorded by the host rather than played.
    .target(name: "AVFoundation", dependencies: [.product(name: "Tactile", package: "Tactile"), "CoreGraphics"]),
    .target(name: "AudioToolbox", dependencies: [.product(name: "Tactile", package: "Tactile")]),
    // `import CoreHaptics`: the haptic engine and its patterns, recorded by the host rather than felt.
    .target(name: "CoreHaptics", dependencies: [.product(name: "Tactile", package: "Tactile")]),
    .target(name: "os"),
    .target(name: "OSLog", dependencies: ["os"]),
    .target(name: "SwiftData", dependencies: [.product(name: "TactileData", package: "Tactile")]),
]
#else
let products: [Product] = []
let targets: [Target] = []
#endif

let package = Package(
    name: "TactileSwiftUI",
    platforms: [.macOS(.v14)],
    products: products,
    dependencies: [
        .package(name: "Tactile", path: ".."),
        // The version Tactile pins (Package.swift).
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
    ],
    targets: targets,
    swiftLanguageModes: [.v6]
)

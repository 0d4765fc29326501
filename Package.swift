// swift-tools-version: 6.2
import PackageDescription

// Layers import downward only:
// TactileGestures ← TactileUI ← Tactile ← TactileTesting / TactileScenes / TactileLab.
// TactileLint stands alone: the checker reads source and never needs the engine.
let package = Package(
    name: "Tactile",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Tactile", targets: ["Tactile"]),
        .library(name: "TactileTesting", targets: ["TactileTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", exact: "2.0.1"),
    ],
    targets: [
        // MARK: Engine
        .target(name: "TactileGestures"),
        // MARK: View layer
        .target(name: "TactileUI", dependencies: ["TactileGestures"]),
        .target(name: "Tactile", dependencies: ["TactileGestures", "TactileUI"]),
        .target(name: "TactileTesting", dependencies: ["Tactile"]),
        .testTarget(
            name: "TactileGesturesTests",
            dependencies: [
                "TactileTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "TactileUITests", dependencies: ["TactileTesting"]),
    ],
    swiftLanguageModes: [.v6]
)

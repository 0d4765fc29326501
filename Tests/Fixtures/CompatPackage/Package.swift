// swift-tools-version: 5.9
// A package in the style of a small SwiftUI library, for tactile-compat's tests: `Gauges` type-checks
// through Tactile's SwiftUI (in Swift 5 mode, which its global counter needs), `Stickers` uses APIs
// that exist nowhere (`wobbleEffect`, `HoloFoil`).
import PackageDescription

let package = Package(
    name: "StickerKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "StickerKit", targets: ["Stickers"])],
    targets: [
        .target(name: "Gauges"),
        .target(name: "Stickers", dependencies: ["Gauges"]),
        .testTarget(name: "StickersTests", dependencies: ["Stickers"]),
    ]
)

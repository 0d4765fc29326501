// swift-tools-version: 5.9
import PackageDescription

// A small gesture library written as a SwiftUI package is (`import SwiftUI`, Swift 5 mode, no
// dependency on Tactile): the local dependency of Tests/Fixtures/LabPackage, which the lab opens
// with `tactile-lab --package` (docs/ARCHITECTURE.md, "The lab on a package").
let package = Package(
    name: "LabGestureKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "GestureKit", targets: ["GestureKit"]),
    ],
    targets: [
        .target(name: "GestureKit"),
    ]
)

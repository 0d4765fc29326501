// swift-tools-version: 5.9
import PackageDescription

// An app package as SwiftUI apps write them: a design-system target, a feature target using it
// and a local gesture library (../LabGestureKit), every file saying `import SwiftUI`, no
// dependency on Tactile. The lab opens it as written: `tactile-lab --package Tests/Fixtures/LabPackage`
// (docs/ARCHITECTURE.md, "The lab on a package"; Tests/Browser/test_package.py).
let package = Package(
    name: "LabPackage",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Inbox", targets: ["Inbox"]),
    ],
    dependencies: [
        .package(path: "../LabGestureKit"),
    ],
    targets: [
        .target(name: "DesignSystem"),
        .target(name: "Inbox", dependencies: [
            "DesignSystem",
            .product(name: "GestureKit", package: "LabGestureKit"),
        ]),
    ]
)

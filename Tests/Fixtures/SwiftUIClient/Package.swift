// swift-tools-version: 6.2
import PackageDescription

// A client package whose sources are unchanged SwiftUI code (`import SwiftUI`, `import
// CoreGraphics`, `import Observation`, an `@main` App). scripts/check-swiftui-client.sh builds it
// and runs it: the app prints its first frame as SVG.
let package = Package(
    name: "SwiftUIClient",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "TactileSwiftUI", path: "../../../Compatibility")],
    targets: [
        .executableTarget(name: "SwiftUIClient", dependencies: [.product(name: "SwiftUI", package: "TactileSwiftUI")]),
    ],
    swiftLanguageModes: [.v6]
)

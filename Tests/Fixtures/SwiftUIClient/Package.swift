// swift-tools-version: 6.2
import PackageDescription

// A client package whose sources are unchanged SwiftUI code (`import SwiftUI`, `import
// CoreGraphics`, `import Observation`, `import Combine`, `import os`, `import SwiftData`, an `@main` App, and an app made with UIKit's
// lifecycle), written the way apps write their screens. scripts/check-swiftui-client.sh builds it, runs the app (it prints its first
// frame as SVG) and runs its tests, which drive the screens with scripted touches through
// TactileTesting.
let package = Package(
    name: "SwiftUIClient",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "TactileSwiftUI", path: "../../../Compatibility"),
        .package(name: "Tactile", path: "../../.."),
    ],
    targets: [
        // View models in a module of their own whose files import only Combine and Foundation: what
        // they use of Combine must come with `import Combine` alone, not from SwiftUI imported elsewhere.
        .target(name: "ClientModels", dependencies: [.product(name: "SwiftUI", package: "TactileSwiftUI")]),
        .target(name: "ClientScreens", dependencies: ["ClientModels", .product(name: "SwiftUI", package: "TactileSwiftUI"),
                                                      .product(name: "os", package: "TactileSwiftUI"),
                                                      .product(name: "SwiftData", package: "TactileSwiftUI")]),
        .executableTarget(name: "SwiftUIClient", dependencies: [.product(name: "SwiftUI", package: "TactileSwiftUI")]),
        // An app made with UIKit's lifecycle (Xcode 11's template): `import UIKit` asks for the UIKit product.
        .executableTarget(name: "UIKitLifecycleClient", dependencies: [
            .product(name: "SwiftUI", package: "TactileSwiftUI"), .product(name: "UIKit", package: "TactileSwiftUI"),
        ], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "ClientScreensTests", dependencies: [
            "ClientScreens", "SwiftUIClient",
            .product(name: "SwiftUI", package: "TactileSwiftUI"),
            .product(name: "SwiftData", package: "TactileSwiftUI"),
            .product(name: "TactileTesting", package: "Tactile"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "PinchKit",
    platforms: [.macOS(.v14)],
    targets: [.target(name: "PinchKit")]
)

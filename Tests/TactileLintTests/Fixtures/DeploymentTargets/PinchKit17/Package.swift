// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "PinchKit",
    platforms: [
        .iOS("17.0"),
    ],
    targets: [.target(name: "PinchKit")]
)

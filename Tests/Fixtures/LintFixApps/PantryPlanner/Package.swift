// swift-tools-version: 5.9
// A pantry and shopping-list app in two modules, for tactile-lint's fix check.
import PackageDescription

let package = Package(
    name: "PantryPlanner",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "PantryUI", targets: ["PantryUI"])],
    targets: [
        .target(name: "Pantry"),
        .target(name: "PantryUI", dependencies: ["Pantry"]),
    ]
)

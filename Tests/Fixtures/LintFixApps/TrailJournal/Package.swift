// swift-tools-version: 5.9
// A hiking journal: trails, a map preview that zooms, a photo strip; for tactile-lint's fix check.
import PackageDescription

let package = Package(
    name: "TrailJournal",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "TrailJournal", targets: ["TrailJournal"])],
    targets: [.target(name: "TrailJournal")]
)

import Foundation
import Testing
import TactileTesting
@testable import TactileScenes

/// Every scene at rest, rendered to SVG, matches `Snapshots/<scene-id>.svg`.
/// With `TACTILE_RECORD_SNAPSHOTS=1` the files are written instead.
@MainActor
@Suite("Scene snapshots")
struct SceneSnapshotTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    @Test("every scene has a unique id and a source file")
    func catalogIsConsistent() {
        let ids = SceneCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/TactileScenes").standardized
        for scene in SceneCatalog.all {
            #expect(FileManager.default.fileExists(atPath: sources.appendingPathComponent(scene.sourceFile).path), "\(scene.id)")
            #expect(scene.id.hasPrefix(scene.seed + "-"))
        }
    }

    @Test("each scene at rest renders as its committed SVG", arguments: SceneCatalog.all.map(\.id))
    func snapshot(id: String) throws {
        let scene = try #require(SceneCatalog.scene(id))
        let svg = ViewHost(scene.make()).svg()
        let file = Self.directory.appendingPathComponent("\(id).svg")
        if ProcessInfo.processInfo.environment["TACTILE_RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try svg.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let recorded = try String(contentsOf: file, encoding: .utf8)
        #expect(svg == recorded, "\(id): record with TACTILE_RECORD_SNAPSHOTS=1")
    }
}

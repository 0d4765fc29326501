import Foundation
import Testing
@testable import TactileScenes

/// The lab shows each scene's code from `Scene.source`, which is compiled in: it must stay the
/// file's text, byte for byte (regenerate with `python3 scripts/generate-scenes.py`).
@Suite("Scene sources")
struct SceneSourceTests {
    private static let scenesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TactileScenes")

    @Test("every scene's compiled-in source is its file's text", arguments: SceneCatalog.all.map(\.id))
    func sourceMatchesFile(id: String) throws {
        let scene = try #require(SceneCatalog.scene(id))
        let file = Self.scenesDirectory.appendingPathComponent(scene.sourceFile)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(scene.source == text.trimmingCharacters(in: .newlines))
        #expect(scene.source.contains("import Tactile"))
    }

    @Test("every scene file is compiled in")
    func everyFileEmbedded() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.scenesDirectory.path).filter { $0.hasPrefix("Seed") }
        var files: Set<String> = []
        for folder in folders {
            let names = try FileManager.default.contentsOfDirectory(atPath: Self.scenesDirectory.appendingPathComponent(folder).path)
            files.formUnion(names.filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" })
        }
        #expect(Set(SceneSources.text.keys) == files)
    }
}

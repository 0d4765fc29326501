import Foundation
import Testing
@testable import TactileScenes

/// The lab shows and edits each scene's code from `Scene.source`, which the `SceneSourceFiles`
/// plugin copies from the scene file into `TactileScenes`' resources: it must be the file's text,
/// byte for byte, for every scene file.
@Suite("Scene sources")
struct SceneSourceTests {
    static let scenesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TactileScenes")

    /// Every `Seed…/<Name>.swift` under Sources/TactileScenes, relative to it.
    static func sceneFiles() throws -> [String] {
        let manager = FileManager.default
        return try manager.contentsOfDirectory(atPath: scenesDirectory.path).filter { $0.hasPrefix("Seed") }.sorted()
            .flatMap { folder in
                try manager.contentsOfDirectory(atPath: scenesDirectory.appendingPathComponent(folder).path)
                    .filter { $0.hasSuffix(".swift") }.sorted().map { "\(folder)/\($0)" }
            }
    }

    @Test("every scene's source is its file's text, byte for byte", arguments: SceneCatalog.all.map(\.id))
    func sourceMatchesFile(id: String) throws {
        let scene = try #require(SceneCatalog.scene(id))
        let text = try String(contentsOf: Self.scenesDirectory.appendingPathComponent(scene.sourceFile), encoding: .utf8)
        #expect(try scene.sourceText.get() == text)
        #expect(scene.source.contains("import Tactile"))
    }

    @Test("every scene file is in the resources, including files with no catalog entry")
    func everyFileIsAResource() throws {
        let files = try Self.sceneFiles()
        #expect(files.count > 60)
        for file in files {
            let text = try String(contentsOf: Self.scenesDirectory.appendingPathComponent(file), encoding: .utf8)
            #expect(try SceneSourceFile.text(of: file).get() == text, "\(file)")
        }
    }

    @Test("a file that is not a resource is an error that names it, and the source says so")
    func missingFileIsAnError() {
        let result = SceneSourceFile.text(of: "Seed999Nothing/NoSuchView.swift")
        #expect(throws: SceneSourceError.self) { try result.get() }
        guard case .failure(let error) = result else { return }
        #expect(error.sourceFile == "Seed999Nothing/NoSuchView.swift")
        #expect(error.description.contains("NoSuchView.swift.txt"))
    }
}

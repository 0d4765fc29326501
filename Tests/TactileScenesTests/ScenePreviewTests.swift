import Foundation
import Testing
import TactileTesting
@testable import TactileScenes

/// `#Preview`s in scene files are scenes of kind `.preview` (scripts/generate-scenes.py writes
/// their entries into ScenePreviews.swift from the files' source).
@MainActor
@Suite("Scene previews", .serialized)
struct ScenePreviewTests {
    @Test("every #Preview of a scene file has one catalog entry of kind .preview for that file")
    func everyPreviewListed() throws {
        for file in try SceneSourceTests.sceneFiles() {
            let text = try String(contentsOf: SceneSourceTests.scenesDirectory.appendingPathComponent(file), encoding: .utf8)
            let declared = text.split(separator: "\n").filter { $0.hasPrefix("#Preview") }.count
            let listed = SceneCatalog.all.filter { $0.sourceFile == file && $0.kind == .preview }.count
            let providers = text.components(separatedBy: ": PreviewProvider").count - 1
            #expect(listed == declared + providers, "\(file): \(declared) #Preview, \(providers) PreviewProvider, \(listed) listed")
        }
    }

    @Test("the scene file with a #Preview is in SceneCatalog.all as a preview and renders")
    func previewRenders() throws {
        let scene = try #require(SceneCatalog.scene("000-shorthand-double-tap"))
        #expect(scene.kind == .preview)
        #expect(scene.title == "Shorthand double tap")
        #expect(scene.source.contains(#"#Preview("Shorthand double tap") {"#))
        let host = ViewHost(scene.make())
        #expect(host.view(withText: "Tap me") != nil)
        #expect(host.svg().contains("Tap me"))
    }

    @Test("000-shorthand-double-tap S-62 S-11: the previewed Text runs its handler on a double tap only")
    func shorthandDoubleTap() throws {
        let host = ViewHost(try #require(SceneCatalog.scene("000-shorthand-double-tap")).make())
        let printed = PrintCapture.lines {
            host.tap(on: "Tap me")
            host.advance(by: 1)
            host.tap(count: 2, on: "Tap me")
        }
        #expect(printed == ["handleDoubleTap"])
    }

    @Test("the #Preview macro's Preview makes the view its closure builds")
    func previewValue() {
        let preview = Preview("Named") { ShorthandDoubleTapView() }
        #expect(preview.displayName == "Named")
        #expect(ViewHost(preview.makeView()).view(withText: "Tap me") != nil)
    }
}

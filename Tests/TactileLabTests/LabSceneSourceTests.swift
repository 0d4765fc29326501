import Foundation
import Testing
@testable import TactileLab

/// The lab's own scenes show their files, byte for byte (one copy of each scene in the
/// repository: the `SceneSourceFiles` plugin copies `Sources/TactileLab/Scenes/*.swift` into
/// TactileLab's resources).
@Suite("Lab scene sources")
struct LabSceneSourceTests {
    static let scenesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TactileLab/Scenes")

    @Test("each lab scene's source is its file's text", arguments: [
        ("lab-stress-1000-views", "LabStressGrid.swift"), ("lab-scroll-cards", "LabScrollCards.swift"),
        ("lab-paged-tabs", "LabPagedTabs.swift"), ("lab-controls-form", "LabControlsForm.swift"),
        ("lab-drag-and-drop", "LabDragAndDrop.swift"),
    ])
    func sourceIsTheFile(id: String, file: String) throws {
        let entry = try #require(LabCatalog.entry(id))
        let text = try String(contentsOf: Self.scenesDirectory.appendingPathComponent(file), encoding: .utf8)
        #expect(entry.source == text)
        #expect(entry.source.hasPrefix("import Tactile"))
    }
}

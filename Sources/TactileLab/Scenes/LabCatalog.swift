import Tactile
import TactileScenes

/// What a lab session can open: every scene and preview of `TactileScenes` (the seed catalog,
/// unchanged), then the lab's own scenes, which are not seed code: the stress scene
/// (`LabStressGrid`), which exists to load the lab, and the scroll scenes (`LabScrollCards`,
/// `LabPagedTabs`, `LabControlsForm`), driven by drag and by the wheel (issue 13, item 4).
public enum LabCatalog {
    /// One openable scene.
    public struct Entry: Sendable {
        public var id: String
        public var title: String
        /// The seed document ("004"), or "lab" for the lab's own scenes.
        public var seed: String
        /// `scene` or `preview`.
        public var kind: String
        /// The Swift source the page shows.
        public var source: String
        public var make: @MainActor @Sendable () -> AnyView

        /// An entry of another catalog (a user build's generated `main.swift`, LabBuildPlan).
        public init(id: String, title: String, seed: String, kind: String, source: String, make: @escaping @MainActor @Sendable () -> AnyView) {
            self.id = id
            self.title = title
            self.seed = seed
            self.kind = kind
            self.source = source
            self.make = make
        }
    }

    /// The seed scenes in catalog order, then the lab's own scenes.
    public static let all: [Entry] = SceneCatalog.all.map { scene in
        Entry(id: scene.id, title: scene.title, seed: scene.seed, kind: scene.kind.rawValue, source: scene.source, make: scene.make)
    } + [stressGrid, scrollCards, pagedTabs, controlsForm]

    /// The entry with `id`.
    public static func entry(_ id: String) -> Entry? { all.first { $0.id == id } }
}

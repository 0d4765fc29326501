import Tactile
import TactileScenes

/// What a lab session can open: every scene and preview of `TactileScenes` (the seed catalog,
/// unchanged), then the lab's own scenes, which are not seed code: the stress scene
/// (`LabStressGrid`), which exists to load the lab, and the scroll scenes (`LabScrollCards`,
/// `LabPagedTabs`, `LabControlsForm`), driven by drag and by the wheel (issue 13, item 4), and the
/// drag-and-drop scene (`LabDragAndDrop`, issue 32, item 6).
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
        /// How a test exported from the lab makes the same view (`LabTestExporter`); nil when it
        /// cannot be named outside the lab.
        public var testHosting: LabTestHosting?
        /// The Swift files (absolute paths) selectable mode may read to place a clicked view: the
        /// entry's own file first, then the other files of its build. Empty for the scenes compiled
        /// into the lab, whose `source` is their file.
        public var sourceFiles: [String]

        /// An entry of another catalog (a user build's generated `main.swift`, LabBuildPlan).
        public init(id: String, title: String, seed: String, kind: String, source: String,
                    make: @escaping @MainActor @Sendable () -> AnyView, testHosting: LabTestHosting? = nil, sourceFiles: [String] = []) {
            self.sourceFiles = sourceFiles
            self.id = id
            self.title = title
            self.seed = seed
            self.kind = kind
            self.source = source
            self.make = make
            self.testHosting = testHosting
        }
    }

    /// The seed scenes in catalog order, then the lab's own scenes.
    public static let all: [Entry] = SceneCatalog.all.map { scene in
        Entry(id: scene.id, title: scene.title, seed: scene.seed, kind: scene.kind.rawValue, source: scene.source, make: scene.make,
              testHosting: LabTestHosting(imports: ["import TactileScenes"], view: "SceneCatalog.scene(\(LabBuildPlan.literal(scene.id)))!.make()"))
    } + [stressGrid, scrollCards, pagedTabs, controlsForm, dragAndDrop]

    /// The lab's own scenes; each shows its file, read from TactileLab's resources (the
    /// `SceneSourceFiles` plugin copies `Scenes/*.swift` there), so the repository holds one copy.
    static let stressGrid = labScene("lab-stress-1000-views", "Stress: a puck dragged over 1,000 views",
                                     file: "LabStressGrid.swift") { AnyView(LabStressGrid()) }
    static let scrollCards = labScene("lab-scroll-cards", "Scroll: draggable cards and buttons in a ScrollView",
                                      file: "LabScrollCards.swift") { AnyView(LabScrollCards()) }
    static let pagedTabs = labScene("lab-paged-tabs", "Scroll: a paged TabView of scrolling pages",
                                    file: "LabPagedTabs.swift") { AnyView(LabPagedTabs()) }
    static let controlsForm = labScene("lab-controls-form", "Scroll: a form of Sliders, a Stepper and a Button",
                                       file: "LabControlsForm.swift") { AnyView(LabControlsForm()) }
    static let dragAndDrop = labScene("lab-drag-and-drop", "Drag and drop: fruits into a basket, tasks reordered",
                                      file: "LabDragAndDrop.swift") { AnyView(LabDragAndDrop()) }

    /// A lab scene whose source is `Scenes/<file>`, or — should the resource be missing — a Swift
    /// comment that says why.
    private static func labScene(_ id: String, _ title: String, file: String,
                                 make: @escaping @MainActor @Sendable () -> AnyView) -> Entry {
        let source = switch SceneSourceFile.text(of: "Scenes/" + file, in: .module) {
        case .success(let text): text
        case .failure(let error): "// \(error)\n"
        }
        return Entry(id: id, title: title, seed: "lab", kind: "scene", source: source, make: make,
                     testHosting: LabTestHosting(imports: ["import TactileLab"], view: "LabCatalog.entry(\(LabBuildPlan.literal(id)))!.make()"))
    }

    /// The entry with `id`.
    public static func entry(_ id: String) -> Entry? { all.first { $0.id == id } }
}

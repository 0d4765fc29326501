import TactileScenes

/// A catalog entry as `/api/scenes` lists it.
public struct LabSceneEntry: Sendable, Equatable, Codable {
    public var id: String
    public var title: String
    public var seed: String
    /// `scene` or `preview`.
    public var kind: String
    /// The scene's Swift source.
    public var source: String
    /// The user build that runs it (kind `user`; docs/LAB-PROTOCOL.md "Playground"); nil for
    /// the scenes compiled into the lab.
    public var build: String?
    /// The package target a user entry belongs to (`tactile-lab --package`); the catalog groups
    /// entries by it. Nil elsewhere.
    public var group: String?

    public init(id: String, title: String, seed: String, kind: String, source: String, build: String?, group: String? = nil) {
        self.id = id
        self.title = title
        self.seed = seed
        self.kind = kind
        self.source = source
        self.build = build
        self.group = group
    }

    public init(_ scene: TactileScenes.Scene) {
        id = scene.id
        title = scene.title
        seed = scene.seed
        kind = scene.kind.rawValue
        source = scene.source
    }

    public init(_ entry: LabCatalog.Entry) {
        id = entry.id
        title = entry.title
        seed = entry.seed
        kind = entry.kind
        source = entry.source
    }

    /// Every scene and preview, in catalog order, then the lab's stress scenes (`LabCatalog`).
    public static let all: [LabSceneEntry] = LabCatalog.all.map(LabSceneEntry.init)
}

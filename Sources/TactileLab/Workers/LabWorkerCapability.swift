/// What a worker can run: how the pool tells workers apart (docs/ARCHITECTURE.md, "Lab").
///
/// Today every worker is the `tactile-lab` binary itself and runs the built-in catalog (the seed
/// scenes and the lab's stress scenes). A worker per compiled user build (issue 15) is another
/// capability: a session is assigned only to a worker whose capability is the one it asks for.
public enum LabWorkerCapability: Hashable, Sendable, CustomStringConvertible {
    /// The scenes compiled into `tactile-lab`: `LabCatalog`.
    case catalog
    /// A user build, named by its build's id (issue 15; no launcher makes these yet).
    case build(String)

    public var description: String {
        switch self {
        case .catalog: "the built-in catalog"
        case .build(let id): "build \(id)"
        }
    }
}

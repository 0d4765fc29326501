/// How the lab builds a package again after a save (docs/ARCHITECTURE.md, "The lab on a package",
/// "Rebuilding a saved target"): by compiling one target with the command SwiftPM recorded for it
/// (`LabBuildManifest`, no SwiftPM planning), or through SwiftPM.
///
/// Invariant: `direct` is chosen only when what SwiftPM planned still holds — the package's
/// manifests and its file set are as they were (the graph was not read again), exactly one of the
/// user's targets changed, it is a target of the root package that built before (so its recorded
/// command, objects and incremental state exist), and no target builds on it (a dependent would
/// need its new module). Every other case is `swiftPM`, with why; the direct compile can itself
/// still hand the target back to SwiftPM (`LabPackageBuilder`).
public enum LabRebuildRoute: Sendable, Equatable {
    /// Compile this target (its module) with its recorded command, then relink.
    case direct(module: String)
    /// Build with SwiftPM, as on the first build.
    case swiftPM(reason: String)

    /// The route for a build of `graph`. `graphRead`: whether the graph was (re)read for this build
    /// (first build, a `Package.swift` changed, a file was added or removed); `changed`: the user's
    /// targets whose files differ from when they last built; `built`: the user's targets that built
    /// the last time they were tried.
    public static func choose(graph: LabPackageGraph, graphRead: Bool, changed: Set<String>, built: Set<String>) -> LabRebuildRoute {
        if graphRead {
            return .swiftPM(reason: "the package was read again (first build, a Package.swift changed, or a file was added or removed)")
        }
        guard let module = changed.first, changed.count == 1 else {
            return .swiftPM(reason: changed.isEmpty ? "no target's files changed" : "\(changed.count) targets changed (\(changed.sorted().joined(separator: ", ")))")
        }
        guard graph.targets.contains(where: { $0.module == module }) else {
            return .swiftPM(reason: "\(module) is not a target of the root package")
        }
        guard built.contains(module) else {
            return .swiftPM(reason: "\(module) did not build last time")
        }
        let dependents = graph.allTargets.values.filter { $0.dependencies.contains(module) }.map(\.module).sorted()
        guard dependents.isEmpty else {
            return .swiftPM(reason: "\(dependents.joined(separator: ", ")) build\(dependents.count == 1 ? "s" : "") on \(module)")
        }
        return .direct(module: module)
    }
}

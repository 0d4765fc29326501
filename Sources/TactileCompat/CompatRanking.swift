import Foundation

/// The missing APIs of a report, ranked: by how many places (distinct file:line) use each, then by
/// how many modules, then by name.
public struct CompatRanking: Sendable {
    private var places: [CompatMissingAPI: Set<String>] = [:]
    private var modules: [CompatMissingAPI: Set<String>] = [:]

    public init() {}

    /// Records that `place` (`file:line`) of `module` uses `api`.
    public mutating func add(_ api: CompatMissingAPI, place: String, module: String) {
        places[api, default: []].insert(place)
        modules[api, default: []].insert(module)
    }

    public var ranked: [CompatReport.MissingAPI] {
        places.map { api, used in
            CompatReport.MissingAPI(name: api.name, kind: api.kind, places: used.count, modules: modules[api]?.count ?? 0,
                                    at: used.sorted { $0.localizedStandardCompare($1) == .orderedAscending })
        }.sorted {
            ($0.places, $0.modules) != ($1.places, $1.modules) ? ($0.places, $0.modules) > ($1.places, $1.modules) : $0.name < $1.name
        }
    }
}

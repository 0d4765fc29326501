// What `import SwiftData` makes visible besides SwiftData's own names: Observation, which every
// `@Model` expansion names (`Observation.ObservationRegistrar`, `Observation.Observable`), so a
// model file that imports only Foundation and SwiftData — Xcode's template — compiles.
@_exported import Observation

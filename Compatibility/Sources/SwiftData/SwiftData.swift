// `import SwiftData` on Linux: Tactile's in-memory SwiftData (`TactileData`) — `@Model`,
// `ModelContainer`, `ModelContext`, `FetchDescriptor`, and the SwiftUI side SwiftData declares
// (`@Query`, `modelContainer(…)`, `EnvironmentValues.modelContext`). Its own module, so nothing
// of it is visible through `import SwiftUI`: a type of an app's own named `Query` or `Schema`
// keeps compiling. `#Predicate` and `SortDescriptor` are Foundation's.
@_exported import TactileData

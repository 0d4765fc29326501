import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides Tactile's macros: SwiftUI's (`#Preview`, `@Previewable`,
/// `@Entry`) and SwiftData's (`@Model` with `@_PersistedProperty`, and the `@Attribute`,
/// `@Relationship` and `@Transient` markers, `@Query`).
@main
struct TactileMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        PreviewMacro.self, PreviewableMacro.self, EntryMacro.self,
        ModelMacro.self, PersistedPropertyMacro.self, SchemaPropertyMarkerMacro.self, QueryMacro.self,
    ]
}

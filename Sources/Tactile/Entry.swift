/// Declares a value of `EnvironmentValues` with its default (SwiftUI's `@Entry`):
/// `extension EnvironmentValues { @Entry var spacing: CGFloat = 8 }` makes `\.spacing` readable
/// with `@Environment(\.spacing)` and settable with `.environment(\.spacing, 12)`. Expands to a
/// private `EnvironmentKey` and the accessors (see `TactileMacros.EntryMacro`). Inside
/// `extension ContainerValues` it declares a container value (a `ContainerValueKey`), set with
/// `containerValue(\.name, value)` and read from `Subview.containerValues`.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TactileMacros", type: "EntryMacro")

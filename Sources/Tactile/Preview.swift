/// Declares a preview of a view (SwiftUI's `#Preview`): `#Preview { MyView() }` or
/// `#Preview("Title") { MyView() }`. It expands to a uniquely named type conforming to
/// `PreviewRegistry` (see `TactileMacros.PreviewMacro`); the lab lists the previews of the scene
/// files (scripts/generate-scenes.py finds them and writes their catalog entries).
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TactileMacros", type: "PreviewMacro")

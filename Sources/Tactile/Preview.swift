/// Declares a preview of a view (SwiftUI's `#Preview`): `#Preview { MyView() }`,
/// `#Preview("Title") { MyView() }`, `#Preview("Title", traits: .sizeThatFitsLayout) { MyView() }`
/// or with the closure labelled, `#Preview("Title", body: { MyView() })`. It expands to a uniquely
/// named type conforming to `PreviewRegistry` (see `TactileMacros.PreviewMacro`); declarations
/// marked `@Previewable` at the closure's top level become `@State`s (or other dynamic properties)
/// of a view the expansion wraps the rest in. The lab finds previews in the source
/// (`LabPreviewScanner`) and lists them.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TactileMacros", type: "PreviewMacro")

/// `#Preview` with traits (SwiftUI's `Preview(_:traits:_:body:)`).
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TactileMacros", type: "PreviewMacro")

/// Marks a dynamic property declared at the top level of a `#Preview` body (SwiftUI's
/// `Previewable()`): `#Preview { @Previewable @State var on = true; Toggle("On", isOn: $on) }`.
/// `#Preview` turns such declarations into properties of a view whose `body` is the rest of the
/// closure; on its own the attribute adds nothing.
@attached(peer)
public macro Previewable() = #externalMacro(module: "TactileMacros", type: "PreviewableMacro")

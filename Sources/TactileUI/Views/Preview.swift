/// One preview of a view (DeveloperToolsSupport's `Preview`, what `#Preview` makes): an optional
/// name, its traits and the closure that makes the view.
public struct Preview {
    /// The name given to `#Preview("name")`, if any.
    public let displayName: String?
    /// The traits given to `#Preview(traits:)` (recorded; the lab lays every preview out on its canvas).
    public let traits: [PreviewTrait<ViewTraits>]
    private let body: @MainActor () -> any View

    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) {
        displayName = name
        self.traits = traits
        self.body = body
    }

    /// Makes the previewed view.
    @MainActor
    public func makeView() -> AnyView { AnyView(body()) }
}

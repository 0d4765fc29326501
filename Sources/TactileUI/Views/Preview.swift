/// One preview of a view (DeveloperToolsSupport's `Preview`, what `#Preview` makes): an optional
/// name and the closure that makes the view.
public struct Preview {
    /// The name given to `#Preview("name")`, if any.
    public let displayName: String?
    private let body: @MainActor () -> any View

    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
        displayName = name
        self.body = body
    }

    /// Makes the previewed view.
    @MainActor
    public func makeView() -> AnyView { AnyView(body()) }
}

/// Builds views from closures (SwiftUI's `ViewBuilder`): any number of children through a
/// parameter pack, `if`/`else`, `if let`, `switch` and availability checks.
///
/// Invariant: the structure of the result encodes the identity of each child — a child's
/// position in a `TupleView`, the branch of a `_ConditionalContent`, the presence of an optional —
/// so the host can keep state per structural position.
///
/// Its build methods belong to the main actor, as the views they make do; `@preconcurrency`, as
/// `View` is, so code not yet checked for data races (Swift 5 mode) may use it from a nonisolated
/// `@ViewBuilder` function — a model's `func cardView() -> some View` — with a warning, as on iOS,
/// where SwiftUI's builder is not isolated at all.
@resultBuilder
@MainActor @preconcurrency
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for child in repeat each content { children.append(child) }
        return TupleView((repeat each content), children: children)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

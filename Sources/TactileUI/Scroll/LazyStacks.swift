import Foundation

/// The kinds of views that can be pinned to the bounds of a scroll view
/// (SwiftUI's `PinnedScrollableViews`). Accepted; Tactile does not pin sections.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A view that arranges its children in a line that grows vertically (SwiftUI's `LazyVStack`).
///
/// Deliberate difference: Tactile evaluates and lays out every child, like a `VStack` whose
/// flexible children take their ideal size (docs/COMPATIBILITY.md); the layout is the same as
/// SwiftUI's for the rows a scroll view shows.
public struct LazyVStack<Content: View>: View {
    package let alignment: HorizontalAlignment
    package let spacing: CGFloat?
    package let pinnedViews: PinnedScrollableViews
    package let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: EmptyView { EmptyView() }
}

/// A view that arranges its children in a line that grows horizontally (SwiftUI's `LazyHStack`).
/// Evaluated and laid out eagerly, like `LazyVStack`.
public struct LazyHStack<Content: View>: View {
    package let alignment: VerticalAlignment
    package let spacing: CGFloat?
    package let pinnedViews: PinnedScrollableViews
    package let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: EmptyView { EmptyView() }
}

extension LazyVStack: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let behavior = StackBehavior(axis: .vertical, alignment: alignment.fraction, spacing: spacing ?? LayoutDefaults.stackSpacing)
        return [context.node(behavior, children: context.stackContent(content, axis: .vertical))]
    }
}

extension LazyHStack: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        let behavior = StackBehavior(axis: .horizontal, alignment: alignment.fraction, spacing: spacing ?? LayoutDefaults.stackSpacing)
        return [context.node(behavior, children: context.stackContent(content, axis: .horizontal))]
    }
}

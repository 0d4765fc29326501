import Foundation

/// The kinds of views that can be pinned to the bounds of a scroll view
/// (SwiftUI's `PinnedScrollableViews`): a lazy stack's or grid's section headers stick to the
/// visible region's leading edge while their section is on screen, footers to its trailing
/// edge (`LazyPinning`).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed (SwiftUI's `LazyVStack`).
///
/// Only the rows within the nearest scroll view's visible region plus
/// `ScrollConfiguration.lazyPrefetchMargin` exist: they are evaluated, laid out, appear and
/// disappear as the scroll brings them in and out; a row's `@State` is kept while the stack
/// lives (docs/ARCHITECTURE-HOST.md, "Lazy containers"). With `pinnedViews`, a `Section`'s
/// header (footer) sticks to the top (bottom) of the visible region while its section is on
/// screen, drawn and hit above the rows, and the next section's header pushes it away.
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

/// A view that arranges its children in a line that grows horizontally, creating items only as
/// needed (SwiftUI's `LazyHStack`); lazy as `LazyVStack` is.
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
        LazyWindow.stackNodes(content, axis: .vertical, alignment: alignment.fraction, spacing: spacing,
                              pinnedViews: pinnedViews, in: context)
    }
}

extension LazyHStack: PrimitiveView {
    package func makeNodes(in context: EvaluationContext) -> [ViewNode] {
        LazyWindow.stackNodes(content, axis: .horizontal, alignment: alignment.fraction, spacing: spacing,
                              pinnedViews: pinnedViews, in: context)
    }
}

extension LazyWindow {
    /// A lazy stack's node: its window's realized slots of `content`, laid out by `LazyStackBehavior`.
    static func stackNodes<Content: View>(_ content: Content, axis: Axis, alignment: CGFloat, spacing: CGFloat?,
                                          pinnedViews: PinnedScrollableViews = [], in context: EvaluationContext) -> [ViewNode] {
        let window = context.pass.lazyWindow(at: context.identity)
        window.pinnedViews = pinnedViews
        window.beginEvaluation()
        var slots: [Int] = []
        let children = window.nodes(for: content, in: context.child(.content).transformingEnvironment { $0.stackAxis = axis },
                                    slots: &slots)
        window.endEvaluation()
        let behavior = LazyStackBehavior(axis: axis, alignment: alignment, spacing: spacing ?? LayoutDefaults.stackSpacing,
                                         slots: slots, window: window)
        let node = context.node(behavior, children: children)
        window.node = node
        return [node]
    }
}

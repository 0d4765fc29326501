import Foundation

/// A type that defines the geometry of a collection of views (SwiftUI's `Layout`, iOS 16).
///
/// Use a layout as a container: `MyLayout { Text("A"); Text("B") }` (`callAsFunction(_:)`), or
/// behind `AnyLayout` to switch layouts without losing the subviews' identity and state.
///
/// How the host runs it (`CustomLayoutBehavior`; docs/COMPATIBILITY.md, "Custom layout"):
/// - `sizeThatFits` answers every proposal the container's parent makes; the answers are cached
///   per proposal like any view's, for as long as the subviews' sizes do not change.
/// - `placeSubviews` runs when the container is placed, with `bounds` at the origin of the
///   container's own space (SwiftUI passes the parent's space: a layout that places relative
///   to `bounds.minX`/`minY`, as layouts must, places alike) and `proposal` the container's size.
/// - The cache is made on first use and brought up to date (`updateCache`) at the start of each
///   layout pass that asks the container again — the subviews or the proposal changed; a new
///   layout value (the body that holds the container ran again) starts a new cache.
/// - `explicitAlignment(of:…)` is not asked: a container's guides come from its
///   `alignmentGuide` modifiers only (`AlignmentGuideBehavior`), its defaults otherwise.
///
/// Invariant: `HStackLayout`, `VStackLayout` and `ZStackLayout` lay out exactly as `HStack`,
/// `VStack` and `ZStack` (the same behaviours).
@MainActor @preconcurrency
public protocol Layout: Animatable {
    /// Properties of the layout container; `stackOrientation` tells a `Spacer` which way to grow.
    static var layoutProperties: LayoutProperties { get }

    /// Cached values the layout computes once per layout pass rather than in every call.
    associatedtype Cache = Void

    /// The subviews of the container (SwiftUI's `Layout.Subviews`).
    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The container's preferred spacing to its neighbours.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each subview with `LayoutSubview.place(at:anchor:proposal:)`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    /// No stack orientation, as SwiftUI's default.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes the cache again (SwiftUI's default).
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing (SwiftUI's default for a container without a stack
    /// orientation; a stack's spacing is its subviews' union too on this host, `ViewSpacing`).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// The container: `content`'s views, laid out by this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

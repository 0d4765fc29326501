import Foundation

/// The preferred spacing around a view (SwiftUI's `ViewSpacing`): a length per edge.
///
/// On this host every view prefers `LayoutDefaults.stackSpacing` on each edge — SwiftUI's value
/// between two views that are not text; SwiftUI varies it by the kinds of the neighbours (text to
/// text, for one), which Tactile does not model (docs/COMPATIBILITY.md). `zero` prefers none.
/// Invariant: `distance(to:along:)` is the larger of the two facing edges' lengths.
public struct ViewSpacing: Sendable, Equatable {
    package var top: CGFloat
    package var leading: CGFloat
    package var bottom: CGFloat
    package var trailing: CGFloat

    /// A view's spacing: the system spacing on every edge.
    public init() {
        top = LayoutDefaults.stackSpacing
        leading = LayoutDefaults.stackSpacing
        bottom = LayoutDefaults.stackSpacing
        trailing = LayoutDefaults.stackSpacing
    }

    package init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No spacing on any edge.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// Takes, on each of `edges`, the larger of this spacing's and `other`'s length.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This spacing with, on each of `edges`, the larger of its and `other`'s length.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance between a view with this spacing and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }
}

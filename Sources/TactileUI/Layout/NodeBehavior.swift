import Foundation

/// What a node does in layout, drawing and animation. One conforming type per primitive view or
/// modifier; the defaults describe a node that only passes its children through.
///
/// Invariants: `sizeThatFits` is a pure function of the proposal and the children (the engine
/// caches it per pass); `placeChildren` returns one frame per child, in the node's coordinates;
/// `withAnimatableData(animatableData)` returns an equivalent behaviour.
@MainActor
package protocol NodeBehavior {
    func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize
    func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect]
    /// The render effect applied to the node's content about its bounds (offset, scale, rotation).
    func effectTransform(in size: CGSize) -> CGAffineTransform
    /// The render effect when it is a perspective projection (`rotation3DEffect`); nil when
    /// `effectTransform` is exact. When set, it replaces `effectTransform` in layout, drawing,
    /// hit testing and gesture locations (`ViewNode.projection`).
    func effectProjection(in size: CGSize) -> ProjectionTransform?
    /// The factor the node multiplies its subtree's opacity by.
    var opacityFactor: Double { get }
    /// The region outside of which the subtree is not drawn, in local coordinates.
    func clipPath(in bounds: CGRect) -> Path?
    /// What the node itself draws (before its children), in local coordinates.
    func draw(in bounds: CGRect, into list: inout DisplayListBuilder)
    /// The outline of what the node draws, for hit testing: nil when it draws nothing itself.
    func hitPath(in bounds: CGRect) -> Path?
    /// The outline of what the node draws as a shape hit testing can test without a `Path`.
    var analyticHitShape: AnalyticShape? { get }
    /// Whether `hitPath` may reach outside the node's bounds (a custom shape): hit testing then
    /// never skips the node's subtree by its box.
    var hitsBeyondBounds: Bool { get }
    /// Whether hit testing, like drawing, stops at the node's bounds (a scroll view): a point
    /// outside them reaches nothing in the subtree, and the subtree's hit box is the bounds'.
    var clipsHitTesting: Bool { get }
    /// Whether the node moves its children by a motion of its own (a scroll view's offset, a
    /// sheet's slide, a row's swipe, a pager's page): a move it makes never animates as a layout
    /// move (`PlacementTrack`), since its own motion already does.
    var movesChildrenItself: Bool { get }
    /// The attribute values that animate (offset, scale, angle, opacity, frame, colour…).
    var animatableData: AnimatableVector? { get }
    func withAnimatableData(_ data: AnimatableVector) -> Self
    /// How much of a node's layout laid out with `previous` holds for this behaviour, whatever
    /// the children (`LayoutReuse`): `.none` unless the answer is certain — the default.
    func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse
}

extension NodeBehavior {
    /// Passes the proposal to a single child; several children are overlaid like a centred ZStack.
    // Loops, not `reduce`/`map`: a closure made here is main-actor isolated, and Swift checks
    // the executor on each of its calls (`swift_task_isCurrentExecutor`, ~220 instructions;
    // docs/PERFORMANCE.md, "Incremental view graph").
    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        var result = CGSize.zero
        for child in children {
            let size = layout.size(of: child, proposal: proposal)
            result = CGSize(width: max(result.width, size.width), height: max(result.height, size.height))
        }
        return result
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        var frames: [CGRect] = []
        frames.reserveCapacity(children.count)
        for child in children {
            let childSize = layout.size(of: child, proposal: ProposedViewSize(size))
            frames.append(CGRect(origin: Alignment.center.origin(of: childSize, in: size), size: childSize))
        }
        return frames
    }

    package func effectTransform(in size: CGSize) -> CGAffineTransform { .identity }
    package func effectProjection(in size: CGSize) -> ProjectionTransform? { nil }
    package var opacityFactor: Double { 1 }
    package func clipPath(in bounds: CGRect) -> Path? { nil }
    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {}
    package func hitPath(in bounds: CGRect) -> Path? { nil }
    package var analyticHitShape: AnalyticShape? { nil }
    package var hitsBeyondBounds: Bool { false }
    package var clipsHitTesting: Bool { false }
    package var movesChildrenItself: Bool { false }
    package var animatableData: AnimatableVector? { nil }
    package func withAnimatableData(_ data: AnimatableVector) -> Self { self }
    package func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse { .none }
}

/// A node with no behaviour of its own: attribute modifiers (identifiers, hit-testing flags,
/// gestures, z-index, coordinate spaces) put their values on a passthrough node.
package struct PassthroughBehavior: NodeBehavior {
    package init() {}

    package func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse {
        type(of: previous) == PassthroughBehavior.self ? .sizesAndPlacement : .none
    }
}

import Foundation

/// A container laid out by a `Layout` value: the host's side of `Layout.callAsFunction(_:)`.
///
/// Invariants:
/// - `sizeThatFits` is the layout's answer for the proposal; `placeChildren` gives each subview
///   the frame its `place(at:anchor:proposal:)` asked for (its size its answer to that proposal,
///   its `anchor` point at `position`), and centres a subview the layout did not place in the
///   container, proposed the container's size.
/// - The cache (`LayoutCacheBox`) is made on first use and updated once per layout pass that asks
///   the container again (`LayoutEngine.pass`); see `Layout`.
/// - A built-in layout (`HStackLayout`, `VStackLayout`, `ZStackLayout`, also behind `AnyLayout`)
///   runs the behaviour of its stack (`builtIn`), so it lays out exactly as `HStack`, `VStack`
///   and `ZStack` do.
/// - The layout's `animatableData` animates when its type's data is made of numbers the host
///   interpolates (`AnimatableComponents`): each frame lays the container out with the
///   interpolated layout, as SwiftUI does.
package struct CustomLayoutBehavior<L: Layout>: NodeBehavior {
    var layout: L
    let cache: LayoutCacheBox<L.Cache>
    let layoutDirection: LayoutDirection
    /// The stack behaviour of a built-in layout, which this container runs instead of the
    /// `Layout` methods.
    let builtIn: (any NodeBehavior)?

    init(layout: L, layoutDirection: LayoutDirection) {
        self.layout = layout
        self.cache = LayoutCacheBox()
        self.layoutDirection = layoutDirection
        self.builtIn = (layout as? any BuiltInLayout)?.stackBehavior ?? (layout as? AnyLayout)?.builtInBehavior
    }

    private func subviews(_ children: [ViewNode], layout engine: LayoutEngine, placements: LayoutPlacements?) -> LayoutSubviews {
        LayoutSubviews(nodes: children, engine: engine, placements: placements, layoutDirection: layoutDirection)
    }

    /// Runs `body` with the cache, made or updated first as the type's invariants say.
    private func withCache<Result>(_ subviews: LayoutSubviews, layout engine: LayoutEngine,
                                   _ body: (inout L.Cache) -> Result) -> Result {
        if cache.value == nil {
            cache.value = layout.makeCache(subviews: subviews)
            cache.pass = engine.pass
        } else if cache.pass != engine.pass {
            layout.updateCache(&cache.value!, subviews: subviews)
            cache.pass = engine.pass
        }
        return body(&cache.value!)
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout engine: LayoutEngine) -> CGSize {
        if let builtIn { return builtIn.sizeThatFits(proposal, children: children, layout: engine) }
        let subviews = subviews(children, layout: engine, placements: nil)
        return withCache(subviews, layout: engine) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout engine: LayoutEngine) -> [CGRect] {
        if let builtIn { return builtIn.placeChildren(children, in: size, layout: engine) }
        let placements = LayoutPlacements(count: children.count)
        let subviews = subviews(children, layout: engine, placements: placements)
        withCache(subviews, layout: engine) {
            layout.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: ProposedViewSize(size),
                                 subviews: subviews, cache: &$0)
        }
        var frames: [CGRect] = []
        frames.reserveCapacity(children.count)
        for (child, placement) in zip(children, placements.placements) {
            guard let placement else {
                let childSize = engine.size(of: child, proposal: ProposedViewSize(size))
                frames.append(CGRect(origin: Alignment.center.origin(of: childSize, in: size), size: childSize))
                continue
            }
            let childSize = engine.size(of: child, proposal: placement.proposal)
            var origin = CGPoint(x: placement.position.x - placement.anchor.x * childSize.width,
                                 y: placement.position.y - placement.anchor.y * childSize.height)
            if !origin.x.isFinite { origin.x = 0 }
            if !origin.y.isFinite { origin.y = 0 }
            frames.append(CGRect(origin: origin, size: childSize))
        }
        return frames
    }

    package var animatableData: AnimatableVector? {
        guard let data = layout.animatableData as? any AnimatableComponents else { return nil }
        var values: [Double] = []
        data.append(to: &values)
        return values.isEmpty ? nil : AnimatableVector(values)
    }

    package func withAnimatableData(_ data: AnimatableVector) -> Self {
        guard let type = L.AnimatableData.self as? any AnimatableComponents.Type else { return self }
        var components = data.values[...]
        guard let value = type.make(from: &components) as? L.AnimatableData else { return self }
        var copy = self
        copy.layout.animatableData = value
        return copy
    }
}

/// A custom layout's cache, kept by its container's behaviour across calls.
@MainActor
package final class LayoutCacheBox<Cache> {
    var value: Cache?
    /// The layout pass (`LayoutEngine.pass`) the cache was last made or updated in.
    var pass = -1
}

import Foundation

/// A proxy for one subview of a custom layout (SwiftUI's `LayoutSubview`): ask it for its size,
/// dimensions, priority and layout values, and tell it where to go.
///
/// Invariant: it answers from the host's layout of the subview's node (`LayoutEngine.size`), so a
/// size asked here is the one the subview is placed at for the same proposal. `place` only has
/// an effect inside `Layout.placeSubviews`; called elsewhere it is ignored, as in SwiftUI.
public struct LayoutSubview: Equatable {
    package let node: ViewNode
    let engine: LayoutEngine
    let index: Int
    let placements: LayoutPlacements?

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }

    /// The value the subview set for `key` with `layoutValue(key:value:)`, else its default.
    @MainActor public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { LayoutTraits.value(key, of: node) }

    /// The subview's `layoutPriority(_:)` (0 by default).
    @MainActor public var priority: Double { LayoutTraits.priority(of: node) }

    /// The size the subview chooses for `proposal`.
    @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { engine.size(of: node, proposal: proposal) }

    /// The subview's size for `proposal`, with its alignment guides (explicit ones from its
    /// `alignmentGuide` modifiers).
    @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return AlignmentGuideBehavior.dimensions(of: node, size: size) ?? ViewDimensions(size: size)
    }

    /// The subview's preferred spacing (`ViewSpacing`).
    public var spacing: ViewSpacing { ViewSpacing() }

    /// Places the subview so that its `anchor` point is at `position` (in the container's
    /// `bounds` space), sized by its answer to `proposal`.
    @MainActor public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placements?.place(index, at: position, anchor: anchor, proposal: proposal)
    }
}

/// Where a custom layout's `placeSubviews` put each subview, for `CustomLayoutBehavior`.
@MainActor
package final class LayoutPlacements {
    package struct Placement {
        let position: CGPoint
        let anchor: UnitPoint
        let proposal: ProposedViewSize
    }

    package private(set) var placements: [Placement?]

    init(count: Int) { placements = Array(repeating: nil, count: count) }

    func place(_ index: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        guard placements.indices.contains(index) else { return }
        placements[index] = Placement(position: position, anchor: anchor, proposal: proposal)
    }
}

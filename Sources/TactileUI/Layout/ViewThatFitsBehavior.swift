import Foundation

/// The layout of `ViewThatFits`: shows the first child whose ideal size fits the proposal along
/// `axes`, else the last (SwiftUI's documented rule, `ViewThatFits`).
///
/// Invariants:
/// - `shownIndex(for:)` is a pure function of the proposal and the children's sizes: child `i`
///   (all but the last) fits when its answer to the proposal with each axis of `axes` made nil
///   (its ideal length there; the other axis keeps the proposed value, as `fixedSize` measures) is
///   at most the proposed length on each axis of `axes` that is proposed a length. The first that
///   fits is shown, else the last; with no axes, the first. Children after the shown one are never
///   measured for it; every size comes from the engine's cache (`LayoutEngine.size(of:proposal:)`).
/// - The container answers what the shown child answers for the same proposal.
/// - Placement shows the child chosen for the proposal the parent placed the container with
///   (`ViewThatFitsState.placementProposal`, noted by the engine) — when that proposal's answer is
///   the size being placed; otherwise for the size itself, as every container here places its
///   children (`ProposedViewSize(size)`). The shown child is proposed the same, and centred. The
///   others are set aside: not placed (`ViewNode.onlyShownChild`), so a hidden subtree costs no
///   placement, drawing or hit testing, and is not moved by a scroll.
package struct ViewThatFitsBehavior: NodeBehavior {
    package let axes: Axis.Set
    package let state: ViewThatFitsState

    package func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse {
        (previous as? ViewThatFitsBehavior)?.axes == axes ? .sizesAndPlacement : .none
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        guard let shown = shownIndex(for: proposal, children: children, layout: layout) else { return .zero }
        return layout.size(of: children[shown], proposal: proposal)
    }

    package func placeChildren(_ children: [ViewNode], in size: CGSize, layout: LayoutEngine) -> [CGRect] {
        var proposal = ProposedViewSize(size)
        if let placed = state.placementProposal, let shown = shownIndex(for: placed, children: children, layout: layout),
           layout.size(of: children[shown], proposal: placed) == size {
            proposal = placed
        }
        let shown = shownIndex(for: proposal, children: children, layout: layout)
        state.shownIndex = shown
        state.shownNode = shown.map { children[$0] }
        var frames = [CGRect](repeating: .zero, count: children.count)
        if let shown {
            let childSize = layout.size(of: children[shown], proposal: proposal)
            frames[shown] = CGRect(origin: Alignment.center.origin(of: childSize, in: size), size: childSize)
        }
        return frames
    }

    /// The child shown for `proposal` (the type's first invariant); nil when there is none.
    package func shownIndex(for proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> Int? {
        guard !children.isEmpty else { return nil }
        guard !axes.isEmpty else { return 0 }
        var ideal = proposal
        if axes.contains(.horizontal) { ideal.width = nil }
        if axes.contains(.vertical) { ideal.height = nil }
        // The last child is shown whether it fits or not: it is never measured for the choice.
        for index in 0..<(children.count - 1) where fits(layout.size(of: children[index], proposal: ideal), in: proposal) {
            return index
        }
        return children.count - 1
    }

    /// Whether `size` is within `proposal` along every axis of `axes` proposed a length.
    private func fits(_ size: CGSize, in proposal: ProposedViewSize) -> Bool {
        if axes.contains(.horizontal), let width = proposal.width, size.width > width { return false }
        if axes.contains(.vertical), let height = proposal.height, size.height > height { return false }
        return true
    }

    /// Keeps `proposal` as the one `node` is placed with: the engine calls this for each size
    /// query of a `ViewThatFits` node made by its parent's `placeChildren` (or, for a root, by
    /// the layout itself), so the last one before the node is placed is its placement proposal.
    static func notePlacementProposal(_ proposal: ProposedViewSize, of node: ViewNode) {
        (node.behavior as? ViewThatFitsBehavior)?.state.placementProposal = proposal
    }
}

import Foundation

/// What a `Color` view is: its bounds filled with one colour. It takes the proposal, unspecified
/// dimensions replaced (`ProposedViewSize.replacingUnspecifiedDimensions`), is hit-tested as
/// its rectangle, and animates its colour.
///
/// A `ShapeBehavior` of a rectangle draws, lays out and hit-tests the same; this one holds no
/// closures, so a copy retains nothing and it needs no path maker per view (a grid of colour
/// cells re-evaluated by a root state change copies one per cell; docs/PERFORMANCE.md).
///
/// Invariant: a change of colour never changes a size or a placement (`layoutReuse`).
package struct ColorFillBehavior: NodeBehavior {
    package var color: ResolvedColor

    package init(color: ResolvedColor) { self.color = color }

    package func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse {
        // The type alone: a dynamic cast (`is`) costs several times a type comparison.
        type(of: previous) == ColorFillBehavior.self ? .sizesAndPlacement : .none
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, children: [ViewNode], layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package func draw(in bounds: CGRect, into list: inout DisplayListBuilder) {
        list.fill(Path(bounds), with: color, evenOdd: false)
    }

    package func hitPath(in bounds: CGRect) -> Path? { Path(bounds) }
    package var analyticHitShape: AnalyticShape? { .rectangle }
    package var hitsBeyondBounds: Bool { false }

    package var animatableData: AnimatableVector? { color.animatableVector }

    package func withAnimatableData(_ data: AnimatableVector) -> ColorFillBehavior {
        ColorFillBehavior(color: ResolvedColor(data))
    }
}

/// How much of the layout a node computed with one behaviour stays true for a node that
/// replaces it with another (`NodeBehavior.layoutReuse(from:)`), given the same children with
/// the same sizes.
///
/// Invariant: `.sizes` — the new behaviour answers every proposal as the old one did and places
/// its children in the same frames; `.sizesAndPlacement` — also the same effect transform and
/// projection, opacity factor and hit-box rules (`hitsBeyondBounds`, `clipsHitTesting`), so the
/// node's frame, canvas transform, opacity and hit box are unchanged too. A fill colour's change
/// is `.sizesAndPlacement`; an opacity's is `.sizes`; a frame's width is `.none`.
package enum LayoutReuse: Comparable {
    case none
    case sizes
    case sizesAndPlacement
}

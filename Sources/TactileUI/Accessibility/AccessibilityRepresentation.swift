import Foundation

extension View {
    /// Replaces this view's accessibility elements with those of `representation` (SwiftUI's
    /// `accessibilityRepresentation(representation:)`, iOS 15): a custom control says "read me as
    /// this `Button`, `Slider` or `Toggle`", and the representation is never drawn.
    ///
    /// Here the representation is evaluated over the view (an overlay, proposed the view's size):
    /// not drawn, not hit, kept in the hierarchy so its state lives; the view's own elements are
    /// hidden from accessibility and the representation's read in their place, with its labels,
    /// values and traits (a `Button` is `isButton`). Differences (docs/COMPATIBILITY.md): an
    /// element's frame is where the representation lays out over the view (centred in it) rather
    /// than the whole view's, and touches aimed at it reach the view, not the representation's
    /// action.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        let stand = representation()
        return accessibilityHidden(true)
            .overlay(stand.opacity(0).allowsHitTesting(false), alignment: .center)
    }
}

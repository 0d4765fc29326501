import Foundation

extension View {
    /// SwiftUI's `compositingGroup()`: makes the compositing effects of ancestors (opacity, blend
    /// mode) apply to this view's drawing as one flattened layer.
    ///
    /// What it does here, exactly (docs/COMPATIBILITY.md): nothing — the view draws as without it.
    /// Tactile applies an ancestor's opacity to each drawn shape and text of the subtree on its
    /// own, which is what SwiftUI does *without* a compositing group, so the two differ only where
    /// translucent parts of the subtree overlap: here each part shows through the other, in
    /// SwiftUI the flattened group does not. Layout, hit testing and state are unchanged, as in SwiftUI.
    public consuming func compositingGroup() -> some View { self }
}

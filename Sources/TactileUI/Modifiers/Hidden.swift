import Foundation

extension View {
    /// Hides this view unconditionally (SwiftUI's `hidden()`): it is not drawn, not hit and not
    /// an accessibility element, but it stays in the hierarchy and keeps its place in layout —
    /// as SwiftUI documents, "hidden views are invisible and can't receive or respond to
    /// interactions. However, they do remain in the view hierarchy and affect layout."
    public consuming func hidden() -> some View {
        opacity(0).allowsHitTesting(false).accessibilityHidden(true)
    }
}

import Foundation

/// The colour space a `drawingGroup` renders in (SwiftUI's `ColorRenderingMode`).
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
    /// sRGB, gamma-encoded.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Linear extended-range sRGB.
    case extendedLinear
}

extension View {
    /// SwiftUI's `drawingGroup(opaque:colorMode:)`: renders the view's content off screen (with
    /// Metal) into one image before showing it — a performance tool for complex drawing.
    ///
    /// What it does here, exactly (docs/COMPATIBILITY.md): as `compositingGroup()`, nothing — the
    /// view draws as without it (both renderers draw every shape anyway; there is no GPU pass to
    /// save). `opaque` and `colorMode` change nothing. Layout, hit testing and state are unchanged,
    /// as in SwiftUI.
    public consuming func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }
}

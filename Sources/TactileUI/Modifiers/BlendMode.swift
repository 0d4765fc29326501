import Foundation

/// SwiftUI's `BlendMode`: how a view's drawing combines with what is already drawn behind it.
///
/// The separable and non-separable modes (`multiply` … `luminosity`) are the W3C Compositing and
/// Blending Level 1 modes of the same names, which Core Graphics' modes follow; `sourceAtop`,
/// `destinationOver` and `destinationOut` are Porter–Duff operators; `plusDarker` and
/// `plusLighter` are Core Graphics' `kCGBlendModePlusDarker`/`PlusLighter`. Each renderer does
/// exactly what docs/COMPATIBILITY.md says (`RasterBlend` for the PNG, `svgStyle` for the SVG).
public enum BlendMode: Sendable {
    case normal
    case multiply
    case screen
    case overlay
    case darken
    case lighten
    case colorDodge
    case colorBurn
    case softLight
    case hardLight
    case difference
    case exclusion
    case hue
    case saturation
    case color
    case luminosity
    case sourceAtop
    case destinationOver
    case destinationOut
    case plusDarker
    case plusLighter

    /// The CSS `mix-blend-mode` value the SVG renderer writes for this mode, nil for the modes
    /// an SVG item cannot express on its own: `normal` (nothing to write) and the Porter–Duff
    /// operators (`sourceAtop`, `destinationOver` draw as `normal` there; `destinationOut` is
    /// not drawn, `svgHidden`). `plusDarker` and `plusLighter` are CSS Compositing Level 2's
    /// `plus-darker` (WebKit) and `plus-lighter`.
    package var svgStyle: String? {
        switch self {
        case .normal, .sourceAtop, .destinationOver, .destinationOut: nil
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .plusDarker: "plus-darker"
        case .plusLighter: "plus-lighter"
        }
    }

    /// Whether the SVG renderer leaves an item of this mode undrawn: `destinationOut` only erases
    /// what is behind it, which a lone SVG element cannot do, and drawing it would paint the
    /// eraser itself.
    package var svgHidden: Bool { self == .destinationOut }
}

/// Blends everything its subtree draws with what is behind it (`BlendMode`); layout and hit
/// testing are unchanged, as in SwiftUI. Each drawn item takes the mode of its nearest ancestor
/// with one (an inner `blendMode` wins over an outer one).
package struct BlendModeBehavior: NodeBehavior {
    package let mode: BlendMode

    /// A blend mode never changes a size or a place.
    package func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse {
        previous is BlendModeBehavior ? .sizesAndPlacement : .none
    }
}

package struct BlendModeModifier: WrappingModifier {
    let mode: BlendMode
    package var behavior: any NodeBehavior { BlendModeBehavior(mode: mode) }
}

extension View {
    /// Sets how this view's drawing blends with what is behind it (SwiftUI's `blendMode(_:)`).
    /// Every shape and text of the subtree blends on its own with what is drawn before it
    /// (docs/COMPATIBILITY.md: the renderers, and `compositingGroup()`).
    public consuming func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(BlendModeModifier(mode: blendMode))
    }
}

import Foundation

/// A colour adjustment SwiftUI applies to everything a view draws: `brightness(_:)`,
/// `contrast(_:)`, `saturation(_:)`, `grayscale(_:)` and `hueRotation(_:)`. Each maps every drawn colour — fills,
/// strokes, text and every gradient stop — on its own; opacity is kept. Nested effects apply
/// innermost first, as the views are composed.
///
/// The formulas (colour components in 0…1, the result clamped to 0…1):
/// - brightness a: c + a (Core Image's `CIColorControls` brightness, which SwiftUI's documents as
///   "0 (no effect) to 1 (full white brightening)"; negative amounts darken);
/// - contrast a: (c − ½) × a + ½ (a = 1 no effect, 0 a flat grey, negative inverts, as SwiftUI documents);
/// - saturation a: the W3C Filter Effects `feColorMatrix type="saturate"` matrix with value a
///   (luminance weights 0.213, 0.715, 0.072; 0 grey, 1 no effect);
/// - grayscale a: saturation 1 − a (SwiftUI: "0 no effect … 1 full grayscale");
/// - hue rotation θ: the W3C Filter Effects `feColorMatrix type="hueRotate"` matrix with angle θ (the
///   same luminance weights; 0° and 360° no effect);
/// - multiply by a colour m: c × m for each component, opacity × m's opacity (SwiftUI's
///   `colorMultiply(_:)`);
/// - luminance to alpha: black at an opacity of the colour's luminance times its opacity (the W3C
///   Filter Effects `feColorMatrix type="luminanceToAlpha"` weights 0.2125, 0.7154, 0.0721),
///   applied to each drawn colour on its own, not to the composited pixels (docs/COMPATIBILITY.md).
package enum ColorEffect: Hashable, Sendable {
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    /// The angle in degrees.
    case hueRotation(Double)
    case luminanceToAlpha
    case multiply(ResolvedColor)

    /// `color` with this effect applied.
    package func apply(to color: ResolvedColor) -> ResolvedColor {
        switch self {
        case .brightness(let amount):
            return ResolvedColor(red: color.red + amount, green: color.green + amount, blue: color.blue + amount, opacity: color.opacity)
        case .contrast(let amount):
            func channel(_ c: Double) -> Double { (c - 0.5) * amount + 0.5 }
            return ResolvedColor(red: channel(color.red), green: channel(color.green), blue: channel(color.blue), opacity: color.opacity)
        case .saturation(let s):
            let (r, g, b) = (color.red, color.green, color.blue)
            return ResolvedColor(
                red: (0.213 + 0.787 * s) * r + (0.715 - 0.715 * s) * g + (0.072 - 0.072 * s) * b,
                green: (0.213 - 0.213 * s) * r + (0.715 + 0.285 * s) * g + (0.072 - 0.072 * s) * b,
                blue: (0.213 - 0.213 * s) * r + (0.715 - 0.715 * s) * g + (0.072 + 0.928 * s) * b,
                opacity: color.opacity)
        case .hueRotation(let degrees):
            let (r, g, b) = (color.red, color.green, color.blue)
            let (c, s) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
            return ResolvedColor(
                red: (0.213 + 0.787 * c - 0.213 * s) * r + (0.715 - 0.715 * c - 0.715 * s) * g + (0.072 - 0.072 * c + 0.928 * s) * b,
                green: (0.213 - 0.213 * c + 0.143 * s) * r + (0.715 + 0.285 * c + 0.140 * s) * g + (0.072 - 0.072 * c - 0.283 * s) * b,
                blue: (0.213 - 0.213 * c - 0.787 * s) * r + (0.715 - 0.715 * c + 0.715 * s) * g + (0.072 + 0.928 * c + 0.072 * s) * b,
                opacity: color.opacity)
        case .luminanceToAlpha:
            let luminance = 0.2125 * color.red + 0.7154 * color.green + 0.0721 * color.blue
            return ResolvedColor(red: 0, green: 0, blue: 0, opacity: color.opacity * min(1, max(0, luminance)))
        case .multiply(let factor):
            return ResolvedColor(red: color.red * factor.red, green: color.green * factor.green, blue: color.blue * factor.blue,
                                 opacity: color.opacity * factor.opacity)
        }
    }

    /// `color` with `effects` applied, first to last.
    package static func apply(_ effects: [ColorEffect], to color: ResolvedColor) -> ResolvedColor {
        var result = color
        for effect in effects { result = effect.apply(to: result) }
        return result
    }

    /// `content` with every colour it draws adjusted by `effects`.
    package static func apply(_ effects: [ColorEffect], to content: DisplayItem.Content) -> DisplayItem.Content {
        guard !effects.isEmpty else { return content }
        switch content {
        case .path(let path, let fill, let evenOdd, let stroke):
            var stroke = stroke
            if let color = stroke?.color { stroke?.color = apply(effects, to: color) }
            return .path(path, fill: fill.map { apply(effects, to: $0) }, evenOdd: evenOdd, stroke: stroke)
        case .text(let layout, let color):
            return .text(layout, color: apply(effects, to: color))
        case .gradientPath(let path, var gradient, let bounds, let evenOdd, let stroke):
            gradient.stops = gradient.stops.map { GradientPaint.Stop(color: apply(effects, to: $0.color), location: $0.location) }
            return .gradientPath(path, gradient: gradient, bounds: bounds, evenOdd: evenOdd, stroke: stroke)
        }
    }
}

/// Applies a colour effect to everything its subtree draws (layout and hit testing unchanged).
/// Animatable: the amount.
package struct ColorEffectBehavior: NodeBehavior {
    package var effect: ColorEffect

    package var animatableData: AnimatableVector? {
        switch effect {
        case .brightness(let a), .contrast(let a), .saturation(let a), .hueRotation(let a): AnimatableVector([a])
        case .luminanceToAlpha, .multiply: nil
        }
    }

    package func withAnimatableData(_ data: AnimatableVector) -> ColorEffectBehavior {
        guard data.values.count == 1 else { return self }
        let a = data.values[0]
        switch effect {
        case .brightness: return ColorEffectBehavior(effect: .brightness(a))
        case .contrast: return ColorEffectBehavior(effect: .contrast(a))
        case .saturation: return ColorEffectBehavior(effect: .saturation(a))
        case .hueRotation: return ColorEffectBehavior(effect: .hueRotation(a))
        case .luminanceToAlpha, .multiply: return self
        }
    }

    /// A colour effect never changes a size or a place.
    package func layoutReuse(from previous: any NodeBehavior) -> LayoutReuse {
        previous is ColorEffectBehavior ? .sizesAndPlacement : .none
    }
}

/// `colorMultiply(_:)`: the colour resolved in the view's colour scheme, then multiplied into
/// everything below.
package struct ColorMultiplyModifier: PrimitiveModifier {
    let color: Color

    package func makeNodes(in context: EvaluationContext, content: (EvaluationContext) -> [ViewNode]) -> [ViewNode] {
        let factor = color.resolved(for: context.environment.colorScheme)
        return context.wrapping(content(context.child(.content))) { wrapperContext, child in
            wrapperContext.node(ColorEffectBehavior(effect: .multiply(factor)), child: child)
        }
    }
}

package struct ColorEffectModifier: WrappingModifier {
    let effect: ColorEffect
    package var behavior: any NodeBehavior { ColorEffectBehavior(effect: effect) }
}

extension View {
    /// Brightens everything this view draws by `amount` (SwiftUI's `brightness(_:)`): 0 no effect,
    /// 1 full white; negative amounts darken (`ColorEffect`).
    public consuming func brightness(_ amount: Double) -> some View {
        modifier(ColorEffectModifier(effect: .brightness(amount.isFinite ? amount : 0)))
    }

    /// Sets the contrast of everything this view draws (SwiftUI's `contrast(_:)`): 1 no effect, 0 a
    /// flat grey, negative amounts invert (`ColorEffect`).
    public consuming func contrast(_ amount: Double) -> some View {
        modifier(ColorEffectModifier(effect: .contrast(amount.isFinite ? amount : 1)))
    }

    /// Sets the saturation of everything this view draws (SwiftUI's `saturation(_:)`): 0 grey,
    /// 1 no effect, above 1 more saturated (`ColorEffect`).
    public consuming func saturation(_ amount: Double) -> some View {
        modifier(ColorEffectModifier(effect: .saturation(amount.isFinite ? amount : 1)))
    }

    /// Removes `amount` of the colour of everything this view draws (SwiftUI's `grayscale(_:)`):
    /// 0 no effect, 1 full grey — saturation 1 − `amount` (`ColorEffect`).
    public consuming func grayscale(_ amount: Double) -> some View {
        modifier(ColorEffectModifier(effect: .saturation(1 - (amount.isFinite ? amount : 0))))
    }

    /// Rotates the hue of everything this view draws by `angle` (SwiftUI's `hueRotation(_:)`): the
    /// W3C `hueRotate` colour matrix, 0° and 360° no effect (`ColorEffect`). Animatable: the angle.
    public consuming func hueRotation(_ angle: Angle) -> some View {
        modifier(ColorEffectModifier(effect: .hueRotation(angle.degrees.isFinite ? angle.degrees : 0)))
    }

    /// Multiplies every colour this view draws by `color` (SwiftUI's `colorMultiply(_:)`): each
    /// component by the colour's, the opacity by its opacity (`ColorEffect`); white leaves the view
    /// as it is.
    public consuming func colorMultiply(_ color: Color) -> some View {
        modifier(ColorMultiplyModifier(color: color))
    }

    /// Turns everything this view draws into black at an opacity of its luminance (SwiftUI's
    /// `luminanceToAlpha()`), each drawn colour on its own (`ColorEffect`).
    public consuming func luminanceToAlpha() -> some View {
        modifier(ColorEffectModifier(effect: .luminanceToAlpha))
    }
}

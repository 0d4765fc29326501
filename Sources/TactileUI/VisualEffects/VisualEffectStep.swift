import Foundation

/// One effect chained on another (the value behind each `VisualEffect` modifier's
/// `some VisualEffect`): the base's effects apply first, then `step`, as the view modifiers of
/// the same names nest.
struct VisualEffectStep<Base: VisualEffect>: VisualEffect, AppliedVisualEffect {
    enum Step: Sendable {
        case offset(CGSize)
        case scale(CGSize, UnitPoint)
        case rotation(Angle, UnitPoint)
        case rotation3D(Angle, x: CGFloat, y: CGFloat, z: CGFloat, UnitPoint, anchorZ: CGFloat, perspective: CGFloat)
        case transform(CGAffineTransform)
        case opacity(Double)
        case blur(CGFloat, opaque: Bool)
        case brightness(Double)
        case contrast(Double)
        case saturation(Double)
        case grayscale(Double)
        case hueRotation(Angle)
        case shader(Shader, ShaderEffectKind, isEnabled: Bool)
    }

    var base: Base
    var step: Step

    @MainActor
    func apply(to content: AnyView) -> AnyView {
        let inner = base.applied(to: content)
        switch step {
        case .offset(let offset): return AnyView(inner.offset(offset))
        case .scale(let scale, let anchor): return AnyView(inner.scaleEffect(scale, anchor: anchor))
        case .rotation(let angle, let anchor): return AnyView(inner.rotationEffect(angle, anchor: anchor))
        case .rotation3D(let angle, let x, let y, let z, let anchor, let anchorZ, let perspective):
            return AnyView(inner.rotation3DEffect(angle, axis: (x, y, z), anchor: anchor, anchorZ: anchorZ, perspective: perspective))
        case .transform(let transform): return AnyView(inner.transformEffect(transform))
        case .opacity(let opacity): return AnyView(inner.opacity(opacity))
        case .blur(let radius, let opaque): return AnyView(inner.blur(radius: radius, opaque: opaque))
        case .brightness(let amount): return AnyView(inner.brightness(amount))
        case .contrast(let amount): return AnyView(inner.contrast(amount))
        case .saturation(let amount): return AnyView(inner.saturation(amount))
        case .grayscale(let amount): return AnyView(inner.grayscale(amount))
        case .hueRotation(let angle): return AnyView(inner.hueRotation(angle))
        case .shader: return inner
        }
    }
}

extension VisualEffect {
    private func then(_ step: VisualEffectStep<Self>.Step) -> VisualEffectStep<Self> { VisualEffectStep(base: self, step: step) }

    /// Moves the view by `offset` (as `View.offset(_:)`).
    public func offset(_ offset: CGSize) -> some VisualEffect { then(.offset(offset)) }
    /// Moves the view by `x` and `y` (as `View.offset(x:y:)`).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { then(.offset(CGSize(width: x, height: y))) }
    /// Scales the view about `anchor` (as `View.scaleEffect(_:anchor:)`).
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { then(.scale(scale, anchor)) }
    /// Scales the view by `s` in both directions about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        then(.scale(CGSize(width: s, height: s), anchor))
    }
    /// Scales the view by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        then(.scale(CGSize(width: x, height: y), anchor))
    }
    /// Turns the view by `angle` about `anchor` (as `View.rotationEffect(_:anchor:)`).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { then(.rotation(angle, anchor)) }
    /// Turns the view in three dimensions (as `View.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        then(.rotation3D(angle, x: axis.x, y: axis.y, z: axis.z, anchor, anchorZ: anchorZ, perspective: perspective))
    }
    /// Applies `transform` to the view (as `View.transformEffect(_:)`).
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { then(.transform(transform)) }
    /// Multiplies the view's opacity by `opacity` (as `View.opacity(_:)`).
    public func opacity(_ opacity: Double) -> some VisualEffect { then(.opacity(opacity)) }
    /// Blurs the view (as `View.blur(radius:opaque:)`).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { then(.blur(radius, opaque: opaque)) }
    /// Brightens the view (as `View.brightness(_:)`).
    public func brightness(_ amount: Double) -> some VisualEffect { then(.brightness(amount)) }
    /// Changes the view's contrast (as `View.contrast(_:)`).
    public func contrast(_ amount: Double) -> some VisualEffect { then(.contrast(amount)) }
    /// Changes the view's saturation (as `View.saturation(_:)`).
    public func saturation(_ amount: Double) -> some VisualEffect { then(.saturation(amount)) }
    /// Takes the colour out of the view (as `View.grayscale(_:)`).
    public func grayscale(_ amount: Double) -> some VisualEffect { then(.grayscale(amount)) }
    /// Turns the view's hues by `angle` (as `View.hueRotation(_:)`).
    public func hueRotation(_ angle: Angle) -> some VisualEffect { then(.hueRotation(angle)) }
    /// A Metal colour shader over the view: accepted, the view drawn unchanged (see `Shader`).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
        then(.shader(shader, .color, isEnabled: isEnabled))
    }
    /// A Metal distortion shader over the view: accepted, the view drawn unchanged (see `Shader`).
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        then(.shader(shader, .distortion(maxSampleOffset: maxSampleOffset), isEnabled: isEnabled))
    }
    /// A Metal layer shader over the view: accepted, the view drawn unchanged (see `Shader`).
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        then(.shader(shader, .layer(maxSampleOffset: maxSampleOffset), isEnabled: isEnabled))
    }
}

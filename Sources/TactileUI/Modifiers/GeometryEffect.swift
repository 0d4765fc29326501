import Foundation

/// An effect that changes where its content is drawn — and hit, and where its gestures measure —
/// by a projection of the content's bounds, without changing layout (SwiftUI's `GeometryEffect`).
/// A shake, a flip or a custom skew is written as one, animated through `animatableData`:
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var animatableData: CGFloat
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 6), y: 0))
///     }
/// }
/// ```
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The projection of the content's bounds (`size`) for the effect's current data.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// A geometry effect has no body: the host applies `effectValue(size:)` itself.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a GeometryEffect: the host draws it through effectValue(size:), never its body")
    }
}

/// The node of a `GeometryEffect`: its projection, exact (`effectProjection`) when it has
/// perspective terms. Animatable through the effect's `animatableData` (`AnimatableComponents`).
package struct GeometryEffectBehavior<Effect: GeometryEffect>: NodeBehavior {
    package var effect: Effect

    package func effectTransform(in size: CGSize) -> CGAffineTransform {
        let value = effect.effectValue(size: size)
        guard value.isAffine else {
            return value.affineApproximation(at: CGPoint(x: size.width / 2, y: size.height / 2))
        }
        let transform = CGAffineTransform(a: value.m11, b: value.m12, c: value.m21, d: value.m22, tx: value.m31, ty: value.m32)
        return [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite)
            ? transform : .identity
    }

    package func effectProjection(in size: CGSize) -> ProjectionTransform? {
        let value = effect.effectValue(size: size)
        let entries = [value.m11, value.m12, value.m13, value.m21, value.m22, value.m23, value.m31, value.m32, value.m33]
        return value.isAffine || !entries.allSatisfy(\.isFinite) ? nil : value
    }

    package var animatableData: AnimatableVector? { effect.animatableVector }
    package func withAnimatableData(_ data: AnimatableVector) -> GeometryEffectBehavior {
        GeometryEffectBehavior(effect: effect.withAnimatableVector(data))
    }
}

/// Wraps the content of a `GeometryEffect` in its node.
package struct GeometryEffectModifier<Effect: GeometryEffect>: WrappingModifier {
    let effect: Effect
    package var behavior: any NodeBehavior { GeometryEffectBehavior(effect: effect) }
}

extension View {
    /// Draws this view through `transform` (SwiftUI's `projectionEffect(_:)`).
    public consuming func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_ProjectionEffect(transform: transform))
    }

    /// Draws this view through `transform` (SwiftUI's `transformEffect(_:)`).
    public consuming func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_ProjectionEffect(transform: ProjectionTransform(transform)))
    }
}

/// A fixed projection as a geometry effect (SwiftUI's `_ProjectionEffect`).
public struct _ProjectionEffect: GeometryEffect, Equatable {
    public var transform: ProjectionTransform
    public init(transform: ProjectionTransform) { self.transform = transform }
    public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

/// `Never` is a view with no content, as in SwiftUI: the `Body` of geometry effects and the
/// destination type of value `NavigationLink`s; never evaluated (its `body` is `Scene`'s).
extension Never: View {}

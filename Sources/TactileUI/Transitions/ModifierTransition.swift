import Foundation
import TactileGestures

/// A transition made of a view modifier's two states (SwiftUI's
/// `AnyTransition.modifier(active:identity:)`): what the `active` modifier's body does to its
/// content, relative to what the `identity` modifier's body does, is the transition's active
/// state.
///
/// How it is measured: each modifier's body is evaluated around a stand-in of the transitioning
/// view's size (a clear view, in a graph of its own on a canvas three times that size), and the
/// stand-in's placement (its affine transform) and opacity are read in both states. The view
/// then moves, scales, rotates, skews and fades from the active placement to the identity one:
/// the relative transform is split into translation, rotation, scale and skew, each interpolated
/// on its own (a rotation turns rather than shrinking through the middle), and the opacity
/// ratio linearly. Other effects of the bodies — a blur, a colour effect, a clip, views they add
/// — are not shown, and the view itself is drawn without the identity modifier's body
/// (docs/COMPATIBILITY.md).
///
/// Invariant: at progress 0 the transform is the identity and the opacity factor 1; a sample is
/// cached for the last size it was measured at (a size changes only when the view is laid out
/// anew).
package final class ModifierTransition: @unchecked Sendable, Equatable {
    /// The stand-in's canvas transform and opacity in one state, for a stand-in of a size.
    package typealias Probe = @MainActor (_ size: CGSize, _ active: Bool) -> (transform: CGAffineTransform, opacity: Double)?

    /// The active state relative to the identity, split for interpolation.
    private struct Sample {
        var translation = CGSize.zero
        var rotation: CGFloat = 0
        var scale = CGSize(width: 1, height: 1)
        var skew: CGFloat = 0
        var opacity: Double = 1
    }

    private let probe: Probe
    /// Accessed only on the main actor (`sample(for:)`).
    private var cached: (size: CGSize, sample: Sample)?

    package init(probe: @escaping Probe) { self.probe = probe }

    package static func == (lhs: ModifierTransition, rhs: ModifierTransition) -> Bool { lhs === rhs }

    /// The transform at `progress` (0 identity, 1 active) for a view of `size`, in its local coordinates.
    @MainActor
    package func transform(progress: Double, size: CGSize) -> CGAffineTransform {
        let sample = sample(for: size), p = CGFloat(progress)
        let sx = 1 + (sample.scale.width - 1) * p, sy = 1 + (sample.scale.height - 1) * p
        let k = sample.skew * p, angle = sample.rotation * p
        let cosine = cos(angle), sine = sin(angle)
        // [[sx, 0], [k, sy]] · R(angle), rows as CGAffineTransform's (x' = a·x + c·y + tx).
        return CGAffineTransform(a: sx * cosine, b: sx * sine, c: k * cosine - sy * sine, d: k * sine + sy * cosine,
                                 tx: sample.translation.width * p, ty: sample.translation.height * p)
    }

    /// The opacity factor at `progress` for a view of `size`.
    @MainActor
    package func opacity(progress: Double, size: CGSize) -> Double {
        1 + (sample(for: size).opacity - 1) * progress
    }

    @MainActor
    private func sample(for size: CGSize) -> Sample {
        if let cached, cached.size == size { return cached.sample }
        var sample = Sample()
        if let active = probe(size, true), let identity = probe(size, false) {
            let determinant = identity.transform.a * identity.transform.d - identity.transform.b * identity.transform.c
            if determinant != 0, determinant.isFinite {
                // The stand-in's placement in the active state, after undoing the identity's.
                let relative = active.transform.concatenating(identity.transform.inverted())
                let sx = (relative.a * relative.a + relative.b * relative.b).squareRoot()
                let angle = atan2(relative.b, relative.a)
                let cosine = cos(angle), sine = sin(angle)
                if sx.isFinite, sx > 0 {
                    sample.scale = CGSize(width: sx, height: -relative.c * sine + relative.d * cosine)
                    sample.rotation = angle
                    sample.skew = relative.c * cosine + relative.d * sine
                }
                if relative.tx.isFinite, relative.ty.isFinite { sample.translation = CGSize(width: relative.tx, height: relative.ty) }
            }
            if identity.opacity > 0 { sample.opacity = min(1, max(0, active.opacity / identity.opacity)) }
        }
        cached = (size, sample)
        return sample
    }
}

/// A modifier pair held across isolation: the probe runs it on the main actor only.
private struct ModifierPair<Modifier: ViewModifier>: @unchecked Sendable {
    let active: Modifier
    let identity: Modifier
}

extension AnyTransition {
    /// A transition from `active` to `identity` (SwiftUI's `modifier(active:identity:)`): an
    /// inserted view starts as `active` makes it and animates to `identity`; a removed view
    /// animates from `identity` to `active`. Here the view's placement and opacity are animated
    /// as the modifiers' bodies place and fade their content (`ModifierTransition`).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        let pair = ModifierPair(active: active, identity: identity)
        let effect = TransitionEffect.modifier(ModifierTransition { size, isActive in
            let identifier = "tactile.modifier-transition.stand-in"
            let width = size.width.isFinite ? max(0, size.width) : 0, height = size.height.isFinite ? max(0, size.height) : 0
            let standIn = Color.clear.frame(width: width, height: height).accessibilityIdentifier(identifier)
            let root = standIn.modifier(isActive ? pair.active : pair.identity)
            let graph = ViewGraph(rootView: root, canvasSize: CGSize(width: max(1, width) * 3, height: max(1, height) * 3),
                                  clock: VirtualClock())
            guard let node = graph.node(withAccessibilityIdentifier: identifier) else { return nil }
            return (node.transform, node.opacity)
        })
        return AnyTransition(insertion: [effect], removal: [effect])
    }
}

import Foundation

/// One effect of a transition in its active state (progress 1); progress 0 is the identity.
///
/// Invariant: every effect is a pure function of progress and the view's size; progress may leave
/// 0…1 while a spring overshoots (opacity is clamped, geometry is not).
package enum TransitionEffect: Sendable, Equatable {
    /// Opacity 0 when active.
    case opacity
    /// Scaled by the factor about the anchor when active.
    case scale(CGFloat, UnitPoint)
    /// Offset by the view's own width or height towards the edge when active.
    case move(Edge)
    /// Offset by a fixed distance when active.
    case offset(CGSize)
    /// Placed and faded as a view modifier's body places and fades its content when active
    /// (`AnyTransition.modifier(active:identity:)`).
    case modifier(ModifierTransition)

    /// The opacity factor of `effects` at `progress` for a view of `size`.
    @MainActor
    package static func opacity(of effects: [TransitionEffect], progress: Double, size: CGSize) -> Double {
        var factor = 1.0
        for effect in effects {
            switch effect {
            case .opacity: factor *= 1 - progress
            case .modifier(let transition): factor *= transition.opacity(progress: progress, size: size)
            case .scale, .move, .offset: continue
            }
        }
        return min(1, max(0, factor))
    }

    /// The transform `effects` apply at `progress` to a view of `size`, in its local coordinates
    /// (applied before the view is placed in its parent).
    @MainActor
    package static func transform(of effects: [TransitionEffect], progress: Double, size: CGSize) -> CGAffineTransform {
        var transform = CGAffineTransform.identity
        let p = CGFloat(progress)
        for effect in effects {
            switch effect {
            case .opacity:
                continue
            case .scale(let scale, let anchor):
                let factor = 1 + (scale - 1) * p
                let point = anchor.point(in: size)
                transform = transform.concatenating(CGAffineTransform(translationX: -point.x, y: -point.y)
                    .concatenating(CGAffineTransform(scaleX: factor, y: factor))
                    .concatenating(CGAffineTransform(translationX: point.x, y: point.y)))
            case .move(let edge):
                let distance: CGSize = switch edge {
                case .leading: CGSize(width: -size.width, height: 0)
                case .trailing: CGSize(width: size.width, height: 0)
                case .top: CGSize(width: 0, height: -size.height)
                case .bottom: CGSize(width: 0, height: size.height)
                }
                transform = transform.concatenating(CGAffineTransform(translationX: distance.width * p, y: distance.height * p))
            case .offset(let offset):
                transform = transform.concatenating(CGAffineTransform(translationX: offset.width * p, y: offset.height * p))
            case .modifier(let transition):
                transform = transform.concatenating(transition.transform(progress: progress, size: size))
            }
        }
        return transform
    }
}

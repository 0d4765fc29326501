import Foundation
import TactileGestures

/// How a view enters and leaves the hierarchy when its insertion or removal is animated
/// (SwiftUI's `AnyTransition`).
///
/// A transition is two lists of effects — one for insertion, one for removal — each describing
/// the view's *active* state: where an inserted view starts and a removed view ends. The view
/// animates between that state and its identity state with the animation of the change (or the
/// transition's own, `animation(_:)`). Combined transitions apply all their effects at once.
/// Invariant: at progress 0 every effect is the identity, so a finished insertion draws exactly
/// like a view that appeared without animation.
public struct AnyTransition: Sendable {
    package var insertion: [TransitionEffect]
    package var removal: [TransitionEffect]
    package var animation: Animation?

    package init(insertion: [TransitionEffect], removal: [TransitionEffect], animation: Animation? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.animation = animation
    }

    private init(_ effect: TransitionEffect) { self.init(insertion: [effect], removal: [effect]) }

    /// No effect: the view appears and disappears at once, when the animation starts and ends.
    public static var identity: AnyTransition { AnyTransition(insertion: [], removal: []) }
    /// Fades from transparent to opaque on insertion and back on removal (the default transition).
    public static var opacity: AnyTransition { AnyTransition(.opacity) }
    /// Scales from zero about the centre.
    public static var scale: AnyTransition { scale(scale: 0) }
    /// Scales from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(.scale(scale.isFinite ? scale : 0, anchor))
    }
    /// Inserts by moving in from the leading edge, removes by moving out towards the trailing edge.
    public static var slide: AnyTransition { asymmetric(insertion: move(edge: .leading), removal: move(edge: .trailing)) }
    /// Moves the view in from `edge` and out towards it, by the view's own width or height.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }
    /// Offsets the view by `offset` in its active state.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(.offset(offset.isFinite ? offset : .zero)) }
    /// Offsets the view by `x` and `y` in its active state.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// Inserts by moving in from `edge`, removes by moving out towards the opposite edge; both fade.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(edge.opposite), .opacity])
    }
    /// One transition for insertion, another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal,
                      animation: insertion.animation ?? removal.animation)
    }

    /// This transition and `other` applied together.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal,
                      animation: animation ?? other.animation)
    }

    /// This transition run with `animation`, whatever animation the change that inserts or removes
    /// the view has (a change without animation still does not animate).
    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = self
        copy.animation = animation
        return copy
    }
}

extension Edge {
    /// The edge across from this one.
    package var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

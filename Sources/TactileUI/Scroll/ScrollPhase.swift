import Foundation

/// A type that describes the state of a scroll gesture of a scrollable view like a scroll view
/// (SwiftUI's `ScrollPhase`, iOS 18), reported by `onScrollPhaseChange(_:)`.
///
/// Tactile's scroll view (docs/ARCHITECTURE-HOST.md, "Scrolling") moves through them as:
/// `idle` → `interacting` when its pan begins (at UIScrollView's 10 pt slop); at the lift →
/// `decelerating` while the release's motion (deceleration, spring back, or a scroll target
/// behavior's settle) runs, else → `idle`; `decelerating` → `idle` when the motion comes to
/// rest. A programmatic scroll inside `withAnimation` (`ScrollViewProxy.scrollTo`) →
/// `animating` → `idle` when the animation ends; one without an animation jumps and stays
/// `idle`. A touch that stops a motion → `idle`. Tactile never reports `tracking` (a touch
/// resting on the content before it pans): SwiftUI documents that not every platform or kind
/// of scroll triggers it.
public enum ScrollPhase: Equatable, Hashable, Sendable, CustomDebugStringConvertible {
    /// The idle phase where no kind of scrolling is occurring.
    case idle
    /// The tracking phase where the scroll view is tracking a potential scroll by the user but
    /// the user hasn't started a scroll.
    case tracking
    /// The interacting phase where the user is interacting with the scroll view.
    case interacting
    /// The decelerating phase where the user has stopped interacting with the scroll view and
    /// the scroll view is decelerating towards its final target.
    case decelerating
    /// The animating phase where the scroll view is animating towards a final target.
    case animating

    /// Whether the scroll view is actively scrolling: equivalent to `phase != .idle`.
    public var isScrolling: Bool { self != .idle }

    public var debugDescription: String {
        switch self {
        case .idle: "idle"
        case .tracking: "tracking"
        case .interacting: "interacting"
        case .decelerating: "decelerating"
        case .animating: "animating"
        }
    }
}

/// A type that provides you with more content when the phase of a scroll view changes
/// (SwiftUI's `ScrollPhaseChangeContext`, iOS 18). You don't create it; `onScrollPhaseChange(_:)`
/// hands it to its action.
public struct ScrollPhaseChangeContext: Sendable {
    /// The geometry of the scroll view at the time of the scroll phase change.
    public var geometry: ScrollGeometry { storedGeometry }
    /// The velocity of the scroll view at the time of the scroll phase change.
    ///
    /// Tactile: the release velocity, in points per second in content-offset space (positive
    /// moves towards the content's end, as `ScrollTargetBehaviorContext.velocity`), on a change
    /// at the lift of the pan; nil on every other change.
    public var velocity: CGVector? { storedVelocity }

    let storedGeometry: ScrollGeometry
    let storedVelocity: CGVector?

    init(geometry: ScrollGeometry, velocity: CGVector?) {
        storedGeometry = geometry
        storedVelocity = velocity
    }
}

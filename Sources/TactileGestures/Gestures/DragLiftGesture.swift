import Foundation

/// The touch side of a drag-and-drop source (UIKit's `UIDragInteraction`, behind SwiftUI's
/// `draggable` and `onDrag`): a press held `liftDuration` within `allowableMovement` lifts the
/// item, then the same finger carries it until it lifts.
///
/// - Before the lift it stays `possible`, like a context menu's press
///   (`ContextMenuPressGesture`): under a claim (a scroll view's pan, the view's own `Button`) a
///   tap released earlier or a drag that moves first takes the touch, and the press fails on a
///   lift, on a move ≥ `allowableMovement` (global) or on a second finger.
/// - At `liftDuration` (a wake-up, without waiting for a move) it turns `active`: it wins its
///   claim and cancels its competitors, as UIKit's lift cancels the view's other touches.
///   `onLift` runs with the touch-down point as both locations.
/// - While lifted, each move of that finger: `onMove` with the finger's location. A second finger
///   is ignored (it does not join the carried item here).
/// - The finger lifts: the gesture ends and `onEnd` runs with `.dropped` and the lift's location.
///   A cancelled touch or a cancellation by the host (the source view left the tree, S-71) fails
///   it: `onEnd` runs with `.cancelled`. `onEnd` runs exactly once after `onLift`, never without it.
///
/// Locations are in the canvas's (window's) space, where drop destinations are looked up.
/// Callbacks run after the pass like every other (docs/ARCHITECTURE.md, "Callbacks").
package struct DragLiftGesture: Gesture {
    package typealias Body = Never

    /// Where the carried item is, in the window's space.
    package struct Value: Equatable, Sendable {
        package var location: CGPoint
        /// Where the finger went down.
        package var startLocation: CGPoint

        package init(location: CGPoint, startLocation: CGPoint) {
            self.location = location
            self.startLocation = startLocation
        }
    }

    /// How a lifted item's carry ended.
    package enum Outcome: Equatable, Sendable {
        /// The finger lifted at the value's location: the item is dropped there.
        case dropped
        /// The touch or the attempt was cancelled: nothing is dropped.
        case cancelled
    }

    package let liftDuration: Double
    package let allowableMovement: CGFloat
    package let onLift: (Value) -> Void
    package let onMove: (Value) -> Void
    package let onEnd: (Value, Outcome) -> Void

    package init(liftDuration: Double, allowableMovement: CGFloat, onLift: @escaping (Value) -> Void,
                 onMove: @escaping (Value) -> Void, onEnd: @escaping (Value, Outcome) -> Void) {
        self.liftDuration = liftDuration
        self.allowableMovement = allowableMovement
        self.onLift = onLift
        self.onMove = onMove
        self.onEnd = onEnd
    }

    package func _makeGestureNode() -> _GestureNode<Value> {
        DragLiftNode(liftDuration: liftDuration, allowableMovement: allowableMovement, onLift: onLift, onMove: onMove, onEnd: onEnd)
    }
}

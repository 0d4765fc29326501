import Foundation

/// The tracking a continuous control (a `Slider`'s thumb) does with one finger: UIKit's
/// `UIControl` begin/continue/end tracking, as a gesture the host attaches to the control's view.
///
/// - Touch-down: when `accepts(startLocation, size)` (local space, the view's size) the gesture
///   is `active` at once; `onBegan` runs, then `onChanged` with the touch-down value; otherwise it fails, so
///   gestures of the views behind may take the touch.
/// - Each move of that finger: `onChanged` with the new value. No distance or time limit.
/// - The finger lifts: it ends. A second finger, a cancelled touch or a cancellation by another
///   gesture (a parent's `highPriorityGesture`, S-60) fails it.
/// - `onFinished` runs once when a tracking that began is over, however it ended, so a control
///   always closes what it opened (`onEditingChanged(false)` after `onEditingChanged(true)`).
///
/// Callbacks run after the pass like every other (docs/ARCHITECTURE.md, "Callbacks").
package struct ControlTrackingGesture: Gesture {
    package typealias Body = Never

    /// A tracking value, in the local space of the view the gesture is attached to.
    package struct Value: Equatable, Sendable {
        package var location: CGPoint
        package var startLocation: CGPoint
        /// The size of the view (its local bounds), for controls that map positions to values.
        package var size: CGSize

        package var translation: CGSize { location - startLocation }
    }

    package let accepts: (CGPoint, CGSize) -> Bool
    package let onBegan: () -> Void
    package let onChanged: (Value) -> Void
    package let onFinished: () -> Void

    package init(accepts: @escaping (CGPoint, CGSize) -> Bool, onBegan: @escaping () -> Void,
                 onChanged: @escaping (Value) -> Void, onFinished: @escaping () -> Void) {
        self.accepts = accepts
        self.onBegan = onBegan
        self.onChanged = onChanged
        self.onFinished = onFinished
    }

    package func _makeGestureNode() -> _GestureNode<Value> {
        ControlTrackingNode(accepts: accepts, onBegan: onBegan, onChanged: onChanged, onFinished: onFinished)
    }
}

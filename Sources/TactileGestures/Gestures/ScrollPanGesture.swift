import Foundation

/// The pan of a scroll view (UIScrollView's `panGestureRecognizer`), as the host attaches it to
/// a `ScrollView`'s node. Not a SwiftUI gesture: SwiftUI has no public type for it.
///
/// - `possible` until the finger has moved `ScrollConfiguration.panSlop` from its touch-down.
///   There the direction is decided: if the movement is mostly along an axis the view scrolls
///   (for a one-axis view, |along| ≥ |across|; a two-axis view takes any direction), the pan turns
///   `active` with a zero translation — the content then follows the finger from that point, with
///   no jump of the slop; otherwise it fails, leaving the touch to the content.
/// - Values: the translation since the pan began and the finger's velocity (S-33's estimator),
///   in global points.
/// - Other fingers are ignored (the pan follows its first finger); a cancelled touch fails it.
/// - `onChanged` runs on every active update; `onFinished` runs once when the pan ends (with the
///   release velocity) or fails after its touch-down (with no velocity), so the scroll view can
///   decelerate or spring back. Both run after the pass, like every callback.
package struct ScrollPanGesture: Gesture {
    package typealias Body = Never

    package struct Value: Equatable, Sendable {
        /// Finger translation since the pan began (global points).
        package var translation: CGSize
        /// Finger velocity (points per second).
        package var velocity: CGSize
    }

    package let scrollsHorizontally: Bool
    package let scrollsVertically: Bool
    package let onChanged: (Value) -> Void
    package let onFinished: (Value?) -> Void
    /// Asked at the slop with the movement so far (global points), after the direction check:
    /// true makes the pan fail there, leaving the touch to the gestures around it (a scroll view
    /// at its top inside a sheet yields a downward drag to the sheet, as on iOS). Nil: never.
    package let yieldsAtSlop: ((CGSize) -> Bool)?
    /// The name traces give it ("ScrollView pan"; a list row's swipe names its own).
    package let label: String

    package init(horizontal: Bool, vertical: Bool, label: String = "ScrollView pan",
                 onChanged: @escaping (Value) -> Void, onFinished: @escaping (Value?) -> Void,
                 yieldsAtSlop: ((CGSize) -> Bool)? = nil) {
        self.label = label
        scrollsHorizontally = horizontal
        scrollsVertically = vertical
        self.onChanged = onChanged
        self.onFinished = onFinished
        self.yieldsAtSlop = yieldsAtSlop
    }

    package func _makeGestureNode() -> _GestureNode<Value> { ScrollPanNode(self) }
}

/// The recognizer of `ScrollPanGesture`.
final class ScrollPanNode: PrimitiveNode<ScrollPanGesture.Value>, CallbackRunner {
    private let gesture: ScrollPanGesture
    private var touch: TouchID?
    private var startGlobal = CGPoint.zero
    private var origin: CGPoint?
    private var velocity = VelocityEstimator()
    private var pendingChange = false
    private var pendingFinish = false

    init(_ gesture: ScrollPanGesture) {
        self.gesture = gesture
        super.init(label: gesture.label)
    }

    override func touchBegan(_ touch: Touch, _ context: GestureUpdateContext) {
        guard self.touch == nil else { return }
        self.touch = touch.id
        startGlobal = touch.location
        sample(touch, context)
    }

    override func touchMoved(_ touch: Touch, _ context: GestureUpdateContext) {
        guard touch.id == self.touch else { return }
        sample(touch, context)
        if origin == nil {
            let dx = abs(touch.location.x - startGlobal.x), dy = abs(touch.location.y - startGlobal.y)
            guard startGlobal.distance(to: touch.location) >= context.configuration.scroll.panSlop else { return }
            let accepts = (gesture.scrollsHorizontally && gesture.scrollsVertically)
                || (gesture.scrollsVertically && dy >= dx) || (gesture.scrollsHorizontally && dx >= dy)
            guard accepts else {
                context.trace?.recordNote(time: context.time, gesture: label, note: "fails: moved across its axis at the slop")
                return fail(context)
            }
            if let yields = gesture.yieldsAtSlop,
               yields(CGSize(width: touch.location.x - startGlobal.x, height: touch.location.y - startGlobal.y)) {
                context.trace?.recordNote(time: context.time, gesture: label, note: "fails: yields the movement to an enclosing pan")
                return fail(context)
            }
            origin = touch.location
        }
        transition(to: .active, value: value(at: touch.location, context), context)
    }

    override func touchEnded(_ touch: Touch, _ context: GestureUpdateContext) {
        guard touch.id == self.touch else { return }
        guard origin != nil else { return fail(context) }
        sample(touch, context)
        end(with: value(at: touch.location, context), context)
    }

    private func sample(_ touch: Touch, _ context: GestureUpdateContext) {
        velocity.add(SIMD2(touch.location.x, touch.location.y), at: context.time, epsilon: context.configuration.velocitySampleEpsilon,
                     stillness: context.configuration.velocityStillnessInterval)
    }

    private func value(at location: CGPoint, _ context: GestureUpdateContext) -> ScrollPanGesture.Value {
        let start = origin ?? location
        let v = velocity.velocity(newestSegmentWeight: context.configuration.newestVelocitySegmentWeight)
        return ScrollPanGesture.Value(translation: CGSize(width: location.x - start.x, height: location.y - start.y),
                                      velocity: CGSize(width: v.x, height: v.y))
    }

    override func didTransition(_ context: GestureUpdateContext) {
        switch phaseKind {
        case .possible:
            break
        case .active:
            if !pendingChange { context.callbacks.enqueue(self, .changed) }
            pendingChange = true
        case .ended, .failed:
            // A real end is the pan's `onEnded`; a failure only tells the scroll view the finger
            // let go (like a `@GestureState` reset: no end follows a failure, S-50).
            if touch != nil, !pendingFinish {
                pendingFinish = true
                context.callbacks.enqueue(self, phaseKind == .ended ? .ended : .reset)
            }
        }
    }

    var callbackOwner: String { label }

    /// A pan that turned active and was cancelled in the same pass (the content claimed the
    /// touch on the same event) withdraws its change: it never moved the content.
    func stillWants(_ kind: CallbackQueue.Kind) -> Bool {
        kind == .changed ? pendingChange && phaseKind != .failed : pendingFinish
    }

    func runCallback(_ kind: CallbackQueue.Kind) {
        switch kind {
        case .changed:
            guard pendingChange, phaseKind != .failed else { return }
            pendingChange = false
            gesture.onChanged(phaseKind == .failed ? lastActiveValue : currentValue)
        case .ended, .reset:
            guard pendingFinish else { return }
            pendingFinish = false
            gesture.onFinished(phaseKind == .ended ? currentValue : nil)
        default:
            break
        }
    }

    func pendingValueDescription(_ kind: CallbackQueue.Kind) -> String? {
        guard kind == .changed, wasActive else { return nil }
        return String(describing: phaseKind == .active ? currentValue : lastActiveValue)
    }
}

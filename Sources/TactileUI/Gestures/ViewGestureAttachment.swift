import TactileGestures

/// A gesture attached to a view by `.gesture`, `.highPriorityGesture` or `.simultaneousGesture`
/// (and the `onTapGesture`/`onLongPressGesture` conveniences), as stored on its node.
///
/// The host combines it with the gestures of the node's subviews (S-60): `.normal` =
/// subviews `exclusively(before:)` it, `.high` = it `exclusively(before:)` the subviews,
/// `.simultaneous` = subviews `simultaneously(with:)` it; `mask` drops either side (S-61).
package struct ViewGestureAttachment: GestureAttachment {
    package enum Priority: Sendable {
        case normal, high, simultaneous
        /// A scroll view's pan: simultaneous with the subviews, under a `ScrollClaim` that lets
        /// the first side recognized win (docs/ARCHITECTURE-HOST.md, "Scrolling").
        case scroll
    }

    /// The gesture with its value erased; its callbacks are those the user attached.
    package let gesture: AnyGesture<Void>
    package let priority: Priority
    package let mask: GestureMask
    /// The tap count when the gesture is a tap, for S-68.
    package let tapCount: Int?

    package init<G: Gesture>(_ gesture: G, priority: Priority, mask: GestureMask) {
        self.gesture = AnyGesture(gesture.map { _ in () })
        self.priority = priority
        self.mask = mask
        tapCount = (gesture as? any TapCountDescribing)?.describedTapCount
    }
}

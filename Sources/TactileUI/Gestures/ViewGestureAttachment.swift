import TactileGestures

/// A gesture attached to a view by `.gesture`, `.highPriorityGesture` or `.simultaneousGesture`
/// (and the `onTapGesture`/`onLongPressGesture` conveniences), as stored on its node.
///
/// The host combines it with the gestures of the node's subviews (S-60): `.normal` =
/// subviews `exclusively(before:)` it, `.high` = it `exclusively(before:)` the subviews,
/// `.simultaneous` = subviews `simultaneously(with:)` it; `mask` drops either side (S-61).
@usableFromInline package struct ViewGestureAttachment: GestureAttachment {
    @usableFromInline package enum Priority: Sendable {
        case normal, high, simultaneous
        /// A scroll view's pan: simultaneous with the subviews, under a `ScrollClaim` that lets
        /// the first side recognized win (docs/ARCHITECTURE-HOST.md, "Scrolling").
        case scroll
    }

    // Layout: `ViewNode.gestures` holds attachments as `any GestureAttachment`, whose inline
    // buffer is three words (24 bytes); a larger value is boxed, a malloc per gesture modifier
    // per evaluation. The fields are declared in the order that packs them into 22 bytes (the
    // gesture's closure 16, the tap count 4, priority and mask 1 each); an `Int?` tap count
    // made it 33. `MemoryLayout` of this type is checked by `GestureAttachmentLayoutTests`.

    /// The gesture with its value erased; its callbacks are those the user attached.
    package let gesture: AnyGesture<Void>
    /// `tapCount`, `noTapCount` for nil; a count outside `Int32.min + 1 ... Int32.max` (no tap
    /// gesture can be recognized with one) is clamped into that range.
    private let storedTapCount: Int32
    package let priority: Priority
    package let mask: GestureMask

    /// The tap count when the gesture is a tap, for S-68.
    package var tapCount: Int? { storedTapCount == Self.noTapCount ? nil : Int(storedTapCount) }

    private static let noTapCount = Int32.min

    package init<G: Gesture>(_ gesture: G, priority: Priority, mask: GestureMask) {
        self.init(gesture, priority: priority, mask: mask,
                  tapCount: (gesture as? any TapCountDescribing)?.describedTapCount)
    }

    /// An attachment whose tap count the caller already knows (`onTapGesture`): the same value
    /// as the initializer above, without the two conformance casts (`_EndedGesture`, then its
    /// content) it makes to find the count. `tapCount` must be what `TapCountDescribing` says
    /// of `gesture`.
    package init<G: Gesture>(_ gesture: G, priority: Priority, mask: GestureMask, tapCount: Int?) {
        self.gesture = AnyGesture(gesture.map { _ in () })
        // Not `tapCount.map { … }`: a closure formed here and handed to the standard library
        // (a Swift 5 module) gets a main-actor check on every call (SE-0423), ≈ 290 instructions.
        if let tapCount {
            storedTapCount = Int32(clamping: Swift.max(tapCount, Int(Self.noTapCount) + 1))
        } else {
            storedTapCount = Self.noTapCount
        }
        self.priority = priority
        self.mask = mask
    }
}

import Foundation
import TactileGestures
import TactileUI

/// A gesture a view attached itself, classified for the audit by its recognizer's label.
struct AuditedGesture {
    enum Kind: Equatable {
        /// A one-finger tap recognized once (`TapGesture(count: 1)`).
        case singleTap
        /// A tap of more taps, or a `SpatialTapGesture` (its location is read): left to the view.
        case otherTap
        /// Named as tactile-lint names it in its message: "drag", "long press".
        case inaccessible(String)
        /// Anything else (pinch, rotation, custom gestures of other primitives).
        case other
    }

    let kind: Kind

    @MainActor
    init(_ attachment: ViewGestureAttachment) {
        // The recognizer tree's label names every primitive in it ("map(DragGesture(…))").
        let label = attachment.gesture._makeGestureNode().label
        if let count = attachment.tapCount {
            kind = count == 1 && !label.contains("SpatialTapGesture") ? .singleTap : .otherTap
        } else if label.contains("DragGesture(") {
            kind = .inaccessible("drag")
        } else if label.contains("LongPressGesture(") {
            kind = .inaccessible("long press")
        } else {
            kind = .other
        }
    }
}

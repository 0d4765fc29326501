import Testing
import TactileGestures
@testable import TactileUI

/// A view's gesture attachment is stored in `ViewNode.gestures` as `any GestureAttachment`
/// without a box of its own (it fits an existential's three-word inline buffer), and keeps the
/// tap count S-68 reads whichever way it was made.
@MainActor
@Suite("Gesture attachment layout")
struct GestureAttachmentLayoutTests {
    @Test("an attachment fits an existential's inline buffer, so storing it allocates nothing")
    func fitsInlineBuffer() {
        #expect(MemoryLayout<ViewGestureAttachment>.size <= 3 * MemoryLayout<Int>.size)
    }

    @Test("onTapGesture's attachment has the tap count the cast finds for the same gesture")
    func tapCountGivenEqualsTapCountFound() {
        for count in [1, 2, 3] {
            let given = ViewGestureAttachment(TapGesture(count: count).onEnded {}, priority: .normal, mask: .all, tapCount: count)
            let found = ViewGestureAttachment(TapGesture(count: count).onEnded {}, priority: .normal, mask: .all)
            #expect(given.tapCount == count)
            #expect(found.tapCount == count)
        }
    }

    @Test("a gesture that is not a tap has no tap count; a huge count is clamped")
    func noTapCountAndClamping() {
        #expect(ViewGestureAttachment(DragGesture(), priority: .high, mask: .all).tapCount == nil)
        // A tap count is at least 1 (`TapGesture`'s precondition); one beyond `Int32` is clamped.
        let huge = ViewGestureAttachment(TapGesture(count: .max), priority: .normal, mask: .all)
        #expect(huge.tapCount == Int(Int32.max))
        #expect(huge.priority == .normal && huge.mask == .all)
    }
}

import Testing
import TactileGestures
import TactileTesting

/// The checker the property tests lean on must itself be able to fail: S-50 read per gesture.
@Suite("What counts as an attempt's gestures ending more than once")
struct AttemptInvariantsTests {
    /// A trace of attempt #1 with `steps` recorded in order.
    static func trace(_ steps: [(gesture: String, step: Step)]) -> GestureTrace {
        let trace = GestureTrace()
        trace.attempt = GestureAttemptNumber(1)
        for (index, (gesture, step)) in steps.enumerated() {
            let time = Double(index) / 100
            switch step {
            case .phase(let from, let to): trace.recordPhase(time: time, gesture: gesture, from: from, to: to, value: nil)
            case .callback(let name): trace.recordCallback(time: time, gesture: gesture, callback: name, value: nil)
            }
        }
        return trace
    }

    enum Step {
        case phase(GesturePhaseKind, GesturePhaseKind)
        case callback(String)
    }

    @Test("two simultaneous gestures that each end once keep S-50, though their attempt sees two onEnded")
    func simultaneousEndsHold() {
        let invariants = AttemptInvariants(Self.trace([
            ("List swipe closer", .phase(.active, .ended)),
            ("ScrollView pan", .phase(.active, .ended)),
            ("List swipe closer", .callback("onEnded")),
            ("ScrollView pan", .callback("onEnded")),
        ]))
        #expect(invariants.endsAtMostOnce)
        #expect(invariants.ends[GestureAttemptNumber(1)] == ["List swipe closer": 1, "ScrollView pan": 1])
    }

    @Test("a second onEnded for one end breaks S-50")
    func doubleEndIsCaught() {
        let invariants = AttemptInvariants(Self.trace([
            ("DragGesture", .phase(.active, .ended)),
            ("DragGesture", .callback("onEnded")),
            ("DragGesture", .callback("onEnded")),
        ]))
        #expect(!invariants.endsAtMostOnce)
        #expect(invariants.endsWithoutAnEnd.count == 1)
    }

    @Test("an onEnded after a failure, with no end, breaks S-50")
    func endWithoutEndingIsCaught() {
        let invariants = AttemptInvariants(Self.trace([
            ("DragGesture", .phase(.active, .failed)),
            ("DragGesture", .callback("onEnded")),
        ]))
        #expect(!invariants.endsAtMostOnce)
        #expect(invariants.callbacksAfterFailure.count == 1)
    }

    @Test("a gesture that leaves ended breaks S-50")
    func leavingEndedIsCaught() {
        let invariants = AttemptInvariants(Self.trace([
            ("TapGesture", .phase(.possible, .ended)),
            ("TapGesture", .callback("onEnded")),
            ("TapGesture", .phase(.ended, .active)),
        ]))
        #expect(!invariants.endsAtMostOnce)
    }
}

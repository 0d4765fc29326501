import Foundation
import Testing
import TactileTesting

/// A refused batch changes nothing in the host either (found by fuzzing).
@MainActor
@Suite("Refused input through the host")
struct RefusedInputTests {
    struct Pressable: View {
        let log: Log
        var body: some View {
            Color.red.frame(width: 100, height: 100).accessibilityIdentifier("box")
                .onLongPressGesture(minimumDuration: 1) { log("perform") }
        }
    }

    @Test("S-01 a change with an infinite timestamp is refused before any wake-up is delivered", arguments: [
        Double.infinity, 5,
    ])
    func refusedBatchDeliversNoWakeUp(timestamp: Double) {
        let log = Log()
        let host = ViewHost(Pressable(log: log))
        host.touchDown(at: host.center(of: "box"))
        let entriesBefore = host.trace.entries.count
        // Infinite: refused for its timestamp. 5 s ahead: refused as a move of a touch that is not down.
        let id: TouchID = timestamp.isFinite ? 7 : 0
        host.send([Touch(id: id, phase: .moved, location: host.center(of: "box"), timestamp: timestamp)])
        #expect(host.rejectedChanges.count == 1)
        #expect(log.entries.isEmpty, "the long press must not end on a refused change's timestamp")
        #expect(host.trace.entries.count == entriesBefore + 1, "\(host.trace)")
        host.advance(by: 1)
        #expect(log.entries == ["perform"])
    }
}

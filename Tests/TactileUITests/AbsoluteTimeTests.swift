import Foundation
import Testing
import TactileTesting
import TactileUI

/// `CFAbsoluteTimeGetCurrent()` (CoreFoundation, reached through Foundation on iOS) on the host's
/// clock inside a hosted view, as the timers are (issue 32 item 5): code that times a touch —
/// CompactSlider tells a tap from a drag by whether it lasted under 0.25 s — measures the time the
/// test moved. Outside a host it is the system clock, as Apple's is.
@MainActor
@Suite("CFAbsoluteTimeGetCurrent on the host's clock")
struct AbsoluteTimeTests {
    final class Durations { var values: [Double] = [] }

    struct TimedDrag: View {
        let durations: Durations
        @State private var start: CFAbsoluteTime?
        var body: some View {
            Color.blue.frame(width: 200, height: 100).accessibilityIdentifier("pad")
                .gesture(DragGesture(minimumDistance: 0)
                    .onChanged { _ in if start == nil { start = CFAbsoluteTimeGetCurrent() } }
                    .onEnded { _ in
                        durations.values.append(CFAbsoluteTimeGetCurrent() - (start ?? 0))
                        start = nil
                    })
        }
    }

    @Test("a drag's duration measured with CFAbsoluteTimeGetCurrent is the host time it lasted")
    func measuresHostTime() {
        let durations = Durations()
        let host = ViewHost(TimedDrag(durations: durations))
        host.drag(on: "pad", by: CGSize(width: 60, height: 0), duration: 0.6)
        host.drag(on: "pad", by: CGSize(width: 10, height: 0), duration: 0.1)
        #expect(durations.values.count == 2)
        #expect(abs(durations.values[0] - 0.6) < 1e-6)
        #expect(abs(durations.values[1] - 0.1) < 1e-6)
    }

    @Test("outside a host it is the system clock's seconds since 2001")
    func outsideHostIsSystemClock() {
        let before = Date().timeIntervalSinceReferenceDate
        let now = CFAbsoluteTimeGetCurrent()
        #expect(now >= before && now <= Date().timeIntervalSinceReferenceDate)
    }
}

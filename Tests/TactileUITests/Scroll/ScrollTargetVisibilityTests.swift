import Foundation
import Testing
import TactileTesting

/// `onScrollTargetVisibilityChange(idType:threshold:_:)` (iOS 18), driven by real touches.
@MainActor
@Suite("ScrollView target visibility")
struct ScrollTargetVisibilityTests {
    @MainActor
    final class Log {
        var lists: [[Int]] = []
        var strings: [[String]] = []
    }

    /// 50 rows of 100 pt in a 400-pt viewport, a scroll target layout with `Int` ids.
    struct Targets: View {
        let log: Log
        var threshold = 0.5
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<50, id: \.self) { index in
                        Color.blue.frame(height: 100).accessibilityIdentifier("row-\(index)")
                    }
                }
                .scrollTargetLayout()
            }
            .onScrollTargetVisibilityChange(idType: Int.self, threshold: threshold) { log.lists.append($0) }
            .onScrollTargetVisibilityChange(idType: String.self) { log.strings.append($0) }
        }
    }

    /// Drags up by `distance` (the pan starts 10 pt in), holds still, lifts: no fling.
    static func scroll<V: View>(_ host: ViewHost<V>, by distance: CGFloat) {
        var point = CGPoint(x: 200, y: 380)
        host.touchDown(at: point)
        while point.y > 380 - distance {
            point.y -= 10
            host.step(to: point)
        }
        host.advance(by: 0.5)
        host.step(to: point)
        host.touchUp(at: point)
        host.advance(by: 1)
    }

    @Test("the first layout reports the visible targets; a scroll reports the new list when it changes, in layout order")
    func reportsVisibleTargets() {
        let log = Log()
        let host = scrollHost(Targets(log: log))
        #expect(log.lists == [[0, 1, 2, 3]])
        Self.scroll(host, by: 150)
        // Viewport 140…540: row 1 shows 60 %, row 4 all, row 5 40 %.
        #expect(log.lists.last == [1, 2, 3, 4])
        #expect(log.strings.isEmpty, "no target has a String id: nothing to report, ever")
    }

    @Test("the threshold decides how much of a view must show")
    func thresholdDecides() {
        let log = Log()
        let host = scrollHost(Targets(log: log, threshold: 0.3))
        Self.scroll(host, by: 150)
        #expect(log.lists.last == [1, 2, 3, 4, 5], "at 30 %, row 5's 40 % counts")
    }
}

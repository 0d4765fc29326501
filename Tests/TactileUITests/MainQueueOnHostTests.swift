// This file imports neither Foundation nor TactileUI: `DispatchQueue.main.async` resolves to Tactile's
// host-clock version only where every path to Dispatch goes through Tactile (docs/COMPATIBILITY.md,
// "Timers"), as in app code.
import Testing
import TactileTesting

/// Work a hosted view queues with `DispatchQueue.main.async` runs at the host's next turn, before the
/// next touch event, as UIKit's run loop runs the main queue between two events. Libraries rely on it:
/// a slide-to-confirm control marks its drag as begun in such a block and ignores a release that comes
/// before it; a drop delegate moves rows in one (docs/SOURCE-COMPATIBILITY.md, "Their main gesture").
@MainActor
@Suite("The main queue on the host's clock")
struct MainQueueOnHostTests {
    /// A slide-to-confirm in the style of such libraries: the drag is marked as begun on the main
    /// queue, and the release confirms only a drag that began.
    struct SlideToConfirm: View {
        let log: EventLog
        @State private var hasBegun = false
        @State private var offset: CGFloat = 0

        var body: some View {
            Capsule()
                .frame(width: 300, height: 60)
                .offset(x: offset)
                .accessibilityIdentifier("slider")
                .gesture(DragGesture()
                    .onChanged { value in
                        if !hasBegun { DispatchQueue.main.async { MainActor.assumeIsolated { hasBegun = true } } }
                        offset = value.translation.width
                    }
                    .onEnded { _ in
                        log.add(hasBegun ? "confirmed" : "release before the drag began")
                        hasBegun = false
                        offset = 0
                    })
        }
    }

    @Test("a block a drag's first change queues has run when the drag's later events arrive")
    func queuedBlockRunsBetweenEvents() {
        let log = EventLog()
        let host = ViewHost(SlideToConfirm(log: log))
        host.drag(on: "slider", by: CGSize(width: 200, height: 0))
        #expect(log.events == ["confirmed"])
        host.drag(on: "slider", by: CGSize(width: 120, height: 0))
        #expect(log.events == ["confirmed", "confirmed"])
    }

    /// A counter whose button increments on the main queue, and a work item the button can cancel.
    struct QueuedCounter: View {
        @State private var count = 0

        var body: some View {
            VStack {
                Text("count \(count)")
                Button("Add") { DispatchQueue.main.async { MainActor.assumeIsolated { count += 1 } } }
                Button("Add later") {
                    let item = DispatchWorkItem { MainActor.assumeIsolated { count += 10 } }
                    DispatchQueue.main.async(execute: item)
                    item.cancel()
                }
            }
        }
    }

    @Test("work a tap queues is shown by the update that follows the tap, and a cancelled work item never runs")
    func tapQueuedWorkShowsAtOnce() {
        let host = ViewHost(QueuedCounter())
        host.tap(on: "Add")
        #expect(host.view(withText: "count 1") != nil)
        host.tap(on: "Add later")
        host.advance(by: 1)
        #expect(host.view(withText: "count 1") != nil)
    }

    @Test("a group is left once the queued work has run on the host")
    func groupIsLeftAfterTheWork() {
        let group = DispatchGroup()
        struct Queues: View {
            let group: DispatchGroup
            @State private var ran = false
            var body: some View {
                Button(ran ? "Ran" : "Queue") { DispatchQueue.main.async(group: group) { MainActor.assumeIsolated { ran = true } } }
            }
        }
        let host = ViewHost(Queues(group: group))
        host.tap(on: "Queue")
        #expect(host.view(withText: "Ran") != nil)
        #expect(group.wait(timeout: .now()) == .success)
    }

    /// A line in the style of chart libraries: its `path(in:)` hands the points it computed to the chart
    /// on the main queue, and the chart's touch handling reads them from there.
    struct PublishingLine: Shape {
        let values: [CGFloat]
        let publish: @Sendable ([CGPoint]) -> Void

        func path(in rect: CGRect) -> Path {
            let step = rect.width / CGFloat(max(1, values.count - 1))
            let points = values.enumerated().map { CGPoint(x: step * CGFloat($0.offset), y: rect.height * (1 - $0.element)) }
            DispatchQueue.main.async { publish(points) }
            var path = Path()
            path.addLines(points)
            return path
        }
    }

    struct LineChart: View {
        @State private var points: [CGPoint] = []

        var body: some View {
            VStack {
                PublishingLine(values: [0, 0.5, 1]) { points in
                    MainActor.assumeIsolated { if self.points != points { self.points = points } }
                }
                .stroke()
                .frame(width: 200, height: 100)
                Text("points \(points.count)")
            }
        }
    }

    @Test("work a shape queues while its path is drawn runs at the host's next turn")
    func drawingQueuedWorkRuns() {
        let host = ViewHost(LineChart())
        #expect(host.view(withText: "points 0") != nil)
        _ = host.svg()  // a frame drawn: the line's path computed
        host.advance(by: 1.0 / 60)
        #expect(host.view(withText: "points 3") != nil)
    }
}

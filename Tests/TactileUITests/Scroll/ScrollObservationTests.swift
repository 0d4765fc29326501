import Foundation
import Testing
import TactileTesting

/// `onScrollGeometryChange(for:of:action:)` and `onScrollPhaseChange(_:)` (iOS 18) through the
/// whole stack: real touches on the virtual clock, the host's layout reporting each change.
@MainActor
@Suite("ScrollView observation: onScrollGeometryChange, onScrollPhaseChange (iOS 18)")
struct ScrollObservationTests {
    /// What the observers reported.
    @MainActor
    final class Log {
        var offsets: [(old: CGFloat, new: CGFloat)] = []
        var geometries: [ScrollGeometry] = []
        var phases: [(old: ScrollPhase, new: ScrollPhase)] = []
        var contexts: [ScrollPhaseChangeContext] = []
        var crossings: [(old: Bool, new: Bool)] = []
    }

    /// `ScrollRows` of colours watched by every observer.
    struct Observed: View {
        let log: Log
        var body: some View {
            ScrollRows { _ in Color.blue }
                .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { old, new in
                    log.offsets.append((old, new))
                }
                .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, new in log.geometries.append(new) }
                .onScrollGeometryChange(for: Bool.self, of: { $0.contentOffset.y > 100 }) { old, new in
                    log.crossings.append((old, new))
                }
                .onScrollPhaseChange { old, new, context in
                    log.phases.append((old, new))
                    log.contexts.append(context)
                }
        }
    }

    static func phases(_ log: Log) -> [ScrollPhase] { log.phases.map(\.new) }

    @Test("a slow drag reports interacting, then the offset point for point, then idle at the lift")
    func dragReportsPhasesAndOffsets() {
        let log = Log()
        let host = scrollHost(Observed(log: log))
        #expect(log.offsets.isEmpty && log.phases.isEmpty, "the first layout is the starting value, not a change")
        host.touchDown(at: CGPoint(x: 200, y: 300))
        host.step(to: CGPoint(x: 200, y: 295))
        #expect(log.phases.isEmpty, "under the slop the scroll view is not scrolling")
        host.step(to: CGPoint(x: 200, y: 285))
        #expect(Self.phases(log) == [.interacting])
        #expect(log.phases.first?.old == .idle)
        #expect(log.offsets.isEmpty, "the pan begins at the slop without a jump")
        host.step(to: CGPoint(x: 200, y: 235))
        host.step(to: CGPoint(x: 200, y: 185))
        #expect(log.offsets.map(\.old) == [0, 50])
        #expect(log.offsets.map(\.new) == [50, 100])
        host.advance(by: 0.5)
        host.step(to: CGPoint(x: 200, y: 185))  // held still: the release has no velocity
        host.advance(by: 1.0 / 60)
        host.touchUp(at: CGPoint(x: 200, y: 185))
        #expect(Self.phases(log) == [.interacting, .idle])
        #expect(log.contexts.last?.geometry.contentOffset == CGPoint(x: 0, y: 100))
        let last = log.geometries.last
        #expect(last?.contentSize == CGSize(width: 400, height: 4000))
        #expect(last?.containerSize == CGSize(width: 400, height: 400))
        #expect(last?.visibleRect == CGRect(x: 0, y: 100, width: 400, height: 400))
        #expect(last?.bounds == CGRect(x: 0, y: 100, width: 400, height: 400))
        #expect(log.crossings.isEmpty, "at 100 the offset is not yet past 100")
    }

    @Test("a fling reports decelerating with its release velocity, every offset of the deceleration, then idle at rest")
    func flingReportsDeceleration() {
        let log = Log()
        let host = scrollHost(Observed(log: log))
        host.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 200, y: 150), duration: 0.1)
        #expect(Self.phases(log) == [.interacting, .decelerating])
        let velocity = log.contexts.last?.velocity
        #expect((velocity?.dy ?? 0) > 1000, "the finger moved up at about 2000 pt/s: the content moves down it")
        #expect(velocity?.dx == 0)
        let released = log.offsets.count
        for _ in 0..<600 where Self.phases(log).last != .idle { host.advance(by: 1.0 / 60) }
        #expect(Self.phases(log) == [.interacting, .decelerating, .idle])
        #expect(log.contexts.last?.velocity == nil)
        let deceleration = log.offsets.dropFirst(released)
        #expect(deceleration.count > 30, "one report per frame that moved the offset")
        #expect(deceleration.allSatisfy { $0.new > $0.old }, "in the fling's direction only")
        #expect(zip(log.offsets, log.offsets.dropFirst()).allSatisfy { $0.new == $1.old }, "each change starts where the last ended")
        #expect(log.offsets.last?.new == host.scrollOffset, "the last report is where it rests")
        #expect(log.contexts.last?.geometry.contentOffset.y == host.scrollOffset)
        #expect(log.crossings.count == 1 && log.crossings.first?.old == false && log.crossings.first?.new == true,
                "a transform's action runs only when its value changes")
    }

    /// A button that scrolls a scroll view watched by the observers to row 50, animated.
    struct Jump: View {
        let log: Log
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Jump") { withAnimation(.linear(duration: 1)) { proxy.scrollTo(50, anchor: .top) } }
                        .frame(height: 40)
                        .accessibilityIdentifier("jump")
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<100, id: \.self) { index in
                                Color.blue.frame(height: 40).accessibilityIdentifier("row-\(index)")
                            }
                        }
                    }
                    .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { old, new in
                        log.offsets.append((old, new))
                    }
                    .onScrollPhaseChange { old, new in log.phases.append((old, new)) }
                }
            }
        }
    }

    @Test("a programmatic scroll inside withAnimation reports animating, its offsets, then idle at the end")
    func programmaticScrollAnimates() {
        let log = Log()
        let host = scrollHost(Jump(log: log))
        host.tap(on: "jump")
        #expect(Self.phases(log) == [.animating])
        let start = host.now
        host.advance(to: start + 0.5)
        #expect(abs((log.offsets.last?.new ?? 0) - 1000) < 1, "half of the linear second: \(log.offsets.last?.new ?? 0)")
        #expect(Self.phases(log) == [.animating])
        host.advance(to: start + 1.5)
        #expect(Self.phases(log) == [.animating, .idle])
        #expect(log.offsets.last?.new == 2000, "row 50 at the top")
    }

    /// A scroll view whose phase changes a state its body shows.
    struct PhaseLabel: View {
        @State private var phase = ScrollPhase.idle
        var body: some View {
            VStack(spacing: 0) {
                Text("phase \(phase.debugDescription)").frame(height: 40)
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<100, id: \.self) { index in
                            Color.blue.frame(height: 40).accessibilityIdentifier("row-\(index)")
                        }
                    }
                }
                .onScrollPhaseChange { _, new in phase = new }
            }
        }
    }

    @Test("an action that sets state updates the view in the same update")
    func actionStateUpdatesTheView() {
        let host = scrollHost(PhaseLabel())
        #expect(host.view(withText: "phase idle") != nil)
        host.touchDown(at: CGPoint(x: 200, y: 300))
        host.step(to: CGPoint(x: 200, y: 285))
        host.step(to: CGPoint(x: 200, y: 250))
        #expect(host.view(withText: "phase interacting") != nil)
        host.touchUp(at: CGPoint(x: 200, y: 200))
        #expect(host.view(withText: "phase decelerating") != nil)
        host.advance(by: 10)
        #expect(host.view(withText: "phase idle") != nil)
    }

    /// An observed scroll view with another inside its content.
    struct Nested: View {
        let log: Log
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ScrollView(.horizontal) {
                        Color.red.frame(width: 2000, height: 100)
                    }
                    .frame(height: 100)
                    ForEach(0..<100, id: \.self) { index in
                        Color.blue.frame(height: 40).accessibilityIdentifier("row-\(index)")
                    }
                }
            }
            .onScrollPhaseChange { old, new in log.phases.append((old, new)) }
        }
    }

    @Test("the observers watch the first scroll view, not one nested in its content")
    func nestedScrollViewIsNotObserved() {
        let log = Log()
        let host = scrollHost(Nested(log: log))
        host.drag(from: CGPoint(x: 350, y: 50), to: CGPoint(x: 50, y: 50), duration: 0.5)
        host.advance(by: 5)
        #expect(log.phases.isEmpty, "the nested horizontal scroll view scrolled")
        host.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 200, y: 250), duration: 0.5)
        #expect(Self.phases(log).first == .interacting)
    }
}

import Foundation
import TactileTesting
import Testing
import UICircularProgressRing

// luispadron/UICircularProgressRing — README "ProgressRing": `ProgressRing(progress: $progress, axis: .top,
// clockwise: true, outerRingStyle:innerRingStyle:)` with `.animation(.easeInOut(duration: 5))`, "a view designed
// to display some kind of progress"; its default label is the percentage, drawn through an
// `AnimatableModifier` so it counts along with the ring. "TimerRing": `TimerRing(time:delay:innerRingStyle:
// isPaused:isDone:) { currentTime in … }` fills over `time` after `delay`, ticking every 0.1 s (a
// `Timer.publish` dropped until a `Just(()).delay(for:scheduler: DispatchQueue.main)`), then sets `isDone`.
// No gesture of its own: the example's progress is changed by a button of ours. (The README's TimerRing passes
// `$isTimerPaused`/`$isTimerDone` and a `timeFormatter` it never declares; written with its own `isPaused`,
// `isDone` and a format string; the deprecated `.animation(_:)` is written
// `.animation(_:value: progress)`, the same here, as our test files build with warnings as errors.)
struct ProgressRingExample: View {
    @State var progress = RingProgress.percent(0.44)

    var body: some View {
        VStack {
            ProgressRing(
                progress: $progress,
                axis: .top,
                clockwise: true,
                outerRingStyle: .init(
                    color: .color(.gray),
                    strokeStyle: .init(lineWidth: 20)
                ),
                innerRingStyle: .init(
                    color: .color(.green),
                    strokeStyle: .init(lineWidth: 10),
                    padding: 5
                )
            )
            .animation(.easeInOut(duration: 5), value: progress)
            .padding(32)
            Button("Set 90%") { progress = .percent(0.9) }
        }
    }
}

struct TimerRingExample: View {
    @State var isPaused = false
    @State var isDone = false
    @State var lastTick = 0.0

    var body: some View {
        TimerRing(
            time: .seconds(2),
            delay: .seconds(0.5),
            innerRingStyle: .init(
                color: .color(.green),
                strokeStyle: .init(lineWidth: 16),
                padding: 8
            ),
            isPaused: $isPaused,
            isDone: $isDone,
            onTick: { lastTick = $0 }
        ) { currentTime in
            Text(String(format: "%.1f s", currentTime))
                .font(.title)
                .bold()
        }
    }
}

/// A stroked path of the frame's SVG: its points on the canvas (after its transform).
struct StrokedArc {
    let stroke: String
    let points: [CGPoint]

    static func all(in svg: String) -> [StrokedArc] {
        svg.split(separator: "\n").compactMap { line -> StrokedArc? in
            guard line.hasPrefix("<path"), let stroke = attribute("stroke", in: line), let d = attribute("d", in: line) else { return nil }
            let numbers = d.split(whereSeparator: { !"-.0123456789e".contains($0) }).compactMap { Double($0) }
            var points = stride(from: 0, to: numbers.count - 1, by: 2).map { CGPoint(x: numbers[$0], y: numbers[$0 + 1]) }
            if let matrix = attribute("transform", in: line) {
                let m = matrix.split(whereSeparator: { !"-.0123456789e".contains($0) }).compactMap { Double($0) }
                if m.count == 6 {
                    let t = CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
                    points = points.map { $0.applying(t) }
                }
            }
            return StrokedArc(stroke: stroke, points: points)
        }
    }

    static func attribute(_ name: String, in line: Substring) -> String? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        let rest = line[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    var bounds: CGRect {
        points.reduce(CGRect.null) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    /// The angle of `p` about `centre`, in degrees clockwise from 3 o'clock (y grows downward).
    static func angle(_ p: CGPoint, about centre: CGPoint) -> Double {
        atan2(p.y - centre.y, p.x - centre.x) * 180 / .pi
    }

    /// The arc's start and its clockwise sweep, in degrees, about `centre`.
    func sweep(about centre: CGPoint) -> (start: Double, sweep: Double) {
        let start = Self.angle(points.first!, about: centre), end = Self.angle(points.last!, about: centre)
        var sweep = (end - start).truncatingRemainder(dividingBy: 360)
        if sweep < 0 { sweep += 360 }
        return (start, sweep)
    }
}

@MainActor
@Suite("luispadron/UICircularProgressRing: the ring and its label follow the progress; the timer ring fills on the clock")
struct UICircularProgressRingMainGestureTests {
    /// The percentage the ring's label shows, e.g. 44 for "44%".
    func percentLabel(_ host: ViewHost<ProgressRingExample>) -> Int? {
        host.drawnViews.compactMap(\.text).first { $0.hasSuffix("%") }.flatMap { Int($0.dropLast().trimmingCharacters(in: .whitespaces)) }
    }

    /// The inner (green) ring's clockwise sweep from 12 o'clock, in degrees, about the outer (gray) ring's centre.
    func sweep(_ host: ViewHost<ProgressRingExample>) -> Double? {
        let arcs = StrokedArc.all(in: host.svg()).filter { $0.points.count > 2 }
        guard let outer = arcs.first(where: { $0.stroke == "#8e8e93" }), let inner = arcs.first(where: { $0.stroke == "#34c759" }) else { return nil }
        let (start, sweep) = inner.sweep(about: CGPoint(x: outer.bounds.midX, y: outer.bounds.midY))
        #expect(abs(start + 90) < 1, "the ring starts at 12 o'clock: \(start)")
        return sweep
    }

    @Test("The ring shows 44%; after the change to 90% the ring fills over the 5-s ease-in-out, and so should its label")
    func progressAnimates() {
        let host = ViewHost(ProgressRingExample())
        #expect(percentLabel(host) == 44)
        #expect(abs((sweep(host) ?? 0) - 0.44 * 360) < 1)
        host.tap(on: "Set 90%")
        host.advance(by: 1.0)
        // Ease-in-out at 1 s of 5: about 9 % of the way, 48 %.
        let early = (sweep(host) ?? 0) / 3.6
        #expect(early > 45 && early < 52, "the ring at 1 s: \(early) %")
        withKnownIssue("the label is the AnimatableModifier's data, which Tactile does not interpolate (docs/COMPATIBILITY.md, AnimatableModifier): it reads 90% at once") {
            #expect((percentLabel(host) ?? -1) < 60, "the label at 1 s: \(percentLabel(host) ?? -1)")
        }
        host.advance(by: 1.5)
        let half = (sweep(host) ?? 0) / 3.6
        #expect(abs(half - 67) <= 2, "the ring half way: \(half) %")
        withKnownIssue("as above") {
            #expect(abs((percentLabel(host) ?? -1) - 67) <= 2, "the label half way: \(percentLabel(host) ?? -1)")
        }
        host.advance(by: 3.0)
        #expect(percentLabel(host) == 90)
        #expect(abs((sweep(host) ?? 0) - 0.9 * 360) < 1)
    }

    @Test("The timer ring waits out its 0.5-s delay, then ticks 0.1 s at a time to 2 s and sets isDone")
    func timerFills() {
        let host = ViewHost(TimerRingExample())
        func tick() -> Double { Double(host.stateValue(named: "lastTick", in: "TimerRingExample") ?? "") ?? .nan }
        func done() -> String? { host.stateValue(named: "isDone", in: "TimerRingExample") }
        host.advance(by: 0.4)
        #expect(tick() == 0, "still in the delay")
        host.advance(by: 1.1)  // t = 1.5: about ten ticks after the delay
        #expect(abs(tick() - 1.0) < 0.25, "\(tick())")
        #expect(done() == "false")
        host.advance(by: 1.5)  // t = 3
        #expect(abs(tick() - 2.0) < 0.01)
        #expect(done() == "true")
        host.advance(by: 1)
        #expect(host.drawnViews.contains { $0.text == "2.0 s" }, "the label ends at 2.0 s: \(host.drawnViews.compactMap(\.text))")
    }
}

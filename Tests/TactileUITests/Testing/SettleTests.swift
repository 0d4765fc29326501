import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// A square that slides 200 pt right with `animation` when tapped.
private struct SlidingSquare: View {
    let animation: Animation
    @State private var moved = false
    var body: some View {
        Rectangle()
            .fill(.blue)
            .frame(width: 80, height: 80)
            .offset(x: moved ? 200 : 0)
            .accessibilityIdentifier("square")
            .onTapGesture { withAnimation(animation) { moved.toggle() } }
    }
}

/// A text its task changes after sleeping `delay`.
private struct Delayed: View {
    let delay: Duration
    @State private var text = "waiting"
    var body: some View {
        Text(text).task {
            try? await Task.sleep(for: delay)
            text = "done"
        }
    }
}

/// A text its task changes every 0.25 s, for ever.
private struct Ticking: View {
    @State private var ticks = 0
    var body: some View {
        Text("ticks \(ticks)").task {
            while !Task.isCancelled {
                do { try await Task.sleep(for: .milliseconds(250)) } catch { return }
                ticks += 1
            }
        }
    }
}

/// A square with a 0.5 s long press that writes when it ends.
private struct LongPressSquare: View {
    @State private var pressed = false
    var body: some View {
        Rectangle()
            .fill(pressed ? .red : .gray)
            .frame(width: 100, height: 100)
            .accessibilityIdentifier("pressable")
            .overlay(Text(pressed ? "pressed" : "idle").allowsHitTesting(false))
            .gesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in pressed = true })
    }
}

/// A scroll view of 40 rows of 50 pt, without indicators (their fade after the rest would be
/// pending work too: `ScrollIndicatorTests`).
private struct ScrollingRows: View {
    var body: some View {
        ScrollView(showsIndicators: false) {
            VStack(spacing: 0) {
                ForEach(0..<40, id: \.self) { index in
                    Text("row \(index)").frame(width: 390, height: 50)
                }
            }
        }
        .accessibilityIdentifier("rows")
    }
}

@MainActor
@Suite("settle(timeout:) and advance(until:): frame by frame on the virtual clock")
struct SettleTests {
    nonisolated private static func timedOut(_ issue: Issue, saying text: String) -> Bool {
        issue.comments.contains { $0.rawValue.contains("timed out") && $0.rawValue.contains(text) }
    }

    @Test("views with nothing to do settle in 0 frames, and the clock does not move")
    func stillViewsSettleAtOnce() async {
        let host = ViewHost(Text("still"))
        let frames = await host.settle()
        #expect(frames == 0)
        #expect(host.now == 0)
    }

    @Test("a 0.5 s linear animation settles in 30 frames of 1/60 s, at its end", arguments: [0.5, 1.0, 0.25])
    func linearAnimationFrames(duration: Double) async {
        let host = ViewHost(SlidingSquare(animation: .linear(duration: duration)))
        host.tap(on: "square")
        let start = host.now
        let frames = await host.settle()
        #expect(frames == Int((duration * 60).rounded()))
        #expect(abs(host.now - start - duration) < 1e-9)
        #expect(abs(host.view("square").globalFrame.minX - 355) < 1e-9, "at its final offset (155 + 200)")
    }

    @Test("a spring settles at the first frame where it is no longer in flight: one frame fewer times out")
    func springSettlesAtFirstStillFrame() async {
        let host = ViewHost(SlidingSquare(animation: .spring()))
        host.tap(on: "square")
        let frames = await host.settle()
        #expect(frames > 0)
        let again = ViewHost(SlidingSquare(animation: .spring()))
        again.tap(on: "square")
        await withKnownIssue("the spring is still in flight one frame before") {
            let ran = await again.settle(timeout: (Double(frames) - 1.5) / 60)
            #expect(ran == frames - 1)
        } matching: { Self.timedOut($0, saying: "animation") }
    }

    @Test("S-22: a held long press's timer is pending work: settle runs 30 frames to its 0.5 s wake-up")
    func longPressTimerIsPending() async {
        let host = ViewHost(LongPressSquare())
        host.touchDown(at: host.center(of: "pressable"))
        let frames = await host.settle()
        #expect(frames == 30)
        #expect(host.view(withText: "pressed") != nil, "ended at its timer, the finger still down")
    }

    @Test("a task sleeping 0.25 s is pending work: settle runs 15 frames and the task's change is shown")
    func sleepingTaskIsPending() async {
        let host = ViewHost(Delayed(delay: .milliseconds(250)))
        let frames = await host.settle()
        #expect(frames == 15)
        #expect(host.view(withText: "done") != nil)
    }

    @Test("a scroll view's deceleration after a fling is pending work, up to its first still frame")
    func scrollDecelerationIsPending() async {
        let host = ViewHost(ScrollingRows())
        host.fling(on: "rows", direction: .up, velocity: 1_500, distance: 150)
        let frames = await host.settle()
        #expect(frames > 0)
        let again = ViewHost(ScrollingRows())
        again.fling(on: "rows", direction: .up, velocity: 1_500, distance: 150)
        await withKnownIssue("the content still moves one frame before") {
            _ = await again.settle(timeout: (Double(frames) - 1.5) / 60)
        } matching: { Self.timedOut($0, saying: "scroll view") }
    }

    @Test("at the timeout settle records an issue naming what still runs, and returns the frames it ran")
    func timeoutNamesWhatRuns() async {
        let host = ViewHost(Ticking())
        var frames = -1
        await withKnownIssue("a task that sleeps in a loop never settles") {
            frames = await host.settle(timeout: 1)
        } matching: { Self.timedOut($0, saying: "a task sleeping until t = 1.25 s") }
        #expect(frames == 60)
        #expect(host.view(withText: "ticks 4") != nil)
    }

    @Test("advance(until:) stops at the first frame where the condition holds")
    func advanceUntilCondition() async {
        let host = ViewHost(SlidingSquare(animation: .linear(duration: 1)))
        host.tap(on: "square")
        let frames = await host.advance(until: { host.view("square").globalFrame.minX >= 250 })
        // 95 of 200 pt at 200 pt/s: 0.475 s, reached in the frame ending at 29/60 s after the tap.
        #expect(frames == 29)
        let none = await host.advance(until: { true })
        #expect(none == 0)
    }

    @Test("advance(until:) waits for a task's change; at the timeout it records an issue")
    func advanceUntilTaskAndTimeout() async {
        let host = ViewHost(Delayed(delay: .milliseconds(500)))
        #expect(await host.advance(until: { host.view(withText: "done") != nil }) == 30)
        await withKnownIssue("the text never appears") {
            #expect(await host.advance(until: { host.view(withText: "never") != nil }, timeout: 0.5) == 30)
        } matching: { $0.comments.contains { $0.rawValue.contains("advance(until:) timed out after 30 frames") } }
    }
}

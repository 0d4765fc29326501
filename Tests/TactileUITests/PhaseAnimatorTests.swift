import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `phaseAnimator(_:trigger:content:animation:)`, `phaseAnimator(_:content:animation:)` and
/// `PhaseAnimator` (SwiftUI, iOS 17) on the host's clock: each step to a phase is animated with
/// that phase's animation and the next step starts when it completes; a trigger runs the phases
/// once and back to the first, no trigger loops while shown.
@MainActor
@Suite("Phase animators")
struct PhaseAnimatorTests {
    struct Bounce: View {
        @State private var taps = 0
        var body: some View {
            VStack {
                Color.blue.frame(width: 20, height: 20)
                    .phaseAnimator([0.0, 100.0, 50.0], trigger: taps) { content, x in
                        content.offset(x: x)
                    } animation: { x in
                        x == 100 ? .linear(duration: 1) : .linear(duration: 2)
                    }
                    .accessibilityIdentifier("dot")
                Button("bounce") { taps += 1 }
            }
        }
    }

    /// How far the dot is from where it started.
    static func shift<V: View>(_ host: ViewHost<V>, from start: CGFloat) -> CGFloat {
        host.view("dot").globalFrame.minX - start
    }

    static func near(_ value: CGFloat, _ expected: CGFloat) -> Bool { abs(value - expected) < 0.01 }

    @Test("a trigger steps through every phase with that phase's animation, then back to the first, and stops")
    func triggerRunsThePhasesOnce() {
        let host = ViewHost(Bounce(), canvasSize: CGSize(width: 400, height: 300))
        let start = host.view("dot").globalFrame.minX
        host.advance(by: 3)
        #expect(Self.shift(host, from: start) == 0, "nothing moves before the trigger changes")
        host.tap(on: "bounce")
        let tapped = host.clock.now
        host.advance(to: tapped + 0.5)
        #expect(Self.near(Self.shift(host, from: start), 50), "half-way from 0 to 100 in one second")
        host.advance(to: tapped + 2)
        #expect(Self.near(Self.shift(host, from: start), 75), "half-way from 100 to 50 in two seconds")
        host.advance(to: tapped + 4)
        #expect(Self.near(Self.shift(host, from: start), 25), "half-way back to the first phase")
        host.advance(to: tapped + 5)
        #expect(Self.near(Self.shift(host, from: start), 0))
        host.advance(to: tapped + 9)
        #expect(Self.near(Self.shift(host, from: start), 0), "one run per change of the trigger")
    }

    @Test("a change of the trigger while the phases run starts them over from the first")
    func retriggerRestarts() {
        let host = ViewHost(Bounce(), canvasSize: CGSize(width: 400, height: 300))
        let start = host.view("dot").globalFrame.minX
        host.tap(on: "bounce")
        host.advance(by: 2)
        host.tap(on: "bounce")
        let again = host.clock.now
        host.advance(to: again + 1)
        #expect(Self.near(Self.shift(host, from: start), 100), "the second run is at its first step's end")
        host.advance(to: again + 5)
        #expect(Self.near(Self.shift(host, from: start), 0))
        host.advance(to: again + 9)
        #expect(Self.near(Self.shift(host, from: start), 0), "the first run's pending steps were dropped")
    }

    struct Pulse: View {
        @State var shown = true
        var body: some View {
            VStack {
                if shown {
                    Color.red.frame(width: 20, height: 20)
                        .phaseAnimator([0.0, 100.0]) { content, x in content.offset(x: x) } animation: { _ in .linear(duration: 1) }
                        .accessibilityIdentifier("dot")
                }
                Button("toggle") { shown.toggle() }
            }
        }
    }

    @Test("without a trigger the phases loop while the view is shown")
    func loopsWithoutTrigger() {
        let host = ViewHost(Pulse(), canvasSize: CGSize(width: 400, height: 300))
        let appeared = host.clock.now
        host.advance(to: appeared + 0.25)
        let start = host.view("dot").globalFrame.minX - 25
        host.advance(to: appeared + 1.25)
        #expect(Self.near(Self.shift(host, from: start), 75), "a quarter of the way back from 100 to 0")
        host.advance(to: appeared + 2.5)
        #expect(Self.near(Self.shift(host, from: start), 50), "round again: half-way from 0 to 100")
        host.advance(to: appeared + 10.5)
        #expect(Self.near(Self.shift(host, from: start), 50), "still looping ten seconds on")
    }

    struct Words: View {
        let animation: Animation?
        @State private var taps = 0
        var body: some View {
            VStack {
                PhaseAnimator(["rest", "lift", "drop"], trigger: taps) { word in
                    Text(word).accessibilityIdentifier("word")
                } animation: { _ in animation }
                Button("go") { taps += 1 }
            }
        }
    }

    @Test("PhaseAnimator shows each phase for its step's duration and ends on the first")
    func viewFormSteps() {
        let host = ViewHost(Words(animation: .linear(duration: 1)), canvasSize: CGSize(width: 300, height: 200))
        #expect(host.view("word").text == "rest")
        host.tap(on: "go")
        let tapped = host.clock.now
        #expect(host.view("word").text == "lift")
        host.advance(to: tapped + 1.5)
        #expect(host.view("word").text == "drop")
        host.advance(to: tapped + 2.5)
        #expect(host.view("word").text == "rest")
    }

    @Test("with nil animations the phases follow one another at the next steps of time and end on the first")
    func nilAnimationsStepAtOnce() {
        let host = ViewHost(Words(animation: nil), canvasSize: CGSize(width: 300, height: 200))
        host.tap(on: "go")
        #expect(host.view("word").text != "rest", "the run has started")
        host.advance(by: 0.5)
        #expect(host.view("word").text == "rest")
    }

    @Test("one phase or none never animates")
    func fewPhases() {
        let one = ViewHost(PhaseAnimator([7], content: { Text("\($0)").accessibilityIdentifier("n") }),
                           canvasSize: CGSize(width: 100, height: 100))
        one.advance(by: 5)
        #expect(one.view("n").text == "7")
        let none = ViewHost(PhaseAnimator([Int](), content: { Text("\($0)").accessibilityIdentifier("n") }),
                            canvasSize: CGSize(width: 100, height: 100))
        none.advance(by: 5)
        #expect(none.view(withIdentifier: "n") == nil)
    }
}

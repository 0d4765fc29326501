import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `keyframeAnimator(initialValue:trigger:content:keyframes:)`,
/// `keyframeAnimator(initialValue:repeating:content:keyframes:)` and `KeyframeAnimator`
/// (SwiftUI, iOS 17) on the host's clock: a trigger plays the keyframes once and the value rests
/// at their end; no trigger loops them while shown.
@MainActor
@Suite("Keyframe animators")
struct KeyframeAnimatorTests {
    struct Values {
        var x: CGFloat = 0
        var scale = 1.0
    }

    /// A dot that a button sends right and back, and grows, by keyframes.
    struct Jump: View {
        @State private var taps = 0
        var body: some View {
            VStack {
                Color.blue.frame(width: 20, height: 20)
                    .keyframeAnimator(initialValue: Values(), trigger: taps) { content, value in
                        content.scaleEffect(value.scale).offset(x: value.x)
                    } keyframes: { _ in
                        KeyframeTrack(\.x) {
                            LinearKeyframe(100, duration: 1)
                            LinearKeyframe(40, duration: 2)
                        }
                        KeyframeTrack(\.scale) {
                            LinearKeyframe(2.0, duration: 0.5)
                        }
                    }
                    .accessibilityIdentifier("dot")
                Button("jump") { taps += 1 }
            }
        }
    }

    static func near(_ value: CGFloat, _ expected: CGFloat) -> Bool { abs(value - expected) < 0.01 }

    @Test("a trigger plays the keyframes frame by frame on the host's clock, and the value rests at their end")
    func triggerPlaysOnce() async {
        let host = ViewHost(Jump(), canvasSize: CGSize(width: 400, height: 300))
        let start = host.view("dot").globalFrame.midX
        host.advance(by: 3)
        #expect(host.view("dot").globalFrame.midX == start, "nothing plays before the trigger changes")
        host.tap(on: "jump")
        let tapped = host.clock.now
        host.advance(to: tapped + 0.5)
        #expect(Self.near(host.view("dot").globalFrame.midX - start, 50))
        #expect(Self.near(host.view("dot").globalFrame.width, 40), "the scale track has reached 2")
        host.advance(to: tapped + 2)
        #expect(Self.near(host.view("dot").globalFrame.midX - start, 70))
        host.advance(to: tapped + 3.5)
        #expect(Self.near(host.view("dot").globalFrame.midX - start, 40), "the end value stays")
        #expect(await host.settle() == 0, "nothing is left to play")
        #expect(Self.near(host.view("dot").globalFrame.midX - start, 40))
    }

    @Test("a change of the trigger while keyframes play starts them again from the value reached")
    func retriggerStartsFromTheCurrentValue() {
        let host = ViewHost(Jump(), canvasSize: CGSize(width: 400, height: 300))
        let start = host.view("dot").globalFrame.midX
        host.tap(on: "jump")
        host.advance(by: 0.5)
        #expect(Self.near(host.view("dot").globalFrame.midX - start, 50))
        host.tap(on: "jump")
        let again = host.clock.now, reached = host.view("dot").globalFrame.midX - start
        #expect(reached > 50 && reached < 60, "the first run went on while the finger was down: \(reached)")
        host.advance(to: again + 0.5)
        #expect(Self.near(host.view("dot").globalFrame.midX - start, reached + (100 - reached) / 2), "half-way from there to 100")
        host.advance(to: again + 3)
        #expect(Self.near(host.view("dot").globalFrame.midX - start, 40))
    }

    @Test("a trigger after the keyframes ended plays them again from their end value")
    func nextRunStartsFromTheEndValue() {
        let host = ViewHost(Jump(), canvasSize: CGSize(width: 400, height: 300))
        let start = host.view("dot").globalFrame.midX
        host.tap(on: "jump")
        host.advance(by: 4)
        host.tap(on: "jump")
        let again = host.clock.now
        host.advance(to: again + 0.5)
        #expect(Self.near(host.view("dot").globalFrame.midX - start, 70), "half-way from 40 to 100")
    }

    /// A dot sliding right in a loop while a toggle is on, keyframes written without a track.
    struct Slide: View {
        @State var on = true
        var body: some View {
            VStack {
                KeyframeAnimator(initialValue: 0.0, repeating: on) { x in
                    Color.red.frame(width: 20, height: 20).offset(x: x)
                } keyframes: { _ in
                    LinearKeyframe(100.0, duration: 1)
                    MoveKeyframe(0.0)
                }
                .accessibilityIdentifier("dot")
                Toggle("on", isOn: $on).accessibilityIdentifier("switch")
            }
        }
    }

    @Test("repeating keyframes loop while shown, each round from the last one's end, and stop at their start when turned off")
    func repeatingLoops() {
        let host = ViewHost(Slide(), canvasSize: CGSize(width: 400, height: 300))
        let start = host.view("dot").globalFrame.midX
        let shown = host.clock.now
        host.advance(to: shown + 0.5)
        #expect(Self.near(host.view("dot").globalFrame.midX - start, 50))
        host.advance(to: shown + 3.25)
        #expect(Self.near(host.view("dot").globalFrame.midX - start, 25), "the fourth round, a quarter through")
        host.tap(on: "switch")
        host.advance(by: 0.5)
        #expect(Self.near(host.view("dot").globalFrame.midX - start, 0), "not repeating: the value at the keyframes' start")
    }

    @Test("the animator's content closure sees the modified view and the value: a placeholder and the keyframes' value")
    func modifierContent() {
        struct Grow: View {
            @State private var taps = 0
            var body: some View {
                Text("hello")
                    .keyframeAnimator(initialValue: 1.0, trigger: taps) { content, scale in
                        content.scaleEffect(scale)
                    } keyframes: { _ in
                        CubicKeyframe(3.0, duration: 1)
                    }
                    .accessibilityIdentifier("text")
                    .onTapGesture { taps += 1 }
            }
        }
        let host = ViewHost(Grow(), canvasSize: CGSize(width: 300, height: 200))
        let width = host.view("text").globalFrame.width
        host.tap(on: "text")
        host.advance(by: 1.5)
        #expect(Self.near(host.view("text").globalFrame.width, width * 3))
    }
}

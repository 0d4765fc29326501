import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// State written under different animations before one update keeps each its own animation, as
/// SwiftUI gives every state write its transaction: the staggered spinner of
/// exyte/ActivityIndicatorView, where each item's `onAppear` animates with its own delay.
@MainActor
@Suite("Staggered animations in one update")
struct StaggeredAnimationTests {
    struct Dot: View {
        let id: String
        let delay: Double
        @State private var shown = false
        var body: some View {
            Color.blue.frame(width: 10, height: 10)
                .accessibilityIdentifier(id)
                .opacity(shown ? 1 : 0)
                .onAppear { withAnimation(.linear(duration: 1).delay(delay)) { shown = true } }
        }
    }

    struct Row: View {
        var body: some View {
            HStack {
                ForEach(0..<3, id: \.self) { index in Dot(id: "dot\(index)", delay: Double(index) * 0.3) }
            }
        }
    }

    static func near(_ value: Double?, _ expected: Double) -> Bool { abs((value ?? -1) - expected) < 0.01 }

    @Test("three onAppear actions animating with delays 0, 0.3 and 0.6 s each keep their own delay")
    func eachWriteKeepsItsAnimation() {
        let host = ViewHost(Row(), canvasSize: CGSize(width: 200, height: 100))
        let start = host.clock.now
        host.advance(to: start + 0.5)
        #expect(Self.near(host.view("dot0").opacity, 0.5))
        #expect(Self.near(host.view("dot1").opacity, 0.2))
        #expect(Self.near(host.view("dot2").opacity, 0))
        host.advance(to: start + 1.2)
        #expect(Self.near(host.view("dot0").opacity, 1))
        #expect(Self.near(host.view("dot1").opacity, 0.9))
        #expect(Self.near(host.view("dot2").opacity, 0.6))
    }

    @Test("a plain write and an animated one before one update animate together, as before: a withAnimation change is never lost")
    func plainAndAnimatedWritesShareTheAnimation() {
        let host = ViewHost(Pair(), canvasSize: CGSize(width: 200, height: 100))
        host.tap(on: "go")
        let tapped = host.clock.now
        host.advance(to: tapped + 0.5)
        #expect(Self.near(host.view("right").opacity, 0.5))
        #expect(Self.near(host.view("left").opacity, 0.5), "one update, one animation for both, as the recorder keeps")
    }

    @Test("set then animate: x = 0, then withAnimation { x = 1 } in one action animates from 0, not from the value shown before")
    func setThenAnimateStartsFromTheSetValue() {
        struct Pulse: View {
            @State private var level = 1.0
            var body: some View {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot").opacity(level)
                    .onTapGesture {
                        level = 0
                        withAnimation(.linear(duration: 1)) { level = 1 }
                    }
            }
        }
        let host = ViewHost(Pulse(), canvasSize: CGSize(width: 200, height: 100))
        #expect(Self.near(host.view("dot").opacity, 1))
        host.tap(on: "dot")
        let tapped = host.clock.now
        host.advance(to: tapped + 0.25)
        #expect(Self.near(host.view("dot").opacity, 0.25), "from 0 toward 1 over a second")
        host.advance(to: tapped + 1)
        #expect(Self.near(host.view("dot").opacity, 1))
    }
}

extension StaggeredAnimationTests {
    @Test("set then animate two states: the one written only in the animated block is not shown early, unanimated, with the set")
    func secondStateWaitsForItsOwnBatch() {
        struct Restart: View {
            @State private var scale = 1.0
            @State private var fade = 0.0
            var body: some View {
                HStack {
                    Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot")
                        .scaleEffect(scale).opacity(fade)
                    Button("go") {
                        scale = 0
                        withAnimation(.linear(duration: 1)) { scale = 1; fade = 1 }
                    }
                }
            }
        }
        let host = ViewHost(Restart(), canvasSize: CGSize(width: 200, height: 100))
        host.tap(on: "go")
        let tapped = host.clock.now
        host.advance(to: tapped + 0.25)
        #expect(Self.near(host.view("dot").opacity, 0.25), "fade animates from 0: it was not shown at 1 in the set's batch")
        #expect(Self.near(Double(host.view("dot").transform.a), 0.25), "scale animates from the set value 0")
    }
}

private struct Pair: View {
    @State private var left = false
    @State private var right = false
    var body: some View {
        HStack {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("left").opacity(left ? 1 : 0)
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("right").opacity(right ? 1 : 0)
            Button("go") {
                left = true
                withAnimation(.linear(duration: 1)) { right = true }
            }
        }
    }
}

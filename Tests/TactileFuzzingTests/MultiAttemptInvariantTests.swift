import Foundation
import PropertyBased
import Testing
import TactileFuzzing
import TactileTesting

/// Random multi-finger streams over four unrelated gesture views (docs/ARCHITECTURE.md,
/// "Attempts"): every invariant holds per attempt, and the same stream gives the same trace.
@MainActor
@Suite("Multi-attempt invariants over random multi-finger streams")
struct MultiAttemptInvariantTests {
    /// What the views report: the translations their drags ended with, by square.
    final class Drops {
        var total: [String: CGSize] = [:]
    }

    /// A square that follows its drag with `@GestureState` and keeps where it was dropped.
    struct Square: View {
        let name: String
        let drops: Drops
        @GestureState private var drag = CGSize.zero
        @State private var dropped = CGSize.zero
        var body: some View {
            Color.orange.frame(width: 150, height: 150)
                .accessibilityIdentifier(name)
                .offset(x: dropped.width + drag.width, y: dropped.height + drag.height)
                .gesture(
                    DragGesture()
                        .updating($drag) { value, state, _ in state = value.translation }
                        .onEnded { value in
                            dropped.width += value.translation.width
                            dropped.height += value.translation.height
                            drops.total[name, default: .zero].width += value.translation.width
                            drops.total[name, default: .zero].height += value.translation.height
                        }
                )
        }
    }

    /// A tap target and a long-press target with a pressing `@GestureState`.
    struct Presser: View {
        @GestureState private var pressing = false
        @State private var taps = 0
        var body: some View {
            Color.green.frame(width: 150, height: 150)
                .accessibilityIdentifier("presser")  // inside the scale: its frame is what is drawn
                .scaleEffect(pressing ? 0.9 : 1)
                .onTapGesture(count: 2) { taps += 2 }
                .gesture(LongPressGesture(minimumDuration: 0.3).updating($pressing) { value, state, _ in state = value })
        }
    }

    /// Four views in a 300×300 canvas, no gesture on any container.
    struct Board: View {
        let drops: Drops
        var body: some View {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Square(name: "a", drops: drops)
                    Square(name: "b", drops: drops)
                }
                HStack(spacing: 0) {
                    Presser()
                    Button("Press") {}.frame(width: 150, height: 150).accessibilityIdentifier("button")
                }
            }
        }
    }

    private static let canvas = CGSize(width: 300, height: 300)

    @Test("S-50 S-02 each gesture ends at most once in its attempt, and no callback follows a failure in its attempt")
    func perAttemptEndsAndFailures() async {
        await propertyCheck(count: 120, input: TouchStep.script) { script in
            let host = ViewHost(Board(drops: Drops()), canvasSize: Self.canvas)
            host.play(script)
            let invariants = AttemptInvariants(host.trace)
            #expect(invariants.endsAtMostOnce, "\(invariants.endsWithoutAnEnd)\n\(host.trace)")
            #expect(invariants.callbacksAfterFailure.isEmpty, "callbacks after a failure: \(invariants.callbacksAfterFailure)")
        }
    }

    @Test("S-71 every attempt's @GestureState resets: once all fingers lift, each square sits where its drops put it")
    func gestureStateResetsPerAttempt() async {
        await propertyCheck(count: 120, input: TouchStep.script) { script in
            let drops = Drops()
            let host = ViewHost(Board(drops: drops), canvasSize: Self.canvas)
            let rest = ["a": host.center(of: "a"), "b": host.center(of: "b")]
            host.play(script)
            #expect(host.touchesDown.isEmpty)
            for (name, start) in rest {
                let moved = drops.total[name] ?? .zero
                let center = host.center(of: name)
                #expect(abs(center.x - (start.x + moved.width)) < 0.001 && abs(center.y - (start.y + moved.height)) < 0.001,
                        "\(name) at \(center), expected \(start) moved by \(moved)\n\(host.trace)")
            }
            #expect(host.view("presser").globalFrame.width == 150, "the pressing @GestureState is back to false")
        }
    }

    @Test("Lesson 1: the same multi-finger stream gives the same trace, attempt numbers included")
    func deterministic() async {
        await propertyCheck(count: 60, input: TouchStep.script) { script in
            @MainActor func run() -> [String] {
                let host = ViewHost(Board(drops: Drops()), canvasSize: Self.canvas)
                host.play(script)
                return host.trace.entries.map(\.description)
            }
            #expect(run() == run())
        }
    }
}

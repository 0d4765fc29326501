import Foundation
import Testing
import TactileTesting
import TactileUI

/// A slide-to-unlock button as slide-button libraries build it (no-comment/SlideButton, which
/// type-checks since `ViewModifier.animation(_:)` and `accessibilityRepresentation` exist; this is
/// our own fixture in its style, not its code): an indicator dragged along a track by a
/// `DragGesture` whose `updating` clamps it, an `async` callback run from a `Task` when the drag
/// ends past the end, a title shimmering through an `AnimatableModifier` given its own animation,
/// and VoiceOver reading the control as a button. Its README: "swiped to unlock or perform an
/// action"; a shorter drag springs back.
@MainActor
@Suite("Scenario: slide to unlock")
struct SlideToUnlockScenarioTests {
    final class Log { var unlocks = 0 }

    struct Shimmer: AnimatableModifier {
        var phase: CGFloat
        var animatableData: CGFloat { get { phase } set { phase = newValue } }
        func body(content: Content) -> some View { content.opacity(0.5 + 0.5 * Double(abs(phase))) }
    }

    struct SlideToUnlock: View {
        let log: Log
        private enum Phase { case start, swiping, end }
        @State private var phase = Phase.start
        @State private var shimmer: CGFloat = 1
        @GestureState private var offset: CGFloat = 0
        private let indicator: CGFloat = 60

        var body: some View {
            GeometryReader { reading in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.blue.opacity(0.3))
                    Text(phase == .end ? "Unlocking" : "Slide to Unlock")
                        .frame(maxWidth: .infinity)
                        .modifier(Shimmer(phase: shimmer).animation(.linear(duration: 4).repeatForever(autoreverses: false)))
                        .onAppear { shimmer = -0.2 }
                    Circle().fill(Color.blue).frame(width: indicator, height: indicator)
                        .offset(x: phase == .end ? reading.size.width - indicator : offset)
                        .accessibilityIdentifier("indicator")
                        .gesture(DragGesture()
                            .updating($offset) { value, state, _ in
                                guard phase != .end else { return }
                                state = min(max(0, value.translation.width), reading.size.width - indicator)
                            }
                            .onEnded { value in
                                guard value.translation.width > reading.size.width - indicator else { return }
                                phase = .end
                                Task {
                                    await unlock()
                                    phase = .start
                                }
                            })
                }
            }
            .frame(height: indicator)
            .accessibilityRepresentation {
                Button("Slide to Unlock") {
                    Task { await unlock() }
                }
            }
        }

        private func unlock() async { log.unlocks += 1 }
    }

    @Test("a drag past the end runs the callback once and the button resets; a shorter drag springs back and runs nothing")
    func slideUnlocks() async {
        let log = Log()
        let host = ViewHost(SlideToUnlock(log: log).padding(), canvasSize: CGSize(width: 390, height: 200))
        let start = host.view(withIdentifier: "indicator")!.globalFrame
        host.drag(on: "indicator", by: CGSize(width: 150, height: 0))
        #expect(log.unlocks == 0)
        #expect(host.view(withIdentifier: "indicator")!.globalFrame.minX == start.minX, "back at the start: the gesture state resets")
        host.drag(on: "indicator", by: CGSize(width: 320, height: 0))
        #expect(host.view(withText: "Unlocking") != nil, "the indicator stays at the end while the callback runs")
        for _ in 0..<10 { await Task.yield() }
        host.advance(by: 0.1)
        #expect(log.unlocks == 1)
        #expect(host.view(withText: "Slide to Unlock") != nil)
    }

    @Test("VoiceOver reads it as a button, and the title's shimmer runs on its own animation")
    func readsAsButtonAndShimmers() {
        let host = ViewHost(SlideToUnlock(log: Log()).padding(), canvasSize: CGSize(width: 390, height: 200))
        #expect(host.accessibilityTranscript == ["Slide to Unlock, Button"])
        let first = host.view(withText: "Slide to Unlock")!.opacity
        host.advance(by: 2)
        let later = host.view(withText: "Slide to Unlock")!.opacity
        #expect(first == 1, "phase 1 at first")
        // Tactile evaluates an AnimatableModifier's body with the target data at once and animates
        // what it applies (docs/COMPATIBILITY.md, `AnimatableModifier`): the opacity runs from 1 to
        // 0.5 + 0.5 × |−0.2| = 0.6, linearly over 4 s, so 0.8 at 2 s.
        #expect(abs(later - 0.8) < 0.02, "half of a linear 4-s run from 1 to 0.6, was \(later)")
    }
}

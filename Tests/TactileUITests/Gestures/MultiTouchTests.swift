import Foundation
import Testing
import TactileTesting

/// Several fingers on several views at once (docs/ARCHITECTURE.md, "Attempts").
@MainActor
@Suite("Multi-touch: independent attempts on unrelated views")
struct MultiTouchTests {
    /// A square that follows its drag with `@GestureState` and keeps where it was dropped.
    struct DraggableSquare: View {
        let name: String
        let log: Log
        var minimumDistance: CGFloat = 0
        @GestureState private var drag = CGSize.zero
        @State private var dropped = CGSize.zero

        var body: some View {
            Color.blue
                .frame(width: 100, height: 100)
                .accessibilityIdentifier(name)  // inside the offset: its frame is where the square is drawn
                .offset(x: dropped.width + drag.width, y: dropped.height + drag.height)
                .gesture(
                    DragGesture(minimumDistance: minimumDistance)
                        .updating($drag) { value, state, _ in state = value.translation }
                        .onChanged { _ in log("\(name) changed") }
                        .onEnded { value in
                            log("\(name) ended \(Int(value.translation.width)),\(Int(value.translation.height))")
                            dropped.width += value.translation.width
                            dropped.height += value.translation.height
                        }
                )
        }
    }

    /// Two squares side by side, no gesture on their container.
    struct TwoSquares: View {
        let log: Log
        var body: some View {
            HStack(spacing: 60) {
                DraggableSquare(name: "left", log: log)
                DraggableSquare(name: "right", log: log)
            }
        }
    }

    /// Moves two fingers in interleaved steps of one display frame.
    private func dragTogether(_ host: ViewHost<some View>, _ first: (TouchID, CGPoint, CGSize),
                              _ second: (TouchID, CGPoint, CGSize), steps: Int = 10) {
        host.touchDown(first.0, at: first.1)
        host.touchDown(second.0, at: second.1)
        for step in 1...steps {
            host.advance(by: 1.0 / 60)
            let t = CGFloat(step) / CGFloat(steps)
            host.move(first.0, to: CGPoint(x: first.1.x + first.2.width * t, y: first.1.y + first.2.height * t))
            host.move(second.0, to: CGPoint(x: second.1.x + second.2.width * t, y: second.1.y + second.2.height * t))
        }
        host.touchUp(first.0)
        host.touchUp(second.0)
    }

    @Test("S-60 S-66 two fingers drag two views at once, each with its own translation")
    func twoFingersDragTwoViews() {
        let log = Log()
        let host = ViewHost(TwoSquares(log: log))
        let left = host.center(of: "left"), right = host.center(of: "right")
        dragTogether(host, (0, left, CGSize(width: 30, height: 0)), (1, right, CGSize(width: 0, height: 50)))
        #expect(log.entries.filter { $0 == "left changed" }.count == 11)
        #expect(log.entries.filter { $0 == "right changed" }.count == 11)
        #expect(log.entries.contains("left ended 30,0"))
        #expect(log.entries.contains("right ended 0,50"))
        #expect(host.center(of: "left") == CGPoint(x: left.x + 30, y: left.y))
        #expect(host.center(of: "right") == CGPoint(x: right.x, y: right.y + 50))
    }

    @Test("Every trace entry names its attempt: the left drag is #1, the right drag #2")
    func traceNamesAttempts() {
        let log = Log()
        let host = ViewHost(TwoSquares(log: log))
        dragTogether(host, (0, host.center(of: "left"), CGSize(width: 30, height: 0)),
                     (1, host.center(of: "right"), CGSize(width: 0, height: 50)))
        let attempts = Set(host.trace.entries.compactMap(\.attempt))
        #expect(attempts == [GestureAttemptNumber(1), GestureAttemptNumber(2)])
        let ends = host.trace.callbacks.filter { if case .callback("onEnded") = $0.kind { true } else { false } }
        #expect(ends.map(\.attempt) == [GestureAttemptNumber(1), GestureAttemptNumber(2)], "\(host.trace)")
        #expect(host.trace.description.contains("#2  "))
    }

    /// A dragged square beside a button.
    struct SquareAndButton: View {
        let log: Log
        var body: some View {
            VStack(spacing: 40) {
                DraggableSquare(name: "square", log: log)
                Button("Fire") { log("button") }.accessibilityIdentifier("button")
            }
        }
    }

    @Test("S-65 a second finger taps a button while the first drags elsewhere: the button fires, the drag goes on")
    func tapAButtonWhileDragging() {
        let log = Log()
        let host = ViewHost(SquareAndButton(log: log))
        let square = host.center(of: "square")
        // Finger 0 moves 4 pt to the right per display frame.
        func dragFrames(_ steps: ClosedRange<Int>) {
            for step in steps {
                host.advance(by: 1.0 / 60)
                host.move(0, to: CGPoint(x: square.x + CGFloat(step) * 4, y: square.y))
            }
        }
        host.touchDown(0, at: square)
        dragFrames(1...5)
        host.tap(at: host.center(of: "button"), id: 1)
        #expect(log.entries.last == "button")
        dragFrames(6...10)
        #expect(log.entries.last == "square changed", "the drag still reports after the tap")
        host.touchUp(0)
        #expect(log.entries.last == "square ended 40,0")
        #expect(log.entries.filter { $0 == "button" }.count == 1)
    }

    @Test("S-02 a second finger on the same dragged view still fails the drag: no onEnded, @GestureState resets")
    func secondFingerOnTheSameViewFailsTheDrag() {
        let log = Log()
        let host = ViewHost(TwoSquares(log: log))
        let left = host.center(of: "left")
        host.touchDown(0, at: left)
        host.advance(by: 1.0 / 60)
        host.move(0, to: CGPoint(x: left.x + 20, y: left.y))
        #expect(host.center(of: "left") == CGPoint(x: left.x + 20, y: left.y))
        host.touchDown(1, at: CGPoint(x: left.x - 20, y: left.y + 20))
        #expect(host.center(of: "left") == left, "the @GestureState offset reset with the failure")
        host.advance(by: 1.0 / 60)
        host.move(0, to: CGPoint(x: left.x + 40, y: left.y))
        host.touchUp(0)
        host.touchUp(1)
        #expect(!log.entries.contains { $0.hasPrefix("left ended") }, "\(log.entries)")
        #expect(host.center(of: "left") == left)
    }

    /// Two draggable children inside a container that pinches.
    struct PinchingContainer: View {
        let log: Log
        var body: some View {
            ZStack {
                Color.gray
                HStack(spacing: 60) {
                    DraggableSquare(name: "left", log: log, minimumDistance: 10)
                    DraggableSquare(name: "right", log: log, minimumDistance: 10)
                }
            }
            .accessibilityIdentifier("container")
            .gesture(
                MagnifyGesture()
                    .onChanged { _ in log("magnify changed") }
                    .onEnded { value in log("magnify ended \(String(format: "%.2f", Double(value.magnification)))") }
            )
        }
    }

    @Test("S-02 S-60 a container's MagnifyGesture and two children's drags: both fingers join the container's attempt, the magnify wins")
    func containerMagnifyOverTwoChildDrags() {
        let log = Log()
        let host = ViewHost(PinchingContainer(log: log))
        let left = host.center(of: "left"), right = host.center(of: "right")
        // Spread the two fingers apart: each moves 40 pt outwards, 160 pt apart → 240 pt apart.
        dragTogether(host, (0, left, CGSize(width: -40, height: 0)), (1, right, CGSize(width: 40, height: 0)))
        #expect(log.entries.last == "magnify ended 1.50", "\(log.entries)")
        #expect(log.entries.contains("magnify changed"))
        #expect(!log.entries.contains { $0.hasPrefix("right") }, "the second child's drag is not in the attempt: \(log.entries)")
        #expect(!log.entries.contains { $0.hasPrefix("left ended") }, "the first child's drag failed on the second finger")
        #expect(Set(host.trace.entries.compactMap(\.attempt)) == [GestureAttemptNumber(1)], "one attempt")
        #expect(host.center(of: "left") == left)
        #expect(host.center(of: "right") == right)
    }

    @Test("S-60 inside the pinching container one finger still drags a child (children win)")
    func oneFingerInTheContainerDragsTheChild() {
        let log = Log()
        let host = ViewHost(PinchingContainer(log: log))
        let left = host.center(of: "left")
        host.drag(from: left, to: CGPoint(x: left.x + 25, y: left.y))
        #expect(log.entries.last == "left ended 25,0", "\(log.entries)")
        #expect(!log.entries.contains { $0.hasPrefix("magnify") })
    }

    /// A square that a button removes, beside one that stays.
    struct RemovableSquare: View {
        let log: Log
        @State private var showsFirst = true
        var body: some View {
            VStack(spacing: 30) {
                HStack(spacing: 60) {
                    if showsFirst { DraggableSquare(name: "first", log: log) } else { Color.clear.frame(width: 100, height: 100) }
                    DraggableSquare(name: "second", log: log)
                }
                Button("Remove") { showsFirst = false }.accessibilityIdentifier("remove")
            }
        }
    }

    @Test("S-71 removing the view of one attempt cancels only that attempt; the other drag goes on and ends")
    func cancellingOneAttemptLeavesTheOthers() {
        let log = Log()
        let host = ViewHost(RemovableSquare(log: log))
        let first = host.center(of: "first"), second = host.center(of: "second")
        host.touchDown(0, at: first)
        host.touchDown(1, at: second)
        host.advance(by: 1.0 / 60)
        host.move(0, to: CGPoint(x: first.x + 10, y: first.y))
        host.move(1, to: CGPoint(x: second.x, y: second.y + 10))
        host.tap(at: host.center(of: "remove"), id: 2)
        #expect(host.view(withIdentifier: "first") == nil)
        #expect(host.trace.description.contains("removed: attempt cancelled"))
        host.advance(by: 1.0 / 60)
        host.move(0, to: CGPoint(x: first.x + 20, y: first.y))
        host.move(1, to: CGPoint(x: second.x, y: second.y + 20))
        host.touchUp(0)
        host.touchUp(1)
        #expect(!log.entries.contains { $0.hasPrefix("first ended") }, "\(log.entries)")
        #expect(log.entries.last == "second ended 0,20", "\(log.entries)")
    }

    @Test("Lesson 1: the same two-finger stream gives the same trace, attempts and all")
    func twoAttemptsAreDeterministic() {
        func run() -> String {
            let host = ViewHost(TwoSquares(log: Log()))
            dragTogether(host, (0, host.center(of: "left"), CGSize(width: 30, height: 10)),
                         (1, host.center(of: "right"), CGSize(width: -10, height: 50)))
            return host.trace.description
        }
        #expect(run() == run())
    }
}

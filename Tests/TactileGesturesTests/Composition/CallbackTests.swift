import Testing
import TactileTesting

private let here = CGPoint(x: 100, y: 100)

@Suite("Callbacks: onChanged, onEnded, updating, map")
struct CallbackTests {
    @Test("S-50 onEnded fires on end only, never on failure or cancellation")
    func onEndedOnlyOnEnd() {
        var ended = 0
        let driver = GestureDriver(DragGesture().onEnded { _ in ended += 1 })
        driver.drag(from: here, to: CGPoint(x: 104, y: 100))  // under 10 pt: fails
        #expect(ended == 0)
        driver.drag(from: here, to: CGPoint(x: 200, y: 100), lift: false)
        driver.cancelTouch()
        #expect(ended == 0)
        driver.drag(from: here, to: CGPoint(x: 200, y: 100), lift: false)
        driver.cancelAttempt()
        #expect(ended == 0)
        driver.touchUp()
        driver.drag(from: here, to: CGPoint(x: 200, y: 100))
        #expect(ended == 1)
    }

    @Test("S-51 onChanged fires only on active updates whose value differs from the last one delivered")
    func onChangedDeduplicates() {
        var changes: [CGFloat] = []
        let driver = GestureDriver(DragGesture().map { $0.translation.width }.onChanged { changes.append($0) })
        driver.touchDown(at: here)
        driver.advance(by: 0.1)
        driver.move(to: CGPoint(x: 120, y: 100))
        driver.advance(by: 0.1)
        driver.move(to: CGPoint(x: 120, y: 100))  // same translation: not delivered again
        driver.advance(by: 0.1)
        driver.move(to: CGPoint(x: 130, y: 100))
        driver.touchUp()
        #expect(changes == [20, 30])
    }

    @Test("S-51 onChanged runs in a transaction with animations disabled")
    func onChangedDisablesAnimations() {
        var seen: [Bool] = []
        let driver = GestureDriver(DragGesture().onChanged { _ in
            seen.append(Transaction.current?.disablesAnimations ?? false)
        })
        driver.drag(from: here, to: CGPoint(x: 200, y: 100))
        #expect(!seen.isEmpty)
        #expect(seen.allSatisfy { $0 })
    }

    @Test("S-52 updating runs on each active update (not possible, not ended) with tracksVelocity")
    func updatingRunsOnActiveUpdates() {
        @GestureState var offset = CGSize.zero
        var calls: [(CGFloat, Bool)] = []
        let driver = GestureDriver(DragGesture().updating($offset) { value, state, transaction in
            state = value.translation
            calls.append((value.translation.width, transaction.tracksVelocity))
        })
        driver.touchDown(at: here)
        driver.advance(by: 0.05)
        driver.move(to: CGPoint(x: 105, y: 100))  // still possible
        #expect(calls.isEmpty)
        driver.advance(by: 0.05)
        driver.move(to: CGPoint(x: 130, y: 100))
        #expect(offset == CGSize(width: 30, height: 0))
        driver.advance(by: 0.05)
        driver.move(to: CGPoint(x: 150, y: 100))
        #expect(offset == CGSize(width: 50, height: 0))
        driver.touchUp()
        #expect(calls.map(\.0) == [30, 50])
        #expect(calls.allSatisfy { $0.1 })
        #expect(offset == .zero)
    }

    @Test("S-53 map transforms the value in every phase")
    func mapTransformsEveryPhase() {
        var ended: [String] = []
        let driver = GestureDriver(LongPressGesture(minimumDuration: 0.2).map { $0 ? "yes" : "no" }.onEnded { ended.append($0) })
        driver.touchDown(at: here)
        #expect(driver.phase?.value == "yes")
        driver.advance(by: 0.2)
        #expect(driver.phase == .ended("yes"))
        #expect(ended == ["yes"])
    }

    @Test("S-53 callbacks run in order: innermost first, after the pass")
    func callbackOrder() {
        var log: [String] = []
        @GestureState var pressing = false
        let driver = GestureDriver(
            LongPressGesture(minimumDuration: 0.3)
                .updating($pressing) { value, state, _ in state = value; log.append("updating \(value)") }
                .onChanged { log.append("changed \($0)") }
                .onEnded { log.append("ended \($0)") })
        driver.touchDown(at: here)
        driver.advance(by: 0.3)
        #expect(log == ["updating true", "changed true", "ended true"])
        #expect(pressing == false)
    }

    @Test("S-63 onPressingChanged(true) is an active-phase callback: it runs before ends queued earlier in the same pass")
    func pressingBeganRunsInTheActiveRound() {
        var log: [String] = []
        let other = LongPressGesture(minimumDuration: 0).onEnded { _ in log.append("other onEnded") }
        let press = PressActionsGesture(LongPressGesture(minimumDuration: 0), perform: { log.append("perform") },
                                        onPressingChanged: { log.append("pressing \($0)") })
        let driver = GestureDriver(other.simultaneously(with: press))
        driver.touchDown(at: here)  // both long presses start and succeed in this one pass
        #expect(log == ["pressing true", "other onEnded", "pressing false", "perform"])
    }
}

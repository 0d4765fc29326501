import Testing
import TactileTesting

private let here = CGPoint(x: 50, y: 50)

/// A custom gesture, as users write them: `var body: some Gesture`, composed to some depth.
private struct SwipeGesture: Gesture {
    enum Direction: Equatable { case left, right, up, down }
    let onSwipe: (Direction) -> Void
    var body: some Gesture {
        DragGesture(minimumDistance: 50).onEnded { value in
            let h = value.translation.width, v = value.translation.height
            if abs(h) > abs(v) { onSwipe(h > 0 ? .right : .left) } else { onSwipe(v > 0 ? .down : .up) }
        }
    }
}

private struct DoubleOrSwipe: Gesture {
    let onSwipe: (SwipeGesture.Direction) -> Void
    let onDouble: () -> Void
    var body: some Gesture {
        TapGesture(count: 2).onEnded(onDouble).exclusively(before: SwipeGesture(onSwipe: onSwipe))
    }
}

@Suite("Optional, AnyGesture and custom gestures")
struct OptionalAndAnyGestureTests {
    @Test("S-57 a nil gesture always fails and runs nothing")
    func nilGestureFails() {
        var done = 0
        let press: _EndedGesture<LongPressGesture>? = nil
        let driver = GestureDriver(press)
        driver.longPress(at: here, duration: 1)
        #expect(driver.phase?.kind == .failed)
        #expect(done == 0)
        let some: _EndedGesture<LongPressGesture>? = LongPressGesture().onEnded { _ in done += 1 }
        let other = GestureDriver(some)
        other.longPress(at: here, duration: 1)
        #expect(done == 1)
    }

    @Test("S-57 gesture(flag ? g : nil) switches recognition off")
    func conditionalGesture() {
        var count = 0
        var doneCounting = false
        func make() -> _EndedGesture<TapGesture>? { doneCounting ? nil : TapGesture().onEnded { count += 1 } }
        GestureDriver(make()).tap(at: here)
        doneCounting = true
        GestureDriver(make()).tap(at: here)
        #expect(count == 1)
    }

    @Test("S-58 AnyGesture recognizes what it wraps")
    func anyGestureErases() {
        var taps = 0
        let erased = AnyGesture(TapGesture(count: 2).onEnded { taps += 1 })
        let driver = GestureDriver(erased)
        driver.tap(count: 2, at: here)
        #expect(taps == 1)
        #expect(driver.phase?.kind == .ended)
    }

    @Test("S-58 custom gestures with var body: some Gesture compose to any depth")
    func customGestures() {
        var swipes: [SwipeGesture.Direction] = []
        var doubles = 0
        let driver = GestureDriver(DoubleOrSwipe(onSwipe: { swipes.append($0) }, onDouble: { doubles += 1 }))
        driver.drag(from: here, to: CGPoint(x: 150, y: 60))
        driver.drag(from: here, to: CGPoint(x: 40, y: -100))
        driver.tap(count: 2, at: here)
        #expect(swipes == [.right, .up])
        #expect(doubles == 1)
    }
}

import Testing
import TactileTesting

private let center = CGPoint(x: 200, y: 200)

@Suite("S-54 simultaneously(with:)")
struct SimultaneousGestureTests {
    @Test("S-54 both children get every event; magnify and rotate run together")
    func magnifyAndRotateTogether() {
        var scales: [CGFloat] = []
        var angles: [Double] = []
        let magnify = MagnifyGesture().onChanged { scales.append($0.magnification) }
        let rotate = RotateGesture().onChanged { angles.append($0.rotation.degrees) }
        let driver = GestureDriver(magnify.simultaneously(with: rotate))
        driver.pinch(center: center, from: 100, to: 150)
        driver.rotate(center: center, radius: 50, by: .degrees(45))
        #expect(abs((scales.last ?? 0) - 1.5) < 0.01)
        #expect(abs((angles.last ?? 0) - 45) < 0.5)
    }

    @Test("S-54 value carries each child's latest value; active if either is active")
    func valueAndActivity() {
        var values: [SimultaneousGesture<LongPressGesture, DragGesture>.Value] = []
        let driver = GestureDriver(LongPressGesture(minimumDuration: 5).simultaneously(with: DragGesture()).onChanged { values.append($0) })
        driver.touchDown(at: center)
        #expect(driver.phase?.kind == .active)
        #expect(values.last?.first == true)
        #expect(values.last?.second == nil)
        driver.advance(by: 0.1)
        driver.move(to: CGPoint(x: 220, y: 200))  // the press fails (moved 20 pt); the drag is active
        #expect(driver.phase?.kind == .active)
        #expect(values.last?.second?.translation == CGSize(width: 20, height: 0))
    }

    @Test("S-54 ends only when both are terminal and at least one ended")
    func endsWhenBothTerminal() {
        var ended: [SimultaneousGesture<TapGesture, LongPressGesture>.Value] = []
        let driver = GestureDriver(TapGesture().simultaneously(with: LongPressGesture(minimumDuration: 1)).onEnded { ended.append($0) })
        driver.tap(at: center)  // the tap ends, the long press fails at the lift
        #expect(driver.phase?.kind == .ended)
        #expect(ended.count == 1)
        #expect(ended.first?.first != nil)
        #expect(ended.first?.second == nil)
    }

    @Test("S-54 fails only if both fail")
    func failsWhenBothFail() {
        var ended = 0
        let driver = GestureDriver(TapGesture().simultaneously(with: DragGesture()).onEnded { _ in ended += 1 })
        driver.touchDown(at: center)
        driver.advance(by: 1)  // the tap is held too long: fails; the drag is still possible
        #expect(driver.phase?.kind == .possible)
        driver.touchUp()  // the drag never moved: fails
        #expect(driver.phase?.kind == .failed)
        #expect(ended == 0)
    }

    @Test("S-54 a combination's onChanged and updating see each child's latest value on every event, as children join and leave")
    func valuesSeenOnEveryEvent() {
        // Fields of different sizes and alignments (String?, Int?, Bool?) in a nested combination:
        // the node refreshes its value in place while its shape holds and builds it anew when a
        // child starts or stops having a value; both must give exactly the children's values.
        @GestureState var latest = ""
        var changed: [String] = []
        var updated: [String] = []
        func describe(_ value: SimultaneousGesture<SimultaneousGesture<_MapGesture<DragGesture, String>, _MapGesture<DragGesture, Int>>, _MapGesture<DragGesture, Bool>>.Value) -> String {
            let inner = value.first.map { "\($0.first ?? "-") \($0.second.map(String.init) ?? "-")" } ?? "- -"
            return "\(inner) \(value.second.map(String.init) ?? "-")"
        }
        let near = DragGesture(minimumDistance: 0).map { "x\(Int($0.translation.width))" }
        let far = DragGesture(minimumDistance: 30).map { Int($0.translation.width) }
        let farther = DragGesture(minimumDistance: 45).map { $0.translation.width > 0 }
        let combined = near.simultaneously(with: far).simultaneously(with: farther)
        let driver = GestureDriver(combined
            .updating($latest) { value, state, _ in state = describe(value); updated.append(state) }
            .onChanged { changed.append(describe($0)) })
        driver.touchDown(at: center)
        for step in 1...5 {
            driver.move(to: CGPoint(x: center.x + CGFloat(step * 10), y: center.y))
        }
        driver.touchUp()
        let expected = [
            "x0 - -",       // touch-down: only the near drag is active (built anew)
            "x10 - -",      // refreshed in place
            "x20 - -",
            "x30 30 -",     // the far drag starts: the inner value changes shape (built anew)
            "x40 40 -",     // in place again
            "x50 50 true",  // the farther drag starts: the outer value changes shape
        ]
        #expect(changed == expected)
        #expect(updated == expected)
        #expect(latest == "")
    }
}

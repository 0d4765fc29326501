import Testing
import TactileTesting

private let here = CGPoint(x: 100, y: 100)

@Suite("S-56 sequenced(before:)")
struct SequenceGestureTests {
    typealias PressThenDrag = SequenceGesture<LongPressGesture, DragGesture>

    @Test("S-56 reports .second(true, nil) right after the press succeeds")
    func secondNilRightAfterPress() {
        var changes: [PressThenDrag.Value] = []
        let driver = GestureDriver(LongPressGesture().sequenced(before: DragGesture()).onChanged { changes.append($0) })
        driver.touchDown(at: here)
        #expect(changes == [.first(true)])
        driver.advance(by: 0.5)
        #expect(changes == [.first(true), .second(true, nil)])
    }

    @Test("S-56 the drag continues with the touch that began during the press")
    func dragAdoptsTheTouch() {
        var ended: [CGSize] = []
        let driver = GestureDriver(LongPressGesture(minimumDuration: 1).sequenced(before: DragGesture()).onEnded { value in
            guard case .second(true, let drag?) = value else { return }
            ended.append(drag.translation)
        })
        driver.touchDown(at: here)
        driver.advance(by: 1)
        driver.advance(by: 0.1)
        driver.move(to: CGPoint(x: 100, y: 150))
        driver.advance(by: 0.1)
        driver.move(to: CGPoint(x: 100, y: 180))
        driver.touchUp()
        #expect(ended == [CGSize(width: 0, height: 80)])
    }

    @Test("S-56 the second gets no events before the first ends: a quick drag does nothing")
    func noEventsBeforeFirstEnds() {
        var changes: [PressThenDrag.Value] = []
        let driver = GestureDriver(LongPressGesture(minimumDuration: 1).sequenced(before: DragGesture()).onChanged { changes.append($0) })
        driver.drag(from: here, to: CGPoint(x: 200, y: 100))  // the press fails on the move
        #expect(changes == [.first(true)])
        #expect(driver.phase?.kind == .failed)
    }

    @Test("S-56 fails if the second fails, ends when the second ends")
    func failsWithSecond() {
        var ended = 0
        let driver = GestureDriver(LongPressGesture(minimumDuration: 0.2).sequenced(before: DragGesture()).onEnded { _ in ended += 1 })
        driver.longPress(at: here, duration: 0.5)  // press succeeds, the drag never moves: fails at the lift
        #expect(driver.phase?.kind == .failed)
        #expect(ended == 0)
    }

    @Test("S-56 @GestureState through a sequence: pressing, then dragging, then back to inactive")
    func gestureStateThroughSequence() {
        enum DragState: Equatable { case inactive, pressing, dragging(CGSize) }
        @GestureState var state = DragState.inactive
        var seen: [DragState] = []
        let driver = GestureDriver(LongPressGesture(minimumDuration: 1).sequenced(before: DragGesture())
            .updating($state) { value, state, _ in
                switch value {
                case .first(true): state = .pressing
                case .second(true, let drag): state = .dragging(drag?.translation ?? .zero)
                default: break
                }
                seen.append(state)
            })
        driver.touchDown(at: here)
        #expect(state == .pressing)
        driver.advance(by: 1)
        #expect(state == .dragging(.zero))
        driver.advance(by: 0.1)
        driver.move(to: CGPoint(x: 130, y: 100))
        #expect(state == .dragging(CGSize(width: 30, height: 0)))
        driver.touchUp()
        #expect(state == .inactive)
        #expect(seen == [.pressing, .dragging(.zero), .dragging(CGSize(width: 30, height: 0))])
    }
}

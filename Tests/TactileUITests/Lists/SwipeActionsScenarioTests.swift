import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// `swipeActions` on List rows through the whole stack (ViewHost touches): iOS's swipe-to-reveal
/// (`UIContextualAction` in a `UITableView`), with the direction decided as the list's own pan
/// decides it (S-90's claim: the first side recognized wins).
@MainActor
@Suite("List swipeActions: reveal, run, full swipe, close; vertical drags scroll (S-90, iOS)")
struct SwipeActionsScenarioTests {
    /// Row 3's resting frame and a point on its blank right part (inside the row, off the label).
    private func row3(_ host: ViewHost<SwipeList>) -> (label: CGRect, point: CGPoint) {
        let label = host.view("row-3").globalFrame
        return (label, CGPoint(x: 300, y: label.midY))
    }

    private let actionsWidth = 2 * ListDefaults.swipeActionWidth

    @Test("a leftward drag moves the row with the finger and reveals its actions; it stays open past half; a tap on an action runs it and closes the row")
    func revealAndTap() {
        let events = ListEvents()
        let host = listHost(SwipeList(events: events))
        let (label, start) = row3(host)
        host.touchDown(at: start)
        host.advance(by: 1.0 / 60)
        host.move(to: CGPoint(x: start.x - 20, y: start.y))
        host.advance(by: 1.0 / 60)
        host.move(to: CGPoint(x: start.x - 60, y: start.y))
        // The pan began at the first move (past the 10-point slop) without a jump: 60 − 20.
        #expect(abs(host.rowShift(3, restingX: label.minX) + 40) < 0.001, "the row follows the finger")
        for step in 1...50 {
            host.advance(by: 1.0 / 60)
            host.move(to: CGPoint(x: start.x - 60 - CGFloat(step), y: start.y))
        }
        // Held still, then lifted: no velocity; 90 points is past half of the actions' 148.
        host.advance(by: 0.5)
        host.move(to: CGPoint(x: start.x - 110, y: start.y))
        host.advance(by: 1.0 / 60)
        host.touchUp(at: CGPoint(x: start.x - 110, y: start.y))
        host.advance(by: 1)
        #expect(abs(host.rowShift(3, restingX: label.minX) + actionsWidth) < 0.5, "open: moved by the actions' width")
        let delete = host.view("delete-3").globalFrame
        let flag = host.view("flag-3").globalFrame
        #expect(delete.minX > flag.minX, "the first action is outermost (trailing edge)")
        #expect(abs(delete.width - ListDefaults.swipeActionWidth) < 0.5)
        let red = host.drawnViews.contains { $0.fillColor?.resolved == SystemColorPalette.red && $0.globalFrame.intersects(delete) }
        let orange = host.drawnViews.contains { $0.fillColor?.resolved == SystemColorPalette.orange && $0.globalFrame.intersects(flag) }
        #expect(red, "Button(role: .destructive) is drawn red")
        #expect(orange, "tint(.orange) colours its action")
        #expect(events.log.isEmpty, "revealing runs nothing")
        host.tap(on: "flag-3")
        #expect(events.log == ["flag 3"], "the tapped action runs")
        host.advance(by: 1)
        #expect(abs(host.rowShift(3, restingX: label.minX)) < 0.5, "and the row closes")
    }

    @Test("a vertical drag on a row scrolls the list and does not reveal its actions")
    func verticalDragScrolls() {
        let events = ListEvents()
        let host = listHost(SwipeList(events: events))
        let (label, start) = row3(host)
        let top = host.view("row-6").globalFrame.minY
        host.slide(from: start, dx: -6, dy: -150, frames: 20)
        #expect(host.view("row-6").globalFrame.minY < top - 100, "the list scrolled with the finger")
        #expect(abs(host.rowShift(3, restingX: label.minX)) < 0.001, "the row did not move sideways")
        host.advance(by: 3)
        // Row 3 has scrolled out of the lazy list by now; every row rests where row 3 did.
        #expect(abs(host.rowShift(10, restingX: label.minX)) < 0.001)
        #expect(events.log.isEmpty, "no button or action ran")
    }

    @Test("a full swipe past 60 % of the row performs the first action (allowsFullSwipe)")
    func fullSwipe() {
        let events = ListEvents()
        let host = listHost(SwipeList(events: events))
        let (label, start) = row3(host)
        host.slide(from: start, dx: -280, frames: 60)
        #expect(events.log == ["delete 3"], "the first trailing action ran")
        host.advance(by: 1)
        #expect(abs(host.rowShift(3, restingX: label.minX)) < 0.5, "the row closed after it")
    }

    @Test("without allowsFullSwipe the same drag only opens the row")
    func noFullSwipe() {
        let events = ListEvents()
        let host = listHost(SwipeList(events: events, allowsFullSwipe: false))
        let (label, start) = row3(host)
        host.slide(from: start, dx: -280, frames: 60)
        #expect(events.log.isEmpty)
        host.advance(by: 1)
        #expect(abs(host.rowShift(3, restingX: label.minX) + actionsWidth) < 0.5)
    }

    @Test("a short fast flick opens the row; a short slow drag closes it again")
    func flickOpensSlowCloses() {
        let events = ListEvents()
        let host = listHost(SwipeList(events: events))
        let (label, start) = row3(host)
        host.slide(from: start, dx: -45, frames: 3)
        host.advance(by: 1)
        #expect(abs(host.rowShift(3, restingX: label.minX) + actionsWidth) < 0.5, "a flick opens")
        let slow = ListEvents()
        let other = listHost(SwipeList(events: slow))
        other.slide(from: start, dx: -45, frames: 90)
        other.advance(by: 1)
        #expect(abs(other.rowShift(3, restingX: label.minX)) < 0.5, "35 points slowly is short of half of 148: it closes")
    }

    @Test("a tap elsewhere closes the open row and does not press what it lands on")
    func tapElsewhereCloses() {
        let events = ListEvents()
        let host = listHost(SwipeList(events: events))
        let (label, start) = row3(host)
        host.slide(from: start, dx: -45, frames: 3)
        host.advance(by: 1)
        host.tap(on: "row-6")
        #expect(events.log.isEmpty, "the tap only closed the open row")
        host.advance(by: 1)
        #expect(abs(host.rowShift(3, restingX: label.minX)) < 0.5)
        host.tap(on: "row-6")
        #expect(events.log == ["tap 6"], "with no row open the row's button works")
    }

    @Test("a scroll closes the open row; the closer and the scroll pan each end once")
    func scrollCloses() {
        let events = ListEvents()
        let host = listHost(SwipeList(events: events))
        let (label, start) = row3(host)
        host.slide(from: start, dx: -45, frames: 3)
        host.advance(by: 1)
        let top = host.view("row-6").globalFrame.minY
        host.slide(from: CGPoint(x: 200, y: 400), dx: 0, dy: -60, frames: 20)
        host.advance(by: 3)
        #expect(host.view("row-6").globalFrame.minY < top - 50, "the list scrolled")
        let shifted = host.view("row-3").globalFrame.minX - label.minX
        #expect(abs(shifted) < 0.5, "and row 3 closed")
        // The closer runs beside the scroll pan: both end, once each (S-50 is per gesture).
        let invariants = AttemptInvariants(host.trace)
        #expect(invariants.endsAtMostOnce, "\(invariants.endsWithoutAnEnd)")
        #expect(invariants.ends[GestureAttemptNumber(2)] == ["List swipe closer": 1, "ScrollView pan": 1])
    }

    @Test("a rightward drag reveals the leading actions; a tap on one runs it")
    func leadingEdge() {
        let events = ListEvents()
        let host = listHost(SwipeList(events: events))
        let (label, start) = row3(host)
        host.slide(from: CGPoint(x: 60, y: start.y), dx: 45, frames: 3)
        host.advance(by: 1)
        #expect(abs(host.rowShift(3, restingX: label.minX) - ListDefaults.swipeActionWidth) < 0.5, "open by one action")
        let pin = host.view("pin-3").globalFrame
        #expect(pin.minX < label.minX, "on the leading side")
        #expect(host.drawnViews.contains { $0.fillColor?.resolved == SystemColorPalette.yellow && $0.globalFrame.intersects(pin) })
        host.tap(on: "pin-3")
        #expect(events.log == ["pin 3"])
    }

    @Test("a tap on a closed row presses its button; the same stream gives the same offsets")
    func tapAndDeterminism() {
        let events = ListEvents()
        let host = listHost(SwipeList(events: events))
        host.tap(on: "row-2")
        #expect(events.log == ["tap 2"])
        func run() -> [CGFloat] {
            let host = listHost(SwipeList(events: ListEvents()))
            let start = host.view("row-3").center
            host.touchDown(at: start)
            var xs: [CGFloat] = []
            for step in 1...20 {
                host.advance(by: 1.0 / 60)
                host.move(to: CGPoint(x: start.x - CGFloat(step * 7), y: start.y))
                xs.append(host.view("row-3").globalFrame.minX)
            }
            host.touchUp()
            for _ in 0..<30 { host.advance(by: 1.0 / 60); xs.append(host.view("row-3").globalFrame.minX) }
            return xs
        }
        #expect(run() == run())
    }
}

/// `ForEach.onDelete(perform:)` in a List: iOS's swipe-to-delete.
@MainActor
@Suite("List onDelete: a trailing Delete swipe action")
struct OnDeleteScenarioTests {
    struct Fruits: View {
        let events: ListEvents
        var body: some View {
            List {
                ForEach(["Apple", "Pear", "Plum"], id: \.self) { name in
                    Text(name).accessibilityIdentifier(name)
                }
                .onDelete { offsets in events.log.append("delete \(Array(offsets))") }
            }
        }
    }

    @Test("a leftward flick reveals Delete; tapping it calls onDelete with the row's offset")
    func swipeToDelete() {
        let events = ListEvents()
        let host = listHost(Fruits(events: events))
        let pear = host.view("Pear").globalFrame
        host.slide(from: CGPoint(x: 300, y: pear.midY), dx: -45, frames: 3)
        host.advance(by: 1)
        #expect(abs(host.view("Pear").globalFrame.minX - (pear.minX - ListDefaults.swipeActionWidth)) < 0.5)
        // Every row has a (hidden, zero-wide) Delete: tap the revealed one, at the row's trailing end.
        // The row's card ends 16 points from the 400-point canvas's edge; Delete is its last 74.
        host.tap(at: CGPoint(x: 400 - ListDefaults.cardMargin - ListDefaults.swipeActionWidth / 2, y: pear.midY))
        #expect(events.log == ["delete [1]"])
    }
}

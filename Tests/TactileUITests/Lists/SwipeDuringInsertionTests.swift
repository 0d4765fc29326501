import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// A list of strings with swipe-to-delete (`onDelete`) or a custom trailing action
/// (`swipeActions`), below a button that inserts a row `withAnimation`, as in Xcode's App template.
@MainActor
private struct AnimatedInbox: View {
    let events: ListEvents
    var customActions = false
    /// Inserts the new row above the others instead of appending it.
    var atTop = false
    @State private var items = ["First"]

    var body: some View {
        VStack {
            Button("Add") { withAnimation { if atTop { items.insert("New", at: 0) } else { items.append("New") } } }
            List {
                if customActions {
                    ForEach(items, id: \.self) { item in
                        Text(item)
                            .swipeActions {
                                Button("Archive") {
                                    events.log.append("archive \(item)")
                                    items.removeAll { $0 == item }
                                }
                                .accessibilityIdentifier("archive-\(item)")
                            }
                    }
                } else {
                    ForEach(items, id: \.self) { Text($0) }
                        .onDelete { offsets in
                            events.log.append("delete \(Array(offsets))")
                            items.remove(atOffsets: offsets)
                        }
                }
            }
        }
    }
}

/// A row that is still fading in after a `withAnimation` insertion takes touches as soon as it
/// is drawn: on iOS 18 a `UITableView` cell is hit-testable during its insertion animation
/// (`insertRows(at:with:)` animates the cell's alpha and frame; UIKit hit-tests a view whose alpha
/// is at least 0.01, whatever animation runs), so a swipe that starts while it fades in reveals
/// its actions.
@MainActor
@Suite("List: a row in its insertion transition can be swiped (iOS 18)")
struct SwipeDuringInsertionTests {
    /// Taps Add, lets `delay` of the insertion's 0.35 s pass, and checks the new row is still
    /// fading in; returns the point a swipe starts from (the row's blank right part).
    private func insertRow(_ host: ViewHost<AnimatedInbox>, delay: Double) -> CGPoint? {
        host.tap(on: "Add")
        host.advance(by: delay)
        guard let row = host.drawnViews.first(where: { $0.text == "New" }) else {
            Issue.record("the inserted row is not drawn")
            return nil
        }
        #expect(row.opacity < 0.9, "the row is still fading in when the finger lands: opacity \(row.opacity)")
        return CGPoint(x: 300, y: row.globalFrame.midY)
    }

    @Test("a leftward drag on a row still fading in moves it with the finger and opens its Delete action (onDelete)")
    func swipeToDeleteWhileFadingIn() {
        let events = ListEvents()
        let host = listHost(AnimatedInbox(events: events))
        guard let start = insertRow(host, delay: 0.05) else { return }
        let resting = host.view("New").globalFrame.minX
        host.touchDown(at: start)
        host.advance(by: 1.0 / 60)
        host.move(to: CGPoint(x: start.x - 30, y: start.y))
        host.advance(by: 1.0 / 60)
        host.move(to: CGPoint(x: start.x - 60, y: start.y))
        #expect(host.view("New").globalFrame.minX < resting - 20, "the row follows the finger while it fades in")
        for step in 1...20 {
            host.advance(by: 1.0 / 60)
            host.move(to: CGPoint(x: start.x - 60 - CGFloat(step) * 2, y: start.y))
        }
        host.advance(by: 0.3)
        host.move(to: CGPoint(x: start.x - 100, y: start.y))
        host.advance(by: 1.0 / 60)
        host.touchUp(at: CGPoint(x: start.x - 100, y: start.y))
        host.advance(by: 1)
        #expect(abs(host.view("New").globalFrame.minX - (resting - ListDefaults.swipeActionWidth)) < 0.5,
                "released past half the action: the row rests open on its Delete")
        // The new row's "Delete" (the first row's is there too, in its closed, zero-wide action).
        let rowMidY = host.view("New").globalFrame.midY
        let delete = host.drawnViews.first { $0.text == "Delete" && abs($0.globalFrame.midY - rowMidY) < 1 }
        #expect(delete != nil, "its Delete action is shown")
        guard let delete else { return }
        host.tap(at: delete.center)
        #expect(events.log == ["delete [1]"], "Delete removes the new row")
        host.advance(by: 1)
        #expect(host.view(withText: "New") == nil)
    }

    @Test("a full swipe on a row still fading in runs its first swipeActions button")
    func fullSwipeWhileFadingIn() {
        let events = ListEvents()
        let host = listHost(AnimatedInbox(events: events, customActions: true))
        guard let start = insertRow(host, delay: 0.1) else { return }
        host.slide(from: start, dx: -280, frames: 12)
        #expect(events.log == ["archive New"], "the full swipe archived the row while it faded in")
        host.advance(by: 1)
        #expect(host.view(withText: "New") == nil && host.view(withText: "First") != nil)
    }

    @Test("a finger that lands in the frame the row is inserted in, while it is still invisible, swipes it (UIKit hit-tests the model alpha)")
    func swipeAtTheInsertionsFirstFrame() {
        let events = ListEvents()
        let host = listHost(AnimatedInbox(events: events, customActions: true))
        guard let start = insertRow(host, delay: 0) else { return }
        #expect((host.drawnViews.first { $0.text == "New" }?.opacity ?? 1) < 0.001, "drawn fully transparent yet")
        host.slide(from: start, dx: -280, frames: 12)
        #expect(events.log == ["archive New"], "the row took the swipe; the list did not")
    }

    @Test("a row inserted above the others is swiped while it fades in, as one appended")
    func swipeRowInsertedAtTop() {
        let events = ListEvents()
        let host = listHost(AnimatedInbox(events: events, customActions: true, atTop: true))
        // At 0.25 s the row below, sliding down to make room, has left the new row's middle.
        guard let start = insertRow(host, delay: 0.25) else { return }
        #expect(!host.view("First").globalFrame.contains(start), "the touch lands on the new row only")
        host.slide(from: start, dx: -280, frames: 12)
        #expect(events.log == ["archive New"])
    }

    @Test("the same swipe on a row that has finished fading in behaves the same (control)")
    func swipeAfterTheTransition() {
        let events = ListEvents()
        let host = listHost(AnimatedInbox(events: events, customActions: true))
        host.tap(on: "Add")
        host.advance(by: 1)
        let start = CGPoint(x: 300, y: host.view("New").globalFrame.midY)
        host.slide(from: start, dx: -280, frames: 12)
        #expect(events.log == ["archive New"])
    }
}

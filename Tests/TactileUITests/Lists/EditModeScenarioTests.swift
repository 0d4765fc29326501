import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// A list of five fruits with `onDelete` and (when `movable`) `onMove`, in the edit mode `mode`
/// starts in (its own `@State`, given with `.environment(\.editMode, …)`); each action is logged and
/// applied to the data as SwiftUI apps do (`remove(atOffsets:)`, `move(fromOffsets:toOffset:)`).
@MainActor
private struct EditableFruits: View {
    static let fruits = ["Apple", "Banana", "Cherry", "Date", "Elder"]
    let events: ListEvents
    var movable = true
    var startsEditing = true
    @State private var items = EditableFruits.fruits
    @State private var mode = EditMode.inactive
    @State private var started = false

    var body: some View {
        List {
            if movable {
                ForEach(items, id: \.self) { Text($0).accessibilityIdentifier($0) }
                    .onDelete { offsets in
                        events.log.append("delete \(Array(offsets))")
                        items.remove(atOffsets: offsets)
                    }
                    .onMove { from, to in
                        events.log.append("move \(Array(from)) \(to)")
                        items.move(fromOffsets: from, toOffset: to)
                    }
            } else {
                ForEach(items, id: \.self) { Text($0).accessibilityIdentifier($0) }
                    .onDelete { offsets in
                        events.log.append("delete \(Array(offsets))")
                        items.remove(atOffsets: offsets)
                    }
            }
        }
        .environment(\.editMode, $mode)
        .onAppear { if startsEditing { mode = .active } }
    }
}

/// The trailing reorder control of the row showing `name`: the row's card ends `cardMargin`
/// from the 400-point canvas's edge, the row content `rowHorizontalInset` inside it; the control
/// is the content's last `reorderControlWidth`.
@MainActor
private func handle(of name: String, in host: ViewHost<EditableFruits>) -> CGPoint {
    let x = 400 - ListDefaults.cardMargin - ListDefaults.rowHorizontalInset - ListDefaults.reorderControlWidth / 2
    return CGPoint(x: x, y: host.view(name).globalFrame.midY)
}

/// The names in the order the list shows them (top to bottom).
@MainActor
private func shownOrder(_ host: ViewHost<EditableFruits>) -> [String] {
    EditableFruits.fruits.sorted { host.view($0).globalFrame.minY < host.view($1).globalFrame.minY }
}

/// `EditMode`, `EditButton`, `onMove(perform:)` and edit-mode delete in a `List`, driven by
/// touches through the whole stack (as iOS 18's `UITableView` editing).
@MainActor
@Suite("List edit mode: EditButton, reorder with onMove, edit-mode delete")
struct EditModeScenarioTests {
    private struct Notes: View {
        @Environment(\.editMode) private var editMode
        @State private var notes = ["One", "Two"]
        var body: some View {
            NavigationStack {
                List {
                    ForEach(notes, id: \.self) { Text($0).accessibilityIdentifier($0) }
                        .onDelete { notes.remove(atOffsets: $0) }
                }
                .navigationTitle("Notes")
                .toolbar { EditButton() }
            }
        }
    }

    @Test("EditButton in a NavigationStack's toolbar: Edit turns the list's edit mode on and reads Done; Done turns it off")
    func editButtonToggles() {
        let host = listHost(Notes())
        let resting = host.view("One").globalFrame.minX
        #expect(host.view(withText: "Edit") != nil)
        #expect(host.view(withText: "Done") == nil)
        host.tap(on: "Edit")
        host.advance(by: 1)
        #expect(host.view(withText: "Done") != nil, "the title follows the mode")
        #expect(host.view(withText: "Edit") == nil)
        #expect(abs(host.view("One").globalFrame.minX - (resting + ListDefaults.deleteControlWidth)) < 0.5,
                "editing: the row's content moved right for its delete control")
        host.tap(on: "Done")
        host.advance(by: 1)
        #expect(host.view(withText: "Edit") != nil)
        #expect(abs(host.view("One").globalFrame.minX - resting) < 0.5, "the control is gone again")
    }

    @Test("EditMode.isEditing is false only for .inactive (SwiftUI's definition)")
    func isEditing() {
        #expect(!EditMode.inactive.isEditing)
        #expect(EditMode.transient.isEditing)
        #expect(EditMode.active.isEditing)
    }

    @Test("S-90 dragging a row's reorder control down two rows moves it with the finger, not the list, and calls onMove as Array.move expects")
    func reorderDown() {
        let events = ListEvents()
        let host = listHost(EditableFruits(events: events))
        host.advance(by: 1)
        let banana = host.view("Banana").globalFrame
        let start = handle(of: "Banana", in: host)
        host.touchDown(at: start)
        for step in 1...20 {
            host.advance(by: 1.0 / 60)
            host.move(to: CGPoint(x: start.x, y: start.y + CGFloat(step) * 4.5))
        }
        // It started at the touch-down (no long press, no slop: the list did not take the drag).
        #expect(abs(host.view("Banana").globalFrame.minY - (banana.minY + 90)) < 0.5, "the row follows the finger")
        #expect(host.view("Cherry").globalFrame.minY < banana.minY + 0.5, "Cherry made room, moving up")
        host.touchUp(at: CGPoint(x: start.x, y: start.y + 90))
        host.advance(by: 1)
        var expected = EditableFruits.fruits
        expected.move(fromOffsets: IndexSet(integer: 1), toOffset: 4)
        #expect(events.log == ["move [1] 4"])
        #expect(shownOrder(host) == expected, "the list shows the moved data")
        #expect(shownOrder(host) == ["Apple", "Cherry", "Date", "Banana", "Elder"])
    }

    @Test("S-90 dragging a row's reorder control up calls onMove with the offset it lands at")
    func reorderUp() {
        let events = ListEvents()
        let host = listHost(EditableFruits(events: events))
        host.advance(by: 1)
        let start = handle(of: "Date", in: host)
        host.slide(from: start, dx: 0, dy: -70, frames: 20)
        host.advance(by: 1)
        var expected = EditableFruits.fruits
        expected.move(fromOffsets: IndexSet(integer: 3), toOffset: 1)
        #expect(events.log == ["move [3] 1"])
        #expect(shownOrder(host) == expected)
    }

    @Test("a row dropped where it started calls nothing")
    func reorderInPlace() {
        let events = ListEvents()
        let host = listHost(EditableFruits(events: events))
        host.advance(by: 1)
        host.slide(from: handle(of: "Cherry", in: host), dx: 0, dy: 15, frames: 10)
        host.advance(by: 1)
        #expect(events.log.isEmpty)
        #expect(shownOrder(host) == EditableFruits.fruits)
    }

    @Test("a row without onMove has no reorder control: a vertical drag there scrolls, nothing moves")
    func noHandleWithoutOnMove() {
        let events = ListEvents()
        let host = listHost(EditableFruits(events: events, movable: false))
        host.advance(by: 1)
        #expect(!host.accessibilityTranscript.contains { $0.contains("Reorder") })
        let moving = listHost(EditableFruits(events: ListEvents()))
        moving.advance(by: 1)
        #expect(moving.accessibilityTranscript.contains { $0.contains("Reorder") }, "with onMove the control is there")
        host.slide(from: handle(of: "Banana", in: host), dx: 0, dy: 90, frames: 20)
        host.advance(by: 2)
        #expect(events.log.isEmpty)
        #expect(shownOrder(host) == EditableFruits.fruits)
    }

    @Test("edit-mode delete: the leading red control reveals the trailing Delete; tapping it calls onDelete with the row's offset")
    func editModeDelete() {
        let events = ListEvents()
        let host = listHost(EditableFruits(events: events))
        host.advance(by: 1)
        let cherry = host.view("Cherry").globalFrame
        let control = CGPoint(x: cherry.minX - ListDefaults.deleteControlWidth / 2, y: cherry.midY)
        host.tap(at: control)
        host.advance(by: 1)
        #expect(events.log.isEmpty, "the control only reveals Delete")
        #expect(abs(host.view("Cherry").globalFrame.minX - (cherry.minX - ListDefaults.swipeActionWidth)) < 0.5,
                "the row slid left by the Delete button's width")
        host.tap(at: CGPoint(x: 400 - ListDefaults.cardMargin - ListDefaults.swipeActionWidth / 2, y: cherry.midY))
        host.advance(by: 1)
        #expect(events.log == ["delete [2]"])
        #expect(host.view(withText: "Cherry") == nil)
    }

    @Test("while editing, a leftward swipe reveals nothing (swipe actions are off, as iOS)")
    func noSwipeWhileEditing() {
        let events = ListEvents()
        let host = listHost(EditableFruits(events: events))
        host.advance(by: 1)
        let banana = host.view("Banana").globalFrame
        host.slide(from: CGPoint(x: 200, y: banana.midY), dx: -120, frames: 10)
        host.advance(by: 1)
        #expect(abs(host.view("Banana").globalFrame.minX - banana.minX) < 0.5)
        #expect(events.log.isEmpty)
    }

    @Test("not editing: no controls; the list scrolls and swipes to delete as before (S-90's claim)")
    func notEditingUnchanged() {
        let events = ListEvents()
        let host = listHost(EditableFruits(events: events, startsEditing: false))
        host.advance(by: 1)
        #expect(!host.accessibilityTranscript.contains { $0.contains("Reorder") })
        let banana = host.view("Banana").globalFrame
        #expect(abs(banana.minX - (ListDefaults.cardMargin + ListDefaults.rowHorizontalInset)) < 0.5, "no delete control column")
        // A drag where the handle would be scrolls (the list is short: it bounces back) and moves nothing.
        host.slide(from: CGPoint(x: 346, y: banana.midY), dx: 0, dy: 90, frames: 20)
        host.advance(by: 2)
        #expect(events.log.isEmpty)
        #expect(shownOrder(host) == EditableFruits.fruits)
        host.slide(from: CGPoint(x: 300, y: banana.midY), dx: -45, frames: 3)
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 400 - ListDefaults.cardMargin - ListDefaults.swipeActionWidth / 2, y: banana.midY))
        #expect(events.log == ["delete [1]"], "swipe-to-delete still works")
    }

    @Test("Button rows do not fire while the list edits (a UITableView cell is not selectable while editing)")
    func buttonRowsInertWhileEditing() {
        struct Buttons: View {
            let events: ListEvents
            @State private var mode = EditMode.active
            var body: some View {
                List {
                    ForEach(0..<3, id: \.self) { index in
                        Button("Row \(index)") { events.log.append("tap \(index)") }.accessibilityIdentifier("row-\(index)")
                    }
                    .onDelete { _ in }
                }
                .environment(\.editMode, $mode)
            }
        }
        let events = ListEvents()
        let host = listHost(Buttons(events: events))
        let row = host.view("row-1").globalFrame
        // At a point, not on the button as a target: the button takes no touches while editing.
        host.tap(at: CGPoint(x: row.midX, y: row.midY))
        host.advance(by: 1)
        #expect(events.log.isEmpty)
    }
}

/// A list whose rows come from a `ForEach` inside an `if` — as an app shows its items or an empty
/// note — has one row per element, each with its edit actions (the branch is flattened into the
/// list's rows, as SwiftUI does).
@MainActor
@Suite("List rows from a ForEach inside an if")
struct ConditionalListRowsTests {
    private struct Items: View {
        let events: ListEvents
        @State private var items = ["One", "Two", "Three"]
        var body: some View {
            List {
                if items.isEmpty {
                    Text("Nothing yet")
                } else {
                    ForEach(items, id: \.self) { Text($0).accessibilityIdentifier($0) }
                        .onDelete { offsets in
                            events.log.append("delete \(Array(offsets))")
                            items.remove(atOffsets: offsets)
                        }
                }
            }
        }
    }

    @Test("each element is a row of its own, and swipe-to-delete works on it")
    func rowsAndSwipeToDelete() {
        let events = ListEvents()
        let host = listHost(Items(events: events))
        let one = host.view("One").globalFrame, two = host.view("Two").globalFrame
        #expect(two.minY - one.minY >= ListDefaults.rowMinHeight - 0.5, "separate rows, each at least a row high")
        host.slide(from: CGPoint(x: 300, y: two.midY), dx: -45, frames: 3)
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 400 - ListDefaults.cardMargin - ListDefaults.swipeActionWidth / 2, y: two.midY))
        host.advance(by: 1)
        #expect(events.log == ["delete [1]"])
        #expect(host.view(withText: "Two") == nil)
    }
}

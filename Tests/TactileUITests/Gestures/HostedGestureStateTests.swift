import Foundation
import Testing
import TactileTesting

@MainActor
@Suite("Gestures driving state (S-63, S-71)")
struct HostedGestureStateTests {
    struct Pressable: View {
        let log: Log
        var body: some View {
            Color.red.frame(width: 100, height: 100).accessibilityIdentifier("box")
                .onLongPressGesture(minimumDuration: 1) {
                    log("perform")
                } onPressingChanged: { pressing in
                    log("pressing \(pressing)")
                }
        }
    }

    @Test("S-63 onPressingChanged(true) at the start; on success false, then perform")
    func s63Success() {
        let log = Log()
        let host = ViewHost(Pressable(log: log))
        host.touchDown(at: host.center(of: "box"))
        #expect(log.entries == ["pressing true"])
        host.advance(by: 1)
        #expect(log.entries == ["pressing true", "pressing false", "perform"])
        host.touchUp()
        #expect(log.entries.count == 3)
    }

    @Test("S-63 an early lift: onPressingChanged(false) only")
    func s63Failure() {
        let log = Log()
        let host = ViewHost(Pressable(log: log))
        host.longPress(on: "box", duration: 0.4)
        host.advance(by: 2)
        #expect(log.entries == ["pressing true", "pressing false"])
    }

    /// The iOS 13 spelling, `pressing:` before `perform:`, as older code writes it.
    struct OlderPressable: View {
        let log: Log
        var body: some View {
            Color.red.frame(width: 100, height: 100).accessibilityIdentifier("box")
                .onLongPressGesture(minimumDuration: 1, pressing: { log("pressing \($0)") }, perform: { log("perform") })
        }
    }

    @Test("S-63 the pressing: spelling reports the press the same way: true at the start, false then perform on success, false only on an early lift")
    func s63PressingSpelling() {
        let log = Log()
        let host = ViewHost(OlderPressable(log: log))
        host.touchDown(at: host.center(of: "box"))
        host.advance(by: 1)
        host.touchUp()
        #expect(log.entries == ["pressing true", "pressing false", "perform"])
        host.longPress(on: "box", duration: 0.4)
        host.advance(by: 2)
        #expect(log.entries == ["pressing true", "pressing false", "perform", "pressing true", "pressing false"])
    }

    struct Card: View {
        @State private var position = CGSize.zero
        @GestureState(resetTransaction: Transaction(animation: .linear(duration: 1))) private var drag = CGSize.zero
        var body: some View {
            Color.orange.frame(width: 80, height: 80).accessibilityIdentifier("card")
                .offset(x: position.width + drag.width, y: position.height)
                .gesture(DragGesture()
                    .updating($drag) { value, state, _ in state = value.translation }
                    .onEnded { value in position.height += value.translation.height })
        }
    }

    @Test("S-71 a drag moves the view; @GestureState springs back with its reset transaction")
    func s71DragSpringsBack() {
        let host = ViewHost(Card())
        let start = host.view("card").globalFrame
        host.drag(on: "card", by: CGSize(width: 100, height: 50), lift: false)
        let moved = host.view("card").globalFrame
        #expect(abs(moved.minX - start.minX - 100) < 0.01 && abs(moved.minY - start.minY) < 0.01)
        host.touchUp()
        let released = host.now
        // position keeps the vertical part; the horizontal @GestureState part animates back over 1 s.
        #expect(abs(host.view("card").globalFrame.minX - start.minX - 100) < 0.01)
        host.advance(to: released + 0.5)
        #expect(abs(host.view("card").globalFrame.minX - start.minX - 50) < 0.01)
        host.advance(to: released + 1)
        let settled = host.view("card").globalFrame
        #expect(abs(settled.minX - start.minX) < 0.01 && abs(settled.minY - start.minY - 50) < 0.01)
    }

    struct Removable: View {
        let log: Log
        @State private var isShown = true
        var body: some View {
            VStack {
                if isShown { Draggable(log: log) }
                Button("Hide") { isShown = false }.accessibilityIdentifier("hide")
                    .accessibilityAction(named: "hide") { isShown = false }
            }
        }
    }

    struct Draggable: View {
        let log: Log
        @GestureState private var dragging = false
        var body: some View {
            Text(dragging ? "dragging" : "idle").accessibilityIdentifier("label")
                .frame(width: 120, height: 60)
                .contentShape(Rectangle())
                .gesture(DragGesture()
                    .updating($dragging) { _, state, _ in state = true }
                    .onEnded { _ in log("ended") })
        }
    }

    @Test("S-71 removing a view mid-gesture cancels it: no onEnded, and it comes back fresh")
    func s71RemovalResets() {
        let log = Log()
        let host = ViewHost(Removable(log: log))
        host.drag(on: "label", by: CGSize(width: 0, height: 40), lift: false)
        #expect(host.view("label").text == "dragging")
        #expect(host.performAccessibilityAction(named: "hide", on: "hide"))
        #expect(host.view(withIdentifier: "label") == nil)
        host.touchUp()
        #expect(log.entries.isEmpty)
        #expect(host.trace.description.contains("removed: attempt cancelled"))
    }
}

import Foundation
import Testing
import TactileTesting
import TactileUI

/// `onKeyPress`, `focusable()` and a hardware keyboard in tests (`ViewHost.pressKey`): a key goes
/// to the focused view's actions and then to those around it, nearest first, until one returns
/// `.handled`.
@MainActor
@Suite("Key presses on the focused view")
struct KeyPressTests {
    private struct Counter: View {
        @FocusState private var focused: Bool
        @State private var count = 0
        @State private var outer: [String] = []
        var body: some View {
            VStack {
                Text("count \(count)")
                    .focusable()
                    .focused($focused)
                    .onKeyPress(.upArrow) { count += 1; return .handled }
                    .onKeyPress(keys: [.downArrow, "x"], phases: .all) { press in
                        outer.append("\(press.key == .downArrow ? "down" : "x") \(press.phase.debugDescription)")
                        return .ignored
                    }
                Text("outer \(outer.joined(separator: "; "))")
                Button("Focus") { focused = true }
            }
            .onKeyPress(.downArrow) { count -= 1; return .handled }
        }
    }

    @Test("the focused view's action handles its key; an ignored key reaches the action around it; up and down are both delivered")
    func dispatch() {
        let host = ViewHost(Counter(), canvasSize: CGSize(width: 300, height: 200))
        host.tap(on: "Focus")
        #expect(host.pressKey(.upArrow))
        #expect(host.view(withText: "count 1") != nil)
        #expect(host.pressKey(.downArrow), "ignored by the inner action, handled by the VStack's")
        #expect(host.view(withText: "count 0") != nil)
        #expect(host.view(withText: "outer down [down]; down [up]") != nil, "the down and the up of the key, no repeat")
        #expect(!host.pressKey("q"))
    }

    private struct Unfocused: View {
        @FocusState private var focused: Bool
        @State private var count = 0
        var body: some View {
            Text("count \(count)").focusable().focused($focused).onKeyPress(.space) { count += 1; return .handled }
        }
    }

    @Test("with no focused view a key press reaches no action and records an issue")
    func noFocus() {
        let host = ViewHost(Unfocused(), canvasSize: CGSize(width: 200, height: 100))
        withKnownIssue { #expect(!host.pressKey(.space)) }
        #expect(host.view(withText: "count 0") != nil)
    }

    private struct Row: View {
        @State private var log: [String] = []
        var body: some View {
            VStack {
                Text("row").accessibilityIdentifier("row")
                    .accessibilityActions {
                        ForEach(["Pin", "Archive"], id: \.self) { name in
                            Button(name) { log.append(name) }
                        }
                    }
                Text("log \(log.joined(separator: ","))")
            }
        }
    }

    @Test("accessibilityActions: each button in its content is an action named by its title; the content is not read")
    func accessibilityActionsButtons() {
        let host = ViewHost(Row(), canvasSize: CGSize(width: 200, height: 100))
        #expect(host.performAccessibilityAction(named: "Archive", on: "row"))
        #expect(host.performAccessibilityAction(named: "Pin", on: "row"))
        #expect(host.view(withText: "log Archive,Pin") != nil)
        #expect(!host.performAccessibilityAction(named: "Delete", on: "row"))
        #expect(host.accessibilityTranscript == ["row", "log Archive,Pin"], "the buttons are not elements of their own")
    }
}

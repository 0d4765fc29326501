import Foundation
import SplitView
import TactileTesting
import Testing

// krzyzanowskim/SwiftUI.SplitView — README "Use": `SplitView(orientation: .constant(.horizontal)) { … }` of
// `SampleContent` panes (yellow, "Lorem ipsum"), nested with a vertical one. Each divider (10 pt,
// `Color(NSColor.separatorColor)`) has a `DragGesture` that puts the divider at the finger's location in
// the divider's own space, widening the pane before it and narrowing the one after.
private struct SampleContent: View {
    let name: String
    var body: some View {
        ZStack {
            Rectangle()
                .foregroundColor(.yellow)
            HStack {
                Text("Lorem ipsum")
            }
        }
        .accessibilityIdentifier(name)
    }
}

struct SplitViewReadmeView: View {
    var body: some View {
        SplitView(orientation: .constant(.horizontal)) {
            SampleContent(name: "left")
            SplitView(orientation: .constant(.vertical)) {
                SampleContent(name: "top")
                SampleContent(name: "bottom")
            }
        }
    }
}

@MainActor
@Suite("krzyzanowskim/SwiftUI.SplitView: dragging a divider resizes the panes beside it")
struct SplitViewMainGestureTests {
    let host = ViewHost(SplitViewReadmeView())

    func frame(_ name: String) -> CGRect { host.view(name).globalFrame }

    @Test("Two panes share the width either side of the 10-pt divider; the vertical split shares the height")
    func layout() {
        #expect(frame("left").width == 190)
        #expect(frame("top").minX == 200 && frame("top").width == 190)
        #expect(frame("top").height == 417 && frame("bottom").minY == 427)
    }

    @Test("Dragging the vertical divider 50 pt right widens the left pane to 245 and narrows the right ones to 135")
    func horizontalDivider() {
        // The divider is at x 190…200; the library puts it at the finger's location in its own space
        // (x 5 + 50 = 55), so the left pane grows by 55.
        host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 245, y: 300))
        #expect(abs(frame("left").width - 245) < 0.5, "left \(frame("left"))")
        #expect(abs(frame("top").width - 135) < 0.5, "top \(frame("top"))")
        #expect(abs(frame("top").minX - 255) < 0.5)
    }

    @Test("Dragging the horizontal divider of the nested split 100 pt up grows the bottom pane")
    func verticalDivider() {
        host.drag(from: CGPoint(x: 300, y: 422), to: CGPoint(x: 300, y: 322))
        #expect(abs(frame("top").height - (417 - 95)) < 0.5, "top \(frame("top"))")
        #expect(abs(frame("bottom").height - (417 + 95)) < 0.5, "bottom \(frame("bottom"))")
    }
}

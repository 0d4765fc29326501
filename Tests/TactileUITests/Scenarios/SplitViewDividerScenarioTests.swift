import Foundation
import Testing
import TactileTesting
import TactileUI

/// A split view as split-view packages written on a Mac build it (krzyzanowskim/SwiftUI.SplitView,
/// which type-checks since `NSColor` exists; this is our own fixture in its style, not its code):
/// panes side by side with a divider between them, coloured `Color(NSColor.separatorColor)` by
/// default, that a `DragGesture` moves to the finger (`value.location`), resizing the panes.
@MainActor
@Suite("Scenario: a split view's divider dragged")
struct SplitViewDividerScenarioTests {
    struct Split: View {
        var dividerColor = Color(NSColor.separatorColor)
        @State private var split: CGFloat = 195

        var body: some View {
            GeometryReader { proxy in
                HStack(spacing: 0) {
                    Color.yellow.frame(width: split).accessibilityIdentifier("leading")
                    Rectangle().foregroundColor(dividerColor).frame(width: 10)
                        .accessibilityIdentifier("divider")
                        .gesture(DragGesture(coordinateSpace: .named("split")).onChanged { value in
                            split = min(max(0, value.location.x - 5), proxy.size.width - 10)
                        })
                    Color.orange.accessibilityIdentifier("trailing")
                }
            }
            .coordinateSpace(name: "split")
        }
    }

    @Test("dragging the divider follows the finger and resizes both panes; it stops at the edges")
    func dividerResizesPanes() {
        let host = ViewHost(Split(), canvasSize: CGSize(width: 400, height: 300))
        #expect(host.view(withIdentifier: "leading")!.globalFrame.width == 195)
        host.drag(on: "divider", by: CGSize(width: -95, height: 0))
        #expect(abs(host.view(withIdentifier: "leading")!.globalFrame.width - 100) < 0.5)
        #expect(abs(host.view(withIdentifier: "trailing")!.globalFrame.width - 290) < 0.5)
        host.drag(on: "divider", by: CGSize(width: 400, height: 0), reportingMisses: false)
        #expect(host.view(withIdentifier: "leading")!.globalFrame.width == 390, "clamped at the trailing edge")
    }

    @Test("the default divider draws as UIKit's separator colour, light and dark")
    func dividerColour() {
        let separator = Split(dividerColor: Color(UIColor.separator))
        for device in [Device(canvasSize: CGSize(width: 400, height: 300)), Device(canvasSize: CGSize(width: 400, height: 300)).dark()] {
            #expect(ViewHost(Split(), device: device).svg() == ViewHost(separator, device: device).svg())
        }
    }
}

import Foundation
import Testing
import TactileTesting

@MainActor
@Suite("ViewHost.drawnViews")
struct DrawnViewsTests {
    struct Moved: View {
        var body: some View {
            VStack {
                Text("Title")
                Circle().fill(Color.blue).frame(width: 100, height: 100).offset(x: 30, y: 0)
            }
        }
    }

    @Test("drawnViews lists the drawing leaves in drawing order, with their offsets applied")
    func leavesInOrder() {
        let host = ViewHost(Moved())
        let drawn = host.drawnViews
        #expect(drawn.count == 2)
        #expect(drawn[0].text == "Title")
        let stack = host.view("Title").globalFrame
        #expect(abs(drawn[1].globalFrame.minY - stack.maxY - 8) < 0.01)
        #expect(abs(drawn[1].globalFrame.midX - (host.canvasSize.width / 2 + 30)) < 0.01)
    }
}

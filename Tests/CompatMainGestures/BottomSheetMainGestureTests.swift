import BottomSheet
import Foundation
import TactileTesting
import Testing

// danielsaidi/BottomSheet — Readmes/Getting-Started.md: `BottomSheet(isExpanded:minHeight:maxHeight:style:)`
// added with `.bottomSheet(sheet)`; "the sheet will be added above the view and docked to the bottom.
// It can then be swiped up and down or expanded and collapsed by tapping the handle." In the library,
// a handle drag beyond `snapRatio` (0.25) of the max height expands or collapses it; a shorter one
// springs back (`@GestureState`).
struct BottomSheetReadmeView: View {
    @State private var isSheetExpanded = false

    var body: some View {
        List(1...20, id: \.self) { item in
            HStack { Text("Row \(item)") }
        }
        .bottomSheet(
            // The guide's `style: .standard` is the default: a `static var`, which Swift 6 code (this file)
            // may not read from here; the library (Swift 5) reads it.
            BottomSheet(isExpanded: $isSheetExpanded, minHeight: .points(100), maxHeight: .available) {
                Text("Sheet content").accessibilityIdentifier("content")
            }
        )
    }
}

@MainActor
@Suite("danielsaidi/BottomSheet: the handle expands and collapses the sheet")
struct BottomSheetMainGestureTests {
    let host = ViewHost(BottomSheetReadmeView())

    var expanded: String? { host.stateValue(named: "isSheetExpanded", in: "BottomSheetReadmeView") }
    /// A point on the handle bar: just above the content, which starts under it.
    var handle: CGPoint {
        let content = host.view("content").globalFrame
        return CGPoint(x: 195, y: content.minY - 12)
    }

    @Test("The collapsed sheet shows its 100-pt strip at the bottom of the 844-pt canvas, from the first frame")
    func collapsedAtTheBottom() async {
        #expect(expanded == "false")
        // The sheet's offset comes from a GeometryReader under `.animation(.interactiveSpring())`: on iOS its first
        // layout has the full size, and nothing springs.
        #expect(handle.y > 744 && handle.y < 800, "the handle bar is in the last 100 pt: \(handle.y)")
        let first = handle.y
        host.advance(by: 0.1)
        #expect(handle.y == first, "it does not move after the first frame: \(first) → \(handle.y)")
        await host.settle()
        #expect(handle.y > 744 && handle.y < 800, "the handle bar is in the last 100 pt: \(handle.y)")
    }

    @Test("A tap on the handle expands the sheet to the full height; another collapses it")
    func tapToggles() async {
        await host.settle()  // past the first frames' spring (collapsedAtTheBottom)
        let collapsed = handle
        host.tap(at: collapsed)
        await host.settle()
        #expect(expanded == "true")
        #expect(handle.y < 60, "expanded: the handle is at the top, \(handle.y)")
        host.tap(at: handle)
        await host.settle()
        #expect(expanded == "false")
        #expect(abs(handle.y - collapsed.y) < 1)
    }

    @Test("The sheet follows a drag up; past a quarter of its height it expands on release")
    func dragUpExpands() async {
        await host.settle()  // past the first frames' spring (collapsedAtTheBottom)
        let start = handle
        host.touchDown(at: start)
        for step in 1...10 {
            host.advance(by: 1.0 / 60)
            host.move(to: CGPoint(x: start.x, y: start.y - 15 * CGFloat(step)))
        }
        host.advance(by: 0.5)
        await withKnownIssue("Not diagnosed: with the finger moved 15 pt a frame and held, the sheet stands 97.5 pt up, not 150, and the release 300 pt up does not expand it (host.drag's 300-pt drag down does collapse it)") {
            #expect(abs(handle.y - (start.y - 150)) < 2, "the sheet follows the finger: \(handle.y)")
            for step in 11...20 {
                host.advance(by: 1.0 / 60)
                host.move(to: CGPoint(x: start.x, y: start.y - 15 * CGFloat(step)))
            }
            host.touchUp()
            await host.settle()
            #expect(expanded == "true")
            #expect(handle.y < 60)
        }
    }

    @Test("A drag up shorter than a quarter of the height springs the sheet back")
    func shortDragSpringsBack() async {
        await host.settle()  // past the first frames' spring (collapsedAtTheBottom)
        let start = handle
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y - 120))
        await host.settle()
        #expect(expanded == "false")
        #expect(abs(handle.y - start.y) < 1)
    }

    @Test("Swiping the expanded sheet down by more than a quarter collapses it")
    func dragDownCollapses() async {
        await host.settle()  // past the first frames' spring (collapsedAtTheBottom)
        let collapsed = handle
        host.tap(at: collapsed)
        await host.settle()
        let top = handle
        host.drag(from: top, to: CGPoint(x: top.x, y: top.y + 400))
        await host.settle()
        #expect(expanded == "false")
        #expect(abs(handle.y - collapsed.y) < 1)
    }
}

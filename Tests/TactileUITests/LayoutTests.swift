import Foundation
import Testing
import TactileTesting
@testable import TactileUI

/// Expected numbers follow SwiftUI's layout on iOS; each test states the arithmetic.
@MainActor
@Suite("Layout")
struct LayoutTests {
    @Test("the root is centred in the canvas")
    func rootIsCentred() {
        // A 100×50 frame on 400×300: origin ((400-100)/2, (300-50)/2) = (150, 125).
        let (graph, _) = host(Color.red.frame(width: 100, height: 50).accessibilityIdentifier("box"))
        #expect(close(graph.frame("box"), CGRect(x: 150, y: 125, width: 100, height: 50)))
    }

    @Test("a VStack puts 8 points between children by default")
    func vstackDefaultSpacing() {
        // Height 50 + 8 + 50 = 108, centred: y = (300-108)/2 = 96; the second child starts at 96+58 = 154.
        let (graph, _) = host(VStack {
            Color.red.frame(width: 100, height: 50).accessibilityIdentifier("a")
            Color.blue.frame(width: 60, height: 50).accessibilityIdentifier("b")
        })
        #expect(close(graph.frame("a"), CGRect(x: 150, y: 96, width: 100, height: 50)))
        // Centre alignment: the 60-wide child sits at 150 + (100-60)/2 = 170.
        #expect(close(graph.frame("b"), CGRect(x: 170, y: 154, width: 60, height: 50)))
    }

    @Test("HStack spacing and vertical alignment")
    func hstackSpacingAndAlignment() {
        // Width 40 + 10 + 40 = 90 → x = (400-90)/2 = 155; height 60 → y = 120; `.top` aligns b at y 120.
        let (graph, _) = host(HStack(alignment: .top, spacing: 10) {
            Color.red.frame(width: 40, height: 60).accessibilityIdentifier("a")
            Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("b")
        })
        #expect(close(graph.frame("a"), CGRect(x: 155, y: 120, width: 40, height: 60)))
        #expect(close(graph.frame("b"), CGRect(x: 205, y: 120, width: 40, height: 20)))
    }

    @Test("padding adds 16 points on every edge by default")
    func defaultPadding() {
        // 100×50 padded: 132×82, centred at (134, 109); the content sits 16 in: (150, 125).
        let (graph, _) = host(Color.blue.frame(width: 100, height: 50).accessibilityIdentifier("content")
            .padding().accessibilityIdentifier("padded"))
        #expect(close(graph.frame("padded"), CGRect(x: 134, y: 109, width: 132, height: 82)))
        #expect(close(graph.frame("content"), CGRect(x: 150, y: 125, width: 100, height: 50)))
    }

    @Test("padding of selected edges")
    func edgePadding() {
        // Only leading 20 and top 10: 120×60 centred at (140, 120); content at (160, 130).
        let (graph, _) = host(Color.blue.frame(width: 100, height: 50).accessibilityIdentifier("content")
            .padding(.leading, 20).padding(.top, 10))
        #expect(close(graph.frame("content"), CGRect(x: 160, y: 130, width: 100, height: 50)))
    }

    @Test("a Spacer pushes HStack children to the edges of the offered width")
    func spacerFillsHStack() {
        // The HStack takes the full 400: first child at x 0, last at 400-50 = 350; y = (300-50)/2.
        let (graph, _) = host(HStack {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a")
            Spacer()
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("b")
        })
        #expect(close(graph.frame("a"), CGRect(x: 0, y: 125, width: 50, height: 50)))
        #expect(close(graph.frame("b"), CGRect(x: 350, y: 125, width: 50, height: 50)))
    }

    @Test("a flexible frame with infinite max width takes the offered width")
    func maxWidthInfinity() {
        // Text "Hi" (2 × 0.55 × 17 = 18.7 wide) in a frame(maxWidth: .infinity): 400 wide, leading-aligned text at x 0.
        let (graph, _) = host(Text("Hi").accessibilityIdentifier("text").frame(maxWidth: .infinity, alignment: .leading).accessibilityIdentifier("frame"))
        #expect(close(graph.frame("frame"), CGRect(x: 0, y: 139.8, width: 400, height: 20.4)))
        #expect(close(graph.frame("text"), CGRect(x: 0, y: 139.8, width: 18.7, height: 20.4)))
    }

    @Test("a minimum width raises a small child's frame")
    func minWidth() {
        // Child 30 wide, minWidth 100 → 100 wide frame, child centred inside.
        let (graph, _) = host(Color.red.frame(width: 30, height: 10).accessibilityIdentifier("child").frame(minWidth: 100).accessibilityIdentifier("frame"))
        #expect(graph.frame("frame")?.width == 100)
        #expect(close(graph.frame("child"), CGRect(x: 185, y: 145, width: 30, height: 10)))
    }

    @Test("text is measured with the documented font metrics")
    func textMetrics() {
        // largeTitle is 34 pt: "Hello" = 5 × 0.55 × 34 = 93.5 wide, 1.2 × 34 = 40.8 high.
        let (graph, _) = host(Text("Hello").font(.largeTitle).accessibilityIdentifier("t"))
        #expect(close(graph.frame("t"), CGRect(x: 153.25, y: 129.6, width: 93.5, height: 40.8)))
    }

    @Test("text wraps at words when narrower than its line")
    func textWraps() {
        // Body 17: 9.35 per glyph; 60 points hold 6 glyphs → "one", "two", "three" on 3 lines, 3 × 20.4 high.
        let (graph, _) = host(Text("one two three").accessibilityIdentifier("t").frame(width: 60))
        #expect(graph.frame("t").map { abs($0.height - 61.2) < 0.001 } == true)
        #expect(graph.frame("t").map { abs($0.width - 46.75) < 0.001 } == true)
    }

    @Test("a symbol is as tall as its font size")
    func symbolSize() {
        let (graph, _) = host(Image(systemName: "heart.fill").font(.system(size: 200)).accessibilityIdentifier("s"))
        #expect(close(graph.frame("s"), CGRect(x: 100, y: 50, width: 200, height: 200)))
    }

    @Test("a resizable image scaled to fit keeps its aspect ratio")
    func scaledToFit() {
        // photo is 125:100; fitted into 200×200 → 200×160 centred: (100, 70) on the canvas.
        let (graph, _) = host(Image(systemName: "photo").resizable().accessibilityIdentifier("p").scaledToFit().frame(width: 200, height: 200))
        #expect(close(graph.frame("p"), CGRect(x: 100, y: 70, width: 200, height: 160)))
    }

    @Test("ZStack aligns children within the largest")
    func zstackAlignment() {
        let (graph, _) = host(ZStack(alignment: .topLeading) {
            Color.red.frame(width: 100, height: 100)
            Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("small")
        })
        #expect(close(graph.frame("small"), CGRect(x: 150, y: 100, width: 20, height: 20)))
    }

    @Test("offset moves drawing and hit frame but not layout")
    func offsetIsARenderEffect() {
        let (graph, _) = host(VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a").offset(x: 30, y: -10)
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("b")
        })
        #expect(close(graph.frame("a"), CGRect(x: 205, y: 90, width: 50, height: 50)))
        #expect(close(graph.frame("b"), CGRect(x: 175, y: 150, width: 50, height: 50)))
    }

    @Test("scale and rotation compose into the node's transform about the anchor")
    func scaleAndRotation() {
        let (graph, _) = host(Color.red.frame(width: 100, height: 50).accessibilityIdentifier("r")
            .scaleEffect(2).rotationEffect(.degrees(90)))
        // Scaled 2× about the centre (200, 150) → 200×100; rotated 90° → 100×200 around the same centre.
        #expect(close(graph.frame("r"), CGRect(x: 150, y: 50, width: 100, height: 200)))
        let transform = graph.node(withAccessibilityIdentifier: "r")!.transform
        let topLeading = CGPoint.zero.applying(transform)
        #expect(abs(topLeading.x - 250) < 0.001 && abs(topLeading.y - 50) < 0.001)
    }

    @Test("position centres the content on a point of the parent")
    func position() {
        let (graph, _) = host(Color.red.frame(width: 20, height: 20).accessibilityIdentifier("dot").position(x: 30, y: 40))
        #expect(close(graph.frame("dot"), CGRect(x: 20, y: 30, width: 20, height: 20)))
    }

    @Test("background takes the content's size, overlay aligns to it")
    func backgroundAndOverlay() {
        let (graph, _) = host(Text("Hi").padding(10)
            .background(Color.yellow.accessibilityIdentifier("bg"))
            .overlay(alignment: .topTrailing) { Color.red.frame(width: 4, height: 4).accessibilityIdentifier("badge") })
        // Text 18.7×20.4 padded by 10 → 38.7×40.4 at (180.65, 129.8).
        #expect(close(graph.frame("bg"), CGRect(x: 180.65, y: 129.8, width: 38.7, height: 40.4)))
        #expect(close(graph.frame("badge"), CGRect(x: 215.35, y: 129.8, width: 4, height: 4)))
    }

    @Test("a Toggle spans the offered width with the switch trailing")
    func toggleLayout() {
        let (graph, _) = host(Toggle("Wi-Fi", isOn: .constant(true)).accessibilityIdentifier("toggle"))
        #expect(close(graph.frame("toggle"), CGRect(x: 0, y: 134.5, width: 400, height: 31)))
        let switchNode = graph.allNodes.first { $0.behavior is ToggleSwitchBehavior }
        #expect(close(switchNode?.globalFrame, CGRect(x: 349, y: 134.5, width: 51, height: 31)))
    }

    @Test("zIndex draws a sibling on top regardless of source order")
    func zIndexOrder() {
        let (graph, _) = host(ZStack {
            Color.red.accessibilityIdentifier("top").zIndex(1)
            Color.blue.accessibilityIdentifier("bottom")
        })
        #expect(graph.displayList().items.map(\.identifier) == ["bottom", "top"])
    }
}

import Foundation
import Testing
import TactileTesting
import TactileUI

/// `containerRelativeFrame` (SwiftUI, iOS 17): a view sized relative to its nearest container —
/// the nearest scroll view's visible size less its content margins, else the window's safe
/// region — as SwiftUI documents it. Each test states the arithmetic.
@MainActor
@Suite("containerRelativeFrame")
struct ContainerRelativeFrameTests {
    private static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 0.001 }
    }

    /// In the style of snap pagers: full-width pages in a horizontal scroll view.
    private struct Pager: View {
        var body: some View {
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { index in
                        Color.blue.containerRelativeFrame(.horizontal).accessibilityIdentifier("page-\(index)")
                    }
                }
            }
            .frame(height: 200)
        }
    }

    @Test("in a horizontal scroll view each page is the scroll view's visible width, its height the content's")
    func pagesFillTheScrollViewWidth() {
        // Canvas 300 × 400: the 300 × 200 scroll view sits at y (400 − 200) / 2 = 100; pages 300 wide,
        // the colour taking the 200 pt height the scroll view offers its content.
        let host = ViewHost(Pager().frame(width: 300), canvasSize: CGSize(width: 300, height: 400))
        #expect(Self.close(host.view("page-0").globalFrame, CGRect(x: 0, y: 100, width: 300, height: 200)))
        #expect(Self.close(host.view("page-1").globalFrame, CGRect(x: 300, y: 100, width: 300, height: 200)))
    }

    @Test("count, span and spacing give span columns of count, as SwiftUI's formula")
    func countSpanAndSpacing() {
        // (310 − 10·2) / 3 = 96.67 a column; two columns and the spacing between them: 203.33.
        // The second card starts after the first and the stack's 10 pt: 213.33.
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<3, id: \.self) { index in
                    Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).accessibilityIdentifier("card-\(index)")
                }
            }
        }
        .frame(width: 310, height: 100)
        let host = ViewHost(view, canvasSize: CGSize(width: 310, height: 300))
        let first = host.view("card-0").globalFrame, second = host.view("card-1").globalFrame
        #expect(abs(first.width - (290.0 / 3 * 2 + 10)) < 0.001)
        #expect(abs(second.minX - (first.maxX + 10)) < 0.001)
        #expect(first.height == 100)
        // A span of 1 (the default) is one column.
        let single = ViewHost(Color.red.containerRelativeFrame(.horizontal, count: 4, spacing: 20).accessibilityIdentifier("c"),
                              canvasSize: CGSize(width: 380, height: 300))
        #expect(abs(single.view("c").globalFrame.width - (380 - 60) / 4) < 0.001)
    }

    @Test("the closure form gets each axis with the container's length along it")
    func closureGetsAxisAndLength() {
        // A 200 × 300 vertical scroll view: width 200 − 40 = 160, height 300 / 2 = 150.
        let view = ScrollView {
            Color.green
                .containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                    axis == .vertical ? length / 2 : length - 40
                }
                .accessibilityIdentifier("box")
        }
        .frame(width: 200, height: 300)
        let host = ViewHost(view, canvasSize: CGSize(width: 200, height: 300))
        let box = host.view("box").globalFrame
        #expect(abs(box.width - 160) < 0.001 && abs(box.height - 150) < 0.001)
    }

    @Test("outside any scroll view the container is the window's safe region; a frame is no container")
    func windowIsTheContainer() {
        // iPhone 16: 852 − 59 − 34 = 759 pt of safe height; the width stays the content's 100.
        let view = Color.green.frame(width: 100, height: 100).containerRelativeFrame(.vertical).accessibilityIdentifier("box")
            .frame(width: 200, height: 200)
        let host = ViewHost(view, device: .iPhone16)
        let box = host.view("box").globalFrame
        #expect(abs(box.height - 759) < 0.001 && box.width == 100)
        // A bare canvas has no safe area: the whole canvas.
        let bare = ViewHost(Color.green.containerRelativeFrame([.horizontal, .vertical]).accessibilityIdentifier("box")
            .frame(width: 50, height: 50), canvasSize: CGSize(width: 320, height: 480))
        #expect(bare.view("box").globalFrame.size == CGSize(width: 320, height: 480))
    }

    @Test("a scroll view's content margins are taken off its size")
    func contentMarginsAreSubtracted() {
        // 300 wide less 20 on each side: 260.
        let view = ScrollView(.horizontal) {
            Color.blue.containerRelativeFrame(.horizontal).accessibilityIdentifier("page")
        }
        .contentMargins(.horizontal, 20)
        .frame(width: 300, height: 100)
        let host = ViewHost(view, canvasSize: CGSize(width: 300, height: 300))
        #expect(abs(host.view("page").globalFrame.width - 260) < 0.001)
    }

    /// A pager whose width a frame around it changes: the pager's body does not change, and the
    /// pages' proposal (nil along the scroll axis, the same height) stays the same — only the
    /// container changes.
    private struct ResizingPager: View {
        @State private var wide = false
        var body: some View {
            VStack(spacing: 0) {
                Text("Resize").onTapGesture { wide.toggle() }
                Pager().frame(width: wide ? 280 : 200)
            }
        }
    }

    @Test("when the container's size changes, the views sized relative to it follow")
    func followsTheContainer() {
        let host = ViewHost(ResizingPager(), canvasSize: CGSize(width: 300, height: 500))
        #expect(abs(host.view("page-0").globalFrame.width - 200) < 0.001)
        host.tap(on: "Resize")
        #expect(abs(host.view("page-0").globalFrame.width - 280) < 0.001)
        #expect(abs(host.view("page-1").globalFrame.minX - host.view("page-0").globalFrame.maxX) < 0.001)
        host.tap(on: "Resize")
        #expect(abs(host.view("page-0").globalFrame.width - 200) < 0.001)
    }
}

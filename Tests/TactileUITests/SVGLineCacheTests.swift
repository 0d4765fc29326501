import Testing
import TactileTesting
@testable import TactileUI

/// `SVGRenderer.lines(of:reusing:)`: a render that reuses the previous frame's formatting writes
/// exactly the bytes of a whole render, frame after frame, while views move, appear, disappear
/// and share definitions (clips, shadows, gradients, blurs, repeated identifiers).
@MainActor
@Suite("SVG line cache")
struct SVGLineCacheTests {
    struct Busy: View {
        @State private var cards = [3, 1, 2]
        @State private var next = 4
        @State private var x: CGFloat = 0
        @State private var faded = false
        @State private var tinted = false
        var body: some View {
            VStack(spacing: 2) {
                Button("add") { cards.insert(next, at: 0); next += 1 }.accessibilityIdentifier("add")
                Button("drop") { if !cards.isEmpty { cards.removeLast() } }.accessibilityIdentifier("drop")
                Button("move") { x += 3.25 }.accessibilityIdentifier("move")
                Button("fade") { faded.toggle() }.accessibilityIdentifier("fade")
                Button("shift") { x += 1; tinted.toggle() }.accessibilityIdentifier("shift")
                // Cards placed by their value, not their index: inserting one moves the others
                // in the display list only.
                ZStack(alignment: .topLeading) {
                    ForEach(cards, id: \.self) { card in
                        RoundedRectangle(cornerRadius: 4)
                            .fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                            .frame(width: 40, height: 10)
                            .shadow(radius: 2)
                            .offset(x: CGFloat(card * 7), y: CGFloat(card * 3))
                    }
                }
                .frame(width: 200, height: 80, alignment: .topLeading)
                HStack {
                    Circle().frame(width: 8, height: 8).accessibilityIdentifier("dot")
                    Circle().frame(width: 8, height: 8).accessibilityIdentifier("dot")
                }
                ZStack {
                    Circle().fill(tinted ? Color.orange : Color.green).frame(width: 30, height: 30).offset(x: x)
                    Text("label \(Int(x))").blur(radius: faded ? 2 : 0)
                }
                .frame(width: 60, height: 24)
                .clipped()
                .opacity(faded ? 0.5 : 1)
                .accessibilityIdentifier("clipped")
            }
        }
    }

    @Test("every frame rendered with the cache equals the whole render, whatever changed")
    func cachedFramesEqualWholeRenders() {
        let (graph, _) = host(Busy())
        let cache = SVGLineCache()
        #expect(SVGRenderer.lines(of: graph.displayList(), reusing: cache) == graph.svgLines())
        for step in ["move", "add", "move", "fade", "drop", "add", "add", "fade", "move", "drop", "drop", "drop", "drop", "add"] {
            graph.tap(step)
            let cached = SVGRenderer.lines(of: graph.displayList(), reusing: cache)
            #expect(cached == graph.svgLines(), "after \(step)")
            #expect(cache.count == graph.displayList().items.count)
        }
    }

    @Test("a frame where one view moved formats only that view's line")
    func oneMovedViewFormatsOneLine() {
        let (graph, _) = host(Busy())
        let cache = SVGLineCache()
        _ = SVGRenderer.lines(of: graph.displayList(), reusing: cache)
        #expect(cache.reusedLines == 0)
        graph.tap("move")
        let items = graph.displayList().items.count
        _ = SVGRenderer.lines(of: graph.displayList(), reusing: cache)
        // The circle moved and the label's text changed; every other item is reused.
        #expect(cache.reusedLines == items - 2)
        _ = SVGRenderer.lines(of: graph.displayList(), reusing: cache)
        #expect(cache.reusedLines == items)
    }

    @Test("a view that only moved keeps its path data; its line is still the whole render's")
    func movedViewKeepsItsPathData() {
        let (graph, _) = host(Busy())
        let cache = SVGLineCache()
        _ = SVGRenderer.lines(of: graph.displayList(), reusing: cache)
        #expect(cache.reusedPathData == 0)
        graph.tap("move")
        let lines = SVGRenderer.lines(of: graph.displayList(), reusing: cache)
        #expect(lines == graph.svgLines())
        // The circle's transform changed, its path did not: one line formatted, its `d` reused.
        #expect(cache.reusedPathData == 1)
        graph.tap("add")
        #expect(SVGRenderer.lines(of: graph.displayList(), reusing: cache) == graph.svgLines())
    }

    @Test("a view that only moved keeps its line around the transform; one that moved and changed is formatted whole")
    func movedViewKeepsItsLineAroundTheTransform() {
        let (graph, _) = host(Busy())
        let cache = SVGLineCache()
        _ = SVGRenderer.lines(of: graph.displayList(), reusing: cache)
        graph.tap("move")
        #expect(SVGRenderer.lines(of: graph.displayList(), reusing: cache) == graph.svgLines())
        // The clipped circle moved: its line is the last one with the transform written again.
        #expect(cache.reusedAroundTransform == 1)
        graph.tap("move")
        #expect(SVGRenderer.lines(of: graph.displayList(), reusing: cache) == graph.svgLines())
        #expect(cache.reusedAroundTransform == 1)
        // Moved and recoloured: nothing of its last line may be kept.
        graph.tap("shift")
        #expect(SVGRenderer.lines(of: graph.displayList(), reusing: cache) == graph.svgLines())
        #expect(cache.reusedAroundTransform == 0)
        // Moved and faded (an opacity on the item, a blur on the label): the whole render's bytes.
        graph.tap("fade")
        graph.tap("move")
        #expect(SVGRenderer.lines(of: graph.displayList(), reusing: cache) == graph.svgLines())
        graph.tap("move")
        #expect(SVGRenderer.lines(of: graph.displayList(), reusing: cache) == graph.svgLines())
        #expect(cache.reusedAroundTransform == 1)
    }

    @Test("the svg line is written again when the canvas size changed")
    func headerFollowsTheCanvasSize() {
        let cache = SVGLineCache()
        let (large, _) = host(Busy(), width: 390, height: 844)
        #expect(SVGRenderer.lines(of: large.displayList(), reusing: cache) == large.svgLines())
        let (small, _) = host(Busy(), width: 320, height: 480.5)
        let lines = SVGRenderer.lines(of: small.displayList(), reusing: cache)
        #expect(lines == small.svgLines())
        #expect(lines.first?.contains("height=\"480.5\"") == true)
    }

    @Test("views inserted before others reuse the lines of the views that moved down")
    func insertedViewsReuseShiftedLines() {
        let (graph, _) = host(Busy())
        let cache = SVGLineCache()
        _ = SVGRenderer.lines(of: graph.displayList(), reusing: cache)
        let before = graph.displayList().items.count
        graph.tap("add")
        let lines = SVGRenderer.lines(of: graph.displayList(), reusing: cache)
        #expect(lines == graph.svgLines())
        // Everything but the new card was found again, though the cards after it moved in the list.
        #expect(cache.count == before + 1)
        #expect(cache.reusedLines == before)
    }
}

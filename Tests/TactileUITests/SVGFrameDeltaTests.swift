import Testing
import TactileTesting
@testable import TactileUI

@MainActor
@Suite("SVG frame deltas")
struct SVGFrameDeltaTests {
    /// Every pair of line lists over a small alphabet: the delta always rebuilds the next frame.
    @Test("applying the delta to the previous frame gives the next frame, for every pair of small frames")
    func deltaRebuildsNextFrame() {
        let alphabet = ["a", "b", "c"]
        var frames: [[String]] = [[]]
        for length in 1...4 {
            var grown: [[String]] = []
            for frame in frames where frame.count == length - 1 {
                for line in alphabet { grown.append(frame + [line]) }
            }
            frames += grown
        }
        for previous in frames {
            for next in frames {
                let delta = SVGFrameDelta(from: previous, to: next)
                #expect(delta.applied(to: previous) == next, "\(previous) → \(next): \(delta.splices)")
                if previous == next { #expect(delta.splices.isEmpty) }
            }
        }
    }

    struct Dragged: View {
        @State private var x: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<20) { index in
                    Color.blue.frame(width: 5, height: 5).accessibilityIdentifier("cell\(index)")
                }
                Circle().frame(width: 10, height: 10).offset(x: x)
                    .accessibilityAction(named: "move") { x += 7 }
                    .accessibilityIdentifier("dot")
            }
        }
    }

    @Test("moving one view changes one line of the SVG")
    func movingOneViewChangesOneLine() throws {
        let (graph, _) = host(Dragged())
        let before = graph.svgLines()
        let move = try #require(graph.node(withAccessibilityIdentifier: "dot")?.subtree.lazy.flatMap(\.accessibilityActions).first)
        move.perform(zoom: nil)
        let after = graph.svgLines()
        let delta = SVGFrameDelta(from: before, to: after)
        #expect(delta.splices.count == 1)
        #expect(delta.splices.first?.lines.count == 1)
        #expect(delta.applied(to: before) == after)
        #expect(graph.svg() == after.joined(separator: "\n") + "\n")
    }
}

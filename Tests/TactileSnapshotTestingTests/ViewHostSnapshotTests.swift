import Testing
import TactileSnapshotTesting

/// A card that follows a drag and keeps where it was dropped; a caption reports the offset, and
/// VoiceOver reads the card with its position as the value.
private struct DraggableCard: View {
    /// Colour of the card: the failing-snapshot test draws it differently.
    var color: Color = .orange
    @State private var offset = CGSize.zero
    @GestureState private var dragging = CGSize.zero

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 16)
                .fill(color)
                .frame(width: 160, height: 100)
                .offset(x: offset.width + dragging.width, y: offset.height + dragging.height)
                .accessibilityIdentifier("card")
                .accessibilityLabel("Card")
                .accessibilityValue("x \(Int(offset.width)), y \(Int(offset.height))")
                .gesture(
                    DragGesture()
                        .updating($dragging) { value, state, _ in state = value.translation }
                        .onEnded { value in
                            offset.width += value.translation.width
                            offset.height += value.translation.height
                        }
                )
            Text("dropped at \(Int(offset.width)), \(Int(offset.height))")
        }
        .frame(width: 390, height: 400)
    }
}

@MainActor
// Serialized: `differingFrameFails` reads the reference `draggedCardMatchesSVGReference` records
// when it is missing.
@Suite("Snapshot strategies: ViewHost as SVG and as an accessibility tree, against committed references", .serialized)
struct ViewHostSnapshotTests {
    private func draggedHost(color: Color = .orange) -> ViewHost<DraggableCard> {
        let host = ViewHost(DraggableCard(color: color), canvasSize: CGSize(width: 390, height: 400))
        host.drag(on: "card", by: CGSize(width: 100, height: 40))
        return host
    }

    @Test("a card dragged by (100, 40) draws as the committed SVG reference")
    func draggedCardMatchesSVGReference() {
        let host = draggedHost()
        #expect(host.view(withText: "dropped at 100, 40") != nil, "the drag must have moved the card")
        assertSnapshot(of: host, as: .svg, named: "dropped")
    }

    @Test("the dragged card's accessibility tree matches the committed reference")
    func draggedCardMatchesAccessibilityReference() {
        assertSnapshot(of: draggedHost(), as: .accessibilityTree, named: "dropped")
    }

    @Test("a frame that differs from the reference fails with a line diff; the same frame passes")
    func differingFrameFails() throws {
        // The reference recorded by `draggedCardMatchesSVGReference`; `.never` so a missing
        // reference is a failure here, not a recording.
        let same = verifySnapshot(of: draggedHost(), as: .svg, named: "dropped", record: .never,
                                  testName: "draggedCardMatchesSVGReference()")
        #expect(same == nil)

        let undragged = ViewHost(DraggableCard(), canvasSize: CGSize(width: 390, height: 400))
        let moved = try #require(verifySnapshot(of: undragged, as: .svg, named: "dropped", record: .never,
                                                testName: "draggedCardMatchesSVGReference()"))
        #expect(moved.contains("@@"), "a line diff, with hunks: \(moved)")
        #expect(moved.contains("dropped at 0, 0"), "the diff shows the changed caption: \(moved)")

        let recoloured = try #require(verifySnapshot(of: draggedHost(color: .purple), as: .svg, named: "dropped",
                                                     record: .never, testName: "draggedCardMatchesSVGReference()"))
        #expect(recoloured.contains("@@"))
    }

    @Test("the SVG snapshot is the host's own SVG, byte for byte, and reading it does not move the clock")
    func svgStrategyReadsTheHost() {
        let host = draggedHost()
        let before = host.now
        var snapshot: String?
        Snapshotting<ViewHost<DraggableCard>, String>.svg.snapshot(host).run { snapshot = $0 }
        #expect(snapshot == host.svg())
        #expect(host.now == before)
        #expect(Snapshotting<ViewHost<DraggableCard>, String>.svg.pathExtension == "svg")
    }
}

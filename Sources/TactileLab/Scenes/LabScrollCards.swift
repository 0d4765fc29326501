import Tactile

/// The lab's scroll scene: a `ScrollView` of cards and buttons (issue 13, item 4). Blue cards carry a
/// `.simultaneousGesture(DragGesture())` (they move while the content scrolls), orange ones a
/// `.gesture(DragGesture())` (they take the drag; the content does not scroll, iOS 18, S-90),
/// green buttons fire on a tap and scroll when dragged. Driven by drag and by the mouse wheel
/// (`wheel`, LAB-PROTOCOL.md). Not seed code.
struct LabScrollCards: View {
    @State private var taps = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                Text("Button taps: \(taps)")
                    .frame(height: 40)
                ForEach(0..<12, id: \.self) { index in
                    if index % 3 == 2 {
                        Button("Tap me (\(index))") { taps += 1 }
                            .frame(width: 300, height: 80)
                            .background(Color.green.opacity(0.3))
                            .accessibilityIdentifier("button-\(index)")
                    } else {
                        LabScrollCard(index: index, blocksScroll: index % 3 == 1)
                    }
                }
            }
        }
        .accessibilityIdentifier("scroll")
    }
}

/// A card dragged sideways: with `.gesture` it takes the drag and the content does not scroll
/// (iOS 18, S-90); with `.simultaneousGesture` it moves while the content scrolls.
struct LabScrollCard: View {
    let index: Int
    let blocksScroll: Bool
    @State private var offset: CGFloat = 0
    @GestureState private var drag: CGFloat = 0

    var body: some View {
        let drag = DragGesture()
            .updating($drag) { value, state, _ in state = value.translation.width }
            .onEnded { value in offset += value.translation.width }
        let card = RoundedRectangle(cornerRadius: 12)
            .fill(blocksScroll ? Color.orange : Color.blue)
            .frame(width: 300, height: 80)
            .offset(x: offset + self.drag)
            .accessibilityIdentifier("card-\(index)")
        if blocksScroll {
            card.gesture(drag)
        } else {
            card.simultaneousGesture(drag)
        }
    }
}

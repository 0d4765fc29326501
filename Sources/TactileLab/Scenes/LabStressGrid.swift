import Tactile

/// The lab's stress scene: 1,000 views — a 40 × 25 grid of cells, each with a tap gesture — under
/// one draggable puck. A drag moves one item of the 1,001-item frame, so the frame's SVG changes
/// in one line: what the delta frames of docs/LAB-PROTOCOL.md are measured on (the browser test
/// and docs/PERFORMANCE.md). Not seed code; it has no snapshot among the seed scenes'.
struct LabStressGrid: View {
    @State private var taps = 0
    @State private var position = CGSize.zero
    @GestureState private var drag = CGSize.zero

    var body: some View {
        ZStack {
            VStack(spacing: 1) {
                ForEach(0..<40) { row in
                    HStack(spacing: 1) {
                        ForEach(0..<25) { column in
                            Color(hue: Double(row * 25 + column) / 1000, saturation: 0.5, brightness: 0.9)
                                .frame(width: 14, height: 19)
                                .onTapGesture { taps += 1 }
                        }
                    }
                }
            }
            Circle()
                .fill(Color.orange)
                .frame(width: 60, height: 60)
                .accessibilityIdentifier("puck")
                .offset(x: position.width + drag.width, y: position.height + drag.height)
                .gesture(
                    DragGesture()
                        .updating($drag) { value, state, _ in state = value.translation }
                        .onEnded { value in
                            position.width += value.translation.width
                            position.height += value.translation.height
                        }
                )
        }
    }
}

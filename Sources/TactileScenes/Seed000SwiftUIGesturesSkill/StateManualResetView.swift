// Seed 000, lines 469–473, "DON'T: @State doesn't auto-reset — view stays offset after gesture ends":
// a @State declaration and a DragGesture. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct StateManualResetView: View`, `var body: some View {`, and a view to attach the
// gesture to: `Circle().frame(width: 100, height: 100).offset(dragOffset).gesture(` … `)`.

import Tactile

struct StateManualResetView: View {
    @State private var dragOffset = CGSize.zero

    var body: some View {
        Circle().frame(width: 100, height: 100).offset(dragOffset).gesture(
            DragGesture()
            .onChanged { value in dragOffset = value.translation }
            .onEnded { _ in dragOffset = .zero } // manual reset required
        )
    }
}

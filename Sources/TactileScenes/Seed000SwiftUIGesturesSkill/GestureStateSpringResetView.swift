// Seed 000, line 403: "Custom reset with animation: @GestureState(resetTransaction:
// Transaction(animation: .spring))", applied to the "DO: @GestureState auto-resets" example of
// lines 475–479 (a declaration and a DragGesture). The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct GestureStateSpringResetView: View`, line 403's `(resetTransaction: …)` on the
// declaration, `var body: some View {`, and a view to attach the gesture to:
// `Circle().frame(width: 100, height: 100).offset(dragOffset).gesture(` … `)`.

import Tactile

struct GestureStateSpringResetView: View {
    @GestureState(resetTransaction: Transaction(animation: .spring)) private var dragOffset = CGSize.zero

    var body: some View {
        Circle().frame(width: 100, height: 100).offset(dragOffset).gesture(
            DragGesture()
            .updating($dragOffset) { value, state, _ in
            state = value.translation
            }
        )
    }
}

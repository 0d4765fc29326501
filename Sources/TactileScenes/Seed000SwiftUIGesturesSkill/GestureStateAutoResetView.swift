// Seed 000, lines 474–479, "DO: @GestureState auto-resets when gesture ends": a @GestureState
// declaration and a DragGesture. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct GestureStateAutoResetView: View`, `var body: some View {`, and a view to attach the
// gesture to: `Circle().frame(width: 100, height: 100).offset(dragOffset).gesture(` … `)`.

import Tactile

struct GestureStateAutoResetView: View {
    @GestureState private var dragOffset = CGSize.zero

    var body: some View {
        Circle().frame(width: 100, height: 100).offset(dragOffset).gesture(
            DragGesture()
            .updating($dragOffset) { value, state, _ in
            state = value.translation
            }
        )
    }
}

// Seed 000 (@GestureState), lines 386–402: two property declarations and a Circle chain. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct GestureStatePositionView: View {`, `var body: some View {`, `.frame(width: 100,
// height: 100)` after `Circle()` (the seed's circle has no size; it would fill the canvas) and the
// closing braces.

import Tactile

struct GestureStatePositionView: View {
    @GestureState private var dragOffset = CGSize.zero // resets to .zero
    @State private var position = CGSize.zero // persists

    var body: some View {
        Circle()
        .frame(width: 100, height: 100)
        .offset(
        x: position.width + dragOffset.width,
        y: position.height + dragOffset.height
        )
        .gesture(
        DragGesture()
        .updating($dragOffset) { value, state, _ in
        state = value.translation
        }
        .onEnded { value in
        position.width += value.translation.width
        position.height += value.translation.height
        }
        )
    }
}

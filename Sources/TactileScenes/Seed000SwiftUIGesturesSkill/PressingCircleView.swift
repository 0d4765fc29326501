// Seed 000 (LongPressGesture, "With visual feedback via @GestureState + .updating()"), lines 292–300:
// a @GestureState declaration and a Circle chain. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct PressingCircleView: View {`, `@State private var completedLongPress = false` (the
// state line 299 sets), `var body: some View {` and the closing braces.

import Tactile

struct PressingCircleView: View {
    @GestureState private var isPressing = false
    @State private var completedLongPress = false

    var body: some View {
        Circle()
        .fill(isPressing ? .red : .blue)
        .scaleEffect(isPressing ? 1.2 : 1.0)
        .gesture(
        LongPressGesture(minimumDuration: 0.8)
        .updating($isPressing) { current, state, _ in state = current }
        .onEnded { _ in completedLongPress = true }
        )
    }
}

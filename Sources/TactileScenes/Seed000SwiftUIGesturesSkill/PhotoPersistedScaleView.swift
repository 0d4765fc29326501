// Seed 000 (MagnifyGesture, "With persisted scale"), lines 327–337: two declarations and an Image
// chain. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct PhotoPersistedScaleView: View {`, `var body: some View {` and the closing braces.

import Tactile

struct PhotoPersistedScaleView: View {
    @State private var currentScale = 1.0
    @GestureState private var gestureScale = 1.0

    var body: some View {
        Image("photo")
        .scaleEffect(currentScale * gestureScale)
        .gesture(
        MagnifyGesture(minimumScaleDelta: 0.01)
        .updating($gestureScale) { value, state, _ in state = value.magnification }
        .onEnded { value in
        currentScale = min(max(currentScale * value.magnification, 0.5), 5.0)
        }
        )
    }
}

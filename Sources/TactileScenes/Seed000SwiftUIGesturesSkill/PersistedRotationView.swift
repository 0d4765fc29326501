// Seed 000 (RotateGesture, "With persisted rotation"), lines 348–356: two declarations and a
// Rectangle chain. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct PersistedRotationView: View {`, `var body: some View {` and the closing braces.

import Tactile

struct PersistedRotationView: View {
    @State private var currentAngle = Angle.zero
    @GestureState private var gestureAngle = Angle.zero

    var body: some View {
        Rectangle()
        .rotationEffect(currentAngle + gestureAngle)
        .gesture(
        RotateGesture()
        .updating($gestureAngle) { value, state, _ in state = value.rotation }
        .onEnded { value in currentAngle += value.rotation }
        )
    }
}

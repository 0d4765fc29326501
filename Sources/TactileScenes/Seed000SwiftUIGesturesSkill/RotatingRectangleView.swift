// Seed 000 (RotateGesture), lines 339–346: a @State declaration and a Rectangle chain. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct RotatingRectangleView: View {`, `var body: some View {` and the closing braces.

import Tactile

struct RotatingRectangleView: View {
    @State private var angle = Angle.zero

    var body: some View {
        Rectangle()
        .fill(.blue).frame(width: 200, height: 200)
        .rotationEffect(angle)
        .gesture(
        RotateGesture(minimumAngleDelta: .degrees(1))
        .onChanged { value in angle = value.rotation }
        )
    }
}

// Seed 001, lines 286–303: two @State declarations and a `var body`. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct RotateTextView: View {` and `}`.

import Tactile

struct RotateTextView: View {
    @State private var currentAmount = Angle.zero
    @State private var finalAmount = Angle.zero
    var body: some View {
    Text("Hello, World!")
    .rotationEffect(currentAmount + finalAmount)
    .gesture(
    RotateGesture()
    .onChanged {
    value in
    currentAmount = value.rotation
    }
    .onEnded {
    value in
    finalAmount += currentAmount
    currentAmount = .zero
    }
    )
    }
}

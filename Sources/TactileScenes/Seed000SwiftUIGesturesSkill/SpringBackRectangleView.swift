// Seed 000 (DragGesture), lines 303–312: a @State declaration and a RoundedRectangle chain. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct SpringBackRectangleView: View {`, `var body: some View {` and the closing braces.

import Tactile

struct SpringBackRectangleView: View {
    @State private var offset = CGSize.zero

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
        .fill(.blue)
        .frame(width: 100, height: 100)
        .offset(offset)
        .gesture(
        DragGesture()
        .onChanged { value in offset = value.translation }
        .onEnded { _ in withAnimation(.spring) { offset = .zero } }
        )
    }
}

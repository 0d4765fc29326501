// Seed 000 (.simultaneously(with:)), lines 357–364 (the code starts after the prose
// ".simultaneously(with:) — both gestures recognized at the same time" on line 357). The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct MagnifyRotateSimultaneousView: View`, the states the gestures set
// (`@State private var scale = 1.0`, `@State private var angle = Angle.zero`), `var body: some View {`
// around the two `let`s and the Image, and the closing braces.

import Tactile

struct MagnifyRotateSimultaneousView: View {
    @State private var scale = 1.0
    @State private var angle = Angle.zero

    var body: some View {
        let magnify = MagnifyGesture()
        .onChanged { value in scale = value.magnification }
        let rotate = RotateGesture()
        .onChanged { value in angle = value.rotation }
        Image("photo")
        .scaleEffect(scale)
        .rotationEffect(angle)
        .gesture(magnify.simultaneously(with: rotate))
    }
}

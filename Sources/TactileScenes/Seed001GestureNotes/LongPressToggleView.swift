// Seed 001, line 23: `.onLongPressGesture{ self.press.toggle() }`. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct LongPressToggleView: View`, `@State private var press = false` and
// `Text(press ? "Pressed" : "Not pressed")` to attach it to.

import Tactile

struct LongPressToggleView: View {
    @State private var press = false

    var body: some View {
        Text(press ? "Pressed" : "Not pressed")
        .onLongPressGesture{ self.press.toggle() }
    }
}

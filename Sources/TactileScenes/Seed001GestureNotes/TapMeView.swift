// Seed 001, lines 3–4: a modifier chain. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct TapMeView: View { var body: some View {` … `} }`.

import Tactile

struct TapMeView: View {
    var body: some View {
        Text("Tap me!")
        .onTapGesture { print("Tapped!") }
    }
}

// Seed 001, lines 10–15: a modifier chain. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct TapLocationView: View { var body: some View {` … `} }`.

import Tactile

struct TapLocationView: View {
    var body: some View {
        Circle()
        .fill(.red)
        .frame(width: 100, height: 100)
        .onTapGesture { location in
        print("Tapped at \\(location)")
        }
    }
}

// Seed 001, lines 17–22: a modifier chain. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct TapGlobalLocationView: View { var body: some View {` … `} }`.

import Tactile

struct TapGlobalLocationView: View {
    var body: some View {
        Circle()
        .fill(.red)
        .frame(width: 100, height: 100)
        .onTapGesture(coordinateSpace: .global) { location in
        print("Tapped at \\(location)")
        }
    }
}

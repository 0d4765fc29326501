// Seed 000 (MagnifyGesture), lines 316–325: a @GestureState declaration and an Image chain. The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct PhotoMagnifyView: View {`, `var body: some View {` and the closing braces.
// Tactile ships no "photo" asset: Image("photo") draws its placeholder.

import Tactile

struct PhotoMagnifyView: View {
    @GestureState private var magnifyBy = 1.0

    var body: some View {
        Image("photo")
        .resizable().scaledToFit()
        .scaleEffect(magnifyBy)
        .gesture(
        MagnifyGesture()
        .updating($magnifyBy) { value, state, _ in
        state = value.magnification
        }
        )
    }
}

// Seed 000 (custom gestures), line 452, "// Usage". The seed's lines keep their (flat) indentation, indented by the wrapping's depth.
// Added: `struct SwipeRectangleView: View { var body: some View {` … `} }`.

import Tactile

struct SwipeRectangleView: View {
    var body: some View {
        Rectangle().gesture(SwipeGesture { print("Swiped \($0)") })
    }
}
